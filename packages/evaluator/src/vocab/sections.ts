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
  | "ai_client";

export const SECTION_SYNONYMS: Record<SectionKind, readonly string[]> = {
  cc: [
    "chief complaint",
    "chief complaints",
    "cc",
    "main concern",
    "main complaint",
    "chief concern",
    "primary concern",
    "reason for visit",
    "reason for the visit",
    "reason for consultation",
    "reason for consult",
    "presenting complaint",
    "presenting complaints",
    "presenting problem",
    "complaint",
    "c/c",
  ],
  age_sex: [
    "age and sex",
    "age & sex",
    "age/sex",
    "age and gender",
    "age & gender",
    "age/gender",
    "sex and age",
    "demographics",
  ],
  age: ["age", "patient age"],
  sex: ["sex", "gender", "biological sex", "sex at birth"],
  hpi: [
    "history of present illness",
    "history of the present illness",
    "hpi",
    "history of presenting illness",
    "history of presenting complaint",
    "present illness",
    "presenting illness",
  ],
  ros: ["review of systems", "review of system", "ros", "systems review", "system review"],
  pmh: [
    "past medical history",
    "pmh",
    "pmhx",
    "medical history",
    "past history",
    "past medical and surgical history",
    "past medical/surgical history",
    "medical and surgical history",
    "past medical history and surgical history",
    "past medical & surgical history",
    "pmh/psh",
    "pmhx/pshx",
    "pmh & psh",
    "pmh and psh",
    "past medical hx",
    "medical hx",
    "past hx",
  ],
  allergies: [
    "allergies",
    "allergy",
    "drug allergies",
    "drug allergy",
    "medication allergies",
    "medication allergy",
    "known allergies",
    "allergies/intolerances",
  ],
  fh: ["family history", "fh", "fhx", "family medical history", "family hx"],
  sh: ["social history", "sh", "shx", "social", "social hx"],
  dx: [
    "diagnosis",
    "suspected diagnosis",
    "assessment",
    "working diagnosis",
    "provisional diagnosis",
    "possible diagnosis",
    "likely diagnosis",
    "impression",
    "clinical impression",
    "differential diagnosis",
    "differential diagnoses",
    "differential",
    "ddx",
    "diagnoses",
    "dx",
    "what i think it might be",
    "what i think it is",
  ],
  plan: [
    "treatment plan",
    "plan",
    "requested treatment",
    "treatment requested",
    "treatment request",
    "treatment",
    "rx",
    "rx plan",
    "management",
    "management plan",
    "plan of care",
    "care plan",
    "requested medication",
    "requested medications",
    "medication requested",
    "requested treatment plan",
    "what i'm hoping for",
    "what i am hoping for",
    "what im hoping for",
    "what i would like",
    "what i'd like",
  ],
  weight: ["weight", "body weight"],
  meds: [
    "current medications",
    "medications",
    "medication",
    "current medication",
    "meds",
    "current meds",
  ],
  ai_model: ["ai model"],
  ai_client: ["ai client"],
};

/** Headings that cover two criteria at once. */
export const COMBINED_SECTIONS: Record<string, readonly SectionKind[]> = {
  "assessment and plan": ["dx", "plan"],
  "assessment & plan": ["dx", "plan"],
  "assessment/plan": ["dx", "plan"],
  "a/p": ["dx", "plan"],
  "a & p": ["dx", "plan"],
  "a and p": ["dx", "plan"],
  "assessment and treatment plan": ["dx", "plan"],
  "impression & plan": ["dx", "plan"],
  "impression/plan": ["dx", "plan"],
  "impression and plan": ["dx", "plan"],
  "diagnosis and plan": ["dx", "plan"],
  "diagnosis and treatment plan": ["dx", "plan"],
};

/** Section kinds whose content an explicit negative ("None", "NKDA") answers completely. */
export const NEGATIVE_ANSWERABLE: ReadonlySet<SectionKind> = new Set([
  "ros",
  "pmh",
  "allergies",
  "fh",
  "sh",
]);
