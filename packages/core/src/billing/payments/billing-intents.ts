import { inTransaction, type Trx } from "@intake/db";
import { sql } from "kysely";
import type { AuditActor } from "../../kernel/audit/record-audit";
import { newId, sha256Hex } from "../../kernel/crypto";
import { badRequest, DomainError } from "../../kernel/errors";
import type { BillingServices } from "./billing";
import type { ProcessorEvent } from "./payment-port";

/**
 * A money movement in three steps, so that no processor call runs inside a transaction holding
 * locks (docs/payments.md, "No processor call inside a transaction"):
 *
 * 1. `prepare`, in a transaction: the rules are checked under the locks they need and the
 *    intent is recorded (`billing_intents`, with everything needed to finish it). Commit.
 * 2. `execute`, outside any transaction: the processor calls, each with an idempotency key
 *    derived from the intent's id (`<kind>:<intent id>:...`).
 * 3. `finish`, in a transaction: the processor's events are applied and the change is made.
 *
 * A crash or an unanswered call between 2 and 3 leaves the intent `pending`; the reconcile
 * sweep (or the next request of the same account) executes it again with the same keys (the
 * processor replays its answers) and finishes it. One pending intent per account and lane: a
 * second change of the same plan waits for the first.
 */
export interface Operation<P, R> {
  kind: string;
  /** `subscription`: one change of the plan at a time per account. */
  lane: "subscription" | null;
  execute(services: BillingServices, plan: P, key: string): Promise<Executed>;
  finish(
    trx: Trx,
    services: BillingServices,
    plan: P,
    done: Executed,
    actor: AuditActor,
  ): Promise<R>;
  /** Undoes what `prepare` wrote when the operation is refused (e.g. a declined card). */
  failed?(trx: Trx, services: BillingServices, plan: P): Promise<void>;
}

/** What the processor answered: its events, and a page to send the person to (hosted pages). */
export interface Executed {
  events: ProcessorEvent[];
  url?: string;
}

const REGISTRY = new Map<string, Operation<unknown, unknown>>();

/** Registers an operation so the reconcile sweep can finish its pending intents. */
export function defineOperation<P, R>(op: Operation<P, R>): Operation<P, R> {
  REGISTRY.set(op.kind, op as Operation<unknown, unknown>);
  return op;
}

/** An intent older than this without an answer is taken over (executed again, same keys). */
export const STALE_INTENT_MS = 2 * 60_000;
const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 15_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type Prepared<P, R> = { done: R } | { plan: P; encounterId?: string };

export interface RunOptions<P, R> {
  userId: string;
  actor: AuditActor;
  op: Operation<P, R>;
  /** The request's `Idempotency-Key` and what it must match (kept 24 h per account). */
  request?: { key: string | undefined; operation: string; input: unknown };
  prepare(trx: Trx): Promise<Prepared<NoInfer<P>, NoInfer<R>>>;
}

/** Thrown inside the first transaction to roll it back and wait for a twin. */
class WaitForTwin extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const inProgress = () =>
  new DomainError(
    "billing_in_progress",
    "Another change to this account's billing is being processed. Retry in a few seconds (with the same Idempotency-Key, if you sent one).",
    {},
    { "Retry-After": "5" },
  );

