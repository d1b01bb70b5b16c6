import { inTransaction } from "@intake/db";
import { recordAudit } from "../audit/record-audit";
import type { Services } from "../context";
import { sha256Hex } from "../crypto";
import { badRequest, gone, notFound } from "../errors";

export interface IdentitySessionView {
  sessionId: string;
  status: "pending" | "verified" | "canceled" | "expired";
  expiresAt: Date;
}

const TOKEN = /^[0-9a-f]{64}$/;

/** The session behind an embedded verification link (404 when unknown). */
export async function findIdentitySession(
  services: Services,
  token: string,
): Promise<IdentitySessionView> {
  if (!TOKEN.test(token)) throw notFound("The verification session");
  const row = await services.db
    .selectFrom("identity_sessions")
    .select(["id", "status", "expires_at"])
    .where("token_hash", "=", sha256Hex(token))
    .executeTakeFirst();
  if (!row) throw notFound("The verification session");
  const expired = row.status === "pending" && row.expires_at <= services.clock.now();
  return { sessionId: row.id, status: expired ? "expired" : row.status, expiresAt: row.expires_at };
}

/**
 * Completes verification (the embedded verifier's page, or a provider's callback): the patient is
 * verified, and verifying the self patient verifies the account holder. Single use.
 */
export async function completeIdentitySession(
  services: Services,
  token: string,
): Promise<{ patientId: string }> {
  const now = services.clock.now();
  if (!TOKEN.test(token)) throw notFound("The verification session");
  return inTransaction(services.db, async (trx) => {
    const session = await trx
      .selectFrom("identity_sessions")
      .selectAll()
      .where("token_hash", "=", sha256Hex(token))
      .forUpdate()
      .executeTakeFirst();
    if (!session) throw notFound("The verification session");
    if (session.status === "verified")
      throw badRequest("identity_session_used", "This verification link was already used.");
    if (session.status === "canceled") {
      throw gone(
        "identity_session_replaced",
        "A newer verification session replaced this one. Use the newest link.",
      );
    }
    if (session.status === "expired" || session.expires_at <= now) {
      await trx
        .updateTable("identity_sessions")
        .set({ status: "expired" })
        .where("id", "=", session.id)
        .execute();
      throw gone(
        "identity_session_expired",
        "This verification link has expired. Start a new verification session.",
      );
    }
    const patient = await trx
      .selectFrom("patients")
      .select(["id", "relationship", "owner_id"])
      .where("id", "=", session.patient_id)
      .where("archived_at", "is", null)
      .executeTakeFirst();
    if (!patient) throw notFound("The patient");
    await trx
      .updateTable("identity_sessions")
      .set({ status: "verified", completed_at: now })
      .where("id", "=", session.id)
      .execute();
    await trx
      .updateTable("patients")
      .set({ identity_status: "verified", identity_verified_at: now, updated_at: now })
      .where("id", "=", patient.id)
      .execute();
    const actor = { userId: session.user_id, kind: "identity_verifier" };
    await recordAudit(trx, now, actor, {
      action: "patient.identity_verified",
      entityType: "patient",
      entityId: patient.id,
      detail: { identitySessionId: session.id },
    });
    if (patient.relationship === "self") {
      await trx
        .updateTable("users")
        .set({ identity_status: "verified", identity_verified_at: now })
        .where("id", "=", patient.owner_id)
        .execute();
      await recordAudit(trx, now, actor, {
        action: "user.identity_verified",
        entityType: "user",
        entityId: patient.owner_id,
        detail: { identitySessionId: session.id },
      });
    }
    return { patientId: patient.id };
  });
}
