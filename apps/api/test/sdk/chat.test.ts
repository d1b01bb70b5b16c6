import { upsertClinician } from "@intake/core/accounts";
import { ApiError, createClient } from "@intake/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE, letter } from "../encounters/seed";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";
import { seedClinicianMessage, seedPaidEncounter } from "../review/helpers";

let t: TestApp;
let clinicianId: string;
beforeAll(async () => {
  t = await createTestApp();
  clinicianId = (
    await upsertClinician(t.services, {
      email: "dr.sdk@example.com",
      firstName: "Ana",
      lastName: "Lopez",
      credentials: "MD",
      states: ["CA"],
    })
  ).userId;
});
afterAll(() => t.close());

describe("api.chat against the real app", () => {
  it("reads with since, answers, marks read; 409 before checkout and 429 as typed errors", async () => {
    const e = await seedPaidEncounter(t);
    const api = createClient({ baseUrl: TEST_BASE_URL, token: e.encounterToken, fetch: t.fetch });
    expect(await api.chat.events(e.encounterId)).toEqual({
      encounterId: e.encounterId,
      state: "submitted",
      events: [],
    });
    const before = t.clock.now().toISOString();
    t.clock.advance(1000);
    const question = await seedClinicianMessage(t, e.encounterId, clinicianId, "Any fever?");
    const listing = await api.chat.events(e.encounterId, { since: before });
    expect(listing.events.map((x) => [x.eventId, x.message, x.isOwn])).toEqual([
      [question, "Any fever?", false],
    ]);

    t.clock.advance(1000);
    const answer = await api.chat.post(e.encounterId, { message: "No fever." });
    expect(answer).toMatchObject({ message: "No fever.", source: "api", isOwn: true });
    const after = await api.chat.events(e.encounterId, { since: listing.events[0]?.createdAt });
    expect(after.events.map((x) => x.eventId)).toEqual([answer.eventId]);

    // The owner's API key reads the same chat; receipts only for physician messages.
    const owner = createClient({ baseUrl: TEST_BASE_URL, apiKey: e.owner.apiKey, fetch: t.fetch });
    const read = await owner.chat.markRead(e.encounterId, [question, answer.eventId]);
    expect(read.readEventIds).toEqual([question]);

    // Before checkout: a typed 409.
    const anon = await t.post("/api/v1/agent/query", { query: letter(COMPLETE) });
    const early = createClient({
      baseUrl: TEST_BASE_URL,
      token: anon.body.encounter_token,
      fetch: t.fetch,
    });
    const refused = await early.chat
      .post(anon.body.encounter_id, { message: "hello" })
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, code: "checkout_not_completed" });

    // Past CHAT_POLLS_PER_MINUTE: 429 rate_limited (retries off, so the caller sees it).
    const noRetry = createClient({
      baseUrl: TEST_BASE_URL,
      token: e.encounterToken,
      fetch: t.fetch,
      retry: false,
    });
    t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / 60_000) * 60_000 + 1000));
    for (let i = 0; i < 12; i++) await noRetry.chat.events(e.encounterId);
    const limited = await noRetry.chat.events(e.encounterId).catch((err: unknown) => err);
    expect(limited).toMatchObject({ status: 429, code: "rate_limited" });
  });
});
