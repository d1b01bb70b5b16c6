import { describe, expect, it } from "vitest";
import {
  type CareFlowchartInput,
  EMERGENCY_TERMINAL_TEXT,
  FONT_SIZE,
  type LayoutNode,
  LINE_HEIGHT,
  layoutCareFlowchart,
  measureText,
  renderCareFlowchart,
  wrapText,
} from "../src/index.js";
import { elements, parseXml, textOf, type XmlElement } from "./xml.js";

const BASIC: CareFlowchartInput = {
  title: "Acute bronchitis",
  emergencySigns: [
    "Trouble breathing or lips turning blue",
    "Coughing up blood",
    "Chest pain that does not go away",
  ],
  letterChecklist: [
    "How long you have had the cough",
    "Whether you cough up mucus, and its colour",
    "Any fever and how high it has been",
    "What you have tried so far",
  ],
};

const NASTY: CareFlowchartInput = {
  title: `Rock & roll <script>alert("x")</script> 'ear' <a href="http://evil.test">`,
  emergencySigns: [
    'Severe pain & swelling "out of nowhere" <sudden>',
    "onload=alert(1) javascript:alert(1) href=http://evil.test/x",
    "Pneumonoultramicroscopicsilicovolcanoconiosisextraordinarilylongword",
    "A fairly long warning sign that will have to wrap over several lines",
    "Fainting",
    "Seizure lasting more than five minutes or repeated seizures",
  ],
  letterChecklist: [
    "Symptoms & <timeline>: when did it start, what makes it better or worse, and how it changed",
    "Everything you have tried so far, including home remedies and over-the-counter products",
    "For children: the weight in kg",
  ],
};

const EXTERNAL_URL = /(?:https?:|javascript:|data:|\/\/)/i;

function svgOf(input: CareFlowchartInput): { svg: string; root: XmlElement } {
  const svg = renderCareFlowchart(input);
  return { svg, root: parseXml(svg) };
}

