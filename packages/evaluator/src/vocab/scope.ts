/**
 * Scope vocabularies (rubric §3, rules 2–5). Each entry is a list of regex sources that are
 * joined into one case-insensitive alternation at module load. Apostrophes are straight.
 */

const THE = "(?:the |my |his |her |their |your )?";

/** Rule 2 — chest pain, pressure or tightness in any wording (a red flag only with a co-factor). */
export const CHEST_PAIN: readonly string[] = [
  "(?<!burning )chest[\\s-]+(?:pain|pressure|tightness|discomfort|heaviness|squeezing|ache|aching)",
  "(?:tight|heavy|crushing|squeezing|pressure-like) chest",
  `(?:pain|pressure|tightness|heaviness|discomfort|squeezing|ache|aching|weight) (?:in|on|across|behind|around|over|at) ${THE}(?:(?:middle|centre|center|left side|right side|front) of ${THE})?chest`,
  "angina",
];

/** Rule 2 co-factors of chest pain. */
export const EXERTION: readonly string[] = [
  "exertion(?:al)?",
  "(?:on|with|during|after) (?:exertion|exercise|exercising|activity|physical activity|effort)",
  "(?:while|when) (?:i |he |she |i'm |im )?(?:exercis\\w*|climb\\w*|carry\\w*|lift\\w*|run\\w*|jog\\w*|walk\\w* up\\w*)",
  "climbing (?:the |some )?stairs",
  "up (?:the |a flight of |two flights of |some )?stairs",
  "carrying",
  "walking uphill",
];
export const RADIATION: readonly string[] = [
  `(?:radiat\\w*|spread\\w*|shoot\\w*|travel\\w*|goes|going|go|went|moves?|moving|extend\\w*) (?:in)?(?:to|down|up|through|across|towards?) ${THE}(?:left |right |both |upper )?(?:arms?|jaw|back|neck|shoulders?)`,
  "(?:left )?arm (?:pain|numbness|tingling)",
  "jaw pain",
  "pain (?:in|down) (?:my |his |her )?left arm",
];
export const SWEATING: readonly string[] = [
  "(?<!night )(?<!night-)sweat(?:ing|y|s)?",
  "diaphore\\w+",
  "clammy",
  "cold sweat",
];
export const SHORT_OF_BREATH: readonly string[] = [
  "shortness of breath",
  "short of breath",
  "breathless(?:ness)?",
  "out of breath",
  "trouble breathing",
  "difficulty breathing",
  "difficulty in breathing",
  "hard to breathe",
  "struggling to breathe",
  "dyspno?ea",
  "can't catch my breath",
  "cannot catch my breath",
];

