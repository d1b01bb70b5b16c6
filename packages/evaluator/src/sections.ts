/**
 * Splits a Markdown letter into sections (rubric §1) with `marked`'s block lexer plus the
 * inline-label rules: `**Allergies:** NKDA`, `__Allergies:__`, `Allergies: NKDA`, stand-alone
 * bold label lines, `#Heading` without a space, setext headings, numbering and parentheticals.
 */
import { Lexer, type Token, Tokenizer, type Tokens } from "marked";
import { isBracketPlaceholder, isWhiteSpace, stripMarkup } from "./text.js";
import { COMBINED_SECTIONS, SECTION_SYNONYMS, type SectionKind } from "./vocab/sections.js";

export interface Section {
  /** Criteria kinds this section feeds; empty for unknown sections and the preamble. */
  kinds: readonly SectionKind[];
  /** The heading as written (markup stripped). */
  heading: string;
  /** Heading level: 1–6 for `#` headings, 7 for label lines, 0 for the preamble. */
  level: number;
  /** Content units (paragraph, list item, table row, label-line rest), markup stripped. */
  units: string[];
  /** True when at least one unit was dropped as a `<...>` / `[...]` placeholder. */
  hadPlaceholder: boolean;
  /**
   * Units in the list directly under a negatives label (`Pertinent negatives:` then a list),
   * by unit index: each is read as negated for the scope rules (rubric §3 v3).
   */
  negated?: boolean[];
}

const LABELS = new Map<string, readonly SectionKind[]>();
for (const [kind, names] of Object.entries(SECTION_SYNONYMS) as [
  SectionKind,
  readonly string[],
][]) {
  for (const name of names) LABELS.set(name, [kind]);
}
for (const [name, kinds] of Object.entries(COMBINED_SECTIONS)) LABELS.set(name, kinds);

const MARKUP_CHARS = /[*_`~]/g;
const LEAD_HASH = /^#{1,6}\s*/;
const NUMBERING = /^(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)]\s*(?=[^\s\d.)])/;
const TRAILING_PAREN = /\s*\([^()]*\)\s*$/;
/** Punctuation, markup, emoji and other symbols around a name (v3: `## 💊 Allergies`). */
const EDGE_PUNCT = /^[^\p{L}\p{N}]+|[^\p{L}\p{N})]+$/gu;
const SLASH = /\s*\/\s*/g;
const AMP = /\s*&\s*/g;
const WS = /\s+/g;

/** Normalises a heading / label for lookup: "2) History of Present Illness (HPI):" → "history of present illness". */
export function normaliseLabel(raw: string): string {
  let s = raw.toLowerCase().replace(MARKUP_CHARS, "").trim().replace(LEAD_HASH, "");
  s = s.replace(EDGE_PUNCT, "");
  s = s.replace(NUMBERING, "").replace(EDGE_PUNCT, "");
  for (let i = 0; i < 2 && TRAILING_PAREN.test(s); i++) s = s.replace(TRAILING_PAREN, "");
  return s.replace(EDGE_PUNCT, "").replace(SLASH, "/").replace(AMP, " & ").replace(WS, " ");
}

/** First words of every known name: a cheap filter before full normalisation. */
const FIRST_WORDS = new Set<string>();
for (const name of LABELS.keys()) FIRST_WORDS.add(/^[a-z]+/.exec(name)?.[0] ?? name);
const WORD = /[a-z]+/g;

/**
 * The criteria kinds of a heading or label, or undefined when it is not a known section name.
 * Exact names and synonyms, then headings that join known names with `and`, `&` or `/`
 * (`Family and Social History`). With `fuzzy` (headings only), a misspelt name within the
 * rubric's Damerau–Levenshtein distance also counts (`Alergies`).
 */
export function lookupLabel(raw: string, fuzzy = false): readonly SectionKind[] | undefined {
  if (raw.length > 80) return undefined;
  // Headings and label candidates repeat within and across letters: remember the answers.
  const cache = fuzzy ? FUZZY_CACHE : EXACT_CACHE;
  const cached = cache.get(raw);
  if (cached !== undefined) return cached === NONE ? undefined : cached;
  const found = findLabel(raw, fuzzy);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(raw, found ?? NONE);
  return found;
}

const NONE: readonly SectionKind[] = [];
const CACHE_LIMIT = 4096;
const EXACT_CACHE = new Map<string, readonly SectionKind[]>();
const FUZZY_CACHE = new Map<string, readonly SectionKind[]>();

