import { describe, expect, it } from "vitest";
import { evaluateLetter } from "../src/index.js";
import { BASE, buildLetter, ok } from "./helpers.js";

describe("base letter", () => {
  it("is complete and in scope", () => {
    const r = ok(buildLetter());
    expect(r.missing_items).toEqual([]);
    expect(r.final_decision_ready).toBe(true);
    expect(r.reasons).toEqual({});
    expect(r.completed_items).toHaveLength(11);
    expect(r.age_years).toBe(34);
    expect(r.sex).toBe("female");
    expect(r.conditions.map((c) => c.name)).toContain("Allergic rhinitis");
  });
});

describe("§0 rejections", () => {
  it("rejects non-strings", () => {
    for (const v of [undefined, null, 42, {}, ["x"]]) {
      expect(evaluateLetter(v)).toEqual({
        ok: false,
        code: "too_short",
        length: 0,
        message: "query must be a string of 500 to 10,000 characters",
      });
    }
  });
  it("counts UTF-16 code units after trimming", () => {
    const letter = buildLetter();
    const short = `${"\n".repeat(300)}x${letter.slice(1, 498)}x${" ".repeat(300)}`;
    const r = evaluateLetter(short);
    expect(r).toMatchObject({ ok: false, code: "too_short", length: 499 });
    if (!r.ok) {
      expect(r.message).toContain("499");
      expect(r.message).toContain("500");
    }
    expect(evaluateLetter(`  x${letter.slice(1, 499)}x  `.padEnd(520, " ")).ok).toBe(true);
  });
  it("rejects letters over 10,000 characters", () => {
    const long = `${buildLetter()}\n\n# Notes\n${"x".repeat(10_001)}`;
    const r = evaluateLetter(long);
    expect(r).toMatchObject({ ok: false, code: "too_long" });
    if (!r.ok) expect(r.message).toContain("10,000");
  });
  it("rejects non-medical text without a known heading", () => {
    const text = `# Trip report\n\n${"We walked along the river, ate sandwiches, watched the boats and took the train home in the evening. ".repeat(8)}`;
    const r = evaluateLetter(text);
    expect(r).toMatchObject({ ok: false, code: "not_medical" });
    if (!r.ok) expect(r.message).toMatch(/^The text does not look like a clinical letter: /);
  });
  it("accepts a prose letter with medical terms but no headings", () => {
    const text = `${"I have had a sore throat, a fever and a cough for 3 days and my ears hurt. ".repeat(8)}`;
    expect(evaluateLetter(text).ok).toBe(true);
  });
});

