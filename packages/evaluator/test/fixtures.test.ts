import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CRITERIA, evaluateLetter } from "../src/index.js";

interface Fixture {
  id: string;
  about: string;
  letter: string;
  expected: {
    status: number;
    evaluation?: Record<string, boolean>;
    final_decision_ready?: boolean;
    pii_kinds?: string[];
  };
}

const fixtures = JSON.parse(
  readFileSync(new URL("./fixtures/letters.json", import.meta.url), "utf8"),
) as Fixture[];

describe("labelled letters (shared/fixtures/letters)", () => {
  it("has the 43 labelled letters", () => {
    expect(fixtures.length).toBe(43);
  });

  for (const f of fixtures) {
    it(`${f.id}: ${f.about}`, () => {
      const r = evaluateLetter(f.letter);
      expect(r.ok).toBe(f.expected.status !== 400);
      if (!r.ok) return;
      expect(r.evaluation).toEqual(f.expected.evaluation);
      expect(r.final_decision_ready).toBe(f.expected.final_decision_ready);
      expect(r.pii_kinds).toEqual(f.expected.pii_kinds ?? []);
      // shape: keys in spec order, labels partitioned in spec order
      expect(Object.keys(r.evaluation)).toEqual(CRITERIA.map((c) => c.key));
      expect([...r.completed_items, ...r.missing_items].sort()).toEqual(
        CRITERIA.map((c) => c.label).sort(),
      );
      // every unmet criterion says why, and only those
      expect(CRITERIA.filter((c) => r.reasons[c.key]).map((c) => c.label)).toEqual(r.missing_items);
    });
  }
});