function findLabel(raw: string, fuzzy: boolean): readonly SectionKind[] | undefined {
  const lower = raw.trim().toLowerCase();
  const quick = LABELS.get(lower);
  if (quick) return quick;
  // the first or second word (after numbering such as "a.") must start a known name
  WORD.lastIndex = 0;
  const w1 = WORD.exec(lower)?.[0];
  if (w1 === undefined) return undefined;
  if (!fuzzy && !FIRST_WORDS.has(w1)) {
    const w2 = WORD.exec(lower)?.[0];
    if (w2 === undefined || !FIRST_WORDS.has(w2)) return undefined;
  }
  const name = normaliseLabel(raw);
  return LABELS.get(name) ?? combinedKinds(name) ?? (fuzzy ? closestKinds(name) : undefined);
}

const JOINER = /\s+(?:and|&)\s+|\//;
const JOINERS = /\s+(?:and|&)\s+|\//g;

/**
 * A heading joining known names (rubric §1 "Combined headings"): `Allergies/Medications`,
 * `Social and Family History`. A trailing word shared by the last name belongs to every part
 * (`Family and Social History` = Family History + Social History). Every part must be known.
 */
export function combinedKinds(name: string): readonly SectionKind[] | undefined {
  if (!JOINER.test(name)) return undefined;
  const parts = name.split(JOINERS).map((p) => p.trim());
  if (parts.length < 2 || parts.length > 4 || parts.some((p) => p === "")) return undefined;
  const last = parts[parts.length - 1] as string;
  const lastWords = last.split(" ");
  const kinds: SectionKind[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    let found = LABELS.get(part);
    // a shared trailing word ("history") or two ("medical history") of the last name
    for (let n = 1; found === undefined && i < parts.length - 1 && n < lastWords.length; n++)
      found = LABELS.get(`${part} ${lastWords.slice(-n).join(" ")}`);
    if (found === undefined) return undefined;
    for (const k of found) if (!kinds.includes(k)) kinds.push(k);
  }
  return kinds;
}

/** Largest misspelling distance accepted for a known name of this length (rubric §1). */
export function allowedDistance(length: number): number {
  return length >= 12 ? 2 : length >= 6 ? 1 : 0;
}

export interface NameIndex {
  kinds: ReadonlyMap<string, readonly SectionKind[]>;
  byLength: readonly (readonly string[] | undefined)[];
}

/** Known names grouped by length, so a misspelling is compared only with names it can reach. */
export function nameIndex(kinds: ReadonlyMap<string, readonly SectionKind[]>): NameIndex {
  const byLength: string[][] = [];
  for (const name of kinds.keys()) {
    const list = byLength[name.length] ?? [];
    list.push(name);
    byLength[name.length] = list;
  }
  return { kinds, byLength };
}
const KNOWN_NAMES = nameIndex(LABELS);

/**
 * The known name a misspelt heading is closest to, when within the allowed distance; undefined
 * when none is, or when two names of different sections are equally close (a tie counts as
 * neither).
 */
export function closestKinds(
  name: string,
  index: NameIndex = KNOWN_NAMES,
): readonly SectionKind[] | undefined {
  if (name.length < 5 || name.length > 60) return undefined;
  let best = 3;
  let bestKinds: readonly SectionKind[] | undefined;
  let tie = false;
  for (let len = Math.max(6, name.length - 2); len <= name.length + 2; len++) {
    const list = index.byLength[len];
    if (!list) continue;
    const limit = allowedDistance(len);
    if (Math.abs(len - name.length) > limit) continue;
    for (const candidate of list) {
      const d = damerauLevenshtein(name, candidate, Math.min(limit, best));
      if (d > limit || d > best) continue;
      const kinds = index.kinds.get(candidate) as readonly SectionKind[];
      if (d < best) {
        best = d;
        bestKinds = kinds;
        tie = false;
      } else if (bestKinds !== undefined && !sameKinds(bestKinds, kinds)) tie = true;
    }
  }
  return tie ? undefined : bestKinds;
}

function sameKinds(a: readonly SectionKind[], b: readonly SectionKind[]): boolean {
  return a.length === b.length && a.every((k) => b.includes(k));
}

/**
 * Damerau–Levenshtein distance (optimal string alignment: insert, delete, substitute, swap two
 * neighbours), or a value above `max` as soon as the distance must exceed it.
 */
