/**
 * Knowledge-base corpus loader: reads `articles/*.md` (format in ARTICLE-FORMAT.md), validates
 * each article strictly against the format and the evaluator's condition catalogue, and builds
 * sections and generated figures. Runs at seed time (synchronous fs).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { type CatalogueCondition, loadCatalogue } from "./catalogue.js";
import { renderCareFlowchart } from "./figures.js";
import { type LabRange, parseLabRange } from "./lab-values.js";
import { extractBullets, toPlainText } from "./markdown.js";
import { slugify } from "./slug.js";

export { slugify } from "./slug.js";

export interface KnowledgeSection {
  /** 1-based order of the section within its article. */
  position: number;
  heading: string;
  /** Markdown stripped to plain text; bullets kept as lines "- ...". */
  text: string;
}

export interface KnowledgeFigure {
  id: string;
  articleId: string;
  caption: string;
  figureType: "flowchart";
  svg: string;
}

/** One bullet of "Medications and brand names": `- Generic (Brand, Brand): what it is for.` */
export interface KnowledgeMedication {
  generic: string;
  brands: string[];
  purpose: string;
}

export interface KnowledgeArticle {
  id: string;
  title: string;
  condition: string;
  category: string;
  source: string;
  /** Lay and medical names people search with (US and everyday wording). */
  aliases: string[];
  /** Names and spellings used in British English ("GORD", "haemorrhoids", "thrush"). */
  britishNames: string[];
  /**
   * How ordinary people in the US and the UK describe the condition and its main symptoms
   * ("the runs", "water infection", "can't get off to sleep"): searched as names.
   */
  everydayWords: string[];
  /** Every catalogue medication of the condition, with its brand names. */
  medications: KnowledgeMedication[];
  /**
   * The lab values and vital signs the article gives as thresholds, as data (`lab_values`:
   * "HbA1c 5.7-6.4 %", "systolic >= 130 mmHg"); empty for most conditions.
   */
  labValues: LabRange[];
  sections: KnowledgeSection[];
  figures: KnowledgeFigure[];
}

export const KB_SOURCE =
  "Intake editorial summary (written for this service by its clinical editors; not peer-reviewed literature)";

export const ARTICLES_DIR = fileURLToPath(new URL("../articles", import.meta.url));

export const SECTION_HEADINGS = [
  "Overview",
  "Common symptoms",
  "When to seek emergency care instead",
  "What to include in your letter",
  "Treatment options",
  "Medications and brand names",
  "Clinical criteria, scores and tests",
] as const;

export const EMERGENCY_HEADING = "When to seek emergency care instead";
export const LETTER_HEADING = "What to include in your letter";
export const TREATMENT_HEADING = "Treatment options";
export const MEDICATIONS_HEADING = "Medications and brand names";
export const CRITERIA_HEADING = "Clinical criteria, scores and tests";
export const MAX_EMERGENCY_BULLET_CHARS = 70;
export const EMERGENCY_BULLETS = { min: 3, max: 6 } as const;
export const LETTER_BULLETS = { min: 5, max: 8 } as const;
export const ALIASES = { min: 3, max: 12 } as const;
export const BRITISH_NAMES = { min: 1, max: 8 } as const;
export const EVERYDAY_WORDS = { min: 5, max: 16 } as const;
export const LAB_VALUES = { min: 1, max: 12 } as const;
export const CRITERIA_BULLETS = { min: 3, max: 8 } as const;

const FRONT_MATTER_FIELDS = [
  "id",
  "title",
  "condition",
  "category",
  "also_known_as",
  "british_names",
  "everyday_words",
  "lab_values",
] as const;

/**
 * Amounts with units ("500 mg", "2 puffs"): not allowed anywhere in an article. A unit followed
 * by "/" is a concentration, i.e. a lab threshold ("190 mg/dL", "20 mg/L"), and is allowed.
 */
export const DOSING_PATTERNS: readonly RegExp[] = [
  /\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|ug|ml|g|iu|units?)\b(?!\s*\/)/i,
  /\b\d+\s?(?:tablets?|pills?|capsules?|puffs?|sprays?|drops?|teaspoons?|tablespoons?|tsp|tbsp)\b/i,
];

