/**
 * Minimal Markdown-to-plain-text conversion for article sections: paragraphs become one line
 * each, bullets are kept as lines "- ...", ordered items as "1. ...". Inline emphasis, code
 * spans, links and HTML tags are reduced to their text.
 */

const BULLET_RE = /^ {0,3}[-*+]\s+(.*)$/;
const ORDERED_RE = /^ {0,3}(\d+)[.)]\s+(.*)$/;

interface Block {
  kind: "para" | "bullet" | "ordered";
  marker: string;
  parts: string[];
}

/** Strips inline Markdown from one line of text and collapses whitespace. */
export function stripInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>\n]*>/g, "")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2")
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)/g, "$1$2")
    .replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, "$1$2")
    .replace(/\\([\\`*_{}[\]()#+\-.!>])/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

function blocks(markdown: string): Block[] {
  const out: Block[] = [];
  let current: Block | undefined;
  for (const line of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    if (line.trim() === "") {
      current = undefined;
      continue;
    }
    const bullet = BULLET_RE.exec(line);
    const ordered = bullet ? null : ORDERED_RE.exec(line);
    if (bullet) {
      current = { kind: "bullet", marker: "-", parts: [bullet[1] ?? ""] };
      out.push(current);
    } else if (ordered) {
      current = { kind: "ordered", marker: `${ordered[1]}.`, parts: [ordered[2] ?? ""] };
      out.push(current);
    } else if (current) {
      current.parts.push(line.trim().replace(/^#+\s*/, ""));
    } else {
      current = { kind: "para", marker: "", parts: [line.trim().replace(/^#+\s*/, "")] };
      out.push(current);
    }
  }
  return out;
}

/** Plain text of a Markdown fragment: one line per paragraph or list item. */
export function toPlainText(markdown: string): string {
  return blocks(markdown)
    .map((b) => {
      const text = stripInline(b.parts.join(" "));
      return b.kind === "para" ? text : `${b.marker} ${text}`;
    })
    .filter((line) => line.replace(/^(-|\d+\.)\s*/, "") !== "")
    .join("\n");
}

/** Plain text of every unordered bullet of a Markdown fragment, in order. */
export function extractBullets(markdown: string): string[] {
  return blocks(markdown)
    .filter((b) => b.kind === "bullet")
    .map((b) => stripInline(b.parts.join(" ")))
    .filter((t) => t !== "");
}
