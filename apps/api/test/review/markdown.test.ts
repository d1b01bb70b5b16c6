import { describe, expect, it } from "vitest";
import { Markdown, safeHref } from "../../src/web/markdown";

const render = async (source: string) => String(await Markdown({ source }).toString());

describe("letter Markdown renderer (safe by construction)", () => {
  it("renders headings, lists, emphasis, tables and line breaks", async () => {
    const out = await render(
      "# Chief Complaint\nItchy eyes\nfor **3 days**, *worse* outdoors.\n\n- one\n- two `x`\n\n1. first\n2. second\n\n| Drug | Dose |\n|---|---|\n| cetirizine | 10 mg |",
    );
    expect(out).toBe(
      '<div class="md"><h3>Chief Complaint</h3><p>Itchy eyes<br/>for <strong>3 days</strong>, <em>worse</em> outdoors.</p><ul><li>one</li><li>two <code>x</code></li></ul><ol><li>first</li><li>second</li></ol><div class="md-table"><table><thead><tr><th scope="col">Drug</th><th scope="col">Dose</th></tr></thead><tbody><tr><td>cetirizine</td><td>10 mg</td></tr></tbody></table></div></div>',
    );
  });

  it("lets no raw HTML through: tags and attributes are text", async () => {
    const out = await render(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n**<b onclick=x>bold</b>**',
    );
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<img");
    expect(out).not.toContain("<b ");
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(out).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
  });

  it("keeps only http(s) and mailto links; javascript: and data: stay text", async () => {
    const out = await render(
      "[ok](https://example.org/a?b=1) [bad](javascript:alert(1)) [worse](JaVaScRiPt:alert%281%29) [data](data:text/html;base64,PHNjcmlwdD4=) [mail](mailto:a@b.c)",
    );
    expect(out).toContain(
      '<a href="https://example.org/a?b=1" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
    );
    expect(out).toContain('<a href="mailto:a@b.c"');
    expect(out).not.toMatch(/href="(javascript|data)/i);
    expect(out).toContain("[bad](javascript:alert(1)");
    expect(out).toContain("[data](data:text/html;base64,PHNjcmlwdD4=)");
    expect(safeHref(" javascript:alert(1)")).toBeNull();
    expect(safeHref('https://x.org/"><script>')).toBe('https://x.org/"><script>');
    expect(await render('[x](https://x.org/"onmouseover=alert(1))')).toContain(
      'href="https://x.org/&quot;onmouseover=alert(1"',
    );
  });
});
