import { newId } from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE, letter, query, seedSubscriber, stateOf } from "../encounters/seed";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";
import {
  createClinician,
  eventsPath,
  noticesOf,
  reviewPath,
  seedPaidEncounter,
  type TestClinician,
} from "./helpers";

/** A real 2x2 PNG as sharp writes it (stored unchanged: re-encoding it gives the same bytes). */
const PNG = new Uint8Array(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWP4z8DwnwGM/zMwAAAf7gP9qS/A4gAAAABJRU5ErkJggg==",
    "base64",
  ),
);
const HOUR = 3600_000;

let t: TestApp;
let ca: TestClinician;
let ca2: TestClinician;
let ny: TestClinician;
beforeAll(async () => {
  t = await createTestApp();
  ca = await createClinician(t, ["CA", "OR"]);
  ca2 = await createClinician(t, ["CA"]);
  ny = await createClinician(t, ["NY"]);
});
afterAll(() => t.close());

const queueIds = async (c: TestClinician) => {
  const res = await t.get("/api/v1/clinician/queue", { token: c.session });
  expect(res.status).toBe(200);
  return res.body.encounters.map((e: { encounterId: string }) => e.encounterId) as string[];
};

describe("clinician procedures: who may call", () => {
  it("401 without a credential, 403 for an API key or a non-clinician session", async () => {
    const member = await t.createAccount();
    const none = await t.get("/api/v1/clinician/queue");
    expect(none.status).toBe(401);
    const key = await t.get("/api/v1/clinician/queue", { token: member.apiKey });
    expect(key.status).toBe(403);
    expect(key.body.code).toBe("clinician_session_required");
    const session = await t.get("/api/v1/clinician/queue", { token: member.session });
    expect(session.status).toBe(403);
    expect(session.body.code).toBe("clinician_required");
  });

  it("the procedures are tagged internal in the OpenAPI document", async () => {
    const doc = (await t.get("/api/v1/openapi.json")).body;
    const ops = Object.entries(doc.paths as Record<string, Record<string, { tags: string[] }>>)
      .filter(([path]) => path.startsWith("/api/v1/clinician/"))
      .flatMap(([, methods]) => Object.values(methods));
    expect(ops.length).toBe(14);
    for (const op of ops) expect(op.tags).toEqual(["internal"]);
  });
});

describe("clinician queue", () => {
  it("lists submitted, non-sandbox encounters of patients in the clinician's licensed states", async () => {
    const caEnc = await seedPaidEncounter(t, { stateOfResidence: "CA" });
    const orEnc = await seedPaidEncounter(t, { stateOfResidence: "OR" });
    const nyEnc = await seedPaidEncounter(t, { stateOfResidence: "NY" });
    const sandbox = await seedPaidEncounter(t, { stateOfResidence: "CA" });
    await t.db
      .updateTable("encounters")
      .set({ sandbox: true })
      .where("id", "=", sandbox.encounterId)
      .execute();
    const notPaid = await query(t, { query: letter(COMPLETE) });
    // Auto-submit (an API-key subscriber) reaches the queue too.
    const sub = await seedSubscriber(t);
    const auto = await query(t, { query: letter(COMPLETE), patient_id: sub.patientId }, sub.apiKey);
    expect(auto.body.auto_submit.status).toBe("submitted");

    const mine = await queueIds(ca);
    expect(mine).toEqual(
      expect.arrayContaining([caEnc.encounterId, orEnc.encounterId, auto.body.encounter_id]),
    );
    expect(mine).not.toContain(nyEnc.encounterId);
    expect(mine).not.toContain(sandbox.encounterId);
    expect(mine).not.toContain(notPaid.body.encounter_id);
    expect(await queueIds(ny)).toEqual([nyEnc.encounterId]);

    const entry = (await t.get("/api/v1/clinician/queue", { token: ca.session })).body
      .encounters[0];
    expect(entry).toEqual({
      encounterId: caEnc.encounterId,
      state: "submitted",
      submittedAt: expect.any(String),
      stateOfResidence: "CA",
      letterPreview: letter(COMPLETE).slice(0, 200),
    });
    // A clinician licensed elsewhere cannot open it; the sandbox one is invisible.
    expect((await t.get(reviewPath(caEnc.encounterId), { token: ny.session })).status).toBe(404);
    expect((await t.get(reviewPath(sandbox.encounterId), { token: ca.session })).status).toBe(404);
  });
});

