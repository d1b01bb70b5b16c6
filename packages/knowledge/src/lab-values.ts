/**
 * Lab values and vital signs: the tests people quote with a number ("HbA1c 6.1%", "blood
 * pressure 150/95", "LDL 4.9 mmol/L"), the units each is reported in and how to convert between
 * them. Which values point to which condition is not here: each article states its thresholds as
 * data (`lab_values` in the front matter, read by `parseLabRange`), and the search compares a
 * quoted value with them (`findLabReadings` in this file, `knowledge-index.ts` in core).
 */

export interface LabUnit {
  /** As written in articles ("mg/dL"). */
  unit: string;
  /** Values a reading in this unit can plausibly take: picks the unit when the query gives none. */
  plausible: [number, number];
  /** Converts a value in this unit into the test's first unit. */
  toBase: (value: number) => number;
}

export interface LabTest {
  id: string;
  /** How people and articles name the test, lower case. */
  names: string[];
  /** The first unit is the base unit. */
  units: LabUnit[];
}

const same = (v: number) => v;
/** Cholesterol (LDL, HDL, total): 1 mmol/L = 38.67 mg/dL. */
const cholesterolUnits: LabUnit[] = [
  { unit: "mg/dL", plausible: [20, 700], toBase: same },
  { unit: "mmol/L", plausible: [0.3, 18], toBase: (v) => v * 38.67 },
];

export const LAB_TESTS: readonly LabTest[] = [
  {
    id: "hba1c",
    names: [
      "hba1c",
      "a1c",
      "hb a1c",
      "hemoglobin a1c",
      "haemoglobin a1c",
      "glycated hemoglobin",
      "glycated haemoglobin",
      "glycosylated hemoglobin",
    ],
    units: [
      { unit: "%", plausible: [3, 20], toBase: same },
      // IFCC mmol/mol to DCCT %: % = mmol/mol / 10.929 + 2.15.
      { unit: "mmol/mol", plausible: [20, 200], toBase: (v) => v / 10.929 + 2.15 },
    ],
  },
  {
    id: "glucose",
    names: [
      "glucose",
      "blood glucose",
      "blood sugar",
      "sugar",
      "sugar level",
      "fasting glucose",
      "fasting blood glucose",
      "fasting blood sugar",
      "fasting sugar",
      "random glucose",
      "fbg",
      "fpg",
    ],
    units: [
      { unit: "mg/dL", plausible: [36, 1000], toBase: same },
      { unit: "mmol/L", plausible: [1, 35], toBase: (v) => v * 18.016 },
    ],
  },
  {
    id: "ldl",
    names: ["ldl", "ldl cholesterol", "ldl c", "bad cholesterol"],
    units: cholesterolUnits,
  },
  {
    id: "hdl",
    names: ["hdl", "hdl cholesterol", "hdl c", "good cholesterol"],
    units: cholesterolUnits,
  },
  {
    id: "triglycerides",
    names: ["triglycerides", "triglyceride", "trigs", "tg"],
    units: [
      { unit: "mg/dL", plausible: [20, 5000], toBase: same },
      { unit: "mmol/L", plausible: [0.2, 60], toBase: (v) => v * 88.57 },
    ],
  },
  {
    id: "tsh",
    names: ["tsh", "thyroid stimulating hormone"],
    units: [
      { unit: "mIU/L", plausible: [0, 500], toBase: same },
      { unit: "uIU/mL", plausible: [0, 500], toBase: same },
    ],
  },
  {
    id: "uric-acid",
    names: ["uric acid", "urate", "serum urate", "serum uric acid"],
    units: [
      { unit: "mg/dL", plausible: [1, 20], toBase: same },
      { unit: "mmol/L", plausible: [0.05, 1.2], toBase: (v) => v * 16.81 },
      { unit: "umol/L", plausible: [60, 1200], toBase: (v) => v / 59.48 },
    ],
  },
  {
    id: "blood-pressure",
    names: ["blood pressure", "bp", "pressure", "reading", "readings"],
    // Written systolic/diastolic ("150/95", "150 over 95"): two tests, systolic and diastolic.
    units: [{ unit: "mmHg", plausible: [40, 300], toBase: same }],
  },
  {
    id: "systolic",
    names: ["systolic", "systolic pressure", "systolic blood pressure"],
    units: [{ unit: "mmHg", plausible: [60, 300], toBase: same }],
  },
  {
    id: "diastolic",
    names: ["diastolic", "diastolic pressure", "diastolic blood pressure"],
    units: [{ unit: "mmHg", plausible: [30, 200], toBase: same }],
  },
  {
    id: "eye-pressure",
    names: ["intraocular pressure", "iop", "eye pressure"],
    units: [{ unit: "mmHg", plausible: [1, 80], toBase: same }],
  },
  {
    id: "ejection-fraction",
    names: ["ejection fraction", "ef", "lvef"],
    units: [{ unit: "%", plausible: [5, 90], toBase: same }],
  },
  {
    id: "ascvd",
    names: ["ascvd", "ascvd risk", "10 year risk", "10-year risk"],
    units: [{ unit: "%", plausible: [0, 100], toBase: same }],
  },
  {
    id: "qrisk",
    names: ["qrisk", "qrisk3", "qrisk 3"],
    units: [{ unit: "%", plausible: [0, 100], toBase: same }],
  },
];

