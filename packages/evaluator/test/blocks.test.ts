/**
 * The block reader: a letter made only of ATX headings, paragraphs and blank lines is read line
 * by line; every other letter goes to marked, with the rules its characters rule out skipped and
 * the list rule's regexes reused. Whatever the path, the blocks must be marked's own.
 */
import fc from "fast-check";
import { Lexer, type Token } from "marked";
import { describe, expect, it } from "vitest";
import { blockTokens, markedBlockTokens } from "../src/sections.js";

type AnyToken = Token & {
  text?: string;
  depth?: number;
  items?: { text: string }[];
  header?: { text: string }[];
  rows?: { text: string }[][];
  tokens?: AnyToken[];
};

/** What the section builder reads from the tokens, in order. */
function blocks(tokens: readonly Token[]): unknown[] {
  return (tokens as AnyToken[])
    .filter((t) => t.type !== "space")
    .map((t) => {
      switch (t.type) {
        case "heading":
          return ["heading", t.depth, t.text];
        case "list":
          return ["list", t.items?.map((i) => i.text)];
        case "table":
          return ["table", t.header?.map((c) => c.text), t.rows?.map((r) => r.map((c) => c.text))];
        case "blockquote":
          return ["blockquote", blocks(t.tokens ?? [])];
        default:
          return [t.type, t.text ?? ""];
      }
    });
}

/** Lines that are headings, paragraph text, blank lines, or lines that may start another block. */
const LINES = [
  "# Chief Complaint",
  "## HPI",
  "###### six",
  "####### seven is text",
  "#",
  "# ",
  "# closed #",
  "# not closed#",
  "# ###",
  "#NoSpace",
  " # one space",
  "   # three spaces",
  "Sore throat for 3 days.",
  "  leading spaces",
  "   ",
  "",
  "- bullet",
  "-dash word",
  "* star",
  "**Allergies:** none",
  "__Allergies__",
  "***",
  "* * *",
  "_ _ _",
  ":-",
  "-:",
  ":--:",
  "1. first",
  "1) first",
  "2. second",
  "1234567890. ten digits",
  "3 days ago",
  "1.5 mg",
  "+ plus",
  "+x",
  "a # in the middle",
  "trailing spaces  ",
  "1.",
  "9)",
  "  - nested item",
  "   continued text",
  "| Allergy | Reaction |",
  "|---|---|",
  "> quoted",
  "```",
  "    indented code",
  "\tTabbed",
  "<div>",
  "[ref]: http://example.org",
  "===",
  "---",
];

const letters = fc
  .tuple(
    fc.array(fc.constantFrom(...LINES), { minLength: 1, maxLength: 14 }),
    fc.constantFrom("\n", "\n\n"),
    fc.boolean(),
  )
  .map(([lines, joiner, finalBreak]) => lines.join(joiner) + (finalBreak ? "\n" : ""));

describe("block reader", () => {
  it("gives marked's blocks for any mix of block-level lines", () => {
    fc.assert(
      fc.property(letters, (text) => {
        expect(blocks(blockTokens(text))).toEqual(blocks(markedBlockTokens(text)));
      }),
      { numRuns: 3000 },
    );
  });

  it("skips only rules that cannot match: the blocks of marked as it comes, but for tables", () => {
    // A table needs a "|" here; marked also reads `Allergy\n-:` as a one-column table, where the
    // letter check reads a label line (`Allergy`) over a line of text.
    const pipeLessDelimiter = /^ {0,3}:?-+:? *$/m;
    fc.assert(
      fc.property(
        letters.filter((t) => t.includes("|") || !pipeLessDelimiter.test(t)),
        (text) => {
          expect(blocks(blockTokens(text))).toEqual(
            blocks(new Lexer({ gfm: true }).blockTokens(text, [])),
          );
        },
      ),
      { numRuns: 3000 },
    );
    expect(blocks(blockTokens("Allergy\n-:\nnone"))).toEqual([["paragraph", "Allergy\n-:\nnone"]]);
    // inside a quote marked indents a lazy underline by four spaces: the rules stay on there
    const quoted = "> quoted\n:-\n===\n|---|---|";
    expect(blocks(blockTokens(quoted))).toEqual(
      blocks(new Lexer({ gfm: true }).blockTokens(quoted, [])),
    );
    // in a list item marked reads lines without the item's indentation: a deeper underline counts
    const listed = "- item\n  text\n      ===";
    expect(blocks(blockTokens(listed))).toEqual(
      blocks(new Lexer({ gfm: true }).blockTokens(listed, [])),
    );
  });

  it("reads headings, closing hashes and multi-line paragraphs as marked does", () => {
    const text =
      "# Chief Complaint #\nSore throat\nfor 3 days.\n\n## HPI\n   \nWorse at night.\n####### not a heading\n#\n# a#";
    expect(blocks(blockTokens(text))).toEqual([
      ["heading", 1, "Chief Complaint"],
      ["paragraph", "Sore throat\nfor 3 days."],
      ["heading", 2, "HPI"],
      ["paragraph", "Worse at night.\n####### not a heading"],
      ["heading", 1, ""],
      ["heading", 1, "a#"],
    ]);
    expect(blocks(blockTokens(text))).toEqual(blocks(markedBlockTokens(text)));
  });

  it("leaves lists and thematic breaks to marked", () => {
    for (const text of ["a\n- b", "a\n\n2. b", "a\n***", "# A\n+ b"]) {
      const tokens = blockTokens(text);
      expect(blocks(tokens)).toEqual(blocks(markedBlockTokens(text)));
      expect(tokens.some((t) => t.type === "list" || t.type === "hr")).toBe(true);
    }
  });

  it("a line over a delimiter row (`:-:`) starts a new paragraph, as in marked", () => {
    const text = "a\nb\n:-:\nc";
    expect(blocks(blockTokens(text))).toEqual([
      ["paragraph", "a"],
      ["paragraph", "b\n:-:\nc"],
    ]);
    expect(blocks(markedBlockTokens(text))).toEqual(blocks(blockTokens(text)));
  });
});
