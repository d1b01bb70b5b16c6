import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE, INCOMPLETE, letter, TOO_SHORT } from "../encounters/seed";
import { createTestApp, type TestApp } from "../harness";
import { createDeveloper, createRequest, patientFields } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_URL: "http://web.test" });
});
afterAll(() => t.close());

const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

describe("prescribing query", () => {
  it("sandbox: a ready letter answers consent_url (&sandbox=1), pricing in cents and simulated_decision", async () => {
    const dev = await createDeveloper(t);
    const res = await t.post(
      "/api/v1/prescribing/query",
      {
        query: letter(COMPLETE),
        ...patientFields,
        external_id: "req_001",
        images: [{ base64: PNG, name: "rash.png" }],
      },
      { token: dev.testKey },
    );
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b).toMatchObject({
      environment: "test",
      sandbox: true,
      status: "awaiting_consent",
      external_id: "req_001",
      data_visibility: "outcome_only",
      final_decision_ready: true,
      missing_items: [],
    });
    expect(b.encounter_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.session_token).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(b.evaluation)).toHaveLength(11);
    expect(b.consent_url).toMatch(
      new RegExp(`^http://web\\.test/consent/${b.encounter_id}\\?token=[0-9a-f]{64}&sandbox=1$`),
    );
    expect(b.pricing).toEqual({
      complete_review_cents: expect.any(Number),
      incomplete_review_cents: expect.any(Number),
      note: expect.any(String),
    });
    expect(b.pricing.complete_review_cents).toBeGreaterThan(b.pricing.incomplete_review_cents);
    expect(b.simulated_decision).toMatchObject({
      status: "completed",
      // The live review's vocabulary, so one client handles both environments.
      clinical_decision: "treatment_prescribed",
      message_to_patient: expect.any(String),
    });
    expect(b.simulated_decision.prescriptions).toHaveLength(1);
    const enc = await t.db
      .selectFrom("encounters")
      .select(["sandbox", "state", "user_id"])
      .where("id", "=", b.encounter_id)
      .executeTakeFirstOrThrow();
    expect(enc).toEqual({ sandbox: true, state: "readyForCheckout", user_id: null });
    const images = await t.db
      .selectFrom("images")
      .select("name")
      .where("encounter_id", "=", b.encounter_id)
      .execute();
    expect(images).toEqual([{ name: "rash.png" }]);
  });

  it("live: no sandbox fields, and patients outside the 18 served states are refused", async () => {
    const dev = await createDeveloper(t);
    const live = await createRequest(t, dev.liveKey);
    expect(live.environment).toBe("live");
    expect(live.sandbox).toBe(false);
    expect(live.consent_url).not.toContain("sandbox");
    expect(live.simulated_decision).toBeUndefined();
    const refused = await t.post(
      "/api/v1/prescribing/query",
      { query: letter(COMPLETE), ...patientFields, patient_state: "WY" },
      { token: dev.liveKey },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("state_not_served");
    expect(refused.body.error).toContain("WY");
    const sandboxOk = await t.post(
      "/api/v1/prescribing/query",
      { query: letter(COMPLETE), ...patientFields, patient_state: "WY" },
      { token: dev.testKey },
    );
    expect(sandboxOk.status).toBe(200);
    const progression = await t.post(
      "/api/v1/prescribing/query",
      { query: letter(COMPLETE), ...patientFields, sandbox_progression: "manual" },
      { token: dev.liveKey },
    );
    expect(progression.status).toBe(400);
    expect(progression.body.code).toBe("sandbox_only");
  });

  it("refuses personal data in external_id, letters outside 500-10,000, and missing patient fields", async () => {
    const dev = await createDeveloper(t);
    for (const external_id of ["jane.doe@example.com", "+1 415 555 0123", "Jane Doe"]) {
      const res = await t.post(
        "/api/v1/prescribing/query",
        { query: letter(COMPLETE), ...patientFields, external_id },
        { token: dev.testKey },
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("external_id_personal_data");
    }
    const ok = await createRequest(t, dev.testKey, { external_id: "user-8f2k-77" });
    expect(ok.external_id).toBe("user-8f2k-77");
    const short = await t.post(
      "/api/v1/prescribing/query",
      { query: letter(TOO_SHORT), ...patientFields },
      { token: dev.testKey },
    );
    expect(short.status).toBe(400);
    expect(short.body.code).toBe("letter_too_short");
    expect(short.body.min_length).toBe(500);
    const missing = await t.post(
      "/api/v1/prescribing/query",
      { query: letter(COMPLETE), patient_state: "CA" },
      { token: dev.testKey },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe("patient_contact_required");
    expect(missing.body.fields).toEqual(["patient_email", "patient_phone", "patient_zip"]);
    const phone = await t.post(
      "/api/v1/prescribing/query",
      { query: letter(COMPLETE), ...patientFields, patient_phone: "12" },
      { token: dev.testKey },
    );
    expect(phone.status).toBe(400);
    expect(phone.body.field).toBe("patient_phone");
    const requests = () =>
      t.db
        .selectFrom("prescribing_requests")
        .select((eb) => eb.fn.countAll().as("n"))
        .execute();
    const before = await requests();
    const four = await t.post(
      "/api/v1/prescribing/query",
      { query: letter(COMPLETE), ...patientFields, images: Array(4).fill({ base64: PNG }) },
      { token: dev.testKey },
    );
    expect(four.status).toBe(400);
    expect(four.body.code).toBe("too_many_images");
    expect(await requests()).toEqual(before);
  });

  it("iterates an incomplete letter with session_token; the visibility is snapshotted at creation", async () => {
    const dev = await createDeveloper(t);
    const first = await t.post(
      "/api/v1/prescribing/query",
      { query: letter(INCOMPLETE), ...patientFields, data_visibility: "full" },
      { token: dev.testKey },
    );
    expect(first.status).toBe(200);
    expect(first.body.final_decision_ready).toBe(false);
    expect(first.body.consent_url).toBeUndefined();
    expect(first.body.missing_items.length).toBeGreaterThan(0);
    const second = await t.post(
      "/api/v1/prescribing/query",
      {
        query: letter(COMPLETE),
        session_token: first.body.session_token,
        data_visibility: "outcome_only",
      },
      { token: dev.testKey },
    );
    expect(second.status).toBe(200);
    expect(second.body.encounter_id).toBe(first.body.encounter_id);
    expect(second.body.final_decision_ready).toBe(true);
    expect(second.body.data_visibility).toBe("full");
    const turns = await t.db
      .selectFrom("turns")
      .select("version")
      .where("encounter_id", "=", first.body.encounter_id)
      .execute();
    expect(turns).toHaveLength(2);

    // Another developer's key cannot continue it.
    const other = await createDeveloper(t);
    const foreign = await t.post(
      "/api/v1/prescribing/query",
      { query: letter(COMPLETE), session_token: first.body.session_token },
      { token: other.testKey },
    );
    expect(foreign.status).toBe(404);
  });

  it("data_visibility defaults to the developer's setting (outcome_only until changed)", async () => {
    const dev = await createDeveloper(t);
    expect((await createRequest(t, dev.testKey)).data_visibility).toBe("outcome_only");
    await t.db
      .insertInto("developer_settings")
      .values({ developer_id: dev.id, data_visibility: "full", updated_at: t.clock.now() })
      .execute();
    expect((await createRequest(t, dev.testKey)).data_visibility).toBe("full");
    expect(
      (await createRequest(t, dev.testKey, { data_visibility: "outcome_only" })).data_visibility,
    ).toBe("outcome_only");
  });
});

describe("polling", () => {
  it("lists the outcome projection exactly, scoped to developer and environment, filtered and paginated", async () => {
    const a = await createDeveloper(t);
    const b = await createDeveloper(t);
    const r1 = await createRequest(t, a.testKey, { external_id: "ext-1" });
    t.clock.advance(1000);
    const r2 = await createRequest(t, a.testKey, { external_id: "ext-2" });
    t.clock.advance(1000);
    await createRequest(t, a.liveKey, { external_id: "ext-1" });
    await createRequest(t, b.testKey, { external_id: "ext-1" });

    const all = await t.get("/api/v1/prescribing/encounters", { token: a.testKey });
    expect(all.status).toBe(200);
    expect(all.body.encounters.map((e: any) => e.encounterId)).toEqual([
      r2.encounter_id,
      r1.encounter_id,
    ]);
    expect(all.body.encounters[1]).toEqual({
      encounterId: r1.encounter_id,
      externalId: "ext-1",
      status: "awaiting_consent",
      rxCount: 0,
      sandbox: true,
      createdAt: expect.any(String),
      submittedAt: null,
      hasClinicianMessage: false,
      lastMessageAt: null,
      chatUrl: `http://web.test/c/${r1.encounter_id}`,
    });
    expect(all.body.next_cursor).toBeNull();

    const filtered = await t.get("/api/v1/prescribing/encounters?external_id=ext-1", {
      token: a.testKey,
    });
    expect(filtered.body.encounters.map((e: any) => e.encounterId)).toEqual([r1.encounter_id]);

    const page1 = await t.get("/api/v1/prescribing/encounters?limit=1", { token: a.testKey });
    expect(page1.body.encounters).toHaveLength(1);
    expect(page1.body.next_cursor).toEqual(expect.any(String));
    const page2 = await t.get(
      `/api/v1/prescribing/encounters?limit=1&cursor=${page1.body.next_cursor}`,
      {
        token: a.testKey,
      },
    );
    expect(page2.body.encounters.map((e: any) => e.encounterId)).toEqual([r1.encounter_id]);
    expect(page2.body.next_cursor).toBeNull();

    const live = await t.get("/api/v1/prescribing/encounters", { token: a.liveKey });
    expect(live.body.encounters).toHaveLength(1);
    expect(live.body.encounters[0].sandbox).toBe(false);
    const foreign = await t.get("/api/v1/prescribing/encounters?external_id=ext-2", {
      token: b.testKey,
    });
    expect(foreign.body.encounters).toEqual([]);
  });

  it("adds visitType and syncEscalated on accounts with live visits", async () => {
    const dev = await createDeveloper(t);
    await createRequest(t, dev.testKey);
    await t.db
      .insertInto("developer_settings")
      .values({ developer_id: dev.id, live_visits: true, updated_at: t.clock.now() })
      .execute();
    const res = await t.get("/api/v1/prescribing/encounters", { token: dev.testKey });
    expect(res.body.encounters[0]).toMatchObject({ visitType: "async", syncEscalated: false });
  });
});

describe("the agent query and prescribing requests", () => {
  it("a prescribing request's session_token does not work on the agent query (404)", async () => {
    const dev = await createDeveloper(t);
    const r = await createRequest(t, dev.testKey);
    const res = await t.post("/api/v1/agent/query", {
      query: letter(COMPLETE),
      session_token: r.session_token,
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("session_not_found");
  });
});
