import { actorOf, recordAudit } from "../../kernel/audit/record-audit";
import type { RequestContext } from "../../kernel/context";
import { badRequest, conflict } from "../../kernel/errors";
import { verb } from "../../kernel/verbs";
import { requireAccount } from "../callers/caller";
import { inheritsOwner, isVerified, loadOwnPatient } from "../patients/load";
import type { IdentitySessionResponse } from "../patients/schemas";
import { PatientId } from "../patients/schemas";
import { openIdentityLink } from "./identity-port";

/**
 * Starts identity verification: a single-use link that works only for this account (or the
 * browser that started it, `from.binding`) and expires; opening it goes to the identity provider. The self patient's verification is the
 * account holder's (it verifies the user); minors inherit it and are not verified on their own.
 * Starting again replaces an earlier open session.
 */
export const startIdentitySession = verb(
  PatientId,
  async ({
    ctx,
    input,
    from,
  }: {
    ctx: RequestContext;
    input: { id: string };
    /** Hosted pages: where the person comes back to, and the browser's binding secret. */
    from?: { returnTo: string; binding: string };
  }): Promise<IdentitySessionResponse> => {
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
    const session = await openIdentityLink(ctx, {
      patientId: row.id,
      userId: caller.userId,
      returnTo: from?.returnTo ?? null,
      binding: from?.binding ?? null,
    });
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
  },
);
