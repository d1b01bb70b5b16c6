/**
 * Knowledge-base figures, generated as SVG 1.1 from article data (never hand-drawn).
 *
 * The "when to seek care" flowchart: start box -> decision diamond listing the emergency signs
 * -> "Yes" terminal (call 911 / emergency department) to the right, "No" down to a
 * "Write a letter" box summarising the first letter-checklist items -> "Submit for physician
 * review". Text is wrapped with a measured word-wrap (Helvetica/Arial advance widths), and
 * every box is sized from its wrapped lines. Output is deterministic.
 */
import { slugify } from "./slug.js";

export interface CareFlowchartInput {
  title: string;
  emergencySigns: string[];
  letterChecklist: string[];
}

export const FONT_FAMILY = "Arial, Helvetica, Liberation Sans, sans-serif";
export const FONT_SIZE = 14;
export const LINE_HEIGHT = 18;
const PAD = 12;
const MARGIN = 20;
const GAP = 44;
const ARROW_X = 70;

export const EMERGENCY_TERMINAL_TEXT = "Yes: call 911 or go to the emergency department now";
export const SUBMIT_TEXT = "Submit for physician review";
export const DECISION_HEADING = "Any of these?";
export const LETTER_BOX_HEADING = "Write a letter: include";

/* Helvetica/Arial advance widths (1/1000 em) for printable ASCII, 0x20..0x7e. */
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
/** Safety margin over the nominal metrics, for font substitution and rendering differences. */
const WIDTH_SAFETY = 1.08;

/** Approximate rendered width in px of `text` at `fontSize` (conservative for unknown glyphs). */
export function measureText(text: string, fontSize: number = FONT_SIZE): number {
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const w = code >= 0x20 && code <= 0x7e ? ASCII_WIDTHS[code - 0x20] : undefined;
    units += w ?? 1000;
  }
  return (units / 1000) * fontSize * WIDTH_SAFETY;
}

function breakLongWord(word: string, maxWidth: number, fontSize: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const ch of word) {
    if (piece !== "" && measureText(piece + ch, fontSize) > maxWidth) {
      pieces.push(piece);
      piece = ch;
    } else {
      piece += ch;
    }
  }
  if (piece !== "") pieces.push(piece);
  return pieces;
}

/**
 * Greedy measured word-wrap. `indent` is prepended to continuation lines (hanging indent);
 * every returned line, indent included, measures at most `maxWidth`. Words wider than a line
 * are broken by character.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  fontSize: number = FONT_SIZE,
  indent = "",
): string[] {
  const words = text.split(/\s+/).filter((w) => w !== "");
  const lines: string[] = [];
  let line = "";
  const prefix = () => (lines.length === 0 ? "" : indent);
  for (const word of words) {
    const candidate = line === "" ? prefix() + word : `${line} ${word}`;
    if (measureText(candidate, fontSize) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== "") {
      lines.push(line);
      line = "";
    }
    const fresh = prefix() + word;
    if (measureText(fresh, fontSize) <= maxWidth) {
      line = fresh;
    } else {
      const pieces = breakLongWord(word, maxWidth - measureText(prefix(), fontSize), fontSize);
      for (const [i, p] of pieces.entries()) {
        if (i < pieces.length - 1) lines.push(prefix() + p);
        else line = prefix() + p;
      }
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

/** Escapes text for XML content and attribute values; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  let allowed = "";
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    const ok =
      c === 0x9 ||
      c === 0xa ||
      c === 0xd ||
      (c >= 0x20 && c <= 0xd7ff) ||
      (c >= 0xe000 && c <= 0xfffd) ||
      c >= 0x10000;
    if (ok) allowed += ch;
  }
  return allowed
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export interface LayoutLine {
  text: string;
  x: number;
  y: number; // baseline
  anchor: "start" | "middle";
}

export interface LayoutNode {
  key: "start" | "decision" | "emergency" | "letter" | "submit";
  shape: "rect" | "diamond";
  /** Bounding box. */
  x: number;
  y: number;
  width: number;
  height: number;
  lines: LayoutLine[];
}

export interface LayoutArrow {
  from: LayoutNode["key"];
  to: LayoutNode["key"];
  points: [number, number][];
  label?: { text: string; x: number; y: number; anchor: "start" | "middle" };
}

