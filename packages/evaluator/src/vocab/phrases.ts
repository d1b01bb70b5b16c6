/**
 * Content vocabularies (rubric §1–2): placeholders, explicit negatives and vague phrases.
 * All entries are compared after normalisation (see each list's comment).
 */

/**
 * Content that counts as empty in any section. Compared after lower-casing, straightening
 * apostrophes, trimming and dropping trailing punctuation (v3: `.`, `!`, `,`, `;`, `:`).
 */
export const PLACEHOLDERS: readonly string[] = [
  "n/a",
  "n / a",
  "na",
  "n.a",
  "tbd",
  "tba",
  "tbc",
  "todo",
  "to do",
  "?",
  "??",
  "???",
  "-",
  "--",
  "---",
  "–",
  "—",
  "...",
  "…",
  "unknown",
  "not known",
  "unk",
  "[fill in]",
  "fill in",
  "xxx",
  "placeholder",
  // v3
  "see chart",
  "see above",
  "see below",
  "see attached",
  "see notes",
  "deferred",
  "to follow",
  "pending",
  "not assessed",
  "not asked",
];

/**
 * Explicit negatives: a complete answer for ROS, PMH, Allergies, FH and SH, but not an answer
 * for Chief Complaint, HPI, Diagnosis or Treatment Plan. Regex sources, matched against the whole
 * lower-cased content without trailing punctuation.
 */
export const EXPLICIT_NEGATIVES: readonly string[] = [
  "none",
  "none known",
  "none reported",
  "nil",
  "no",
  "nothing",
  "negative",
  "nkda",
  "nka",
  "no known (?:drug |medication )?allergies",
  "non-?contributory",
  "no significant(?: [a-z]+)* history",
  "no (?:relevant |significant )?(?:medical |family |social )?history",
  "denies\\b.*",
  "healthy,? no (?:conditions|problems|issues)",
  "no complaints",
  "not applicable",
];

/**
 * Vague Diagnosis answers (rubric criterion 9). Compared after lower-casing, removing apostrophes,
 * turning other punctuation into spaces and collapsing white space.
 */
export const VAGUE_DIAGNOSIS: readonly string[] = [
  "",
  "not sure",
  "unsure",
  "i dont know",
  "i do not know",
  "dont know",
  "do not know",
  "no idea",
  "unknown",
  "not known",
  "none",
  "nothing",
  "n a",
  "na",
  "idk",
  "im not sure",
  "i am not sure",
  "not sure yet",
  "no clue",
  "unclear",
  "tbd",
  "none yet",
  "no diagnosis",
  "not diagnosed",
  "not diagnosed yet",
];

/** Vague Treatment Plan answers: the diagnosis list plus these. Same normalisation. */
export const VAGUE_PLAN_EXTRA: readonly string[] = [
  "whatever",
  "anything",
  "whatever works",
  "anything that works",
  "whatever the doctor thinks",
  "whatever the doctor thinks is best",
  "whatever the doctor recommends",
  "whatever you think",
  "whatever you think is best",
  "whatever you recommend",
  "whatever is best",
  "up to the doctor",
  "up to you",
  "doctors choice",
  "the doctors choice",
  "open to suggestions",
  "no preference",
  "not sure what i need",
];
