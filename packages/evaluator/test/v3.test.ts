/**
 * Rubric v3 (shared/docs/evaluation-rubric.md, every rule marked (v3)): each rule where it
 * applies and its near misses, in letters written the way agents and clinicians write them.
 */
import { describe, expect, it } from "vitest";
import { hasDuration } from "../src/content.js";
import type { CriterionKey } from "../src/index.js";
import { findPii } from "../src/pii.js";
import { lookupLabel } from "../src/sections.js";
import { ALL_FORMS, BASE, buildLetter, ok, type SectionName, tableLetter } from "./helpers.js";

const KEY: Record<SectionName, CriterionKey | undefined> = {
  "Chief Complaint": "chief_complaint_present",
  "Age and Sex": "age_and_sex_present",
  "History of Present Illness": "history_of_present_illness_present",
  "Review of Systems": "review_of_systems_present",
  "Past Medical History": "past_medical_history_present",
  "Current Medications": undefined,
  Allergies: "allergies_present",
  "Family History": "family_history_present",
  "Social History": "social_history_present",
  Diagnosis: "diagnosis_present",
  "Treatment Plan": "treatment_plan_present",
};

/** A letter written by hand, padded to the minimum length. */
function letter(text: string): string {
  let out = text;
  while (out.length < 520) out += "\n\nAI Model: ExampleModel 1.0, used to write this letter.";
  return out;
}

function scopeOf(text: string) {
  const r = ok(text);
  return { within: r.evaluation.request_within_scope, problems: r.scope_problems, r };
}

/** The base letter with its Review of Systems replaced. */
function withRos(ros: string) {
  return scopeOf(buildLetter({ set: { "Review of Systems": ros } }));
}
/** The base letter with its History of Present Illness replaced. */
function withHpi(hpi: string) {
  return scopeOf(buildLetter({ set: { "History of Present Illness": hpi } }));
}

const SOAP_LETTER = letter(`**Chief Complaint:** Burning when passing urine for 2 days.

S: 29-year-old female with dysuria.

**Subjective**
29-year-old female with burning on urination and urinary frequency for the past 2 days. No fever, no flank pain, no vaginal discharge.

**Objective**
Self-reported temperature 36.9 C. Weight 61 kg.

**Review of Systems:** Negative apart from urinary symptoms.
**Past Medical History:** None.
**Allergies:** NKDA.
**Family History:** Noncontributory.
**Social History:** Non-smoker, occasional alcohol.

**Assessment**
Uncomplicated urinary tract infection (UTI).

**Plan**
Nitrofurantoin 100 mg twice daily for 5 days.`);

