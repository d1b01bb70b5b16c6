import { CRITERIA, type LetterEvaluation, PII_LABELS } from "@intake/evaluator";
import { chatEndpoint } from "./encounter-rules";
import type { PendingReason } from "./schemas";

/**
 * Who reads the wording:
 * - `agent`: an anonymous API caller (an AI agent calling `POST /api/v1/agent/query`);
 * - `subscriber`: an account calling with a personal API key or a session token;
 * - `tool`: an MCP-style tool user: tool-neutral actions, no HTTP verbs or paths;
 * - `person`: someone on the `/new` page: plain words, no API terms;
 * - `developer`: a prescribing developer calling `POST /api/v1/prescribing/query`.
 */
export type FeedbackAudience = "agent" | "subscriber" | "tool" | "person" | "developer";

export interface LetterFeedbackInput {
  audience: FeedbackAudience;
  /** The evaluator's findings. */
  result: LetterEvaluation;
  encounterId: string;
  /** Auto-submit outcome (authenticated calls): [] = submitted, null = not attempted. */
  pendingReasons: readonly PendingReason[] | null;
  /**
   * On an encounter that was already submitted (spec rule 3): `replaced` when this complete
   * letter replaced the submission, `kept` when an incomplete one left the earlier letter in review.
   */
  resubmission?: "replaced" | "kept";
}

export interface LetterFeedback {
  commentary: string;
  next_steps: string;
}

const PENDING_TEXT: Record<PendingReason, string> = {
  patient_required:
    "no patient with complete details is bound (send patient_id of one of your patients)",
  patient_not_owned: "the bound patient is not one of your active patients",
  telehealth_consent_required:
    "the patient has not consented to telehealth (PATCH /api/v1/patients/{id})",
  patient_not_id_verified: "the patient's identity is not verified",
  subscription_required: "the account has no active subscription",
  seat_required:
    "this family member holds no seat on the subscription (checkout_url charges the prorated seat, or uses an unassigned one at no charge)",
  rate_limit_reached: "the fair-use limit of submissions for this billing period is reached",
  state_not_served:
    "the patient's state of residence is not served; checkout cannot resolve this (the knowledge base stays available)",
};

/** How each audience sends the letter again. */
const RESEND: Record<FeedbackAudience, string> = {
  agent:
    "send the whole corrected letter to the letter check again with the same session_token (POST /api/v1/agent/query); use the newest encounter_token afterwards",
  subscriber:
    "send the whole corrected letter to the letter check again with the same session_token (POST /api/v1/agent/query, or the agent query tool); use the newest encounter_token afterwards",
  tool: "send the whole corrected letter to the letter check tool again with the same session_token; use the newest encounter_token afterwards",
  person: 'change the letter in the box below and press "Check again"',
  developer:
    "send the whole corrected letter to POST /api/v1/prescribing/query again with the same session_token",
};

/** How each audience reaches checkout. */
const CHECKOUT: Record<FeedbackAudience, string> = {
  agent:
    "Open checkout_url: the patient signs in, verifies identity and pays there; a physician then reviews the case.",
  subscriber:
    "Open checkout_url: the patient signs in, verifies identity and pays there; a physician then reviews the case.",
  tool: "Give the patient the checkout link (checkout_url): the patient signs in, verifies identity and pays there; a physician then reviews the case.",
  person:
    "Continue to checkout: the patient signs in, verifies their identity and pays there, and a physician then reviews the case.",
  developer:
    "Send consent_url to the patient: they confirm their e-mail, consent and verify identity; the request then enters review. Poll GET /api/v1/prescribing/encounters or wait for webhooks.",
};

function kindsText(result: LetterEvaluation): string {
  return result.pii_kinds.map((k) => PII_LABELS[k]).join(", ");
}

/** The commentary: criteria met, why each unmet one is unmet, and personal identifiers found. */
function commentary(result: LetterEvaluation): string {
  const parts = [`${result.completed_items.length} of ${CRITERIA.length} criteria met.`];
  if (result.final_decision_ready) parts.push("The letter is complete.");
  for (const { key, label } of CRITERIA) {
    const why = result.reasons[key];
    if (!result.evaluation[key]) parts.push(`${label}: ${why ?? "not met"}.`);
  }
  if (result.pii_kinds.length > 0)
    parts.push(
      `Personal identifiers found (${kindsText(result)}): the letter must not carry the patient's name, date of birth, address, phone number, e-mail address, insurance id, Social Security number or medical record number.`,
    );
  // what was read but does not block (e.g. a red flag told as past), in plain words
  for (const note of result.notes ?? []) parts.push(note);
  return parts.join(" ");
}