/** Runs an operation: prepare (transaction), execute (no transaction), finish (transaction). */
export async function runOperation<P, R>(
  services: BillingServices,
  o: RunOptions<P, R>,
): Promise<R> {
  const { db, clock } = services;
  const key = o.request?.key;
  if (key !== undefined && !KEY_PATTERN.test(key)) {
    throw badRequest(
      "invalid_idempotency_key",
      "Idempotency-Key must be 1-255 visible ASCII characters (a UUID is a good choice).",
    );
  }
  const requestHash = o.request ? sha256Hex(JSON.stringify(o.request.input ?? null)) : "";
  const started = Date.now();
  type Step = { result: R } | { wait: string | null } | { intent: { id: string; plan: P } };
  for (;;) {
    const step: Step = await inTransaction(db, async (trx): Promise<Step> => {
      const now = clock.now();
      if (key !== undefined && o.request) {
        await trx
          .deleteFrom("idempotency_keys")
          .where("user_id", "=", o.userId)
          .where("key", "=", key)
          .where("expires_at", "<=", now)
          .execute();
        const first = await trx
          .selectFrom("idempotency_keys")
          .select(["operation", "request_hash", "response"])
          .where("user_id", "=", o.userId)
          .where("key", "=", key)
          .executeTakeFirst();
        if (first) {
          if (first.operation !== o.request.operation || first.request_hash !== requestHash) {
            throw new DomainError(
              "idempotency_key_reused",
              "This Idempotency-Key was already used for a different request in the last 24 hours. Use a new key for a new request.",
            );
          }
          if (first.response === null) {
            // In flight: a twin is running it, or its process died after recording the intent.
            const orphan = await trx
              .selectFrom("billing_intents")
              .select(["id", "attempt_at"])
              .where("user_id", "=", o.userId)
              .where("status", "=", "pending")
              .where(sql<string>`plan->>'key'`, "=", key)
              .executeTakeFirst();
            const stale = orphan && now.getTime() - orphan.attempt_at.getTime() > STALE_INTENT_MS;
            return { wait: stale ? orphan.id : null };
          }
          const stored =
            typeof first.response === "string" ? JSON.parse(first.response) : first.response;
          return { result: stored as R };
        }
      }
      if (o.op.lane) {
        const pending = await trx
          .selectFrom("billing_intents")
          .select(["id", "attempt_at"])
          .where("user_id", "=", o.userId)
          .where("lane", "=", o.op.lane)
          .where("status", "=", "pending")
          .executeTakeFirst();
        if (pending) {
          const stale = now.getTime() - pending.attempt_at.getTime() > STALE_INTENT_MS;
          return { wait: stale ? pending.id : null };
        }
      }
      if (key !== undefined && o.request) {
        const inserted = await trx
          .insertInto("idempotency_keys")
          .values({
            user_id: o.userId,
            key,
            operation: o.request.operation,
            request_hash: requestHash,
            response: null,
            created_at: now,
            expires_at: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
          })
          .onConflict((oc) => oc.columns(["user_id", "key"]).doNothing())
          .returning("key")
          .executeTakeFirst();
        if (!inserted) throw new WaitForTwin();
      }
      const prepared = await o.prepare(trx);
      if ("done" in prepared) {
        await storeResponse(trx, o.userId, key, prepared.done);
        return { result: prepared.done };
      }
      const id = newId();
      const inserted = await trx
        .insertInto("billing_intents")
        .values({
          id,
          user_id: o.userId,
          kind: o.op.kind,
          lane: o.op.lane,
          encounter_id: prepared.encounterId ?? null,
          status: "pending",
          plan: JSON.stringify({ plan: prepared.plan, key: key ?? null, actor: o.actor }),
          attempt_at: now,
          created_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(["user_id", "lane"])
            .where("status", "=", "pending")
            .where("lane", "is not", null)
            .doNothing(),
        )
        .returning("id")
        .executeTakeFirst();
      if (!inserted) throw new WaitForTwin();
      return { intent: { id, plan: prepared.plan } };
    }).catch((error: unknown) => {
      // A twin won the race for the key or the lane (unique index): wait for it.
      if (error instanceof WaitForTwin || isUniqueViolation(error)) return { wait: null };
      throw error;
    });
    if ("result" in step) return step.result;
    if ("intent" in step) {
      return completeIntent(services, o.op, step.intent.id, step.intent.plan, o.actor, key);
    }
    if (step.wait) {
      await reconcileIntent(services, step.wait);
      continue;
    }
    if (Date.now() - started > WAIT_LIMIT_MS) throw inProgress();
    await sleep(WAIT_STEP_MS);
  }
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { code?: string }).code === "23505"
  );
}

async function storeResponse(trx: Trx, userId: string, key: string | undefined, result: unknown) {
  if (key === undefined) return;
  await trx
    .updateTable("idempotency_keys")
    .set({ response: JSON.stringify(result ?? null) })
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .execute();
}

async function forgetKey(trx: Trx, userId: string, key: string | null | undefined) {
  if (key === null || key === undefined) return;
  await trx
    .deleteFrom("idempotency_keys")
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .where("response", "is", null)
    .execute();
}

