import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CRITERIA, CRITERION_KEYS, criterionLabel } from "../src/index.js";
import { buildLetter, ok } from "./helpers.js";

describe("the criteria table", () => {
  it("has the rubric's 11 keys and labels, in order", () => {
    expect(CRITERIA.map((c) => [c.key, c.label])).toEqual([
      ["chief_complaint_present", "Chief Complaint"],
      ["age_and_sex_present", "Age and Sex"],
      ["history_of_present_illness_present", "History of Present Illness"],
      ["review_of_systems_present", "Review of Systems"],
      ["past_medical_history_present", "Past Medical History"],
      ["allergies_present", "Allergies"],
      ["family_history_present", "Family History"],
      ["social_history_present", "Social History"],
      ["diagnosis_present", "Diagnosis"],
      ["treatment_plan_present", "Treatment Plan"],
      ["request_within_scope", "Request Within Scope"],
    ]);
    expect(CRITERION_KEYS).toEqual(CRITERIA.map((c) => c.key));
    expect(criterionLabel("allergies_present")).toBe("Allergies");
  });
  it("gives every criterion its own check and reason function", () => {
    expect(new Set(CRITERIA.map((c) => c.check)).size).toBe(11);
    expect(new Set(CRITERIA.map((c) => c.reason)).size).toBe(11);
  });
  it("evaluation keys, missing items and reasons follow the table", () => {
    const r = ok(buildLetter({ set: { "Chief Complaint": null, "Treatment Plan": "whatever" } }));
    expect(Object.keys(r.evaluation)).toEqual(CRITERION_KEYS);
    expect(r.missing_items).toEqual(["Chief Complaint", "Treatment Plan"]);
    expect(Object.keys(r.reasons)).toEqual(["chief_complaint_present", "treatment_plan_present"]);
    expect(r.reasons.chief_complaint_present).toBe(
      "add a Chief Complaint section stating the main concern in a sentence",
    );
  });
  it("the labels are not copied elsewhere in the sources that show them", () => {
    for (const file of [
      "../../core/src/encounters/schemas.ts",
      "../../core/src/encounters/letter-feedback.ts",
      "../../../apps/api/src/web/letter-pages.tsx",
    ]) {
      const text = readFileSync(new URL(file, import.meta.url), "utf8");
      expect(text, file).not.toContain('"History of Present Illness"');
      expect(text, file).not.toContain('"Request Within Scope"');
    }
  });
});