export function damerauLevenshtein(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = new Array<number>(n + 1);
  let cur = new Array<number>(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[n] as number;
}

/**
 * `Label: rest`, `**Label:** rest`, `**Label**: rest`, `__Label:__ rest`, optionally numbered
 * (emoji before a bold name are read by `BOLD_START`, before a plain one trimmed first).
 */
const LABEL_LINE =
  /^\s*(?:(?:\d{1,2}|[A-Za-z]|[ivxIVX]{1,4})[.)]\s+)?(?:\*\*|__)?\s*([A-Za-z][^:*_\n]{0,70}?)\s*(?:\*\*|__)?\s*:\s*(?:\*\*|__)?[ \t]*(.*)$/;
/** A line that starts with bold text, with or without a colon, optionally numbered (v3). */
const BOLD_START =
  /^\s*(?:(?:\d{1,2}|[A-Za-z]|[ivxIVX]{1,4})[.)]\s+)?(?:\*\*|__)([^*_\n]{1,80}?)(?:\*\*|__)\s*:?[ \t]*(.*)$/;
/** `#Heading` without a space. */
const HASH_NO_SPACE = /^\s{0,3}(#{1,6})([^#\s][^\n]*?)\s*#*\s*$/;
/** A plain line that may be a bare section name ("Allergies", "6. Allergies"). */
const BARE_LINE = /^\s*[A-Za-z0-9][A-Za-z0-9 '&/().-]{0,70}:?\s*$/;
/** Leading numbering of a line (`6.`, `6)`, `A.`). */
const NUMBERED = /^\s*(?:\d{1,2}|[A-Za-z]|[ivxIVX]{1,4})[.)]\s/;
/** A "." or ")" among the first characters (before the `NUMBERED` test). */
function mayBeNumbered(trimmed: string): boolean {
  for (let i = 1; i < 6 && i < trimmed.length; i++) {
    const c = trimmed.charCodeAt(i);
    if (c === 46 || c === 41) return true;
  }
  return false;
}
/** Emoji, bullets and other symbols before a name (trimmed like punctuation, v3). */
const LEAD_SYMBOLS = /^\s*[^\p{ASCII}\p{L}\p{N}]+\s*/u;
const LIST_MARKER = /^\s*(?:[-*+]|\d{1,3}[.)])\s+/;
/**
 * A line, list item or heading that is only a negatives label (`Pertinent negatives:`,
 * `**Denies:**`): the list directly under it is negated item by item (rubric §3 v3).
 */