describe("v3 section starts", () => {
  it.each(ALL_FORMS)("every section written as %s makes the base letter complete", (form) => {
    const r = ok(buildLetter({ form }));
    expect(r.missing_items).toEqual([]);
    expect(r.final_decision_ready).toBe(true);
  });

  it("bold names without a colon: alone on a line and with content after them", () => {
    for (const text of ["**Allergies**\nPenicillin – hives", "**Allergies** Penicillin – hives"]) {
      const r = ok(`${buildLetter({ set: { Allergies: null } })}\n\n${text}`);
      expect(r.evaluation.allergies_present).toBe(true);
    }
  });

  it("numbered names: `6. Allergies`, `6) Allergies:`, a misspelt numbered name", () => {
    for (const text of ["6. Allergies\nNKDA", "6) Allergies: NKDA", "6. Alergies\nNKDA"]) {
      const r = ok(`${buildLetter({ set: { Allergies: null } })}\n\n${text}`);
      expect(r.evaluation.allergies_present).toBe(true);
    }
  });

  it("emoji and symbols before or after a name are trimmed like punctuation", () => {
    for (const text of [
      "## 💊 Allergies\nNKDA",
      "**🩺 Allergies:** NKDA",
      "💊 Allergies: NKDA",
      "## Allergies 💊\nNKDA",
      "### ⚠️ Allergies ⚠️\nNKDA",
      "➤ Allergies: NKDA",
    ]) {
      const r = ok(`${buildLetter({ set: { Allergies: null } })}\n\n${text}`);
      expect(r.evaluation.allergies_present, text).toBe(true);
    }
  });

  it("HTML headings and <b>/<strong> labels start sections; tags are markup, entities decoded", () => {
    for (const text of [
      "<h2>Allergies</h2>\n<p>NKDA</p>",
      "<h4 class='x'>Allergies</h4><p>Penicillin &amp; sulfa – rash</p>",
      "<b>Allergies:</b> NKDA",
      "<strong>Allergies</strong> NKDA",
      "<p><strong>Allergies &amp; Intolerances</strong><br>Lactose intolerance</p>",
      "<b>Allergies</b><br><b>NKDA</b>",
    ]) {
      const r = ok(`${buildLetter({ set: { Allergies: null } })}\n\n${text}`);
      expect(r.evaluation.allergies_present, text).toBe(true);
    }
  });

  it("an HTML table: a row whose first cell is a known name starts that section", () => {
    const r = ok(
      `${buildLetter({ set: { Allergies: null, "Social History": null } })}\n\n<table><tr><td>Allergies</td><td>Penicillin &ndash; hives</td></tr><tr><td><b>Social Hx</b></td><td>Non-smoker</td></tr></table>`,
    );
    expect(r.evaluation.allergies_present).toBe(true);
    expect(r.evaluation.social_history_present).toBe(true);
    // <th> cells make a header row, which starts nothing
    const header = ok(
      `${buildLetter({ set: { Allergies: null } })}\n\n<table><tr><th>Allergies</th><th>Reaction</th></tr><tr><td>Penicillin</td><td>hives</td></tr></table>`,
    );
    expect(header.evaluation.allergies_present).toBe(false);
  });

  it("a whole letter in HTML is read like its Markdown", () => {
    const html = Object.entries(BASE)
      .map(([name, content]) => `<h2>${name}</h2>\n<p>${content.replace(/&/g, "&amp;")}</p>`)
      .join("\n");
    const r = ok(`<html><body>\n${html}\n</body></html>`);
    expect(r.missing_items).toEqual([]);
  });

  it("markup is not a placeholder: <b>NKDA</b> is the content NKDA; <fill in> still is one", () => {
    const r = ok(buildLetter({ set: { Allergies: "<b>NKDA</b>" } }));
    expect(r.evaluation.allergies_present).toBe(true);
    const empty = ok(buildLetter({ set: { Allergies: "<list allergies here>" } }));
    expect(empty.evaluation.allergies_present).toBe(false);
    const spaced = ok(buildLetter({ set: { Allergies: "&nbsp;" } }));
    expect(spaced.evaluation.allergies_present).toBe(false);
  });

  it("a table whose rows start with known names is a complete letter", () => {
    const r = ok(tableLetter());
    expect(r.missing_items).toEqual([]);
  });

  it("table rows: the section ends with its row; a header row starts nothing", () => {
    // header row `| Allergies | Reaction |` starts nothing: its table is the content of the
    // section above it, so no Allergies section exists
    const header = ok(
      `${buildLetter({ set: { Allergies: null } })}\n\n## Notes\n| Allergies | Reaction |\n|---|---|\n| Penicillin | hives |`,
    );
    expect(header.evaluation.allergies_present).toBe(false);
    // a row whose first cell is not a known name starts nothing; after a named row, the next
    // row is not that section's content
    const rows = ok(
      tableLetter({ set: { "Social History": null } }) +
        "\n\n| Item | Value |\n|---|---|\n| Social History | - |\n| Smoking | 20 a day |",
    );
    expect(rows.evaluation.social_history_present).toBe(false);
    const filled = ok(
      `${tableLetter({ set: { "Social History": null } })}\n\n| Item | Value |\n|---|---|\n| Social Hx | Smoker, 20 a day |`,
    );
    expect(filled.evaluation.social_history_present).toBe(true);
  });

  it("a misspelt name counts in a table cell and a `Label:` line", () => {
    const table = ok(
      `${tableLetter({ set: { Allergies: null } })}\n\n| A | B |\n|---|---|\n| Alergies | NKDA |`,
    );
    expect(table.evaluation.allergies_present).toBe(true);
    const label = ok(`${buildLetter({ set: { Allergies: null } })}\n\nAlergies: NKDA`);
    expect(label.evaluation.allergies_present).toBe(true);
  });

  it("a row whose first cell is not a known name, and ordinary bold text, start nothing", () => {
    const r = ok(
      buildLetter({
        set: {
          "History of Present Illness": `${BASE["History of Present Illness"]}\n\n**Important** the itching is worse at night.\n\n| Symptom | Since |\n|---|---|\n| Sneezing | 3 weeks |`,
        },
      }),
    );
    expect(r.final_decision_ready).toBe(true);
  });
});