const TESTS_BY_ID = new Map(LAB_TESTS.map((t) => [t.id, t]));

/** Normalised text of a test name or a query: lower case, single spaces, no punctuation. */
const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9%/.]+/g, " ")
    .trim();

/** A range of one test in one unit, as an article states it: low/high bounds, each optional. */
export interface LabRange {
  test: string;
  unit: string;
  /** Lower bound; undefined: none. */
  low?: number;
  lowInclusive: boolean;
  high?: number;
  highInclusive: boolean;
  /** As written ("HbA1c 5.7-6.4 %"). */
  text: string;
}

const RANGE =
  /^(.+?)\s+(?:(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)|(>=|<=|>|<)\s*(\d+(?:\.\d+)?))\s*(\S+)$/;

/**
 * Parses one entry of an article's `lab_values`: `<test> <low>-<high> <unit>` (both bounds
 * included) or `<test> <op> <value> <unit>` with op one of >=, >, <=, <; the test is a name of
 * `LAB_TESTS` and the unit one of its units. Throws with a message saying what is wrong.
 */
export function parseLabRange(text: string): LabRange {
  const m = RANGE.exec(text.trim());
  if (!m) {
    throw new Error(
      `lab value "${text}" must read "<test> <low>-<high> <unit>" or "<test> >= <value> <unit>"`,
    );
  }
  const name = normalise(m[1] as string);
  const test = LAB_TESTS.find((t) => t.id === name || t.names.includes(name));
  if (!test) throw new Error(`lab value "${text}": unknown test "${m[1]}"`);
  const unit = test.units.find((u) => u.unit.toLowerCase() === (m[6] as string).toLowerCase());
  if (!unit) {
    throw new Error(
      `lab value "${text}": unit "${m[6]}" is not one of ${test.units.map((u) => u.unit).join(", ")}`,
    );
  }
  const base = { test: test.id, unit: unit.unit, text: text.trim() };
  if (m[2] !== undefined) {
    const low = Number(m[2]);
    const high = Number(m[3]);
    if (!(low <= high)) throw new Error(`lab value "${text}": the low bound exceeds the high one`);
    return { ...base, low, lowInclusive: true, high, highInclusive: true };
  }
  const value = Number(m[5]);
  switch (m[4]) {
    case ">=":
      return { ...base, low: value, lowInclusive: true, highInclusive: false };
    case ">":
      return { ...base, low: value, lowInclusive: false, highInclusive: false };
    case "<=":
      return { ...base, high: value, highInclusive: true, lowInclusive: false };
    default:
      return { ...base, high: value, highInclusive: false, lowInclusive: false };
  }
}

/** A value read from a query: test, number and unit (the unit the query gave, or inferred). */
export interface LabReading {
  test: string;
  value: number;
  unit: string;
  /** The unit was not written: inferred from the plausible values of the test's units. */
  unitInferred: boolean;
  /** The words of the query it was read from ("hba1c 6.1%"). */
  text: string;
}

/** Every name of every test, longest first (so "blood pressure" wins over "pressure"). */
const NAMES = LAB_TESTS.flatMap((t) => t.names.map((name) => ({ name, test: t }))).sort(
  (a, b) => b.name.length - a.name.length,
);
const UNIT_PATTERN = "%|mg/dl|mmol/l|mmol/mol|miu/l|uiu/ml|umol/l|mmhg|percent";
const NUMBER = "(\\d{1,4}(?:\\.\\d+)?)";
/** Units of other quantities: "sugar 200 g" is a recipe, not a glucose reading. */
const OTHER_UNITS =
  "g|grams?|kg|kilos?|lbs?|pounds?|oz|ounces?|cups?|ml|l|litres?|liters?|tsp|tbsp|spoons?|psi|bar|mph|km|miles?|minutes?|mins?|hours?|days?|weeks?|months?|years?|times|x|degrees?|c|f|bpm|steps";