describe("§1 headings and labels", () => {
  const synonyms: [string, string, keyof ReturnType<typeof ok>["evaluation"]][] = [
    ["Chief Complaint", "CC", "chief_complaint_present"],
    ["Chief Complaint", "Main Concern", "chief_complaint_present"],
    ["Chief Complaint", "Reason for Visit", "chief_complaint_present"],
    ["Chief Complaint", "Presenting Complaint", "chief_complaint_present"],
    ["Age and Sex", "Age/Sex", "age_and_sex_present"],
    ["Age and Sex", "Age & Sex", "age_and_sex_present"],
    ["Age and Sex", "Demographics", "age_and_sex_present"],
    ["History of Present Illness", "HPI", "history_of_present_illness_present"],
    [
      "History of Present Illness",
      "History of Presenting Illness",
      "history_of_present_illness_present",
    ],
    ["History of Present Illness", "Present Illness", "history_of_present_illness_present"],
    [
      "History of Present Illness",
      "History of Present Illness (HPI)",
      "history_of_present_illness_present",
    ],
    ["Review of Systems", "ROS", "review_of_systems_present"],
    ["Review of Systems", "Systems Review", "review_of_systems_present"],
    ["Past Medical History", "PMH", "past_medical_history_present"],
    ["Past Medical History", "Medical History", "past_medical_history_present"],
    ["Past Medical History", "Past History", "past_medical_history_present"],
    ["Allergies", "Allergy", "allergies_present"],
    ["Allergies", "Drug Allergies", "allergies_present"],
    ["Allergies", "Medication Allergies", "allergies_present"],
    ["Family History", "FH", "family_history_present"],
    ["Family History", "Family Medical History", "family_history_present"],
    ["Social History", "SH", "social_history_present"],
    ["Social History", "Social", "social_history_present"],
    ["Diagnosis", "Suspected Diagnosis", "diagnosis_present"],
    ["Diagnosis", "Assessment", "diagnosis_present"],
    ["Diagnosis", "Working Diagnosis", "diagnosis_present"],
    ["Diagnosis", "What I Think It Might Be", "diagnosis_present"],
    ["Treatment Plan", "Plan", "treatment_plan_present"],
    ["Treatment Plan", "Requested Treatment", "treatment_plan_present"],
    ["Treatment Plan", "What I'm Hoping For", "treatment_plan_present"],
    ["Treatment Plan", "What I\u2019m Hoping For", "treatment_plan_present"],
    ["Treatment Plan", "What I Am Hoping For", "treatment_plan_present"],
    ["Treatment Plan", "10. Treatment Plan", "treatment_plan_present"],
    ["Treatment Plan", "J) Treatment Plan", "treatment_plan_present"],
    ["Allergies", "ALLERGIES", "allergies_present"],
  ];
  it.each(synonyms)("%s as %s", (name, synonym, key) => {
    const r = ok(buildLetter({ rename: { [name]: synonym } }));
    expect(r.evaluation[key]).toBe(true);
    expect(r.final_decision_ready).toBe(true);
    // removing the section makes the criterion fail, so the synonym really was read
    expect(ok(buildLetter({ set: { [name]: null } })).evaluation[key]).toBe(false);
  });

  it("separate Age and Sex (or Gender) sections count together", () => {
    const r = ok(buildLetter({ set: { "Age and Sex": null, Age: "58 years", Gender: "Male" } }));
    expect(r.evaluation.age_and_sex_present).toBe(true);
    expect(r.age_years).toBe(58);
    expect(r.sex).toBe("male");
  });

  const inline: [string, string][] = [
    ["**Allergies:** NKDA", "bold label with colon inside"],
    ["**Allergies**: NKDA", "bold label with colon outside"],
    ["__Allergies:__ NKDA", "underscore bold label"],
    ["Allergies: NKDA", "plain label"],
    ["**Allergies:**\nNKDA", "stand-alone bold label line"],
    ["Allergies\n---------\nNKDA", "setext heading"],
    ["#Allergies\nNKDA", "#Heading without a space"],
    ["#### Allergies\nNKDA", "level-4 heading"],
    ["# 6. Allergies\nNKDA", "numbered heading"],
    ["- Allergies: NKDA", "label in a list item"],
  ];
  it.each(inline)("%j (%s) starts the Allergies section", (block) => {
    const r = ok(
      buildLetter({ set: { Allergies: null }, extra: { "Notes placeholder": "x" } }).replace(
        "# Notes placeholder\nx",
        block,
      ),
    );
    expect(r.evaluation.allergies_present).toBe(true);
  });

  it("unknown headings are kept but judged by nothing", () => {
    const r = ok(
      buildLetter({ extra: { Contact: "Please reply by message.", "AI Client": "Example" } }),
    );
    expect(r.final_decision_ready).toBe(true);
  });

  it("HPI: inline label", () => {
    const r = ok(
      buildLetter({ set: { "History of Present Illness": null } }).replace(
        "# Review of Systems",
        "HPI: For the past 3 weeks I have had sneezing, a runny nose and itchy eyes.\n\n# Review of Systems",
      ),
    );
    expect(r.evaluation.history_of_present_illness_present).toBe(true);
  });

  it('"Medication: X" inside the Treatment Plan stays in the plan', () => {
    const r = ok(buildLetter({ set: { "Treatment Plan": "Medication: fluticasone nasal spray" } }));
    expect(r.evaluation.treatment_plan_present).toBe(true);
  });

  it("two Diagnosis-type sections: either one suffices", () => {
    const r = ok(
      buildLetter({
        set: { Diagnosis: "Not sure" },
        extra: { "What I Think It Might Be": "Hay fever" },
      }),
    );
    expect(r.evaluation.diagnosis_present).toBe(true);
  });
});

