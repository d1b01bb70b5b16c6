import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  articleWordCount,
  findDosing,
  KB_SOURCE,
  loadCorpus,
  parseArticle,
  SECTION_HEADINGS,
  toPlainText,
} from "../src/index.js";

const FIXTURES = fileURLToPath(new URL("./fixtures", import.meta.url));
const GOOD = join(FIXTURES, "good");
const invalid = (name: string) => join(FIXTURES, "invalid", name);

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
  throw new Error("expected an error");
}

describe("loadCorpus: good article", () => {
  const articles = loadCorpus(GOOD);
  const article = articles[0]!;

  it("loads the article with its front matter", () => {
    expect(articles).toHaveLength(1);
    expect(article).toMatchObject({
      id: "acute-bronchitis",
      title: "Acute bronchitis",
      condition: "Acute bronchitis",
      category: "RESPIRATORY",
      source: KB_SOURCE,
      aliases: ["chest cold", "bronchitis", "chest infection & cough"],
      britishNames: ["chest infection", "chesty cough"],
    });
    expect(article.medications.map((m) => m.generic)).toEqual([
      "Albuterol",
      "Guaifenesin",
      "Benzonatate",
      "Doxycycline",
      "Azithromycin",
    ]);
    expect(article.medications[0]).toEqual({
      generic: "Albuterol",
      brands: ["ProAir", "Ventolin", "Proventil", "salbutamol"],
      purpose: "quick-relief (rescue) inhaler that opens tight airways within minutes.",
    });
  });

  it("splits the body into the seven sections, in order, as plain text", () => {
    expect(article.sections.map((s) => s.heading)).toEqual([...SECTION_HEADINGS]);
    expect(article.sections.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(article.sections[0]!.text).toBe(
      "Acute bronchitis is inflammation of the airways in the lungs, usually caused by a virus. It often follows a cold and can affect anyone. The cough usually improves within three weeks.",
    );
    expect(article.sections[1]!.text).toBe(
      [
        "- Cough, with or without mucus (productive cough)",
        "- Chest tightness or soreness",
        "- Mild fever and tiredness",
        "- Wheezing when breathing out",
      ].join("\n"),
    );
    expect(article.sections[2]!.text.split("\n")).toEqual([
      "Some signs mean you need urgent care, not an online review.",
      "- Trouble breathing or lips turning blue",
      "- Coughing up blood",
      "- Chest pain that does not go away",
      "- Confusion or fainting",
    ]);
    for (const s of article.sections) expect(s.text).not.toMatch(/[*#`]/);
    expect(articleWordCount(article)).toBeGreaterThan(100);
  });

  it("attaches the generated care flowchart", () => {
    expect(article.figures).toHaveLength(1);
    const fig = article.figures[0]!;
    expect(fig).toMatchObject({
      id: "acute-bronchitis-care-flow",
      articleId: "acute-bronchitis",
      caption: "When to seek emergency care instead of an online review: Acute bronchitis",
      figureType: "flowchart",
    });
    expect(fig.svg).toContain("Trouble breathing or lips turning blue");
    expect(fig.svg).toContain("How long you have had the cough");
    expect(fig.svg).not.toContain("Whether you smoke");
  });

  it("is deterministic", () => {
    expect(loadCorpus(GOOD)).toEqual(articles);
  });
});

describe("loadCorpus: validation errors", () => {
  const F = "acute-bronchitis.md";
  it.each([
    ["no-front-matter", `${F}: missing front matter (must start with ---)`],
    ["unterminated-front-matter", `${F}: unterminated front matter (no closing ---)`],
    ["missing-title", `${F}: missing front-matter field "title"`],
    ["missing-aliases", `${F}: missing front-matter field "also_known_as"`],
    [
      "too-few-aliases",
      `${F}: front-matter field "also_known_as" must have 3-12 entries (found 1)`,
    ],
    [
      "too-few-everyday-words",
      `${F}: front-matter field "everyday_words" must have 5-16 entries (found 2)`,
    ],
    ["unknown-field", `${F}: unknown front-matter field "aliases"`],
    [
      "id-not-slug",
      'acute_bronchitis.md: id "acute_bronchitis" is not the slug of condition "Acute bronchitis" (expected "acute-bronchitis")',
    ],
    ["unknown-condition", `${F}: unknown condition "Acute Bronchitis" (not in the catalogue)`],
    ["unknown-category", `${F}: unknown category "LUNGS"`],
    [
      "category-mismatch",
      `${F}: category "DERMATOLOGY" does not match the catalogue category of "Acute bronchitis" (expected "RESPIRATORY")`,
    ],
    [
      "file-name-mismatch",
      'bronchitis.md: file name does not match id "acute-bronchitis" (expected "acute-bronchitis.md")',
    ],
    ["missing-heading", `${F}: missing heading "## Common symptoms"`],
    ["unexpected-heading", `${F}: unexpected heading "## Common Symptoms"`],
    ["duplicate-heading", `${F}: duplicate heading "## Overview"`],
    [
      "heading-out-of-order",
      `${F}: heading "## Common symptoms" out of order (expected "## Overview" as heading 1)`,
    ],
    ["text-before-heading", `${F}: text before the first "## " heading`],
    [
      "emergency-bullet-too-long",
      `${F}: emergency bullet over 70 characters (72): "Coughing up blood or pink frothy spit, or any blood in what you cough up"`,
    ],
    [
      "too-few-emergency-bullets",
      `${F}: section "When to seek emergency care instead" must have 3-6 bullets (found 2)`,
    ],
    [
      "too-many-letter-bullets",
      `${F}: section "What to include in your letter" must have 5-8 bullets (found 9)`,
    ],
    ["dosing-mg", `${F}: dosing pattern "2.5 mg" in section "Treatment options"`],
    ["dosing-frequency", `${F}: dosing pattern "twice daily" in section "Treatment options"`],
    ["dosing-every-hours", `${F}: dosing pattern "every 6 hours" in section "Treatment options"`],
    ["missing-british-names", `${F}: missing front-matter field "british_names"`],
    [
      "missing-medication",
      `${F}: section "Medications and brand names" lacks catalogue medication(s): benzonatate`,
    ],
    [
      "malformed-medication",
      `${F}: medication bullet must read "Generic (Brand, Brand): what it is for" (got "Benzonatate: a cough suppressant")`,
    ],
    [
      "too-few-criteria",
      `${F}: section "Clinical criteria, scores and tests" must have 3-8 bullets (found 1)`,
    ],
  ])("%s", (fixture, message) => {
    expect(errorOf(() => loadCorpus(invalid(fixture)))).toBe(message);
  });

  it("parseArticle reports the file name it is given", () => {
    const src = readFileSync(join(invalid("missing-title"), "acute-bronchitis.md"), "utf8");
    expect(errorOf(() => parseArticle("articles/acute-bronchitis.md", src))).toBe(
      'articles/acute-bronchitis.md: missing front-matter field "title"',
    );
  });

  it("rejects non-string front-matter values and invalid YAML", () => {
    const good = readFileSync(join(GOOD, "acute-bronchitis.md"), "utf8");
    expect(
      errorOf(() => parseArticle("x.md", good.replace("title: Acute bronchitis", "title: 42"))),
    ).toBe('x.md: front-matter field "title" must be a non-empty string');
    expect(
      errorOf(() => parseArticle("x.md", good.replace("title: Acute bronchitis", "title: [a"))),
    ).toMatch(/^x\.md: invalid YAML front matter: /);
  });

  it("reads lab_values as thresholds, and refuses one it cannot read", () => {
    const good = readFileSync(join(GOOD, "acute-bronchitis.md"), "utf8");
    expect(parseArticle("acute-bronchitis.md", good).labValues).toEqual([]);
    const withLab = (value: string) =>
      good.replace(/^(everyday_words: .*)$/m, `$1\nlab_values: ["${value}"]`);
    expect(parseArticle("acute-bronchitis.md", withLab("systolic >= 130 mmHg")).labValues).toEqual([
      {
        test: "systolic",
        unit: "mmHg",
        low: 130,
        lowInclusive: true,
        highInclusive: false,
        text: "systolic >= 130 mmHg",
      },
    ]);
    expect(errorOf(() => parseArticle("x.md", withLab("HbA1c >= 6.5 mg/dL")))).toBe(
      'x.md: lab value "HbA1c >= 6.5 mg/dL": unit "mg/dL" is not one of %, mmol/mol',
    );
  });

  it("accepts the layout produced by a Markdown formatter (blank lines after --- and headings)", () => {
    const good = readFileSync(join(GOOD, "acute-bronchitis.md"), "utf8");
    const spaced = good
      .replace(/^---\n/, "---\n\n")
      .replace(/\n---\n/, "\n\n---\n\n")
      .replace(/^(## .*)$/gm, "$1\n")
      .replace(/:\n- /g, ":\n\n- ");
    expect(spaced).not.toBe(good);
    expect(parseArticle("acute-bronchitis.md", spaced)).toEqual(loadCorpus(GOOD)[0]);
  });

  it("accepts CRLF line endings", () => {
    const good = readFileSync(join(GOOD, "acute-bronchitis.md"), "utf8");
    const crlf = parseArticle("acute-bronchitis.md", good.replace(/\n/g, "\r\n"));
    expect(crlf).toEqual(loadCorpus(GOOD)[0]);
  });
});

describe("toPlainText", () => {
  it("strips inline Markdown and keeps bullets as lines", () => {
    expect(
      toPlainText(
        "Intro **bold** and *em* and `code`,\nwrapped [link](https://x.test).\n\n* one\n  continued\n+ two\n1. first",
      ),
    ).toBe("Intro bold and em and code, wrapped link.\n- one continued\n- two\n1. first");
  });
});

describe("findDosing", () => {
  it.each([
    ["Treatment options", "albuterol 2.5 mg", "2.5 mg"],
    ["Overview", "a 500mg tablet", "500mg"],
    ["Common symptoms", "use 2 puffs", "2 puffs"],
    ["Treatment options", "take it twice daily", "twice daily"],
    ["Treatment options", "apply three times a day", "apply three times a day"],
    ["Treatment options", "every 4 to 6 hours", "every 4 to 6 hours"],
    ["Treatment options", "ibuprofen b.i.d.", "b.i.d"],
  ])("%s: %j -> %j", (heading, text, found) => {
    expect(findDosing(heading, text)).toBe(found);
  });

  it.each([
    ["Clinical criteria, scores and tests", "LDL of 190 mg/dL or a CRP below 20 mg/L"],
    ["What to include in your letter", "Do you use your inhaler more than twice a day?"],
    ["Common symptoms", "Waking every 2 hours to pee"],
    ["Overview", "COVID-19 affects about 1 in 10 people"],
    ["Treatment options", "Amoxicillin-clavulanate or a 5-day course may be considered"],
  ])("%s: %j is not dosing", (heading, text) => {
    expect(findDosing(heading, text)).toBeUndefined();
  });
});
