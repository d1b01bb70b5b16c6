/**
 * Rule 2 by meaning: at least 30 phrasings per red-flag family, written from the rubric's wording
 * (not from letters), each tested affirmed, negated, and with the negation cut off by a
 * terminator. Noun phrases are negated by a rotating cue ("No …", "Denies …"); clauses carry
 * their own negated form.
 */
import { describe, expect, it } from "vitest";
import { buildLetter, ok } from "./helpers.js";

/** A noun phrase (negated by a cue put before it) or [affirmed clause, negated clause]. */
type Phrase = string | readonly [string, string];

const CUES = ["No", "Denies", "Negative for", "Never had", "I don't have", "There is no"];

function affirmed(p: Phrase): string {
  const s = typeof p === "string" ? `I have ${p}` : p[0];
  return /[.!?]$/.test(s) ? s : `${s}.`;
}
function negated(p: Phrase, i: number): string {
  const s = typeof p === "string" ? `${CUES[i % CUES.length]} ${p}` : p[1];
  return /[.!?]$/.test(s) ? s : `${s}.`;
}

const HPI = "For the past 3 weeks I have had sneezing and itchy eyes.";

function evaluate(text: string, age = "34-year-old female") {
  const r = ok(
    buildLetter({
      set: { "History of Present Illness": `${HPI} ${text}`, "Age and Sex": age },
    }),
  );
  return r;
}
function isEmergency(text: string, age?: string): boolean {
  return evaluate(text, age).scope_problems.includes("emergency");
}

// ---------------------------------------------------------------------------------------------
// Chest pain, pressure or tightness + exertion, radiation, sweating or shortness of breath

/** The chest element in any wording: heavy, squeezed, tight, pressing, in any grammatical form. */
const CHEST: Phrase[] = [
  "chest pain",
  "pain in my chest",
  "pressure in the middle of my chest",
  "chest pressure",
  "tightness in my chest",
  "chest tightness",
  "a tight chest",
  "a heavy feeling in my chest",
  "heaviness in the chest",
  "a squeezing pain in my chest",
  "a crushing pain in the centre of my chest",
  "a pressing feeling on my chest",
  "a weight on my chest",
  "discomfort behind my breastbone",
  "pain behind the breastbone",
  "an ache across my chest",
  "a band of tightness around my chest",
  "chest discomfort",
  "angina",
  "a constricted feeling in my chest",
  ["My chest feels heavy", "My chest does not feel heavy"],
  ["My chest feels tight", "My chest never feels tight"],
  ["My chest gets squeezed like a vice", "My chest doesn't get squeezed"],
  [
    "It feels like an elephant is sitting on my chest",
    "It never feels like anything presses on my chest",
  ],
  ["It squeezes my chest", "It never squeezes my chest"],
  ["Something is pressing on my chest", "There is no pressing on my chest"],
  ["My chest hurts", "My chest doesn't hurt"],
  ["My chest is being crushed", "I deny that my chest is being crushed"],
  ["My chest tightens up", "My chest has not tightened up"],
  ["There is pressure on my chest", "There is no pressure on my chest"],
  ["My chest aches", "My chest never aches"],
  ["I feel a heaviness across my chest", "I do not feel a heaviness across my chest"],
];

/** Exertion, named or told through an everyday activity. */
const EXERTION: Phrase[] = [
  ["It comes on with exertion", "It does not come on with exertion"],
  ["It is worse on exertion", "Not worse on exertion"],
  ["It starts when I climb stairs", "It does not start when I climb stairs"],
  ["It starts when I climb the stairs at work", "It never starts when I climb the stairs"],
  ["It happens when I walk up a hill", "It doesn't happen when I walk up a hill"],
  ["It comes on walking uphill", "It never comes on walking uphill"],
  ["It comes on when I exercise", "It doesn't come on when I exercise"],
  ["It started while exercising at the gym", "It did not start while exercising"],
  ["It comes on during exercise", "Not during exercise"],
  ["It happens on climbing two flights of stairs", "Not on climbing two flights of stairs"],
  ["It comes when I carry the groceries", "It doesn't come when I carry the groceries"],
  ["It hits me carrying the shopping in", "I never notice it carrying the shopping"],
  ["It starts when I hurry for the bus", "It does not start when I hurry for the bus"],
  ["It starts when I rush to catch the train", "It doesn't start when I rush for the train"],
  ["It comes on when I mow the lawn", "It doesn't come on when I mow the lawn"],
  ["It comes on when I shovel snow", "It does not come on when I shovel snow"],
  ["It is brought on by walking", "It is not brought on by walking"],
  ["It is triggered by climbing stairs", "It is not triggered by climbing stairs"],
  ["It gets worse with activity", "It does not get worse with activity"],
  ["It comes on with any effort", "Not with any effort"],
  ["It comes on after a short walk", "It doesn't come on after a short walk"],
  ["It starts when I go up the stairs", "It doesn't start when I go up the stairs"],
  ["It comes on going upstairs", "It never comes on going upstairs"],
  ["It happens when I lift boxes at work", "It doesn't happen when I lift boxes"],
  ["It comes on while cycling to work", "It doesn't come on while cycling to work"],
  ["It starts when I jog", "It doesn't start when I jog"],
  ["It comes on when I run", "It doesn't come on when I run"],
  ["It happens whenever I exert myself", "It never happens when I exert myself"],
  ["It is exertional", "It is not exertional"],
  ["It comes on when I vacuum the house", "It does not come on when I vacuum the house"],
  ["It comes on when I play football with my son", "It doesn't come on when I play football"],
];

