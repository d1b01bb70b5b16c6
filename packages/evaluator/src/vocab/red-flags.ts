/**
 * Rule 2 (rubric §3 "No emergency") by meaning: each element of a red flag is matched in the
 * wordings people use for it (any grammatical form, body part and sensation in either order,
 * breathlessness told through an everyday activity, pain that travels somewhere). Regex sources,
 * joined into one case-insensitive alternation per element at module load; apostrophes are
 * straight. Every source must contain one of the element's ANCHORS (see `RED_FLAG_ANCHORS`).
 */

const THE = "(?:the |my |his |her |their |your |a |an |one )?";
/** Words that negate; never skipped over inside a phrase ("my chest never feels tight"). */
const NEG_WORD =
  "(?:no|not|never|nor|none|without|denies|denied|don't|doesn't|didn't|isn't|wasn't|aren't|weren't|hasn't|haven't|dont|doesnt|didnt|isnt)(?![\\w'])";
/** Up to n words between two parts of a phrase (white space only: no punctuation, no negation). */
const gap = (n: number) => `\\s+(?:(?!${NEG_WORD})[\\w'-]+\\s+){0,${n}}?`;
const NEG_BACK = "(?!\\s+(?:garden|yard|door|seat|home|room|office|then|and forth|on track))";

/** The chest as a body part. */
const CHEST = "(?:chest|breast[\\s-]?bone|sternum|(?:retro|sub)?sternal)";
/** What a chest feels, in any form: pain, pressure, tightness, heaviness, squeezing ... */
const CHEST_FEELING =
  "(?:pains?|painful|hurts?|hurting|hurt|aches?|aching|achy|pressure|press(?:es|ed|ing)?|tight(?:ness|ening|ens|ened|er|ly)?|heav(?:y|iness|ier)|squeez(?:e|es|ed|ing)|crush(?:es|ed|ing)?|weigh(?:t|ts|s|ing|ed)|constrict(?:ed|ion|ing|s)?|compress(?:ed|ion|ing|es)?|clench(?:es|ed|ing)?|grip(?:s|ped|ping)?|vice|vise|band|discomfort|elephant)";

/** Rule 2 — chest pain, pressure or tightness in any wording (a red flag only with a co-factor). */
export const CHEST_PAIN: readonly string[] = [
  `${CHEST}(?:${gap(3)}|[\\s-]+)${CHEST_FEELING}`,
  `${CHEST_FEELING}${gap(5)}${CHEST}`,
  "angina(?:l)?",
];
/** A chest finding is not chest pain when its clause is about heartburn, skin or a cold. */
export const CHEST_NOT_PAIN =
  "\\b(?:burn\\w*|heartburn|reflux|indigestion|acid|after (?:eating|meals?|food|dinner|lunch)|rash\\w*|acne|pimples?|spots?|bumps?|skin|itch\\w*|hair|moles?|lesions?|congest\\w*|mucus|phlegm|chest (?:cold|infection|x-?ray))\\b";

/** Co-factor: exertion, told as the word or as an everyday activity that brings it on. */
export const EXERTION: readonly string[] = [
  "exertion(?:al)?",
  "exert(?:ing|ed)? (?:my|him|her|them)sel(?:f|ves)",
  "after (?:a |an |the )?(?:short |brief |little |quick |few |couple of )?(?:walk|walking|steps|blocks?|flights? of stairs)",
  "(?:on|with|during|after|upon|by) (?:any |mild |minimal |light |physical |even slight |slight )?(?:exertion|exercise|exercising|activity|activities|effort|workouts?|exerting myself)",
  "(?:when|while|whenever|if|after|as soon as|every time|each time|during|on|with) (?:i |he |she |they |i'm |im |i am |he's |she's |i try to |trying to )?(?:exercis|climb|carry|lift|jog|hurr|rush|cycl|shovel|mow|vacuum|hoover|swim)\\w*",
  "(?:when|while|whenever|if|after|as soon as|every time|each time|on|with) (?:i |he |she |they |i'm |im |i am |he's |she's |i try to |trying to )?(?:run|running|walk|walking|go up|going up|went up|take the stairs|taking the stairs|do housework|doing housework|play|playing)\\b",
  `(?:climb\\w*|walk\\w*|go(?:ing)? up|went up|run\\w* up|hurr\\w* up|rush\\w* up) (?:up )?(?:the |a |some |one |two |three |a flight of |one flight of |two flights of |flights of )?(?:stairs|steps|staircase|hills?|incline|slope)`,
  "(?:uphill|upstairs)",
  `(?:brought on|set off|triggered|made worse|worse|worsens|worsened|comes on|came on) (?:by|with|when|on|after|during) (?:(?!${NEG_WORD})[\\w'-]+ ){0,2}?(?:exertion|exercise|exercising|activity|effort|walking|climbing|stairs|running|lifting|carrying|jogging|hurrying)`,
  "carrying (?:the |my |some |heavy )?(?:groceries|shopping|laundry|bags|boxes|bins|my (?:son|daughter|baby|kids|child))",
];

