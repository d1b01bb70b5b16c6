/** Personal identifiers (rubric §4). Reported by kind only; values are never echoed. */
export type PiiKind =
  | "email"
  | "phone"
  | "dob"
  | "address"
  | "name"
  | "insurance_id"
  | "ssn"
  | "mrn";

const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const DATE = `(?:\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}|\\d{4}[/.-]\\d{1,2}[/.-]\\d{1,2}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH},?\\s+\\d{4}|${MONTH},?\\s+\\d{4})`;

/**
 * Words that must occur (in lower case) before the dob, name and insurance_id patterns are tried,
 * found in one pass over the lower-cased text. No word is a prefix of a word of another kind, so
 * at most one kind matches at a position, and the pass restarts one character after each match,
 * so overlapping words ("bornhs") are all seen.
 */
const HINT_WORDS: readonly [PiiKind, readonly string[]][] = [
  ["dob", ["dob", "d\\.o\\.b", "birth", "born"]],
  ["name", ["name", "called"]],
  [
    "insurance_id",
    ["insurance", "member", "policy", "subscriber", "medicare", "medicaid", "health card", "nhs"],
  ],
];
const WORD_HINTS = new RegExp(HINT_WORDS.map(([, words]) => `(${words.join("|")})`).join("|"), "g");

/** The kinds whose hint words occur in the text. */
function hintedKinds(lower: string): Set<PiiKind> {
  const hinted = new Set<PiiKind>();
  WORD_HINTS.lastIndex = 0;
  for (let m = WORD_HINTS.exec(lower); m !== null; m = WORD_HINTS.exec(lower)) {
    for (let g = 0; g < HINT_WORDS.length; g++)
      if (m[g + 1] !== undefined) hinted.add((HINT_WORDS[g] as [PiiKind, string[]])[0]);
    if (hinted.size === HINT_WORDS.length) break;
    WORD_HINTS.lastIndex = m.index + 1;
  }
  return hinted;
}

/** Cheap tests that must pass before a pattern is tried. */
const HINTS: Readonly<
  Record<PiiKind, (text: string, hinted: () => Set<PiiKind>, lower: string) => boolean>
> = {
  email: (text) => text.includes("@"),
  phone: (text) => /\d{3}/.test(text),
  dob: (_, hinted) => hinted().has("dob"),
  address: (text) => /\d/.test(text),
  name: (_, hinted) => hinted().has("name"),
  insurance_id: (_, hinted) => hinted().has("insurance_id"),
  // a labelled SSN (or any ddd-dd-dddd, looked for apart)
  ssn: (text, _, lower) => v3Hints(text, lower).ssn,
  mrn: (text, _, lower) => v3Hints(text, lower).mrn,
};

/**
 * The v3 kinds' hints: a label before a colon (`SSN:`, `Social Security number:`, `MRN:`,
 * `Medical record number:`, `Patient:`, `Name:`), found by looking just before each colon (far
 * cheaper than a regex over the whole letter), or `SSN` / `MRN` written in capitals anywhere.
 * Remembered for the last letter (findPii asks up to three times).
 */
