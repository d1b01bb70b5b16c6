import type { Services } from "../../kernel/context";
import { sha256Hex } from "../../kernel/crypto";
import { unauthorized } from "../../kernel/errors";
import type { Caller } from "./caller";

const PERSONAL_KEY = /^ak_[0-9a-f]{64}$/;
const DEVELOPER_KEY = /^ak_(test|live)_[0-9A-Za-z]{16,128}$/;
const ENCOUNTER_TOKEN = /^[0-9a-f]{64}$/;
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
/** lastUsedAt is written at most once a minute per key, not on every request. */
const LAST_USED_THROTTLE_MS = 60_000;

export interface CredentialHeaders {
  authorization?: string | null;
  xApiKey?: string | null;
}

/**
 * Who is calling, from `Authorization: Bearer …` (or `X-API-Key`). Nothing sent is anonymous,
 * answered at once (no promise: an anonymous request need not wait a microtask turn); a
 * credential that is present but invalid, revoked or expired is 401, never anonymous. A
 * malformed header throws synchronously.
 */
export function resolveCaller(
  services: Services,
  headers: CredentialHeaders,
): Caller | Promise<Caller> {
  const credential = extractCredential(headers);
  if (credential === null) return { kind: "anonymous" };
  return callerOf(services, credential);
}

/** The caller a present credential names (looked up, checked for revocation and expiry). */
async function callerOf(services: Services, credential: string): Promise<Caller> {
  const { db, clock } = services;
  const now = clock.now();

  if (credential.startsWith("ak_test_") || credential.startsWith("ak_live_")) {
    if (!DEVELOPER_KEY.test(credential)) throw invalid("developer key");
    const key = await db
      .selectFrom("developer_keys")
      .select(["id", "user_id", "environment", "revoked_at"])
      .where("key_hash", "=", sha256Hex(credential))
      .executeTakeFirst();
    if (!key || key.revoked_at) throw invalid("developer key");
    return {
      kind: "developer_key",
      userId: key.user_id,
      keyId: key.id,
      environment: key.environment,
    };
  }

  if (credential.startsWith("ak_")) {
    if (!PERSONAL_KEY.test(credential)) throw invalid("API key");
    const key = await db
      .selectFrom("api_keys")
      .select(["id", "user_id", "revoked_at", "expires_at", "last_used_at"])
      .where("key_hash", "=", sha256Hex(credential))
      .executeTakeFirst();
    if (!key || key.revoked_at) throw invalid("API key");
    if (key.expires_at && key.expires_at <= now) {
      throw unauthorized(
        "This API key has expired. Create a new key from your account page.",
        "api_key_expired",
      );
    }
    if (!key.last_used_at || now.getTime() - key.last_used_at.getTime() > LAST_USED_THROTTLE_MS) {
      await db
        .updateTable("api_keys")
        .set({ last_used_at: now })
        .where("id", "=", key.id)
        .execute();
    }
    return { kind: "api_key", userId: key.user_id, keyId: key.id };
  }

  if (JWT.test(credential)) {
    const session = await services.sessions.verify(credential);
    if (!session) throw invalid("session token");
    return { kind: "session", userId: session.userId };
  }

  if (ENCOUNTER_TOKEN.test(credential)) {
    const encounter = await db
      .selectFrom("encounters")
      .select("id")
      .where("encounter_token_hash", "=", sha256Hex(credential))
      // Prescribing requests hand out no encounter token (their consent token is another kind).
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("prescribing_requests as pr")
              .select("pr.encounter_id")
              .whereRef("pr.encounter_id", "=", "encounters.id"),
          ),
        ),
      )
      .executeTakeFirst();
    if (!encounter) throw invalid("encounter token");
    return { kind: "encounter_token", encounterId: encounter.id };
  }

  throw unauthorized(
    "The credential is not recognised. Send a personal API key (ak_ + 64 hex), a session token, an encounter token or a developer key as 'Authorization: Bearer <credential>'.",
    "invalid_credential",
  );
}

function extractCredential({ authorization, xApiKey }: CredentialHeaders): string | null {
  if (authorization !== undefined && authorization !== null) {
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization.trim());
    if (!match?.[1]) {
      throw unauthorized(
        "The Authorization header must be 'Bearer <credential>'.",
        "invalid_credential",
      );
    }
    // Two different credentials would make the answer depend on which header wins: refuse.
    if (xApiKey !== undefined && xApiKey !== null && xApiKey.trim() !== match[1]) {
      throw unauthorized(
        "Authorization and X-API-Key carry different credentials: send one credential, in one header.",
        "invalid_credential",
      );
    }
    return match[1];
  }
  if (xApiKey !== undefined && xApiKey !== null) {
    const key = xApiKey.trim();
    if (!key) throw unauthorized("The X-API-Key header is empty.", "invalid_credential");
    return key;
  }
  return null;
}

/** What to do about each kind of unusable credential. */
const REMEDY = {
  "API key": "Check the value, or create a new key (POST /api/v1/users/me/api-keys).",
  "developer key": "Check the value, or create a new key (POST /api/v1/developers/me/keys).",
  "session token": "Sign in again for a new session token.",
  "encounter token":
    "It rotates on every resubmission: use the encounter_token of the latest query response.",
} as const;

const invalid = (what: keyof typeof REMEDY) =>
  unauthorized(`The ${what} is invalid, revoked or unknown. ${REMEDY[what]}`, "invalid_credential");