const NEGATIVE_LABEL =
  /^\s*(?:\*\*|__)?\s*(?:pertinent\s+negatives?|negatives?|neg|denies|ros\s+negative)\s*(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?\s*$/i;

/** `NEGATIVE_LABEL` behind a length test (a label is short; most units are not). */
function isNegativeLabel(text: string): boolean {
  if (text.length > 40) return false;
  // the first letter (after spaces and bold markers) must start one of the labels
  let i = 0;
  let c = text.charCodeAt(0);
  while (c === 32 || c === 42 || c === 95 || c === 9) c = text.charCodeAt(++i);
  c |= 32; // lower case
  return (c === 110 || c === 112 || c === 100 || c === 114) && NEGATIVE_LABEL.test(text);
}

interface LabelHit {
  kinds: readonly SectionKind[];
  heading: string;
  rest: string;
  level: number;
}

function matchLabelLine(rawLine: string, ordered = false): LabelHit | undefined {
  let line = rawLine;
  let trimmed = line.trimStart();
  if (trimmed.length === 0) return undefined;
  if (trimmed.charCodeAt(0) > 127) {
    line = line.replace(LEAD_SYMBOLS, "");
    trimmed = line;
    if (trimmed.length === 0) return undefined;
  }
  if (trimmed.charCodeAt(0) === 35 /* # */) {
    const hash = HASH_NO_SPACE.exec(line);
    const kinds = hash ? lookupLabel(hash[2] ?? "", true) : undefined;
    if (hash && kinds)
      return { kinds, heading: stripMarkup(hash[2] ?? ""), rest: "", level: hash[1]?.length ?? 1 };
  }
  if (trimmed.includes("**") || trimmed.includes("__")) {
    const bold = BOLD_START.exec(line);
    const kinds = bold ? lookupLabel(bold[1] ?? "", true) : undefined;
    if (bold && kinds)
      return { kinds, heading: stripMarkup(bold[1] ?? ""), rest: bold[2] ?? "", level: 7 };
  }
  const colon = trimmed.indexOf(":");
  if (colon > 0 && colon < 90) {
    const label = LABEL_LINE.exec(line);
    // v3: the misspelling rule applies to every section-start form, `Label:` lines included
    const kinds = label ? lookupLabel(label[1] ?? "", true) : undefined;
    if (label && kinds)
      return { kinds, heading: stripMarkup(label[1] ?? ""), rest: label[2] ?? "", level: 7 };
  }
  if (trimmed.length <= 72 && BARE_LINE.test(line)) {
    // a numbered name (`6. Alergies`) is a section start, so a misspelling counts
    const kinds = lookupLabel(line, ordered || (mayBeNumbered(trimmed) && NUMBERED.test(line)));
    if (kinds) return { kinds, heading: stripMarkup(line), rest: "", level: 7 };
  }
  return undefined;
}

const HISTORY_ALONE = "history";

class SectionBuilder {
  readonly sections: Section[] = [];
  private current: Section;
  /** True when the last unit added was a bare negatives label (`Pertinent negatives:`). */
  negativeLabel = false;

  /** `historyKnown`: whether `History` alone is a known name (see `parseSections`). */
  constructor(private readonly historyKnown = true) {
    this.current = { kinds: [], heading: "", level: 0, units: [], hadPlaceholder: false };
    this.sections.push(this.current);
  }

  /** The kinds of a section start, or undefined when they do not start one here. */
  private known(kinds: readonly SectionKind[] | undefined): readonly SectionKind[] | undefined {
    if (kinds === undefined) return undefined;
    if (!this.historyKnown && kinds.length === 1 && kinds[0] === HISTORY_ALONE) return undefined;
    return kinds;
  }

  /** Whether a `History` section and a section of History of Present Illness were started. */
  sawHistory = false;
  sawHpi = false;

  start(kinds: readonly SectionKind[], heading: string, level: number): void {
    if (kinds.length === 1) {
      if (kinds[0] === HISTORY_ALONE) this.sawHistory = true;
      else if (kinds[0] === "hpi") this.sawHpi = true;
    } else if (kinds.length > 1 && kinds.includes("hpi")) this.sawHpi = true;
    this.current = { kinds, heading, level, units: [], hadPlaceholder: false };
    this.sections.push(this.current);
    this.negativeLabel = false;
  }

  addUnit(raw: string, negated = false): void {
    if (raw.trim() === "") return;
    if (isBracketPlaceholder(raw)) {
      this.current.hadPlaceholder = true;
      return;
    }
    const text = stripMarkup(raw);
    if (!text) return;
    const units = this.current.units;
    if (negated) {
      const list = this.current.negated ?? [];
      list[units.length] = true;
      this.current.negated = list;
    }
    units.push(text);
    this.negativeLabel = !negated && isNegativeLabel(text);
  }

  heading(rawText: string, depth: number): void {
    const kinds = this.known(lookupLabel(rawText, true));
    if (kinds) {
      this.start(kinds, stripMarkup(rawText), depth);
      return;
    }
    // a label needs a colon (no regex call for the headings without one)
    const label = rawText.includes(":") ? LABEL_LINE.exec(rawText) : null;
    const labelKinds = label ? this.known(lookupLabel(label[1] ?? "", true)) : undefined;
    if (label && labelKinds) {
      this.start(labelKinds, stripMarkup(label[1] ?? ""), depth);
      this.addUnit(label[2] ?? "");
      return;
    }
    // an unknown heading deeper than the current known section is a sub-heading of it
    if (this.current.kinds.length > 0 && depth > this.current.level) {
      this.addUnit(rawText);
      return;
    }
    this.start([], stripMarkup(rawText), depth);
    this.negativeLabel = isNegativeLabel(rawText);
  }

  /** A label line that starts a section here (not "Medication: X" inside a plan). */
  private hitOf(line: string, ordered = false): LabelHit | undefined {
    const found = matchLabelLine(line, ordered);
    if (!found) return undefined;
    const kinds = this.known(found.kinds);
    if (!kinds) return undefined;
    // Inside a Treatment-Plan-type section, "Medication: X" is part of the plan, not a new section.
    if (
      found.rest.trim() !== "" &&
      this.current.kinds.includes("plan") &&
      kinds.length === 1 &&
      kinds[0] === "meds"
    )
      return undefined;
    return found;
  }

  /** Lines of a paragraph (or HTML / text block): label lines start sections, others join. */
  lines(text: string, joinSoftBreaks = true): void {
    let buffer: string | null = null;
    // lines of a list directly under a negatives label, inside this block
    let negating = false;
    // line by line without split (a runtime call and an array per block)
    for (let from = 0, to = 0; from <= text.length; from = to + 1) {
      to = text.indexOf("\n", from);
      if (to === -1) to = text.length;
      const line = from === 0 && to === text.length ? text : text.slice(from, to);
      const hit = this.hitOf(line);
      if (hit) {
        if (buffer !== null) this.addUnit(buffer);
        this.start(hit.kinds, hit.heading, hit.level);
        buffer = hit.rest.trim() === "" ? null : hit.rest;
        negating = false;
        continue;
      }
      if (line.trim() === "") {
        if (buffer !== null) this.addUnit(buffer);
        buffer = null;
        negating = false;
        continue;
      }
      if (negating && LIST_MARKER.test(line)) {
        if (buffer !== null) this.addUnit(buffer, true);
        buffer = line.replace(LIST_MARKER, "");
        continue;
      }
      if (isNegativeLabel(line)) {
        if (buffer !== null) this.addUnit(buffer, negating);
        this.addUnit(line);
        buffer = null;
        negating = true;
        continue;
      }
      if (buffer === null) buffer = line;
      else if (joinSoftBreaks || (negating && !LIST_MARKER.test(line)))
        buffer = `${buffer} ${line.trim()}`;
      else {
        this.addUnit(buffer, negating);
        negating = false;
        buffer = line;
      }
    }
    if (buffer !== null) this.addUnit(buffer, negating);
  }

  /**
   * One list item. `negated`: the item is in the list directly under a negatives label.
   * `ordered`: an ordered-list item, whose first line may be a numbered section name. Returns
   * whether the negation goes on to the next item (a non-list line ends it).
   */
  listItem(text: string, negated = false, ordered = false): boolean {
    const lines = text.split("\n");
    const first = lines[0] ?? "";
    const hit = this.hitOf(first, ordered);
    let buffer: string | null = null;
    let bufferNegated = false;
    // list lines under a negatives label inside this item (`- Negatives:` then nested items)
    let subNegated = false;
    let continues = negated;
    if (hit) {
      this.start(hit.kinds, hit.heading, 7);
      buffer = hit.rest.trim() === "" ? null : hit.rest;
      continues = false;
    } else {
      buffer = first;
      bufferNegated = negated;
    }
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i] ?? "";
      if (LIST_MARKER.test(line)) {
        if (buffer !== null && !bufferNegated && isNegativeLabel(buffer)) subNegated = true;
        if (buffer !== null) this.addUnit(buffer, bufferNegated);
        buffer = line.replace(LIST_MARKER, "");
        bufferNegated = subNegated;
      } else if (line.trim() === "") {
        if (buffer !== null) {
          subNegated = !bufferNegated && isNegativeLabel(buffer);
          this.addUnit(buffer, bufferNegated);
        }
        buffer = null;
      } else if (bufferNegated) {
        // a line that is not a list item ends the list under the label
        if (buffer !== null) this.addUnit(buffer, true);
        buffer = line;
        bufferNegated = false;
        subNegated = false;
        continues = false;
      } else buffer = buffer === null ? line : `${buffer} ${line.trim()}`;
    }
    if (buffer !== null) this.addUnit(buffer, bufferNegated);
    return continues;
  }

  /**
   * A table row (v3): a body row whose first cell is a known name starts that section, its other
   * cells are the content, and the section ends with the row. A header row starts nothing.
   */
  tableRow(cells: readonly string[], header: boolean): void {
    // an empty header row (an HTML table without <th>) adds nothing
    if (header && cells.every((c) => c.trim() === "")) return;
    const first = cells[0] ?? "";
    const kinds = header ? undefined : this.known(lookupLabel(first, true));
    if (kinds) {
      this.start(kinds, stripMarkup(first), 7);
      this.addUnit(cells.slice(1).join(" | "));
      // the section ends with the row: what follows belongs to no known section
      this.start([], "", 0);
      return;
    }
    this.addUnit(cells.join(" | "));
  }
}