describe("renderCareFlowchart", () => {
  for (const [name, input] of [
    ["basic", BASIC],
    ["hostile text", NASTY],
  ] as const) {
    describe(name, () => {
      const { svg, root } = svgOf(input);
      const all = elements(root);

      it("is a well-formed standalone SVG 1.1 document", () => {
        expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')).toBe(true);
        expect(root.name).toBe("svg");
        expect(root.attrs.xmlns).toBe("http://www.w3.org/2000/svg");
        expect(root.attrs.version).toBe("1.1");
        expect(root.attrs.role).toBe("img");
        const w = Number(root.attrs.width);
        const h = Number(root.attrs.height);
        expect(w).toBeGreaterThan(0);
        expect(h).toBeGreaterThan(0);
        expect(root.attrs.viewBox).toBe(`0 0 ${w} ${h}`);
        const kids = root.children.filter((c): c is XmlElement => typeof c !== "string");
        expect(kids[0]?.name).toBe("title");
        expect(kids[1]?.name).toBe("desc");
        expect(textOf(kids[0]!)).toBe(`When to seek emergency care: ${input.title}`);
        expect(textOf(kids[1]!)).toContain(input.emergencySigns[0]!);
        const labelledBy = (root.attrs["aria-labelledby"] ?? "").split(" ");
        expect(labelledBy).toEqual([kids[0]!.attrs.id, kids[1]!.attrs.id]);
      });

      it("has no script, event handlers, foreignObject or external references", () => {
        const names = new Set(all.map((e) => e.name.toLowerCase()));
        for (const bad of ["script", "foreignobject", "image", "use", "a", "style", "iframe"]) {
          expect(names.has(bad)).toBe(false);
        }
        expect(svg).not.toMatch(/<script/i);
        expect(svg).not.toMatch(/<foreignObject/i);
        // Event handlers would be attributes: look inside tags only (text may mention them).
        for (const tag of svg.match(/<[^>]*>/g) ?? []) expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
        for (const el of all) {
          for (const [attr, value] of Object.entries(el.attrs)) {
            expect(attr.toLowerCase().startsWith("on")).toBe(false);
            expect(attr.toLowerCase()).not.toMatch(/href$/);
            for (const ref of value.matchAll(/url\(([^)]*)\)/g)) expect(ref[1]).toMatch(/^#/);
            if (attr !== "xmlns") expect(value).not.toMatch(EXTERNAL_URL);
          }
        }
      });

      it("draws arrows with a marker that exists", () => {
        const markerIds = all.filter((e) => e.name === "marker").map((e) => e.attrs.id);
        const arrows = all.filter((e) => e.name === "path" && e.attrs["marker-end"]);
        expect(arrows).toHaveLength(4);
        for (const a of arrows) {
          expect(markerIds).toContain(/^url\(#(.+)\)$/.exec(a.attrs["marker-end"]!)?.[1]);
        }
      });

      it("shows every emergency sign and the first three checklist items", () => {
        const text = all
          .filter((e) => e.name === "text")
          .map((e) => textOf(e))
          .join(" ")
          .replace(/\s+/g, " ");
        const squash = (s: string) => s.replace(/\s+/g, "");
        for (const sign of input.emergencySigns) expect(squash(text)).toContain(squash(sign));
        for (const item of input.letterChecklist.slice(0, 3)) {
          expect(squash(text)).toContain(squash(item));
        }
        expect(text).toContain(`${input.title}: which applies?`);
        expect(text).toContain("Any of these?");
        expect(text).toContain("Submit for physician review");
        expect(text).toContain("Write a letter: include");
        expect(squash(text)).toContain(squash(EMERGENCY_TERMINAL_TEXT));
      });

      it("wraps every line inside its box (or diamond) and inside the canvas", () => {
        const layout = layoutCareFlowchart(input);
        for (const node of layout.nodes) {
          expect(node.lines.length).toBeGreaterThan(0);
          expect(node.height).toBeGreaterThanOrEqual(node.lines.length * LINE_HEIGHT);
          for (const line of node.lines) expect(lineInside(node, line)).toBe(true);
          expect(node.x).toBeGreaterThanOrEqual(0);
          expect(node.y).toBeGreaterThanOrEqual(0);
          expect(node.x + node.width).toBeLessThanOrEqual(layout.width);
          expect(node.y + node.height).toBeLessThanOrEqual(layout.height);
        }
        // Boxes do not overlap one another.
        for (const [i, a] of layout.nodes.entries()) {
          for (const b of layout.nodes.slice(i + 1)) {
            const apart =
              a.x + a.width <= b.x ||
              b.x + b.width <= a.x ||
              a.y + a.height <= b.y ||
              b.y + b.height <= a.y;
            expect(apart, `${a.key} overlaps ${b.key}`).toBe(true);
          }
        }
        // The SVG draws exactly the layout's lines.
        const drawn = all.filter((e) => e.name === "text").map((e) => textOf(e));
        const planned = layout.nodes.flatMap((n) => n.lines.map((l) => l.text));
        expect(drawn.slice(0, planned.length)).toEqual(planned);
      });
    });
  }

  it("escapes XML special characters in text and attributes", () => {
    const { svg, root } = svgOf(NASTY);
    expect(svg).toContain("Rock &amp; roll &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(svg).toContain("&apos;ear&apos;");
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const title = elements(root).find((e) => e.name === "title")!;
    expect(textOf(title)).toBe(`When to seek emergency care: ${NASTY.title}`);
  });

  it("drops characters XML 1.0 forbids", () => {
    const { root } = svgOf({ ...BASIC, title: "Bad\u0000\u0007 title\ud800" });
    expect(textOf(elements(root).find((e) => e.name === "title")!)).toBe(
      "When to seek emergency care: Bad title",
    );
  });

  it("is deterministic", () => {
    expect(renderCareFlowchart(NASTY)).toBe(renderCareFlowchart(structuredClone(NASTY)));
    expect(renderCareFlowchart(BASIC)).toBe(renderCareFlowchart(BASIC));
    expect(renderCareFlowchart(BASIC)).not.toBe(renderCareFlowchart(NASTY));
  });

  it("grows the boxes with the text", () => {
    const small = layoutCareFlowchart(BASIC);
    const big = layoutCareFlowchart(NASTY);
    const h = (l: typeof small, key: LayoutNode["key"]) =>
      l.nodes.find((n) => n.key === key)!.height;
    expect(h(big, "decision")).toBeGreaterThan(h(small, "decision"));
    expect(h(big, "letter")).toBeGreaterThan(h(small, "letter"));
    expect(big.height).toBeGreaterThan(small.height);
  });
});

describe("wrapText / measureText", () => {
  it("measures wide glyphs wider than narrow ones", () => {
    expect(measureText("WWWW")).toBeGreaterThan(measureText("iiii"));
    expect(measureText("")).toBe(0);
  });

  it("keeps every line within the width and loses no words", () => {
    const text =
      "The quick brown fox jumps over the lazy dog while a Supercalifragilisticexpialidocious word needs breaking";
    for (const width of [60, 100, 150, 300]) {
      const lines = wrapText(text, width, FONT_SIZE, "  ");
      for (const line of lines) expect(measureText(line)).toBeLessThanOrEqual(width);
      expect(lines.join("").replace(/\s+/g, "")).toBe(text.replace(/\s+/g, ""));
      for (const line of lines.slice(1)) expect(line.startsWith("  ")).toBe(true);
    }
    expect(wrapText("short", 300)).toEqual(["short"]);
    expect(wrapText("   ", 300)).toEqual([]);
  });
});

/** Whether a text line's approximate box lies inside its node's rectangle or diamond. */
function lineInside(node: LayoutNode, line: LayoutNode["lines"][number]): boolean {
  const w = measureText(line.text);
  const left = line.anchor === "middle" ? line.x - w / 2 : line.x;
  const right = left + w;
  const top = line.y - FONT_SIZE * 0.8;
  const bottom = line.y + FONT_SIZE * 0.25;
  if (node.shape === "rect") {
    return (
      left >= node.x &&
      right <= node.x + node.width &&
      top >= node.y &&
      bottom <= node.y + node.height
    );
  }
  const cx = node.x + node.width / 2;
  const cy = node.y + node.height / 2;
  const a = node.width / 2;
  const b = node.height / 2;
  return [
    [left, top],
    [right, top],
    [left, bottom],
    [right, bottom],
  ].every(([x, y]) => Math.abs(x! - cx) / a + Math.abs(y! - cy) / b <= 1 + 1e-9);
}
