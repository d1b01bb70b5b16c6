import { describe, expect, it } from "vitest";
import { elements, parseXml, textOf } from "./xml.js";

describe("test XML checker", () => {
  it("parses well-formed documents", () => {
    const root = parseXml(
      '<?xml version="1.0"?>\n<a x="1" y=\'2\'><!-- c --><b>t &amp; &lt;u&gt; &#65;&#x42;</b><c/></a>\n',
    );
    expect(root.attrs).toEqual({ x: "1", y: "2" });
    expect(elements(root).map((e) => e.name)).toEqual(["a", "b", "c"]);
    expect(textOf(root)).toBe("t & <u> AB");
  });

  it.each([
    ["<a><b></a></b>"],
    ["<a>"],
    ["<a></a><b></b>"],
    ["<a x=1></a>"],
    ['<a x="1" x="2"></a>'],
    ["<a>x & y</a>"],
    ["<a>x < y</a>"],
    ['<a x="<"></a>'],
    ["text<a></a>"],
    ["</a>"],
    ['<a x="1"y="2"></a>'],
  ])("rejects %s", (src) => {
    expect(() => parseXml(src)).toThrow();
  });
});
