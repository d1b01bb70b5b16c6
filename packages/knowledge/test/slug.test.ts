import { describe, expect, it } from "vitest";
import { loadCatalogue, slugify } from "../src/index.js";

describe("slugify", () => {
  it.each([
    ["Acute bronchitis", "acute-bronchitis"],
    ["High cholesterol/Hyperlipidemia", "high-cholesterol-hyperlipidemia"],
    ["Traveler's diarrhea", "travelers-diarrhea"],
    ["Migraines, Headaches", "migraines-headaches"],
    ["COVID-19", "covid-19"],
    ["Otitis externa/Swimmer's ear", "otitis-externa-swimmers-ear"],
    ["Traveler\u2019s diarrhea", "travelers-diarrhea"],
    ["  --Eczema / Atopic  dermatitis--  ", "eczema-atopic-dermatitis"],
    ["ADHD", "adhd"],
    ["Caf\u00e9 au lait", "cafe-au-lait"],
  ])("%j -> %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("maps every catalogue condition to a unique, well-formed slug", () => {
    const catalogue = loadCatalogue();
    expect(catalogue).toHaveLength(97);
    const slugs = catalogue.map((c) => slugify(c.name));
    expect(new Set(slugs).size).toBe(97);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});