describe("§1 empty content, placeholders and explicit negatives", () => {
  const placeholders = [
    "N/A",
    "NA",
    "TBD",
    "TODO",
    "?",
    "-",
    "...",
    "unknown",
    "[fill in]",
    "<describe symptoms>",
    "<...>",
    "[list symptoms here]",
    "Review of Systems",
    "tbd.",
    "",
  ];
  it.each(placeholders)("ROS %j is empty", (p) => {
    const r = ok(buildLetter({ set: { "Review of Systems": p } }));
    expect(r.evaluation.review_of_systems_present).toBe(false);
    expect(r.reasons.review_of_systems_present).toMatch(/positives and negatives/);
  });

  const negatives = [
    "None",
    "NKDA",
    "No known drug allergies",
    "Noncontributory",
    "No significant history",
    "Denies tobacco, alcohol, drugs",
    "Healthy, no conditions",
  ];
  const answerable: [
    string,
    (
      | "review_of_systems_present"
      | "past_medical_history_present"
      | "allergies_present"
      | "family_history_present"
      | "social_history_present"
    ),
  ][] = [
    ["Review of Systems", "review_of_systems_present"],
    ["Past Medical History", "past_medical_history_present"],
    ["Allergies", "allergies_present"],
    ["Family History", "family_history_present"],
    ["Social History", "social_history_present"],
  ];
  for (const [section, key] of answerable) {
    it.each(negatives)(`${section}: %j is a complete answer`, (n) => {
      expect(ok(buildLetter({ set: { [section]: n } })).evaluation[key]).toBe(true);
    });
  }
  it("ROS: all other systems negative", () => {
    expect(
      ok(buildLetter({ set: { "Review of Systems": "All other systems negative." } })).evaluation
        .review_of_systems_present,
    ).toBe(true);
  });

  it.each(["None", "N/A", "Nothing", "No"])("Chief Complaint %j is not an answer", (n) => {
    expect(
      ok(buildLetter({ set: { "Chief Complaint": n, Diagnosis: "Hay fever" } })).evaluation
        .chief_complaint_present,
    ).toBe(false);
  });

  it.each([
    ["unknown", false],
    ["unknown.", false],
    ["not known", false],
    ["Not known.", false],
    ["Unknown - I was adopted.", true],
    ["Unknown \u2013 adopted", true],
    ["No significant family history.", true],
  ] as const)("Family History %j → %s", (text, met) => {
    expect(
      ok(buildLetter({ set: { "Family History": text } })).evaluation.family_history_present,
    ).toBe(met);
  });
});

describe("criterion 2: age and sex", () => {
  const inSection: [string, boolean][] = [
    ["34M", true],
    ["34 F", true],
    ["34-year-old male", true],
    ["34 year old woman", true],
    ["34 years old, man", true],
    ["34 yo female", true],
    ["34 y/o male", true],
    ["aged 34, female", true],
    ["Age 34, sex female", true],
    ["34, male", true],
    ["34 years, female", true],
    ["34/F", true],
    ["F/34", true],
    ["46 / female", true],
    ["46/female", true],
    ["female, 120/80", false],
    ["Age: 45\nSex: Female", true],
    ["Female", false],
    ["34", false],
    ["male", false],
    ["thirty-four-year-old woman", true],
    ["<age>-year-old <sex>", false],
    ["130-year-old male", false],
  ];
  it.each(inSection)("Age and Sex %j → %s", (text, met) => {
    expect(ok(buildLetter({ set: { "Age and Sex": text } })).evaluation.age_and_sex_present).toBe(
      met,
    );
  });

  it("34M gives both age and sex", () => {
    const r = ok(buildLetter({ set: { "Age and Sex": "34M" } }));
    expect(r.age_years).toBe(34);
    expect(r.sex).toBe("male");
  });

  it("children: months and the weight in kilograms", () => {
    const months = ok(buildLetter({ set: { "Age and Sex": "18-month-old boy", Weight: "11 kg" } }));
    expect(months.age_years).toBe(1.5);
    expect(months.evaluation.age_and_sex_present).toBe(true);
    expect(
      ok(buildLetter({ set: { "Age and Sex": "18 months old girl, 10.5kg" } })).evaluation
        .age_and_sex_present,
    ).toBe(true);
    expect(
      ok(buildLetter({ set: { "Age and Sex": "18 months, girl" } })).evaluation.age_and_sex_present,
    ).toBe(false);
  });

  it.each([
    ["10-year-old boy", "Weight: 32 kg", true],
    ["10-year-old boy", "He weighs 32kg.", true],
    ["10-year-old boy", "32 kilograms", true],
    ["10-year-old boy", "70 lb", false],
    ["10-year-old boy", "70 pounds", false],
    ["18-year-old female", "", false],
    ["19-year-old female", "", true],
  ] as const)("%s with %j → %s", (age, weight, met) => {
    const extra = weight ? { Weight: weight } : undefined;
    const r = ok(buildLetter({ set: { "Age and Sex": age }, extra }));
    expect(r.evaluation.age_and_sex_present).toBe(met);
    if (!met) expect(r.reasons.age_and_sex_present).toMatch(/kilograms/);
  });

  it("pounds only: the commentary asks for kilograms", () => {
    const r = ok(
      buildLetter({ set: { "Age and Sex": "10-year-old boy" }, extra: { Weight: "70 lb" } }),
    );
    expect(r.reasons.age_and_sex_present).toMatch(/kilograms.*not pounds/);
  });

  it("first sentence of HPI or CC gives age and sex when there is no section", () => {
    const r = ok(
      buildLetter({
        set: {
          "Age and Sex": null,
          "History of Present Illness":
            "I am a 47-year-old man with hay fever. For the past 3 weeks I have had sneezing and itchy eyes.",
        },
      }),
    );
    expect(r.evaluation.age_and_sex_present).toBe(true);
    expect(r.age_years).toBe(47);
    const cc = ok(
      buildLetter({
        set: { "Age and Sex": null, "Chief Complaint": "34 F with hay fever symptoms." },
      }),
    );
    expect(cc.evaluation.age_and_sex_present).toBe(true);
  });

  it('"for 4 months" is a duration, never an age', () => {
    const r = ok(
      buildLetter({
        set: {
          "Age and Sex": null,
          "History of Present Illness":
            "I am a woman and have had sneezing for 4 months, worse outdoors every day.",
        },
      }),
    );
    expect(r.age_years).toBeNull();
    expect(r.evaluation.age_and_sex_present).toBe(false);
  });

  it("a marked age outside the first sentence is not read", () => {
    const r = ok(
      buildLetter({
        set: {
          "Age and Sex": null,
          "History of Present Illness":
            "Sneezing for 3 weeks now, worse outdoors. I am a 34-year-old woman.",
        },
      }),
    );
    expect(r.evaluation.age_and_sex_present).toBe(false);
  });

  it("the section's age wins over the HPI's", () => {
    const r = ok(
      buildLetter({
        set: {
          "Age and Sex": "40-year-old male",
          "History of Present Illness":
            "My 12-year-old son and I both have had sneezing for 3 weeks, worse outdoors.",
        },
      }),
    );
    expect(r.age_years).toBe(40);
    expect(r.evaluation.age_and_sex_present).toBe(true);
  });
});