/** Rule 2 — stand-alone red flags, by group. */
export const RED_FLAGS: Readonly<Record<string, readonly string[]>> = {
  "severe difficulty breathing": [
    "severe (?:difficulty|trouble|shortness of) breath\\w*",
    "(?:can't|can not|cannot|unable to|struggling to|barely) breathe(?![^.\\n;]{0,30}\\b(?:nose|nostril|nasal))",
    "gasping for (?:air|breath)",
    "lips? (?:are |is |were |look\\w* |turn\\w* |going |went )*blue",
    "blue lips",
    "turning blue",
    "cyanos\\w+",
  ],
  "stroke signs": [
    "face (?:is |was )?droop\\w*",
    "facial droop\\w*",
    `droop\\w* (?:of )?${THE}(?:face|mouth|eyelid)`,
    "slurr\\w* (?:speech|words)",
    "speech (?:is |was )?slurr\\w*",
    "(?:one[\\s-]sided|unilateral|one side) (?:weakness|numbness|paralysis)",
    "(?:weakness|numbness|paralysis) (?:on|in|of) one side",
    "sudden (?:weakness|numbness)",
    "having a stroke",
  ],
  "severe bleeding": [
    "(?:severe|uncontrolled|uncontrollable|profuse|massive) bleeding",
    "bleeding (?:that |which )?(?:won't|will not|wont|doesn't|does not|can't|cannot|isn't|is not) (?:be )?stop\\w*",
    "bleeding (?:heavily|profusely|uncontrollably)",
    "(?:can't|cannot|unable to) stop (?:the )?bleeding",
  ],
  anaphylaxis: [
    "anaphyla\\w+",
    "throat (?:is |feels |feels like it's |feels like it is )?(?:closing|closing up|swelling shut|swelling closed)",
    "closing throat",
  ],
  "loss of consciousness": [
    "faint(?:ed|ing)",
    "passed out",
    "passing out",
    "(?:loss|lost|losing) (?:of )?consciousness",
    "blacked out",
    "blacking out",
    "syncop\\w+",
    "unconscious",
    "unresponsive",
  ],
  seizure: ["seiz(?:ure|ures|ing|ed)", "convuls\\w+", "fitting"],
  "coughing or vomiting blood": [
    "cough\\w* (?:up )?(?:some |a little |a lot of )?blood",
    "blood when (?:i|he|she|they) cough\\w*",
    "vomit\\w* (?:up )?blood",
    "throw\\w* up blood",
    "spit\\w* (?:up )?blood",
    "blood\\w* (?:in )?(?:my |the )?(?:sputum|phlegm|mucus|vomit)",
    "bloody (?:vomit|sputum|phlegm|cough)",
    "ha?emoptysis",
    "ha?ematemesis",
    "coffee[\\s-]grounds?",
  ],
  "sudden worst headache": [
    "worst headache (?:of|in) (?:my |his |her |their )?life",
    "worst headache (?:i've|i have|i've ever|i have ever|ever)",
    "thunderclap",
    "sudden,? severe headache",
  ],
};

/** Red-flag groups that only count when happening now (a past-episode marker cancels them). */
export const RED_FLAGS_NOW_ONLY: ReadonlySet<string> = new Set([
  "loss of consciousness",
  "seizure",
  "anaphylaxis",
  "stroke signs",
]);

/** Anaphylaxis by combination: tongue or lip swelling together with trouble breathing. */
export const LIP_TONGUE_SWELLING: readonly string[] = [
  "(?:lips?|tongue|mouth)(?: (?:and|or) (?:lips?|tongue|face))? (?:is |are |has |have |got |getting |started )?(?:swell\\w*|swollen|puff\\w* up)",
  "swollen (?:lips?|tongue)",
  `swelling (?:of|in|on) ${THE}(?:lips?|tongue)`,
  "angio-?o?edema",
];

/** Meningitis combination: stiff neck with fever and confusion. */
export const STIFF_NECK: readonly string[] = [
  "stiff neck",
  "neck (?:is |feels )?stiff\\w*",
  "neck stiffness",
  "nuchal rigidity",
];
export const FEVER: readonly string[] = [
  "fevers?",
  "febrile",
  "high temperature",
  "temperature (?:of|was|is|up to|reached|went up to) (?:3[89]|4[0-2]|10[0-9])",
];
export const CONFUSION: readonly string[] = [
  "confus\\w+",
  "disorient\\w+",
  "altered mental",
  "delirium",
  "delirious",
];

/** Rule 3 — mental-health crisis. */
export const CRISIS_TERMS: readonly string[] = [
  "suicid\\w*",
  "kill(?:ing)? (?:myself|himself|herself|themselves)",
  "end(?:ing)? (?:my|his|her|their) (?:own )?life",
  "tak(?:e|ing) (?:my|his|her|their) (?:own )?life",
  "(?:want|wants|wanting|wanted|wish|wishing) (?:to )?(?:be )?(?:die|dead)",
  "wish (?:i|he|she) (?:was|were) dead",
  "better off dead",
  "end(?:ing)? it all",
  "life (?:is not|isn't|is no longer) worth living",
  "not worth living",
  "no reason to live",
  "(?:don't|do not|dont|no longer) want to (?:live|be alive|be here|wake up)",
  "self[\\s-]*harm\\w*",
  "self[\\s-]*injur\\w*",
  "(?:hurt|hurting|harm|harming|cut|cutting|injur\\w+|burn|burning) (?:myself|himself|herself|themselves)",
  "(?:hurt|hurting|harm|harming|kill|killing|attack|attacking) (?:someone|somebody|others|other people|people|my (?:wife|husband|partner|family|kids|children|boss))",
  "homicid\\w*",
  "hearing voices",
  "hear voices",
  "voices (?:telling|that tell|tell)",
  "command hallucinations?",
  "psychos[ie]s",
  "psychotic",
  "overdos\\w*",
  "took too many pills",
];

