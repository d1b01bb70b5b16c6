/**
 * What the criteria read, computed once per letter: the sections by kind, age, sex, weight and
 * the Request Within Scope findings (rubric §2–§3).
 */
import { findMarkedAge, findSectionAge, findSex, hasKilograms, weightRequired } from "./age.js";
import { CATALOGUE_MEDICATIONS, type ConditionMatch, findConditions } from "./conditions.js";
import { isEmptyContent } from "./content.js";
import {
  expandAbbreviations,
  findComplexity,
  findControlled,
  findEmergencies,
  hasCrisis,
  hasPregnancy,
  mayHaveAbbreviations,
  RE_MEDICATION_REQUEST,
  scanText,
} from "./scope.js";
import { type Section, sectionContent } from "./sections.js";
import { alternation, escapeRegex, firstSentence } from "./text.js";
import type { SectionKind } from "./vocab/sections.js";

export interface SectionInfo {
  section: Section;
  content: string;
  empty: boolean;
}

export type ScopeProblem =
  | "no_treatable_condition"
  | "emergency"
  | "mental_health_crisis"
  | "controlled_substance"
  | "complex_case"
  | "under_six_months";

export interface ScopeFindings {
  /** Problems in the rubric's rule order; empty when the request is within scope. */
  problems: ScopeProblem[];
  /** One plain-words reason per problem, in the same order. */
  reasons: string[];
  conditions: ConditionMatch[];
  /** Red flags found (rule 2), by family name. */
  emergencies: string[];
  /** Controlled substances requested (rule 4). */
  controlled: string[];
  /** Complexity findings (rule 5). */
  complexity: string[];
  /** Red flags told only as past events (rule 2 v3): they do not block. */
  pastEmergencies: string[];
}

export interface LetterFacts {
  /** The normalised letter. */
  letter: string;
  /** The normalised letter, lower-cased (shared by the checks that look for words). */
  lower: string;
  infos: SectionInfo[];
  cc: SectionInfo[];
  hpi: SectionInfo[];
  ros: SectionInfo[];
  pmh: SectionInfo[];
  allergies: SectionInfo[];
  fh: SectionInfo[];
  sh: SectionInfo[];
  dx: SectionInfo[];
  plan: SectionInfo[];
  age: number | null;
  sex: "male" | "female" | null;
  kilograms: boolean;
  /** Under 19: a weight in kilograms is required. */
  needsWeight: boolean;
  scope: ScopeFindings;
}

const AGE_KINDS: ReadonlySet<SectionKind> = new Set(["age_sex", "age", "sex"]);
/** Sections not read for emergencies and crises (history, not the current illness). */
const NOT_CURRENT: ReadonlySet<SectionKind> = new Set(["fh", "pmh", "allergies", "meds"]);

function has(i: SectionInfo, kind: SectionKind): boolean {
  return i.section.kinds.includes(kind);
}

/**
 * A section's content for the scope rules: the items of a list under a negatives label
 * (`Pertinent negatives:` then a list) are read as labelled `Negative:` one by one.
 */
function scanContent(i: SectionInfo): string {
  const negated = i.section.negated;
  if (negated === undefined) return i.content;
  return i.section.units.map((u, k) => (negated[k] ? `Negative: ${u}` : u)).join("\n");
}

function joined(list: readonly SectionInfo[]): string {
  let out = "";
  for (const i of list) out = out === "" ? i.content : `${out}\n${i.content}`;
  return out;
}

/** Builds the facts of a parsed letter. */
export function letterFacts(
  letter: string,
  sections: readonly Section[],
  lower = letter.toLowerCase(),
): LetterFacts {
  const infos: SectionInfo[] = [];
  const byKind = new Map<SectionKind, SectionInfo[]>();
  for (const section of sections) {
    const content = sectionContent(section);
    const info = { section, content, empty: isEmptyContent(section, content) };
    infos.push(info);
    for (const kind of section.kinds) {
      const list = byKind.get(kind);
      if (list) list.push(info);
      else byKind.set(kind, [info]);
    }
  }
  const of = (kind: SectionKind) => byKind.get(kind) ?? [];
  const cc = of("cc");
  const hpi = of("hpi");
  const { age, sex } = ageAndSex(infos, cc, hpi);
  const kilograms = hasKilograms(letter, lower);
  return {
    letter,
    lower,
    infos,
    cc,
    hpi,
    ros: of("ros"),
    pmh: of("pmh"),
    allergies: of("allergies"),
    fh: of("fh"),
    sh: of("sh"),
    dx: of("dx"),
    plan: of("plan"),
    age,
    sex,
    kilograms,
    needsWeight: weightRequired(age),
    scope: scopeFindings(infos, of("plan"), age, mayHaveAbbreviations(letter)),
  };
}

