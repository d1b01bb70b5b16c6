import { type Db, inTransaction } from "@intake/db";
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
  jwtVerify,
  SignJWT,
} from "jose";
import { sql } from "kysely";
import type { Clock } from "../../kernel/clock";
import type { Config } from "../../kernel/config";
import { newId, randomHex, seal, unseal } from "../../kernel/crypto";
import { isUuid } from "../../kernel/ids";

export interface VerifiedSession {
  userId: string;
  /** Embedded mode: the stored session the token names (its `jti`); null for external tokens. */
  sessionId: string | null;
}

/**
 * Issues (embedded mode) and verifies session JWTs. Embedded sessions are stored server-side
 * (`sessions`): a token is valid only while its row is neither revoked nor expired, so sign-out
 * ends it at once.
 */
export interface SessionIssuer {
  readonly mode: "embedded" | "external";
  verify(token: string): Promise<VerifiedSession | null>;
  /** Embedded mode only: a session JWT for a user, valid for `ttlSeconds`. */
  issue(userId: string, ttlSeconds?: number): Promise<string>;
  /** Embedded mode: ends one session (sign-out). External tokens end at their provider. */
  revoke(sessionId: string): Promise<void>;
  /** Embedded mode: ends every session of a user ("sign out everywhere"); how many ended. */
  revokeAll(userId: string): Promise<number>;
  /** Embedded mode only: the public keys served at /.well-known/jwks.json. */
  jwks(): JSONWebKeySet;
}

const ALG = "ES256";
const EMBEDDED_AUDIENCE = "intake-api";
const DEFAULT_TTL_SECONDS = 12 * 60 * 60;

/**
 * The embedded issuer: the service signs its own session JWTs with a key created on first start
 * and stored sealed (APP_SECRET) in the database, so every instance sharing the database agrees.
 */
export async function createEmbeddedIssuer(
  db: Db,
  config: Config,
  clock: Clock,
): Promise<SessionIssuer> {
  const row = await loadOrCreateSigningKey(db, config, clock);
  const kid = row.kid;
  const privateKey = await importJWK(
    JSON.parse(unseal(config.APP_SECRET, row.private_jwk_sealed)) as JWK,
    ALG,
  );
  const jwks: JSONWebKeySet = { keys: [row.public_jwk as unknown as JWK] };
  const keySet = createLocalJWKSet(jwks);
  const issuer = config.BASE_URL;

  return {
    mode: "embedded",
    jwks: () => jwks,
    async issue(userId, ttlSeconds = DEFAULT_TTL_SECONDS) {
      const at = clock.now();
      const now = Math.floor(at.getTime() / 1000);
      const sessionId = newId();
      await db
        .insertInto("sessions")
        .values({
          id: sessionId,
          user_id: userId,
          created_at: at,
          expires_at: new Date((now + ttlSeconds) * 1000),
        })
        .execute();
      return new SignJWT({})
        .setProtectedHeader({ alg: ALG, kid, typ: "JWT" })
        .setIssuer(issuer)
        .setAudience(EMBEDDED_AUDIENCE)
        .setSubject(userId)
        .setJti(sessionId)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(privateKey);
    },
    async verify(token) {
      const claims = await verifyClaims(token, keySet, issuer, EMBEDDED_AUDIENCE, clock);
      // Our own tokens name the user and the stored session by id; anything else was never
      // issued here. A revoked or expired session (or one whose user is gone) is no session.
      if (!claims?.sub || !isUuid(claims.sub) || !claims.jti || !isUuid(claims.jti)) return null;
      const session = await db
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.user_id")
        .select(["sessions.id", "sessions.user_id"])
        .where("sessions.id", "=", claims.jti)
        .where("sessions.user_id", "=", claims.sub)
        .where("sessions.revoked_at", "is", null)
        .where("sessions.expires_at", ">", clock.now())
        .executeTakeFirst();
      return session ? { userId: session.user_id, sessionId: session.id } : null;
    },
    async revoke(sessionId) {
      await db
        .updateTable("sessions")
        .set({ revoked_at: clock.now() })
        .where("id", "=", sessionId)
        .where("revoked_at", "is", null)
        .execute();
    },
    async revokeAll(userId) {
      const ended = await db
        .updateTable("sessions")
        .set({ revoked_at: clock.now() })
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      return Number(ended.numUpdatedRows);
    },
  };
}

/** Clocks of the issuer and this service may differ a little; more than this is refused. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * The token's signature, issuer, audience and times. `exp` and `iat` are required (a token that
 * never expires is refused) and `iat` may not lie in the future: jose alone accepts both.
 */
async function verifyClaims(
  token: string,
  keys: JWTVerifyGetKey,
  issuer: string,
  audience: string,
  clock: Clock,
) {
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer,
      audience,
      currentDate: clock.now(),
      algorithms: [ALG, "RS256", "ES384", "PS256", "EdDSA"],
      requiredClaims: ["exp", "iat"],
      clockTolerance: CLOCK_SKEW_SECONDS,
    });
    const now = Math.floor(clock.now().getTime() / 1000);
    if (typeof payload.iat !== "number" || payload.iat > now + CLOCK_SKEW_SECONDS) return null;
    return payload;
  } catch {
    return null;
  }
}

/**
 * The signing key, created on the first start. Creation is serialised by an advisory lock, so
 * instances starting together on an empty database all end up with the same single key.
 */
async function loadOrCreateSigningKey(db: Db, config: Config, clock: Clock) {
  return inTransaction(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('intake:signing-key'))`.execute(trx);
    const existing = await trx
      .selectFrom("signing_keys")
      .selectAll()
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst();
    if (existing) return existing;
    const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = `key_${randomHex(8)}`;
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: "sig" };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALG };
    return trx
      .insertInto("signing_keys")
      .values({
        kid,
        algorithm: ALG,
        public_jwk: JSON.stringify(publicJwk),
        private_jwk_sealed: seal(config.APP_SECRET, JSON.stringify(privateJwk)),
        created_at: clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