describe("v3 names", () => {
  const synonyms: [string, SectionName][] = [
    ["Reason for Consultation", "Chief Complaint"],
    ["Presenting Problem", "Chief Complaint"],
    ["Subjective", "History of Present Illness"],
    ["Allergies and Intolerances", "Allergies"],
    ["Allergies & Intolerances", "Allergies"],
    ["Intolerances", "Allergies"],
    ["Family Hx", "Family History"],
    ["Social Hx", "Social History"],
    ["Lifestyle", "Social History"],
    ["Assessment", "Diagnosis"],
    ["Plan", "Treatment Plan"],
    ["Treatment", "Treatment Plan"],
    ["Tx", "Treatment Plan"],
    ["Proposed Treatment", "Treatment Plan"],
    ["Request", "Treatment Plan"],
  ];
  for (const form of ["h2", "boldNoColon", "label", "numbered"] as const)
    it.each(synonyms)(`%j is %s (${form})`, (heading, name) => {
      const r = ok(buildLetter({ rename: { [name]: heading }, form }));
      expect(r.evaluation[KEY[name] as CriterionKey]).toBe(true);
      expect(r.final_decision_ready).toBe(true);
    });

  it("a SOAP note: Subjective = HPI, Objective optional, Assessment = Diagnosis, Plan = Treatment Plan", () => {
    const r = ok(SOAP_LETTER);
    expect(r.missing_items).toEqual([]);
    expect(r.age_years).toBe(29);
    expect(r.sex).toBe("female");
    expect(lookupLabel("Objective")).toEqual(["objective"]);
  });

  it("the single letters S, O, A, P are not section names", () => {
    const soap = letter(`Chief Complaint: Burning when passing urine for 2 days, 29-year-old female.

S: Burning on urination and urinary frequency for the past 2 days, no fever.
O: Temperature 36.9 C.
A: Uncomplicated urinary tract infection.
P: Nitrofurantoin 100 mg twice daily for 5 days.

ROS: Negative. PMH: None. Allergies: NKDA. FH: None. SH: Non-smoker.`);
    const r = ok(soap);
    expect(r.evaluation.history_of_present_illness_present).toBe(false);
    expect(r.evaluation.diagnosis_present).toBe(false);
    expect(r.evaluation.treatment_plan_present).toBe(false);
    for (const l of ["S", "O", "A", "P"]) expect(lookupLabel(l, true)).toBeUndefined();
  });

  it("`History` alone is the HPI when nothing else maps there", () => {
    const r = ok(buildLetter({ rename: { "History of Present Illness": "History" } }));
    expect(r.evaluation.history_of_present_illness_present).toBe(true);
    const label = ok(
      buildLetter({ rename: { "History of Present Illness": "History" }, form: "label" }),
    );
    expect(label.evaluation.history_of_present_illness_present).toBe(true);
  });

  it("`History` alone is no known name when another section maps to HPI", () => {
    // the HPI has no duration; a History section with one does not make up for it
    const r = ok(
      buildLetter({
        set: {
          "History of Present Illness": "Sneezing, runny nose and itchy eyes, worse outdoors.",
        },
        extra: { History: "Symptoms for the past 3 weeks, every spring since childhood." },
      }),
    );
    expect(r.evaluation.history_of_present_illness_present).toBe(false);
    // and a `History:` line inside another section does not cut it
    const inline = ok(
      buildLetter({
        set: {
          "Review of Systems": "Positive for sneezing.\nHistory: no fever, no wheezing.",
        },
        form: "label",
      }),
    );
    expect(inline.final_decision_ready).toBe(true);
    // with Subjective present, History is not HPI either
    const soap = ok(`${SOAP_LETTER}\n\n## History\n-`);
    expect(soap.evaluation.history_of_present_illness_present).toBe(true);
  });
});