function walk(tokens: readonly Token[], b: SectionBuilder, depth: number): void {
  for (const token of tokens) {
    switch (token.type) {
      case "heading":
        b.heading((token as Tokens.Heading).text, (token as Tokens.Heading).depth);
        break;
      case "paragraph":
      case "text":
        b.lines((token as Tokens.Paragraph).text);
        break;
      case "html":
        b.lines((token as Tokens.HTML).text, false);
        break;
      case "list": {
        const list = token as Tokens.List;
        // the list directly under a negatives label, up to the first blank line
        let negated = b.negativeLabel;
        for (const item of list.items) {
          b.negativeLabel = false;
          negated = b.listItem(item.text, negated, list.ordered) && negated;
          if (negated && /\n[ \t]*\n/.test(item.raw)) negated = false;
          // an item that ends in a negatives label negates the items after it
          else if (!negated && b.negativeLabel) negated = true;
        }
        break;
      }
      case "table": {
        const t = token as Tokens.Table;
        b.tableRow(
          t.header.map((c) => c.text),
          true,
        );
        for (const row of t.rows)
          b.tableRow(
            row.map((c) => c.text),
            false,
          );
        break;
      }
      case "space":
        break;
      case "blockquote":
        walk((token as Tokens.Blockquote).tokens, b, depth);
        break;
      case "code": {
        const code = (token as Tokens.Code).text;
        if (depth < 1) walk(blockTokens(code), b, depth + 1);
        else b.lines(code, false);
        break;
      }
      default:
        break;
    }
  }
}

