import { readFileSync } from "node:fs";
import { evaluateLetter, type LetterEvaluation } from "@intake/evaluator";
import { describe, expect, it } from "vitest";
import { type FeedbackAudience, writeLetterFeedback } from "../../src/encounters/letter-feedback";
import type { PendingReason } from "../../src/encounters/schemas";

const fixtures = JSON.parse(
  readFileSync(new URL("../../../evaluator/test/fixtures/letters.json", import.meta.url), "utf8"),
) as { id: string; letter: string }[];

function evaluated(id: string, edit: (l: string) => string = (l) => l): LetterEvaluation {
  const found = fixtures.find((f) => f.id.startsWith(id));
  if (!found) throw new Error(`no fixture ${id}`);
  const r = evaluateLetter(edit(found.letter));
  if (!r.ok) throw new Error(r.message);
  return r;
}

const COMPLETE = evaluated("dev-001");
const INCOMPLETE = evaluated("dev-013");
const COMPLETE_PII = evaluated("dev-037");
/** dev-037 without its Diagnosis: incomplete and carrying identifiers. */
const INCOMPLETE_PII = evaluated("dev-037", (l) => l.replace(/#+ *Diagnosis[^#]*/i, ""));
const EMERGENCY = evaluated("dev-027");
const CRISIS = evaluated("dev-028");

const ENCOUNTER = "7f1d2c3b-1111-4222-8333-444455556666";
const AUDIENCES: FeedbackAudience[] = ["agent", "subscriber", "tool", "person"];
/** Words of the API that a person on the /new page must never be shown. */
const API_TERMS =
  /session_token|encounter_token|checkout_url|POST|GET|PATCH|\/api\/|\bAPI\b|endpoint|resubmit|patient_id/;

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function write(
  audience: FeedbackAudience,
  result: LetterEvaluation,
  pendingReasons: PendingReason[] | null = null,
) {
  return writeLetterFeedback({ audience, result, encounterId: ENCOUNTER, pendingReasons });
}

describe("the letters under test", () => {
  it("have the readiness and identifiers each case needs", () => {
    expect(COMPLETE.final_decision_ready).toBe(true);
    expect(INCOMPLETE.final_decision_ready).toBe(false);
    expect(COMPLETE_PII.final_decision_ready).toBe(true);
    expect(COMPLETE_PII.pii_kinds).toEqual(["email", "phone", "name"]);
    expect(INCOMPLETE_PII.final_decision_ready).toBe(false);
    expect(INCOMPLETE_PII.pii_kinds).toEqual(["email", "phone", "name"]);
    expect(EMERGENCY.scope_problems).toContain("emergency");
    expect(CRISIS.scope_problems).toContain("mental_health_crisis");
  });
});

describe("writeLetterFeedback: every audience and readiness", () => {
  const letters: [string, LetterEvaluation][] = [
    ["complete", COMPLETE],
    ["incomplete", INCOMPLETE],
    ["complete with identifiers", COMPLETE_PII],
    ["incomplete with identifiers", INCOMPLETE_PII],
    ["emergency", EMERGENCY],
    ["crisis", CRISIS],
  ];
  const outcomes: [string, PendingReason[] | null][] = [
    ["not attempted", null],
    ["submitted", []],
    ["blocked", ["patient_required", "subscription_required"]],
  ];
  for (const audience of AUDIENCES) {
    for (const [name, result] of letters) {
      for (const [outcome, pending] of audience === "subscriber"
        ? outcomes
        : ([["not attempted", null]] as const)) {
        const reasons = pending;
        it(`${audience}, ${name}, auto-submit ${outcome}: no sentence repeated, identifiers always named`, () => {
          const f = write(
            audience,
            result,
            reasons && reasons.length === 0 && !result.final_decision_ready ? null : reasons,
          );
          const steps = sentences(f.next_steps);
          expect(new Set(steps).size).toBe(steps.length);
          expect(f.next_steps.match(/session_token/g)?.length ?? 0).toBeLessThanOrEqual(1);
          expect(
            f.next_steps.match(/[Rr]esubmit|send the whole corrected letter/g)?.length ?? 0,
          ).toBeLessThanOrEqual(1);
          const commentary = sentences(f.commentary);
          expect(new Set(commentary).size).toBe(commentary.length);
          if (result.pii_kinds.length > 0) {
            for (const words of ["e-mail address", "phone number", "name"])
              expect(f.next_steps).toContain(words);
            expect(f.commentary).toContain(
              "Personal identifiers found (e-mail address, phone number, name)",
            );
          } else {
            expect(f.next_steps).not.toMatch(/identifier|personal details/i);
          }
          if (audience === "person") expect(f.next_steps).not.toMatch(API_TERMS);
          if (audience === "tool") expect(f.next_steps).not.toMatch(/POST|\/api\/v1\/agent\/query/);
        });
      }
    }
  }
});

describe("writeLetterFeedback: exact wording", () => {
  it("commentary: criteria met, then why each unmet one is unmet, in the rubric's order", () => {
    const f = write("agent", INCOMPLETE);
    expect(f.commentary).toBe(
      `10 of 11 criteria met. Allergies: ${INCOMPLETE.reasons.allergies_present}.`,
    );
    expect(write("agent", COMPLETE).commentary).toBe(
      "11 of 11 criteria met. The letter is complete.",
    );
  });
  it("commentary is the same for every audience", () => {
    for (const audience of AUDIENCES)
      expect(write(audience, INCOMPLETE_PII).commentary).toBe(
        write("agent", INCOMPLETE_PII).commentary,
      );
  });
  it("agent, incomplete: names the missing criteria and the action once, with the endpoint", () => {
    expect(write("agent", INCOMPLETE).next_steps).toBe(
      "Add the missing details (Allergies), then send the whole corrected letter to the letter check again with the same session_token (POST /api/v1/agent/query); use the newest encounter_token afterwards.",
    );
  });
  it("subscriber, incomplete and blocked: the pending reasons follow", () => {
    const f = write("subscriber", INCOMPLETE, ["patient_required"]);
    expect(f.next_steps).toBe(
      "Add the missing details (Allergies), then send the whole corrected letter to the letter check again with the same session_token (POST /api/v1/agent/query, or the agent query tool); use the newest encounter_token afterwards. Before it can be submitted automatically, also: no patient with complete details is bound (send patient_id of one of your patients).",
    );
  });
  it("tool, incomplete: the tool-neutral action, no HTTP", () => {
    expect(write("tool", INCOMPLETE).next_steps).toBe(
      "Add the missing details (Allergies), then send the whole corrected letter to the letter check tool again with the same session_token; use the newest encounter_token afterwards.",
    );
  });
  it("person, incomplete: plain words", () => {
    expect(write("person", INCOMPLETE).next_steps).toBe(
      'Add what is missing (Allergies), then change the letter in the box below and press "Check again".',
    );
  });
  it("agent, complete letter replacing a submission: no checkout, no new charge, chat", () => {
    const f = writeLetterFeedback({
      audience: "agent",
      result: COMPLETE,
      encounterId: ENCOUNTER,
      pendingReasons: null,
      resubmission: "replaced",
    });
    expect(f.next_steps).toBe(
      `This letter replaces the one submitted earlier; nothing more is charged. The letter was submitted for physician review. Read and answer physician messages at /api/v1/agent/encounters/${ENCOUNTER}/events with the encounter_token or your API key. Acceptance by the automated check does not guarantee a review or a review time.`,
    );
  });
  it("subscriber, incomplete letter on a submitted encounter: the earlier letter stays in review", () => {
    const f = writeLetterFeedback({
      audience: "subscriber",
      result: INCOMPLETE,
      encounterId: ENCOUNTER,
      pendingReasons: [],
      resubmission: "kept",
    });
    expect(f.next_steps).toBe(
      "Add the missing details (Allergies), then send the whole corrected letter to the letter check again with the same session_token (POST /api/v1/agent/query, or the agent query tool); use the newest encounter_token afterwards. The letter submitted earlier stays in review until a complete letter replaces it; nothing more is charged.",
    );
    const person = writeLetterFeedback({
      audience: "person",
      result: COMPLETE,
      encounterId: ENCOUNTER,
      pendingReasons: null,
      resubmission: "replaced",
    });
    expect(person.next_steps).not.toMatch(API_TERMS);
  });
  it("agent, complete: open the checkout URL, and how to change the letter", () => {
    expect(write("agent", COMPLETE).next_steps).toBe(
      "The letter is complete. Open checkout_url: the patient signs in, verifies identity and pays there; a physician then reviews the case. To change the letter, send the whole corrected letter to the letter check again with the same session_token (POST /api/v1/agent/query); use the newest encounter_token afterwards (the encounter_token and checkout_url rotate).",
    );
  });
  it("agent, complete with identifiers: remove them and send again before checkout", () => {
    expect(write("agent", COMPLETE_PII).next_steps).toBe(
      "The letter is complete. Remove the personal identifiers (e-mail address, phone number, name) from the letter. Then send the whole corrected letter to the letter check again with the same session_token (POST /api/v1/agent/query); use the newest encounter_token afterwards. Open checkout_url: the patient signs in, verifies identity and pays there; a physician then reviews the case.",
    );
  });
  it("person, complete with identifiers: take them out, check again, then checkout", () => {
    expect(write("person", COMPLETE_PII).next_steps).toBe(
      "The letter is complete. Take the patient's personal details out of the letter (e-mail address, phone number, name): the physician gets the patient's identity from the verified account. Then change the letter in the box below and press \"Check again\" before you continue. Continue to checkout: the patient signs in, verifies their identity and pays there, and a physician then reviews the case.",
    );
  });
  it("subscriber, submitted: the chat, and identifier advice when one was found", () => {
    expect(write("subscriber", COMPLETE, []).next_steps).toBe(
      `The letter was submitted for physician review. Read and answer physician messages at /api/v1/agent/encounters/${ENCOUNTER}/events with the encounter_token or your API key. Acceptance by the automated check does not guarantee a review or a review time.`,
    );
    expect(write("subscriber", COMPLETE_PII, []).next_steps).toContain(
      "Remove the personal identifiers (e-mail address, phone number, name) from the letter. Then send the whole corrected letter",
    );
  });
  it("subscriber, complete but blocked: why, then checkout", () => {
    expect(write("subscriber", COMPLETE, ["subscription_required"]).next_steps).toMatch(
      /^The letter is complete\. It was not submitted automatically because the account has no active subscription\. Open checkout_url/,
    );
    expect(write("subscriber", COMPLETE, ["state_not_served"]).next_steps).toBe(
      "The letter is complete, but the patient's state of residence is not served; checkout cannot resolve this (the knowledge base stays available).",
    );
  });
  it("emergency and crisis: what to do now comes first, for every audience", () => {
    for (const audience of AUDIENCES) {
      expect(write(audience, EMERGENCY).next_steps).toMatch(/^If this is an emergency, call 911/);
      expect(write(audience, CRISIS).next_steps).toMatch(/^If you are in crisis, call or text 988/);
    }
  });
});

describe("rubric v3 cases in plain words", () => {
  /** dev-001 with an extra line in its History of Present Illness. */
  const withHpiLine = (line: string) =>
    evaluated("dev-001", (l) =>
      l.replace(/(#+ *History of Present Illness[^\n]*\n)/i, `$1${line}\n`),
    );

  it("a red flag told as past does not block, and the commentary says why", () => {
    const past = withHpiLine("I fainted once as a child and had a seizure in 2015.");
    expect(past.final_decision_ready).toBe(true);
    expect(past.scope_findings.past_emergencies).toEqual(["loss of consciousness", "seizure"]);
    for (const audience of AUDIENCES) {
      const { commentary } = write(audience, past);
      expect(commentary).toContain("loss of consciousness, seizure only as a past event");
      expect(commentary).toContain("is not treated as an emergency");
    }
  });

  it("no note when nothing past was read", () => {
    expect(write("agent", COMPLETE).commentary).not.toContain("past event");
  });

  it("a Social Security number and a medical record number are named by kind, never echoed", () => {
    const r = withHpiLine("SSN 123-45-6789, MRN: 00991122.");
    expect(r.pii_kinds).toEqual(["ssn", "mrn"]);
    for (const audience of AUDIENCES) {
      const { commentary, next_steps } = write(audience, r);
      expect(commentary).toContain(
        "Personal identifiers found (Social Security number, medical record number)",
      );
      expect(next_steps).toContain("Social Security number, medical record number");
      expect(`${commentary} ${next_steps}`).not.toContain("123-45-6789");
      expect(`${commentary} ${next_steps}`).not.toContain("00991122");
    }
  });
});
