import type { Db } from "@intake/db";
import type { Clock } from "../clock";
import { newId, randomHex, sha256Hex } from "../crypto";

export interface IdentitySession {
  sessionId: string;
  /** Where the person completes verification. */
  url: string;
  expiresAt: Date;
}

/**
 * Identity verification (a payment processor's identity product in production). `start` opens a
 * session for one patient; the provider reports completion back, which ends in
 * `completeIdentitySession`.
 */
export interface IdentityPort {
  start(input: { patientId: string; userId: string }): Promise<IdentitySession>;
}

export const IDENTITY_SESSION_TTL_MS = 60 * 60 * 1000;

/**
 * The embedded verifier: a local page `/identity/verify/<token>` completes the session when the
 * person confirms. The token is stored only as its SHA-256.
 */
export function createEmbeddedIdentity(options: {
  db: Db;
  clock: Clock;
  webUrl: string;
}): IdentityPort {
  return {
    async start({ patientId, userId }) {
      const token = randomHex(32);
      const now = options.clock.now();
      const expiresAt = new Date(now.getTime() + IDENTITY_SESSION_TTL_MS);
      const id = newId();
      await options.db
        .insertInto("identity_sessions")
        .values({
          id,
          patient_id: patientId,
          user_id: userId,
          token_hash: sha256Hex(token),
          status: "pending",
          expires_at: expiresAt,
          created_at: now,
        })
        .execute();
      return { sessionId: id, url: `${options.webUrl}/identity/verify/${token}`, expiresAt };
    },
  };
}