/**
 * marked's tokenizer, with the block rules that cannot match this letter switched off (a table
 * needs "|", HTML "<", a fence "```" or "~~~", a link definition "]:", a setext
 * heading an underline of "=" or "-", indented code four spaces or a tab, a blockquote ">"):
 * those rules are tried at every block, and skipping them
 * where the letter lacks their characters gives the same tokens faster.
 */
/** Which of marked's rarer block rules a letter's characters allow. */
interface BlockSyntax {
  pipe: boolean;
  lt: boolean;
  fence: boolean;
  def: boolean;
  setext: boolean;
  indent: boolean;
  quote: boolean;
}

function blockSyntax(text: string): BlockSyntax {
  const quote = text.includes(">");
  return {
    pipe: text.includes("|"),
    lt: text.includes("<"),
    fence: text.includes("```") || text.includes("~~~"),
    def: text.includes("]:"),
    // Inside a quote marked reads the lines without their "> " and indents a lazy line that
    // looks like an underline by four spaces: with a quote both rules stay on.
    setext: quote || hasSetextUnderline(text),
    // a regex finds a literal run of spaces faster than includes (it skips ahead)
    indent: quote || FOUR_SPACES.test(text) || text.includes("\t"),
    quote,
  };
}

class LetterTokenizer extends Tokenizer {
  constructor(private readonly has: BlockSyntax) {
    super();
  }
  override table(src: string) {
    return this.has.pipe ? super.table(src) : undefined;
  }
  override html(src: string) {
    return this.has.lt ? super.html(src) : undefined;
  }
  override fences(src: string) {
    return this.has.fence ? super.fences(src) : undefined;
  }
  override def(src: string) {
    return this.has.def ? super.def(src) : undefined;
  }
  override lheading(src: string) {
    return this.has.setext ? super.lheading(src) : undefined;
  }
  override code(src: string) {
    return this.has.indent ? super.code(src) : undefined;
  }
  override blockquote(src: string) {
    return this.has.quote ? super.blockquote(src) : undefined;
  }
}
/** Four spaces as a literal pattern (` {4}` is slower: it is not searched as a literal). */
const FOUR_SPACES = new RegExp(" ".repeat(4));

/**
 * A line after the first that may be a setext underline: spaces or tabs, a run of "=" or of "-",
 * then only spaces or tabs (the regex `/\n[ \t]*(?:=+|-+)[ \t]*(?:\n|$)/`, found line by line
 * without trying the regex at every character). Any indentation counts: in a list item marked
 * reads the lines without the item's indentation.
 */
function hasSetextUnderline(text: string): boolean {
  const n = text.length;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) {
    let p = i + 1;
    while (p < n && (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9)) p++;
    const mark = text.charCodeAt(p);
    if (mark !== 61 && mark !== 45) continue; // = -
    while (p < n && text.charCodeAt(p) === mark) p++;
    while (p < n && (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9)) p++;
    if (p === n || text.charCodeAt(p) === 10) return true;
  }
  return false;
}

/**
 * marked's lexer with the letter's tokenizer, whose list rule builds the same five regexes for
 * every list item (`nextBulletRegex(indent)` and its siblings): here each is built once per
 * argument and reused (they have no global flag, so they keep no state between uses).
 */
function markedLexer(has: BlockSyntax): Lexer {
  const tokenizer = new LetterTokenizer(has);
  const lexer = new Lexer({ gfm: true, tokenizer });
  const { block, inline, other } = tokenizer.rules;
  tokenizer.rules = { block, inline, other: reusedRegexes(other) };
  return lexer;
}

type OtherRules = Tokenizer["rules"]["other"];
const REUSED = new WeakMap<OtherRules, OtherRules>();
const REGEX_BUILDERS = [
  "listItemRegex",
  "nextBulletRegex",
  "hrRegex",
  "fencesBeginRegex",
  "headingBeginRegex",
  "htmlBeginRegex",
] as const;

