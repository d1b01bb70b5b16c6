import { enqueuePatientNotice } from "@intake/core/care";
import { REVIEW_PRICING } from "@intake/core/developers";
import { newId } from "@intake/core/kernel";
import { inTransaction } from "@intake/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE, letter } from "../encounters/seed";
import { createTestApp, type TestApp } from "../harness";
import { createDeveloper, createRequest, outcomeEvents } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_URL: "http://web.test" });
});
afterAll(() => t.close());

const patient = {
  first_name: "Grace",
  last_name: "Hopper",
  date_of_birth: "1980-02-03",
  sex: "female",
  state: "NY",
  zip: "10001",
  phone: "+12125550123",
  consent_attested: true,
};

/** What the review flow (another part of the service) does: a change and the seam call, in one transaction. */
async function change(encounterId: string, write: (trx: any) => Promise<void>, kind: any) {
  await inTransaction(t.db, async (trx) => {
    await write(trx);
    await t.services.encounterEvents.publish(trx, t.clock.now(), encounterId, kind);
  });
}

describe("live requests through the review seam", () => {
  it("developer-consented patients need the enterprise flag; their requests skip consent and go straight to the queue", async () => {
    const dev = await createDeveloper(t);
    const refused = await t.post("/api/v1/prescribing/patients", patient, { token: dev.liveKey });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("enterprise_agreement_required");
    await t.db
      .insertInto("developer_settings")
      .values({
        developer_id: dev.id,
        enterprise: true,
        data_visibility: "full",
        updated_at: t.clock.now(),
      })
      .execute();
    const created = await t.post("/api/v1/prescribing/patients", patient, { token: dev.liveKey });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      patient_id: expect.any(String),
      environment: "live",
      created_at: t.clock.now().toISOString(),
    });
    const other = await createDeveloper(t);
    const foreign = await t.post(
      "/api/v1/prescribing/query",
      { query: letter(COMPLETE), patient_id: created.body.patient_id },
      { token: other.liveKey },
    );
    expect(foreign.status).toBe(403);

    const outboxBefore = await t.db
      .selectFrom("outbox")
      .select("id")
      .where("topic", "=", "email.send")
      .execute();
    const r = await t.post(
      "/api/v1/prescribing/query",
      { query: letter(COMPLETE), patient_id: created.body.patient_id, external_id: "ent-1" },
      { token: dev.liveKey },
    );
    expect(r.status).toBe(200);
    expect(r.body.status).toBe("in_review");
    expect(r.body.consent_url).toBeUndefined();
    const id = r.body.encounter_id;
    const enc = await t.db
      .selectFrom("encounters")
      .select(["state", "patient_id", "sandbox"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(enc).toEqual({
      state: "submitted",
      patient_id: created.body.patient_id,
      sandbox: false,
    });

    // A clinician (the review flow) claims it, writes, prescribes and completes.
    const clinician = await t.createUser();
    await t.db
      .insertInto("clinicians")
      .values({
        user_id: clinician.id,
        first_name: "Maria",
        last_name: "Lopez",
        credentials: "MD",
        licensed_states: ["NY"],
        created_at: t.clock.now(),
        updated_at: t.clock.now(),
      })
      .execute();
    const chatId = newId();
    await change(
      id,
      (trx) =>
        trx
          .insertInto("chat_events")
          .values({
            id: chatId,
            encounter_id: id,
            author_user_id: clinician.id,
            author_role: "clinician",
            type: "chat",
            message: "Private question",
            source: "web",
            created_at: t.clock.now(),
          })
          .execute(),
      { kind: "clinician_message", chatEventId: chatId },
    );
    const rxId = newId();
    await change(
      id,
      (trx) =>
        trx
          .insertInto("prescriptions")
          .values({
            id: rxId,
            encounter_id: id,
            patient_id: created.body.patient_id,
            clinician_id: clinician.id,
            medication: "Cetirizine 10 mg",
            quantity: "30",
            refills: 2,
            instructions: "Once daily",
            created_at: t.clock.now(),
            updated_at: t.clock.now(),
          })
          .execute(),
      { kind: "prescription_written", prescriptionId: rxId },
    );
    await change(
      id,
      (trx) =>
        trx
          .updateTable("encounters")
          .set({ state: "completed", clinical_decision: "prescribed", completed_at: t.clock.now() })
          .where("id", "=", id)
          .execute(),
      { kind: "completed" },
    );
    await change(
      id,
      (trx) =>
        trx
          .updateTable("prescriptions")
          .set({ status: "depleted" })
          .where("id", "=", rxId)
          .execute(),
      { kind: "prescription_status", prescriptionId: rxId, status: "depleted" },
    );

    // Developer-consented patients are never e-mailed: the review's notices are not queued.
    for (const notice of [
      "clinician_message",
      "prescription_written",
      "encounter_completed",
    ] as const)
      expect(await enqueuePatientNotice(t.db, t.config, t.clock.now(), id, notice)).toBe(false);
    const emailsAfter = await t.db
      .selectFrom("outbox")
      .select("id")
      .where("topic", "=", "email.send")
      .execute();
    expect(emailsAfter.length).toBe(outboxBefore.length);

    const events = await outcomeEvents(t, id);
    expect(events.map((e) => [e.environment, e.envelope.type, e.envelope.sandbox])).toEqual([
      ["live", "encounter.message", false],
      ["live", "encounter.completed", false],
      ["live", "encounter.prescription", false],
    ]);
    const detailsUrl = `http://api.test/api/v1/prescribing/encounters/${id}/details`;
    // Developer-consented: no chat_url.
    expect(events[0].envelope.data).toEqual({
      encounter_id: id,
      external_id: "ent-1",
      status: "in_review",
      rx_count: 0,
      details_url: detailsUrl,
    });
    expect(events[1].envelope.data).toEqual({
      encounter_id: id,
      external_id: "ent-1",
      status: "completed",
      rx_count: 1,
      details_url: detailsUrl,
    });
    expect(events[2].envelope.data).toEqual({
      encounter_id: id,
      external_id: "ent-1",
      prescription_status: "depleted",
      details_url: detailsUrl,
    });
    expect(JSON.stringify(events)).not.toContain("Private question");

    const poll = await t.get("/api/v1/prescribing/encounters?external_id=ent-1", {
      token: dev.liveKey,
    });
    expect(poll.body.encounters[0]).toMatchObject({
      status: "completed",
      rxCount: 1,
      hasClinicianMessage: true,
      chatUrl: null,
      sandbox: false,
    });
    const details = await t.get(`/api/v1/prescribing/encounters/${id}/details`, {
      token: dev.liveKey,
    });
    expect(details.body.patient).toEqual({
      firstName: "Grace",
      lastName: "Hopper",
      dateOfBirth: "1980-02-03",
      sex: "female",
      state: "NY",
    });
    expect(details.body.conversation[0]).toMatchObject({
      author: "clinician",
      clinicianName: "Maria Lopez, MD",
    });
    expect(details.body.prescriptions[0]).toMatchObject({
      clinicianName: "Maria Lopez, MD",
      pharmacyState: "depleted",
    });

    const usage = await t.db
      .selectFrom("prescribing_usage")
      .selectAll()
      .where("encounter_id", "=", id)
      .execute();
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({
      developer_id: dev.id,
      outcome: "complete",
      amount_cents: REVIEW_PRICING.complete_review_cents,
    });

    const outboxAfter = await t.db
      .selectFrom("outbox")
      .select("id")
      .where("topic", "=", "email.send")
      .execute();
    expect(outboxAfter).toHaveLength(outboxBefore.length);
  });

  it("cancellation emits encounter.canceled; an incomplete review is billed at the incomplete price; other encounters are untouched", async () => {
    const dev = await createDeveloper(t);
    const a = await createRequest(t, dev.liveKey, { external_id: "c-1" });
    await change(a.encounter_id, async () => {}, { kind: "submitted" });
    await change(a.encounter_id, async () => {}, { kind: "canceled" });
    const events = await outcomeEvents(t, a.encounter_id);
    expect(events.map((e) => e.envelope.data)).toEqual([
      { encounter_id: a.encounter_id, external_id: "c-1", status: "canceled", rx_count: 0 },
    ]);
    const b = await createRequest(t, dev.liveKey);
    await change(b.encounter_id, async () => {}, { kind: "submitted" });
    await change(
      b.encounter_id,
      (trx) =>
        trx
          .updateTable("encounters")
          .set({ clinical_decision: "incomplete" })
          .where("id", "=", b.encounter_id)
          .execute(),
      { kind: "completed" },
    );
    const usage = await t.db
      .selectFrom("prescribing_usage")
      .selectAll()
      .where("encounter_id", "=", b.encounter_id)
      .executeTakeFirstOrThrow();
    expect(usage).toMatchObject({
      outcome: "incomplete",
      amount_cents: REVIEW_PRICING.incomplete_review_cents,
    });

    const before = await t.db.selectFrom("outbox").select("id").execute();
    const agent = await t.post("/api/v1/agent/query", { query: letter(COMPLETE) });
    await change(agent.body.encounter_id, async () => {}, { kind: "completed" });
    expect(await t.db.selectFrom("outbox").select("id").execute()).toHaveLength(before.length);
  });
});