describe("criterion 3: HPI words and duration", () => {
  const pad = "I have sneezing, a runny nose and itchy eyes";
  const durations = [
    `${pad} x 2 weeks.`,
    `${pad} for 3 days.`,
    `${pad}; it began three days ago.`,
    `${pad} for a month.`,
    `${pad} for a few weeks.`,
    `${pad} for several days.`,
    `${pad} for a couple of weeks.`,
    `${pad} since Monday.`,
    `${pad}. It started yesterday.`,
    `${pad}. It started last week.`,
    `${pad} for years.`,
    `${pad}, ongoing for years.`,
    `${pad} over the past year.`,
    `${pad}; it is chronic.`,
    `${pad}; it is lifelong.`,
    `${pad} for 48 hours.`,
  ];
  it.each(durations)("%j has a duration", (hpi) => {
    expect(
      ok(buildLetter({ set: { "History of Present Illness": hpi } })).evaluation
        .history_of_present_illness_present,
    ).toBe(true);
  });
  it.each([
    `${pad}, and it is worse outdoors.`,
    "I drink coffee twice a day and sneeze a lot when I go outside near the trees.",
    "Pressure in my cheeks and a blocked nose that is worse when I bend forward.",
  ])("%j has no duration", (hpi) => {
    const r = ok(buildLetter({ set: { "History of Present Illness": hpi } }));
    expect(r.evaluation.history_of_present_illness_present).toBe(false);
    expect(r.reasons.history_of_present_illness_present).toContain(
      "say how long the symptoms have lasted",
    );
  });
  it("fewer than 8 words fails even with a duration", () => {
    const r = ok(
      buildLetter({ set: { "History of Present Illness": "Sneezing and itchy eyes x 2 weeks." } }),
    );
    expect(r.evaluation.history_of_present_illness_present).toBe(false);
    expect(r.reasons.history_of_present_illness_present).toMatch(/at least 8 words/);
    expect(
      ok(
        buildLetter({
          set: { "History of Present Illness": "Sneezing and itchy eyes for x 2 weeks." },
        }),
      ).evaluation.history_of_present_illness_present,
    ).toBe(true);
  });
});