/** Co-factor: the pain travels somewhere (arm, jaw, back, neck, shoulder). */
const TARGET = `(?:arms?|jaw|back${NEG_BACK}|neck|shoulders?|shoulder blades?|elbows?)`;
export const RADIATION: readonly string[] = [
  `(?:radiat(?:es|ed|ing|e|ion)|spread(?:s|ing)?|shoot(?:s|ing)?|shot|travel(?:s|led|ed|ling|ing)?|goes|going|go|went|mov(?:es|ed|ing|e)|extend(?:s|ed|ing)?|runs|running|ran|reach(?:es|ed|ing)?)(?:\\s+(?!${NEG_WORD})[\\w'-]+){0,2}?\\s+(?:into|to|down|up|through|across|towards?|along|out to)${gap(5)}${THE}(?:left |right |both |upper )?${TARGET}`,
  `reach(?:es|ed|ing)? ${THE}(?:left |right )?${TARGET}`,
  "(?:left |right )?(?:arm|jaw) (?:pain|ache|aches|aching|numbness|tingling|heaviness|discomfort)",
  `(?:pain|ache|aching|numbness|tingling|heaviness|discomfort) (?:in|down|into|along|up) ${THE}(?:left |right )?(?:arm|jaw)`,
  "(?:left |right )?(?:arm|jaw) (?:goes |went |feels |felt |is |gets |got |also |too )*(?:numb|tingly|tingles|tingling|heavy|achy|sore|hurts?|aches|aching|painful)",
];

/** Co-factor: sweating (night sweats alone are not a red flag). */
export const SWEATING: readonly string[] = [
  "(?<!night )(?<!night-)sweat(?:ing|y|s|ed)?(?! ?(?:shirt|pants|band|er))",
  "diaphore\\w+",
  "clamm(?:y|iness)",
  "cold sweats?",
  "perspir\\w+",
  "drenched",
  "soaked (?:in|with) sweat",
];

/** Co-factor (and anaphylaxis): shortness of breath, also through an everyday activity. */
export const SHORT_OF_BREATH: readonly string[] = [
  "short(?:ness)? of breath",
  "short[\\s-]winded",
  "breathless(?:ness|ly)?",
  "out of breath",
  "(?:trouble|difficulty|difficulties|problems?|struggl\\w*|labou?red) (?:in |with )?breathing",
  "hard(?:er)? to breathe",
  "struggl\\w* (?:to breathe|for (?:breath|air))",
  "fight\\w* for (?:breath|air)",
  "dyspno?ea",
  "(?:can't|cannot|can not|couldn't|could not|unable to|struggl\\w* to|hard to) (?:catch|get) (?:my|his|her|their) breath",
  "catch(?:ing)? (?:my|his|her|their) breath",
  "winded",
  "puffed(?: out)?",
  "huffing and puffing",
  "puffing",
  "gasp(?:ing|ed|s)?",
  "(?:can't|cannot|can not|couldn't|could not|unable to) get (?:enough )?(?:air|breath|oxygen)",
  "air hunger",
  `(?:need|needs|needing|have|has|had|having) to stop (?:(?!${NEG_WORD})[\\w'-]+ ){0,4}?(?:breathe|breath|catch)`,
  "breathing (?:is |gets |got |becomes |feels |felt )?(?:very |really |so )?(?:hard|difficult|laboured|labored|heavy|fast|rapid|shallow)",
  "heavy breathing",
  "(?:can't|cannot|can not|couldn't) (?:finish|complete|say) (?:a |my |full |whole )?sentences?",
];
/** A breathing term about the nose is congestion ("can't breathe through my nose"). */
export const NOSE_AFTER = "^[^.;\\n]{0,30}\\b(?:nose|nostrils?|nasal)";