describe("v3 empty placeholders", () => {
  const placeholders = [
    "see chart",
    "See above",
    "see below.",
    "See attached",
    "see notes",
    "Deferred",
    "deferred.",
    "To follow",
    "to follow...",
    "Pending",
    "PENDING!",
    "Not assessed",
    "not asked",
    "<b>pending</b>",
  ];
  it.each(placeholders)("%j is empty content", (content) => {
    const r = ok(buildLetter({ set: { "Social History": content, "Family History": content } }));
    expect(r.evaluation.social_history_present).toBe(false);
    expect(r.evaluation.family_history_present).toBe(false);
  });
  it("a placeholder phrase inside real content is not a placeholder", () => {
    const r = ok(
      buildLetter({
        set: {
          "Social History": "Non-smoker; see chart for occupational details.",
          "Family History": "Father had asthma; the rest is pending review.",
        },
      }),
    );
    expect(r.evaluation.social_history_present).toBe(true);
    expect(r.evaluation.family_history_present).toBe(true);
  });
});

describe("v3 sex words", () => {
  const cc = (first: string) =>
    ok(buildLetter({ set: { "Age and Sex": null, "Chief Complaint": first } }));
  it.each([
    ["My 34-year-old son has sneezing and itchy eyes from hay fever.", "male"],
    ["My 34-year-old daughter has hay fever again.", "female"],
    ["A 34-year-old gentleman with hay fever.", "male"],
    ["A 34-year-old lady with hay fever.", "female"],
    ["34-year-old male with hay fever.", "male"],
    ["34-year-old female with hay fever.", "female"],
  ])("%j gives the sex", (first, sex) => {
    const r = cc(first);
    expect(r.sex).toBe(sex);
    expect(r.evaluation.age_and_sex_present).toBe(true);
  });
  it.each([
    "She is 34 years old and has hay fever.",
    "He is a 34-year-old with hay fever.",
    "My 34-year-old wife has hay fever.",
    "My mother, aged 34, has hay fever.",
    "Mrs Smith, 34 years old, hay fever.",
    "Mr Smith is a 34-year-old with hay fever.",
  ])("%j gives no sex (pronouns, relations and titles do not count)", (first) => {
    const r = cc(first);
    expect(r.sex).toBeNull();
    expect(r.evaluation.age_and_sex_present).toBe(false);
  });
  it("a sex word in the first sentence of any HPI-type section counts (Subjective)", () => {
    const r = ok(
      buildLetter({
        set: { "Age and Sex": null },
        rename: { "History of Present Illness": "Subjective" },
        extra: {},
      }).replace(
        "For the past 3 weeks I have had",
        "A 34-year-old lady. For the past 3 weeks she has had",
      ),
    );
    expect(r.evaluation.age_and_sex_present).toBe(true);
  });
});

describe("v3 durations", () => {
  const durations = [
    "Dry cough x 2 wks, worse at night, no fever or weight loss.",
    "Dry cough x3d, worse at night, no fever or weight loss at all.",
    "Dry cough for 2 wk, worse at night, no fever or weight loss.",
    "Itchy rash 3 mos, worse at night, no fever or weight loss.",
    "Ear pain 6 hrs, worse lying down, no fever or discharge noted.",
    "Ear pain 48 h, worse lying down, no fever or discharge noted.",
    "Eczema flares 2 yrs on and off, worse in winter, no infection.",
    "Dry cough 3/7, worse at night, no fever or weight loss at all.",
    "Itchy rash for 2/52, worse at night, no fever or weight loss.",
    "Low mood and poor sleep 6/12, no thoughts of self-harm at all.",
    "Sore throat x 1/7 with pain on swallowing, no cough or fever.",
  ];
  it.each(durations)("%j states a duration", (hpi) => {
    expect(hasDuration(hpi)).toBe(true);
    const r = ok(buildLetter({ set: { "History of Present Illness": hpi } }));
    expect(r.evaluation.history_of_present_illness_present).toBe(true);
  });
  const notDurations = [
    "34-year-old woman with sneezing, itchy eyes and a runny nose.",
    "A 34 years old man with sneezing, itchy eyes and runny nose.",
    "18-month-old boy with sneezing, itchy eyes and a runny nose.",
    "Patient aged 34 with sneezing, itchy eyes and a runny nose.",
    "Thirty-four-year-old woman with sneezing, itchy eyes, runny nose.",
    "Sneezing fits twice a day with itchy eyes and a runny nose.",
    "Sneezing fits 3 times a week with itchy eyes and a runny nose.",
    "Takes loratadine once daily for itchy eyes and a runny nose.",
    "Uses eye drops every 4 hours for itchy eyes and a runny nose.",
    "Vision 6/12 in the right eye, itchy eyes and a runny nose.",
    "VA 6/12 both eyes with itching, watering and a runny nose.",
    "Seen on 2/7/2024 for itchy eyes and a runny nose, no fever.",
    "Sneezing, itchy eyes and a runny nose, 34 yo, takes antihistamine q6h.",
  ];
  it.each(notDurations)("%j states no duration (age forms and frequencies)", (hpi) => {
    expect(hasDuration(hpi)).toBe(false);
    const r = ok(buildLetter({ set: { "History of Present Illness": hpi } }));
    expect(r.evaluation.history_of_present_illness_present).toBe(false);
  });
});

