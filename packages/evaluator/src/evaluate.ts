/** The completeness check (rubric §0–§4). Pure, deterministic, no I/O. */
import { findMarkedAge, findSectionAge, findSex, hasKilograms, hasPounds } from "./age.js";
import { CATALOGUE_MEDICATIONS, type ConditionMatch, findConditions } from "./conditions.js";
import { findPii, PII_LABELS, type PiiKind } from "./pii.js";
import {
  findComplexity,
  findControlled,
  findEmergencies,
  hasCrisis,
  hasPregnancy,
  RE_MEDICATION_REQUEST,
  scanText,
} from "./scope.js";
import { lookupLabel, parseSections, type Section, sectionContent } from "./sections.js";
import { alternation, escapeRegex, firstSentence, looseNormalise, normaliseText } from "./text.js";
import { MEDICAL_TERMS } from "./vocab/medicalTerms.js";
import {
  EXPLICIT_NEGATIVES,
  PLACEHOLDERS,
  VAGUE_DIAGNOSIS,
  VAGUE_PLAN_EXTRA,
} from "./vocab/phrases.js";
import type { SectionKind } from "./vocab/sections.js";
import {
  ARTICLE_DURATION_LEAD,
  DURATION_QUANTITIES,
  NUMBER_WORDS,
  ONSET_PATTERNS,
  TIME_UNITS,
} from "./vocab/time.js";

export type CriterionKey =
  | "chief_complaint_present"
  | "age_and_sex_present"
  | "history_of_present_illness_present"
  | "review_of_systems_present"
  | "past_medical_history_present"
  | "allergies_present"
  | "family_history_present"
  | "social_history_present"
  | "diagnosis_present"
  | "treatment_plan_present"
  | "request_within_scope";

export type Evaluation = Record<CriterionKey, boolean>;

export const CRITERIA: readonly { key: CriterionKey; label: string }[] = [
  { key: "chief_complaint_present", label: "Chief Complaint" },
  { key: "age_and_sex_present", label: "Age and Sex" },
  { key: "history_of_present_illness_present", label: "History of Present Illness" },
  { key: "review_of_systems_present", label: "Review of Systems" },
  { key: "past_medical_history_present", label: "Past Medical History" },
  { key: "allergies_present", label: "Allergies" },
  { key: "family_history_present", label: "Family History" },
  { key: "social_history_present", label: "Social History" },
  { key: "diagnosis_present", label: "Diagnosis" },
  { key: "treatment_plan_present", label: "Treatment Plan" },
  { key: "request_within_scope", label: "Request Within Scope" },
];

export type ScopeProblem =
  | "no_treatable_condition"
  | "emergency"
  | "mental_health_crisis"
  | "controlled_substance"
  | "complex_case"
  | "under_six_months";

export type { PiiKind };

export interface LetterRejection {
  ok: false;
  code: "too_short" | "too_long" | "not_medical";
  message: string;
  length: number;
}

export interface LetterEvaluation {
  ok: true;
  evaluation: Evaluation;
  final_decision_ready: boolean;
  missing_items: string[];
  completed_items: string[];
  commentary: string;
  next_steps: string;
  /** Why each unmet criterion is unmet (plain words, no API terms), keyed by criterion. */
  reasons: Partial<Record<CriterionKey, string>>;
  pii_kinds: PiiKind[];
  conditions: ConditionMatch[];
  age_years: number | null;
  sex: "male" | "female" | null;
  scope_problems: ScopeProblem[];
}

export const MIN_LETTER_LENGTH = 500;
export const MAX_LETTER_LENGTH = 10_000;

// ---------------------------------------------------------------------------------------------
// Vocabulary compiled once

const PLACEHOLDER_SET = new Set(PLACEHOLDERS);
const NEGATIVE_ONLY = new RegExp(`^(?:${EXPLICIT_NEGATIVES.join("|")})$`, "i");
const VAGUE_DX = new Set(VAGUE_DIAGNOSIS);
const VAGUE_PLAN = new Set([...VAGUE_DIAGNOSIS, ...VAGUE_PLAN_EXTRA]);
const ONLY_PUNCT = /^[\s\p{P}\p{S}]*$/u;

const UNIT_SRC = TIME_UNITS.join("|");
const QTY_SRC = [...DURATION_QUANTITIES, ...Object.keys(NUMBER_WORDS)]
  .sort((a, b) => b.length - a.length)
  .join("|");
