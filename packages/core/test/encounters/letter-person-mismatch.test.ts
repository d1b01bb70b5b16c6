import { describe, expect, it } from "vitest";
import { letterFacts, letterPersonMismatch } from "../../src/encounters";

const NOW = new Date("2026-11-27T12:00:00Z");
const facts = (ageYears: number | null, sex: "male" | "female" | null) => ({ ageYears, sex });

describe("letterPersonMismatch: the letter's age and sex against the person's record", () => {
  it("agrees within a year either way (a birthday between the letter and checkout)", () => {
    // Born 1990-04-17: 36 on 2026-11-27.
    for (const age of [35, 36, 37])
      expect(
        letterPersonMismatch(
          facts(age, "female"),
          { dateOfBirth: "1990-04-17", sex: "female" },
          NOW,
        ),
      ).toBeNull();
  });

  it("names both ages when they are more than a year apart", () => {
    expect(
      letterPersonMismatch(facts(29, "female"), { dateOfBirth: "1990-04-17", sex: "female" }, NOW),
    ).toEqual({ age: { letter: 29, person: 36 }, sex: null });
    expect(
      letterPersonMismatch(facts(38, null), { dateOfBirth: "1990-04-17", sex: null }, NOW),
    ).toEqual({ age: { letter: 38, person: 36 }, sex: null });
  });

  it("names the letter's sex when the record has the other one, and nothing for another recorded sex", () => {
    expect(
      letterPersonMismatch(facts(36, "male"), { dateOfBirth: "1990-04-17", sex: "female" }, NOW),
    ).toEqual({ age: null, sex: "male" });
    expect(
      letterPersonMismatch(facts(36, "male"), { dateOfBirth: "1990-04-17", sex: "other" }, NOW),
    ).toBeNull();
  });

  it("cannot compare without the letter's facts or the person's date of birth", () => {
    expect(
      letterPersonMismatch(null, { dateOfBirth: "1990-04-17", sex: "female" }, NOW),
    ).toBeNull();
    expect(
      letterPersonMismatch(facts(29, null), { dateOfBirth: null, sex: "female" }, NOW),
    ).toBeNull();
  });

  it("reads the facts as the letter check does", () => {
    const letter = [
      "# Chief Complaint\nSneezing and itchy eyes for three weeks, worse outdoors in the morning.",
      "# Age and Sex\n29-year-old female",
      "# History of Present Illness\nFor the past 3 weeks, since the trees started blooming, daily sneezing fits, a clear runny nose and itchy, watery eyes. Loratadine helps a little.",
      "# Review of Systems\nPositive for sneezing and congestion. Negative for fever and wheezing.",
      "# Past Medical History\nSeasonal allergies since childhood.",
      "# Current Medications\nLoratadine 10 mg daily.",
      "# Allergies\nNo known drug allergies.",
      "# Family History\nMother has seasonal allergies.",
      "# Social History\nOffice worker. Never smoked.",
      "# Diagnosis\nAllergic rhinitis (hay fever).",
      "# Treatment Plan\nA nasal steroid spray such as fluticasone.",
    ].join("\n\n");
    expect(letterFacts(letter)).toEqual({ ageYears: 29, sex: "female" });
    expect(letterFacts("too short")).toBeNull();
  });
});
