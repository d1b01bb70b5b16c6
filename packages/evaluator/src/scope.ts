/** Request Within Scope, rules 2–6 (rubric §3). */
import { isNegated } from "./negation.js";
import { alternation, clauseEnd, clauseStart, escapeRegex } from "./text.js";
import { PAST_MARKERS } from "./vocab/negation.js";
import {
  CHEST_NOT_PAIN,
  CHEST_PAIN,
  CONFUSION,
  EXERTION,
  FEVER,
  LIP_TONGUE_SWELLING,
  NOSE_AFTER,
  RADIATION,
  RED_FLAG_ANCHORS,
  RED_FLAGS,
  RED_FLAGS_NOW_ONLY,
  SHORT_OF_BREATH,
  STIFF_NECK,
  SWEATING,
} from "./vocab/red-flags.js";
import {
  COMPLEXITY,
  CONTROLLED_SUBSTANCES,
  CRISIS_TERMS,
  MEDICATION_REQUEST_WORDS,
  NEAR_MISS,
  NOT_A_REQUEST_AFTER,
  PREGNANCY,
  PREGNANCY_HYPOTHETICAL,
  ANCHORS as SCOPE_ANCHORS,
  TREATMENT_FINISHED,
} from "./vocab/scope.js";

const ANCHORS: Readonly<Record<string, readonly string[]>> = {
  ...RED_FLAG_ANCHORS,
  ...SCOPE_ANCHORS,
};
const ALL_ANCHORS = [...new Set(Object.values(ANCHORS).flat())].sort((a, b) => b.length - a.length);
const ANCHOR_RE = new RegExp(`\\b(?:${ALL_ANCHORS.map(escapeRegex).join("|")})`, "gi");
/** For each anchor, the anchors that are its prefixes (a longer match hides a shorter one). */
const ANCHOR_PREFIXES = new Map<string, string[]>(
  ALL_ANCHORS.map((a) => [a, ALL_ANCHORS.filter((b) => a.startsWith(b))]),
);

/** Text to scan plus the anchors found in it (one regex pass). */
/** `anchorsFrom` reuses the anchors of a text that contains this one. */
export interface ScanText {
  text: string;
  anchors: Set<string>;
}

export function scanText(text: string, anchorsFrom?: ScanText): ScanText {
  if (anchorsFrom) return { text, anchors: anchorsFrom.anchors };
  const anchors = new Set<string>();
  ANCHOR_RE.lastIndex = 0;
  for (let m = ANCHOR_RE.exec(text); m !== null; m = ANCHOR_RE.exec(text)) {
    const hit = m[0].toLowerCase();
    if (anchors.has(hit)) continue;
    for (const a of ANCHOR_PREFIXES.get(hit) ?? [hit]) anchors.add(a);
  }
  return { text, anchors };
}

function mayMatch(t: ScanText, anchor: string): boolean {
  const list = ANCHORS[anchor];
  if (!list) return true;
  for (const a of list) if (t.anchors.has(a)) return true;
  return false;
}

const RE_CHEST = alternation(CHEST_PAIN);
const RE_EXERTION = alternation(EXERTION);
const RE_RADIATION = alternation(RADIATION);
const RE_SWEATING = alternation(SWEATING);
const RE_SOB = alternation(SHORT_OF_BREATH);
const RE_LIP = alternation(LIP_TONGUE_SWELLING);
const RE_STIFF_NECK = alternation(STIFF_NECK);
const RE_FEVER = alternation(FEVER);
const RE_CONFUSION = alternation(CONFUSION);
const RE_RED_FLAGS: readonly [string, RegExp][] = Object.entries(RED_FLAGS).map(([k, v]) => [
  k,
  alternation(v),
]);
const RE_CRISIS = alternation(CRISIS_TERMS);
const RE_CONTROLLED = alternation(CONTROLLED_SUBSTANCES);
const RE_COMPLEXITY: readonly [string, RegExp][] = Object.entries(COMPLEXITY).map(([k, v]) => [
  k,
  alternation(v),
]);
const RE_PREGNANCY = alternation(PREGNANCY);
const RE_PREGNANCY_HYPOTHETICAL = new RegExp(
  `\\b(?:${PREGNANCY_HYPOTHETICAL.join("|")})\\b(?:\\s+\\w+){0,2}\\s*$`,
  "i",
);
const RE_PAST = new RegExp(`\\b(?:${PAST_MARKERS.join("|")})(?![\\w])`, "i");
const RE_FINISHED = new RegExp(`\\b(?:${TREATMENT_FINISHED.join("|")})(?![\\w])`, "i");
export const RE_MEDICATION_REQUEST = alternation(MEDICATION_REQUEST_WORDS);

const RE_NEAR_MISS = new RegExp(`\\b(?:${NEAR_MISS.join("|")})\\s*$`, "i");
const RE_NOT_A_REQUEST = new RegExp(`^[^.;\\n]{0,60}?\\b(?:${NOT_A_REQUEST_AFTER.join("|")})`, "i");

type Guard = (text: string, start: number, end: number) => boolean;

