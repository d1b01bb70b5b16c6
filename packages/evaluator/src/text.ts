/** Text helpers shared by the evaluator. All regexes are compiled once, at module load. */

const CURLY_SINGLE = /[\u2018\u2019\u201A\u201B\u2032\u02BC]/g;
const CURLY_DOUBLE = /[\u201C\u201D\u201E\u201F\u2033]/g;
const ODD_SPACES = /[\u00A0\u2000-\u200B\u202F\u205F\u3000\uFEFF]/g;
const LINE_BREAKS = /\r\n?|\u2028|\u2029/g;

const NODE_BUFFER = (globalThis as { Buffer?: { byteLength(s: string): number } }).Buffer;

/**
 * True when every character of `s` is ASCII: its UTF-8 length equals its length (Node's
 * `Buffer.byteLength` is native and several times faster than a regex over the text). False
 * where there is no `Buffer`, so callers fall back to their full check.
 */
export function isAscii(s: string): boolean {
  return NODE_BUFFER !== undefined && NODE_BUFFER.byteLength(s) === s.length;
}

/** CRLF/CR to LF, curly quotes to straight ones, odd spaces to plain spaces. */
const NEEDS_NORMALISING =
  /[\r\u2018\u2019\u201A\u201B\u2032\u02BC\u201C\u201D\u201E\u201F\u2033\u00A0\u2000-\u200B\u202F\u205F\u3000\uFEFF\u2028\u2029]/;

export function normaliseText(text: string): string {
  // of the characters to normalise only "\r" is ASCII
  if (isAscii(text) ? !text.includes("\r") : !NEEDS_NORMALISING.test(text)) return text;
  return text
    .replace(LINE_BREAKS, "\n")
    .replace(CURLY_SINGLE, "'")
    .replace(CURLY_DOUBLE, '"')
    .replace(ODD_SPACES, " ");
}

/** HTML tag names read as markup (rubric §1 v3); any other `<...>` stays (a placeholder). */
const HTML_TAG_NAMES =
  "a|abbr|article|aside|b|big|blockquote|body|br|caption|center|cite|code|col|colgroup|dd|del|div|dl|dt|em|figcaption|figure|font|footer|h[1-6]|head|header|hr|html|i|img|ins|kbd|label|li|main|mark|meta|nav|ol|p|pre|q|s|samp|section|small|span|strike|strong|sub|sup|table|tbody|td|tfoot|th|thead|title|tr|tt|u|ul|var";
const HTML_MARKUP = new RegExp(`<(/?)(${HTML_TAG_NAMES})(?:\\s[^<>]{0,300})?\\s*/?>`, "gi");
const HTML_COMMENTS = /<!--[\s\S]*?-->/g;
const ENTITY = /&(?:#(\d{1,6})|#[xX]([0-9a-fA-F]{1,5})|([A-Za-z]{2,8}));/g;
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  nbsp: " ",
  quot: '"',
  apos: "'",
  ndash: "–",
  mdash: "—",
  rsquo: "'",
  lsquo: "'",
  ldquo: '"',
  rdquo: '"',
  hellip: "…",
  deg: "°",
  bull: "•",
  middot: "·",
  times: "×",
};

function htmlTag(_m: string, close: string, rawName: string): string {
  const name = rawName.toLowerCase();
  switch (name) {
    case "b":
    case "strong":
      return "**";
    case "br":
      return "\n";
    case "li":
      return close ? "\n" : "\n- ";
    case "tr":
      return "\n";
    case "td":
    case "th":
      return close ? " " : " | ";
    case "p":
    case "div":
    case "ul":
    case "ol":
    case "table":
    case "section":
    case "article":
    case "header":
    case "footer":
    case "main":
    case "blockquote":
    case "pre":
    case "hr":
    case "dl":
    case "dd":
    case "dt":
    case "tbody":
    case "thead":
    case "tfoot":
    case "body":
    case "html":
    case "head":
    case "nav":
    case "aside":
    case "figure":
    case "caption":
    case "title":
      return "\n\n";
    default:
      if (name.length === 2 && name[0] === "h" && name[1] !== "r")
        return close ? "\n\n" : `\n\n${"#".repeat(Number(name[1]))} `;
      return "";
  }
}

