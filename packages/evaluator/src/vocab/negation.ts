/**
 * NegEx-style negation vocabulary (rubric §3 "Negation"). Regex sources, matched case-insensitively
 * on text with straightened apostrophes.
 */

/** Cues that negate a following term in the same sentence / list item. */
export const NEGATION_CUES: readonly string[] = [
  "no",
  "not",
  "denies",
  "denied",
  "deny",
  "denying",
  "without",
  "negative for",
  "never",
  "none",
  "absent",
  "free of",
  "ruled out",
  "rules out",
  "nor",
  "neither",
  "don'?t",
  "doesn'?t",
  "didn'?t",
  "haven'?t",
  "hasn'?t",
  "isn'?t",
  "wasn'?t",
  "aren'?t",
  "weren'?t",
];

/** Extra cues that only apply to requested treatments (rule 4): "instead of Xanax". */
export const REQUEST_NEGATION_CUES: readonly string[] = [
  "avoid",
  "avoiding",
  "instead of",
  "rather than",
  "other than",
  "alternative to",
  "alternatives to",
  "stop",
  "stopping",
  "stopped",
  "taper",
  "tapering",
  "wean",
  "weaning",
  "allergic to",
  "non-",
];

/** Scope terminators: a negation does not reach past these. */
export const NEGATION_TERMINATORS: readonly string[] = [
  "but",
  "however",
  "although",
  "though",
  "except",
  "yet",
  "aside from",
  "apart from",
  "other than",
  "besides",
  "whereas",
  "now",
  "still",
  ";",
];

/** A negation right after a term in the same list item / table row: "Chest pain: none". */
export const POST_NEGATIONS: readonly string[] = [
  "none",
  "no",
  "not",
  "denied",
  "denies",
  "negative",
  "neg",
  "never",
  "absent",
  "nil",
  "not present",
  "ruled out",
];

/** Words in a sentence that mark an episode as past ("seizure as a child"): rule 2 "now". */
export const PAST_MARKERS: readonly string[] = [
  "history of",
  "hx of",
  "h/o",
  "years? ago",
  "months? ago",
  "as an? (?:child|kid|baby|infant|toddler|teen|teenager)",
  "when (?:i|he|she) was",
  "in (?:19|20)\\d\\d",
  "previous(?:ly)?",
  "prior",
  "in the past",
  "last year",
  "once before",
  "years back",
  "childhood",
  "at age \\d+",
];