describe("a review through the clinician procedures", () => {
  it("claim, read, message, ask, note, confirm history, prescribe, complete; audited and e-mailed", async () => {
    const res = await query(t, {
      query: letter(COMPLETE),
      images: [{ base64: Buffer.from(PNG).toString("base64"), name: "rash.png" }],
    });
    const e = await seedPaidEncounter(t);
    // Use the encounter with the image: pay for it as the seeded one was.
    const { markPaid } = await import("./helpers");
    await markPaid(t, res.body.encounter_id, e.owner.id, e.patientId, res.body.encounter_token);
    const id = res.body.encounter_id as string;
    const token = res.body.encounter_token as string;

    const view = await t.get(reviewPath(id), { token: ca.session });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      encounterId: id,
      state: "submitted",
      clinicianId: null,
      letter: letter(COMPLETE),
      patient: { id: e.patientId, firstName: "Test", lastName: "Patient", stateOfResidence: "CA" },
      events: [],
      notes: [],
      prescriptions: [],
    });
    expect(view.body.turns).toHaveLength(1);
    expect(view.body.images).toEqual([
      {
        id: expect.any(String),
        fileName: "rash.png",
        mimeType: "image/png",
        url: expect.stringMatching(
          new RegExp(`^${TEST_BASE_URL}/api/v1/images/[0-9a-f-]+\\?exp=\\d+&sig=[0-9a-f]{64}$`),
        ),
        urlExpiresAt: new Date(
          Math.floor(t.clock.now().getTime() / 1000) * 1000 + 15 * 60_000,
        ).toISOString(),
      },
    ]);
    const image = await t.get(view.body.images[0].url.slice(TEST_BASE_URL.length));
    expect(image.status).toBe(200);

    // Actions before the claim are refused with the state.
    const early = await t.post(
      reviewPath(id, "messages"),
      { message: "hi" },
      { token: ca.session },
    );
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: "invalid_encounter_state", state: "submitted" });

    const claimed = await t.post(reviewPath(id, "claim"), {}, { token: ca.session });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ state: "reviewing", clinicianId: ca.id });
    expect(await queueIds(ca)).not.toContain(id);
    const again = await t.post(reviewPath(id, "claim"), {}, { token: ca2.session });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("already_claimed");
    expect((await t.get(reviewPath(id), { token: ca2.session })).status).toBe(409);
    const mine = await t.get("/api/v1/clinician/encounters", { token: ca.session });
    expect(mine.body.encounters.map((x: { encounterId: string }) => x.encounterId)).toContain(id);

    t.clock.advance(60_000);
    const msg = await t.post(
      reviewPath(id, "messages"),
      { message: "Thanks, I have read your letter." },
      { token: ca.session },
    );
    expect(msg.status).toBe(200);
    expect(msg.body.events.at(-1)).toMatchObject({
      authorId: ca.id,
      type: "chat",
      isOwn: false,
      author: { clinician: { firstName: "Rita", lastName: "Okafor", credentials: "MD" } },
    });

    t.clock.advance(60_000);
    const asked = await t.post(
      reviewPath(id, "questions"),
      { message: "Do the symptoms get worse outdoors?" },
      { token: ca.session },
    );
    expect(asked.body.state).toBe("waitingForPatientReply");
    expect(asked.body.events.at(-1).type).toBe("question");

    // The agent reads the question and answers through the API.
    const polled = await t.get(eventsPath(id), { token });
    expect(polled.body.state).toBe("waitingForPatientReply");
    expect(polled.body.events.map((x: { type: string }) => x.type)).toEqual(["chat", "question"]);
    t.clock.advance(60_000);
    await t.post(eventsPath(id), { message: "Yes, much worse outside." }, { token });
    expect(await stateOf(t, id)).toBe("reviewing");
    const back = await t.get(reviewPath(id), { token: ca.session });
    expect(back.body.events.at(-1)).toMatchObject({ isOwn: true, source: "api" });

    const noted = await t.post(
      reviewPath(id, "notes"),
      { note: "Seasonal allergic rhinitis; no red flags." },
      { token: ca.session },
    );
    expect(noted.body.notes).toEqual([
      {
        id: expect.any(String),
        note: "Seasonal allergic rhinitis; no red flags.",
        clinicianName: "Rita Okafor, MD",
        createdAt: t.clock.now().toISOString(),
      },
    ]);

    const history = await t.post(
      reviewPath(id, "history"),
      {
        allergies: [{ substance: "penicillin", reaction: "hives", severity: "moderate" }],
        medications: [{ name: "cetirizine 10 mg", status: "active" }],
      },
      { token: ca.session },
    );
    expect(history.status).toBe(200);
    const patient = await t.get(`/api/v1/patients/${e.patientId}`, { token: e.owner.apiKey });
    expect(patient.body.clinicalHistory).toEqual({
      allergies: [
        {
          substance: "penicillin",
          reaction: "hives",
          severity: "moderate",
          confirmedBy: "Rita Okafor, MD",
          confirmedAt: t.clock.now().toISOString(),
        },
      ],
      medications: [
        {
          name: "cetirizine 10 mg",
          status: "active",
          confirmedBy: "Rita Okafor, MD",
          confirmedAt: t.clock.now().toISOString(),
        },
      ],
    });
    const empty = await t.post(reviewPath(id, "history"), {}, { token: ca.session });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe("nothing_to_confirm");

    const badRx = await t.post(
      reviewPath(id, "prescriptions"),
      { medication: "albuterol", quantity: "1 inhaler", refills: 13, instructions: "2 puffs" },
      { token: ca.session },
    );
    expect(badRx.status).toBe(400);
    const rx1 = await t.post(
      reviewPath(id, "prescriptions"),
      {
        medication: "fluticasone",
        quantity: "1 bottle",
        refills: 2,
        instructions: "2 sprays each nostril daily",
      },
      { token: ca.session },
    );
    expect(rx1.status).toBe(200);
    t.clock.advance(1000);
    const rx2 = await t.post(
      reviewPath(id, "prescriptions"),
      { medication: "Saline rinse kit", quantity: "1 kit", refills: 0, instructions: "Daily" },
      { token: ca.session },
    );
    expect(rx2.body.prescriptions).toEqual([
      expect.objectContaining({
        medication: "fluticasone",
        fromCatalogue: true,
        refills: 2,
        status: "active",
        clinicianName: "Rita Okafor, MD",
      }),
      expect.objectContaining({ medication: "Saline rinse kit", fromCatalogue: false, refills: 0 }),
    ]);

    const done = await t.post(
      reviewPath(id, "complete"),
      { decision: "treatment_prescribed" },
      { token: ca.session },
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      state: "completed",
      clinicalDecision: "treatment_prescribed",
      completedAt: t.clock.now().toISOString(),
      followUpUntil: new Date(t.clock.now().getTime() + 72 * HOUR).toISOString(),
    });
    // Follow-up: messages and notes still allowed, prescriptions are not.
    const followUp = await t.post(
      reviewPath(id, "messages"),
      { message: "Tell me how you feel in two days." },
      { token: ca.session },
    );
    expect(followUp.status).toBe(200);
    const lateRx = await t.post(
      reviewPath(id, "prescriptions"),
      { medication: "albuterol", quantity: "1", refills: 0, instructions: "x" },
      { token: ca.session },
    );
    expect(lateRx.status).toBe(409);
    expect(lateRx.body.code).toBe("invalid_encounter_state");

    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "actor_user_id", "actor_kind", "detail"])
      .where("entity_id", "=", id)
      .where("action", "like", "review.%")
      .where("action", "!=", "review.viewed")
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      "review.claimed",
      "review.message_sent",
      "review.question_asked",
      "review.note_added",
      "review.history_confirmed",
      "review.prescription_written",
      "review.prescription_written",
      "review.completed",
      "review.message_sent",
    ]);
    expect(new Set(audit.map((a) => a.actor_user_id))).toEqual(new Set([ca.id]));
    expect(JSON.stringify(audit)).not.toContain("penicillin");
    expect(await noticesOf(t, id)).toEqual([
      "notice.question_asked",
      "notice.prescription_written",
      "notice.prescription_written",
      "notice.encounter_completed",
    ]);
  });

  it("completing with treatment_prescribed needs a prescription; other decisions do not", async () => {
    const e = await seedPaidEncounter(t);
    await t.post(reviewPath(e.encounterId, "claim"), {}, { token: ca.session });
    const refused = await t.post(
      reviewPath(e.encounterId, "complete"),
      { decision: "treatment_prescribed" },
      { token: ca.session },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("prescription_required");
    const bad = await t.post(
      reviewPath(e.encounterId, "complete"),
      { decision: "maybe" },
      { token: ca.session },
    );
    expect(bad.status).toBe(400);
    const ok = await t.post(
      reviewPath(e.encounterId, "complete"),
      { decision: "advice_only" },
      { token: ca.session },
    );
    expect(ok.body).toMatchObject({ state: "completed", clinicalDecision: "advice_only" });
  });

  it("a clinician cancels from the queue: canceled, submission canceled, chat closed", async () => {
    const e = await seedPaidEncounter(t);
    const res = await t.post(
      reviewPath(e.encounterId, "cancel"),
      { reason: "Needs an in-person exam" },
      { token: ca.session },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: "canceled", canceledAt: t.clock.now().toISOString() });
    const sub = await t.db
      .selectFrom("submissions")
      .select("status")
      .where("encounter_id", "=", e.encounterId)
      .executeTakeFirstOrThrow();
    expect(sub.status).toBe("canceled");
    const post = await t.post(
      eventsPath(e.encounterId),
      { message: "why?" },
      { token: e.encounterToken },
    );
    expect(post.status).toBe(400);
    expect(post.body.code).toBe("chat_closed");
    // The canceling clinician still opens it (a queued encounter becomes theirs), and cannot
    // cancel it twice.
    const after = await t.get(reviewPath(e.encounterId), { token: ca.session });
    expect(after.status).toBe(200);
    expect(after.body.state).toBe("canceled");
    const again = await t.post(reviewPath(e.encounterId, "cancel"), {}, { token: ca.session });
    expect([again.status, again.body.code]).toEqual([409, "invalid_encounter_state"]);
  });

  it("unknown ids are 404; a malformed id is 400", async () => {
    expect((await t.get(reviewPath(newId()), { token: ca.session })).status).toBe(404);
    expect((await t.post(reviewPath(newId(), "claim"), {}, { token: ca.session })).status).toBe(
      404,
    );
    expect((await t.get(reviewPath("nope"), { token: ca.session })).status).toBe(400);
  });
});