/** The pain travels somewhere: arm, jaw, back, neck or shoulder. */
const RADIATION: Phrase[] = [
  ["It spreads to my left arm", "It doesn't spread to my left arm"],
  ["It radiates to my jaw", "It does not radiate to my jaw"],
  ["It radiates down my left arm", "It does not radiate down my left arm"],
  ["It goes into my jaw", "It doesn't go into my jaw"],
  ["It travels down my arm", "It doesn't travel down my arm"],
  ["It shoots down the inside of my left arm", "It never shoots down my arm"],
  ["It moves up into my neck", "It doesn't move up into my neck"],
  ["It goes through to my back", "It doesn't go through to my back"],
  ["It spreads across to my shoulders", "It does not spread to my shoulders"],
  ["It extends into my left shoulder", "It doesn't extend into my shoulder"],
  ["It runs down both arms", "It doesn't run down my arms"],
  ["It went up to my jaw", "It never went up to my jaw"],
  ["It reaches my back", "It doesn't reach my back, no"],
  ["The pain travels to my jaw", "The pain does not travel to my jaw"],
  ["The pain spreads up into my neck and jaw", "The pain does not spread into my neck or jaw"],
  "pain radiating to the left arm",
  "radiation to the jaw",
  "left arm pain",
  "jaw pain",
  "pain down my left arm",
  "pain in my jaw",
  "numbness in my left arm",
  "tingling down my left arm",
  "aching in my left arm",
  "heaviness in my left arm",
  ["My left arm goes numb", "My left arm does not go numb"],
  ["My jaw aches", "My jaw never aches"],
  ["My left arm feels heavy", "My left arm doesn't feel heavy"],
  ["My arm tingles too", "My arm does not tingle"],
  ["My jaw hurts as well", "My jaw doesn't hurt"],
  ["It is spreading towards my left shoulder", "It isn't spreading towards my shoulder"],
];

/** Sweating (not night sweats). */
const SWEATING: Phrase[] = [
  "sweating",
  "sweats",
  "cold sweats",
  "a cold sweat",
  "clamminess",
  "diaphoresis",
  "heavy sweating",
  "perspiration",
  ["I am sweating", "I am not sweating"],
  ["I break out in a sweat", "I don't break out in a sweat"],
  ["I get clammy", "I don't get clammy"],
  ["I feel cold and clammy", "I don't feel cold and clammy"],
  ["I am drenched in sweat", "I am not drenched in sweat"],
  ["I was soaked with sweat", "I wasn't soaked with sweat"],
  ["I start sweating", "I don't start sweating"],
  ["I sweated through my shirt", "I haven't sweated at all"],
  ["My skin gets sweaty", "My skin doesn't get sweaty"],
  ["I get sweaty and pale", "I don't get sweaty"],
  ["I was perspiring heavily", "I wasn't perspiring"],
  ["He was diaphoretic", "He was not diaphoretic"],
  ["Sweat pours off me", "No sweat pours off me"],
  ["I sweat a lot with it", "I don't sweat with it"],
  ["I am clammy", "I am not clammy"],
  ["My forehead gets sweaty", "My forehead doesn't get sweaty"],
  ["I sweat buckets", "I don't sweat"],
  ["I was sweating profusely", "I wasn't sweating"],
  ["Beads of sweat ran down my face", "No sweat ran down my face"],
  ["I got all sweaty", "I didn't get sweaty"],
  ["I get a cold sweat", "I never get a cold sweat"],
  ["I become clammy and sweaty", "I do not become clammy or sweaty"],
];

