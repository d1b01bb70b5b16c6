import { completeCheckout } from "@intake/core/billing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { anonymousReadyLetter, CARD_OK, readySelfPatient } from "../payments/subscribe";
import {
  COMPLETE,
  COMPLETE_2,
  INCOMPLETE,
  letter,
  query,
  seedPatient,
  seedSeat,
  seedSubscriber,
  seedSubscription,
  stateOf,
  verifyUser,
} from "./seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FAIR_USE_SUBMISSIONS_PER_PERIOD: "3" });
});
afterAll(() => t.close());

const reasonsOf = (body: { auto_submit: { status: string; pending_reasons?: string[] } }) => {
  expect(body.auto_submit.status).toBe("blocked");
  return [...(body.auto_submit.pending_reasons ?? [])].sort();
};

describe("auto-submit: submitted", () => {
  it("API key, complete letter, ready patient, active subscription: submitted with every field", async () => {
    const s = await seedSubscriber(t);
    const res = await query(t, { query: letter(COMPLETE), patient_id: s.patientId }, s.apiKey);
    expect(res.status).toBe(200);
    expect(res.body.auto_submit).toEqual({
      status: "submitted",
      submission_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      new_state: "submitted",
    });
    expect(res.body.submission_id).toBe(res.body.auto_submit.submission_id);
    expect(res.body.new_state).toBe("submitted");
    expect(res.body.already_claimed).toBe(true);
    expect(res.body.checkout_url).toContain(`/checkout/${res.body.encounter_id}?token=`);
    expect(res.body.pricing).toBeDefined();
    const enc = await t.db
      .selectFrom("encounters")
      .selectAll()
      .where("id", "=", res.body.encounter_id)
      .executeTakeFirstOrThrow();
    expect(enc).toMatchObject({
      state: "submitted",
      user_id: s.id,
      patient_id: s.patientId,
      billing_status: null,
    });
    const sub = await t.db
      .selectFrom("submissions")
      .selectAll()
      .where("id", "=", res.body.submission_id)
      .executeTakeFirstOrThrow();
    expect(sub).toMatchObject({
      status: "active",
      user_id: s.id,
      patient_id: s.patientId,
      query_snapshot: letter(COMPLETE),
    });
  });

  it("session JWT works too; self-patients and minors inherit the owner's verification", async () => {
    const owner = await t.createAccount();
    const subscriptionId = await seedSubscription(t, owner.id);
    await verifyUser(t, owner.id);
    const self = await seedPatient(t, owner.id, { relationship: "self", consented: true });
    const today = t.clock.now();
    const minorDob = `${today.getUTCFullYear() - 10}-01-01`;
    const minor = await seedPatient(t, owner.id, {
      relationship: "child",
      consented: true,
      dateOfBirth: minorDob,
    });
    await seedSeat(t, subscriptionId, minor);
    const adult = await seedPatient(t, owner.id, { relationship: "spouse", consented: true });
    await seedSeat(t, subscriptionId, adult);
    const r1 = await query(t, { query: letter(COMPLETE), patient_id: self }, owner.session);
    expect(r1.body.auto_submit.status).toBe("submitted");
    const r2 = await query(t, { query: letter(COMPLETE), patient_id: minor }, owner.session);
    expect(r2.body.auto_submit.status).toBe("submitted");
    // An adult spouse needs own verification: the owner's does not carry over.
    const r3 = await query(t, { query: letter(COMPLETE), patient_id: adult }, owner.session);
    expect(reasonsOf(r3.body)).toEqual(["patient_not_id_verified"]);
    expect(r3.body.submission_id).toBeUndefined();
    expect(r3.body.new_state).toBeUndefined();
    expect(r3.body.checkout_url).toBeDefined();
  });
});