const DURATION_RES: readonly RegExp[] = [
  new RegExp(`(?<![\\w])(?:${QTY_SRC})[\\s-]*(?:${UNIT_SRC})(?![\\w])`, "i"),
  new RegExp(
    `\\b(?:${ARTICLE_DURATION_LEAD.join("|")})\\s+(?:the\\s+)?(?:past\\s+|last\\s+)?an?\\s+(?:${UNIT_SRC})(?![\\w])`,
    "i",
  ),
  new RegExp(`\\ban?\\s+(?:${UNIT_SRC})\\s+(?:ago|earlier|before|now|or so)\\b`, "i"),
  new RegExp(`(?:${ONSET_PATTERNS.join("|")})`, "i"),
];

const MEDICAL_RE = alternation([
  ...MEDICAL_TERMS,
  ...CATALOGUE_MEDICATIONS.map((m) => escapeRegex(m)),
]);

const PLAN_KINDS: ReadonlySet<SectionKind> = new Set(["plan"]);
const AGE_KINDS: ReadonlySet<SectionKind> = new Set(["age_sex", "age", "sex"]);
/** Sections not read for emergencies and crises (history, not the current illness). */
const NOT_CURRENT: ReadonlySet<SectionKind> = new Set(["fh", "pmh", "allergies", "meds"]);

// ---------------------------------------------------------------------------------------------

interface SectionInfo {
  section: Section;
  content: string;
  empty: boolean;
}

function has(s: Section, kind: SectionKind): boolean {
  return s.kinds.includes(kind);
}

function trimTrailingDots(s: string): string {
  let end = s.length;
  while (end > 0) {
    const c = s.charCodeAt(end - 1);
    if (c === 46 || c === 33 || c === 32 || c === 10 || c === 9) end--;
    else break;
  }
  return end === s.length ? s : s.slice(0, end);
}

function isEmptyContent(s: Section, content: string): boolean {
  if (content === "") return true;
  if (content.length > 120) return false;
  const lower = trimTrailingDots(content.toLowerCase());
  if (lower === "" || PLACEHOLDER_SET.has(lower) || PLACEHOLDER_SET.has(content.toLowerCase()))
    return true;
  if (ONLY_PUNCT.test(content)) return true;
  if (s.heading && lower === trimTrailingDots(s.heading.toLowerCase())) return true;
  const echo = content.length <= 80 ? lookupLabel(content) : undefined;
  if (echo && s.kinds.length > 0 && echo.some((k) => s.kinds.includes(k))) return true;
  return false;
}

function isExplicitNegative(content: string): boolean {
  if (content.length > 120) return false;
  return NEGATIVE_ONLY.test(trimTrailingDots(content.toLowerCase()).trim());
}

function hasDuration(text: string): boolean {
  for (const re of DURATION_RES) if (re.test(text)) return true;
  return false;
}

function wordCount(text: string): number {
  let n = 0;
  for (const w of text.split(/\s+/)) if (w) n++;
  return n;
}

function countMedicalTerms(text: string, limit: number): number {
  const seen = new Set<string>();
  MEDICAL_RE.lastIndex = 0;
  for (let m = MEDICAL_RE.exec(text); m !== null; m = MEDICAL_RE.exec(text)) {
    seen.add(m[0].toLowerCase());
    if (seen.size >= limit) return seen.size;
  }
  for (const c of findConditions(text)) {
    seen.add(c.name);
    if (seen.size >= limit) break;
  }
  return seen.size;
}

function reject(code: LetterRejection["code"], message: string, length: number): LetterRejection {
  return { ok: false, code, message, length };
}

