import { createClient } from "@intake/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentLetter } from "../../../../examples/agent-letter/agent-letter";
import { PATIENT_ANSWERS, SAMPLE_DRAFT } from "../../../../examples/agent-letter/sample";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seedKnowledgeBase: true });
});
afterAll(() => t.close());

describe("examples/agent-letter (SDK only) against the real app", () => {
  it("searches, submits an incomplete letter, fixes it from missing_items, gets the checkout link", async () => {
    const account = await t.createAccount();
    const lines: string[] = [];
    const asked: string[] = [];
    const result = await agentLetter(
      "hay fever",
      SAMPLE_DRAFT,
      (label) => {
        asked.push(label);
        return PATIENT_ANSWERS[label];
      },
      { baseUrl: TEST_BASE_URL, apiKey: account.apiKey, fetch: t.fetch, log: (l) => lines.push(l) },
    );

    expect(asked).toEqual(["Allergies", "Social History"]);
    expect(result).toMatchObject({ ready: true, rounds: 2 });
    if (!result.ready) return;
    expect(result.checkoutUrl).toMatch(
      new RegExp(`^${TEST_BASE_URL}/checkout/${result.encounterId}\\?token=[0-9a-f]{64}$`),
    );
    expect(result.letter).toContain("# Allergies\nNo known drug allergies.");
    expect(lines[0]).toMatch(/^read: /);
    expect(lines.slice(-4)).toEqual([
      "round 1: 9 of 11 criteria met",
      "missing: Allergies, Social History",
      "round 2: 11 of 11 criteria met",
      `ready: the patient continues at ${result.checkoutUrl}`,
    ]);

    // One encounter, iterated: two turns on the same session.
    const api = createClient({ baseUrl: TEST_BASE_URL, apiKey: account.apiKey, fetch: t.fetch });
    const encounter = await api.encounters.get(result.encounterId);
    expect(encounter).toMatchObject({ state: "readyForCheckout", turnCount: 2 });
    expect(await api.encounters.list().toArray()).toHaveLength(1);
  });

  it("stops and reports what is missing when the patient cannot answer", async () => {
    const result = await agentLetter("hay fever", SAMPLE_DRAFT, () => undefined, {
      baseUrl: TEST_BASE_URL,
      fetch: t.fetch,
      log: () => {},
    });
    expect(result).toEqual({
      ready: false,
      missing: ["Allergies", "Social History"],
      rounds: 1,
      reason: "unanswered",
    });
  });

  it("passes on the service's reason when the letter is refused", async () => {
    const lines: string[] = [];
    const result = await agentLetter("cough", "# Chief Complaint\nCough", () => "", {
      baseUrl: TEST_BASE_URL,
      fetch: t.fetch,
      log: (l) => lines.push(l),
    });
    expect(result).toMatchObject({ ready: false, reason: "letter_too_short" });
    expect(lines.at(-1)).toMatch(/^refused \(400 letter_too_short\): .*at least 500 characters/);
  });
});