/** Shortness of breath, also told through an everyday activity. */
const BREATHLESS: Phrase[] = [
  "shortness of breath",
  "breathlessness",
  "trouble breathing",
  "difficulty breathing",
  "dyspnoea",
  "dyspnea",
  "air hunger",
  "laboured breathing",
  ["I am short of breath", "I am not short of breath"],
  ["I get breathless", "I don't get breathless"],
  ["I get out of breath", "I don't get out of breath"],
  ["I get winded walking to the mailbox", "I don't get winded walking to the mailbox"],
  [
    "I have to stop halfway up the stairs to catch my breath",
    "I don't have to stop to catch my breath",
  ],
  ["I can't catch my breath", "Not once have I been unable to catch my breath, no"],
  ["I am puffed out after one flight of stairs", "I am not puffed out after a flight of stairs"],
  ["I am huffing and puffing after a few steps", "I am not huffing and puffing"],
  ["It is hard to breathe", "It is not hard to breathe"],
  ["I'm struggling for breath", "I'm not struggling for breath"],
  ["I can't get enough air", "Denies that I can't get enough air"],
  ["Breathing is difficult", "No breathing difficulty, breathing is not difficult"],
  ["My breathing gets heavy and fast", "My breathing does not get heavy or fast"],
  [
    "I can't finish a sentence without stopping",
    "No problem finishing a sentence, I can't say I stop",
  ],
  ["I gasp after walking to the car", "I don't gasp after walking to the car"],
  ["I feel short-winded", "I don't feel short-winded"],
  ["Walking the dog leaves me breathless", "Walking the dog doesn't leave me breathless"],
  ["I get winded doing the housework", "I don't get winded doing the housework"],
  ["I'm out of breath carrying the laundry upstairs", "I'm not out of breath carrying laundry"],
  [
    "I need to stop and catch my breath on the way to the shop",
    "I never need to stop and catch my breath",
  ],
  ["My breathing is laboured", "My breathing is not laboured"],
  ["I feel breathless lying flat", "I don't feel breathless lying flat"],
  ["I get short of breath easily", "I do not get short of breath easily"],
];

