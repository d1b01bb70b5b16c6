/** Age, sex and weight (rubric criterion 2). */
import { NUMBER_WORDS } from "./vocab/time.js";

const NUM_WORD_SRC = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|");
/** "34", "6.5", "six", "twenty-two". */
const NUM = `(\\d{1,3}(?:\\.\\d+)?|(?:${NUM_WORD_SRC})(?:[\\s-](?:one|two|three|four|five|six|seven|eight|nine))?)`;
const UNIT = "(years?|yrs?|months?|mos?|weeks?|wks?|days?)";

/** Marked ages, valid anywhere: "34-year-old", "34 years old", "18-month-old", "34 yo", "aged 34". */
const MARKED_AGE: RegExp[] = [
  new RegExp(`(?<![\\w.])${NUM}[\\s-]*${UNIT}[\\s-]*old\\b`, "i"),
  new RegExp(`(?<![\\w.])${NUM}\\s*(?:yo|y\\/o|y\\.o\\.?|yr\\.? old|yrs\\.? old)(?![a-z])`, "i"),
  new RegExp(`(?<![\\w.])${NUM}\\s*${UNIT}\\s+of\\s+age\\b`, "i"),
  new RegExp(`\\baged\\s*:?\\s*${NUM}(?:\\s*${UNIT})?\\b`, "i"),
  new RegExp(
    `(?<!\\b(?:since|at|from|by|until|till|before|after|around|about|when|under|over)\\s+)\\bage\\s*:?\\s*${NUM}(?:\\s*${UNIT})?(?![\\w/])`,
    "i",
  ),
];
/** "34M", "34 F", "34-year-old F" (number attached to an upper-case sex letter). */
const AGE_SEX_LETTER = /(?<![\w.])(\d{1,3})\s?(?:y\/?o\s?|yo\s?|\/\s?)?([MF])(?![\w])/;
/** "F/34", "M / 34". */
const SEX_LETTER_AGE = /(?<![\w.])([MF])\s?\/\s?(\d{1,3})(?![\w])/;
/** Any age form inside an Age-type section: a number not used as a weight, date or measure. */
const ANY_AGE = new RegExp(
  `(?<![\\w./:-])${NUM}(?![\\w.]*\\d)(?!\\s*(?:kg|kgs|kilo|lb|lbs|pound|cm|mm|ft|feet|in\\b|inch|%|\\/\\s*\\d|:|-\\d|\\.\\d|°|degrees|c\\b|f\\b|mg|ml))\\s*${UNIT}?`,
  "i",
);

/** Sex words (v3 adds son and daughter; pronouns, mother, wife and titles do not count). */
const SEX_WORD = /\b(female|male|woman|man|girl|boy|lady|gentleman|son|daughter|f|m)\b/gi;
const SEX_WORD_STRICT = /\b(female|male|woman|man|girl|boy|lady|gentleman|son|daughter)\b/i;

const KG = /\b(?<!\.)\d{1,3}(?:[.,]\d+)?\s*(?:kg|kgs|kilograms?|kilos?)\b/i;
const POUNDS = /\b(?<!\.)\d{1,3}(?:\.\d+)?\s*(?:lb|lbs|pounds?)\b/i;

function parseNumber(raw: string): number | null {
  const s = raw.toLowerCase();
  if (/^\d/.test(s)) return Number.parseFloat(s);
  const parts = s.split(/[\s-]+/);
  let total = 0;
  for (const p of parts) {
    const v = NUMBER_WORDS[p];
    if (v === undefined) return null;
    total += v;
  }
  return total;
}

function toYears(value: number, unit: string | undefined): number {
  const u = (unit ?? "y").toLowerCase();
  if (u.startsWith("mo")) return value / 12;
  if (u.startsWith("w")) return value / 52;
  if (u.startsWith("d")) return value / 365;
  return value;
}

function valid(age: number): boolean {
  return Number.isFinite(age) && age >= 0 && age <= 120;
}