/** Stand-alone red flags, by group. */
export const RED_FLAGS: Readonly<Record<string, readonly string[]>> = {
  "severe difficulty breathing": [
    "(?:severe|severely|extreme|extremely|very|terribly|really bad) (?:difficulty|trouble|short(?:ness)? of|struggling to) breath\\w*",
    "(?:severe|severely|extremely|very) (?:short of breath|breathless)",
    "(?:can't|can not|cannot|couldn't|could not|unable to|struggling to|barely|hardly) (?:even )?breathe",
    "(?:short of breath|breathless|struggling to breathe|gasping) (?:even )?(?:at rest|sitting still|lying down|when resting|while resting|doing nothing)",
    "gasping for (?:air|breath)",
    "fight\\w* for (?:breath|air)",
    "(?:can't|cannot|can not|couldn't|unable to) get (?:any |enough )?air (?:in|into)",
    "too (?:breathless|short of breath|out of breath) to (?:talk|speak|walk|finish)",
    "(?:can't|cannot|couldn't) (?:talk|speak) (?:in full sentences|because (?:i|he|she) (?:can't|cannot) breathe)",
    "lips? (?:are |is |were |look\\w* |turn\\w* |going |went |gone |becoming |became )+(?:blue|bluish|purple|grey|gray)",
    "(?:blue|bluish|purple|grey|gray) (?:lips|tinge (?:to|around) (?:the |my |his |her )?lips)",
    "(?:face|skin|fingers|fingertips) (?:is |are |went |turning |turned |going )+(?:blue|bluish)",
    "turning blue",
    "cyanos\\w+",
    "cyanotic",
    "(?:ribs|chest) (?:are |is )?(?:sucking|pulling) in",
  ],
  "stroke signs": [
    "(?:face|mouth|smile|eyelid|lip) (?:is |was |has |started |seems |looks |went |has gone )*(?:droop\\w*|sagg\\w*|lopsided|crooked|uneven|drooped)",
    "facial (?:droop\\w*|weakness|palsy)",
    `(?:droop\\w*|sagg\\w*) (?:of |on )?(?:one side of )?${THE}(?:face|mouth|eyelid|smile)`,
    "(?:lopsided|crooked|uneven|droopy) (?:face|smile|mouth)",
    `(?:one side|half) of (?:my |his |her |the )?face (?:(?!${NEG_WORD})[\\w'-]+ ){0,2}?(?:droop\\w*|numb|weak|sag\\w*|went slack|fell)`,
    "slurr\\w*(?: (?:my |his |her ))?(?: (?:speech|words))?",
    "speech (?:is |was |became |has become |sounds |sounded )?(?:slurr\\w*|garbled|jumbled|confused|thick)",
    "(?:garbled|jumbled|thick) (?:speech|words)",
    "(?:can't|cannot|couldn't|could not|unable to|trouble|difficulty) (?:get (?:my |the |his |her )?words out|find (?:my |the )?words|speak(?:ing)? (?:properly|clearly))",
    "(?:one[\\s-]sided|unilateral|one side|half (?:my|his|her|the) body|left[\\s-]sided|right[\\s-]sided) (?:weakness|numbness|paralysis|tingling)",
    "(?:weakness|numbness|paralysis|heaviness) (?:on|in|of|down) (?:one|the (?:left|right)|my (?:left|right)|his (?:left|right)|her (?:left|right)) (?:side|half)",
    "(?:numb|weak|paralys\\w+|paralyz\\w+|dead) (?:down|on) (?:one|the (?:left|right)|my (?:left|right)|his (?:left|right)|her (?:left|right)) side",
    `sudden(?:ly)? (?:(?!${NEG_WORD})[\\w'-]+ ){0,2}?(?:weakness|numbness|numb|weak|paralys\\w+|paralyz\\w+)`,
    "half (?:of )?(?:my|his|her|the) (?:body|face) (?:is |feels |felt |went |goes |has gone |suddenly )*(?:numb|weak|paraly\\w+|dead|droop\\w*)",
    "(?:arm|leg|arm and leg|hand) (?:suddenly )?(?:went|gone|going|is|was|became|feels) (?:weak|numb|limp|dead|floppy)(?: and \\w+)?(?: on (?:one|the (?:left|right)) side)?",
    "(?:can't|cannot|couldn't|unable to) (?:lift|raise|move) (?:my |his |her )?(?:left|right) (?:arm|leg|hand|side)",
    "(?:having|had|is having) a stroke",
    "stroke symptoms",
  ],
  "severe bleeding": [
    "(?:severe|uncontrolled|uncontrollable|profuse|massive|heavy|excessive|serious|torrential) (?:bleeding|blood loss|bleed|ha?emorrhage)",
    "bleeding (?:that |which )?(?:won't|will not|wont|doesn't|does not|can't|cannot|isn't|is not|hasn't|has not) (?:be )?stop\\w*",
    "(?:won't|will not|wont|doesn't|does not|hasn't|has not) stop(?:ped)? bleeding",
    "bleed\\w* (?:heavily|profusely|uncontrollably|a lot|badly|non-?stop|everywhere|through)",
    "(?:can't|cannot|couldn't|could not|unable to) (?:stop|control) (?:the |this )?(?:bleeding|blood)",
    "blood (?:is |was |keeps )?(?:pouring|gushing|spurting|pumping|streaming|dripping everywhere)",
    "(?:pouring|gushing|spurting) (?:out )?blood",
    `soak\\w* through (?:(?!${NEG_WORD})[\\w'-]+ ){0,3}?(?:towels?|bandages?|dressings?|pads?|gauze|cloths?)`,
    "(?:lost|losing) (?:a lot of|lots of|so much) blood",
    "pool of blood",
    "blood everywhere",
    "ha?emorrhag\\w+",
  ],
  anaphylaxis: [
    "anaphyla\\w+",
    "throat (?:is |feels |feels like it's |feels like it is |feel |started |starting |was |keeps )?(?:closing|closing up|swelling shut|swelling closed|swelling up|tightening up|closing over)",
    "(?:closing|swelling|swollen|tight) throat",
    "throat (?:is )?swell\\w*",
  ],
  "loss of consciousness": [
    "faint(?:ed|ing|s)?(?! (?:line|smell|trace|rash|hint|pink|red|sound|memory))",
    "passed out",
    "passing out",
    "pass out",
    "(?:loss|lost|losing|lose) (?:of )?consciousness",
    "black(?:ed|ing|s)? out",
    "black-?outs?",
    "syncop\\w+",
    "unconscious",
    "unresponsive",
    "collaps(?:ed|ing|es)",
    "keel\\w* over",
    "(?:came|come|coming) to on the floor",
    "(?:woke|wake|waking) up on the floor",
    "(?:went|goes|going) limp and (?:didn't|did not|wouldn't|would not) respond",
    "(?:won't|will not|wouldn't|would not|doesn't|does not) (?:wake up|respond)",
  ],
  seizure: [
    "seiz(?:ure|ures|ing|ed)",
    "convuls\\w+",
    "fitting",
    `(?:had|having|has|have) (?:a |an |another |some )?(?:(?!${NEG_WORD})[\\w'-]+ )?fits?\\b`,
    "grand mal",
    "tonic[\\s-]clonic",
    "(?:shaking|jerking|twitching) (?:all over|uncontrollably|violently|rhythmically)",
    "(?:whole body|body|arms and legs) (?:started |was |were |kept )?(?:shaking|jerking)",
    "epileptic (?:fit|attack|episode)",
  ],
  "coughing or vomiting blood": [
    "cough\\w* (?:up |out )?(?:some |a little |a lot of |lots of |bright red |dark |fresh |clots of |streaks of )?blood",
    "blood (?:comes |came |coming )?(?:up )?when (?:i|he|she|they) cough\\w*",
    "vomit\\w* (?:up )?(?:some |a little |a lot of |bright red |dark )?blood",
    "(?:throw\\w*|threw|puk\\w*|sick|bring\\w*|brought) (?:up )?(?:some |a little |a lot of )?blood",
    "sp[ia]t\\w* (?:up |out )?(?:some |a little )?blood",
    "(?:sick|vomit\\w*|throw\\w* up|threw up) with blood",
    "blood(?:y)? (?:in |streaks in |streaked )?(?:my |the |his |her )?(?:sputum|phlegm|mucus|vomit|spit|saliva)",
    "blood[\\s-]streaked (?:sputum|phlegm|mucus|spit)",
    "(?:sputum|phlegm|mucus|spit|vomit) (?:is |was |with |has |had |tinged with |streaked with |full of )+(?:some )?(?:blood|bloody|red)",
    "bloody (?:vomit|sputum|phlegm|cough|mucus|spit)",
    "pink frothy sputum",
    "ha?emoptysis",
    "ha?ematemesis",
    "coffee[\\s-]grounds?",
  ],
  "sudden worst headache": [
    "worst headache (?:of|in) (?:my |his |her |their )?(?:whole |entire )?life",
    "worst headache (?:i've|i have|i've ever|i have ever|ever|he's ever|she's ever|of all time)",
    "worst (?:pain|head pain) (?:of|in) (?:my|his|her) (?:whole |entire )?life",
    "thunderclap",
    `sudden(?:ly)?,? (?:(?!${NEG_WORD})[\\w'-]+ ){0,2}?(?:severe|excruciating|explosive|blinding|intense|terrible|violent|splitting|agonising|agonizing) (?:headache|head pain|pain in (?:my|his|her) head)`,
    "(?:severe|excruciating|explosive|blinding|intense|terrible|violent|splitting) (?:headache|head pain) (?:that )?(?:came on|started|hit|struck|began) (?:suddenly|all of a sudden|out of nowhere|in (?:seconds|a second|an instant)|like a)",
    "headache (?:that )?(?:came on|started|hit|struck|began|exploded) (?:suddenly|all of a sudden|out of nowhere|in (?:seconds|a second|an instant|a flash)|like a (?:thunderclap|bolt|hammer|bat|explosion))",
    "(?:hit|struck|kicked) in the head (?:by|with) (?:a )?(?:bat|hammer)",
    "like (?:being )?(?:hit|struck) (?:on|in) the head (?:with|by) (?:a )?(?:bat|hammer|brick)",
    "head (?:exploded|felt like it exploded|is exploding)",
  ],
};

