/**
 * A tiny strict XML parser for tests (no dependencies): prolog, comments, elements with
 * quoted attributes, character data with the five predefined entities and numeric character
 * references. Throws on anything not well-formed: unbalanced or mismatched tags, duplicate
 * attributes, unquoted values, raw `<` or stray `&`, text outside the root, several roots.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

const NAME = /^[A-Za-z_:][A-Za-z0-9_:.-]*/;
const ENTITY = /^&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9A-Fa-f]+);/;

function decode(raw: string, where: number): string {
  let out = "";
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i];
    if (ch === "<") throw new Error(`raw "<" at ${where + i}`);
    if (ch !== "&") {
      out += ch;
      continue;
    }
    const m = ENTITY.exec(raw.slice(i));
    if (!m) throw new Error(`stray "&" at ${where + i}`);
    const ent = m[0].slice(1, -1);
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    out +=
      named[ent] ??
      String.fromCodePoint(
        ent.startsWith("#x") ? Number.parseInt(ent.slice(2), 16) : Number(ent.slice(1)),
      );
    i += m[0].length - 1;
  }
  return out;
}

export function parseXml(src: string): XmlElement {
  let pos = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const fail = (msg: string): never => {
    throw new Error(`${msg} at offset ${pos}`);
  };
  if (src.startsWith("<?xml")) {
    const end = src.indexOf("?>");
    if (end === -1) fail("unterminated XML declaration");
    pos = end + 2;
  }
  while (pos < src.length) {
    const lt = src.indexOf("<", pos);
    const textEnd = lt === -1 ? src.length : lt;
    if (textEnd > pos) {
      const raw = src.slice(pos, textEnd);
      const text = decode(raw, pos);
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(text);
      else if (text.trim() !== "") fail("text outside the root element");
      pos = textEnd;
      continue;
    }
    if (src.startsWith("<!--", pos)) {
      const end = src.indexOf("-->", pos + 4);
      if (end === -1) fail("unterminated comment");
      pos = end + 3;
      continue;
    }
    if (src.startsWith("<!", pos) || src.startsWith("<?", pos)) fail("unsupported markup");
    if (src[pos + 1] === "/") {
      const m = NAME.exec(src.slice(pos + 2));
      if (!m) return fail("bad end tag");
      pos += 2 + m[0].length;
      while (/\s/.test(src[pos] ?? "")) pos++;
      if (src[pos] !== ">") fail("bad end tag");
      pos++;
      const open = stack.pop();
      if (!open || open.name !== m[0]) fail(`mismatched </${m[0]}>`);
      continue;
    }
    const m = NAME.exec(src.slice(pos + 1));
    if (!m) return fail("bad start tag");
    const el: XmlElement = { name: m[0], attrs: {}, children: [] };
    pos += 1 + m[0].length;
    for (;;) {
      const ws = /^\s*/.exec(src.slice(pos))?.[0].length ?? 0;
      pos += ws;
      if (src.startsWith("/>", pos)) {
        pos += 2;
        break;
      }
      if (src[pos] === ">") {
        pos++;
        stack.push(el);
        break;
      }
      if (ws === 0) fail("missing whitespace before attribute");
      const an = NAME.exec(src.slice(pos));
      if (!an) return fail("bad attribute name");
      pos += an[0].length;
      if (src[pos] !== "=") fail("attribute without value");
      pos++;
      const q = src[pos];
      if (q !== '"' && q !== "'") fail("unquoted attribute value");
      const close = src.indexOf(q as string, pos + 1);
      if (close === -1) fail("unterminated attribute value");
      if (an[0] in el.attrs) fail(`duplicate attribute ${an[0]}`);
      el.attrs[an[0]] = decode(src.slice(pos + 1, close), pos + 1);
      pos = close + 1;
    }
    const parent = stack[stack.length - 1];
    const isOpen = stack[stack.length - 1] === el;
    const realParent = isOpen ? stack[stack.length - 2] : parent;
    if (realParent) realParent.children.push(el);
    else if (root) fail("more than one root element");
    else root = el;
  }
  if (stack.length > 0) fail(`unclosed <${stack[stack.length - 1]?.name}>`);
  if (!root) return fail("no root element");
  return root;
}

/** All elements of a tree, depth-first, root included. */
export function elements(node: XmlElement): XmlElement[] {
  return [
    node,
    ...node.children.flatMap((c) => (typeof c === "string" ? [] : elements(c as XmlElement))),
  ];
}

/** Concatenated character data of an element. */
export function textOf(node: XmlElement): string {
  return node.children.map((c) => (typeof c === "string" ? c : textOf(c))).join("");
}