describe("criteria 9–10: vague Diagnosis and Treatment Plan", () => {
  const vague = [
    "Not sure",
    "unsure",
    "I don't know",
    "I do not know",
    "No idea",
    "Unknown",
    "not known",
    "None",
    "Nothing",
    "N/A",
    "IDK",
    "I don\u2019t know.",
  ];
  it.each(vague)("Diagnosis %j is vague", (v) => {
    expect(ok(buildLetter({ set: { Diagnosis: v } })).evaluation.diagnosis_present).toBe(false);
  });
  it.each([
    ...vague,
    "Whatever",
    "anything",
    "whatever works",
    "Whatever the doctor thinks",
    "Whatever the doctor thinks is best.",
    "Up to the doctor",
    "Doctor's choice",
    "open to suggestions",
  ])("Treatment Plan %j is vague", (v) => {
    expect(
      ok(buildLetter({ set: { "Treatment Plan": v } })).evaluation.treatment_plan_present,
    ).toBe(false);
  });
  it("a hedge with a condition counts", () => {
    expect(
      ok(buildLetter({ set: { Diagnosis: "Not sure, maybe hay fever" } })).evaluation
        .diagnosis_present,
    ).toBe(true);
  });
  it.each([
    "Advice on over-the-counter options.",
    "Refill.",
    "Fluticasone",
    "A referral to an allergist.",
  ])("Treatment Plan %j counts", (v) => {
    expect(
      ok(buildLetter({ set: { "Treatment Plan": v } })).evaluation.treatment_plan_present,
    ).toBe(true);
  });
});

describe("vague Diagnosis and Treatment Plan answers, however long their punctuation", () => {
  it.each([
    ["Whatever the doctor thinks is best!!!", false, true],
    ["WHATEVER THE DOCTOR THINKS IS BEST.", false, true],
    [
      "\u2014 Whatever \u2014 \u2026 the doctor \u2014 thinks \u2014 is \u2014 best \u2014 \u2026\u2026\u2026\u2026 ".padEnd(
        140,
        "\u2014",
      ),
      false,
      true,
    ],
    [`I don't know... ${"\u00af\\_(\u30c4)_/\u00af ".repeat(7)}`, false, false],
    // one letter more than the longest vague phrase: a plan and a diagnosis
    ["Whatever the doctor thinks is bestx", true, true],
  ])("%j: plan %s, diagnosis %s", (text, plan, diagnosis) => {
    const r = ok(buildLetter({ set: { "Treatment Plan": text, Diagnosis: text } }));
    expect(r.evaluation.treatment_plan_present).toBe(plan);
    expect(r.evaluation.diagnosis_present).toBe(diagnosis);
  });
});

function scope(set: Record<string, string | null>, extra?: Record<string, string>) {
  const r = ok(buildLetter({ set, extra }));
  return { within: r.evaluation.request_within_scope, problems: r.scope_problems, r };
}

describe("rule 1: a treatable condition is named", () => {
  it.each([
    ["pink eye", "Conjunctivitis/Pink eye"],
    ["a UTI", "Urinary tract infections"],
    ["a bladder infection", "Urinary tract infections"],
    ["high blood pressure", "Hypertension"],
    ["high cholesterol", "High cholesterol/Hyperlipidemia"],
    ["a cold sore", "Herpes simplex/Cold sores"],
    ["heartburn", "GERD/Heartburn"],
    ["acid reflux", "GERD/Heartburn"],
    ["a sinus infection", "Sinusitis"],
    ["an ear infection", "Otitis media"],
    ["swimmer's ear", "Otitis externa/Swimmer's ear"],
    ["the flu", "Influenza"],
    ["a common cold", "Upper respiratory infections"],
    ["athlete's foot", "Fungal infections"],
    ["ringworm", "Fungal infections"],
    ["jock itch", "Fungal infections"],
    ["a yeast infection", "Vaginal infections/Yeast infections"],
    ["BV", "Bacterial vaginosis"],
    ["contraception", "Birth control"],
    ["ED", "Erectile dysfunction"],
    ["an enlarged prostate", "Benign prostatic hyperplasia"],
    ["hair loss", "Hair loss/Alopecia"],
    ["an underactive thyroid", "Hypothyroidism"],
    ["an overactive thyroid", "Hyperthyroidism"],
    ["type 2 diabetes", "Diabetes"],
    ["help to quit smoking", "Smoking cessation"],
    ["seasickness", "Motion sickness"],
    ["car sickness", "Motion sickness"],
    ["pimples", "Acne"],
    ["strep", "Strep throat"],
    ["hives", "Hives/Urticaria"],
    ["a migraine", "Migraines, Headaches"],
    ["a stye", "Stye"],
    ["reflux", "GERD/Heartburn"],
    ["HTN", "Hypertension"],
    ["atopic dermatitis", "Eczema/Atopic dermatitis"],
    ["panic attacks", "Panic disorder"],
    ["tinea pedis", "Fungal infections"],
  ])("%s → %s", (phrase, condition) => {
    const r = scope({
      "Chief Complaint": `I think I have ${phrase}.`,
      Diagnosis: "Not sure",
      "Treatment Plan": "Advice please.",
    });
    expect(r.r.conditions.map((c) => c.name)).toContain(condition);
    expect(r.within).toBe(true);
  });
  it("a condition only outside the list is not in scope", () => {
    const r = scope({
      "Chief Complaint": "Kidney stone pain.",
      Diagnosis: "Kidney stone (nephrolithiasis).",
      "Treatment Plan": "Tamsulosin to help the stone pass.",
    });
    expect(r.within).toBe(false);
    expect(r.problems).toEqual(["no_treatable_condition"]);
  });
  it("conditions in other sections do not count", () => {
    const r = scope({
      "Chief Complaint": "A lump on my arm to be examined.",
      Diagnosis: "Lump.",
      "Treatment Plan": "An examination.",
    });
    expect(r.within).toBe(false);
  });
});

