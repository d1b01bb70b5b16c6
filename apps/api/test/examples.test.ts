import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitLetter } from "../../../examples/submit-letter/submit-letter";
import { createTestApp, TEST_BASE_URL, type TestApp } from "./harness";

const letters = JSON.parse(
  readFileSync(
    new URL("../../../packages/evaluator/test/fixtures/letters.json", import.meta.url),
    "utf8",
  ),
) as { id: string; letter: string }[];
const letter = (id: string) => letters.find((l) => l.id === id)?.letter as string;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seedKnowledgeBase: true });
});
afterAll(() => t.close());

describe("examples/submit-letter (SDK only) against the real app", () => {
  it("finds guidance and gets a checkout URL for a complete letter", async () => {
    const lines: string[] = [];
    const result = await submitLetter("hay fever", letter("dev-001-hay-fever-complete"), {
      baseUrl: TEST_BASE_URL,
      fetch: t.fetch,
      log: (line) => lines.push(line),
    });
    expect(result.ready).toBe(true);
    if (result.ready)
      expect(result.checkoutUrl).toMatch(
        new RegExp(`^${TEST_BASE_URL}/checkout/${result.encounterId}\\?token=[0-9a-f]{64}$`),
      );
    expect(lines[0]).toMatch(/^guidance: /);
    expect(lines).toContain("11 of 11 criteria met");
  });

  it("reports what is missing for an incomplete letter", async () => {
    const lines: string[] = [];
    const result = await submitLetter("eczema", letter("dev-013-eczema-no-allergies-section"), {
      baseUrl: TEST_BASE_URL,
      fetch: t.fetch,
      log: (line) => lines.push(line),
    });
    expect(result).toMatchObject({ ready: false, missing: ["Allergies"] });
    expect(lines).toContain("missing: Allergies");
  });

  it("passes on the service's reason for a rejected letter", async () => {
    const result = await submitLetter("cough", "# Chief Complaint\nCough", {
      baseUrl: TEST_BASE_URL,
      fetch: t.fetch,
      log: () => {},
    });
    expect(result).toMatchObject({
      ready: false,
      error: { status: 400, code: "letter_too_short" },
    });
  });
});
