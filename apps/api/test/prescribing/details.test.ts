import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE, letter } from "../encounters/seed";
import { createTestApp, type TestApp } from "../harness";
import { advance, createDeveloper, createRequest } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_URL: "http://web.test" });
});
afterAll(() => t.close());

const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const details = (id: string, token: string) =>
  t.get(`/api/v1/prescribing/encounters/${id}/details`, { token });
const reply = (id: string, token: string, body: unknown) =>
  t.post(`/api/v1/prescribing/encounters/${id}/messages`, body, { token });

async function inReview(token: string, extra: Record<string, unknown> = {}) {
  const r = await createRequest(t, token, {
    data_visibility: "full",
    sandbox_progression: "manual",
    ...extra,
  });
  await advance(t, token, r.encounter_id, { event: "consent_accepted" });
  await advance(t, token, r.encounter_id, { event: "identity_verified" });
  return r;
}

describe("details", () => {
  it("outcome-only: 403 data_visibility_not_enabled, also on messages and after completion", async () => {
    const dev = await createDeveloper(t);
    const r = await createRequest(t, dev.testKey);
    for (const res of [
      await details(r.encounter_id, dev.testKey),
      await reply(r.encounter_id, dev.testKey, { message: "hi" }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("data_visibility_not_enabled");
    }
    await advance(t, dev.testKey, r.encounter_id, { event: "consent_accepted" });
    const after = await details(r.encounter_id, dev.testKey);
    expect(after.status).toBe(403);
    expect(after.body.code).toBe("data_visibility_not_enabled");
  });

  it("full: 403 consent_pending until data-sharing consent, then the details object field for field", async () => {
    const dev = await createDeveloper(t);
    const r = await createRequest(t, dev.testKey, {
      data_visibility: "full",
      sandbox_progression: "manual",
      external_id: "d-1",
      images: [{ base64: PNG, name: "photo.png" }],
    });
    const pending = await details(r.encounter_id, dev.testKey);
    expect(pending.status).toBe(403);
    expect(pending.body.code).toBe("consent_pending");
    const pendingReply = await reply(r.encounter_id, dev.testKey, { message: "hi" });
    expect(pendingReply.body.code).toBe("consent_pending");

    await advance(t, dev.testKey, r.encounter_id, { event: "consent_accepted" });
    await advance(t, dev.testKey, r.encounter_id, { event: "identity_verified" });
    await advance(t, dev.testKey, r.encounter_id, {
      event: "physician_message",
      message: "**How long** have you had it?\r\nAny <b>fever</b>?",
    });
    await advance(t, dev.testKey, r.encounter_id, { event: "complete", rx_count: 2 });
    const res = await details(r.encounter_id, dev.testKey);
    expect(res.status).toBe(200);
    const b = res.body;
    expect(Object.keys(b).sort()).toEqual(
      [
        "encounterId",
        "externalId",
        "status",
        "dataVisibility",
        "dataSharingConsentAt",
        "patient",
        "clinicalLetter",
        "clinicalLetterImages",
        "conversation",
        "clinicalDecision",
        "clinicalDocumentation",
        "prescriptions",
        "rxCount",
      ].sort(),
    );
    expect(b).toMatchObject({
      encounterId: r.encounter_id,
      externalId: "d-1",
      status: "completed",
      dataVisibility: "full",
      dataSharingConsentAt: expect.any(String),
      patient: {
        firstName: expect.any(String),
        lastName: expect.any(String),
        dateOfBirth: expect.any(String),
        sex: expect.any(String),
        state: "CA",
      },
      clinicalLetter: letter(COMPLETE),
      clinicalDecision: "treatment_prescribed",
      clinicalDocumentation: [],
      rxCount: 2,
    });
    expect(b.clinicalLetterImages).toEqual([
      {
        id: expect.any(String),
        fileName: "photo.png",
        mimeType: "image/png",
        url: expect.stringMatching(
          /^http:\/\/api\.test\/api\/v1\/images\/[0-9a-f-]+\?exp=\d+&sig=[0-9a-f]{64}$/,
        ),
        urlExpiresAt: new Date(
          Math.floor(t.clock.now().getTime() / 1000) * 1000 + 15 * 60_000,
        ).toISOString(),
      },
    ]);
    const image = await t.get(b.clinicalLetterImages[0].url.replace("http://api.test", ""));
    expect(image.status).toBe(200);
    expect(b.conversation).toEqual([
      {
        author: "clinician",
        message: "How long have you had it?\nAny fever?",
        createdAt: expect.any(String),
        viaApp: false,
        images: [],
      },
    ]);
    expect(b.prescriptions).toHaveLength(2);
    expect(b.prescriptions[0]).toEqual({
      medication: expect.any(String),
      quantity: expect.any(String),
      refills: expect.any(Number),
      instructions: expect.any(String),
      pharmacyState: "active",
    });
    expect(res.text).not.toContain("identity_session");
  });

  it("404 for another developer's request and across environments", async () => {
    const a = await createDeveloper(t);
    const b = await createDeveloper(t);
    const r = await inReview(a.testKey);
    expect((await details(r.encounter_id, b.testKey)).status).toBe(404);
    expect((await details(r.encounter_id, a.liveKey)).status).toBe(404);
    expect((await reply(r.encounter_id, b.testKey, { message: "x" })).status).toBe(404);
    expect((await details("not-a-uuid", a.testKey)).status).toBe(404);
  });
});

describe("relayed replies", () => {
  it("accepts 4,000 characters and 3 images, refuses 4,001 and 4; moves a waiting request back to the queue", async () => {
    const dev = await createDeveloper(t);
    const r = await inReview(dev.testKey);
    await advance(t, dev.testKey, r.encounter_id, { event: "physician_message" });
    const state = async () =>
      (
        await t.db
          .selectFrom("encounters")
          .select("state")
          .where("id", "=", r.encounter_id)
          .executeTakeFirstOrThrow()
      ).state;
    expect(await state()).toBe("waitingForPatientReply");
    t.clock.advance(1000);

    const ok = await reply(r.encounter_id, dev.testKey, {
      message: "a".repeat(4000),
      images: [{ base64: PNG }, { base64: PNG }, { base64: PNG, name: "3.png" }],
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({
      messageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      createdAt: t.clock.now().toISOString(),
      author: "patient",
      viaApp: true,
    });
    expect(await state()).toBe("reviewing");

    const long = await reply(r.encounter_id, dev.testKey, { message: "a".repeat(4001) });
    expect(long.status).toBe(400);
    expect(long.body.code).toBe("message_too_long");
    const four = await reply(r.encounter_id, dev.testKey, {
      message: "x",
      images: [{ base64: PNG }, { base64: PNG }, { base64: PNG }, { base64: PNG }],
    });
    expect(four.status).toBe(400);
    expect(four.body.code).toBe("too_many_images");
    const empty = await reply(r.encounter_id, dev.testKey, { message: "  " });
    expect(empty.status).toBe(400);

    const d = await details(r.encounter_id, dev.testKey);
    const last = d.body.conversation.at(-1);
    expect(last).toMatchObject({ author: "patient", viaApp: true, message: "a".repeat(4000) });
    expect(last.images).toHaveLength(3);
    expect(last.images[2].fileName).toBe("3.png");
    expect(d.body.clinicalLetterImages).toEqual([]);
  });

  it("409 encounter_closed on a canceled request", async () => {
    const dev = await createDeveloper(t);
    const r = await inReview(dev.testKey);
    await advance(t, dev.testKey, r.encounter_id, { event: "cancel" });
    const res = await reply(r.encounter_id, dev.testKey, { message: "still there?" });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("encounter_closed");
  });
});

describe("dashboard aliases", () => {
  it("the signed-in developer reads details and drives the sandbox through /developers/me", async () => {
    const dev = await createDeveloper(t);
    const r = await createRequest(t, dev.testKey, {
      data_visibility: "full",
      sandbox_progression: "manual",
    });
    const view = await t.get(`/developers/me/sandbox/encounters/${r.encounter_id}`, {
      token: dev.session,
    });
    expect(view.status).toBe(200);
    expect(view.body.status).toBe("awaiting_consent");
    const adv = await t.post(
      `/developers/me/sandbox/encounters/${r.encounter_id}/advance`,
      { event: "consent_accepted" },
      { token: dev.session },
    );
    expect(adv.status).toBe(200);
    expect(adv.body.status).toBe("pending_identity");
    const d = await t.get(`/developers/me/encounters/${r.encounter_id}/details`, {
      token: dev.session,
    });
    expect(d.status).toBe(200);
    expect(d.body.encounterId).toBe(r.encounter_id);
    const other = await t.createAccount();
    expect(
      (await t.get(`/developers/me/encounters/${r.encounter_id}/details`, { token: other.session }))
        .status,
    ).toBe(404);
    expect(
      (await t.get(`/developers/me/encounters/${r.encounter_id}/details`, { token: dev.testKey }))
        .status,
    ).toBe(403);
    const live = await createRequest(t, dev.liveKey);
    expect(
      (
        await t.get(`/developers/me/sandbox/encounters/${live.encounter_id}`, {
          token: dev.session,
        })
      ).status,
    ).toBe(404);
  });

  it("clinicalDecision uses the live vocabulary in the sandbox too; rows of the older sandbox read as their live names", async () => {
    const dev = await createDeveloper(t);
    const r = await inReview(dev.testKey);
    const done = await advance(t, dev.testKey, r.encounter_id, { event: "complete", rx_count: 0 });
    expect(done.status).toBe(200);
    expect((await details(r.encounter_id, dev.testKey)).body.clinicalDecision).toBe("advice_only");
    for (const [stored, shown] of [
      ["prescribed", "treatment_prescribed"],
      ["no_prescription", "advice_only"],
      ["incomplete", "incomplete"],
    ]) {
      await t.db
        .updateTable("encounters")
        .set({ clinical_decision: stored })
        .where("id", "=", r.encounter_id)
        .execute();
      expect((await details(r.encounter_id, dev.testKey)).body.clinicalDecision).toBe(shown);
    }
  });
});
