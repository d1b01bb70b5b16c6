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

/** True when the text starts with an ASCII letter or digit (so it is not only punctuation). */
function startsWithAsciiAlnum(s: string): boolean {
  const c = s.charCodeAt(0) | 32;
  return (c >= 97 && c <= 122) || (s.charCodeAt(0) >= 48 && s.charCodeAt(0) <= 57);
}

/** Nothing, a placeholder, only punctuation, or the heading repeated. */
export function isEmptyContent(s: Section, content: string): boolean {
  if (content === "") return true;
  if (content.length > 120) return false;
  const folded = content.toLowerCase();
  const lower = trimTrailingDots(folded);
  if (lower === "" || PLACEHOLDER_SET.has(lower) || PLACEHOLDER_SET.has(folded)) return true;
  if (!startsWithAsciiAlnum(content) && ONLY_PUNCT.test(content)) return true;
  if (s.heading && lower === trimTrailingDots(s.heading.toLowerCase())) return true;
  // the heading's name repeated (only a known section can repeat its own name)
  if (s.kinds.length === 0 || content.length > 80) return false;
  const echo = lookupLabel(content);
  return echo?.some((k) => s.kinds.includes(k)) === true;
}

/** "None", "NKDA", "Noncontributory" … (complete only for the history-type sections). */
export function isExplicitNegative(content: string): boolean {
  if (content.length > 120) return false;
  return NEGATIVE_ONLY.test(trimTrailingDots(content.toLowerCase()).trim());
}

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

/** What follows a number in an age form ("-year-old" is matched as a duration up to "year"). */
const AGE_AFTER = /^\.?[\s-]*old\b|^\s*(?:yo|y\/o|y\.o)(?![a-z])|^\s+of\s+age\b/i;
const AGE_BEFORE = /\baged\s*:?\s*$/i;
/** What stands around a unit in a frequency ("every 4 hours", "3 days a week"). */
const FREQUENCY_BEFORE = /\b(?:every|each|per|q)\s*(?:other\s+|few\s+)?$/i;
const FREQUENCY_AFTER =
  /^\s*(?:a|an|per|each|every|\/)\s*(?:day|night|week|month|year|hour|d\b|wk|mo|yr|h\b)/i;

/**
 * True when the duration at [start, end) of `text` may be part of an age form or a frequency
 * (a cheap look at its neighbours; the caller then reads the text without those).
 */
function inAgeOrFrequency(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 24), start);
  const after = text.slice(end, end + 24);
  return (
    AGE_AFTER.test(after) ||
    AGE_BEFORE.test(before) ||
    FREQUENCY_BEFORE.test(before) ||
    FREQUENCY_AFTER.test(after)
  );
}

/** The duration patterns (a test first, no match array), most common first. */
const DURATION_TESTS: readonly RegExp[] = [...DURATION_RES, ABBREVIATED];
/** The same, global: every match is looked at when the test finds one. */
const ALL_DURATION_RES: readonly RegExp[] = DURATION_TESTS.map(
  (re) => new RegExp(re.source, `${re.flags}g`),
);
const BRITISH_ALL = new RegExp(BRITISH.source, `${BRITISH.flags}g`);

/** True when a match of `re` in `text` is a duration (not part of an age form or a frequency). */
function durationMatch(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    if (!NUMBER_HINT.test(m[0]) || !inAgeOrFrequency(text, m.index, m.index + m[0].length))
      return true;
  }
  return false;
}

/** A duration or onset (criterion 3); an age form or a frequency is never one. */
export function hasDuration(text: string): boolean {
  for (let i = 0; i < DURATION_TESTS.length; i++)
    if (
      (DURATION_TESTS[i] as RegExp).test(text) &&
      durationMatch(ALL_DURATION_RES[i] as RegExp, text)
    )
      return true;
  return text.includes("/") && durationMatch(BRITISH_ALL, text);
}

/** White-space separated tokens; counting stops at `atMost`. */
export function wordCount(text: string, atMost = Number.POSITIVE_INFINITY): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length && n < atMost; i++) {
    const c = text.charCodeAt(i);
    const space = c === 32 || c === 10 || c === 9 || c === 13 || c === 12 || c === 11;
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}
