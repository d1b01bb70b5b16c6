import { ApiError, createClient } from "@intake/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE, letter } from "../encounters/seed";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";
import { createDeveloper, patientFields } from "../prescribing/helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("api.prescribing against the real app", () => {
  it("query, sandbox get/advance, relayed reply, paginated outcomes and details", async () => {
    const dev = await createDeveloper(t);
    const api = createClient({ baseUrl: TEST_BASE_URL, token: dev.testKey, fetch: t.fetch });
    const ids: string[] = [];
    for (const externalId of ["p-1", "p-2", "p-3"]) {
      t.clock.advance(1000);
      const r = await api.prescribing.query({
        query: letter(COMPLETE),
        ...patientFields,
        external_id: externalId,
        data_visibility: "full",
        sandbox_progression: "manual",
      });
      expect(r.final_decision_ready).toBe(true);
      expect(r.consent_url).toMatch(/&sandbox=1$/);
      ids.push(r.encounter_id);
    }
    const id = ids[2] as string;

    const state = await api.prescribing.sandbox.get(id);
    expect(state).toMatchObject({ encounterId: id, status: "awaiting_consent" });
    expect(state.availableEvents.map((e) => e.name)).toContain("consent_accepted");
    expect((await api.prescribing.sandbox.advance(id, { event: "consent_accepted" })).status).toBe(
      "pending_identity",
    );
    await api.prescribing.sandbox.advance(id, { event: "identity_verified" });
    const question = await api.prescribing.sandbox.advance(id, { event: "physician_message" });
    expect(question.webhook.type).toBe("encounter.message");
    t.clock.advance(1000);
    const reply = await api.prescribing.messages(id, { message: "Since Monday." });
    expect(reply).toMatchObject({ author: "patient", viaApp: true });
    const done = await api.prescribing.sandbox.advance(id, { event: "complete", rx_count: 2 });
    expect(done).toMatchObject({ status: "completed", rxCount: 2 });
    const wrong = await api.prescribing.sandbox
      .advance(id, { event: "complete" })
      .catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApiError);
    expect(wrong).toMatchObject({ status: 409, code: "event_not_available" });

    const pages = [];
    for await (const page of api.prescribing.list({ limit: 2 }).pages()) pages.push(page);
    expect(pages.map((p) => p.items.length)).toEqual([2, 1]);
    expect(pages.flatMap((p) => p.items.map((e) => e.encounterId))).toEqual([...ids].reverse());
    const filtered = await api.prescribing.list({ external_id: "p-3" }).toArray();
    expect(filtered).toHaveLength(1);
    expect(filtered[0]).toMatchObject({ status: "completed", rxCount: 2 });

    const details = await api.prescribing.details(id);
    expect(details.conversation.map((c) => c.author)).toEqual(["clinician", "patient"]);
    expect(details.prescriptions).toHaveLength(2);
    const pending = await api.prescribing.details(ids[0] as string).catch((e: unknown) => e);
    expect(pending).toMatchObject({ status: 403, code: "consent_pending" });
  });
});