/** Rule 4 — controlled substances outside the list (read in Chief Complaint and Treatment Plan). */
export const CONTROLLED_SUBSTANCES: readonly string[] = [
  // opioids
  "opioids?",
  "opiates?",
  "narcotics?",
  "oxycodone",
  "oxycontin",
  "percocet",
  "roxicodone",
  "hydrocodone",
  "vicodin",
  "norco",
  "codeine",
  "tramadol",
  "ultram",
  "morphine",
  "fentanyl",
  "hydromorphone",
  "dilaudid",
  "oxymorphone",
  "methadone",
  "buprenorphine",
  "suboxone",
  "tapentadol",
  "nucynta",
  // benzodiazepines
  "benzodiazepines?",
  "benzos?",
  "alprazolam",
  "xanax",
  "diazepam",
  "valium",
  "lorazepam",
  "ativan",
  "clonazepam",
  "klonopin",
  "temazepam",
  "restoril",
  "chlordiazepoxide",
  "librium",
  "triazolam",
  "halcion",
  // stimulants
  "adderall",
  "(?:dextro|levo|meth)?amphetamines?",
  "lisdexamfetamine",
  "methylphenidate",
  "dexmethylphenidate",
  "ritalin",
  "concerta",
  "focalin",
  "vyvanse",
  "(?<!non-)(?<!non )stimulants?(?! laxative)",
  "modafinil",
  "armodafinil",
  "provigil",
  "phentermine",
  // sleep drugs and others
  "zolpidem",
  "ambien",
  "eszopiclone",
  "lunesta",
  "zaleplon",
  "carisoprodol",
  "soma",
  "pregabalin",
  "lyrica",
  "ketamine",
  "anabolic steroids?",
  "(?:medical )?marijuana",
  "(?:medical )?cannabis",
  "thc",
];

/** Rule 5 — highly complex cases. */
export const COMPLEXITY: Readonly<Record<string, readonly string[]>> = {
  "cancer treatment": [
    "chemo(?:therapy)?",
    "radiotherapy",
    "radiation (?:therapy|treatment)",
    "(?:cancer|oncology|oncologic) treatment",
    "(?:treatment|treated) for (?:\\w+ )?cancer",
    "immunotherapy",
  ],
  "organ transplant": ["(?<!hair )(?<!hair-)transplant\\w*"],
  dialysis: [
    "(?:ha?emo|peritoneal )?dialysis",
    "end[\\s-]stage (?:kidney|renal) (?:disease|failure)",
    "esrd",
    "eskd",
    "(?:kidney|renal) failure",
  ],
  cirrhosis: ["cirrho\\w+"],
};

/** Words that mark a cancer treatment as finished (not active). */
export const TREATMENT_FINISHED: readonly string[] = [
  "finished",
  "completed",
  "ended",
  "stopped",
  "previous(?:ly)?",
  "prior",
  "past",
  "history of",
  "years? ago",
  "in remission",
  "remission",
  "survivor",
  "cancer[\\s-]free",
  "in (?:19|20)\\d\\d",
];

/** Rule 5 — pregnancy (matters only with a medication request). */
export const PREGNANCY: readonly string[] = [
  "pregnant",
  "(?:first|second|third|1st|2nd|3rd) trimester",
  "(?:my|this|her|current) pregnancy",
  "\\d+ weeks? (?:pregnant|gestation)",
  "expecting a baby",
];
/** Words just before "pregnant" that make it hypothetical ("trying to get pregnant"). */
export const PREGNANCY_HYPOTHETICAL: readonly string[] = [
  "get",
  "getting",
  "become",
  "becoming",
  "avoid",
  "avoiding",
  "prevent",
  "preventing",
  "trying",
  "try",
  "plan",
  "planning",
  "plans",
  "want",
  "wanting",
  "hope",
  "hoping",
  "chance",
  "chances",
  "risk",
  "if",
  "could",
  "may",
  "might",
  "worried",
  "afraid",
  "possibly",
  "unsure",
  "whether",
  "while",
];