describe("auto-submit: blocked with every applicable reason", () => {
  it("no patient, no subscription", async () => {
    const a = await t.createAccount();
    const res = await query(t, { query: letter(COMPLETE) }, a.apiKey);
    expect(reasonsOf(res.body)).toEqual(["patient_required", "subscription_required"]);
    expect(res.body.checkout_url).toBeDefined();
    expect(res.body.pricing).toBeDefined();
    expect(res.body.submission_id).toBeUndefined();
    expect(await stateOf(t, res.body.encounter_id)).toBe("readyForCheckout");
  });

  it("unconsented, unverified patient in an unserved state, lapsed subscription", async () => {
    const a = await t.createAccount();
    await seedSubscription(t, a.id, "past_due");
    const p = await seedPatient(t, a.id, { stateOfResidence: "NV" });
    const res = await query(t, { query: letter(COMPLETE), patient_id: p }, a.apiKey);
    expect(reasonsOf(res.body)).toEqual(
      [
        "patient_not_id_verified",
        "state_not_served",
        "subscription_required",
        "telehealth_consent_required",
      ].sort(),
    );
    expect(res.body.next_steps).toContain("not served");
  });

  it("incomplete letter for an authenticated caller: blocked with what else would block it, no checkout_url", async () => {
    const s = await seedSubscriber(t);
    const ready = await query(t, { query: letter(INCOMPLETE), patient_id: s.patientId }, s.apiKey);
    expect(ready.body.final_decision_ready).toBe(false);
    expect(reasonsOf(ready.body)).toEqual([]);
    expect(ready.body.checkout_url).toBeUndefined();
    expect(ready.body.pricing).toBeUndefined();
    const a = await t.createAccount();
    const bare = await query(t, { query: letter(INCOMPLETE) }, a.session);
    expect(reasonsOf(bare.body)).toEqual(["patient_required", "subscription_required"]);
  });

  it("fair-use cap reached: rate_limit_reached; replacing a submission does not count again", async () => {
    const s = await seedSubscriber(t);
    const first = await query(t, { query: letter(COMPLETE), patient_id: s.patientId }, s.apiKey);
    const second = await query(t, { query: letter(COMPLETE_2), patient_id: s.patientId }, s.apiKey);
    const third0 = await query(t, { query: letter(COMPLETE_2), patient_id: s.patientId }, s.apiKey);
    expect(first.body.auto_submit.status).toBe("submitted");
    expect(second.body.auto_submit.status).toBe("submitted");
    expect(third0.body.auto_submit.status).toBe("submitted");
    // Resubmitting the first encounter replaces its submission: still within the cap of 3.
    const again = await query(
      t,
      { query: letter(COMPLETE_2), session_token: first.body.session_token },
      s.apiKey,
    );
    expect(again.body.auto_submit.status).toBe("submitted");
    const third = await query(t, { query: letter(COMPLETE), patient_id: s.patientId }, s.apiKey);
    expect(reasonsOf(third.body)).toEqual(["rate_limit_reached"]);
    expect(third.body.checkout_url).toBeDefined();
  });

  it("an encounter bound to a patient the owner since archived: patient_not_owned", async () => {
    const s = await seedSubscriber(t);
    const first = await query(t, { query: letter(INCOMPLETE), patient_id: s.patientId }, s.apiKey);
    await t.db
      .updateTable("patients")
      .set({ archived_at: t.clock.now() })
      .where("id", "=", s.patientId)
      .execute();
    const res = await query(
      t,
      { query: letter(COMPLETE), session_token: first.body.session_token },
      s.apiKey,
    );
    expect(reasonsOf(res.body)).toEqual(["patient_not_owned"]);
  });

  it("anonymous continuation of a claimed encounter gets no auto_submit and does not submit", async () => {
    const s = await seedSubscriber(t);
    const first = await query(t, { query: letter(INCOMPLETE), patient_id: s.patientId }, s.apiKey);
    const anon = await query(t, {
      query: letter(COMPLETE),
      session_token: first.body.session_token,
    });
    expect(anon.status).toBe(200);
    expect(anon.body.auto_submit).toBeUndefined();
    expect(anon.body.submission_id).toBeUndefined();
    expect(anon.body.already_claimed).toBe(true);
    expect(anon.body.checkout_url).toBeDefined();
  });
});

