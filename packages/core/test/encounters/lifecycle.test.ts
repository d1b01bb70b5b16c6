import { describe, expect, it } from "vitest";
import {
  assertTransition,
  canTransition,
  ENCOUNTER_TRANSITIONS,
  statesLeadingTo,
} from "../../src/encounters/lifecycle/transitions";
import { ENCOUNTER_STATES, type EncounterState } from "../../src/encounters/schemas";
import { DomainError } from "../../src/kernel/errors";

/**
 * The encounter lifecycle, written out once more by hand from the spec and the flows (letter,
 * checkout and auto-submit, the prescribing flow, the clinician, the patient's reply, the owner's
 * cancel, the sweep): the table in src must say exactly this.
 */
const ALLOWED: [EncounterState, EncounterState][] = [
  ["open", "open"],
  ["open", "readyForCheckout"],
  ["open", "submitted"],
  ["open", "canceled"],
  ["thinking", "open"],
  ["thinking", "readyForCheckout"],
  ["thinking", "submitted"],
  ["thinking", "canceled"],
  ["readyForCheckout", "open"],
  ["readyForCheckout", "readyForCheckout"],
  ["readyForCheckout", "submitted"],
  ["readyForCheckout", "reviewing"],
  ["readyForCheckout", "canceled"],
  ["submitted", "submitted"],
  ["submitted", "reviewing"],
  ["submitted", "waitingForPatientReply"],
  ["submitted", "canceled"],
  ["reviewing", "waitingForPatientReply"],
  ["reviewing", "completed"],
  ["reviewing", "canceled"],
  ["waitingForPatientReply", "waitingForPatientReply"],
  ["waitingForPatientReply", "reviewing"],
  ["waitingForPatientReply", "completed"],
  ["waitingForPatientReply", "canceled"],
  ["completed", "closed"],
  ["completed", "canceled"],
];

const allowed = new Set(ALLOWED.map(([f, t]) => `${f}>${t}`));
const PAIRS = ENCOUNTER_STATES.flatMap((from) => ENCOUNTER_STATES.map((to) => [from, to] as const));
const REFUSED = PAIRS.filter(([f, t]) => !allowed.has(`${f}>${t}`));

function refusal(from: EncounterState, to: EncounterState): DomainError {
  try {
    assertTransition(from, to);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error(`${from} -> ${to} was not refused`);
}

describe("encounter transition table", () => {
  it("lists every state, and nothing leaves a terminal state", () => {
    expect(Object.keys(ENCOUNTER_TRANSITIONS).sort()).toEqual([...ENCOUNTER_STATES].sort());
    expect(ENCOUNTER_TRANSITIONS.closed).toEqual([]);
    expect(ENCOUNTER_TRANSITIONS.canceled).toEqual([]);
    expect(ALLOWED.length + REFUSED.length).toBe(81);
  });

  it.each(ALLOWED)("allows %s -> %s", (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(() => assertTransition(from, to)).not.toThrow();
    expect(statesLeadingTo(to)).toContain(from);
  });

  it.each(REFUSED.filter(([f]) => f === "closed" || f === "canceled"))(
    "refuses %s -> %s: 400 encounter_terminal",
    (from, to) => {
      expect(canTransition(from, to)).toBe(false);
      const e = refusal(from, to);
      expect([e.status, e.code, e.extra]).toEqual([400, "encounter_terminal", { state: from }]);
    },
  );

  it.each(REFUSED.filter(([f]) => f !== "closed" && f !== "canceled"))(
    "refuses %s -> %s: 409 invalid_encounter_state",
    (from, to) => {
      expect(canTransition(from, to)).toBe(false);
      const e = refusal(from, to);
      expect([e.status, e.code]).toEqual([409, "invalid_encounter_state"]);
      expect(e.extra).toEqual({
        state: from,
        to_state: to,
        allowed_states: ENCOUNTER_TRANSITIONS[from],
      });
      expect(statesLeadingTo(to)).not.toContain(from);
    },
  );
});
