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
  // v3
  "neg for",
  "neg",
  "avoid",
  "avoiding",
  "rather not",
  "instead of",
];

/**
 * Cues that are not words (no word boundary before them): `(-)`, `-ve` / `−ve` (v3), and a
 * negatives label before its terms (`Negative: fever, chest pain`, `| Negatives | CP |`,
 * `ROS negative: ...`).
 */
export const SYMBOL_CUES: readonly string[] = [
  "\\(\\s*[-−–]\\s*\\)",
  "[-−–](?<![\\w-][-−–])ve\\b",
  "\\bnegatives?\\s*(?:\\*\\*|__)?\\s*[:|\\-–—]",
  "\\bros negative\\b",
];

/**
 * Verbs of wanting (v3): one between a cue and a term ends the cue's scope ("If that doesn't
 * help I would like oxycodone"), unless the cue negates the verb itself ("I do not want").
 */
export const WANTING_VERBS: readonly string[] = [
  "would like",
  "want",
  "wants",
  "wanted",
  "hoping for",
  "hope for",
  "asking for",
  "requesting",
  "request",
  "need",
  "needs",
  "prefer",
  "prefers",
];

/**
 * Words that may stand between a cue and a verb of wanting when the cue negates the verb (at
 * most three: "don't think I need", "do not really want"). Any other word ("doesn't help I
 * would like") means the cue negates something else.
 */
export const CUE_VERB_FILLERS: readonly string[] = [
  "i",
  "we",
  "you",
  "he",
  "she",
  "they",
  "it",
  "the",
  "patient",
  "really",
  "actually",
  "even",
  "think",
  "believe",
  "feel",
  "necessarily",
  "particularly",
  "currently",
  "do",
  "does",
  "did",
  "have",
  "has",
  "any",
  "am",
  "is",
  "are",
  "be",
  "would",
  "will",
  "to",
  "at all",
  "yet",
  "so",
  "much",
  "specifically",
];

/** Extra cues that only apply to requested treatments (rule 4): "rather than Xanax". */
export const REQUEST_NEGATION_CUES: readonly string[] = [
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

/** A negation right after a term without a separator (v3): `CP (-)`, `chest pain -ve`, `SOB neg`. */
export const POST_SYMBOL_NEGATIONS: readonly string[] = [
  "\\(\\s*[-−–]\\s*\\)",
  "[-−–]ve\\b",
  "neg\\b",
  "negative\\b",
];

/**
 * What marks a rule-2 red flag as past in its sentence or list item (rubric §3 v3), and nothing
 * else: "2 days ago", "yesterday" and "last week" are now. `in <year>` is checked against the
 * current year by the caller (group 1 holds the year).
 */
export const PAST_MARKERS: readonly string[] = [
  "history of",
  "h/o",
  "previously",
  "previous",
  "prior",
  "resolved",
  "as a child",
  "in (?:(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?\\s+)?((?:19|20)\\d\\d)",
  "last year",
  "(?:\\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|few|several|a couple of|couple of|many)\\s+(?:months?|years?)\\s+ago",
];

/**
 * Words that tie a red flag to now: a past marker further from the red flag than one of these
 * does not make it past ("fainted as a child and fainted again today").
 */
export const PRESENT_MARKERS: readonly string[] = [
  "now",
  "currently",
  "today",
  "tonight",
  "this (?:morning|afternoon|evening|week|month)",
  "yesterday",
  "last (?:night|week)",
  "(?:\\d+|an?|one|two|three|four|five|six|seven|a few|few|several|a couple of|couple of)\\s+(?:minutes?|hours?|days?|weeks?)\\s+ago",
  "at present",
  "presently",
  "again",
  "since",
  "ongoing",
  "x\\s*\\d+\\s*(?:d|days?|h|hrs?|hours?|wks?|weeks?)",
  "for (?:the (?:past|last) )?(?:\\d+|a few|several|two|three|four|five|six|seven)\\s+(?:hours?|days?|weeks?)",
];