describe("v3 red-flag abbreviations", () => {
  it.each([
    "CP and SOB on exertion.",
    "CP radiating to the left arm.",
    "Central CP with SOBOE.",
    "CP, DOE.",
    "CP with sweating since this morning.",
    "CP/SOB on exertion since yesterday.",
  ])("%j is an emergency (chest pain with a co-factor)", (hpi) => {
    expect(withHpi(`${BASE["History of Present Illness"]} ${hpi}`).problems).toContain("emergency");
  });
  it("LOC is loss of consciousness; SI and HI are a crisis", () => {
    expect(withHpi(`${BASE["History of Present Illness"]} LOC this morning.`).problems).toContain(
      "emergency",
    );
    expect(withRos("Low mood. Reports SI with a plan.").problems).toContain("mental_health_crisis");
    expect(withRos("Angry outbursts. Reports HI towards a neighbour.").problems).toContain(
      "mental_health_crisis",
    );
  });
  it.each([
    "CPR course last year; SOB on exertion at times.",
    "ACP paperwork done. Mild SOB on exertion.",
    "cp and sob on exertion written in lower case are not abbreviations.",
    "LOC intact. Alert and oriented.",
    "LOC: normal. SI joint pain after lifting.",
    "HI, I have hay fever. No chest pain.",
    "CP (-), SOB (-), LOC (-).",
    "Denies CP, SOB, SOBOE, DOE or LOC.",
    "SI: denies. HI: denies.",
    "Denies SI/HI. No CP/SOB.",
    "SI/HI: negative.",
  ])("%j is no emergency or crisis", (ros) => {
    const r = withRos(ros);
    expect(r.problems).not.toContain("emergency");
    expect(r.problems).not.toContain("mental_health_crisis");
  });
});

