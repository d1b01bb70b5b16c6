/**
 * The completeness check (rubric §0–§4). Pure, deterministic, no I/O. It returns findings
 * (criteria, reasons, personal-identifier kinds, scope findings); the wording for the caller
 * (commentary, next steps) is written by core.
 */
import { hasKilograms } from "./age.js";
import { CATALOGUE_MEDICATIONS, type ConditionMatch, findConditions } from "./conditions.js";
import { CRITERIA, type CriterionKey, type Evaluation } from "./criteria.js";
import { letterFacts, type ScopeFindings, type ScopeProblem } from "./facts.js";
import { findPii, type PiiKind } from "./pii.js";
import { parseSections } from "./sections.js";
import { alternation, escapeRegex, htmlToMarkdown, normaliseText } from "./text.js";
import { MEDICAL_TERMS } from "./vocab/medicalTerms.js";

export type { PiiKind, ScopeProblem };

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
  /** Labels of unmet criteria, in the rubric's order. */
  missing_items: string[];
  /** Labels of met criteria, in the rubric's order. */
  completed_items: string[];
  /** Why each unmet criterion is unmet (plain words, no API terms), keyed by criterion. */
  reasons: Partial<Record<CriterionKey, string>>;
  /** Personal identifiers found, by kind (never the values), in the rubric's order. */
  pii_kinds: PiiKind[];
  conditions: ConditionMatch[];
  age_years: number | null;
  sex: "male" | "female" | null;
  scope_problems: ScopeProblem[];
  /** Red flags, controlled substances and complexity findings behind `scope_problems`. */
  scope_findings: Pick<ScopeFindings, "emergencies" | "controlled" | "complexity"> & {
    /** Red flags told only as past events (v3): reported, never blocking. */
    past_emergencies: string[];
  };
  /**
   * Plain-words notes on what was read but does not block (v3): red flags told as past. The
   * caller adds them to the commentary.
   */
  notes: string[];
}

export const MIN_LETTER_LENGTH = 500;
export const MAX_LETTER_LENGTH = 10_000;

const MEDICAL_RE = alternation([
  ...MEDICAL_TERMS,
  ...CATALOGUE_MEDICATIONS.map((m) => escapeRegex(m)),
]);

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

/** What was read but does not block, in plain words. */
function notesOf(scope: ScopeFindings): string[] {
  const notes: string[] = [];
  if (scope.pastEmergencies.length > 0)
    notes.push(
      `The letter mentions ${scope.pastEmergencies.join(", ")} only as a past event (for example "history of", "previously" or "in 2019"); a past event is not treated as an emergency, but if it is happening now, call 911 or go to the nearest emergency department instead of using this service.`,
    );
  return notes;
}

/** The text the criteria read: normalised, HTML turned into Markdown. */
const readableLetter = (trimmed: string): string => htmlToMarkdown(normaliseText(trimmed));

/**
 * Whether a letter states a weight in kilograms, read exactly as criterion 2 reads it (the same
 * normalisation and pattern): checkout asks it before asking for a weight.
 */
export function statesKilograms(text: string): boolean {
  return hasKilograms(readableLetter(text.trim()));
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

  const letter = readableLetter(trimmed);
  const sections = parseSections(letter);
  if (!sections.some((s) => s.kinds.length > 0) && countMedicalTerms(letter, 3) < 3)
    return reject(
      "not_medical",
      "The text does not look like a clinical letter: it has no recognised section heading (such as Chief Complaint, History of Present Illness or Allergies) and fewer than 3 medical terms. A letter describes the patient's symptoms, history and the treatment wished for under the headings Chief Complaint, Age and Sex, History of Present Illness, Review of Systems, Past Medical History, Allergies, Family History, Social History, Diagnosis and Treatment Plan.",
      length,
    );

  const lower = letter.toLowerCase();
  const facts = letterFacts(letter, sections, lower);
  const evaluation = {} as Evaluation;
  const reasons: Partial<Record<CriterionKey, string>> = {};
  const missing_items: string[] = [];
  const completed_items: string[] = [];
  for (const criterion of CRITERIA) {
    const met = criterion.check(facts);
    evaluation[criterion.key] = met;
    if (met) completed_items.push(criterion.label);
    else {
      missing_items.push(criterion.label);
      reasons[criterion.key] = criterion.reason(facts);
    }
  }
  const { scope, age, sex } = facts;
  return {
    ok: true,
    evaluation,
    final_decision_ready: missing_items.length === 0,
    missing_items,
    completed_items,
    reasons,
    pii_kinds: findPii(letter, lower),
    conditions: scope.conditions,
    age_years: age === null ? null : Math.round(age * 1000) / 1000,
    sex,
    scope_problems: scope.problems,
    scope_findings: {
      emergencies: scope.emergencies,
      controlled: scope.controlled,
      complexity: scope.complexity,
      past_emergencies: scope.pastEmergencies,
    },
    notes: notesOf(scope),
  };
}
