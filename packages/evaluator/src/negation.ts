/**
 * NegEx-style negation (rubric §3): a cue before a term in the same sentence / list item with no
 * terminator in between, or a negation right after the term in the same item ("Chest pain: none").
 * v3: symbol cues (`(-)`, `-ve`), negatives labels (`Negative: fever, chest pain`), and verbs of
 * wanting that end a cue's scope unless the cue negates the verb ("I do not want oxycodone").
 */
import { clauseStart } from "./text.js";
import {
  CUE_VERB_FILLERS,
  NEGATION_CUES,
  NEGATION_TERMINATORS,
  POST_NEGATIONS,
  POST_SYMBOL_NEGATIONS,
  REQUEST_NEGATION_CUES,
  SYMBOL_CUES,
  WANTING_VERBS,
} from "./vocab/negation.js";

function words(list: readonly string[]): string {
  return [...list].sort((a, b) => b.length - a.length).join("|");
}

const CUE_SRC = `\\b(?:${words(NEGATION_CUES)})(?![\\w'])|${SYMBOL_CUES.join("|")}`;
const CUE = new RegExp(CUE_SRC, "i");
const REQUEST_CUE = new RegExp(
  `${CUE_SRC}|\\b(?:${words(REQUEST_NEGATION_CUES)})(?![\\w'])|\\bnon-`,
  "i",
);
const TERMINATOR = new RegExp(
  `\\b(?:${words(NEGATION_TERMINATORS.filter((t) => t !== ";"))})(?![\\w'])|;`,
  "gi",
);
/**
 * Up to three words (`SI/HI` joins two), then ":" / "-" / "|" / "=", then a negation; or
 * "denied"/"absent"/"none" directly; or at most one word, then a symbol negation (`(-)`, `-ve`,
 * `neg`): a term matched inside a longer phrase ("suicidal" of "suicidal thoughts (-)"). Not
 * more: "chest pain and troponin neg" keeps the chest pain.
 */
const POST = new RegExp(
  `^(?:[ \\t]+[\\w'-]+|\\/[\\w'-]+){0,3}?[ \\t]*(?:[:|\\-–—=]+[ \\t]*|(?=denied|absent|none))(?:${words(POST_NEGATIONS)})(?![\\w'])|^(?:[ \\t]+[\\w'-]+)?[ \\t]*(?:${POST_SYMBOL_NEGATIONS.join("|")})`,
  "i",
);
/** Whole phrases containing a negation word that are not negations. */
const NOT_NEGATION =
  /\b(?:can'?t|can not|cannot|unable to) breathe\b|\bno longer want\b|\bnot only\b/gi;

/** A verb of wanting (v3); the last one in a window ends the scope of the cues before it. */
const WANTING = new RegExp(`\\b(?:${words(WANTING_VERBS)})(?![\\w'])`, "gi");
/** A cue that negates the verb right after it: at most three filler words between them. */
const CUE_ON_VERB = new RegExp(
  `(?:${CUE_SRC})(?:\\s+(?:${words(CUE_VERB_FILLERS)})){0,3}\\s*$`,
  "i",
);
const WANT_HINT = /want|hop|ask|request|need|prefer|like/i;

/**
 * True when the match at [start, end) of `text` is negated. `request` adds the cues that only
 * apply to requested treatments ("rather than").
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
    const cue = request ? REQUEST_CUE : CUE;
    // no cue at all: nothing to negate (and no verb of wanting to look for)
    if (cue.test(window)) {
      if (!WANT_HINT.test(window)) return true;
      // a verb of wanting ends the scope of the cues before it, unless one negates the verb
      WANTING.lastIndex = 0;
      let verb: RegExpExecArray | null = null;
      for (let m = WANTING.exec(window); m !== null; m = WANTING.exec(window)) verb = m;
      if (verb === null) return true;
      if (CUE_ON_VERB.test(window.slice(0, verb.index))) return true;
      if (cue.test(window.slice(verb.index + verb[0].length))) return true;
    }
  }
  return POST.test(text.slice(end, end + 40));
}