describe("v3 past red flags", () => {
  const past = [
    "History of chest pain with sweating, fully investigated.",
    "h/o CP with SOB, normal angiogram.",
    "Previously had chest pain on exertion, none now.",
    "Previous seizure, none since.",
    "Prior episode of fainting, investigated.",
    "Chest pain with shortness of breath, resolved after treatment.",
    "Had seizures as a child.",
    "Fainted in 2019 after a blood test.",
    "Coughed up blood last year with pneumonia.",
    "Passed out 3 years ago at a concert.",
    "Slurred speech 6 months ago, investigated.",
  ];
  it.each(past)("%j is told as past: no emergency, and a note says why", (hpi) => {
    const r = withHpi(`${BASE["History of Present Illness"]} ${hpi}`);
    expect(r.problems).not.toContain("emergency");
    expect(r.r.scope_findings.past_emergencies.length).toBeGreaterThan(0);
    expect(r.r.notes.join(" ")).toMatch(/past event/);
  });
  it.each([
    "Fainted 2 days ago at work.",
    "Passed out yesterday.",
    "Had a seizure last week.",
    "Chest pain with sweating this morning.",
    `Fainted in ${new Date().getUTCFullYear()} at work.`,
  ])("%j is now: an emergency", (hpi) => {
    expect(withHpi(`${BASE["History of Present Illness"]} ${hpi}`).problems).toContain("emergency");
  });
  it.each([
    "Fainted as a child, and today I fainted again at work.",
    "h/o CP, now CP and SOB on exertion.",
    "Previous seizure in 2015 and another seizure this morning.",
  ])("%j: a past red flag in the same sentence as a current one still counts", (hpi) => {
    expect(withHpi(`${BASE["History of Present Illness"]} ${hpi}`).problems).toContain("emergency");
  });
  it("rule-3 terms are never made past", () => {
    expect(withRos("History of suicidal thoughts.").problems).toContain("mental_health_crisis");
  });
  it("Past Medical History is not read for rules 2 and 3, but is for rule 5", () => {
    const pmh = (content: string, name = "Past Medical History") =>
      scopeOf(buildLetter({ set: { "Past Medical History": null }, extra: { [name]: content } }));
    expect(pmh("Seizure; chest pain with sweating; fainting.").problems).toEqual([]);
    expect(pmh("Suicide attempt, self-harm.").problems).toEqual([]);
    expect(pmh("Seizure; chest pain with sweating.", "PMH/PSH").problems).toEqual([]);
    expect(
      pmh("Seizure; chest pain with sweating.", "Past Medical and Social History").problems,
    ).toEqual([]);
    expect(pmh("End-stage kidney disease on dialysis.").problems).toContain("complex_case");
  });
  it("a combined section that includes Family History is not read for rules 2–6", () => {
    const r = scopeOf(
      buildLetter({
        set: { "Family History": null, "Social History": null },
        extra: {
          "Family & Social History":
            "Father had chest pain with sweating and collapsed; mother on dialysis. Non-smoker.",
        },
      }),
    );
    expect(r.problems).toEqual([]);
    expect(r.r.evaluation.family_history_present).toBe(true);
    expect(r.r.evaluation.social_history_present).toBe(true);
  });
});

describe("v3 negation", () => {
  const negatedRos = [
    "Negative: fever, chest pain, shortness of breath, fainting.",
    "Negatives: chest pain, shortness of breath, coughing up blood.",
    "Neg: CP, SOB, LOC.",
    "Pertinent negatives: chest pain, shortness of breath, seizures.",
    "Denies: chest pain, shortness of breath, slurred speech.",
    "ROS negative: chest pain, shortness of breath, fainting.",
    "**Pertinent negatives:** chest pain on exertion, sweating.",
    "Neg for chest pain, shortness of breath or passing out.",
    "neg chest pain, neg shortness of breath.",
    "(-) chest pain, (-) shortness of breath.",
    "Chest pain (-), shortness of breath (-), syncope (-).",
    "-ve chest pain, −ve shortness of breath.",
    "Chest pain -ve, SOB -ve.",
    // A term found inside a longer phrase ("suicidal" of "suicidal thoughts"); the property test's
    // counterexample `SI (-)` (SI read as suicidal ideation).
    "SI (-).",
    "SI (-), HI (-).",
    "Suicidal thoughts (-), hearing voices (-).",
    "suicidal thoughts -ve.",
    "| Negative | fever, chest pain, shortness of breath |",
    "**Pertinent negatives:**\n- fever\n- chest pain\n- shortness of breath\n- fainting",
    "Negatives:\n- CP\n- SOB on exertion\n- LOC",
    "Denies:\n\n* chest pain\n* sweating\n* coughing up blood",
    "- Pertinent negatives:\n  - chest pain\n  - shortness of breath",
    "### Pertinent Negatives\n- chest pain\n- shortness of breath\n- seizure",
  ];
  it.each(negatedRos)("%j is negated: the letter stays in scope", (ros) => {
    const r = withRos(ros);
    expect(r.problems).toEqual([]);
    expect(r.r.final_decision_ready).toBe(true);
  });
  it.each([
    "Negative: fever; positive: chest pain, shortness of breath.",
    "ROS negative except CP and SOB on exertion.",
    "Negatives: fever. Chest pain with shortness of breath.",
    "**Pertinent negatives:**\n- fever\n\nChest pain with shortness of breath.",
    "Pertinent negatives:\n- fever\nChest pain and shortness of breath.",
  ])("%j: the label's scope ends at a terminator, a blank line or a non-list line", (ros) => {
    expect(withRos(ros).problems).toContain("emergency");
  });

  const plan = (text: string) =>
    scopeOf(buildLetter({ set: { "Treatment Plan": `Fluticasone nasal spray. ${text}` } }));
  it.each([
    "If that doesn't help I would like oxycodone.",
    "It did not work last time, so I want Xanax.",
    "No relief from ibuprofen; I am requesting tramadol.",
    "Not sleeping, would like Ambien.",
  ])("%j: a verb of wanting ends the cue's scope (a controlled drug is requested)", (text) => {
    expect(plan(text).problems).toContain("controlled_substance");
  });
  it.each([
    "I do not want oxycodone.",
    "I don't want opioids.",
    "Not requesting Xanax.",
    "I am not asking for tramadol.",
    "No need for codeine.",
    "I don't think I need Ambien.",
    "I would rather not take opioids.",
    "Avoid benzodiazepines.",
    "An antihistamine instead of Xanax.",
  ])("%j: the cue negates the wish itself (nothing controlled is requested)", (text) => {
    expect(plan(text).problems).toEqual([]);
  });
});