function reusedRegexes(other: OtherRules): OtherRules {
  let reused = REUSED.get(other);
  if (!reused) {
    reused = { ...other };
    for (const name of REGEX_BUILDERS) {
      const build = other[name] as (arg: never) => RegExp;
      const built = new Map<unknown, RegExp>();
      (reused as Record<string, unknown>)[name] = (arg: never) => {
        let re = built.get(arg);
        if (!re) {
          re = build(arg);
          // indents and bullets take a handful of values; the bound only guards odd input
          if (built.size < 64) built.set(arg, re);
        }
        return re;
      };
    }
    REUSED.set(other, reused);
  }
  return reused;
}

/**
 * The block tokens of a text from marked with the letter's tokenizer alone (nothing read line by
 * line, no regex reused): the reference the tests hold `blockTokens` to.
 */
export function markedBlockTokens(text: string): Token[] {
  return new Lexer({ gfm: true, tokenizer: new LetterTokenizer(blockSyntax(text)) }).blockTokens(
    text,
    [],
  );
}

/** The block tokens of a letter: headings and paragraphs read directly when that is all it has. */
export function blockTokens(text: string): Token[] {
  const has = blockSyntax(text);
  const simple =
    has.pipe || has.lt || has.fence || has.def || has.setext || has.indent || has.quote
      ? undefined
      : headingsAndParagraphs(text);
  return simple ?? markedLexer(has).blockTokens(text, []);
}

/** A line that an ATX heading interrupts a paragraph with (marked's paragraph rule). */
const ATX_START = / {0,3}#{1,6}(?:\s|$)/y;
/** A table delimiter row without pipes (`:--`, `--:`), which interrupts a paragraph. */
const DELIMITER_ROW = /:?-+:? *$/y;

/**
 * True when the line at `start` (up to `end`) may start a list or be a thematic break or a
 * table delimiter row: the block rules the reader below leaves to marked.
 */
function isListOrRule(text: string, start: number, end: number): boolean {
  let q = start;
  while (q < end && q - start < 3 && text.charCodeAt(q) === 32) q++;
  if (q >= end) return false;
  const c = text.charCodeAt(q);
  const after = q + 1 < end ? text.charCodeAt(q + 1) : 32;
  if (c === 42 || c === 43 || c === 45 || c === 95 || c === 58) {
    // * + - _ :
    if (after === 32 && c !== 95 && c !== 58) return true; // a bullet
    if (c !== 43 && c !== 58) {
      // a thematic break: the mark and spaces only, three marks or more
      let marks = 0;
      let p = q;
      while (p < end && (text.charCodeAt(p) === c || text.charCodeAt(p) === 32)) {
        if (text.charCodeAt(p) === c) marks++;
        p++;
      }
      if (p === end && marks >= 3) return true;
    }
    if (c === 45 || c === 58) {
      DELIMITER_ROW.lastIndex = q;
      const row = DELIMITER_ROW.exec(text.slice(0, end));
      if (row !== null) return true;
    }
    return false;
  }
  if (c >= 48 && c <= 57) {
    // an ordered-list marker: up to nine digits, "." or ")", then a space or the line's end
    let p = q;
    while (p < end && p - q < 9 && text.charCodeAt(p) >= 48 && text.charCodeAt(p) <= 57) p++;
    const mark = text.charCodeAt(p);
    if (p < end && (mark === 46 || mark === 41))
      return p + 1 >= end || text.charCodeAt(p + 1) === 32;
  }
  return false;
}

function lineEnd(text: string, from: number): number {
  const i = text.indexOf("\n", from);
  return i === -1 ? text.length : i;
}

/**
 * The block tokens of a letter made only of ATX headings, paragraphs and blank lines, read
 * line by line with marked's own rules for those blocks (the same tokens marked gives, without
 * trying its other rules at every block); undefined as soon as a line may start a list, a
 * thematic break or a table, so that marked reads the letter. The caller has ruled out every
 * other block (no "|", "<", fences, definitions, setext underlines, indented code or ">").
 */