/** 10000 → "10,000" (no Intl: it is slow to initialise). */
function fmt(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * Evaluates a Markdown clinical letter against the 11 completeness criteria. Returns a
 * rejection (HTTP 400) for non-strings, letters outside 500–10,000 characters after trimming,
 * and text that does not look like a clinical letter.
 */
export function evaluateLetter(text: unknown): LetterEvaluation | LetterRejection {
  if (typeof text !== "string")
    return reject("too_short", "query must be a string of 500 to 10,000 characters", 0);
  const trimmed = text.trim();
  const length = trimmed.length;
  if (length < MIN_LETTER_LENGTH)
    return reject(
      "too_short",
      `The letter is ${fmt(length)} characters after trimming; it must be at least ${fmt(MIN_LETTER_LENGTH)} characters. Add the missing sections and resubmit.`,
      length,
    );
  if (length > MAX_LETTER_LENGTH)
    return reject(
      "too_long",
      `The letter is ${fmt(length)} characters after trimming; it must be at most ${fmt(MAX_LETTER_LENGTH)} characters. Shorten it (keep it concise, one short section per heading) and resubmit.`,
      length,
    );

  const letter = normaliseText(trimmed);
  const sections = parseSections(letter);
  const known = sections.filter((s) => s.kinds.length > 0);
  if (known.length === 0 && countMedicalTerms(letter, 3) < 3)
    return reject(
      "not_medical",
      "The text does not look like a clinical letter: it has no recognised section heading (such as Chief Complaint, History of Present Illness or Allergies) and fewer than 3 medical terms. A letter describes the patient's symptoms, history and the treatment wished for under the headings Chief Complaint, Age and Sex, History of Present Illness, Review of Systems, Past Medical History, Allergies, Family History, Social History, Diagnosis and Treatment Plan.",
      length,
    );

  const infos: SectionInfo[] = sections.map((section) => {
    const content = sectionContent(section);
    return { section, content, empty: isEmptyContent(section, content) };
  });
  const of = (kind: SectionKind) => infos.filter((i) => has(i.section, kind));
  const reasons: Partial<Record<CriterionKey, string>> = {};

  // 1. Chief Complaint
  const cc = of("cc");
  const ccMet = cc.some((i) => !i.empty && !isExplicitNegative(i.content));
  if (!ccMet)
    reasons.chief_complaint_present =
      cc.length === 0
        ? "add a Chief Complaint section stating the main concern in a sentence"
        : "the section is empty or a placeholder; state the main concern in a sentence";

  // 2. Age and Sex (+ weight in kg under 19)
  const ageSections = infos.filter((i) => i.section.kinds.some((k) => AGE_KINDS.has(k)));
  const ageText = ageSections
    .filter((i) => !i.empty)
    .map((i) => i.content)
    .join("\n");
  const hpi = of("hpi");
  const firstSentences = [...cc, ...hpi]
    .filter((i) => !i.empty)
    .map((i) => firstSentence(i.section.units[0] ?? ""));
  let age: number | null = ageText ? findSectionAge(ageText) : null;
  for (const s of firstSentences) {
    if (age !== null) break;
    age = findMarkedAge(s);
  }
  let sex = ageText ? findSex(ageText, true) : null;
  for (const s of firstSentences) {
    if (sex !== null) break;
    sex = findSex(s, false);
  }
  const kg = hasKilograms(letter);
  const needsWeight = age !== null && age < 19;
  const ageSexMet = age !== null && sex !== null && (!needsWeight || kg);
  if (!ageSexMet) {
    const parts: string[] = [];
    if (age === null) parts.push('state the patient\'s age (e.g. "34-year-old")');
    if (sex === null) parts.push("state the sex (male or female)");
    if (age !== null && needsWeight && !kg)
      parts.push(
        hasPounds(letter)
          ? 'the patient is under 19, so give the weight in kilograms (e.g. "22 kg"), not pounds'
          : 'the patient is under 19, so add the weight in kilograms (e.g. "22 kg")',
      );
    reasons.age_and_sex_present = parts.join("; ");
  }

  // 3. History of Present Illness
  let hpiMet = false;
  let hpiShort = false;
  let hpiNoDuration = false;
  for (const i of hpi) {
    if (i.empty) continue;
    const enough = wordCount(i.content) >= 8;
    const duration = hasDuration(i.content);
    if (enough && duration) hpiMet = true;
    if (!enough) hpiShort = true;
    if (!duration) hpiNoDuration = true;
  }
  if (!hpiMet) {
    if (hpi.length === 0 || hpi.every((i) => i.empty))
      reasons.history_of_present_illness_present =
        "add a History of Present Illness describing the symptoms, how long they have lasted, their severity and what has been tried";
    else {
      const parts: string[] = [];
      if (hpiShort) parts.push("write at least 8 words about the symptoms");
      if (hpiNoDuration) parts.push("say how long the symptoms have lasted or when they started");
      reasons.history_of_present_illness_present = parts.join(" and ");
    }
  }

  // 4–8. Sections where any non-empty content (explicit negatives included) is complete
  const simple: [CriterionKey, SectionKind, string, string][] = [
    [
      "review_of_systems_present",
      "ros",
      'add a Review of Systems listing relevant positives and negatives (or "all other systems negative")',
      'list relevant positives and negatives (or "all other systems negative")',
    ],
    [
      "past_medical_history_present",
      "pmh",
      'add a Past Medical History section (conditions, surgeries, hospital stays, or "None")',
      'list past conditions, surgeries and hospital stays, or write "None"',
    ],
    [
      "allergies_present",
      "allergies",
      'add an Allergies section (the allergies and reactions, or "NKDA" for no known drug allergies)',
      'list the allergies and reactions, or write "NKDA"',
    ],
    [
      "family_history_present",
      "fh",
      'add a Family History section (relevant conditions in relatives, or "No significant family history")',
      'give relevant family history, "No significant family history", or why it is unknown (e.g. "unknown – adopted"); a bare "unknown" is not enough',
    ],
    [
      "social_history_present",
      "sh",
      "add a Social History section (smoking, alcohol, drugs, occupation)",
      'describe smoking, alcohol, drug use and occupation, or write "Denies tobacco, alcohol, drugs"',
    ],
  ];
  const met: Partial<Evaluation> = {};
  for (const [key, kind, missingText, emptyText] of simple) {
    const list = of(kind);
    met[key] = list.some((i) => !i.empty);
    if (!met[key]) reasons[key] = list.length === 0 ? missingText : emptyText;
  }

  // 9–10. Diagnosis and Treatment Plan
  const dx = of("dx");
  const dxMet = dx.some((i) => !i.empty && !VAGUE_DX.has(looseNormalise(i.content)));
  if (!dxMet)
    reasons.diagnosis_present =
      dx.length === 0
        ? 'add a Diagnosis (or "What I Think It Might Be") section naming the suspected condition'
        : '"not sure" or an empty answer is not a diagnosis; name the suspected condition, even as a guess';
  const plan = infos.filter((i) => i.section.kinds.some((k) => PLAN_KINDS.has(k)));
  const planMet = plan.some((i) => !i.empty && !VAGUE_PLAN.has(looseNormalise(i.content)));
  if (!planMet)
    reasons.treatment_plan_present =
      plan.length === 0
        ? 'add a Treatment Plan (or "What I\'m Hoping For") section naming the treatment wished for'
        : 'name the treatment wished for (a medication, a refill, or advice on specific options); "whatever" or "none" is not a plan';

  // 11. Request Within Scope
  const conditionText = infos
    .filter(
      (i) => !i.empty && (has(i.section, "cc") || has(i.section, "dx") || has(i.section, "plan")),
    )
    .map((i) => i.content)
    .join("\n");
  const conditions = findConditions(conditionText);
  const patientText = scanText(
    infos
      .filter((i) => !has(i.section, "fh"))
      .map((i) => i.content)
      .join("\n"),
  );
  const currentText = scanText(
    infos
      .filter((i) => !i.section.kinds.some((k) => NOT_CURRENT.has(k)))
      .map((i) => i.content)
      .join("\n"),
    patientText,
  );
  const requestText = infos
    .filter((i) => has(i.section, "cc") || has(i.section, "plan"))
    .map((i) => i.content)
    .join("\n");
  const planText = plan.map((i) => i.content).join("\n");

  const scopeProblems: ScopeProblem[] = [];
  const scopeReasons: string[] = [];
  if (conditions.length === 0) {
    scopeProblems.push("no_treatable_condition");
    scopeReasons.push(
      "name the condition in the Chief Complaint, Diagnosis or Treatment Plan; the service treats only the conditions on its list",
    );
  }
  const emergencies = findEmergencies(currentText, age);
  if (emergencies.length > 0) {
    scopeProblems.push("emergency");
    scopeReasons.push(
      `the letter describes possible emergency symptoms (${emergencies.join(", ")}); this service is not for emergencies: call 911 or go to the nearest emergency department`,
    );
  }
  if (hasCrisis(currentText)) {
    scopeProblems.push("mental_health_crisis");
    scopeReasons.push(
      "the letter describes a mental-health crisis; this service cannot help with that: call or text 988 (Suicide & Crisis Lifeline) or 911 now",
    );
  }
  const controlled = findControlled(requestText);
  if (controlled.length > 0) {
    scopeProblems.push("controlled_substance");
    scopeReasons.push(
      `controlled substances (${controlled.join(", ")}) cannot be requested through this service`,
    );
  }
  const complexity = findComplexity(patientText);
  const pregnancyWithDrug =
    hasPregnancy(patientText) &&
    (matches(RE_MEDICATION_REQUEST, planText) || medicationNamed(planText));
  if (complexity.length > 0 || pregnancyWithDrug) {
    scopeProblems.push("complex_case");
    const what = [
      ...complexity,
      ...(pregnancyWithDrug ? ["pregnancy with a medication request"] : []),
    ];
    scopeReasons.push(
      `the case is too complex for this service (${what.join(", ")}); please see your treating physician`,
    );
  }
  if (age !== null && age < 0.5) {
    scopeProblems.push("under_six_months");
    scopeReasons.push("the service is for patients aged 6 months and older");
  }
  if (scopeProblems.length > 0) reasons.request_within_scope = scopeReasons.join("; ");

  const evaluation: Evaluation = {
    chief_complaint_present: ccMet,
    age_and_sex_present: ageSexMet,
    history_of_present_illness_present: hpiMet,
    review_of_systems_present: met.review_of_systems_present === true,
    past_medical_history_present: met.past_medical_history_present === true,
    allergies_present: met.allergies_present === true,
    family_history_present: met.family_history_present === true,
    social_history_present: met.social_history_present === true,
    diagnosis_present: dxMet,
    treatment_plan_present: planMet,
    request_within_scope: scopeProblems.length === 0,
  };

  const missing_items: string[] = [];
  const completed_items: string[] = [];
  const commentaryParts: string[] = [];
  for (const { key, label } of CRITERIA) {
    if (evaluation[key]) completed_items.push(label);
    else {
      missing_items.push(label);
      commentaryParts.push(`${label}: ${reasons[key] ?? "not met"}.`);
    }
  }
  const ready = missing_items.length === 0;
  const pii_kinds = findPii(letter);
  const piiText = pii_kinds.map((k) => PII_LABELS[k]).join(", ");

  let commentary = `${completed_items.length} of ${CRITERIA.length} criteria met.`;
  if (ready) commentary += " The letter is complete.";
  if (commentaryParts.length > 0) commentary += ` ${commentaryParts.join(" ")}`;
  if (pii_kinds.length > 0)
    commentary += ` Personal identifiers found (${piiText}): the letter must not carry the patient's name, date of birth, address, phone number, e-mail address or insurance id.`;

  let next_steps: string;
  if (ready) {
    next_steps =
      pii_kinds.length > 0
        ? `Remove the personal identifiers (${piiText}) and resubmit with the same session_token; otherwise the letter is complete and the checkout URL can be opened to verify identity and pay.`
        : "The letter is complete: open the checkout URL so the patient can verify identity and pay; a physician will then review the case.";
  } else {
    const steps: string[] = [];
    if (scopeProblems.includes("emergency"))
      steps.push(
        "If this is an emergency, call 911 or go to the nearest emergency department now.",
      );
    if (scopeProblems.includes("mental_health_crisis"))
      steps.push("If you are in crisis, call or text 988 or call 911 now.");
    if (pii_kinds.length > 0)
      steps.push(
        `Remove the personal identifiers (${piiText}), add the missing details and resubmit with the same session_token.`,
      );
    else steps.push("Add the missing details and resubmit with the same session_token.");
    next_steps = steps.join(" ");
  }

  return {
    ok: true,
    evaluation,
    final_decision_ready: ready,
    missing_items,
    completed_items,
    commentary,
    next_steps,
    reasons,
    pii_kinds,
    conditions,
    age_years: age === null ? null : Math.round(age * 1000) / 1000,
    sex,
    scope_problems: scopeProblems,
  };
}

const MEDICATION_NAME = alternation(CATALOGUE_MEDICATIONS.map((m) => escapeRegex(m)));
function medicationNamed(text: string): boolean {
  MEDICATION_NAME.lastIndex = 0;
  return MEDICATION_NAME.test(text);
}

function matches(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  return re.test(text);
}
