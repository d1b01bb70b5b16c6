import type { EncounterState } from "../../encounters/schemas";
import type { DbOrTrx } from "../../kernel/context";
import { type ClinicalDecision, clinicalDecisionOf, type Prescription } from "./schemas";
import { loadPrescriptions } from "./views";

/** What the patient sees of a finished (or finishing) review: the decision and prescriptions. */
export interface EncounterOutcome {
  state: EncounterState;
  decision: ClinicalDecision | null;
  /** The reviewing clinician ("Rita Okafor, MD"), once claimed. */
  clinicianName: string | null;
  completedAt: string | null;
  canceledAt: string | null;
  followUpUntil: string | null;
  prescriptions: Prescription[];
}

/** Plain words for each decision, as a patient reads them. */
export const DECISION_TEXT: Record<ClinicalDecision, string> = {
  treatment_prescribed: "Treatment prescribed",
  advice_only: "Advice only, no prescription",
  referred_in_person: "Referred for an in-person visit",
  not_suitable_for_telehealth: "Not suitable for an online visit",
  incomplete: "The review ended without a decision",
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The outcome of one encounter. The caller has already checked access (the chat page's owner or
 * token check, or the account's own encounter list).
 */
export async function loadEncounterOutcome(
  db: DbOrTrx,
  encounterId: string,
): Promise<EncounterOutcome | null> {
  const row = await db
    .selectFrom("encounters as e")
    .leftJoin("clinicians as c", "c.user_id", "e.clinician_id")
    .select([
      "e.state",
      "e.clinical_decision",
      "e.completed_at",
      "e.canceled_at",
      "e.follow_up_until",
      "c.first_name",
      "c.last_name",
      "c.credentials",
    ])
    .where("e.id", "=", encounterId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    state: row.state,
    decision: clinicalDecisionOf(row.clinical_decision),
    clinicianName:
      row.first_name !== null
        ? `${row.first_name} ${row.last_name ?? ""}`.trim() +
          (row.credentials ? `, ${row.credentials}` : "")
        : null,
    completedAt: iso(row.completed_at),
    canceledAt: iso(row.canceled_at),
    followUpUntil: iso(row.follow_up_until),
    prescriptions: await loadPrescriptions(db, encounterId),
  };
}