const HTML_TABLE_HINT = /<table/i;
const HTML_TABLE = /<table\b[^>]*>([\s\S]*?)<\/table\s*>/gi;
const HTML_ROW = /<tr\b[^>]*>([\s\S]*?)(?:<\/tr\s*>|(?=<tr\b)|$)/gi;
const HTML_CELL = /<(t[dh])\b[^>]*>([\s\S]*?)(?:<\/t[dh]\s*>|(?=<t[dh]\b)|$)/gi;

/**
 * An HTML table as a Markdown table: `<th>` cells of the first row are its header row (which
 * starts nothing); without them the header row is empty, so every `<tr>` is a body row whose
 * first cell may name a section (rubric §1 v3).
 */
function htmlTable(_m: string, body: string): string {
  const rows: { cells: string[]; header: boolean }[] = [];
  HTML_ROW.lastIndex = 0;
  for (let r = HTML_ROW.exec(body); r !== null; r = HTML_ROW.exec(body)) {
    if (r[0].length === 0) {
      HTML_ROW.lastIndex++;
      continue;
    }
    const cells: string[] = [];
    let header = true;
    const inner = r[1] ?? "";
    HTML_CELL.lastIndex = 0;
    for (let c = HTML_CELL.exec(inner); c !== null; c = HTML_CELL.exec(inner)) {
      if (c[0].length === 0) {
        HTML_CELL.lastIndex++;
        continue;
      }
      if ((c[1] ?? "").toLowerCase() === "td") header = false;
      cells.push(
        (c[2] ?? "")
          .replace(/<br\s*\/?>/gi, " ")
          .replace(/\|/g, "/")
          .replace(/\s+/g, " ")
          .trim(),
      );
    }
    if (cells.length > 0) rows.push({ cells, header });
  }
  if (rows.length === 0) return "\n\n";
  const width = Math.max(...rows.map((r) => r.cells.length));
  const line = (cells: string[]) =>
    `| ${Array.from({ length: width }, (_, i) => cells[i] ?? "").join(" | ")} |`;
  const first = rows[0] as { cells: string[]; header: boolean };
  const head = first.header ? line(first.cells) : line([]);
  const bodyRows = (first.header ? rows.slice(1) : rows).map((r) => line(r.cells));
  return `\n\n${head}\n|${" --- |".repeat(width)}\n${bodyRows.join("\n")}\n\n`;
}

function entity(m: string, dec?: string, hex?: string, named?: string): string {
  if (named !== undefined) return NAMED_ENTITIES[named.toLowerCase()] ?? m;
  const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? "", 16);
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return m;
  if (code === 0xa0) return " ";
  return String.fromCodePoint(code);
}

/**
 * HTML in a letter is markup (rubric §1 v3): headings become Markdown headings, `<b>`/`<strong>`
 * bold, `<br>` a line break, `<p>`/`<div>` a blank line, `<li>` a list item, table cells
 * separated by "|"; other known tags are dropped; `&amp;`, `&lt;`, `&gt;`, `&nbsp;` (and other
 * entities) are read as the characters they stand for. `<describe symptoms>` is no tag: it stays.
 */
export function htmlToMarkdown(text: string): string {
  let out = text;
  if (out.includes("<")) {
    out = out.replace(HTML_COMMENTS, " ");
    if (HTML_TABLE_HINT.test(out)) out = out.replace(HTML_TABLE, htmlTable);
    out = out.replace(HTML_MARKUP, htmlTag);
    // a bold tag closed before its line ends leaves "** " patterns marked reads as bold
    out = out.replace(/\n{3,}/g, "\n\n");
  }
  if (out.includes("&")) out = out.replace(ENTITY, entity);
  return out;
}

/** Escapes a literal for use inside a regex. */
export function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Joins regex sources into one alternation with word boundaries on both sides. Longer sources
 * are tried first so that "allergic conjunctivitis" wins over "conjunctivitis".
 */
export function alternation(sources: readonly string[], flags = "gi"): RegExp {
  const sorted = [...sources].sort((a, b) => b.length - a.length);
  return new RegExp(`\\b(?:${sorted.join("|")})(?![\\w])`, flags);
}

