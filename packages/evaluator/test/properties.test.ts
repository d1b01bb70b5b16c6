import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CRITERIA, evaluateLetter } from "../src/index.js";
import {
  ALL_FORMS,
  BASE,
  buildLetter,
  type Form,
  type SectionName,
  tableLetter,
} from "./helpers.js";

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

  it("v3: every section-start form (bold, numbered, emoji, HTML) gives the same result", () => {
    const canonical = evaluateLetter(buildLetter());
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ALL_FORMS), { minLength: 11, maxLength: 11 }),
        (forms) => {
          const r = evaluateLetter(buildLetter({ form: (_n, i) => forms[i] ?? "h1" }));
          expect(r).toEqual(canonical);
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** Red-flag and crisis findings a review of systems may list as negatives. */
const FINDINGS = [
  "fever",
  "chest pain",
  "chest tightness",
  "CP",
  "shortness of breath",
  "SOB",
  "SOBOE",
  "DOE",
  "sweating",
  "chest pain on exertion",
  "pain radiating to the left arm",
  "fainting",
  "passing out",
  "LOC",
  "loss of consciousness",
  "seizures",
  "slurred speech",
  "facial droop",
  "coughing up blood",
  "vomiting blood",
  "severe bleeding",
  "throat closing",
  "worst headache of my life",
  "stiff neck",
  "confusion",
  "suicidal thoughts",
  "SI",
  "HI",
  "thoughts of self-harm",
  "hearing voices",
];

/** The negation forms of rubric §3 (v2 and v3), each turning a list of findings into a ROS. */
const NEGATION_FORMS: readonly ((items: string[]) => string)[] = [
  (xs) => `Negative: ${xs.join(", ")}.`,
  (xs) => `Negatives: ${xs.join(", ")}`,
  (xs) => `Neg: ${xs.join(", ")}`,
  (xs) => `Pertinent negatives: ${xs.join(", ")}.`,
  (xs) => `**Pertinent negatives:** ${xs.join(", ")}`,
  (xs) => `Denies ${xs.join(", ")}.`,
  (xs) => `Denies: ${xs.join(", ")}`,
  (xs) => `ROS negative: ${xs.join(", ")}.`,
  (xs) => `ROS negative for ${xs.join(", ")}.`,
  (xs) => `Negative for ${xs.join(", ")}.`,
  (xs) => `Neg for ${xs.join(", ")}.`,
  (xs) => `No ${xs.join(", no ")}.`,
  (xs) => xs.map((x) => `No ${x}.`).join(" "),
  (xs) => xs.map((x) => `${x} (-)`).join(", "),
  (xs) => xs.map((x) => `(-) ${x}`).join(", "),
  (xs) => xs.map((x) => `-ve ${x}`).join(", "),
  (xs) => xs.map((x) => `${x}: none`).join("\n"),
  (xs) => xs.map((x) => `- ${x}: denied`).join("\n"),
  (xs) => `| Finding | Present |\n|---|---|\n${xs.map((x) => `| ${x} | no |`).join("\n")}`,
  (xs) => `| Negative | ${xs.join(", ")} |\n|---|---|`,
  (xs) => `**Pertinent negatives:**\n${xs.map((x) => `- ${x}`).join("\n")}`,
  (xs) => `Negatives:\n${xs.map((x) => `* ${x}`).join("\n")}`,
  (xs) => `Denies:\n\n${xs.map((x, i) => `${i + 1}. ${x}`).join("\n")}`,
  (xs) => `### Pertinent negatives\n${xs.map((x) => `- ${x}`).join("\n")}`,
  (xs) => `<b>Negative:</b> ${xs.join(", ")}`,
];

describe("v3 properties", () => {
  it("a review of systems made only of negatives, in any negation form, never makes a letter out of scope", () => {
    fc.assert(
      fc.property(
        fc.subarray(FINDINGS, { minLength: 1, maxLength: 12 }),
        fc.nat(NEGATION_FORMS.length - 1),
        fc.constantFrom<Form>("h2", "bold", "boldNoColon", "numbered", "label"),
        (items, form, headingForm) => {
          const ros = (NEGATION_FORMS[form] as (xs: string[]) => string)(items);
          const r = evaluateLetter(
            buildLetter({ set: { "Review of Systems": ros }, form: headingForm }),
          );
          if (!r.ok) throw new Error(r.message);
          expect(r.scope_problems).toEqual([]);
          expect(r.evaluation.request_within_scope).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("reordering the sections does not change the evaluation", () => {
    const names = Object.keys(BASE) as SectionName[];
    fc.assert(
      fc.property(
        fc.shuffledSubarray(names, { minLength: names.length, maxLength: names.length }),
        fc.subarray(names),
        fc.constantFrom(...ALL_FORMS),
        (order, drop, form) => {
          const set = Object.fromEntries(drop.map((d) => [d, null]));
          const inOrder = evaluateLetter(buildLetter({ set, form }));
          const blocks = order
            .filter((n) => !drop.includes(n))
            .map((n) =>
              buildLetter({
                set: Object.fromEntries(names.filter((m) => m !== n).map((m) => [m, null])),
                form,
              }),
            );
          // each one-section letter is padded with an AI Model section: keep one of them
          const text = blocks.map((b) => b.split("\n\n# AI Model")[0]).join("\n\n");
          const shuffled = evaluateLetter(
            `${text}\n\n# AI Model\n${"ExampleModel 1.0 ".repeat(40)}`,
          );
          if (!inOrder.ok || !shuffled.ok) return;
          expect(shuffled.evaluation).toEqual(inOrder.evaluation);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("CRLF and non-breaking spaces give the same result", () => {
    fc.assert(
      fc.property(fc.subarray(Object.keys(BASE)), fc.constantFrom(...ALL_FORMS), (drop, form) => {
        const set = Object.fromEntries(drop.map((d) => [d, null]));
        const plain = evaluateLetter(buildLetter({ set, form }));
        const odd = evaluateLetter(
          buildLetter({ set, form, eol: "\r\n" }).replace(/ /g, (s, i: number) =>
            i % 3 === 0 ? "\u00a0" : s,
          ),
        );
        if (plain.ok && odd.ok) expect(odd.evaluation).toEqual(plain.evaluation);
        else expect(odd.ok).toBe(plain.ok);
      }),
      { numRuns: 150 },
    );
  });

  it("Markdown headings as table rows give the same result", () => {
    fc.assert(
      fc.property(fc.subarray(Object.keys(BASE)), (drop) => {
        const set = Object.fromEntries(drop.map((d) => [d, null]));
        const md = evaluateLetter(buildLetter({ set }));
        const table = evaluateLetter(tableLetter({ set }));
        if (md.ok && table.ok) expect(table.evaluation).toEqual(md.evaluation);
      }),
      { numRuns: 100 },
    );
  });
});
