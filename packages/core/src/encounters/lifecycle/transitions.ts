import { conflict, DomainError } from "../../kernel/errors";
import type { EncounterState } from "../schemas";

/**
 * The encounter's state machine: for each state, the states it may move to (spec: Encounter
 * lifecycle). A self-transition is a change that keeps the state (a resubmitted letter, a
 * replacement submission, a second question). `thinking` is the spec's name for evaluation in
 * progress; evaluation is synchronous, so it is never stored, but it leaves like `open`.
 * `closed` and `canceled` are terminal.
 *
 * Who moves what: the letter (open/readyForCheckout/submitted), checkout and auto-submit
 * (-> submitted), the prescribing flow (readyForCheckout -> submitted live, -> reviewing in the
 * sandbox), the clinician (claim, questions, complete, cancel), the patient's reply
 * (waitingForPatientReply -> reviewing), the owner's cancel, and the sweep (completed -> closed).
 */
export const ENCOUNTER_TRANSITIONS: Readonly<Record<EncounterState, readonly EncounterState[]>> = {
  open: ["open", "readyForCheckout", "submitted", "canceled"],
  thinking: ["open", "readyForCheckout", "submitted", "canceled"],
  readyForCheckout: ["open", "readyForCheckout", "submitted", "reviewing", "canceled"],
  submitted: ["submitted", "reviewing", "waitingForPatientReply", "canceled"],
  reviewing: ["waitingForPatientReply", "completed", "canceled"],
  waitingForPatientReply: ["waitingForPatientReply", "reviewing", "completed", "canceled"],
  completed: ["closed", "canceled"],
  closed: [],
  canceled: [],
};

export const TERMINAL_STATES: readonly EncounterState[] = ["closed", "canceled"];

export function canTransition(from: EncounterState, to: EncounterState): boolean {
  return ENCOUNTER_TRANSITIONS[from].includes(to);
}

/** The states an encounter may be in to move to `to`. */
export function statesLeadingTo(to: EncounterState): EncounterState[] {
  return (Object.keys(ENCOUNTER_TRANSITIONS) as EncounterState[]).filter((from) =>
    canTransition(from, to),
  );
}

/** The error a refused transition answers with: a terminal encounter takes no change at all. */
export function refusedTransition(from: EncounterState, to: EncounterState): DomainError {
  if (TERMINAL_STATES.includes(from)) {
    return new DomainError(
      "encounter_terminal",
      `This encounter is already ${from}; it cannot become ${to}. Start a new encounter instead.`,
      { state: from },
    );
  }
  return conflict(
    "invalid_encounter_state",
    `An encounter that is ${from} cannot become ${to}; from ${from} it can become ${ENCOUNTER_TRANSITIONS[from].join(", ")}.`,
    { state: from, to_state: to, allowed_states: ENCOUNTER_TRANSITIONS[from] },
  );
}

/** Throws the refusal unless `from -> to` is in the table. */
export function assertTransition(from: EncounterState, to: EncounterState): void {
  if (!canTransition(from, to)) throw refusedTransition(from, to);
}