const IMAGE = /!\[([^\]\n]{0,200})\]\([^)\n]{0,500}\)/g;
const LINK = /\[([^\]\n]{1,200})\]\([^)\n]{0,500}\)/g;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
const HTML_TAG = /<\/?[A-Za-z][A-Za-z0-9-]{0,30}(?:\s[^<>\n]{0,300})?\/?>/g;
const STRONG = /\*\*|__|~~|`+/g;
const EMPHASIS = /(?<![A-Za-z0-9])[*_]+|[*_]+(?![A-Za-z0-9])/g;
const LEADING_BLOCK = /^\s*(?:>\s*)+|^\s*#{1,6}\s+/;
const SPACES = /\s+/g;
const ESCAPES = /\\([\\`*_{}[\]()#+\-.!|<>])/g;

/**
 * A character of the markup the replacements below remove, or two spaces: without one, the text
 * only needs trimming (one pass: a literal "  " regex after the class costs a second pass).
 */
const NEEDS_STRIP = /[*_`~<[\\!>#\t\n]| {2}/;

/** Text without Markdown markup, trimmed, white space collapsed. */
export function stripMarkup(s: string): string {
  if (!NEEDS_STRIP.test(s)) return s.trim();
  return s
    .replace(HTML_COMMENT, " ")
    .replace(IMAGE, "$1")
    .replace(LINK, "$1")
    .replace(HTML_TAG, " ")
    .replace(STRONG, "")
    .replace(EMPHASIS, "")
    .replace(ESCAPES, "$1")
    .replace(LEADING_BLOCK, "")
    .replace(SPACES, " ")
    .trim();
}

/**
 * True for the characters `trim` removes and `\s` matches: white space (tab, vertical tab, form
 * feed, the no-break spaces and every space separator) and line terminators.
 */
export function isWhiteSpace(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

const PLACEHOLDER_ONLY = /^(?:\s*(?:<[^<>]*>|\[[^[\]]*\])\s*[.,;:!?]*)+\s*$/;

/** True when the raw text is only `<...>` / `[...]` placeholders. */
export function isBracketPlaceholder(raw: string): boolean {
  // the pattern starts with white space, "<" or "[" (most units start with a letter: no call)
  const c = raw.charCodeAt(0);
  return (c === 60 || c === 91 || isWhiteSpace(c)) && PLACEHOLDER_ONLY.test(raw);
}

const SENTENCE_END =
  /(?<!\b(?:y\.o|e\.g|i\.e|dr|mr|mrs|ms|vs|approx|etc|st|fig|y\/o))[.!?]+(?=\s|$)|\n/g;

/** Splits text into sentences ("38.6 C" and "y.o." do not end a sentence). */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m !== null; m = SENTENCE_END.exec(text)) {
    const end = m.index + m[0].length;
    const s = text.slice(start, end).trim();
    if (s) out.push(s);
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** The first sentence of a text, or "". */
export function firstSentence(text: string): string {
  SENTENCE_END.lastIndex = 0;
  const m = SENTENCE_END.exec(text);
  return (m ? text.slice(0, m.index + m[0].length) : text).trim();
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Index where the sentence (or list item / `;` clause) containing `index` starts. */
export function clauseStart(text: string, index: number, floor = 0): number {
  const limit = Math.max(floor, index - 400);
  for (let i = index - 1; i >= limit; i--) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 59) return i + 1; // \n ;
    if (c === 33 || c === 63) {
      if (isSpace(text.charCodeAt(i + 1))) return i + 1;
    } else if (c === 46) {
      const next = text.charCodeAt(i + 1);
      if (isSpace(next) && !(isDigit(text.charCodeAt(i - 1)) && isDigit(next))) return i + 1;
    }
  }
  return limit;
}

/** Index where the sentence containing `index` ends (exclusive). */
export function clauseEnd(text: string, index: number): number {
  const limit = Math.min(text.length, index + 400);
  for (let i = index; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 59) return i; // \n ;
    if (
      (c === 46 || c === 33 || c === 63) &&
      (i + 1 >= text.length || /\s/.test(text[i + 1] ?? ""))
    )
      return i;
  }
  return limit;
}

/** Lower case, apostrophes removed, other punctuation to spaces, white space collapsed. */
export function looseNormalise(s: string): string {
  return s
    .toLowerCase()
    .replace(/'/g, "")
    .replace(/[^a-z0-9\s]+/g, " ")
    .replace(SPACES, " ")
    .trim();
}