describe("v3 personal identifiers", () => {
  it.each([
    ["SSN: 123-45-6789", ["ssn"]],
    ["Social Security number 123456789", ["ssn"]],
    ["ID 123-45-6789 on file", ["ssn"]],
    ["MRN: 00123456", ["mrn"]],
    ["Medical record number: AB12345", ["mrn"]],
    ["MRN: N/A", []],
    ["MRN: pending", []],
    ["Name: John Smith", ["name"]],
    ["Patient name: Mary Ann Jones", ["name"]],
    ["**Patient:** Jane Doe", ["name"]],
    ["Patient: Mr John Smith", ["name"]],
    ["Patient: Female, 34", []],
    ["Patient: Female Adult", []],
    ["Name: withheld", []],
    ["Name: Mr Smith", []],
    ["Patient: 34-year-old Male", []],
    [
      "Email jane@example.com, SSN 123-45-6789, MRN 7788991, Name: Jane Doe, DOB: 01/02/1990",
      ["email", "dob", "name", "ssn", "mrn"],
    ],
  ])("%j → %j", (text, kinds) => {
    expect(findPii(text)).toEqual(kinds);
  });
  it("a letter reports the kinds (never the values) in the rubric's order", () => {
    const r = ok(
      buildLetter({ extra: { Identifiers: "MRN: 00123456. SSN 123-45-6789. Name: Jane Doe." } }),
    );
    expect(r.pii_kinds).toEqual(["name", "ssn", "mrn"]);
    expect(JSON.stringify(r)).not.toContain("123-45-6789");
  });
});

describe("v3 letters as agents and clinicians write them", () => {
  it("a numbered, bold, emoji letter with a negatives list is complete and in scope", () => {
    const text = `# Clinical Summary

1. **🩺 Reason for Consultation**
Painful urination and frequency x3d.

2. **👤 Demographics**
34 F

3. **📝 History**
34F with dysuria and frequency x 3/7, no fever, no flank pain, no blood in urine.

4. **🔍 ROS**
**Pertinent negatives:**
- fever
- CP
- SOB
- LOC

5. **📋 PMHx** Nil.
6. **💊 Allergies & Intolerances** NKDA
7. **👪 Family Hx** Noncontributory
8. **🚬 Lifestyle** Non-smoker, no alcohol.
9. **🩻 Assessment** Uncomplicated UTI.
10. **✅ Plan** Nitrofurantoin 100 mg BD 5/7.`;
    const r = ok(text);
    expect(r.missing_items).toEqual([]);
    expect(r.final_decision_ready).toBe(true);
  });

  it("the same letter with an un-negated `CP and SOB on exertion` is out of scope", () => {
    const text = `**CC** Heartburn after meals for 3 weeks.
**Age/Sex** 58 M
**HPI** 58M with heartburn x 3/52. New CP and SOB on exertion over the last 2 days.
**ROS** Otherwise negative.
**PMH** HTN.
**Allergies** NKDA
**FHx** Father MI at 60.
**SHx** Ex-smoker.
**Dx** GERD
**Tx** Omeprazole 20 mg daily.`;
    const r = ok(letter(text));
    expect(r.scope_problems).toEqual(["emergency"]);
    expect(r.evaluation.history_of_present_illness_present).toBe(true);
  });
});