/** Red-flag groups that only count when happening now (a past-episode marker cancels them). */
export const RED_FLAGS_NOW_ONLY: ReadonlySet<string> = new Set([
  "loss of consciousness",
  "seizure",
  "anaphylaxis",
  "stroke signs",
]);

/** Anaphylaxis by combination: tongue, lip or face swelling together with trouble breathing. */
export const LIP_TONGUE_SWELLING: readonly string[] = [
  "(?:lips?|tongue|mouth|face)(?: (?:and|or) (?:lips?|tongue|face|throat|eyes))? (?:is |are |has |have |got |getting |started |starting |began |blew |blown |went |swelled |puffed |feels |felt |looks |looked |seems )*(?:swell\\w*|swollen|puff\\w*(?: up)?|up like a balloon|huge|enormous)",
  "(?:swollen|swelling|puffy|puffed[\\s-]up) (?:lips?|tongue|face)",
  `swelling (?:of|in|on|around) ${THE}(?:lips?|tongue|mouth|face)`,
  "angio-?o?edema",
];

/** Meningitis combination: stiff neck with fever and confusion. */
export const STIFF_NECK: readonly string[] = [
  "(?:stiff|stiffened|rigid) neck",
  "neck (?:is |feels |felt |was |very |so |really |has gone |went )*(?:stiff\\w*|rigid)",
  "neck stiffness",
  "nuchal rigidity",
  `(?:can't|cannot|couldn't|unable to) (?:bend|touch|put|bring|move|tilt) (?:my |his |her )?(?:neck|chin|head) (?:(?!${NEG_WORD})[\\w'-]+ ){0,3}?(?:chest|forward|down)`,
  `(?:neck|chin) (?:hurts|pain) (?:when|if) (?:i|he|she) (?:bend|bends|look|looks|tilt|tilts) (?:(?!${NEG_WORD})[\\w'-]+ ){0,2}?(?:down|forward)`,
  "meningism\\w*",
];
export const FEVER: readonly string[] = [
  "(?<!hay )(?<!hay-)fevers?",
  "feverish",
  "febrile",
  "pyrexi\\w+",
  "high (?:temperature|temp)",
  "(?:temperature|temp) (?:of|was|is|up to|reached|went up to|hit|spiked to|at)? ?(?:3[89](?:[.,]\\d)?|4[0-2](?:[.,]\\d)?|10[0-9](?:[.,]\\d)?) ?°? ?(?:c|f|degrees)?",
  "burning up",
  "(?:hot|very warm) to the touch",
  "running a (?:temperature|temp|fever)",
];
export const CONFUSION: readonly string[] = [
  "confus\\w+",
  "disorient\\w+",
  "altered mental",
  "delirium",
  "delirious",
  "(?:not|isn't|wasn't) making (?:any )?sense",
  "talking nonsense",
  "(?:doesn't|does not|didn't|did not|don't) (?:know|recogni[sz]e) (?:where|who|what day)",
  "(?:hard|difficult|impossible) to (?:wake|rouse)",
  "(?:very )?drowsy and (?:confused|hard to wake|not responding)",
  "muddled",
  "(?:not|isn't) (?:acting )?(?:himself|herself|themselves) (?:and|,) (?:confused|drowsy)",
];