function fromMatch(m: RegExpExecArray | null): number | null {
  if (!m || m[1] === undefined) return null;
  const n = parseNumber(m[1]);
  if (n === null) return null;
  const years = toYears(n, m[2]);
  return valid(years) ? years : null;
}

/** A marked age ("34-year-old", "34M", "aged 34") in free text, or null. */
export function findMarkedAge(text: string): number | null {
  let best: { index: number; age: number } | null = null;
  for (const re of MARKED_AGE) {
    const m = re.exec(text);
    const age = fromMatch(m);
    if (m && age !== null && (best === null || m.index < best.index))
      best = { index: m.index, age };
  }
  const letter = AGE_SEX_LETTER.exec(text);
  if (letter?.[1] !== undefined) {
    const age = Number.parseInt(letter[1], 10);
    if (valid(age) && (best === null || letter.index < best.index))
      best = { index: letter.index, age };
  }
  const reversed = SEX_LETTER_AGE.exec(text);
  if (reversed?.[2] !== undefined) {
    const age = Number.parseInt(reversed[2], 10);
    if (valid(age) && (best === null || reversed.index < best.index))
      best = { index: reversed.index, age };
  }
  return best ? best.age : null;
}

/** Any age form inside an Age-type section: a marked age first, else the first bare number. */
export function findSectionAge(text: string): number | null {
  const marked = findMarkedAge(text);
  if (marked !== null) return marked;
  return fromMatch(ANY_AGE.exec(text));
}

/** A sex stated in free text ("woman", "34M"); `letters` also accepts a lone "M"/"F". */
export function findSex(text: string, letters: boolean): "male" | "female" | null {
  const forward = AGE_SEX_LETTER.exec(text);
  const backward = forward ? null : SEX_LETTER_AGE.exec(text);
  const attached = forward
    ? { index: forward.index, letter: forward[2] }
    : backward
      ? { index: backward.index, letter: backward[1] }
      : null;
  let wordMatch: RegExpExecArray | null;
  if (letters) {
    SEX_WORD.lastIndex = 0;
    wordMatch = SEX_WORD.exec(text);
  } else {
    wordMatch = SEX_WORD_STRICT.exec(text);
  }
  const attachedIndex = attached ? attached.index : Number.POSITIVE_INFINITY;
  const wordIndex = wordMatch ? wordMatch.index : Number.POSITIVE_INFINITY;
  if (attached && attachedIndex <= wordIndex) return attached.letter === "M" ? "male" : "female";
  const w = wordMatch?.[1]?.toLowerCase();
  if (w === undefined) return null;
  return w === "female" ||
    w === "woman" ||
    w === "girl" ||
    w === "lady" ||
    w === "daughter" ||
    w === "f"
    ? "female"
    : "male";
}

/** Under this age (in years) a letter must state a weight in kilograms (rubric criterion 2). */
export const WEIGHT_REQUIRED_UNDER_YEARS = 19;

/**
 * Whether a person of this age needs a weight in kilograms (rubric criterion 2: "when the age is
 * under 19"). The evaluator asks it of the letter's age; checkout asks it of the person's.
 */
export function weightRequired(ageYears: number | null): boolean {
  return ageYears !== null && ageYears < WEIGHT_REQUIRED_UNDER_YEARS;
}

/**
 * True when a weight in kilograms is stated ("22 kg", "22kg", "22 kilograms"). `lower` is the
 * text lower-cased: the pattern is tried only when it holds "kg" or "kilo".
 */
export function hasKilograms(text: string, lower = text.toLowerCase()): boolean {
  return (lower.includes("kg") || lower.includes("kilo")) && KG.test(text);
}

/** True when a weight in pounds is stated (tried only when `lower` holds "lb" or "pound"). */
export function hasPounds(text: string, lower = text.toLowerCase()): boolean {
  return (lower.includes("lb") || lower.includes("pound")) && POUNDS.test(text);
}