/** A medication request (for the pregnancy rule): words in a Treatment Plan. */
export const MEDICATION_REQUEST_WORDS: readonly string[] = [
  "prescri\\w*",
  "medications?",
  "medicines?",
  "meds",
  "drugs?",
  "tablets?",
  "pills?",
  "capsules?",
  "creams?",
  "ointments?",
  "drops",
  "inhalers?",
  "sprays?",
  "antibiotics?",
  "antivirals?",
  "antifungals?",
  "antihistamines?",
  "steroids?",
  "refills?",
  "doses?",
  "dosing",
  "mg",
  "mcg",
  "patch(?:es)?",
  "injections?",
  "suppositor\\w+",
];

/**
 * Anchors: lower-case word beginnings, at least one of which every match of a vocabulary
 * contains. One scan for all anchors lets the evaluator skip vocabularies that cannot match.
 */
export const ANCHORS: Readonly<Record<string, readonly string[]>> = {
  chest: ["chest", "angina"],
  exertion: [
    "exer",
    "exercis",
    "activity",
    "effort",
    "climb",
    "carry",
    "lift",
    "run",
    "jog",
    "walk",
    "stair",
  ],
  radiation: ["arm", "jaw", "back", "neck", "shoulder"],
  sweating: ["sweat", "diaphore", "clammy"],
  sob: ["breath", "dyspn"],
  "severe difficulty breathing": ["breath", "blue", "cyanos", "gasping"],
  "stroke signs": ["droop", "slur", "weak", "numb", "paraly", "stroke"],
  "severe bleeding": ["bleed"],
  anaphylaxis: ["anaphyla", "throat"],
  "loss of consciousness": [
    "faint",
    "passed out",
    "passing out",
    "conscious",
    "blacked",
    "blacking",
    "syncop",
    "unrespons",
  ],
  seizure: ["seiz", "convuls", "fitting"],
  "coughing or vomiting blood": ["blood", "hemopt", "haemopt", "hematem", "haematem", "coffee"],
  "sudden worst headache": ["headache", "thunderclap"],
  lip: ["lip", "tongue", "mouth", "angio"],
  stiffNeck: ["stiff", "nuchal"],
  fever: ["fever", "febrile", "temperature"],
  confusion: ["confus", "disorient", "altered", "delir"],
  crisis: [
    "suicid",
    "kill",
    "life",
    "die",
    "dead",
    "live",
    "alive",
    "be here",
    "wake up",
    "harm",
    "hurt",
    "injur",
    "cut",
    "burn",
    "attack",
    "homicid",
    "voice",
    "hallucin",
    "psycho",
    "overdos",
    "pills",
    "end",
    "worth",
    "reason",
  ],
  pregnancy: ["pregnan", "trimester", "expecting"],
  "cancer treatment": ["chemo", "radio", "radiation", "treatment", "treated", "immuno"],
  "organ transplant": ["transplant"],
  dialysis: ["dialysis", "hemodial", "haemodial", "stage", "esrd", "eskd", "failure"],
  cirrhosis: ["cirrho"],
};

/** Words just before a fainting term that make it a near-miss ("nearly fainted"), not an event. */
export const NEAR_MISS: readonly string[] = [
  "nearly",
  "almost",
  "near",
  "near-",
  "might",
  "would",
  "could",
  "going to",
  "about to",
  "feel like",
  "felt like",
  "feels like",
  "like i'm",
  "like i am",
];

/** Words after a controlled drug in the same clause that show it is history, not a request. */
export const NOT_A_REQUEST_AFTER: readonly string[] = [
  "did ?n[o']?t (?:help|work)",
  "does ?n[o']?t (?:help|work)",
  "has ?n[o']?t (?:helped|worked)",
  "no longer",
  "made me",
  "makes me",
  "caused",
  "causes",
  "gave me",
  "allerg\\w*",
  "intoleran\\w*",
  "in the past",
  "years ago",
];
