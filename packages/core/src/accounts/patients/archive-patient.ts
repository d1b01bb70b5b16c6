import { inTransaction } from "@intake/db";
import { actorOf, recordAudit } from "../../kernel/audit/record-audit";
import { badRequest, notFound } from "../../kernel/errors";
import { verb } from "../../kernel/verbs";
import { requireAccount } from "../callers/caller";
import { loadOwnPatient } from "./load";
import type { ArchivedPatient } from "./schemas";
import { PatientId } from "./schemas";
import { archivePatientRow } from "./store";

/**
 * Archives a family member: it leaves the patient list and can no longer be used, but its rows
 * stay (encounters and submissions refer to it). The self patient cannot be deleted.
 */
export const archivePatient = verb(PatientId, async ({ ctx, input }): Promise<ArchivedPatient> => {
  const caller = requireAccount(ctx.caller);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const row = await loadOwnPatient(trx, caller.userId, input.id, now);
    if (row.relationship === "self") {
      throw badRequest(
        "cannot_delete_self_patient",
        "The self patient is the account holder and cannot be deleted. To stop the service, cancel the subscription instead (POST /api/v1/subscriptions/me/cancel).",
      );
    }
    const seat = await trx
      .selectFrom("subscription_seats")
      .select("id")
      .where("patient_id", "=", row.id)
      .where("released_at", "is", null)
      .executeTakeFirst();
    if (seat) {
      throw badRequest(
        "patient_has_seat",
        "This family member holds a subscription seat. Remove the person and the seat together with DELETE /api/v1/patients-with-seat/{patientId}.",
      );
    }
    const updated = await archivePatientRow(trx, row.id, now, { ifActive: true });
    if (!updated) throw notFound("The patient");
    await recordAudit(trx, now, actorOf(ctx.caller), {
      action: "patient.archived",
      entityType: "patient",
      entityId: row.id,
    });
    return { id: row.id, archived: true as const, archivedAt: now.toISOString() };
  });
});
