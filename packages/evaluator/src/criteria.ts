/**
 * The 11 completeness criteria (rubric §2) as one table: key, label (in the rubric's order),
 * `check` (is it met?) and `reason` (why not, in plain words). Every consumer (the evaluator,
 * core's schemas, the /new page, the commentary) takes keys, labels and order from here.
 */

import { hasPounds } from "./age.js";
import { hasDuration, isExplicitNegative, wordCount } from "./content.js";
import type { LetterFacts, SectionInfo } from "./facts.js";
import { looseNormalise } from "./text.js";
import { VAGUE_DIAGNOSIS, VAGUE_PLAN_EXTRA } from "./vocab/phrases.js";

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

export interface Criterion {
  key: CriterionKey;
  label: string;
  /** True when the letter meets the criterion. */
  check: (f: LetterFacts) => boolean;
  /** Why the criterion is not met (plain words; called only when `check` is false). */
  reason: (f: LetterFacts) => string;
}

const VAGUE_DX = new Set(VAGUE_DIAGNOSIS);
const VAGUE_PLAN = new Set([...VAGUE_DIAGNOSIS, ...VAGUE_PLAN_EXTRA]);

function isAsciiAlnum(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
}
function asciiAlnumCount(s: string, stopAbove: number): number {
  let n = 0;
  for (let i = 0; i < s.length && n <= stopAbove; i++) if (isAsciiAlnum(s.charCodeAt(i))) n++;
  return n;
}
/** The most letters and digits a vague phrase has. */
const VAGUE_MAX_ALNUM = Math.max(...[...VAGUE_PLAN].map((p) => asciiAlnumCount(p, p.length)));

/**
 * True when the content, loosely normalised, is one of the vague phrases. Loose normalisation
 * keeps every ASCII letter and digit, so content with more of them than the longest phrase is
 * never vague, and a long section is not normalised to find that out.
 */
function isVague(content: string, vague: ReadonlySet<string>): boolean {
  if (asciiAlnumCount(content, VAGUE_MAX_ALNUM) > VAGUE_MAX_ALNUM) return false;
  return vague.has(looseNormalise(content));
}

const filled = (list: readonly SectionInfo[]) => list.some((i) => !i.empty);
const none = (list: readonly SectionInfo[]) => list.length === 0;

// 1. Chief Complaint
function chiefComplaint(f: LetterFacts): boolean {
  return f.cc.some((i) => !i.empty && !isExplicitNegative(i.content));
}
function chiefComplaintReason(f: LetterFacts): string {
  return none(f.cc)
    ? "add a Chief Complaint section stating the main concern in a sentence"
    : "the section is empty or a placeholder; state the main concern in a sentence";
}

// 2. Age and Sex (+ weight in kilograms under 19)
function ageAndSex(f: LetterFacts): boolean {
  return f.age !== null && f.sex !== null && (!f.needsWeight || f.kilograms);
}
function ageAndSexReason(f: LetterFacts): string {
  const parts: string[] = [];
  if (f.age === null) parts.push('state the patient\'s age (e.g. "34-year-old")');
  if (f.sex === null) parts.push("state the sex (male or female)");
  if (f.age !== null && f.needsWeight && !f.kilograms)
    parts.push(
      hasPounds(f.letter, f.lower)
        ? 'the patient is under 19, so give the weight in kilograms (e.g. "22 kg"), not pounds'
        : 'the patient is under 19, so add the weight in kilograms (e.g. "22 kg")',
    );
  return parts.join("; ");
}

// 3. History of Present Illness: at least 8 words and a duration or onset
interface IllnessFindings {
  enoughWords: boolean;
  duration: boolean;
}
/** Word count and duration of an HPI section, worked out once for the check and the reason. */
const illnessFindings = new WeakMap<SectionInfo, IllnessFindings>();
function illness(i: SectionInfo): IllnessFindings {
  let found = illnessFindings.get(i);
  if (!found) {
    found = { enoughWords: wordCount(i.content, 8) >= 8, duration: hasDuration(i.content) };
    illnessFindings.set(i, found);
  }
  return found;
}
function presentIllness(f: LetterFacts): boolean {
  return f.hpi.some((i) => !i.empty && illness(i).enoughWords && illness(i).duration);
}
function presentIllnessReason(f: LetterFacts): string {
  const written = f.hpi.filter((i) => !i.empty);
  if (written.length === 0)
    return "add a History of Present Illness describing the symptoms, how long they have lasted, their severity and what has been tried";
  const parts: string[] = [];
  if (written.some((i) => !illness(i).enoughWords))
    parts.push("write at least 8 words about the symptoms");
  if (written.some((i) => !illness(i).duration))
    parts.push("say how long the symptoms have lasted or when they started");
  return parts.join(" and ");
}

