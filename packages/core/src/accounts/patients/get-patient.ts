import { verb } from "../../kernel/verbs";
import { requireAccount } from "../callers/caller";
import { loadOwnPatient, toPatient } from "./load";
import type { PatientWithHistory } from "./schemas";
import { PatientId } from "./schemas";

/** One patient of the caller with its clinician-confirmed allergy and medication history. */
export const getPatient = verb(PatientId, async ({ ctx, input }): Promise<PatientWithHistory> => {
  const caller = requireAccount(ctx.caller);
  const now = ctx.clock.now();
  const row = await loadOwnPatient(ctx.db, caller.userId, input.id, now);
  const [allergies, medications] = await Promise.all([
    ctx.db
      .selectFrom("patient_allergies")
      .selectAll()
      .where("patient_id", "=", row.id)
      .orderBy("confirmed_at", "desc")
      .execute(),
    ctx.db
      .selectFrom("patient_medications")
      .selectAll()
      .where("patient_id", "=", row.id)
      .orderBy("confirmed_at", "desc")
      .execute(),
  ]);
  return {
    ...toPatient(row, now),
    clinicalHistory: {
      allergies: allergies.map((a) => ({
        substance: a.substance,
        reaction: a.reaction,
        severity: a.severity,
        confirmedBy: a.confirmed_by,
        confirmedAt: a.confirmed_at.toISOString(),
      })),
      medications: medications.map((m) => ({
        name: m.name,
        status: m.status,
        confirmedBy: m.confirmed_by,
        confirmedAt: m.confirmed_at.toISOString(),
      })),
    },
  };
});