describe("rule 2: emergencies", () => {
  const hpi = (extra: string) => ({
    "History of Present Illness": `For the past 3 weeks I have had sneezing and itchy eyes. ${extra}`,
  });
  it.each([
    "I have crushing chest pain that spreads into my left arm.",
    "I get pressure in the middle of my chest when I climb stairs.",
    "I have chest tightness and I am sweating.",
    "Chest pain with shortness of breath since this morning.",
    "I can't breathe.",
    "I cannot breathe and my lips are turning blue.",
    "My face is drooping and my speech is slurred.",
    "Sudden one-sided weakness in my arm this morning.",
    "I have severe bleeding from a cut that will not stop.",
    "My throat is closing.",
    "My lips and tongue are swelling and I have trouble breathing.",
    "I fainted an hour ago.",
    "I had a seizure this morning.",
    "I have a stiff neck, a fever and I am confused.",
    "I coughed up blood this morning.",
    "There is blood when I cough.",
    "I am vomiting blood.",
    "This is the sudden worst headache of my life.",
    "No fever, but I coughed up blood.",
  ])("%j is an emergency", (text) => {
    const r = scope(hpi(text));
    expect(r.within).toBe(false);
    expect(r.problems).toContain("emergency");
    expect(r.r.reasons.request_within_scope).toMatch(/911/);
    expect(r.r.scope_findings.emergencies.length).toBeGreaterThan(0);
  });
  it.each([
    "I have chest pain when I cough.",
    "I get a burning chest after meals.",
    "I have night sweats.",
    "I can't breathe through my nose.",
    "My lip is swollen without trouble breathing.",
    "Denies chest pain, shortness of breath or fainting.",
    "No chest pain. I walk up the stairs fine.",
    "I have never fainted.",
    "I nearly fainted when I stood up too fast.",
    "I had a febrile seizure as a child.",
  ])("%j is not an emergency", (text) => {
    expect(scope(hpi(text)).within).toBe(true);
  });
  it.each([
    "Chest pain: none",
    "Chest pain \u2013 denied",
    "- Chest pain: no",
    "| Symptom | Present |\n|---|---|\n| Chest pain | no |\n| Sweating | no |",
  ])("post-negation %j", (ros) => {
    const r = scope(
      { "Review of Systems": ros },
      { Notes: "I get short of breath when climbing stairs." },
    );
    expect(r.within).toBe(true);
  });
  it("an affirmed chest pain with a co-factor in a table is an emergency", () => {
    const r = scope({
      "Review of Systems":
        "| Symptom | Present |\n|---|---|\n| Chest pain | yes |\n| Sweating | yes |",
    });
    expect(r.within).toBe(false);
  });
  it("a Review of Systems full of negatives never makes a letter out of scope", () => {
    const ros = [
      "Denies chest pain, chest pressure, shortness of breath, sweating, fainting and seizures.",
      "No pain spreading to the arm or jaw, no chest pain with exertion.",
      "No lip or tongue swelling, no throat closing, no trouble breathing.",
      "Negative for stiff neck, fever, confusion, face drooping, slurred speech and one-sided weakness.",
      "No coughing or vomiting blood. No sudden worst headache of my life. No severe bleeding.",
      "No suicidal thoughts, no self-harm, no thoughts of hurting others, no hearing voices, never overdosed.",
      "- Chest pain: none\n- Suicidal thoughts: never\n- Fainting \u2013 denied",
    ].join("\n");
    expect(scope({ "Review of Systems": ros }).within).toBe(true);
  });
  it("Family History is never read for scope rules", () => {
    const r = scope({
      "Family History":
        "Father had a stroke with face drooping and slurred speech. Mother had chemotherapy, dialysis and cirrhosis. Brother had suicidal thoughts and takes Xanax. Sister coughed up blood.",
    });
    expect(r.within).toBe(true);
  });
  it("an infant under 3 months with a fever", () => {
    const r = scope({
      "Age and Sex": "6-week-old girl, 4.5 kg",
      "History of Present Illness": "She has had a fever of 38.5 C and sticky eyes for 2 days now.",
    });
    expect(r.problems).toEqual(expect.arrayContaining(["emergency", "under_six_months"]));
  });
});