/** Safety first: what to do now when the letter describes an emergency or a crisis. */
function urgentSteps(result: LetterEvaluation): string[] {
  const steps: string[] = [];
  if (result.scope_problems.includes("emergency"))
    steps.push("If this is an emergency, call 911 or go to the nearest emergency department now.");
  if (result.scope_problems.includes("mental_health_crisis"))
    steps.push("If you are in crisis, call or text 988 or call 911 now.");
  return steps;
}

function piiStep(audience: FeedbackAudience, result: LetterEvaluation): string | null {
  if (result.pii_kinds.length === 0) return null;
  return audience === "person"
    ? `Take the patient's personal details out of the letter (${kindsText(result)}): the physician gets the patient's identity from the verified account.`
    : `Remove the personal identifiers (${kindsText(result)}) from the letter.`;
}

function incompleteSteps(input: LetterFeedbackInput): string[] {
  const { audience, result } = input;
  const missing = result.missing_items.join(", ");
  const steps = urgentSteps(result);
  const pii = piiStep(audience, result);
  if (pii) steps.push(pii);
  steps.push(
    audience === "person"
      ? `Add what is missing (${missing}), then ${RESEND.person}.`
      : `Add the missing details (${missing}), then ${RESEND[audience]}.`,
  );
  if (input.resubmission === "kept") {
    steps.push(
      audience === "person"
        ? "The letter sent earlier stays with the physician until a complete letter replaces it."
        : "The letter submitted earlier stays in review until a complete letter replaces it; nothing more is charged.",
    );
    return steps;
  }
  const blocked = input.pendingReasons ?? [];
  if (blocked.length > 0)
    steps.push(
      `Before it can be submitted automatically, also: ${blocked.map((r) => PENDING_TEXT[r]).join("; ")}.`,
    );
  return steps;
}

function completeSteps(input: LetterFeedbackInput): string[] {
  const { audience, result, pendingReasons } = input;
  const pii = piiStep(audience, result);
  const resendAfterPii = pii
    ? [
        audience === "person"
          ? `Then ${RESEND.person} before you continue.`
          : `Then ${RESEND[audience]}.`,
      ]
    : [];
  if (input.resubmission === "replaced" || (pendingReasons && pendingReasons.length === 0)) {
    if (audience === "person")
      return [
        "This letter replaces the one sent earlier, and the physician reviews it; nothing more is charged. Messages from the physician appear in the chat of this case.",
        ...(pii ? [pii] : []),
      ];
    const replaced =
      input.resubmission === "replaced"
        ? ["This letter replaces the one submitted earlier; nothing more is charged."]
        : [];
    return [
      ...replaced,
      `The letter was submitted for physician review. Read and answer physician messages at ${chatEndpoint(input.encounterId)} with the encounter_token or your API key. Acceptance by the automated check does not guarantee a review or a review time.`,
      ...(pii ? [pii, `Then ${RESEND[audience]}; the new letter replaces this submission.`] : []),
    ];
  }
  if (pendingReasons?.includes("state_not_served"))
    return [`The letter is complete, but ${PENDING_TEXT.state_not_served}.`, ...(pii ? [pii] : [])];
  const steps = ["The letter is complete."];
  if (pendingReasons && pendingReasons.length > 0)
    steps.push(
      `It was not submitted automatically because ${pendingReasons.map((r) => PENDING_TEXT[r]).join("; ")}.`,
    );
  if (pii) steps.push(pii, ...resendAfterPii);
  steps.push(CHECKOUT[audience]);
  if (!pii && audience !== "person")
    steps.push(
      `To change the letter, ${RESEND[audience]} (the ${audience === "developer" ? "consent_url" : "encounter_token and checkout_url"} rotate${audience === "developer" ? "s" : ""}).`,
    );
  return steps;
}

/**
 * The one place that words the evaluator's findings for a caller: the commentary and the next
 * steps, per audience and readiness. Personal-identifier advice is always present when one was
 * found; no sentence is repeated.
 */
export function writeLetterFeedback(input: LetterFeedbackInput): LetterFeedback {
  const steps = input.result.final_decision_ready ? completeSteps(input) : incompleteSteps(input);
  return { commentary: commentary(input.result), next_steps: steps.join(" ") };
}
