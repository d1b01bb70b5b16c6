import { describe, expect, it } from "vitest";
import { findLabReadings, inLabRange, type LabReading, parseLabRange } from "../src/lab-values.js";

const reading = (test: string, value: number, unit: string): LabReading => ({
  test,
  value,
  unit,
  unitInferred: false,
  text: "",
});

describe("parseLabRange", () => {
  it("reads a closed range and each one-sided form", () => {
    expect(parseLabRange("HbA1c 5.7-6.4 %")).toEqual({
      test: "hba1c",
      unit: "%",
      low: 5.7,
      lowInclusive: true,
      high: 6.4,
      highInclusive: true,
      text: "HbA1c 5.7-6.4 %",
    });
    expect(parseLabRange("systolic >= 130 mmHg")).toMatchObject({ low: 130, lowInclusive: true });
    expect(parseLabRange("TSH < 0.1 mIU/L")).toMatchObject({ high: 0.1, highInclusive: false });
    expect(parseLabRange("uric acid > 6.8 mg/dL")).toMatchObject({
      test: "uric-acid",
      low: 6.8,
      lowInclusive: false,
    });
  });

  it("refuses an unknown test, a unit the test is not measured in and a malformed range", () => {
    expect(() => parseLabRange("vitamin Q >= 3 mg/dL")).toThrow(/unknown test "vitamin Q"/);
    expect(() => parseLabRange("HbA1c >= 6.5 mg/dL")).toThrow(/unit "mg\/dL" is not one of %/);
    expect(() => parseLabRange("LDL high")).toThrow(/must read/);
    expect(() => parseLabRange("LDL 200-100 mg/dL")).toThrow(/low bound exceeds/);
  });
});

describe("findLabReadings", () => {
  it.each([
    ["HbA1c 6.1%", [{ test: "hba1c", value: 6.1, unit: "%", unitInferred: false }]],
    ["HbA1c 7.8", [{ test: "hba1c", value: 7.8, unit: "%", unitInferred: true }]],
    ["hba1c of 48 mmol/mol", [{ test: "hba1c", value: 48, unit: "mmol/mol" }]],
    ["LDL 4.9 mmol/L", [{ test: "ldl", value: 4.9, unit: "mmol/L" }]],
    ["LDL 195", [{ test: "ldl", value: 195, unit: "mg/dL", unitInferred: true }]],
    ["serum urate 9 tophi", [{ test: "uric-acid", value: 9, unit: "mg/dL" }]],
    [
      "blood pressure 150/95",
      [
        { test: "systolic", value: 150, unit: "mmHg" },
        { test: "diastolic", value: 95, unit: "mmHg" },
      ],
    ],
    [
      "my blood pressure readings at the pharmacy have been around 150 over 95",
      [
        { test: "systolic", value: 150 },
        { test: "diastolic", value: 95 },
      ],
    ],
  ])("%j", (query, expected) => {
    const found = findLabReadings(query);
    expect(found).toHaveLength(expected.length);
    for (const [i, e] of expected.entries()) expect(found[i]).toMatchObject(e);
  });

  it("ignores numbers of other things: a recipe, a tyre, a weight, an implausible value", () => {
    expect(findLabReadings("add sugar 200 g to the cake")).toEqual([]);
    expect(findLabReadings("tyre pressure 32 psi")).toEqual([]);
    expect(findLabReadings("hba1c was fine but my weight is 90")).toEqual([]);
    expect(findLabReadings("hba1c 900")).toEqual([]);
    expect(findLabReadings("blood pressure 150")).toEqual([]);
  });
});

describe("inLabRange", () => {
  it("compares in the range's unit, converting mg/dL and mmol/L", () => {
    const ldl = parseLabRange("LDL >= 190 mg/dL");
    expect(inLabRange(reading("ldl", 195, "mg/dL"), ldl)).toBe(true);
    expect(inLabRange(reading("ldl", 189, "mg/dL"), ldl)).toBe(false);
    // 4.9 mmol/L is 189.5 mg/dL: the article's own rounding of 190 mg/dL.
    expect(inLabRange(reading("ldl", 4.9, "mmol/L"), ldl)).toBe(true);
    expect(inLabRange(reading("ldl", 4.5, "mmol/L"), ldl)).toBe(false);
    const glucose = parseLabRange("glucose 100-125 mg/dL");
    expect(inLabRange(reading("glucose", 6.1, "mmol/L"), glucose)).toBe(true);
    expect(inLabRange(reading("glucose", 7.5, "mmol/L"), glucose)).toBe(false);
    expect(inLabRange(reading("hba1c", 46, "mmol/mol"), parseLabRange("HbA1c 5.7-6.4 %"))).toBe(
      true,
    );
  });

  it("keeps exact bounds in the same unit, and never matches another test", () => {
    const pre = parseLabRange("HbA1c 5.7-6.4 %");
    expect(inLabRange(reading("hba1c", 6.4, "%"), pre)).toBe(true);
    expect(inLabRange(reading("hba1c", 6.5, "%"), pre)).toBe(false);
    expect(inLabRange(reading("hba1c", 0.1, "%"), parseLabRange("TSH < 0.1 mIU/L"))).toBe(false);
    expect(inLabRange(reading("tsh", 0.1, "mIU/L"), parseLabRange("TSH < 0.1 mIU/L"))).toBe(false);
  });
});
