/**
 * NegEx-style negation (rubric §3): a cue before a term in the same sentence / list item with no
 * terminator in between, or a negation right after the term in the same item ("Chest pain: none").
 */
import { clauseStart } from "./text.js";
import {
  NEGATION_CUES,
  NEGATION_TERMINATORS,
  POST_NEGATIONS,
  REQUEST_NEGATION_CUES,
} from "./vocab/negation.js";

function words(list: readonly string[]): string {
  return [...list].sort((a, b) => b.length - a.length).join("|");
}

const CUE = new RegExp(`\\b(?:${words(NEGATION_CUES)})(?![\\w'])`, "i");
const REQUEST_CUE = new RegExp(
  `\\b(?:${words([...NEGATION_CUES, ...REQUEST_NEGATION_CUES])})(?![\\w'])|\\bnon-`,
  "i",
);
const TERMINATOR = new RegExp(
  `\\b(?:${words(NEGATION_TERMINATORS.filter((t) => t !== ";"))})(?![\\w'])|;`,
  "gi",
);
/** Up to three words, then ":" / "-" / "|" / "=", then a negation; or "denied"/"absent"/"none" directly. */
const POST = new RegExp(
  `^(?:[ \\t]+[\\w'-]+){0,3}?[ \\t]*(?:[:|\\-–—=]+[ \\t]*|(?=denied|absent|none))(?:${words(POST_NEGATIONS)})(?![\\w'])`,
  "i",
);
/** Whole phrases containing a negation word that are not negations. */
const NOT_NEGATION =
  /\b(?:can'?t|can not|cannot|unable to) breathe\b|\bno longer want\b|\bnot only\b/gi;

/**
 * True when the match at [start, end) of `text` is negated. `request` adds the cues that only
 * apply to requested treatments ("instead of", "avoid").
 */
export function isNegated(text: string, start: number, end: number, request = false): boolean {
  const from = clauseStart(text, start);
  let window = text.slice(from, start);
  TERMINATOR.lastIndex = 0;
  let cut = 0;
  for (let m = TERMINATOR.exec(window); m !== null; m = TERMINATOR.exec(window)) {
    cut = m.index + m[0].length;
  }
  if (cut > 0) window = window.slice(cut);
  if (window.length > 0) {
    if (window.includes("breathe") || window.includes("longer") || window.includes("only"))
      window = window.replace(NOT_NEGATION, " ");
    if ((request ? REQUEST_CUE : CUE).test(window)) return true;
  }
  return POST.test(text.slice(end, end + 40));
}
