import { createClient } from "@intake/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE, letter } from "../encounters/seed";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";
import { patientFields } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("prescribing through the SDK", () => {
  it("key from a session, a sandbox request, manual lifecycle, polling, details and a relayed reply", async () => {
    const account = await t.createAccount();
    const withSession = createClient({
      baseUrl: TEST_BASE_URL,
      token: account.session,
      fetch: t.fetch,
    });
    const created = await withSession.POST("/api/v1/developers/me/keys", {
      body: { label: "sdk", environment: "test" },
    });
    expect(created.error).toBeUndefined();
    const api = createClient({ baseUrl: TEST_BASE_URL, token: created.data?.key, fetch: t.fetch });

    const query = await api.POST("/api/v1/prescribing/query", {
      body: {
        query: letter(COMPLETE),
        ...patientFields,
        external_id: "sdk-1",
        data_visibility: "full",
        sandbox_progression: "manual",
      },
    });
    expect(query.data?.final_decision_ready).toBe(true);
    const id = query.data?.encounter_id as string;
    const step = (event: string, extra: Record<string, unknown> = {}) =>
      api.POST("/api/v1/prescribing/sandbox/encounters/{id}/advance", {
        params: { path: { id } },
        body: { event, ...extra } as { event: string },
      });
    expect((await step("consent_accepted")).data?.status).toBe("pending_identity");
    expect((await step("identity_verified")).data?.status).toBe("in_review");
    expect((await step("physician_message")).data?.webhook.type).toBe("encounter.message");
    t.clock.advance(1000);
    const reply = await api.POST("/api/v1/prescribing/encounters/{id}/messages", {
      params: { path: { id } },
      body: { message: "Since Monday." },
    });
    expect(reply.data).toMatchObject({ author: "patient", viaApp: true });
    const done = await step("complete", { rx_count: 2 });
    expect(done.data).toMatchObject({ status: "completed", rxCount: 2 });
    const wrong = await step("complete");
    expect(wrong.error).toMatchObject({ status: 409, code: "event_not_available" });

    const poll = await api.GET("/api/v1/prescribing/encounters", {
      params: { query: { external_id: "sdk-1" } },
    });
    expect(poll.data?.encounters[0]).toMatchObject({
      status: "completed",
      rxCount: 2,
      hasClinicianMessage: true,
    });
    const details = await api.GET("/api/v1/prescribing/encounters/{id}/details", {
      params: { path: { id } },
    });
    expect(details.data?.conversation.map((c) => c.author)).toEqual(["clinician", "patient"]);
    expect(details.data?.prescriptions).toHaveLength(2);
  });
});
