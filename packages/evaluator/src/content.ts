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
    if (c === 46 || c === 33 || c === 32 || c === 10 || c === 9) end--;
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

/** A duration or onset (criterion 3). */
export function hasDuration(text: string): boolean {
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
