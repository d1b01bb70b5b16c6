import { inflateSync } from "node:zlib";

/**
 * The text of a PDF as a reader shows it: content streams decoded, each font's glyph codes
 * mapped back through its ToUnicode CMap (what copy-and-paste and screen readers use), one line
 * per text object. Enough PDF for the invoices pdfkit writes: a check that a name such as "Zoë"
 * really is in the document, not a "?" or a missing glyph.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const text = raw.toString("latin1");
  const objects = new Map<string, { dict: string; stream: Buffer | null }>();
  for (const m of text.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const body = m[2] as string;
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      objects.set(m[1] as string, { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const startInBody = at + (body.slice(at).match(/^stream\r?\n/)?.[0].length ?? 7);
    const start = (m.index as number) + m[0].indexOf(body) + startInBody;
    const end = text.indexOf("endstream", start);
    let stream = raw.subarray(start, end);
    while (stream.length && (stream.at(-1) === 0x0a || stream.at(-1) === 0x0d))
      stream = stream.subarray(0, -1);
    objects.set(m[1] as string, {
      dict,
      stream: dict.includes("/FlateDecode") ? inflateSync(stream) : Buffer.from(stream),
    });
  }
  const cmapOf = (fontId: string) => {
    const font = objects.get(fontId);
    const ref = /\/ToUnicode (\d+) 0 R/.exec(font?.dict ?? "")?.[1];
    const cmap = new Map<number, string>();
    const source = (ref && objects.get(ref)?.stream?.toString("latin1")) || "";
    const hex = (h: string) =>
      String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((c) => parseInt(c, 16)));
    for (const r of source.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      const first = parseInt(r[1] as string, 16);
      // A ligature maps one code to several characters: <0066 0066> is "ff".
      [...(r[3] as string).matchAll(/<([0-9a-f\s]+)>/gi)].forEach((d, i) => {
        cmap.set(first + i, hex((d[1] as string).replace(/\s/g, "")));
      });
    }
    for (const section of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const c of (section[1] as string).matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi))
        cmap.set(parseInt(c[1] as string, 16), hex((c[2] as string).replace(/\s/g, "")));
    }
    return cmap;
  };
  const lines: string[] = [];
  for (const page of objects.values()) {
    if (!/\/Type \/Page\b/.test(page.dict)) continue;
    const resourcesRef = /\/Resources (\d+) 0 R/.exec(page.dict)?.[1];
    const resources = resourcesRef ? (objects.get(resourcesRef)?.dict ?? "") : page.dict;
    const fonts = new Map<string, Map<number, string>>();
    for (const f of resources.matchAll(/\/(F\d+) (\d+) 0 R/g))
      fonts.set(f[1] as string, cmapOf(f[2] as string));
    const contentsRef = /\/Contents (\d+) 0 R/.exec(page.dict)?.[1];
    const content = (contentsRef && objects.get(contentsRef)?.stream?.toString("latin1")) || "";
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let cmap = new Map<number, string>();
      let line = "";
      for (const token of (block[1] as string).matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-f]*)>/gi)) {
        if (token[1]) cmap = fonts.get(token[1]) ?? new Map();
        else
          for (const code of (token[2] as string).match(/.{4}/g) ?? [])
            line += cmap.get(parseInt(code, 16)) ?? "\uFFFD";
      }
      lines.push(line);
    }
  }
  return lines.join("\n");
}