export interface CareFlowchartLayout {
  width: number;
  height: number;
  nodes: LayoutNode[];
  arrows: LayoutArrow[];
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Baseline of line `i` of a block of `n` lines vertically centred on `centreY`. */
function baseline(centreY: number, i: number, n: number): number {
  return centreY - (n * LINE_HEIGHT) / 2 + i * LINE_HEIGHT + LINE_HEIGHT * 0.72;
}

function blockWidth(lines: string[]): number {
  return Math.max(0, ...lines.map((l) => measureText(l)));
}

function bulletLines(items: string[], wrapWidth: number): string[] {
  return items.flatMap((item) => wrapText(`- ${item.trim()}`, wrapWidth, FONT_SIZE, "   "));
}

function clean(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Computes the flowchart geometry; `renderCareFlowchart` draws exactly this layout. */
export function layoutCareFlowchart(input: CareFlowchartInput): CareFlowchartLayout {
  const title = clean(input.title);
  const signs = input.emergencySigns.map(clean).filter((s) => s !== "");
  const checklist = input.letterChecklist
    .map(clean)
    .filter((s) => s !== "")
    .slice(0, 3);

  const startLines = wrapText(`${title}: which applies?`, 360);
  const decisionLines = [DECISION_HEADING, ...bulletLines(signs, 270)];
  const emergencyLines = wrapText(EMERGENCY_TERMINAL_TEXT, 190);
  const letterLines = [LETTER_BOX_HEADING, ...bulletLines(checklist, 360)];
  const submitLines = wrapText(SUBMIT_TEXT, 360);

  const boxSize = (lines: string[]) => ({
    w: round(blockWidth(lines) + 2 * PAD),
    h: round(lines.length * LINE_HEIGHT + 2 * PAD),
  });
  const start = boxSize(startLines);
  const letter = boxSize(letterLines);
  const submit = boxSize(submitLines);
  const emergency = boxSize(emergencyLines);
  // Diamond half-diagonals a = w + p, b = h + p keep a w x h text block inside the diamond.
  const decW = blockWidth(decisionLines);
  const decH = decisionLines.length * LINE_HEIGHT;
  const a = round(decW + PAD);
  const b = round(decH + PAD);

  const half = Math.max(a, start.w / 2, letter.w / 2, submit.w / 2);
  const cx = round(MARGIN + half);

  const nodes: LayoutNode[] = [];
  const centred = (
    key: LayoutNode["key"],
    lines: string[],
    size: { w: number; h: number },
    x: number,
    y: number,
  ): LayoutNode => {
    const node: LayoutNode = {
      key,
      shape: "rect",
      x: round(x),
      y: round(y),
      width: size.w,
      height: size.h,
      lines: lines.map((text, i) => ({
        text,
        x: round(x + size.w / 2),
        y: round(baseline(y + size.h / 2, i, lines.length)),
        anchor: "middle",
      })),
    };
    nodes.push(node);
    return node;
  };
  const leftAligned = (node: LayoutNode, from: number) => {
    const textWidth = blockWidth(node.lines.map((l) => l.text));
    const textLeft = round(node.x + node.width / 2 - textWidth / 2);
    for (const [i, line] of node.lines.entries()) {
      if (i >= from) {
        line.x = textLeft;
        line.anchor = "start";
      }
    }
  };

  let y = MARGIN;
  const startNode = centred("start", startLines, start, cx - start.w / 2, y);
  y += start.h + GAP;

  const decisionTop = y;
  const cy = round(decisionTop + b);
  const decisionNode: LayoutNode = {
    key: "decision",
    shape: "diamond",
    x: round(cx - a),
    y: round(decisionTop),
    width: round(2 * a),
    height: round(2 * b),
    lines: decisionLines.map((text, i) => ({
      text,
      x: i === 0 ? cx : round(cx - decW / 2),
      y: round(baseline(cy, i, decisionLines.length)),
      anchor: i === 0 ? "middle" : "start",
    })),
  };
  nodes.push(decisionNode);
  y = decisionTop + 2 * b + GAP;

  const emergencyX = cx + a + ARROW_X;
  const emergencyNode = centred(
    "emergency",
    emergencyLines,
    emergency,
    emergencyX,
    cy - emergency.h / 2,
  );

  const letterNode = centred("letter", letterLines, letter, cx - letter.w / 2, y);
  leftAligned(letterNode, 1);
  y += letter.h + GAP;
  const submitNode = centred("submit", submitLines, submit, cx - submit.w / 2, y);
  y += submit.h + MARGIN;

  const arrows: LayoutArrow[] = [
    {
      from: "start",
      to: "decision",
      points: [
        [cx, round(startNode.y + startNode.height)],
        [cx, decisionNode.y],
      ],
    },
    {
      from: "decision",
      to: "emergency",
      points: [
        [round(cx + a), cy],
        [emergencyNode.x, cy],
      ],
      label: { text: "Yes", x: round(cx + a + ARROW_X / 2), y: round(cy - 6), anchor: "middle" },
    },
    {
      from: "decision",
      to: "letter",
      points: [
        [cx, round(decisionNode.y + decisionNode.height)],
        [cx, letterNode.y],
      ],
      label: {
        text: "No",
        x: round(cx + 8),
        y: round(decisionNode.y + decisionNode.height + GAP / 2 + 5),
        anchor: "start",
      },
    },
    {
      from: "letter",
      to: "submit",
      points: [
        [cx, round(letterNode.y + letterNode.height)],
        [cx, submitNode.y],
      ],
    },
  ];

  const width = round(Math.max(emergencyNode.x + emergencyNode.width, cx + half) + MARGIN);
  const height = round(
    Math.max(y, emergencyNode.y + emergencyNode.height + MARGIN, cy + b + MARGIN),
  );
  return { width: Math.ceil(width), height: Math.ceil(height), nodes, arrows };
}

const STYLE: Record<LayoutNode["key"], { fill: string; stroke: string; rx: number }> = {
  start: { fill: "#e8f0fe", stroke: "#3b5b92", rx: 14 },
  decision: { fill: "#fff6d5", stroke: "#8a6d00", rx: 0 },
  emergency: { fill: "#fde2e1", stroke: "#b3261e", rx: 6 },
  letter: { fill: "#e6f4ea", stroke: "#2d6a3e", rx: 6 },
  submit: { fill: "#e8f0fe", stroke: "#3b5b92", rx: 14 },
};

function describe(input: CareFlowchartInput): string {
  const signs = input.emergencySigns.map(clean).filter((s) => s !== "");
  const checklist = input.letterChecklist
    .map(clean)
    .filter((s) => s !== "")
    .slice(0, 3);
  const parts = [
    `Flowchart for ${clean(input.title)}.`,
    signs.length > 0
      ? `If any of these apply: ${signs.join("; ")}, call 911 or go to the emergency department now.`
      : "If you have signs of an emergency, call 911 or go to the emergency department now.",
    checklist.length > 0
      ? `Otherwise write a letter that includes: ${checklist.join("; ")}; then submit it for physician review.`
      : "Otherwise write a letter and submit it for physician review.",
  ];
  return parts.join(" ");
}

/** Renders the "when to seek care" flowchart as a standalone, script-free SVG 1.1 document. */
export function renderCareFlowchart(input: CareFlowchartInput): string {
  const layout = layoutCareFlowchart(input);
  const prefix = `${slugify(input.title) || "kb"}-care-flow`;
  const fmt = (n: number) => String(round(n));
  const out: string[] = [];
  out.push('<?xml version="1.0" encoding="UTF-8"?>');
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}" role="img" aria-labelledby="${prefix}-title ${prefix}-desc">`,
  );
  out.push(
    `<title id="${prefix}-title">${escapeXml(`When to seek emergency care: ${clean(input.title)}`)}</title>`,
  );
  out.push(`<desc id="${prefix}-desc">${escapeXml(describe(input))}</desc>`);
  out.push(
    `<defs><marker id="${prefix}-arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M 0 0 L 10 5 L 0 10 z" fill="#333333"/></marker></defs>`,
  );
  out.push(`<rect x="0" y="0" width="${layout.width}" height="${layout.height}" fill="#ffffff"/>`);
  out.push(
    `<g font-family="${FONT_FAMILY}" font-size="${FONT_SIZE}" fill="#1f1f1f" stroke="none">`,
  );
  for (const node of layout.nodes) {
    const style = STYLE[node.key];
    out.push(`<g class="node" id="${prefix}-${node.key}">`);
    if (node.shape === "diamond") {
      const cx = node.x + node.width / 2;
      const cy = node.y + node.height / 2;
      const pts = [
        [cx, node.y],
        [node.x + node.width, cy],
        [cx, node.y + node.height],
        [node.x, cy],
      ]
        .map(([px, py]) => `${fmt(px ?? 0)},${fmt(py ?? 0)}`)
        .join(" ");
      out.push(
        `<polygon points="${pts}" fill="${style.fill}" stroke="${style.stroke}" stroke-width="1.5"/>`,
      );
    } else {
      out.push(
        `<rect x="${fmt(node.x)}" y="${fmt(node.y)}" width="${fmt(node.width)}" height="${fmt(node.height)}" rx="${style.rx}" ry="${style.rx}" fill="${style.fill}" stroke="${style.stroke}" stroke-width="1.5"/>`,
      );
    }
    for (const line of node.lines) {
      out.push(
        `<text x="${fmt(line.x)}" y="${fmt(line.y)}" text-anchor="${line.anchor}">${escapeXml(line.text)}</text>`,
      );
    }
    out.push("</g>");
  }
  for (const arrow of layout.arrows) {
    const d = arrow.points
      .map(([px, py], i) => `${i === 0 ? "M" : "L"} ${fmt(px)} ${fmt(py)}`)
      .join(" ");
    out.push(
      `<path d="${d}" fill="none" stroke="#333333" stroke-width="1.5" marker-end="url(#${prefix}-arrow)"/>`,
    );
    if (arrow.label) {
      out.push(
        `<text x="${fmt(arrow.label.x)}" y="${fmt(arrow.label.y)}" text-anchor="${arrow.label.anchor}" font-weight="bold">${escapeXml(arrow.label.text)}</text>`,
      );
    }
  }
  out.push("</g>");
  out.push("</svg>");
  return `${out.join("\n")}\n`;
}
