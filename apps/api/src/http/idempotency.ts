import type { Caller } from "@intake/core/accounts";
import { DomainError, hmacHex, type Services, seal, unseal } from "@intake/core/kernel";

/**
 * `Idempotency-Key` on the create/submit operations of the REST facade (issue 28; docs/sdk.md,
 * "Idempotency"), as Stripe documents it:
 *
 * - The first request with a key runs; its answer (status, body, extra headers) is kept 24 h.
 * - The same key with the same operation and body within 24 h gets that answer again, with
 *   `Idempotent-Replayed: true`; nothing runs twice.
 * - The same key with another operation or body: 422 `idempotency_key_reused`.
 * - A twin sent while the first still runs waits for it (up to WAIT_LIMIT_MS) and replays its
 *   answer; past that, 409 `idempotency_key_in_progress` with `Retry-After`.
 * - An error answer is not kept: the key is released and a retry runs again (every operation
 *   that answers an error has changed nothing).
 * - Keys are scoped per account (`user:<id>`: its API keys and sessions), per developer account
 *   and environment, or per encounter (encounter token): two callers never share a key. An
 *   anonymous request has no scope, so its key is ignored.
 *
 * The kept body is sealed under APP_SECRET (it may hold a new API key or webhook secret, or a
 * patient's details) and the request is kept as an HMAC, never in clear.
 *
 * Operations choose by meta `idempotency` (trpc/init.ts): every POST replays by default; the
 * billing operations keep their own handling (`runOperation`, table `idempotency_keys`).
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a twin waits for the first request before answering 409. */
const WAIT_LIMIT_MS = 10_000;
const WAIT_STEP_MS = 25;
/** A first request without an answer for this long died with its process: a retry takes over. */
export const IDEMPOTENCY_STALE_MS = 2 * 60_000;

export const REPLAYED_HEADER = "Idempotent-Replayed";

/** Whose keys a caller's key is among; null: keys are not honoured (anonymous). */
export function idempotencyScope(caller: Caller): string | null {
  switch (caller.kind) {
    case "api_key":
    case "session":
      return `user:${caller.userId}`;
    case "developer_key":
      return `developer:${caller.userId}:${caller.environment}`;
    case "encounter_token":
      return `encounter:${caller.encounterId}`;
    default:
      return null;
  }
}

export interface StoredAnswer {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

export type Claim =
  | { replay: StoredAnswer }
  | {
      /** Keeps the answer for replays. */
      store(answer: StoredAnswer): Promise<void>;
      /** Forgets the key (the request failed): a retry runs again. */
      release(): Promise<void>;
    };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** JSON with object keys sorted, so the same body in another key order is the same request. */
function canonical(value: unknown): string {
  if (value === undefined) return "null";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
}

/** Checks the key and claims it, or returns the answer to replay; throws 400/409/422. */
export async function claimIdempotencyKey(
  services: Pick<Services, "db" | "clock" | "config">,
  request: { scope: string; key: string; operation: string; input: unknown },
): Promise<Claim> {
  const { db, clock, config } = services;
  const { scope, key, operation } = request;
  if (!KEY_PATTERN.test(key)) {
    throw new DomainError(
      "invalid_idempotency_key",
      "Idempotency-Key must be 1-255 visible ASCII characters (a UUID is a good choice).",
    );
  }
  const requestHash = hmacHex(config.APP_SECRET, `${operation}\n${canonical(request.input)}`);
  const started = Date.now();
  for (;;) {
    const now = clock.now();
    await db
      .deleteFrom("idempotent_requests")
      .where("scope", "=", scope)
      .where("key", "=", key)
      .where("expires_at", "<=", now)
      .execute();
    const inserted = await db
      .insertInto("idempotent_requests")
      .values({
        scope,
        key,
        operation,
        request_hash: requestHash,
        status: null,
        body: null,
        headers: null,
        created_at: now,
        expires_at: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      })
      .onConflict((oc) => oc.columns(["scope", "key"]).doNothing())
      .returning("created_at")
      .executeTakeFirst();
    if (inserted) return owner(services, scope, key, inserted.created_at);

    const first = await db
      .selectFrom("idempotent_requests")
      .select(["operation", "request_hash", "status", "body", "headers", "created_at"])
      .where("scope", "=", scope)
      .where("key", "=", key)
      .executeTakeFirst();
    if (!first) continue; // released or expired meanwhile: claim it again
    if (first.operation !== operation || first.request_hash !== requestHash) {
      throw new DomainError(
        "idempotency_key_reused",
        "This Idempotency-Key was already used for a different request in the last 24 hours. Use a new key for a new request (reuse a key only to retry the same request).",
      );
    }
    if (first.status !== null) {
      const headers =
        typeof first.headers === "string" ? JSON.parse(first.headers) : (first.headers ?? {});
      const body = first.body === null ? null : unseal(config.APP_SECRET, first.body);
      return { replay: { status: first.status, body, headers } };
    }
    if (now.getTime() - first.created_at.getTime() > IDEMPOTENCY_STALE_MS) {
      const taken = await db
        .updateTable("idempotent_requests")
        .set({ created_at: now })
        .where("scope", "=", scope)
        .where("key", "=", key)
        .where("status", "is", null)
        .where("created_at", "=", first.created_at)
        .returning("created_at")
        .executeTakeFirst();
      if (taken) return owner(services, scope, key, taken.created_at);
      continue;
    }
    if (Date.now() - started >= WAIT_LIMIT_MS) {
      throw new DomainError(
        "idempotency_key_in_progress",
        "A request with this Idempotency-Key is still being processed. Retry in a few seconds with the same key to get its answer.",
        {},
        { "Retry-After": "2" },
      );
    }
    await sleep(WAIT_STEP_MS);
  }
}

function owner(
  services: Pick<Services, "db" | "config">,
  scope: string,
  key: string,
  claimedAt: Date,
): Claim {
  return {
    async store(answer) {
      await services.db
        .updateTable("idempotent_requests")
        .set({
          status: answer.status,
          body: answer.body === null ? null : seal(services.config.APP_SECRET, answer.body),
          headers: JSON.stringify(answer.headers),
        })
        .where("scope", "=", scope)
        .where("key", "=", key)
        .where("created_at", "=", claimedAt)
        .execute();
    },
    async release() {
      await services.db
        .deleteFrom("idempotent_requests")
        .where("scope", "=", scope)
        .where("key", "=", key)
        .where("status", "is", null)
        .where("created_at", "=", claimedAt)
        .execute();
    },
  };
}