describe("chest pain with a co-factor", () => {
  const cofactor = "I get short of breath when it happens.";
  it.each(CHEST.map((p, i) => [affirmed(p), negated(p, i)]))(
    "chest %j with a co-factor is an emergency; negated (%j) it is not",
    (pos, neg) => {
      expect(isEmergency(`${pos} ${cofactor}`)).toBe(true);
      expect(isEmergency(`${neg} ${cofactor}`)).toBe(false);
      // chest pain alone is not a red flag
      expect(isEmergency(pos)).toBe(false);
      // a negation before a terminator does not reach the chest
      expect(isEmergency(`No fever, but ${lower(pos)} ${cofactor}`)).toBe(true);
    },
  );
  const chest = "I have pressure in the middle of my chest.";
  for (const [name, table] of [
    ["exertion", EXERTION],
    ["radiation", RADIATION],
    ["sweating", SWEATING],
    ["shortness of breath", BREATHLESS],
  ] as const) {
    it(`has at least 30 ${name} phrasings`, () => {
      expect(table.length).toBeGreaterThanOrEqual(30);
    });
    it.each(table.map((p, i) => [affirmed(p), negated(p, i)]))(
      `${name} %j with chest pressure is an emergency; negated (%j) it is not`,
      (pos, neg) => {
        expect(isEmergency(`${chest} ${pos}`)).toBe(true);
        expect(isEmergency(`${chest} ${neg}`)).toBe(false);
        // the co-factor alone is not a red flag
        expect(isEmergency(pos)).toBe(false);
      },
    );
  }
  it("has at least 30 chest phrasings", () => {
    expect(CHEST.length).toBeGreaterThanOrEqual(30);
  });
  it("chest pain and its co-factor may sit anywhere in the letter", () => {
    const r = ok(
      buildLetter({
        set: {
          "History of Present Illness": `${HPI} My chest feels tight at times.`,
          "Review of Systems": "Positive for sweating. No fever.",
        },
      }),
    );
    expect(r.scope_problems).toContain("emergency");
  });
  it.each([
    "I get a burning chest after meals.",
    "I have a burning pain in my chest after eating, and I walk up the stairs fine.",
    "I have a rash on my chest that is itchy and I sweat a lot at the gym.",
    "Pimples on my chest are painful when I sweat.",
    "I have night sweats.",
    "I can't breathe through my nose and have chest pain when I cough.",
    "My chest doesn't hurt when I climb stairs.",
  ])("%j is not an emergency", (text) => {
    expect(isEmergency(text)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Stand-alone families

const SEVERE_BREATHING: Phrase[] = [
  "severe difficulty breathing",
  "severe shortness of breath",
  "severe trouble breathing",
  "extreme difficulty breathing",
  "cyanosis",
  "blue lips",
  "bluish lips",
  ["I can't breathe", "Denies chest pain; I can breathe fine, no breathing problem"],
  ["I cannot breathe properly", "I have no trouble, I am not unable to breathe"],
  ["She can barely breathe", "She has never had a time when she could barely breathe, no"],
  ["He can hardly breathe", "He has not had episodes where he could hardly breathe"],
  ["I am unable to breathe lying down", "I am never unable to breathe, no"],
  ["I am struggling to breathe", "I am not struggling to breathe"],
  ["I am gasping for air", "I am not gasping for air"],
  ["I'm fighting for breath", "I'm not fighting for breath"],
  ["I can't get any air in", "No episodes where I can't get any air in"],
  ["I am too breathless to talk", "I am not too breathless to talk"],
  ["I am short of breath at rest", "I am not short of breath at rest"],
  ["I am breathless even sitting still", "I am not breathless sitting still"],
  ["My lips are turning blue", "My lips are not turning blue"],
  ["His lips look blue", "His lips do not look blue"],
  ["Her lips went purple", "Her lips never went purple"],
  ["My face is turning blue", "My face is not turning blue"],
  ["His fingertips turned blue", "His fingertips never turned blue"],
  ["She is turning blue", "She is not turning blue"],
  ["He is cyanotic", "He is not cyanotic"],
  ["I am severely short of breath", "I am not severely short of breath"],
  ["I am very short of breath", "I am not very short of breath"],
  ["His ribs are sucking in with each breath", "His ribs are not sucking in"],
  ["I couldn't breathe at all last night", "Never a night when I couldn't breathe at all"],
  ["She is struggling to breathe and wheezing", "She is not struggling to breathe"],
];

const STROKE: Phrase[] = [
  "face drooping",
  "facial droop",
  "a drooping face",
  "a droopy mouth",
  "a lopsided smile",
  "slurred speech",
  "slurring of words",
  "garbled speech",
  "one-sided weakness",
  "sudden one-sided numbness",
  "weakness on one side",
  "numbness down the left side",
  "sudden weakness in my right arm",
  "sudden numbness in my face",
  "facial weakness",
  ["My face is drooping", "My face is not drooping"],
  ["One side of my face drooped", "One side of my face has not drooped"],
  ["His mouth droops on one side", "His mouth does not droop"],
  ["Her smile is crooked", "Her smile is not crooked"],
  ["My speech is slurred", "My speech is not slurred"],
  ["He is slurring his words", "He is not slurring his words"],
  ["I can't get my words out", "No trouble, I can't say I struggle to get my words out, never"],
  ["My left arm went weak suddenly", "My left arm has not gone weak"],
  ["My right arm and leg went numb", "My right arm and leg have not gone numb"],
  ["I can't lift my right arm", "Never unable to lift my arm, no, I can't say that"],
  ["I suddenly felt numb on the left side", "I have not felt numb on one side"],
  ["I think I am having a stroke", "I am not having a stroke"],
  ["He has stroke symptoms", "He has no stroke symptoms"],
  ["Half my body feels numb", "Half my body does not feel numb"],
  ["My speech became garbled", "My speech has not become garbled"],
  ["She is numb down one side", "She is not numb down one side"],
];

const BLEEDING: Phrase[] = [
  "severe bleeding",
  "uncontrolled bleeding",
  "heavy bleeding from a cut",
  "profuse bleeding",
  "massive bleeding",
  "a haemorrhage",
  "a hemorrhage",
  "excessive blood loss",
  "bleeding that won't stop",
  "bleeding that will not stop",
  ["I have a cut that won't stop bleeding", "I have no cut that won't stop bleeding"],
  ["My nose won't stop bleeding", "Denies a nose that won't stop bleeding"],
  ["The wound is bleeding heavily", "The wound is not bleeding heavily"],
  ["It is bleeding profusely", "It is not bleeding profusely"],
  ["I can't stop the bleeding", "No problem, never had bleeding I can't stop"],
  ["Blood is pouring out of the cut", "No blood is pouring out of the cut"],
  ["Blood is spurting from my hand", "No blood is spurting from my hand"],
  ["Blood keeps gushing", "No blood gushing"],
  ["It has soaked through three towels", "It has not soaked through any towels"],
  ["I soaked through the bandage in minutes", "I have not soaked through the bandage"],
  ["I have lost a lot of blood", "I have not lost a lot of blood"],
  ["There is a pool of blood on the floor", "There is no pool of blood"],
  ["There is blood everywhere", "There is no blood everywhere"],
  ["The bleeding isn't stopping", "There is no bleeding that isn't stopping"],
  ["He is haemorrhaging", "He is not haemorrhaging"],
  ["It bleeds a lot and won't stop", "It doesn't bleed a lot"],
  ["The cut bleeds through every dressing", "The cut doesn't bleed through dressings"],
  ["I am bleeding uncontrollably", "I am not bleeding uncontrollably"],
  ["The bleeding has not stopped after an hour of pressure", "No bleeding that has not stopped"],
  ["I can't control the bleeding", "Never bleeding I can't control"],
  ["The bleeding will not stop", "There is no bleeding that will not stop"],
];

const ANAPHYLAXIS: Phrase[] = [
  "anaphylaxis",
  "an anaphylactic reaction",
  "a closing throat",
  "a swelling throat",
  ["My throat is closing", "My throat is not closing"],
  ["My throat feels like it is closing up", "My throat does not feel like it is closing"],
  ["My throat is swelling shut", "My throat is not swelling shut"],
  ["My throat started swelling up after the bee sting", "My throat didn't swell after the sting"],
  [
    "My lips and tongue are swelling and I have trouble breathing",
    "My lips are swelling but I have no trouble breathing and no tongue swelling",
  ],
  [
    "My tongue is swollen and I am short of breath",
    "My tongue is not swollen and I am not short of breath",
  ],
  [
    "My lips swelled up and I can't breathe",
    "My lips are not swelling and I can breathe, no trouble breathing",
  ],
  [
    "My face is swelling and it is hard to breathe",
    "My face is not swelling and it is not hard to breathe",
  ],
  ["I have swollen lips and difficulty breathing", "No swollen lips and no difficulty breathing"],
  [
    "My lips blew up like a balloon and I am wheezing and breathless",
    "My lips are not swollen and I am not breathless",
  ],
  [
    "After the peanut my tongue swelled and I was gasping",
    "After the peanut there was no tongue swelling and no gasping",
  ],
  [
    "Swelling of the tongue with trouble breathing",
    "No swelling of the tongue and no trouble breathing",
  ],
  [
    "My mouth is swelling and I am struggling to breathe",
    "My mouth is not swelling and I am not struggling to breathe",
  ],
  ["Puffy lips and shortness of breath after the shrimp", "No puffy lips, no shortness of breath"],
  [
    "Swollen tongue, can't catch my breath",
    "No swollen tongue; no trouble catching my breath, never",
  ],
  [
    "My lips and face are swollen and breathing is difficult",
    "My lips and face are not swollen and breathing is not difficult",
  ],
  ["I think I am having anaphylaxis", "I am not having anaphylaxis"],
  [
    "Her tongue is getting swollen and she has difficulty breathing",
    "Her tongue is not swollen and she has no difficulty breathing",
  ],
  ["His throat is tightening up", "His throat is not tightening up"],
  ["I have angioedema of the lips and trouble breathing", "No angioedema, no trouble breathing"],
  [
    "My lips are puffed up and I am out of breath",
    "My lips are not puffed up and I am not out of breath",
  ],
  [
    "My tongue feels huge and I can barely breathe",
    "My tongue is not swollen and there is no breathing problem",
  ],
  [
    "Tongue swelling with wheeze and shortness of breath",
    "No tongue swelling, no shortness of breath",
  ],
  ["Lip swelling with difficulty breathing", "No lip swelling, no difficulty breathing"],
  [
    "I had an anaphylactic reaction to the wasp sting this morning",
    "No anaphylactic reaction to the wasp sting",
  ],
  [
    "My face and tongue are swollen and I am struggling for breath",
    "My face and tongue are not swollen; I am not struggling for breath",
  ],
];

const FAINTING: Phrase[] = [
  "fainting",
  "syncope",
  "loss of consciousness",
  "a syncopal episode",
  "fainting spells",
  "blackouts",
  ["I fainted an hour ago", "I have not fainted"],
  ["I passed out this morning", "I have not passed out"],
  ["I blacked out at work today", "I have not blacked out"],
  ["I lost consciousness", "I did not lose consciousness"],
  ["I keep fainting", "I don't faint"],
  ["He collapsed in the kitchen", "He has not collapsed"],
  ["She keeled over", "She did not keel over"],
  ["I came to on the floor", "I never came to on the floor"],
  ["I woke up on the floor after the dizziness", "I never woke up on the floor"],
  ["He is unconscious", "He is not unconscious"],
  ["She is unresponsive", "She is not unresponsive"],
  ["He won't wake up", "Not once has he been hard to rouse, no, he never won't wake up"],
  ["I keep passing out", "I am not passing out"],
  ["I fainted twice today", "I did not faint today"],
  ["She went limp and didn't respond", "She never went limp"],
  ["I am blacking out", "I am not blacking out"],
  ["I lose consciousness when I stand", "I never lose consciousness"],
  ["He fainted at the table", "He didn't faint at the table"],
  ["I just passed out in the shower", "I haven't passed out in the shower"],
  ["She collapses without warning", "She doesn't collapse"],
  ["I had a blackout today", "I had no blackout today"],
  ["I'm fainting", "I'm not fainting"],
  ["He is losing consciousness", "He is not losing consciousness"],
  ["She doesn't respond when we call her", "No unresponsiveness; she is not unconscious"],
];

const SEIZURE: Phrase[] = [
  "a seizure",
  "seizures",
  "convulsions",
  "a fit",
  "a grand mal seizure",
  "a tonic-clonic seizure",
  "an epileptic fit",
  ["I had a seizure this morning", "I have not had a seizure"],
  ["He is having a seizure", "He is not having a seizure"],
  ["She is seizing", "She is not seizing"],
  ["He is convulsing", "He is not convulsing"],
  ["She had a convulsion an hour ago", "She has not had a convulsion"],
  ["He had a fit today", "He hasn't had a fit"],
  ["She is fitting", "She is not fitting"],
  ["He had a few fits today", "He has had no fits"],
  ["His whole body was shaking and he didn't respond", "His body was not shaking"],
  ["She was jerking uncontrollably", "She was not jerking uncontrollably"],
  ["His arms and legs were jerking", "His arms and legs were not jerking"],
  ["She started shaking all over and fell", "She was never shaking all over"],
  ["He had a tonic-clonic seizure today", "He has not had a tonic-clonic seizure"],
  ["I had another seizure", "I haven't had another seizure"],
  ["He has been having seizures today", "He has not been having seizures"],
  ["She seized for two minutes", "She never seized"],
  ["He was twitching violently", "He was not twitching violently"],
  ["She had a grand mal seizure this afternoon", "She did not have a grand mal seizure"],
  ["He had an epileptic attack today", "He has not had an epileptic attack"],
  ["She is having convulsions", "She is not having convulsions"],
  ["I had two seizures today", "I have had no seizures"],
  ["He has had a seizure", "He has not had a seizure"],
  ["She had a fit at school today", "She did not have a fit at school"],
];

const FEVERS: Phrase[] = [
  "a fever",
  "fevers",
  "a high temperature",
  "a temperature of 38.5",
  "a temperature of 39 C",
  "a temp of 38.2",
  "a high temp",
  "pyrexia",
  ["He is febrile", "He is not febrile"],
  ["He feels feverish", "He doesn't feel feverish"],
  ["He is burning up", "He is not burning up"],
  ["He is hot to the touch", "He is not hot to the touch"],
  ["He is running a temperature", "He is not running a temperature"],
  ["He is running a fever", "He is not running a fever"],
  ["His temperature was 38.4", "No fever, his temperature was normal"],
  ["His temperature reached 39", "His temperature never reached 39"],
  ["His temp is 101 F", "No fever"],
  ["His temperature spiked to 38.9", "No temperature spike"],
  ["She has had a fever since last night", "She has not had a fever"],
  ["She developed a fever this morning", "She has not developed a fever"],
  ["She has a high fever", "She doesn't have a high fever"],
  ["She is very warm to the touch", "She is not very warm to the touch"],
  ["Fever of 38.6", "Denies fever"],
  ["The thermometer read 38.3 and she has a fever", "The thermometer read normal, no fever"],
  ["She is feverish and fussy", "She is not feverish"],
  ["There has been a fever for a day", "There has been no fever"],
  ["Her temperature is 38", "Never a fever"],
  ["She got a fever after the vaccine", "She did not get a fever"],
  ["She was febrile overnight", "She was not febrile overnight"],
  ["He has had fevers on and off today", "He has not had fevers"],
];

const MENINGITIS: Phrase[] = [
  "a stiff neck, a fever and confusion",
  "neck stiffness with fever and confusion",
  "a stiff neck, high temperature and disorientation",
  "nuchal rigidity, fever and altered mental status",
  "a fever, a stiff neck and delirium",
  [
    "He has a stiff neck, a fever and is confused",
    "He has no stiff neck, no fever and is not confused",
  ],
  [
    "Her neck is stiff, she is feverish and she is confused",
    "Her neck is not stiff, she is not feverish and not confused",
  ],
  [
    "My neck feels stiff and I have a fever and I am disoriented",
    "My neck does not feel stiff; no fever; not disoriented",
  ],
  [
    "He can't touch his chin to his chest, has a high temperature and is confused",
    "No fever, no confusion, and no problem touching his chin to his chest",
  ],
  [
    "She can't bend her neck forward, she is burning up and not making sense",
    "No neck stiffness, no fever and no confusion",
  ],
  [
    "Stiff neck, fever of 39 and confusion since this morning",
    "No stiff neck, no fever, no confusion",
  ],
  [
    "He is febrile with a stiff neck and seems confused",
    "He is not febrile, no stiff neck, not confused",
  ],
  [
    "She has a fever and a rigid neck and is delirious",
    "She has no fever, no rigid neck, and is not delirious",
  ],
  [
    "Neck is very stiff, temperature 38.8, confused",
    "Neck is not stiff, no temperature, not confused",
  ],
  [
    "A stiff neck, a fever and he doesn't know where he is",
    "No stiff neck, no fever, no confusion",
  ],
  [
    "Fever, stiff neck and she is talking nonsense",
    "No fever, no stiff neck, not talking nonsense",
  ],
  [
    "High fever with neck stiffness and confusion",
    "No high fever, no neck stiffness, no confusion",
  ],
  [
    "Stiff neck, fever and very drowsy and confused",
    "No stiff neck, no fever, not drowsy or confused",
  ],
  [
    "He is confused, has a fever and his neck is stiff",
    "He is not confused, has no fever and his neck is not stiff",
  ],
  [
    "She is disorientated with a stiff neck and a high temperature",
    "She is not disorientated, no stiff neck, no high temperature",
  ],
  [
    "He has a fever, a stiff neck and is hard to wake",
    "He has no fever, no stiff neck and is not hard to wake",
  ],
  [
    "Running a fever with a stiff neck and muddled thinking",
    "No fever, no stiff neck, no muddled thinking",
  ],
  ["Meningism with fever and confusion", "No meningism, no fever, no confusion"],
  [
    "Her neck hurts when she bends her head forward, she has a fever and is confused",
    "No fever, no confusion and no neck stiffness",
  ],
  [
    "A fever, neck stiffness and altered mental state",
    "No fever, no neck stiffness, no altered mental state",
  ],
  [
    "He has a stiff neck, is febrile and is disoriented",
    "He has no stiff neck, is not febrile and is not disoriented",
  ],
  [
    "She is confused, feverish and has a stiff neck",
    "She is not confused, not feverish, and has no stiff neck",
  ],
  ["Stiff neck, temperature of 39.5, confusion", "No stiff neck, no temperature, no confusion"],
  [
    "He has had a fever, a stiff neck and confusion since lunch",
    "He has had no fever, no stiff neck and no confusion",
  ],
  [
    "My neck is so stiff, I have a fever and I feel confused",
    "My neck is not stiff, I have no fever and I do not feel confused",
  ],
];

const BLOOD: Phrase[] = [
  "blood in my sputum",
  "blood in my phlegm",
  "bloody sputum",
  "bloody vomit",
  "blood-streaked sputum",
  "haemoptysis",
  "hemoptysis",
  "haematemesis",
  "hematemesis",
  "coffee-ground vomit",
  "pink frothy sputum",
  ["I coughed up blood this morning", "I have not coughed up blood"],
  ["I am coughing up blood", "I am not coughing up blood"],
  ["I cough up bright red blood", "I don't cough up blood"],
  ["There is blood when I cough", "There is no blood when I cough"],
  ["I am vomiting blood", "I am not vomiting blood"],
  ["I vomited blood twice", "I have not vomited blood"],
  ["I threw up blood", "I didn't throw up blood"],
  ["I have been throwing up blood", "I haven't been throwing up blood"],
  ["I spat out blood", "I have not spat out blood"],
  ["I am spitting up blood", "I am not spitting up blood"],
  ["I brought up blood after coughing", "I have not brought up blood"],
  ["My phlegm is streaked with blood", "My phlegm is not streaked with blood"],
  ["My vomit has blood in it", "No blood in my vomit"],
  ["My sputum is tinged with blood", "No blood in my sputum"],
  ["My vomit looks like coffee grounds", "My vomit does not look like coffee grounds"],
  ["I coughed out some blood", "I have never coughed out blood"],
  ["I was sick with blood in it", "No blood when I was sick"],
  ["I puked blood last night", "I did not puke blood"],
  ["I coughed up clots of blood", "I did not cough up clots of blood"],
  ["My mucus has blood in it", "No blood in my mucus"],
];

const HEADACHE: Phrase[] = [
  "the worst headache of my life",
  "a thunderclap headache",
  "a sudden severe headache",
  "a sudden, excruciating headache",
  "a sudden blinding headache",
  "the worst headache I have ever had",
  "a sudden explosive headache",
  ["This is the worst headache of my life", "This is not the worst headache of my life"],
  ["It is the worst headache I've ever had", "It is not the worst headache I've ever had"],
  ["The headache came on suddenly like a thunderclap", "The headache did not come on suddenly"],
  [
    "My headache started all of a sudden and it is the worst ever",
    "My headache did not start suddenly and is not the worst ever",
  ],
  ["It was a thunderclap", "It was not a thunderclap"],
  ["I suddenly got an excruciating headache", "I did not suddenly get an excruciating headache"],
  ["The headache hit in seconds", "The headache did not hit in seconds"],
  ["A severe headache came on suddenly an hour ago", "No severe headache came on suddenly"],
  [
    "It felt like being hit on the head with a bat",
    "It never felt like being hit on the head with a bat",
  ],
  ["My head felt like it exploded", "My head never felt like it exploded"],
  ["She has the worst headache of her life", "She does not have the worst headache of her life"],
  [
    "He says it is the worst headache he's ever had",
    "He says it is not the worst headache he's ever had",
  ],
  ["A sudden intense headache while lifting", "No sudden intense headache"],
  [
    "An explosive headache that started out of nowhere",
    "No explosive headache that started out of nowhere",
  ],
  ["The worst pain of my life in my head", "Not the worst pain of my life"],
  ["Suddenly a splitting headache", "No sudden splitting headache"],
  ["Worst headache ever", "Not the worst headache ever"],
  ["A sudden terrible headache", "No sudden terrible headache"],
  [
    "Blinding headache that came on in an instant",
    "No blinding headache that came on in an instant",
  ],
  ["A violent headache that struck suddenly", "No violent headache that struck suddenly"],
  ["The headache exploded out of nowhere", "The headache has never exploded out of nowhere"],
  ["Sudden agonising headache at the back of my head", "No sudden agonising headache"],
  ["It is the worst headache in my entire life", "It is not the worst headache in my life"],
];

const FAMILIES: [string, Phrase[], string?][] = [
  ["severe difficulty breathing", SEVERE_BREATHING],
  ["stroke signs", STROKE],
  ["severe bleeding", BLEEDING],
  ["anaphylaxis", ANAPHYLAXIS],
  ["loss of consciousness", FAINTING],
  ["seizure", SEIZURE],
  ["coughing or vomiting blood", BLOOD],
  ["sudden worst headache", HEADACHE],
  ["stiff neck with fever and confusion", MENINGITIS],
  ["fever in an infant under 3 months", FEVERS, "6-week-old boy, 4.8 kg"],
];

function lower(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

for (const [family, table, age] of FAMILIES) {
  describe(family, () => {
    it("has at least 30 phrasings", () => {
      expect(table.length).toBeGreaterThanOrEqual(30);
    });
    it.each(table.map((p, i) => [affirmed(p), negated(p, i)]))(
      "%j is an emergency; negated (%j) it is not",
      (pos, neg) => {
        const r = evaluate(pos, age);
        expect(r.scope_problems).toContain("emergency");
        expect(r.reasons.request_within_scope).toContain(family);
        expect(isEmergency(neg, age)).toBe(false);
        // negation is scoped to its clause: a terminator ends it
        expect(isEmergency(`No cough, but ${lower(pos)}`, age)).toBe(true);
        expect(isEmergency(`No cough; ${lower(pos)}`, age)).toBe(true);
      },
    );
  });
}

describe("negation scope across sentences and list items", () => {
  it("a cue in an earlier sentence does not reach the next one", () => {
    expect(isEmergency("No fever. I coughed up blood this morning.")).toBe(true);
  });
  it("a list of negated findings after one cue is negated", () => {
    expect(isEmergency("Denies chest pain, shortness of breath, fainting or seizures.")).toBe(
      false,
    );
  });
  it("a cue does not cross list items", () => {
    const r = ok(
      buildLetter({
        set: { "Review of Systems": "- No fever\n- Coughing up blood since this morning" },
      }),
    );
    expect(r.scope_problems).toContain("emergency");
  });
  it("a fever alone in a child over 3 months is not a red flag", () => {
    expect(isEmergency("He has a high fever.", "2-year-old boy, 12 kg")).toBe(false);
  });
});

describe("sections are read apart (the scan joins them into one text)", () => {
  const emergencies = (set: Record<string, string>) =>
    ok(buildLetter({ set })).scope_findings.emergencies;
  const CHEST_WITH_COFACTOR =
    "chest pain with exertion, radiation, sweating or shortness of breath";

  it("a cue ending one section does not negate the start of the next", () => {
    expect(
      emergencies({
        "History of Present Illness": "For 3 days I have had a cough. No",
        "Review of Systems": "chest pain when I climb the stairs.",
      }),
    ).toEqual([CHEST_WITH_COFACTOR]);
  });
  it("an unfinished sentence does not run into the next section", () => {
    expect(
      emergencies({
        "History of Present Illness": "For 3 days I have had a cough. No chest pain",
        "Review of Systems": "when I climb the stairs.",
      }),
    ).toEqual([]);
    // "go" + "up the stairs" is exertion only within one section
    expect(
      emergencies({
        "History of Present Illness": "For 3 days I have had a cough and chest pain. I go",
        "Review of Systems": "up the stairs slowly.",
      }),
    ).toEqual([]);
  });
  it("each section keeps its own current-illness mark", () => {
    const set = {
      "History of Present Illness": "For 3 days I have had a cough and chest pain",
      "Review of Systems": "No shortness of breath, no sweating.",
    };
    const cofactor = "Chest pain only when walking up the stairs";
    expect(emergencies({ ...set, "Past Medical History": cofactor })).toEqual([]);
    expect(emergencies({ ...set, "Social History": cofactor })).toEqual([CHEST_WITH_COFACTOR]);
  });
  it("a sentence repeated in a history section and in the current illness counts once, as current", () => {
    const sentence = "Crushing chest pain when I climb the stairs.";
    expect(
      emergencies({
        "Past Medical History": sentence,
        "History of Present Illness": `For 3 days I have had a cough. ${sentence} ${sentence}`,
      }),
    ).toEqual([CHEST_WITH_COFACTOR]);
    expect(
      emergencies({
        "Past Medical History": `${sentence} ${sentence}`,
        "History of Present Illness": "For 3 days I have had a cough.",
      }),
    ).toEqual([]);
  });
});
