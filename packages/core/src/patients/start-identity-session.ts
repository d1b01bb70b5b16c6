import { actorOf, recordAudit } from "../audit/record-audit";
import { requireAccount } from "../callers/caller";
import type { RequestContext } from "../context";
import { badRequest, conflict } from "../errors";
import { inheritsOwner, isVerified, loadOwnPatient } from "./load";
import type { IdentitySessionResponse } from "./schemas";

/**
 * Starts identity verification through the identity port. The self patient's verification is the
 * account holder's (it verifies the user); minors inherit it and are not verified on their own.
 * Starting again replaces an earlier open session.
 */
export async function startIdentitySession({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: { id: string };
}): Promise<IdentitySessionResponse> {
  const caller = requireAccount(ctx.caller);
  const now = ctx.clock.now();
  const row = await loadOwnPatient(ctx.db, caller.userId, input.id, now);
  if (row.relationship !== "self" && inheritsOwner(row, now)) {
    throw badRequest(
      "identity_inherited",
      "Minors (under 18) inherit the account holder's identity verification. Verify the self patient instead.",
    );
  }
  if (isVerified(row, now)) {
    throw conflict(
      "identity_already_verified",
      "This patient's identity is already verified; nothing to do.",
    );
  }
  await ctx.db
    .updateTable("identity_sessions")
    .set({ status: "canceled", completed_at: now })
    .where("patient_id", "=", row.id)
    .where("status", "=", "pending")
    .execute();
  const session = await ctx.ports.identity.start({ patientId: row.id, userId: caller.userId });
  await recordAudit(ctx.db, now, actorOf(ctx.caller), {
    action: "patient.identity_session_started",
    entityType: "patient",
    entityId: row.id,
    detail: { identitySessionId: session.sessionId },
  });
  return {
    sessionId: session.sessionId,
    url: session.url,
    expiresAt: session.expiresAt.toISOString(),
  };
}
