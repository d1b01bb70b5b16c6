import { describe, expect, it } from "vitest";
import { conditionCatalogue, conditionSynonyms, findConditions } from "../src/index.js";

describe("condition catalogue and synonyms", () => {
  it("exports the catalogue as is: 15 categories, 97 conditions", () => {
    expect(conditionCatalogue).toHaveLength(15);
    expect(conditionCatalogue.flatMap((c) => c.conditions)).toHaveLength(97);
  });

  it("has a synonym list for every catalogue condition, and only for those", () => {
    const names = conditionCatalogue.flatMap((c) => c.conditions.map((d) => d.name)).sort();
    expect(Object.keys(conditionSynonyms).sort()).toEqual(names);
    for (const name of names) expect(conditionSynonyms[name]?.length ?? 0).toBeGreaterThan(0);
  });

  it("every condition name and every synonym finds its own condition", () => {
    for (const category of conditionCatalogue) {
      for (const condition of category.conditions) {
        expect(findConditions(`I have ${condition.name}.`)).toContainEqual({
          name: condition.name,
          category: category.name,
        });
        for (const synonym of conditionSynonyms[condition.name] ?? []) {
          const found = findConditions(`Possibly ${synonym}, I think.`).map((c) => c.name);
          expect(found.length, synonym).toBeGreaterThan(0);
        }
      }
    }
  });

  it.each([
    ["pink eye", "Conjunctivitis/Pink eye"],
    ["burning when I pee", "Urinary tract infections"],
    ["migraine", "Migraines, Headaches"],
    ["Migraines", "Migraines, Headaches"],
    ["hay fever", "Allergic rhinitis"],
    ["cold sores", "Herpes simplex/Cold sores"],
    ["Athlete\u2019s foot", "Fungal infections"],
    ["pre-diabetes", "Prediabetes"],
    ["hot flushes", "Hot flashes"],
    ["traveler's diarrhea", "Traveler's diarrhea"],
    ["COVID-19", "COVID-19"],
    ["social anxiety", "Social anxiety disorder"],
    ["allergic conjunctivitis", "Allergic conjunctivitis"],
    ["male pattern baldness", "Male pattern baldness"],
    ["swimmer's ear", "Otitis externa/Swimmer's ear"],
  ])("%s → %s", (text, name) => {
    expect(findConditions(text)[0]?.name).toBe(name);
  });

  it("longer names win over their parts", () => {
    expect(findConditions("allergic conjunctivitis").map((c) => c.name)).toEqual([
      "Allergic conjunctivitis",
    ]);
    expect(findConditions("traveler's diarrhea").map((c) => c.name)).toEqual([
      "Traveler's diarrhea",
    ]);
    expect(findConditions("a cold sore").map((c) => c.name)).toEqual(["Herpes simplex/Cold sores"]);
  });

  it("does not match misspellings, unrelated words or lower-case acronyms", () => {
    expect(findConditions("migrane")).toEqual([]);
    expect(findConditions("kidney stone, fracture, a lump")).toEqual([]);
    expect(findConditions("I want to add more detail and I feel sad")).toEqual([]);
    expect(findConditions("a mouth ulcer")).toEqual([]);
    expect(findConditions("ADD and SAD").map((c) => c.name)).toEqual([
      "ADHD",
      "Seasonal affective disorder",
    ]);
  });

  it.each([
    // apostrophes inside and after a word, in any case
    ["ATHLETE'S FOOT and SWIMMER'S EAR", ["Fungal infections", "Otitis externa/Swimmer's ear"]],
    ["cold sores'", ["Herpes simplex/Cold sores"]],
    // an acronym is the whole token, in upper case: not "ED's", not "UC2"
    ["the ED's effect, ED", ["Erectile dysfunction"]],
    ["UC2 or UC", ["Ulcerative colitis"]],
    ["GAD7 score", []],
    // words of a phrase joined by a space, tab, hyphen, slash or " - ", not by "--"
    ["pink\teye and pink - eye", ["Conjunctivitis/Pink eye"]],
    ["pink -- eye", []],
    ["H.  pylori", ["Peptic ulcer disease"]],
    // a phrase cut by an unknown word: no shorter key, nothing; a blocked phrase is consumed
    ["allergic conjunctivitisx", []],
    ["mouth ulcers, then ulcers", ["Peptic ulcer disease"]],
    ["chest and head cold", ["Upper respiratory infections"]],
  ])("tokens and joins: %s", (text, names) => {
    expect(findConditions(text).map((c) => c.name)).toEqual(names);
  });

  it("returns conditions in order of mention without duplicates", () => {
    expect(findConditions("GERD, then asthma, then heartburn again").map((c) => c.name)).toEqual([
      "GERD/Heartburn",
      "Asthma",
    ]);
    expect(findConditions("")).toEqual([]);
  });
});