function headingsAndParagraphs(text: string): Token[] | undefined {
  const tokens: Token[] = [];
  const n = text.length;
  let p = 0;
  while (p < n) {
    // blank lines (marked's "space"): lines of spaces only
    let q = p;
    while (q < n && text.charCodeAt(q) === 32) q++;
    if (q >= n) break;
    if (text.charCodeAt(q) === 10) {
      p = q + 1;
      continue;
    }
    let end = lineEnd(text, p);
    if (isListOrRule(text, p, end)) return undefined;
    // a heading starts with "#" after at most three spaces
    const heading = q - p <= 3 && text.charCodeAt(q) === 35 ? atxHeading(text, p, q) : undefined;
    if (heading !== undefined) {
      tokens.push(heading);
      p += heading.raw.length;
      continue;
    }
    // a paragraph: this line and the next ones up to a blank line or a heading
    const start = p;
    while (end < n) {
      const next = end + 1;
      const nextEnd = lineEnd(text, next);
      if (nextEnd === next) break;
      let r = next;
      while (r < nextEnd && text.charCodeAt(r) === 32) r++;
      if (r === nextEnd && nextEnd < n) break; // spaces, then a line break
      if (r - next <= 3 && text.charCodeAt(r) === 35) {
        ATX_START.lastIndex = next;
        if (ATX_START.test(text)) break;
      }
      if (isListOrRule(text, next, nextEnd)) return undefined;
      end = nextEnd;
    }
    const paragraph = text.slice(start, end);
    tokens.push({ type: "paragraph", raw: paragraph, text: paragraph, tokens: NO_TOKENS });
    p = end;
  }
  return tokens;
}

/**
 * The inline tokens of a heading or paragraph read here: none (as from marked's block lexer, whose
 * inline pass is never run here); one frozen array shared by every token instead of one each.
 */
const NO_TOKENS = Object.freeze([]) as unknown as Token[];

/**
 * marked's ATX heading rule, ` {0,3}(#{1,6})(?=\s|$)(.*)(?:\n+|$)` at the line start `p`, read
 * without the regex: the line's first character other than a space is the "#" at `q`, at most
 * three spaces in. One to six "#", then white space or the end; the rest of the line (`.` stops at
 * "\n", "\r", U+2028 and U+2029: a rest ending at any but "\n" matches nothing, whatever is
 * given back); then every line break that follows. Undefined when the line is no heading.
 */
function atxHeading(text: string, p: number, q: number): Tokens.Heading | undefined {
  const n = text.length;
  let h = q;
  while (h < n && text.charCodeAt(h) === 35) h++;
  const depth = h - q;
  if (depth > 6 || (h < n && !isWhiteSpace(text.charCodeAt(h)))) return undefined;
  let e = h;
  for (; e < n; e++) {
    const c = text.charCodeAt(e);
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) break;
  }
  if (e < n && text.charCodeAt(e) !== 10) return undefined;
  let end = e;
  while (end < n && text.charCodeAt(end) === 10) end++;
  return headingToken(text.slice(p, end), depth, text.slice(h, e));
}

/** marked's heading token: the text trimmed, a closing run of "#" removed after a space. */
function headingToken(raw: string, depth: number, rest: string): Tokens.Heading {
  let text = rest.trim();
  if (text.endsWith("#")) {
    let cut = text.length;
    while (cut > 0 && text.charCodeAt(cut - 1) === 35) cut--;
    const trimmed = text.slice(0, cut);
    if (!trimmed || trimmed.endsWith(" ")) text = trimmed.trim();
  }
  return { type: "heading", raw, depth, text, tokens: NO_TOKENS };
}

/**
 * Parses the (already normalised, LF-only) letter into sections. The first section is the
 * preamble before any heading (kinds empty, level 0).
 */
export function parseSections(text: string): Section[] {
  const b = buildSections(text, true);
  // `History` alone is History of Present Illness only when no other section maps there;
  // otherwise it is no known name, and the letter is read again without it (rubric §1 v3)
  if (!b.sawHistory) return b.sections;
  if (b.sawHpi) return buildSections(text, false).sections;
  for (const s of b.sections) if (s.kinds.includes(HISTORY_ALONE)) s.kinds = HPI_KINDS;
  return b.sections;
}

const HPI_KINDS: readonly SectionKind[] = ["hpi"];

function buildSections(text: string, historyKnown: boolean): SectionBuilder {
  try {
    const b = new SectionBuilder(historyKnown);
    walk(blockTokens(text), b, 0);
    return b;
  } catch (error) {
    // Thousands of nested blockquotes or lists exhaust marked's recursion: read such a
    // letter line by line instead of failing it.
    if (!(error instanceof RangeError)) throw error;
    const b = new SectionBuilder(historyKnown);
    b.lines(text, false);
    return b;
  }
}

/** The content of a section: its units joined by new lines. */
export function sectionContent(s: Section): string {
  return s.units.join("\n");
}