describe("resubmission replaces a submission", () => {
  it("the earlier submission becomes canceled_replaced with replaced_by_id and an audit row; billing untouched", async () => {
    const s = await seedSubscriber(t);
    const first = await query(t, { query: letter(COMPLETE), patient_id: s.patientId }, s.apiKey);
    const second = await query(
      t,
      { query: letter(COMPLETE_2), session_token: first.body.session_token },
      s.apiKey,
    );
    expect(second.status).toBe(200);
    expect(second.body.auto_submit.status).toBe("submitted");
    expect(second.body.submission_id).not.toBe(first.body.submission_id);
    const subs = await t.db
      .selectFrom("submissions")
      .selectAll()
      .where("encounter_id", "=", first.body.encounter_id)
      .orderBy("created_at")
      .execute();
    expect(subs).toHaveLength(2);
    const old = subs.find((x) => x.id === first.body.submission_id);
    const fresh = subs.find((x) => x.id === second.body.submission_id);
    expect(old).toMatchObject({
      status: "canceled_replaced",
      replaced_by_id: second.body.submission_id,
    });
    expect(old?.canceled_at).not.toBeNull();
    expect(fresh).toMatchObject({ status: "active", query_snapshot: letter(COMPLETE_2) });
    const audit = await t.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "submission")
      .where("entity_id", "=", first.body.submission_id)
      .where("action", "=", "submission.replaced")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_user_id).toBe(s.id);
    expect(audit[0]?.detail).toMatchObject({ replaced_by_id: second.body.submission_id });
    const enc = await t.db
      .selectFrom("encounters")
      .selectAll()
      .where("id", "=", first.body.encounter_id)
      .executeTakeFirstOrThrow();
    expect(enc).toMatchObject({
      state: "submitted",
      billing_type: null,
      billing_amount: null,
      billing_status: null,
    });
  });

  it("an incomplete resubmission keeps the earlier submission in review; a complete one then replaces it", async () => {
    const s = await seedSubscriber(t);
    const first = await query(t, { query: letter(COMPLETE), patient_id: s.patientId }, s.apiKey);
    const res = await query(
      t,
      { query: letter(INCOMPLETE), session_token: first.body.session_token },
      s.apiKey,
    );
    expect(res.status).toBe(200);
    expect(res.body.final_decision_ready).toBe(false);
    expect(reasonsOf(res.body)).toEqual([]);
    expect(res.body.submission_id).toBeUndefined();
    expect(res.body.next_steps).toContain(
      "The letter submitted earlier stays in review until a complete letter replaces it",
    );
    const kept = await t.db
      .selectFrom("submissions")
      .selectAll()
      .where("encounter_id", "=", first.body.encounter_id)
      .execute();
    expect(kept.map((x) => [x.id, x.status])).toEqual([[first.body.submission_id, "active"]]);
    expect(await stateOf(t, first.body.encounter_id)).toBe("submitted");

    const fixed = await query(
      t,
      { query: letter(COMPLETE_2), session_token: first.body.session_token },
      s.apiKey,
    );
    expect(fixed.body.auto_submit.status).toBe("submitted");
    const subs = await t.db
      .selectFrom("submissions")
      .select(["id", "status", "replaced_by_id"])
      .where("encounter_id", "=", first.body.encounter_id)
      .orderBy("created_at")
      .execute();
    expect(subs).toEqual([
      {
        id: first.body.submission_id,
        status: "canceled_replaced",
        replaced_by_id: fixed.body.submission_id,
      },
      { id: fixed.body.submission_id, status: "active", replaced_by_id: null },
    ]);
  });

  it("a paid checkout's letter resubmitted by the anonymous agent is replaced, not sent back to checkout", async () => {
    const account = await t.createAccount();
    const patientId = await readySelfPatient(t, account);
    const ready = await anonymousReadyLetter(t);
    const paid = await completeCheckout({
      ctx: {
        ...t.services,
        caller: { kind: "session", userId: account.id },
        requestId: "test",
        clientAddress: "127.0.0.1",
      },
      input: { encounterId: ready.encounterId, token: ready.token, patientId, card: CARD_OK },
    });
    const before = await t.db
      .selectFrom("encounters")
      .selectAll()
      .where("id", "=", ready.encounterId)
      .executeTakeFirstOrThrow();
    const invoices = await t.db.selectFrom("invoices").select("id").execute();

    const res = await t.post("/api/v1/agent/query", {
      query: letter(COMPLETE_2),
      session_token: ready.sessionToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.final_decision_ready).toBe(true);
    expect(res.body.auto_submit).toBeUndefined();
    expect(res.body.next_steps).toMatch(
      /^This letter replaces the one submitted earlier; nothing more is charged\. The letter was submitted for physician review\./,
    );
    const after = await t.db
      .selectFrom("encounters")
      .selectAll()
      .where("id", "=", ready.encounterId)
      .executeTakeFirstOrThrow();
    expect(after.state).toBe("submitted");
    // Same place in the clinician queue, same payment, nothing charged again.
    expect(after.submitted_at).toEqual(before.submitted_at);
    expect(after.checkout_invoice_id).toBe(before.checkout_invoice_id);
    expect(await t.db.selectFrom("invoices").select("id").execute()).toHaveLength(invoices.length);
    const subs = await t.db
      .selectFrom("submissions")
      .select(["id", "status", "query_snapshot", "patient_id", "user_id"])
      .where("encounter_id", "=", ready.encounterId)
      .orderBy("created_at")
      .execute();
    expect(subs).toHaveLength(2);
    expect(subs[0]).toMatchObject({ id: paid.submissionId, status: "canceled_replaced" });
    expect(subs[1]).toMatchObject({
      status: "active",
      query_snapshot: letter(COMPLETE_2),
      patient_id: patientId,
      user_id: account.id,
    });
  });
});
