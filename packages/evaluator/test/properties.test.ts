import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CRITERIA, evaluateLetter } from "../src/index.js";
import { BASE, buildLetter, type Form, type SectionName } from "./helpers.js";

const SECTION_NAMES = Object.keys(BASE) as SectionName[];
const FORMS: Form[] = ["h1", "h2", "h3", "bold", "boldInline", "label", "setext", "hashNoSpace"];

/** Letter-like text: headings, labels, clinical words, markup and noise. */
const letterish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        "# Chief Complaint\n",
        "## HPI\n",
        "**Allergies:** ",
        "ROS: ",
        "Chest pain: none\n",
        "- no fever\n",
        "| a | b |\n|---|---|\n| c | d |\n",
        "34M ",
        "can't breathe ",
        "not sure",
        "<fill in>",
        "[fill in]",
        "\r\n",
        "\n\n",
        "```\n",
        "> ",
        "suicidal ",
        "Xanax ",
        "pregnant ",
        "for 3 days ",
        "12 kg ",
      ),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "grapheme", maxLength: 20 }),
    ),
    { maxLength: 120 },
  )
  .map((parts) => parts.join(""));

describe("properties", () => {
  it("never throws on 0–20,000 arbitrary characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20_000, unit: "binary" }), (s) => {
        evaluateLetter(s);
      }),
      { numRuns: 150 },
    );
    fc.assert(
      fc.property(letterish, (s) => {
        evaluateLetter(s);
        evaluateLetter(s.padEnd(600, "x"));
      }),
      { numRuns: 300 },
    );
  });

  it("is deterministic", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          letterish.map((s) => s.padEnd(520, " a")),
          fc.string({ maxLength: 3000 }),
        ),
        (s) => {
          expect(evaluateLetter(s)).toEqual(evaluateLetter(s));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("CRLF and LF give the same result", () => {
    fc.assert(
      fc.property(fc.subarray(SECTION_NAMES), fc.constantFrom(...FORMS), (drop, form) => {
        const set = Object.fromEntries(drop.map((d) => [d, null]));
        const lf = evaluateLetter(buildLetter({ set, form }));
        const crlf = evaluateLetter(buildLetter({ set, form, eol: "\r\n" }));
        if (lf.ok && crlf.ok) expect(crlf.evaluation).toEqual(lf.evaluation);
        else expect(crlf.ok).toBe(lf.ok);
      }),
      { numRuns: 150 },
    );
  });

  it("heading level and #, **Label:** and Label: forms give the same result", () => {
    const canonical = evaluateLetter(buildLetter());
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...FORMS), { minLength: 11, maxLength: 11 }),
        (forms) => {
          const r = evaluateLetter(buildLetter({ form: (_n, i) => forms[i] ?? "h1" }));
          expect(r).toEqual(canonical);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("adding a complete missing section never unsets another criterion", () => {
    fc.assert(
      fc.property(
        fc.subarray(SECTION_NAMES, { minLength: 1 }),
        fc.nat(),
        fc.constantFrom(...FORMS),
        (missing, pick, form) => {
          const add = missing[pick % missing.length] as SectionName;
          const set = Object.fromEntries(missing.map((d) => [d, null]));
          const before = evaluateLetter(buildLetter({ set, form }));
          const after = evaluateLetter(buildLetter({ set: { ...set, [add]: undefined }, form }));
          if (!before.ok || !after.ok) return;
          for (const { key } of CRITERIA)
            if (before.evaluation[key]) expect(after.evaluation[key]).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
