/** Rubric v2 §1: new synonyms, combined headings and misspelt headings, with near misses. */
import { describe, expect, it } from "vitest";
import type { CriterionKey } from "../src/index.js";
import {
  allowedDistance,
  closestKinds,
  combinedKinds,
  damerauLevenshtein,
  lookupLabel,
  nameIndex,
} from "../src/sections.js";
import { BASE, buildLetter, type Form, ok, type SectionName } from "./helpers.js";

const KEY_OF: Record<SectionName, CriterionKey | null> = {
  "Chief Complaint": "chief_complaint_present",
  "Age and Sex": "age_and_sex_present",
  "History of Present Illness": "history_of_present_illness_present",
  "Review of Systems": "review_of_systems_present",
  "Past Medical History": "past_medical_history_present",
  "Current Medications": null,
  Allergies: "allergies_present",
  "Family History": "family_history_present",
  "Social History": "social_history_present",
  Diagnosis: "diagnosis_present",
  "Treatment Plan": "treatment_plan_present",
};

function keyOf(name: SectionName): CriterionKey {
  const key = KEY_OF[name];
  if (!key) throw new Error(`${name} is judged by nothing`);
  return key;
}

const FORMS: Form[] = ["h1", "h3", "bold", "boldInline", "setext", "hashNoSpace"];

describe("v2 synonyms", () => {
  const synonyms: [SectionName, string][] = [
    ["Past Medical History", "PMHx"],
    ["Past Medical History", "PMH/PSH"],
    ["Past Medical History", "PMH / PSH"],
    ["Past Medical History", "Past Medical History and Surgical History"],
    ["Family History", "FHx"],
    ["Social History", "SHx"],
    ["Diagnosis", "Dx"],
    ["Diagnosis", "Impression"],
    ["Diagnosis", "Clinical Impression"],
    ["Diagnosis", "Differential Diagnosis"],
    ["Treatment Plan", "Rx"],
    ["Treatment Plan", "Rx Plan"],
    ["Treatment Plan", "Management"],
    ["Treatment Plan", "Management Plan"],
    ["Treatment Plan", "Plan of Care"],
    ["Treatment Plan", "Requested Medication"],
  ];
  for (const form of FORMS) {
    it.each(synonyms)(`%s as %j (${form})`, (name, synonym) => {
      const r = ok(buildLetter({ rename: { [name]: synonym }, form }));
      expect(r.evaluation[keyOf(name)]).toBe(true);
      expect(r.final_decision_ready).toBe(true);
      expect(ok(buildLetter({ set: { [name]: null }, form })).evaluation[keyOf(name)]).toBe(false);
    });
  }
});

describe("combined headings", () => {
  const dxAndPlan = ["Assessment and Plan", "Assessment & Plan", "A/P", "A&P", "A & P"];
  it.each(dxAndPlan)("%j is a Diagnosis and a Treatment Plan section", (heading) => {
    const content = "Allergic rhinitis. A prescription nasal steroid spray such as fluticasone.";
    for (const form of FORMS) {
      const r = ok(
        buildLetter({ set: { Diagnosis: null, "Treatment Plan": null, [heading]: content }, form }),
      );
      expect(r.evaluation.diagnosis_present).toBe(true);
      expect(r.evaluation.treatment_plan_present).toBe(true);
      expect(r.final_decision_ready).toBe(true);
    }
  });
  it("the shared content is judged for both: a vague one fails both", () => {
    const r = ok(
      buildLetter({
        set: { Diagnosis: null, "Treatment Plan": null, "Assessment and Plan": "Not sure" },
      }),
    );
    expect(r.evaluation.diagnosis_present).toBe(false);
    expect(r.evaluation.treatment_plan_present).toBe(false);
  });

  const joined: [string, SectionName[]][] = [
    ["Family & Social History", ["Family History", "Social History"]],
    ["Family and Social History", ["Family History", "Social History"]],
    ["Social and Family History", ["Family History", "Social History"]],
    ["Social/Family History", ["Family History", "Social History"]],
    ["Allergies/Medications", ["Allergies", "Current Medications"]],
    ["Allergies and Medications", ["Allergies", "Current Medications"]],
    ["Medications & Allergies", ["Allergies", "Current Medications"]],
    ["Past Medical and Family History", ["Past Medical History", "Family History"]],
    ["ROS/PMH", ["Review of Systems", "Past Medical History"]],
  ];
  it.each(joined)("%j is a section of each name it joins", (heading, names) => {
    const content = "Mother has seasonal allergies. Never smoked. NKDA. Loratadine 10 mg.";
    const removed = Object.fromEntries(names.map((n) => [n, null]));
    const r = ok(buildLetter({ set: { ...removed, [heading]: content } }));
    for (const name of names) if (KEY_OF[name]) expect(r.evaluation[keyOf(name)]).toBe(true);
    expect(r.final_decision_ready).toBe(true);
    // without the combined section the same criteria fail
    const without = ok(buildLetter({ set: removed }));
    for (const name of names) if (KEY_OF[name]) expect(without.evaluation[keyOf(name)]).toBe(false);
  });
  it.each([
    "Family and Travel History",
    "Sexual and Social History",
    "Pain and Swelling",
    "Diet/Exercise",
  ])("%j joins an unknown name, so it is no known section", (heading) => {
    expect(combinedKinds(heading.toLowerCase())).toBeUndefined();
    expect(lookupLabel(heading, true)).toBeUndefined();
  });
});

