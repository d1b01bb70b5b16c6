/**
 * Section names and their synonyms (rubric §1). Keys are normalised names: lower case, straight
 * apostrophes, single spaces, `/` without spaces, `&` with one space either side.
 */
export type SectionKind =
  | "cc"
  | "age_sex"
  | "age"
  | "sex"
  | "hpi"
  | "ros"
  | "pmh"
  | "allergies"
  | "fh"
  | "sh"
  | "dx"
  | "plan"
  | "weight"
  | "meds"
  | "ai_model"
  | "ai_client"
  /** SOAP `Objective`: known, optional, judged by nothing. */
  | "objective"
  /**
   * `History` alone (v3): History of Present Illness when no other section of the letter maps
   * there, otherwise no known name (resolved by `parseSections`).
   */
  | "history";

/**
 * Exactly the rubric's names and synonyms (§1 table, plus AI Model, AI Client, Current
 * Medications, Medications). Anything else is an unknown section unless the misspelling rule
 * (headings only) or the combined-heading rule maps it to these: the rubric is the contract, and a
 * wider list here would judge letters it labels as missing a section (`History of Presenting
 * Complaint`, `Past Medical and Surgical History`) as complete.
 */
export const SECTION_SYNONYMS: Record<SectionKind, readonly string[]> = {
  cc: [
    "chief complaint",
    "cc",
    "main concern",
    "reason for visit",
    "presenting complaint",
    "reason for consultation",
    "presenting problem",
  ],
  age_sex: ["age and sex", "age/sex", "age & sex", "demographics"],
  age: ["age"],
  sex: ["sex", "gender"],
  hpi: [
    "history of present illness",
    "hpi",
    "history of presenting illness",
    "present illness",
    "subjective",
  ],
  ros: ["review of systems", "ros", "systems review"],
  pmh: [
    "past medical history",
    "pmh",
    "pmhx",
    "medical history",
    "past history",
    "past medical history and surgical history",
    "pmh/psh",
  ],
  allergies: [
    "allergies",
    "allergy",
    "drug allergies",
    "medication allergies",
    "allergies and intolerances",
    "allergies & intolerances",
    "intolerances",
  ],
  fh: ["family history", "fh", "fhx", "family medical history", "family hx"],
  sh: ["social history", "sh", "shx", "social", "social hx", "lifestyle"],
  dx: [
    "diagnosis",
    "dx",
    "suspected diagnosis",
    "assessment",
    "impression",
    "clinical impression",
    "working diagnosis",
    "differential diagnosis",
    "what i think it might be",
  ],
  plan: [
    "treatment plan",
    "plan",
    "rx",
    "rx plan",
    "management",
    "management plan",
    "plan of care",
    "requested treatment",
    "requested medication",
    "what i'm hoping for",
    "what i am hoping for",
    "treatment",
    "tx",
    "proposed treatment",
    "request",
  ],
  weight: ["weight", "body weight"],
  meds: ["current medications", "medications"],
  ai_model: ["ai model"],
  ai_client: ["ai client"],
  objective: ["objective"],
  history: ["history"],
};

/**
 * The rubric's named combined headings: Diagnosis-type and Treatment-Plan-type at once. Other
 * joins of known names (`Family & Social History`) follow from the combined-heading rule.
 */
export const COMBINED_SECTIONS: Record<string, readonly SectionKind[]> = {
  "assessment and plan": ["dx", "plan"],
  "assessment & plan": ["dx", "plan"],
  "a/p": ["dx", "plan"],
  "a & p": ["dx", "plan"],
};

/** Section kinds whose content an explicit negative ("None", "NKDA") answers completely. */
export const NEGATIVE_ANSWERABLE: ReadonlySet<SectionKind> = new Set([
  "ros",
  "pmh",
  "allergies",
  "fh",
  "sh",
]);