/**
 * Anchors: lower-case word beginnings, at least one of which every match of a group contains.
 * One scan for all anchors lets the evaluator skip groups that cannot match.
 */
export const RED_FLAG_ANCHORS: Readonly<Record<string, readonly string[]>> = {
  chest: ["chest", "breast", "stern", "retrostern", "substern", "angina"],
  exertion: [
    "exer",
    "activit",
    "effort",
    "workout",
    "climb",
    "carry",
    "lift",
    "jog",
    "hurr",
    "rush",
    "cycl",
    "shovel",
    "mow",
    "vacuum",
    "hoover",
    "swim",
    "run",
    "walk",
    "go up",
    "going up",
    "went up",
    "take the stairs",
    "taking the stairs",
    "housework",
    "play",
    "stair",
    "step",
    "hill",
    "incline",
    "slope",
    "uphill",
    "upstairs",
    "block",
    "flight",
    "groceries",
    "shopping",
    "laundry",
    "bags",
    "boxes",
    "bins",
  ],
  radiation: ["arm", "jaw", "back", "neck", "shoulder", "elbow"],
  sweating: ["sweat", "diaphore", "clamm", "perspir", "drenched"],
  sob: ["breath", "dyspn", "winded", "puff", "huff", "gasp", "air", "oxygen", "sentence", "catch"],
  "severe difficulty breathing": [
    "breath",
    "gasp",
    "fight",
    "air",
    "sentence",
    "blue",
    "bluish",
    "purple",
    "grey",
    "gray",
    "cyanos",
    "cyanot",
    "sucking",
    "pulling",
  ],
  "stroke signs": [
    "droop",
    "sag",
    "lopsided",
    "crooked",
    "uneven",
    "facial",
    "slack",
    "fell",
    "slur",
    "speech",
    "garbled",
    "jumbled",
    "thick",
    "words",
    "speak",
    "weak",
    "numb",
    "paraly",
    "tingl",
    "heav",
    "dead",
    "sudden",
    "limp",
    "floppy",
    "lift",
    "raise",
    "move",
    "stroke",
  ],
  "severe bleeding": [
    "bleed",
    "blood",
    "haemorrh",
    "hemorrh",
    "soak",
    "pouring",
    "gushing",
    "spurting",
  ],
  anaphylaxis: ["anaphyla", "throat"],
  "loss of consciousness": [
    "faint",
    "pass",
    "conscious",
    "unconscious",
    "black",
    "syncop",
    "unrespons",
    "collaps",
    "keel",
    "floor",
    "limp",
    "respond",
    "wake",
  ],
  seizure: [
    "seiz",
    "convuls",
    "fitting",
    "fit",
    "grand",
    "tonic",
    "shak",
    "jerk",
    "twitch",
    "epilep",
  ],
  "coughing or vomiting blood": [
    "blood",
    "hemopt",
    "haemopt",
    "hematem",
    "haematem",
    "coffee",
    "pink",
  ],
  "sudden worst headache": ["worst", "thunderclap", "sudden", "head"],
  lip: ["lip", "tongue", "mouth", "face", "angio"],
  stiffNeck: ["neck", "nuchal", "chin", "head", "mening"],
  fever: ["fever", "febrile", "pyrexi", "temp", "high", "burning", "touch", "running"],
  confusion: [
    "confus",
    "disorient",
    "altered",
    "delir",
    "sense",
    "nonsense",
    "know",
    "recogni",
    "wake",
    "rouse",
    "drowsy",
    "muddled",
    "himself",
    "herself",
    "themselves",
  ],
};