describe("misspelt headings", () => {
  const misspelt: [string, SectionName][] = [
    ["Alergies", "Allergies"],
    ["Allergeis", "Allergies"],
    ["Allergie", "Allergies"],
    ["Chief Compliant", "Chief Complaint"],
    ["Cheif Complaint", "Chief Complaint"],
    ["Chief Complant", "Chief Complaint"],
    ["Reveiw of Systems", "Review of Systems"],
    ["Review of Sytems", "Review of Systems"],
    ["Famly History", "Family History"],
    ["Familly Histroy", "Family History"],
    ["Socail History", "Social History"],
    ["Social Histroy", "Social History"],
    ["Past Medcial History", "Past Medical History"],
    ["Past Medical Histry", "Past Medical History"],
    ["History of Present Ilness", "History of Present Illness"],
    ["Hsitory of Presnt Illness", "History of Present Illness"],
    ["Diagnossis", "Diagnosis"],
    ["Diagnosys", "Diagnosis"],
    ["Treatmnet Plan", "Treatment Plan"],
    ["Treatment Paln", "Treatment Plan"],
    ["Medical Histroy", "Past Medical History"],
    ["Age and Sx", "Age and Sex"],
  ];
  for (const form of ["h1", "h2", "bold", "boldInline", "setext"] as Form[]) {
    it.each(misspelt)(`%j counts as %s (${form})`, (heading, name) => {
      const r = ok(buildLetter({ rename: { [name]: heading }, form }));
      expect(r.evaluation[keyOf(name)]).toBe(true);
      expect(r.final_decision_ready).toBe(true);
    });
  }
  it("v3: a plain `Label: text` line is a section start, so a misspelling counts there too", () => {
    const r = ok(buildLetter({ rename: { Allergies: "Alergies" }, form: "label" }));
    expect(r.evaluation.allergies_present).toBe(true);
    const far = ok(buildLetter({ rename: { Allergies: "Alregeis" }, form: "label" }));
    expect(far.evaluation.allergies_present).toBe(false);
  });

  const nearMisses: [string, SectionName, string][] = [
    ["Sexual History", "Social History", "3 edits from Social History"],
    ["Surgical History", "Past Medical History", "no known section"],
    ["Alregeis", "Allergies", "2 edits on a 9-letter name"],
    ["Allrgees", "Allergies", "2 edits on a 9-letter name"],
    ["Socal Histroy", "Social History", "2 edits on a 14-letter name: allowed, so see next"],
    ["Famliy Histroy Notes", "Family History", "far from every name"],
    ["Pln", "Treatment Plan", "names under 6 characters match exactly"],
    ["Plna", "Treatment Plan", "names under 6 characters match exactly"],
    ["HIP", "History of Present Illness", "names under 6 characters match exactly"],
    ["RSO", "Review of Systems", "names under 6 characters match exactly"],
    ["Allergy History", "Allergies", "2 edits and more from every name"],
    ["Dxx", "Diagnosis", "names under 6 characters match exactly"],
    [
      "History of Presenting Complaint",
      "History of Present Illness",
      "not a rubric synonym, far from each",
    ],
    [
      "Past Medical and Surgical History",
      "Past Medical History",
      "Surgical History is no known name",
    ],
    ["What I Would Like", "Treatment Plan", "not a rubric synonym"],
    ["Complaint", "Chief Complaint", "not a rubric synonym"],
  ];
  it.each(nearMisses.filter(([h]) => h !== "Socal Histroy"))(
    "%j is not %s (%s)",
    (heading, name) => {
      const r = ok(buildLetter({ rename: { [name]: heading } }));
      expect(r.evaluation[keyOf(name)]).toBe(false);
    },
  );
  it("'Surgical History' is no known section and 'Sexual History' is not Social History", () => {
    expect(lookupLabel("Surgical History", true)).toBeUndefined();
    expect(lookupLabel("Sexual History", true)).toBeUndefined();
    expect(damerauLevenshtein("sexual history", "social history", 5)).toBe(3);
  });
  it("12 or more characters allow 2 edits", () => {
    expect(lookupLabel("Socal Histroy", true)).toEqual(["sh"]);
    expect(lookupLabel("Chief Compliant", true)).toEqual(["cc"]);
  });
  it("distance limits by length", () => {
    expect([5, 6, 11, 12, 30].map(allowedDistance)).toEqual([0, 1, 1, 2, 2]);
  });
  it("Damerau–Levenshtein: insert, delete, substitute and swap each cost 1", () => {
    expect(damerauLevenshtein("allergies", "allergeis", 3)).toBe(1);
    expect(damerauLevenshtein("allergies", "alergies", 3)).toBe(1);
    expect(damerauLevenshtein("allergies", "allergiess", 3)).toBe(1);
    expect(damerauLevenshtein("allergies", "allergiez", 3)).toBe(1);
    expect(damerauLevenshtein("allergies", "alregeis", 3)).toBe(3);
    expect(damerauLevenshtein("abc", "xyz", 1)).toBe(2); // stops early above the limit
  });
  it("a tie between two known names of different sections counts as neither", () => {
    const index = nameIndex(
      new Map([
        ["abcdefgh", ["fh"] as const],
        ["abcdefxh", ["sh"] as const],
        ["qrstuvwx", ["ros"] as const],
        ["qrstuvwy", ["ros"] as const],
      ]),
    );
    expect(closestKinds("abcdefyh", index)).toBeUndefined(); // 1 from both
    expect(closestKinds("abcdefgi", index)).toEqual(["fh"]); // 1 from fh, 2 from sh
    expect(closestKinds("qrstuvwz", index)).toEqual(["ros"]); // two names of one section
  });
  it("misspellings are only read in headings, never in ordinary text", () => {
    const r = ok(
      buildLetter({
        set: {
          "History of Present Illness": `${BASE["History of Present Illness"]}\nAlergies are not a problem for me.`,
        },
      }),
    );
    expect(r.evaluation.history_of_present_illness_present).toBe(true);
  });
});