/** Executes an intent's processor calls and finishes it (once, whoever gets there first). */
async function completeIntent<P, R>(
  services: BillingServices,
  op: Operation<P, R>,
  intentId: string,
  plan: P,
  actor: AuditActor,
  key: string | null | undefined,
): Promise<R> {
  const processorKey = `${op.kind}:${intentId}`;
  let done: Executed;
  try {
    done = await op.execute(services, plan, processorKey);
  } catch (error) {
    if (error instanceof DomainError) {
      await fail(services, op, intentId, plan, error, key);
      throw error;
    }
    // The outcome is unknown (the processor did not answer): the intent stays pending and is
    // executed again, with the same keys, by the next request or the reconcile sweep.
    await inTransaction(services.db, async (trx) => {
      // Due for a retry at once: the next request of the account, or the sweep, takes it over.
      const intent = await trx
        .updateTable("billing_intents")
        .set({ attempt_at: new Date(0) })
        .where("id", "=", intentId)
        .returning("user_id")
        .executeTakeFirstOrThrow();
      await forgetKey(trx, intent.user_id, key);
    });
    throw new DomainError(
      "payment_processor_unavailable",
      "The payment processor did not answer in time. Nothing is charged twice: retry in a minute, and the change completes or is refused then.",
      {},
      { "Retry-After": "60" },
    );
  }
  try {
    return await inTransaction(services.db, async (trx) => {
      const intent = await trx
        .selectFrom("billing_intents")
        .select(["user_id", "status", "result"])
        .where("id", "=", intentId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (intent.status !== "pending") {
        // Finished by someone else meanwhile (a take-over): their answer is the answer.
        return (typeof intent.result === "string" ? JSON.parse(intent.result) : intent.result) as R;
      }
      const result = await op.finish(trx, services, plan, done, actor);
      await trx
        .updateTable("billing_intents")
        .set({
          status: "succeeded",
          result: JSON.stringify(result ?? null),
          completed_at: services.clock.now(),
        })
        .where("id", "=", intentId)
        .execute();
      await storeResponse(trx, intent.user_id, key ?? undefined, result);
      return result;
    });
  } catch (error) {
    if (error instanceof DomainError) await fail(services, op, intentId, plan, error, key);
    throw error;
  }
}

async function fail<P, R>(
  services: BillingServices,
  op: Operation<P, R>,
  intentId: string,
  plan: P,
  error: DomainError,
  key: string | null | undefined,
) {
  await inTransaction(services.db, async (trx) => {
    const intent = await trx
      .updateTable("billing_intents")
      .set({
        status: "failed",
        error: `${error.code}: ${error.message}`,
        completed_at: services.clock.now(),
      })
      .where("id", "=", intentId)
      .where("status", "=", "pending")
      .returning("user_id")
      .executeTakeFirst();
    if (!intent) return;
    await op.failed?.(trx, services, plan);
    // The request changed nothing: the same Idempotency-Key may be used again.
    await forgetKey(trx, intent.user_id, key);
  });
}

/**
 * Takes over a pending intent whose answer never came (a crash, a processor that did not
 * answer): executes it again with the same keys and finishes it. Returns whether it ran.
 */
export async function reconcileIntent(
  services: BillingServices,
  intentId: string,
): Promise<boolean> {
  const now = services.clock.now();
  const claimed = await inTransaction(services.db, async (trx) =>
    trx
      .updateTable("billing_intents")
      .set({ attempt_at: now })
      .where("id", "=", intentId)
      .where("status", "=", "pending")
      .where("attempt_at", "<", new Date(now.getTime() - STALE_INTENT_MS))
      .returning(["kind", "plan"])
      .executeTakeFirst(),
  );
  if (!claimed) return false;
  const op = REGISTRY.get(claimed.kind);
  if (!op) throw new Error(`no billing operation ${claimed.kind} to reconcile`);
  const stored = (typeof claimed.plan === "string" ? JSON.parse(claimed.plan) : claimed.plan) as {
    plan: unknown;
    key: string | null;
    actor: AuditActor;
  };
  try {
    await completeIntent(services, op, intentId, stored.plan, stored.actor, stored.key);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  }
  return true;
}

/** The reconcile sweep: every intent left pending past STALE_INTENT_MS is taken over. */
export async function reconcileIntents(services: BillingServices): Promise<number> {
  const now = services.clock.now();
  const stale = await services.db
    .selectFrom("billing_intents")
    .select("id")
    .where("status", "=", "pending")
    .where("attempt_at", "<", new Date(now.getTime() - STALE_INTENT_MS))
    .orderBy("attempt_at")
    .limit(100)
    .execute();
  let done = 0;
  for (const { id } of stale) if (await reconcileIntent(services, id)) done++;
  return done;
}

/** Forgets idempotency keys past their 24 hours (billing's, the REST facade's and the embedded processor's). */
export async function purgeIdempotencyKeys(services: Pick<BillingServices, "db" | "clock">) {
  const now = services.clock.now();
  const ours = await services.db
    .deleteFrom("idempotency_keys")
    .where("expires_at", "<=", now)
    .executeTakeFirst();
  await services.db.deleteFrom("idempotent_requests").where("expires_at", "<=", now).execute();
  await services.db
    .deleteFrom("embedded_requests")
    .where("created_at", "<=", new Date(now.getTime() - IDEMPOTENCY_TTL_MS))
    .execute();
  return Number(ours.numDeletedRows);
}
