import type { Trx } from "@intake/db";
import type { Clinician } from "../../accounts/clinicians/clinicians";
import type { EncounterRow } from "../../encounters/encounter-rules";
import type { EncounterState } from "../../encounters/schemas";
import type { DbOrTrx } from "../../kernel/context";
import { conflict, notFound } from "../../kernel/errors";

const REVIEW_STATES: readonly EncounterState[] = [
  "submitted",
  "reviewing",
  "waitingForPatientReply",
  "completed",
  "closed",
  "canceled",
];

/**
 * An encounter this clinician may see: past checkout, not a sandbox request, the patient living
 * in one of the clinician's licensed states, and either waiting in the queue (`submitted`) or
 * claimed by this clinician. Anything else is the same 404 as an unknown id.
 */
export async function reviewableEncounter(
  db: DbOrTrx,
  clinician: Clinician,
  encounterId: string,
  options: { forUpdate?: boolean } = {},
): Promise<EncounterRow> {
  let q = db
    .selectFrom("encounters as e")
    .innerJoin("patients as p", "p.id", "e.patient_id")
    .selectAll("e")
    .select("p.state_of_residence")
    .where("e.id", "=", encounterId);
  if (options.forUpdate) q = q.forUpdate("e");
  const row = await q.executeTakeFirst();
  if (
    !row ||
    row.sandbox ||
    !REVIEW_STATES.includes(row.state) ||
    !row.state_of_residence ||
    !clinician.licensedStates.includes(row.state_of_residence)
  ) {
    throw notFound("The encounter");
  }
  if (row.state !== "submitted" && row.clinician_id !== clinician.userId) {
    if (row.clinician_id !== null && ["reviewing", "waitingForPatientReply"].includes(row.state)) {
      // Also what the loser of two concurrent claims sees after the winner's commit.
      throw conflict(
        "already_claimed",
        "Another clinician is reviewing this encounter. Pick another one from the queue.",
        { state: row.state },
      );
    }
    throw notFound("The encounter");
  }
  const { state_of_residence: _, ...encounter } = row;
  return encounter;
}

/** 409 unless the encounter is in one of `allowed` (the clinician action's states). */
export function assertReviewState(
  encounter: EncounterRow,
  allowed: readonly EncounterState[],
  action: string,
): void {
  if (allowed.includes(encounter.state)) return;
  throw conflict(
    "invalid_encounter_state",
    `Cannot ${action} while the encounter is ${encounter.state}; this is possible only when it is ${allowed.join(" or ")}.`,
    { state: encounter.state, allowed_states: allowed },
  );
}

/** Locks and re-reads the encounter inside a clinician action's transaction. */
export const lockReviewable = (trx: Trx, clinician: Clinician, id: string) =>
  reviewableEncounter(trx, clinician, id, { forUpdate: true });