const LABEL_BEFORE_COLON =
  /(?:(ssn|s\.s\.n\.?|social security(?: number| no\.?| #)?)|(mrn|medical record(?: number| no\.?| #| id)?)|(patient(?:'s)? name|full name|name|patient))[\s*_#]{0,4}$/;
const SOCIAL_SECURITY = /social\s+security/;
let lastLower: string | undefined;
let lastHints = { ssn: false, mrn: false, patient: false };
function v3Hints(text: string, lower: string): { ssn: boolean; mrn: boolean; patient: boolean } {
  if (lower === lastLower) return lastHints;
  const hints = {
    // "curity" starts with a rarer letter than "security": the literal search is faster
    ssn: text.includes("SSN") || (lower.includes("curity") && SOCIAL_SECURITY.test(lower)),
    mrn: text.includes("MRN"),
    patient: false,
  };
  for (let i = lower.indexOf(":"); i !== -1; i = lower.indexOf(":", i + 1)) {
    const m = LABEL_BEFORE_COLON.exec(lower.slice(Math.max(0, i - 32), i));
    if (m === null) continue;
    if (m[1] !== undefined) hints.ssn = true;
    else if (m[2] !== undefined) hints.mrn = true;
    else hints.patient = true;
  }
  lastLower = lower;
  lastHints = hints;
  return hints;
}
/** Any ddd-dd-dddd is a Social Security number (v3). */
const SSN_DIGITS = /(?<![\w-])\d{3}-\d{2}-\d{4}(?![\w-])/;

const STREET_SUFFIXES = [
  "street",
  "st",
  "avenue",
  "ave",
  "road",
  "rd",
  "boulevard",
  "blvd",
  "lane",
  "ln",
  "drive",
  "dr",
  "court",
  "ct",
  "way",
  "place",
  "pl",
  "terrace",
  "ter",
  "circle",
  "cir",
  "parkway",
  "pkwy",
  "highway",
  "hwy",
  "square",
  "sq",
  "crescent",
  "close",
].flatMap((s) => [s, s[0]?.toUpperCase() + s.slice(1), s.toUpperCase()]);
/**
 * A house number, one to four capitalised name words and a street suffix; or a PO box / apartment
 * number. Only tested (never matched for its text), so both forms are written to start at a
 * digit, which the regex engine looks for quickly: the house number's first digit, after no word
 * character, "/", "." or "-" (`\b(?<![/.-])\d` before); the box or apartment number's first
 * digit, with the words before it looked for behind. The optional endings (`\.?`, more digits)
 * of the matched forms cannot change whether there is a match.
 */
const ADDRESS = new RegExp(
  `\\d(?:(?<=(?:^|[^\\w/.-])\\d)\\d{0,5}[A-Za-z]?\\s+(?:[A-Z0-9][\\w'.-]*\\s+){1,4}(?:${STREET_SUFFIXES.join("|")})\\b|(?<=\\b(?:[Pp]\\.?\\s?[Oo]\\.?\\s+[Bb]ox|[Aa]pt\\.?|[Aa]partment|[Ss]uite)\\s+#?\\d))`,
);

const PATTERNS: readonly [PiiKind, RegExp][] = [
  ["email", /[A-Za-z0-9._%+-]@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,}/],
  [
    "phone",
    /(?<![\w/.,-])(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?![\w/]|[.,]\d)|(?<![\w/.,-])\+\d{1,3}(?:[\s.-]?\d{2,5}){3,5}(?![\w/])/,
  ],
  [
    "dob",
    new RegExp(
      `\\b(?:d\\.?o\\.?b\\b\\.?|(?:date\\s+of\\s+birth|birth\\s*date|birthday)\\b)\\s*(?:is|was|[:#=\\-–])?\\s*(?:${DATE}|\\d{4}\\b)|\\bborn\\s+(?:on\\s+(?:the\\s+)?)?${DATE}|\\bborn\\s+on\\s+\\d`,
      "i",
    ),
  ],
  ["address", ADDRESS],
  [
    "name",
    /(?:\b(?:[Mm]y|MY) (?:[Nn]ame|NAME)(?: is|'s| IS)|\bI am called|\bI'm called|\b[Pp]atient(?:'s)? name\s+is|\b[Ff]ull name\s+is)\s*(?:Mr\.?\s+|Mrs\.?\s+|Ms\.?\s+|Dr\.?\s+)?["']?[A-Z][a-z]+/m,
  ],
  [
    "insurance_id",
    /\b(?:insurance|member|policy|subscriber|medicare|medicaid|health\s+card|nhs)\b[^\n]{0,25}?(?:\b(?:id|number|no|num)\b\.?|#)\s*(?:is|:|#)?\s*(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{4,}|\b(?:insurance|member|policy|subscriber)\b\s*[:#]\s*(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{4,}/i,
  ],
  [
    "ssn",
    /\b(?:ssn|s\.s\.n\.?|social\s+security(?:\s+(?:number|no\.?|#))?)\b[^\n\d]{0,20}?\d(?:[\s-]?\d){3,}/i,
  ],
  [
    "mrn",
    /\b(?:mrn|medical\s+record\s+(?:number|no\.?|#|id))\b\s*(?:is|:|#|=|-)?\s*#?\s*(?=[A-Za-z0-9-]*\d)[A-Za-z0-9][A-Za-z0-9-]{3,}/i,
  ],
];

/**
 * `Name:`, `Patient name:`, `Patient:` labels (v3; also `Full name:`) followed by two or more
 * capitalised words that are not sex, age, relation or title words (`Patient: Female, 34` and
 * `Name: withheld` are not names).
 */
const NAME_LABEL =
  /(?:^|[\s|*_(>])(?:[Pp]atient(?:'s)?\s+[Nn]ame|[Ff]ull\s+[Nn]ame|[Nn]ame|NAME|[Pp]atient|PATIENT)\s*(?:\*\*|__)?\s*[:=]\s*(?:\*\*|__)?\s*((?:[A-Z][A-Za-z'.-]*[ \t]+){1,4}[A-Z][A-Za-z'.-]*)/g;
const NOT_NAME_WORDS = new Set([
  "male",
  "female",
  "man",
  "woman",
  "boy",
  "girl",
  "lady",
  "gentleman",
  "son",
  "daughter",
  "m",
  "f",
  "mother",
  "father",
  "mom",
  "mum",
  "dad",
  "wife",
  "husband",
  "partner",
  "child",
  "infant",
  "baby",
  "toddler",
  "adult",
  "teen",
  "teenager",
  "adolescent",
  "patient",
  "self",
  "parent",
  "guardian",
  "sister",
  "brother",
  "aunt",
  "uncle",
  "grandmother",
  "grandfather",
  "mr",
  "mrs",
  "ms",
  "miss",
  "mx",
  "dr",
  "sir",
  "madam",
  "prof",
  "age",
  "aged",
  "year",
  "years",
  "old",
  "yo",
  "months",
  "withheld",
  "redacted",
  "anonymous",
  "anonymised",
  "anonymized",
  "not",
  "none",
  "unknown",
  "confidential",
  "private",
  "hidden",
  "omitted",
  "removed",
  "provided",
  "given",
  "stated",
  "n/a",
  "na",
  "the",
  "a",
  "an",
]);

/** True when a name label is followed by two or more capitalised name words. */
function hasNameLabel(text: string): boolean {
  NAME_LABEL.lastIndex = 0;
  for (let m = NAME_LABEL.exec(text); m !== null; m = NAME_LABEL.exec(text)) {
    let count = 0;
    for (const raw of (m[1] ?? "").split(/[ \t]+/)) {
      const word = raw.replace(/[.'-]+$/, "").toLowerCase();
      if (NOT_NAME_WORDS.has(word)) continue;
      count++;
    }
    if (count >= 2) return true;
  }
  return false;
}

/** The kinds in the rubric's reporting order. */
export const PII_KINDS: readonly PiiKind[] = [
  "email",
  "phone",
  "dob",
  "address",
  "name",
  "insurance_id",
  "ssn",
  "mrn",
];

/**
 * Kinds of personal identifiers found, in the order email, phone, dob, address, name,
 * insurance_id, ssn, mrn.
 */
export function findPii(text: string, lower = text.toLowerCase()): PiiKind[] {
  const found = new Set<PiiKind>();
  let words: Set<PiiKind> | undefined;
  const hinted = () => {
    words ??= hintedKinds(lower);
    return words;
  };
  for (const [kind, re] of PATTERNS)
    if (HINTS[kind](text, hinted, lower) && re.test(text)) found.add(kind);
  if (!found.has("ssn") && SSN_DIGITS.test(text)) found.add("ssn");
  if (
    !found.has("name") &&
    (hinted().has("name") || v3Hints(text, lower).patient) &&
    hasNameLabel(text)
  )
    found.add("name");
  return PII_KINDS.filter((k) => found.has(k));
}

/** Plain words for each kind (never the value). */
export const PII_LABELS: Readonly<Record<PiiKind, string>> = {
  email: "e-mail address",
  phone: "phone number",
  dob: "date of birth",
  address: "street address",
  name: "name",
  insurance_id: "insurance or member id",
  ssn: "Social Security number",
  mrn: "medical record number",
};
