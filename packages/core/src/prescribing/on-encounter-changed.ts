import type { DbOrTrx } from "../context";

/** What happened to an encounter, as the review and chat code reports it. */
export type EncounterChange =
  | { kind: "submitted" }
  | { kind: "clinician_message"; chatEventId: string }
  | { kind: "question_asked"; chatEventId: string }
  | { kind: "patient_reply"; chatEventId: string }
  | { kind: "prescription_written"; prescriptionId: string }
  | {
      kind: "prescription_status";
      prescriptionId: string;
      status: "active" | "depleted" | "expired";
    }
  | { kind: "completed" }
  | { kind: "closed" }
  | { kind: "canceled" };

/**
 * The one hook between the review flow and the prescribing surface. Review, chat and
 * cancellation call it inside the transaction of every change; for an encounter that belongs to
 * a prescribing request it moves the request's status and emits the matching outcome webhook,
 * and for any other encounter it does nothing.
 */
export async function onEncounterChanged(
  _db: DbOrTrx,
  _at: Date,
  _encounterId: string,
  _change: EncounterChange,
): Promise<void> {
  // Implemented by the prescribing surface (issue 11); until then no encounter has a request.
}