describe("rule 3: mental-health crisis", () => {
  it.each([
    "I have been having suicidal thoughts.",
    "I want to die.",
    "I have been cutting myself (self-harm).",
    "I have a plan to hurt myself.",
    "I have thoughts of hurting others.",
    "I hear voices telling me to hurt people.",
    "I took an overdose last night.",
    "Sometimes I think about ending it all.",
    "I feel there is no reason to live.",
  ])("%j is a crisis", (text) => {
    const r = scope({
      "History of Present Illness": `For 3 months I have felt low and anxious most days. ${text}`,
    });
    expect(r.problems).toContain("mental_health_crisis");
    expect(r.r.reasons.request_within_scope).toMatch(/988/);
  });
  it("depression without a crisis is in scope", () => {
    const r = scope({
      "Chief Complaint": "Low mood and depression.",
      "History of Present Illness":
        "For 3 months I have felt low most days. No thoughts of self-harm or suicide.",
      Diagnosis: "Depression",
      "Treatment Plan": "Sertraline",
    });
    expect(r.within).toBe(true);
  });
  it("negated: suicidal thoughts: never", () => {
    expect(scope({ "Review of Systems": "suicidal thoughts: never" }).within).toBe(true);
  });
});

describe("rule 4: controlled substances", () => {
  it.each([
    "Oxycodone",
    "Hydrocodone",
    "codeine syrup",
    "tramadol",
    "morphine",
    "fentanyl patch",
    "Alprazolam (Xanax)",
    "Valium",
    "lorazepam",
    "Klonopin",
    "Adderall",
    "methylphenidate",
    "Ritalin",
    "Vyvanse",
    "an amphetamine",
    "Ambien",
    "zolpidem",
    "carisoprodol",
    "medical marijuana",
  ])("Treatment Plan %j is excluded", (drug) => {
    const r = scope({ "Treatment Plan": `A prescription for ${drug}.` });
    expect(r.problems).toEqual(["controlled_substance"]);
  });
  it("a controlled drug that failed or caused a reaction is not a request", () => {
    expect(
      scope({ "Chief Complaint": "Cough and hay fever; codeine syrup did not help." }).within,
    ).toBe(true);
    expect(
      scope({ "Treatment Plan": "Fluticasone spray. Tramadol made me sick in the past." }).within,
    ).toBe(true);
  });
  it("in the Chief Complaint too", () => {
    expect(scope({ "Chief Complaint": "Refill of my Adderall for ADHD." }).within).toBe(false);
  });
  it("under Allergies or Current Medications it is not a request", () => {
    expect(
      scope({ Allergies: "Codeine (vomiting)", "Current Medications": "Xanax 0.5 mg as needed" })
        .within,
    ).toBe(true);
  });
  it("negated requests are not requests", () => {
    expect(
      scope({ "Treatment Plan": "Fluticasone spray; no opioids or benzodiazepines please." })
        .within,
    ).toBe(true);
    expect(
      scope({
        "Treatment Plan": "A non-stimulant option instead of Adderall, such as fluticasone.",
      }).within,
    ).toBe(true);
  });
});

describe("rule 5: complexity", () => {
  it.each([
    ["Past Medical History", "Breast cancer; I am currently receiving chemotherapy."],
    ["Past Medical History", "Kidney transplant in 2019, on tacrolimus."],
    ["Past Medical History", "End-stage kidney disease on dialysis three times a week."],
    ["Past Medical History", "Cirrhosis of the liver."],
    ["Current Medications", "Chemotherapy as directed by my oncologist."],
  ])("%s: %j is complex", (section, text) => {
    expect(scope({ [section]: text }).problems).toContain("complex_case");
  });
  it("pregnancy with a medication request is complex; without one it is fine", () => {
    expect(scope({ "Past Medical History": "I am 12 weeks pregnant." }).problems).toContain(
      "complex_case",
    );
    expect(
      scope({
        "Past Medical History": "I am 12 weeks pregnant.",
        "Treatment Plan": "Advice on avoiding pollen at home.",
      }).within,
    ).toBe(true);
  });
  it("not pregnant, or trying to avoid pregnancy, is not pregnancy", () => {
    expect(scope({ "Past Medical History": "Not pregnant. Healthy." }).within).toBe(true);
    expect(scope({ "Social History": "I use condoms to avoid getting pregnant." }).within).toBe(
      true,
    );
  });
  it("finished cancer treatment long ago is not active", () => {
    expect(
      scope({
        "Past Medical History": "Lymphoma, finished chemotherapy 10 years ago, in remission.",
      }).within,
    ).toBe(true);
  });
  it("family cancer is not the patient's", () => {
    expect(scope({ "Family History": "Mother had breast cancer and chemotherapy." }).within).toBe(
      true,
    );
  });
});

