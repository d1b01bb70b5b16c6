/**
 * The real knowledge base: `packages/knowledge/articles/*.md` against the evaluator's
 * catalogue. Each check collects every offending article so a failure lists them all.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ARTICLES_DIR,
  articleWordCount,
  CRITERIA_HEADING,
  findDosing,
  type KnowledgeArticle,
  listArticleFiles,
  loadCatalogue,
  loadCorpus,
  parseArticle,
  SECTION_HEADINGS,
  slugify,
  TREATMENT_HEADING,
} from "../src/index.js";
import { parseXml } from "./xml.js";

const catalogue = loadCatalogue();
const files = existsSync(ARTICLES_DIR) ? listArticleFiles(ARTICLES_DIR) : [];
const articles: KnowledgeArticle[] = [];
const invalid: string[] = [];
for (const file of files) {
  try {
    articles.push(parseArticle(file, readFileSync(join(ARTICLES_DIR, file), "utf8"), catalogue));
  } catch (err) {
    invalid.push(err instanceof Error ? err.message : String(err));
  }
}

/** Lower-case, punctuation-insensitive form used to find medication names in text. */
const norm = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
/** "levonorgestrel (emergency contraception)" is named as "levonorgestrel". */
const medicationName = (m: string) => m.replace(/\([^)]*\)/g, "").trim();
const FINAL_SENTENCE = "A physician decides whether any medication is appropriate for you.";

describe("knowledge-base corpus (articles/)", () => {
  it("has exactly one article per catalogue condition (97)", () => {
    const expected = catalogue.map((c) => `${slugify(c.name)}.md`);
    const missing = expected.filter((f) => !files.includes(f));
    const extra = files.filter((f) => !expected.includes(f));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(files).toHaveLength(97);
  });

  it("every article passes validation", () => {
    expect(invalid).toEqual([]);
  });

  it("loadCorpus loads all 97 articles", () => {
    expect(() => loadCorpus(ARTICLES_DIR)).not.toThrow();
    expect(loadCorpus(ARTICLES_DIR)).toHaveLength(97);
  });

  it("ids are the slugs of their catalogue conditions, one per condition", () => {
    const bad = articles.filter((a) => a.id !== slugify(a.condition)).map((a) => a.id);
    expect(bad).toEqual([]);
    expect(new Set(articles.map((a) => a.condition)).size).toBe(articles.length);
  });

  it("has the five headings, in order", () => {
    const bad = articles
      .filter((a) => a.sections.map((s) => s.heading).join("|") !== SECTION_HEADINGS.join("|"))
      .map((a) => a.id);
    expect(bad).toEqual([]);
  });

  it("names every catalogue medication in Treatment options", () => {
    const problems: string[] = [];
    for (const a of articles) {
      const entry = catalogue.find((c) => c.name === a.condition);
      const text = norm(a.sections.find((s) => s.heading === TREATMENT_HEADING)?.text ?? "");
      const missing = (entry?.medications ?? []).filter(
        (m) => !text.includes(norm(medicationName(m))),
      );
      if (missing.length > 0) problems.push(`${a.id}: ${missing.join(", ")}`);
    }
    expect(problems).toEqual([]);
  });

  it("lists every catalogue medication in Medications and brand names, with a brand name and its purpose", () => {
    const problems: string[] = [];
    for (const a of articles) {
      const entry = catalogue.find((c) => c.name === a.condition);
      const generics = a.medications.map((m) => norm(m.generic));
      for (const m of entry?.medications ?? []) {
        if (!generics.includes(norm(medicationName(m)))) problems.push(`${a.id}: ${m}`);
      }
      for (const m of a.medications) {
        if (m.brands.length === 0 || m.purpose.length < 10) problems.push(`${a.id}: ${m.generic}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has British names and clinical criteria for every article", () => {
    const bad = articles
      .filter(
        (a) =>
          a.britishNames.length === 0 ||
          !(a.sections.find((s) => s.heading === CRITERIA_HEADING)?.text ?? "").includes("\n- "),
      )
      .map((a) => a.id);
    expect(bad).toEqual([]);
  });

  it("ends Treatment options with the physician-decides sentence", () => {
    const bad = articles
      .filter(
        (a) =>
          !(a.sections.find((s) => s.heading === TREATMENT_HEADING)?.text ?? "")
            .trim()
            .endsWith(FINAL_SENTENCE),
      )
      .map((a) => a.id);
    expect(bad).toEqual([]);
  });

  it("contains no dosing", () => {
    const problems: string[] = [];
    for (const a of articles) {
      for (const s of a.sections) {
        const dosing = findDosing(s.heading, s.text);
        if (dosing) problems.push(`${a.id} (${s.heading}): "${dosing}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has 400-1,100 words of body (target 450-900)", () => {
    const bad = articles
      .map((a) => ({ id: a.id, words: articleWordCount(a) }))
      .filter((x) => x.words < 400 || x.words > 1100)
      .map((x) => `${x.id}: ${x.words} words`);
    expect(bad).toEqual([]);
  });

  it("has at least one well-formed figure per article", () => {
    const bad: string[] = [];
    for (const a of articles) {
      if (a.figures.length === 0) bad.push(`${a.id}: no figure`);
      for (const f of a.figures) {
        try {
          if (parseXml(f.svg).name !== "svg") bad.push(`${f.id}: root is not <svg>`);
        } catch (err) {
          bad.push(`${f.id}: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});
