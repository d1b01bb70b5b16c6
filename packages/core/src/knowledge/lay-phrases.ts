/**
 * Lay phrases people type into a search box that neither the articles' `also_known_as` nor the
 * evaluator's condition synonyms carry (keys are exact catalogue condition names). They are
 * search vocabulary, not letter vocabulary, so they live here rather than in the evaluator: a
 * search may guess generously, the letter check must not. Seeded into `kb_aliases`.
 */
export const KB_LAY_PHRASES: Record<string, string[]> = {
  "Erectile dysfunction": [
    "cant get it up",
    "can't get it up",
    "cant keep it up",
    "can't stay hard",
    "trouble staying hard",
  ],
  "Urinary tract infections": [
    "burning when i pee",
    "burns when i pee",
    "hurts to pee",
    "stings when i pee",
  ],
  "Herpes simplex/Cold sores": ["cold sore", "blister on lip", "lip sore"],
  Laryngitis: ["lost my voice", "no voice", "cant talk"],
  "Traveler's diarrhea": ["diarrhea while traveling", "diarrhea abroad", "sick on vacation"],
};