describe("rule 6: age under 6 months", () => {
  it("4-month-old is out of scope but age_and_sex is met", () => {
    const r = scope({ "Age and Sex": "4-month-old girl, 6.4 kg" });
    expect(r.problems).toEqual(["under_six_months"]);
    expect(r.r.evaluation.age_and_sex_present).toBe(true);
  });
  it("8-month-old is in scope", () => {
    expect(scope({ "Age and Sex": "8-month-old boy, 8.5 kg" }).within).toBe(true);
  });
});

describe("§4 personal identifiers", () => {
  it.each([
    ["You can write to me at jane.doe@example.com.", ["email"]],
    ["Call me on (555) 010-2345.", ["phone"]],
    ["Phone 555-010-2345", ["phone"]],
    ["+1 555 010 2345", ["phone"]],
    ["DOB: 01/01/1985", ["dob"]],
    ["D.O.B. 01/02/1990", ["dob"]],
    ["d.o.b: 1990-02-01", ["dob"]],
    ["Date of birth: March 3, 1985", ["dob"]],
    ["I was born on 3 March 1985.", ["dob"]],
    ["I live at 123 Example Street, Springfield.", ["address"]],
    ["My name is Jane Doe.", ["name"]],
    ["Insurance member ID: XJH123456789", ["insurance_id"]],
    ["Policy number: 99887766", ["insurance_id"]],
    [
      "My name is Jane Doe, jane@example.com, DOB 01/02/1990, (555) 010-2345",
      ["email", "phone", "dob", "name"],
    ],
    // the hint words of several kinds in one text, overlapping or repeated, all count
    ["MEDICAID ID: 12345678. DOB: 01/02/1990. My name is Jane.", ["dob", "name", "insurance_id"]],
    ["Named: none. Member name: x. Policy number: 99887766", ["insurance_id"]],
    ["Nhs number 9434765919, born on 3 March 1985", ["phone", "dob", "insurance_id"]],
  ])("%j → %j", (text, kinds) => {
    const r = ok(buildLetter({ extra: { Contact: text } }));
    expect(r.pii_kinds).toEqual(kinds);
    expect(r.final_decision_ready).toBe(true);
    for (const value of [
      "jane",
      "Jane",
      "Doe",
      "555",
      "1985",
      "XJH",
      "Example Street",
      "99887766",
    ]) {
      expect(JSON.stringify(r.reasons)).not.toContain(value);
    }
  });
  it.each([
    "Born at full term, healthy.",
    "Blood pressure 128/80 at 10:30 on 3 occasions.",
    "I walk 3 miles down the road every day.",
    "Lisinopril 20 mg, 90 days, 2 refills.",
  ])("%j is not an identifier", (text) => {
    expect(ok(buildLetter({ extra: { Notes: text } })).pii_kinds).toEqual([]);
  });
});

describe("output shape", () => {
  it("missing items and commentary follow the spec order", () => {
    const r = ok(
      buildLetter({
        set: { "Review of Systems": "-", "Social History": "TBD", Diagnosis: "Not sure" },
      }),
    );
    expect(r.missing_items).toEqual(["Review of Systems", "Social History", "Diagnosis"]);
    expect(Object.keys(r.reasons)).toEqual([
      "review_of_systems_present",
      "social_history_present",
      "diagnosis_present",
    ]);
    expect(r.completed_items).toHaveLength(8);
  });
  it("BASE sections are all known", () => {
    expect(Object.keys(BASE)).toHaveLength(11);
  });
});

describe("robustness", () => {
  it.each([
    [
      "nested blockquotes",
      `${"> ".repeat(3000)}I have had a sore throat, a fever and a cough for 3 days.`,
    ],
    ["nested blockquotes without spaces", `${">".repeat(4900)} sore throat and fever for 3 days`],
    ["nested lists", `${"- ".repeat(3000)}sore throat, fever and cough for 3 days`],
  ])(
    "%s deep enough to exhaust the Markdown parser's recursion are read, not thrown",
    (_, text) => {
      expect(() => evaluateLetter(text)).not.toThrow();
      expect(typeof evaluateLetter(text).ok).toBe("boolean");
    },
  );
});