/**
 * After a test's name: up to six words that are no number and do not start another subject
 * ("readings at the pharmacy have been around"), then the number, with a unit or /diastolic.
 */
const AFTER_NAME = new RegExp(
  `^(?:\\s+(?!(?:but|and|or|weight|bmi|age|aged|height|pulse|rate|temperature|temp|kg|lbs)\\b)[a-z]+){0,6}?\\s+${NUMBER}(?:\\s*(?:/|over)\\s*${NUMBER})?\\s*(${UNIT_PATTERN})?(?![a-z0-9])(?!\\s*(?:${OTHER_UNITS})\\b)`,
);

/**
 * The lab values and vital signs a query quotes: a test's name followed (within a few linking
 * words) by a number, with or without a unit ("HbA1c 6.1%", "hba1c of 48 mmol/mol", "LDL 4.9
 * mmol/L", "blood pressure 150/95", "bp 150 over 95"). A blood pressure gives two readings,
 * systolic and diastolic. A value no unit of its test can take is ignored.
 */
export function findLabReadings(query: string): LabReading[] {
  const text = ` ${normalise(query).replace(/\s*\/\s*/g, "/")} `;
  const out: LabReading[] = [];
  const used: [number, number][] = [];
  for (const { name, test } of NAMES) {
    let from = 0;
    for (;;) {
      const at = text.indexOf(` ${name}`, from);
      if (at < 0) break;
      from = at + 1;
      const start = at + 1;
      const end = start + name.length;
      if (/[a-z0-9]/.test(text[end] ?? "")) continue;
      if (used.some(([s, e]) => start < e && s < end)) continue;
      const m = AFTER_NAME.exec(text.slice(end));
      if (!m) continue;
      const stop = end + (m[0] as string).length;
      used.push([start, stop]);
      const words = text.slice(start, stop).trim();
      const unitText = m[3] === "percent" ? "%" : m[3];
      const first = Number(m[1]);
      const second = m[2] === undefined ? undefined : Number(m[2]);
      if (test.id === "blood-pressure") {
        if (second === undefined) continue;
        pushReading(out, TESTS_BY_ID.get("systolic") as LabTest, first, "mmhg", words);
        pushReading(out, TESTS_BY_ID.get("diastolic") as LabTest, second, "mmhg", words);
        continue;
      }
      if (second !== undefined) continue;
      pushReading(out, test, first, unitText, words);
    }
  }
  return out;
}

function pushReading(
  out: LabReading[],
  test: LabTest,
  value: number,
  unitText: string | undefined,
  text: string,
): void {
  const given = unitText
    ? test.units.find((u) => u.unit.toLowerCase() === unitText.toLowerCase())
    : undefined;
  if (unitText && !given) return;
  const unit = given ?? test.units.find((u) => value >= u.plausible[0] && value <= u.plausible[1]);
  if (!unit || value < unit.plausible[0] || value > unit.plausible[1]) return;
  out.push({ test: test.id, value, unit: unit.unit, unitInferred: !given, text });
}

/**
 * Whether a reading falls in a range: compared in the range's unit. A value converted from
 * another unit gets a tolerance of 1.5% at the bounds, since articles round the converted
 * figure ("190 mg/dL (4.9 mmol/L)": 4.9 mmol/L is 189.5 mg/dL).
 */
export function inLabRange(reading: LabReading, range: LabRange): boolean {
  if (reading.test !== range.test) return false;
  const test = TESTS_BY_ID.get(range.test);
  const from = test?.units.find((u) => u.unit === reading.unit);
  const to = test?.units.find((u) => u.unit === range.unit);
  if (!test || !from || !to) return false;
  const sameUnit = from === to;
  const value = sameUnit ? reading.value : invert(to, from.toBase(reading.value));
  const slack = sameUnit ? 0 : 0.015;
  if (range.low !== undefined) {
    const low = range.low * (1 - slack);
    if (range.lowInclusive || slack > 0 ? value < low : value <= low) return false;
  }
  if (range.high !== undefined) {
    const high = range.high * (1 + slack);
    if (range.highInclusive || slack > 0 ? value > high : value >= high) return false;
  }
  return true;
}

/** The value in `unit` whose base-unit value is `base` (conversions are affine). */
function invert(unit: LabUnit, base: number): number {
  const zero = unit.toBase(0);
  const slope = unit.toBase(1) - zero;
  return (base - zero) / slope;
}