/** First un-negated match of `re` in `text` (optionally also passing `guard`), or null. */
function findAffirmed(
  t: ScanText,
  anchor: string,
  re: RegExp,
  guard?: Guard,
  request = false,
): RegExpExecArray | null {
  if (!mayMatch(t, anchor)) return null;
  const text = t.text;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const end = m.index + m[0].length;
    if (isNegated(text, m.index, end, request)) continue;
    if (guard && !guard(text, m.index, end)) continue;
    return m;
  }
  return null;
}

function sentenceOf(text: string, start: number, end: number): string {
  return text.slice(clauseStart(text, start), clauseEnd(text, end));
}

const RE_CHEST_NOT_PAIN = new RegExp(CHEST_NOT_PAIN, "i");
const RE_NOSE_AFTER = new RegExp(NOSE_AFTER, "i");
/** Chest pain, not heartburn, a skin finding or a chest cold. */
const chestPain: Guard = (text, start, end) =>
  !RE_CHEST_NOT_PAIN.test(sentenceOf(text, start, end));
/** Breathing trouble, not a blocked nose. */
const notNose: Guard = (text, _start, end) => !RE_NOSE_AFTER.test(text.slice(end, end + 40));

const happeningNow: Guard = (text, start, end) => !RE_PAST.test(sentenceOf(text, start, end));
const realEvent: Guard = (text, start, end) =>
  happeningNow(text, start, end) && !RE_NEAR_MISS.test(text.slice(Math.max(0, start - 25), start));
const activeTreatment: Guard = (text, start, end) =>
  !RE_FINISHED.test(sentenceOf(text, start, end));
const realPregnancy: Guard = (text, start) =>
  !RE_PREGNANCY_HYPOTHETICAL.test(
    text.slice(Math.max(clauseStart(text, start), start - 40), start),
  );

/** Red flags stated, un-negated, in `t` (the current-illness sections). */
export function findEmergencies(t: ScanText, ageYears: number | null): string[] {
  const found: string[] = [];
  if (findAffirmed(t, "chest", RE_CHEST, chestPain)) {
    if (
      findAffirmed(t, "exertion", RE_EXERTION) ||
      findAffirmed(t, "radiation", RE_RADIATION) ||
      findAffirmed(t, "sweating", RE_SWEATING) ||
      findAffirmed(t, "sob", RE_SOB, notNose)
    )
      found.push("chest pain with exertion, radiation, sweating or shortness of breath");
  }
  for (const [name, re] of RE_RED_FLAGS) {
    const guard =
      name === "loss of consciousness"
        ? realEvent
        : RED_FLAGS_NOW_ONLY.has(name)
          ? happeningNow
          : name === "severe difficulty breathing"
            ? notNose
            : undefined;
    if (findAffirmed(t, name, re, guard)) found.push(name);
  }
  if (
    !found.includes("anaphylaxis") &&
    findAffirmed(t, "lip", RE_LIP, happeningNow) &&
    (findAffirmed(t, "sob", RE_SOB, notNose) ||
      findAffirmed(t, "severe difficulty breathing", RE_RED_FLAGS[0]?.[1] ?? RE_SOB, notNose))
  )
    found.push("anaphylaxis");
  if (
    findAffirmed(t, "stiffNeck", RE_STIFF_NECK) &&
    findAffirmed(t, "fever", RE_FEVER) &&
    findAffirmed(t, "confusion", RE_CONFUSION)
  )
    found.push("stiff neck with fever and confusion");
  if (ageYears !== null && ageYears < 0.25 && findAffirmed(t, "fever", RE_FEVER))
    found.push("fever in an infant under 3 months");
  return found;
}

/** True when a mental-health crisis is stated, un-negated. */
export function hasCrisis(t: ScanText): boolean {
  return findAffirmed(t, "crisis", RE_CRISIS) !== null;
}

/** Controlled substances requested (Chief Complaint and Treatment-Plan-type text only). */
export function findControlled(text: string): string[] {
  const out: string[] = [];
  RE_CONTROLLED.lastIndex = 0;
  for (let m = RE_CONTROLLED.exec(text); m !== null; m = RE_CONTROLLED.exec(text)) {
    const end = m.index + m[0].length;
    if (isNegated(text, m.index, end, true)) continue;
    if (RE_NOT_A_REQUEST.test(text.slice(end, end + 80))) continue;
    const name = m[0].toLowerCase();
    if (!out.includes(name)) out.push(name);
  }
  return out;
}

/** Complexity findings (active cancer treatment, transplant, dialysis, cirrhosis). */
export function findComplexity(t: ScanText): string[] {
  const out: string[] = [];
  for (const [name, re] of RE_COMPLEXITY) {
    const guard = name === "cancer treatment" ? activeTreatment : undefined;
    if (findAffirmed(t, name, re, guard)) out.push(name);
  }
  return out;
}

/** True when a current pregnancy is stated, un-negated and not hypothetical. */
export function hasPregnancy(t: ScanText): boolean {
  return findAffirmed(t, "pregnancy", RE_PREGNANCY, realPregnancy) !== null;
}
