import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentChat } from "../../../../examples/agent-chat/agent-chat";
import { setState } from "../encounters/seed";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";
import {
  createClinician,
  eventsPath,
  seedClinicianMessage,
  seedPaidEncounter,
} from "../review/helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("examples/agent-chat (SDK only) against the real app", () => {
  it("after checkout: polls with since, answers each physician message, marks them read, waits out 429s", async () => {
    const e = await seedPaidEncounter(t);
    const clinician = await createClinician(t);
    // A fresh minute, and this minute's read budget (12) already spent by another reader.
    t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / 60_000) * 60_000 + 1000));
    for (let i = 0; i < 12; i++) {
      expect((await t.get(eventsPath(e.encounterId), { token: e.encounterToken })).status).toBe(
        200,
      );
    }
    const first = await seedClinicianMessage(t, e.encounterId, clinician.id, "How long?");

    // The physician's side runs on the test clock: the example's waits advance it.
    let intervals = 0;
    const waits: number[] = [];
    const lines: string[] = [];
    const answers: Record<string, string> = { "How long?": "Since Monday.", "Any fever?": "No." };
    const result = await agentChat(e.encounterId, (message) => answers[message], {
      baseUrl: TEST_BASE_URL,
      token: e.encounterToken,
      fetch: t.fetch,
      pollIntervalMs: 2000,
      log: (l) => lines.push(l),
      sleep: async (ms) => {
        waits.push(ms);
        t.clock.advance(ms);
        if (ms !== 2000) return;
        intervals++;
        if (intervals === 2) {
          await seedClinicianMessage(t, e.encounterId, clinician.id, "Any fever?");
          t.clock.advance(1000); // the answer comes a moment later
        }
        if (intervals === 4) await setState(t, e.encounterId, "completed");
      },
    });

    expect(result.rateLimited).toBeGreaterThan(0);
    expect(waits.slice(0, result.rateLimited)).toEqual(Array(result.rateLimited).fill(5000));
    expect(lines[0]).toBe("rate limited: waiting 5 s");
    expect(result.physicianMessages).toEqual(["How long?", "Any fever?"]);
    expect(result.answers).toEqual(["Since Monday.", "No."]);
    expect(result).toMatchObject({ state: "completed", polls: result.rateLimited + 5 });
    expect(lines.slice(result.rateLimited)).toEqual([
      "physician: How long?",
      "answered: Since Monday.",
      "marked 1 read",
      "physician: Any fever?",
      "answered: No.",
      "marked 1 read",
      "encounter completed: done",
    ]);

    // What the service recorded: both answers from the API, both questions read.
    const chat = await t.get(eventsPath(e.encounterId), { token: e.owner.apiKey });
    expect(
      chat.body.events.map((x: { message: string; source: string }) => [x.message, x.source]),
    ).toEqual([
      ["How long?", "web"],
      ["Since Monday.", "api"],
      ["Any fever?", "web"],
      ["No.", "api"],
    ]);
    const read = await t.db
      .selectFrom("chat_events")
      .select(["id", "read_at"])
      .where("encounter_id", "=", e.encounterId)
      .where("author_role", "=", "clinician")
      .execute();
    expect(read.map((r) => r.read_at !== null)).toEqual([true, true]);
    expect(read.map((r) => r.id)).toContain(first);
  });
});