/**
 * Dosing instructions ("take twice daily", "apply three times a day", "every 6 hours"): not
 * allowed in "Treatment options" (elsewhere such phrases describe symptoms or history).
 */
export const DOSING_INSTRUCTION_PATTERNS: readonly RegExp[] = [
  /\b(?:once|twice|three times|four times|\d+ times)\s+(?:daily|nightly)\b/i,
  /\b(?:take|apply|use|inhale|spray)\s+(?:it\s+|them\s+|one\s+|two\s+)?(?:once|twice|three times|four times|\d+ times)\s+(?:a|per)\s+(?:day|week)\b/i,
  /\bevery\s+\d+(?:\s?(?:-|to)\s?\d+)?\s*hours?\b/i,
  /\b(?:b\.i\.d|t\.i\.d|q\.i\.d|q\.d)\b/i,
];

/** The first dosing pattern found in a section's text, if any. */
export function findDosing(heading: string, text: string): string | undefined {
  const patterns =
    heading === TREATMENT_HEADING
      ? [...DOSING_PATTERNS, ...DOSING_INSTRUCTION_PATTERNS]
      : DOSING_PATTERNS;
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    if (m) return m[0];
  }
  return undefined;
}

/** Words of a plain-text string (bullet markers are not words). */
export function countWords(text: string): number {
  return text.match(/[A-Za-z0-9]+(?:['\u2019.-][A-Za-z0-9]+)*/g)?.length ?? 0;
}

/** Words of an article body (section texts, headings excluded). */
export function articleWordCount(article: KnowledgeArticle): number {
  return article.sections.reduce((n, s) => n + countWords(s.text), 0);
}

export function careFlowFigureId(articleId: string): string {
  return `${articleId}-care-flow`;
}

class ArticleError extends Error {}

function splitFrontMatter(source: string): { yaml: string; body: string } {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  if (!text.startsWith("---\n"))
    throw new ArticleError("missing front matter (must start with ---)");
  const end = text.indexOf("\n---", 3);
  const after = end === -1 ? "" : text.slice(end + 4);
  if (end === -1 || !(after === "" || after.startsWith("\n"))) {
    throw new ArticleError("unterminated front matter (no closing ---)");
  }
  return { yaml: text.slice(4, end + 1), body: after.slice(1) };
}

function requireString(fm: Record<string, unknown>, field: string): string {
  const value = fm[field];
  if (value === undefined || value === null) {
    throw new ArticleError(`missing front-matter field "${field}"`);
  }
  if (typeof value !== "string" || value.trim() === "") {
    throw new ArticleError(`front-matter field "${field}" must be a non-empty string`);
  }
  return value.trim();
}

function requireList(
  fm: Record<string, unknown>,
  field: string,
  range: { min: number; max: number },
): string[] {
  const raw = fm[field];
  if (raw === undefined || raw === null) {
    throw new ArticleError(`missing front-matter field "${field}"`);
  }
  if (!Array.isArray(raw) || !raw.every((a) => typeof a === "string" && a.trim() !== "")) {
    throw new ArticleError(`front-matter field "${field}" must be a list of strings`);
  }
  const list = (raw as string[]).map((a) => a.trim());
  if (list.length < range.min || list.length > range.max) {
    throw new ArticleError(
      `front-matter field "${field}" must have ${range.min}-${range.max} entries (found ${list.length})`,
    );
  }
  return list;
}

/** Lower case, every run of non-alphanumerics one space: how medication names are compared. */
const medicationKey = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** "levonorgestrel (emergency contraception)" is named as "levonorgestrel". */
export const catalogueMedicationName = (name: string): string =>
  name.replace(/\([^)]*\)/g, "").trim();

const MEDICATION_BULLET = /^(.+?) \(([^()]+)\): (.+)$/;

/**
 * The bullets of "Medications and brand names", each `Generic (Brand, Brand): what it is for.`,
 * checked against the catalogue: every medication of the condition has its bullet.
 */
function parseMedications(bullets: string[], catalogueMeds: readonly string[]) {
  const medications: KnowledgeMedication[] = bullets.map((bullet) => {
    const m = MEDICATION_BULLET.exec(bullet);
    if (!m) {
      throw new ArticleError(
        `medication bullet must read "Generic (Brand, Brand): what it is for" (got "${bullet}")`,
      );
    }
    const brands = (m[2] as string)
      .split(",")
      .map((b) => b.trim())
      .filter((b) => b !== "");
    return { generic: (m[1] as string).trim(), brands, purpose: (m[3] as string).trim() };
  });
  const listed = new Set(medications.map((m) => medicationKey(m.generic)));
  const missing = catalogueMeds.filter(
    (name) => !listed.has(medicationKey(catalogueMedicationName(name))),
  );
  if (missing.length > 0) {
    throw new ArticleError(
      `section "${MEDICATIONS_HEADING}" lacks catalogue medication(s): ${missing.join(", ")}`,
    );
  }
  return medications;
}

interface RawSection {
  heading: string;
  markdown: string;
}

function splitSections(body: string): RawSection[] {
  const lines = body.split("\n");
  const sections: RawSection[] = [];
  const preamble: string[] = [];
  let current: { heading: string; lines: string[] } | undefined;
  const flush = () => {
    if (current) sections.push({ heading: current.heading, markdown: current.lines.join("\n") });
  };
  for (const line of lines) {
    const m = /^##[ \t]+(.*?)[ \t]*#*[ \t]*$/.exec(line);
    if (m && !line.startsWith("###")) {
      flush();
      current = { heading: m[1] ?? "", lines: [] };
    } else if (current) {
      current.lines.push(line);
    } else {
      preamble.push(line);
    }
  }
  flush();
  if (preamble.some((l) => l.trim() !== "")) {
    throw new ArticleError('text before the first "## " heading');
  }
  return sections;
}

function checkHeadings(sections: RawSection[]): void {
  const headings = sections.map((s) => s.heading);
  const required: readonly string[] = SECTION_HEADINGS;
  for (const h of headings) {
    if (!required.includes(h)) throw new ArticleError(`unexpected heading "## ${h}"`);
  }
  for (const h of required) {
    const count = headings.filter((x) => x === h).length;
    if (count === 0) throw new ArticleError(`missing heading "## ${h}"`);
    if (count > 1) throw new ArticleError(`duplicate heading "## ${h}"`);
  }
  for (const [i, h] of required.entries()) {
    if (headings[i] !== h) {
      throw new ArticleError(
        `heading "## ${headings[i]}" out of order (expected "## ${h}" as heading ${i + 1})`,
      );
    }
  }
}

function checkBulletCount(heading: string, bullets: string[], range: { min: number; max: number }) {
  if (bullets.length < range.min || bullets.length > range.max) {
    throw new ArticleError(
      `section "${heading}" must have ${range.min}-${range.max} bullets (found ${bullets.length})`,
    );
  }
}

function buildArticle(source: string, catalogue: readonly CatalogueCondition[]): KnowledgeArticle {
  const { yaml, body } = splitFrontMatter(source);
  let fm: unknown;
  try {
    fm = parseYaml(yaml);
  } catch (err) {
    const msg = (err instanceof Error ? err.message : String(err)).split("\n")[0];
    throw new ArticleError(`invalid YAML front matter: ${msg}`);
  }
  if (fm === null || typeof fm !== "object" || Array.isArray(fm)) {
    throw new ArticleError("front matter must be a YAML mapping");
  }
  const front = fm as Record<string, unknown>;
  for (const key of Object.keys(front)) {
    if (!(FRONT_MATTER_FIELDS as readonly string[]).includes(key)) {
      throw new ArticleError(`unknown front-matter field "${key}"`);
    }
  }
  const id = requireString(front, "id");
  const title = requireString(front, "title");
  const condition = requireString(front, "condition");
  const category = requireString(front, "category");
  const aliases = requireList(front, "also_known_as", ALIASES);
  const britishNames = requireList(front, "british_names", BRITISH_NAMES);
  const everydayWords = requireList(front, "everyday_words", EVERYDAY_WORDS);
  const labValues =
    front.lab_values === undefined
      ? []
      : requireList(front, "lab_values", LAB_VALUES).map((text) => {
          try {
            return parseLabRange(text);
          } catch (err) {
            throw new ArticleError((err as Error).message);
          }
        });

  const entry = catalogue.find((c) => c.name === condition);
  if (!entry) throw new ArticleError(`unknown condition "${condition}" (not in the catalogue)`);
  const expectedId = slugify(condition);
  if (id !== expectedId) {
    throw new ArticleError(
      `id "${id}" is not the slug of condition "${condition}" (expected "${expectedId}")`,
    );
  }
  if (!catalogue.some((c) => c.category === category)) {
    throw new ArticleError(`unknown category "${category}"`);
  }
  if (entry.category !== category) {
    throw new ArticleError(
      `category "${category}" does not match the catalogue category of "${condition}" (expected "${entry.category}")`,
    );
  }

  const raw = splitSections(body);
  checkHeadings(raw);

  for (const section of raw) {
    const dosing = findDosing(section.heading, toPlainText(section.markdown));
    if (dosing) {
      throw new ArticleError(`dosing pattern "${dosing}" in section "${section.heading}"`);
    }
  }

  const sectionMarkdown = (heading: string) =>
    raw.find((s) => s.heading === heading)?.markdown ?? "";
  const emergencySigns = extractBullets(sectionMarkdown(EMERGENCY_HEADING));
  checkBulletCount(EMERGENCY_HEADING, emergencySigns, EMERGENCY_BULLETS);
  for (const sign of emergencySigns) {
    if (sign.length > MAX_EMERGENCY_BULLET_CHARS) {
      throw new ArticleError(
        `emergency bullet over ${MAX_EMERGENCY_BULLET_CHARS} characters (${sign.length}): "${sign}"`,
      );
    }
  }
  const letterChecklist = extractBullets(sectionMarkdown(LETTER_HEADING));
  checkBulletCount(LETTER_HEADING, letterChecklist, LETTER_BULLETS);
  checkBulletCount(
    CRITERIA_HEADING,
    extractBullets(sectionMarkdown(CRITERIA_HEADING)),
    CRITERIA_BULLETS,
  );
  const medications = parseMedications(
    extractBullets(sectionMarkdown(MEDICATIONS_HEADING)),
    entry.medications,
  );

  const sections: KnowledgeSection[] = raw.map((s, i) => ({
    position: i + 1,
    heading: s.heading,
    text: toPlainText(s.markdown),
  }));
  for (const s of sections) {
    if (s.text === "") throw new ArticleError(`section "${s.heading}" is empty`);
  }

  const figure: KnowledgeFigure = {
    id: careFlowFigureId(id),
    articleId: id,
    caption: `When to seek emergency care instead of an online review: ${title}`,
    figureType: "flowchart",
    svg: renderCareFlowchart({ title, emergencySigns, letterChecklist }),
  };

  return {
    id,
    title,
    condition,
    category,
    source: KB_SOURCE,
    aliases,
    britishNames,
    everydayWords,
    medications,
    labValues,
    sections,
    figures: [figure],
  };
}

/**
 * Parses and validates one article. Throws an Error "<fileName>: <problem>".
 * When `fileName` ends in `.md`, its base name must equal the article id.
 */
export function parseArticle(
  fileName: string,
  source: string,
  catalogue: readonly CatalogueCondition[] = loadCatalogue(),
): KnowledgeArticle {
  try {
    const article = buildArticle(source, catalogue);
    const base = fileName.split(/[\\/]/).pop() ?? fileName;
    if (base.endsWith(".md") && base !== `${article.id}.md`) {
      throw new ArticleError(
        `file name does not match id "${article.id}" (expected "${article.id}.md")`,
      );
    }
    return article;
  } catch (err) {
    if (err instanceof ArticleError) throw new Error(`${fileName}: ${err.message}`);
    throw err;
  }
}

/** The `*.md` file names of a directory, sorted. */
export function listArticleFiles(dir: string = ARTICLES_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort();
}

/**
 * Loads every `*.md` article of `dir` (sorted by file name). Throws on the first invalid
 * article with "<file>: <problem>".
 */
export function loadCorpus(dir: string = ARTICLES_DIR): KnowledgeArticle[] {
  const catalogue = loadCatalogue();
  return listArticleFiles(dir).map((file) =>
    parseArticle(file, readFileSync(join(dir, file), "utf8"), catalogue),
  );
}
