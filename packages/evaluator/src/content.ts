/** Section content rules (rubric §1 "Content", "Empty", "Explicit negative"; criterion 3). */
import { lookupLabel, type Section } from "./sections.js";
import { EXPLICIT_NEGATIVES, PLACEHOLDERS } from "./vocab/phrases.js";
import {
  ARTICLE_DURATION_LEAD,
  DURATION_QUANTITIES,
  NUMBER_WORDS,
  ONSET_PATTERNS,
  TIME_UNITS,
} from "./vocab/time.js";

const PLACEHOLDER_SET = new Set(PLACEHOLDERS);
const NEGATIVE_ONLY = new RegExp(`^(?:${EXPLICIT_NEGATIVES.join("|")})$`, "i");
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

function trimTrailingDots(s: string): string {
  let end = s.length;
  while (end > 0) {
    const c = s.charCodeAt(end - 1);
    // . ! , ; : and white space (v3: trailing punctuation is ignored)
    if (c === 46 || c === 33 || c === 44 || c === 59 || c === 58 || c === 32 || c === 10 || c === 9)
      end--;
    else break;
  }
  return end === s.length ? s : s.slice(0, end);
}

/** Nothing, a placeholder, only punctuation, or the heading repeated. */
export function isEmptyContent(s: Section, content: string): boolean {
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

/** "None", "NKDA", "Noncontributory" … (complete only for the history-type sections). */
export function isExplicitNegative(content: string): boolean {
  if (content.length > 120) return false;
  return NEGATIVE_ONLY.test(trimTrailingDots(content.toLowerCase()).trim());
}

/** Number words and digits that start an age form. */
const AGE_NUMBER = `(?:\\d{1,3}(?:\\.\\d+)?|(?:${Object.keys(NUMBER_WORDS).join("|")})(?:[\\s-](?:one|two|three|four|five|six|seven|eight|nine))?)`;
/**
 * Age forms, never a duration (v3): "34-year-old", "34 years old", "18-month-old", "34 yrs old",
 * "34 y/o", "aged 34", "34 years of age".
 */
const AGE_FORMS = new RegExp(
  [
    `(?<![\\w.])${AGE_NUMBER}[\\s-]*(?:years?|yrs?|y|months?|mos?|weeks?|wks?|days?)\\.?[\\s-]*old\\b`,
    `(?<![\\w.])${AGE_NUMBER}\\s*(?:yo|y\\/o|y\\.o\\.?)(?![a-z])`,
    `(?<![\\w.])${AGE_NUMBER}\\s*(?:years?|yrs?|months?|mos?)\\s+of\\s+age\\b`,
    `\\baged\\s*:?\\s*${AGE_NUMBER}(?:\\s*(?:years?|yrs?|months?|mos?|weeks?|wks?)(?:\\s+old)?)?\\b`,
  ].join("|"),
  "gi",
);
/**
 * Frequencies, never a duration (v3): "twice a day", "3 times a week", "once daily",
 * "every 4 hours", "q6h", "2 days a week".
 */
const FREQUENCIES = new RegExp(
  [
    `\\b(?:every|each|per|q)\\s*(?:other\\s+|few\\s+|couple\\s+of\\s+)?(?:\\d+(?:\\.\\d+)?(?:\\s*(?:-|to|or)\\s*\\d+)?\\s*|(?:${Object.keys(NUMBER_WORDS).join("|")})\\s+)?(?:${UNIT_SRC}|h|d)\\b`,
    `(?:${QTY_SRC}|once|twice|thrice)[\\s-]*(?:times?\\s+)?(?:${UNIT_SRC}|d)?\\s*(?:a|an|per|each|every|\\/)\\s*(?:${UNIT_SRC}|d)\\b`,
    `\\b(?:once|twice|thrice)\\s+(?:daily|weekly|monthly|nightly|yearly)\\b`,
  ].join("|"),
  "gi",
);
/**
 * British notation (v3): `n/7` days, `n/52` weeks, `n/12` months, not followed by "/" or a
 * digit (a date, a fraction) and not after vision, VA or acuity (Snellen `6/12`).
 */
const BRITISH =
  /(?<![\w/.])(?<!\b(?:vision|va|acuity)[\s:=]{0,3})\d{1,2}\s?\/\s?(?:7|52|12)(?![\d/]|\.\d)/i;
/** Abbreviated units (v3): "x 2 wks", "x3d", "2 wk", "3 mos", "6 hrs", "48 h". */
const ABBREVIATED =
  /(?<![\w.])(?:x\s*)?\d+(?:\.\d+)?(?:\s*(?:-|to)\s*\d+)?\s*(?:h|hrs?|d|wks?|mos?|yrs?)\b(?!\s*old)|\bx\s*\d+\s*(?:d|w|m|y|days?|weeks?|months?|years?)\b/i;
const NUMBER_HINT =
  /\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|teen|twice|once|thrice|every|each|per\b/i;

/** A duration or onset (criterion 3); an age form or a frequency is never one. */
export function hasDuration(raw: string): boolean {
  let text = raw;
  if (NUMBER_HINT.test(text)) {
    AGE_FORMS.lastIndex = 0;
    FREQUENCIES.lastIndex = 0;
    text = text.replace(AGE_FORMS, " ").replace(FREQUENCIES, " ");
    if (BRITISH.test(text) || ABBREVIATED.test(text)) return true;
  }
  for (const re of DURATION_RES) if (re.test(text)) return true;
  return false;
}

/** White-space separated tokens. */
export function wordCount(text: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const space = c === 32 || c === 10 || c === 9 || c === 13 || c === 12 || c === 11;
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}