// 4–8. Any non-empty content (explicit negatives included) is complete
function reviewOfSystems(f: LetterFacts): boolean {
  return filled(f.ros);
}
function reviewOfSystemsReason(f: LetterFacts): string {
  return none(f.ros)
    ? 'add a Review of Systems listing relevant positives and negatives (or "all other systems negative")'
    : 'list relevant positives and negatives (or "all other systems negative")';
}

function pastMedicalHistory(f: LetterFacts): boolean {
  return filled(f.pmh);
}
function pastMedicalHistoryReason(f: LetterFacts): string {
  return none(f.pmh)
    ? 'add a Past Medical History section (conditions, surgeries, hospital stays, or "None")'
    : 'list past conditions, surgeries and hospital stays, or write "None"';
}

function allergies(f: LetterFacts): boolean {
  return filled(f.allergies);
}
function allergiesReason(f: LetterFacts): string {
  return none(f.allergies)
    ? 'add an Allergies section (the allergies and reactions, or "NKDA" for no known drug allergies)'
    : 'list the allergies and reactions, or write "NKDA"';
}

function familyHistory(f: LetterFacts): boolean {
  return filled(f.fh);
}
function familyHistoryReason(f: LetterFacts): string {
  return none(f.fh)
    ? 'add a Family History section (relevant conditions in relatives, or "No significant family history")'
    : 'give relevant family history, "No significant family history", or why it is unknown (e.g. "unknown – adopted"); a bare "unknown" is not enough';
}

function socialHistory(f: LetterFacts): boolean {
  return filled(f.sh);
}
function socialHistoryReason(f: LetterFacts): string {
  return none(f.sh)
    ? "add a Social History section (smoking, alcohol, drugs, occupation)"
    : 'describe smoking, alcohol, drug use and occupation, or write "Denies tobacco, alcohol, drugs"';
}

// 9–10. Diagnosis and Treatment Plan: content that is not only a vague phrase
function diagnosis(f: LetterFacts): boolean {
  return f.dx.some((i) => !i.empty && !isVague(i.content, VAGUE_DX));
}
function diagnosisReason(f: LetterFacts): string {
  return none(f.dx)
    ? 'add a Diagnosis (or "What I Think It Might Be") section naming the suspected condition'
    : '"not sure" or an empty answer is not a diagnosis; name the suspected condition, even as a guess';
}

function treatmentPlan(f: LetterFacts): boolean {
  return f.plan.some((i) => !i.empty && !isVague(i.content, VAGUE_PLAN));
}
function treatmentPlanReason(f: LetterFacts): string {
  return none(f.plan)
    ? 'add a Treatment Plan (or "What I\'m Hoping For") section naming the treatment wished for'
    : 'name the treatment wished for (a medication, a refill, or advice on specific options); "whatever" or "none" is not a plan';
}

// 11. Request Within Scope (rubric §3; the findings are computed once in `scopeFindings`)
function withinScope(f: LetterFacts): boolean {
  return f.scope.problems.length === 0;
}
function withinScopeReason(f: LetterFacts): string {
  return f.scope.reasons.join("; ");
}

export const CRITERIA: readonly Criterion[] = [
  {
    key: "chief_complaint_present",
    label: "Chief Complaint",
    check: chiefComplaint,
    reason: chiefComplaintReason,
  },
  { key: "age_and_sex_present", label: "Age and Sex", check: ageAndSex, reason: ageAndSexReason },
  {
    key: "history_of_present_illness_present",
    label: "History of Present Illness",
    check: presentIllness,
    reason: presentIllnessReason,
  },
  {
    key: "review_of_systems_present",
    label: "Review of Systems",
    check: reviewOfSystems,
    reason: reviewOfSystemsReason,
  },
  {
    key: "past_medical_history_present",
    label: "Past Medical History",
    check: pastMedicalHistory,
    reason: pastMedicalHistoryReason,
  },
  { key: "allergies_present", label: "Allergies", check: allergies, reason: allergiesReason },
  {
    key: "family_history_present",
    label: "Family History",
    check: familyHistory,
    reason: familyHistoryReason,
  },
  {
    key: "social_history_present",
    label: "Social History",
    check: socialHistory,
    reason: socialHistoryReason,
  },
  { key: "diagnosis_present", label: "Diagnosis", check: diagnosis, reason: diagnosisReason },
  {
    key: "treatment_plan_present",
    label: "Treatment Plan",
    check: treatmentPlan,
    reason: treatmentPlanReason,
  },
  {
    key: "request_within_scope",
    label: "Request Within Scope",
    check: withinScope,
    reason: withinScopeReason,
  },
];

/** The criteria keys in the rubric's order. */
export const CRITERION_KEYS: readonly CriterionKey[] = CRITERIA.map((c) => c.key);

/** The label of a criterion key. */
export function criterionLabel(key: CriterionKey): string {
  return CRITERIA.find((c) => c.key === key)?.label ?? key;
}