/** Age and sex from the Age-type sections, else the first sentence of Chief Complaint / HPI. */
function ageAndSex(
  infos: readonly SectionInfo[],
  cc: readonly SectionInfo[],
  hpi: readonly SectionInfo[],
): { age: number | null; sex: "male" | "female" | null } {
  const ageText = joined(
    infos.filter((i) => !i.empty && i.section.kinds.some((k) => AGE_KINDS.has(k))),
  );
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
  return { age, sex };
}

const MEDICATION_NAME = alternation(CATALOGUE_MEDICATIONS.map((m) => escapeRegex(m)));

function matches(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  return re.test(text);
}

/** Rubric §3, rules 1–6. */
function scopeFindings(
  infos: readonly SectionInfo[],
  plan: readonly SectionInfo[],
  age: number | null,
  /** The letter may hold red-flag abbreviations (CP, SOB …): spell them out first. */
  abbreviations: boolean,
): ScopeFindings {
  const conditions = findConditions(
    joined(infos.filter((i) => !i.empty && (has(i, "cc") || has(i, "dx") || has(i, "plan")))),
  );
  // what the letter says about the patient (never Family History, nor a combined section that
  // includes it), current illness marked (not Past Medical History, nor a section including it)
  const patientText = scanText(
    infos
      .filter((i) => !has(i, "fh") && i.content !== "")
      .map((i) => ({
        text: abbreviations ? expandAbbreviations(scanContent(i)) : scanContent(i),
        current: !i.section.kinds.some((k) => NOT_CURRENT.has(k)),
      })),
  );
  const requestText = joined(infos.filter((i) => has(i, "cc") || has(i, "plan")));
  const planText = joined(plan);

  const problems: ScopeProblem[] = [];
  const reasons: string[] = [];
  if (conditions.length === 0) {
    problems.push("no_treatable_condition");
    reasons.push(
      "name the condition in the Chief Complaint, Diagnosis or Treatment Plan; the service treats only the conditions on its list",
    );
  }
  const pastEmergencies: string[] = [];
  const emergencies = findEmergencies(patientText, age, pastEmergencies);
  if (emergencies.length > 0) {
    problems.push("emergency");
    reasons.push(
      `the letter describes possible emergency symptoms (${emergencies.join(", ")}); this service is not for emergencies: call 911 or go to the nearest emergency department`,
    );
  }
  if (hasCrisis(patientText)) {
    problems.push("mental_health_crisis");
    reasons.push(
      "the letter describes a mental-health crisis; this service cannot help with that: call or text 988 (Suicide & Crisis Lifeline) or 911 now",
    );
  }
  const controlled = findControlled(requestText);
  if (controlled.length > 0) {
    problems.push("controlled_substance");
    reasons.push(
      `controlled substances (${controlled.join(", ")}) cannot be requested through this service`,
    );
  }
  const complexity = findComplexity(patientText);
  const pregnancyWithDrug =
    hasPregnancy(patientText) &&
    (matches(RE_MEDICATION_REQUEST, planText) || matches(MEDICATION_NAME, planText));
  if (complexity.length > 0 || pregnancyWithDrug) {
    problems.push("complex_case");
    const what = [
      ...complexity,
      ...(pregnancyWithDrug ? ["pregnancy with a medication request"] : []),
    ];
    reasons.push(
      `the case is too complex for this service (${what.join(", ")}); please see your treating physician`,
    );
  }
  if (age !== null && age < 0.5) {
    problems.push("under_six_months");
    reasons.push("the service is for patients aged 6 months and older");
  }
  return { problems, reasons, conditions, emergencies, controlled, complexity, pastEmergencies };
}
