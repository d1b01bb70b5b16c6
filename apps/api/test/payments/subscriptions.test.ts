import { addMonth, prorate, renewSubscriptions } from "@intake/core/billing";
import { priceToMinorUnits } from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE, COMPLETE_2, letter } from "../encounters/seed";
import { createTestApp, type TestApp } from "../harness";
import { pdfText } from "./pdf-text";
import {
  CARD_DECLINES_LATER,
  declineCardsOf,
  PERSON,
  seedPrescription,
  subscribedAccount,
} from "./subscribe";

let t: TestApp;
let BASE: number;
let SEAT: number;
beforeAll(async () => {
  t = await createTestApp({ FAIR_USE_SUBMISSIONS_PER_PERIOD: "2" });
  BASE = priceToMinorUnits(t.config.PRICE_BASE);
  SEAT = priceToMinorUnits(t.config.PRICE_SEAT);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const advance = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));
const invoicesOf = async (apiKey: string) =>
  (await t.get("/api/v1/subscriptions/me/invoices", { token: apiKey })).body;

describe("never subscribed", () => {
  it("GET /subscriptions/me and its sub-resources answer 404 with a code", async () => {
    const a = await t.createAccount();
    for (const path of ["", "/payment-method", "/invoices", "/cancellation-preview"]) {
      const res = await t.get(`/api/v1/subscriptions/me${path}`, { token: a.apiKey });
      expect(res.status, path).toBe(404);
      expect(res.body.code, path).toBe("subscription_not_found");
      expect(res.body.error).toContain("checkout");
    }
    const patch = await t.patch("/api/v1/subscriptions/me", { seatCount: 1 }, { token: a.apiKey });
    expect(patch.status).toBe(404);
    const cancel = await t.post("/api/v1/subscriptions/me/cancel", {}, { token: a.apiKey });
    expect(cancel.status).toBe(404);
  });

  it("needs credentials", async () => {
    expect((await t.get("/api/v1/subscriptions/me")).status).toBe(401);
  });
});

describe("after checkout", () => {
  it("subscription, payment method and first invoice", async () => {
    const s = await subscribedAccount(t);
    const now = t.clock.now();
    const me = await t.get("/api/v1/subscriptions/me", { token: s.apiKey });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: expect.any(String),
      userId: s.id,
      processorSubscriptionId: expect.stringMatching(/^sub_/),
      plan: "base",
      status: "active",
      amount: BASE,
      currency: "usd",
      seatCount: 0,
      currentPeriodStart: now.toISOString(),
      currentPeriodEnd: addMonth(now).toISOString(),
      cancelAtPeriodEnd: false,
    });
    const pm = await t.get("/api/v1/subscriptions/me/payment-method", { token: s.apiKey });
    expect(pm.body).toEqual({ brand: "visa", last4: "4242" });
    const invoices = await invoicesOf(s.apiKey);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      amount: BASE,
      amountRefunded: 0,
      currency: "usd",
      status: "paid",
    });
    expect(invoices[0].number).toMatch(/^INV-\d{6}$/);
    expect(s.receipt.invoice?.id).toBe(invoices[0].id);

    const page = await t.request(
      "GET",
      new URL(invoices[0].hostedInvoiceUrl).pathname + new URL(invoices[0].hostedInvoiceUrl).search,
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain(invoices[0].number);
    const pdfUrl = new URL(invoices[0].invoicePdf);
    const pdf = await t.app.fetch(new Request(`http://api.test${pdfUrl.pathname}${pdfUrl.search}`));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
    const text = pdfText(bytes);
    expect(text).toContain(`Invoice ${invoices[0].number}`);
    expect(text).toContain("Telemedicine intake");
    expect(text).toContain(`${PERSON.firstName} ${PERSON.lastName}`);
    expect(text).toContain("Payment method: visa ending 4242");
    const forged = await t.request("GET", `${pdfUrl.pathname}?sig=${"0".repeat(32)}`);
    expect(forged.status).toBe(404);
  });

  it("invoice numbers are sequential and the list is paginated, most recent first", async () => {
    const s = await subscribedAccount(t);
    for (const n of [1, 2, 3]) {
      advance(1000);
      const r = await t.patch("/api/v1/subscriptions/me", { seatCount: n }, { token: s.apiKey });
      expect(r.status).toBe(200);
    }
    const first = await t.get("/api/v1/subscriptions/me/invoices?limit=2", { token: s.apiKey });
    expect(first.body).toHaveLength(2);
    const cursor = first.headers.get("x-next-cursor");
    expect(cursor).toBeTruthy();
    const second = await t.get(`/api/v1/subscriptions/me/invoices?limit=2&cursor=${cursor}`, {
      token: s.apiKey,
    });
    expect(second.body).toHaveLength(2);
    expect(second.headers.get("x-next-cursor")).toBeNull();
    const numbers = [...first.body, ...second.body].map((i: { number: string }) =>
      Number(i.number.slice(4)),
    );
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(numbers[0]! - numbers[3]!).toBe(3);
  });
});

describe("PATCH /subscriptions/me (seats, prorated at once)", () => {
  it("adds seats charged for the rest of the period and releases unassigned seats with a capped refund", async () => {
    const s = await subscribedAccount(t);
    const start = t.clock.now();
    const end = addMonth(start);
    advance(10 * DAY);
    const up = await t.patch("/api/v1/subscriptions/me", { seatCount: 2 }, { token: s.apiKey });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ seatCount: 2, amount: BASE + 2 * SEAT });
    const charged = prorate(2 * SEAT, start, end, t.clock.now());
    let invoices = await invoicesOf(s.apiKey);
    expect(invoices[0]).toMatchObject({ amount: charged, status: "paid" });

    advance(5 * DAY);
    const down = await t.patch("/api/v1/subscriptions/me", { seatCount: 1 }, { token: s.apiKey });
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ seatCount: 1, amount: BASE + SEAT });
    const refund = prorate(SEAT, start, end, t.clock.now());
    invoices = await invoicesOf(s.apiKey);
    expect(invoices[0].amountRefunded).toBe(refund);
  });

  it("refuses bad seat counts with 400 and changes nothing", async () => {
    const s = await subscribedAccount(t);
    for (const body of [{ seatCount: -1 }, { seatCount: 1.5 }, { seatCount: "2" }, {}]) {
      const res = await t.patch("/api/v1/subscriptions/me", body, { token: s.apiKey });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("validation_failed");
    }
    expect((await t.get("/api/v1/subscriptions/me", { token: s.apiKey })).body.seatCount).toBe(0);
  });

  it("a seat held by a family member is not released by PATCH (409 seats_in_use)", async () => {
    const s = await subscribedAccount(t);
    const add = await t.post(
      "/api/v1/patients-with-seat",
      { relationship: "spouse", ...PERSON },
      { token: s.apiKey },
    );
    expect(add.status).toBe(201);
    const res = await t.patch("/api/v1/subscriptions/me", { seatCount: 0 }, { token: s.apiKey });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("seats_in_use");
  });

  it("Idempotency-Key: the retry returns the first answer and charges once; a reused key with another body is 422", async () => {
    const s = await subscribedAccount(t);
    advance(DAY);
    const headers = { "Idempotency-Key": "seat-change-1" };
    const a = await t.patch(
      "/api/v1/subscriptions/me",
      { seatCount: 1 },
      { token: s.apiKey, headers },
    );
    const b = await t.patch(
      "/api/v1/subscriptions/me",
      { seatCount: 1 },
      { token: s.apiKey, headers },
    );
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(await invoicesOf(s.apiKey)).toHaveLength(2);
    const c = await t.patch(
      "/api/v1/subscriptions/me",
      { seatCount: 2 },
      { token: s.apiKey, headers },
    );
    expect(c.status).toBe(422);
    expect(c.body.code).toBe("idempotency_key_reused");
    // After 24 hours the key is forgotten: the same key makes a new change.
    advance(DAY + 1000);
    const d = await t.patch(
      "/api/v1/subscriptions/me",
      { seatCount: 2 },
      { token: s.apiKey, headers },
    );
    expect(d.status).toBe(200);
    expect(d.body.seatCount).toBe(2);
  });
});

describe("patients with seat", () => {
  it("POST adds the person and a charged seat; DELETE without a prescription releases at once with a refund", async () => {
    const s = await subscribedAccount(t);
    const start = t.clock.now();
    advance(3 * DAY);
    const add = await t.post(
      "/api/v1/patients-with-seat",
      { relationship: "child", ...PERSON, dateOfBirth: "2015-01-01" },
      { token: s.apiKey },
    );
    expect(add.status).toBe(201);
    const charged = prorate(SEAT, start, addMonth(start), t.clock.now());
    expect(add.body.chargedAmount).toBe(charged);
    expect(add.body.patient.relationship).toBe("child");
    expect(add.body.subscription).toMatchObject({ seatCount: 1, amount: BASE + SEAT });

    advance(2 * DAY);
    const del = await t.delete(`/api/v1/patients-with-seat/${add.body.patient.id}`, {
      token: s.apiKey,
    });
    expect(del.status).toBe(200);
    const refund = prorate(SEAT, start, addMonth(start), t.clock.now());
    expect(del.body).toMatchObject({
      patientId: add.body.patient.id,
      refunded: true,
      refundAmount: refund,
      seatReleasedAt: t.clock.now().toISOString(),
    });
    expect(del.body.subscription.seatCount).toBe(0);
    expect(
      (await t.get(`/api/v1/patients/${add.body.patient.id}`, { token: s.apiKey })).status,
    ).toBe(404);
  });

  it("POST refuses bad demographics by the POST /patients rules and charges nothing", async () => {
    const s = await subscribedAccount(t);
    const res = await t.post(
      "/api/v1/patients-with-seat",
      { relationship: "child", ...PERSON, dateOfBirth: t.clock.now().toISOString().slice(0, 10) },
      { token: s.apiKey },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("patient_too_young");
    expect(await invoicesOf(s.apiKey)).toHaveLength(1);
    const self = await t.post(
      "/api/v1/patients-with-seat",
      { relationship: "self", ...PERSON },
      { token: s.apiKey },
    );
    expect(self.body.code).toBe("self_takes_no_seat");
  });

  it("a prescription this cycle keeps the seat billing and the patient's access to the period end", async () => {
    const s = await subscribedAccount(t);
    const end = addMonth(t.clock.now());
    const add = await t.post(
      "/api/v1/patients-with-seat",
      { relationship: "spouse", ...PERSON },
      { token: s.apiKey },
    );
    await seedPrescription(t, s.encounterId, add.body.patient.id, t.clock.now());
    advance(DAY);
    const del = await t.delete(`/api/v1/patients-with-seat/${add.body.patient.id}`, {
      token: s.apiKey,
    });
    expect(del.body).toMatchObject({
      refunded: false,
      refundAmount: 0,
      seatReleasedAt: end.toISOString(),
    });
    expect(del.body.subscription.seatCount).toBe(1);
    expect(
      (await t.get(`/api/v1/patients/${add.body.patient.id}`, { token: s.apiKey })).status,
    ).toBe(200);
    t.clock.set(new Date(end.getTime() + 1000));
    await renewSubscriptions(t.services);
    expect(
      (await t.get(`/api/v1/patients/${add.body.patient.id}`, { token: s.apiKey })).status,
    ).toBe(404);
    const me = await t.get("/api/v1/subscriptions/me", { token: s.apiKey });
    expect(me.body).toMatchObject({
      seatCount: 0,
      amount: BASE,
      currentPeriodStart: end.toISOString(),
    });
    expect((await invoicesOf(s.apiKey))[0]).toMatchObject({ amount: BASE, status: "paid" });
  });

  it("self patients cannot be deleted; foreign ids are 404", async () => {
    const s = await subscribedAccount(t);
    const self = await t.delete(`/api/v1/patients-with-seat/${s.patientId}`, { token: s.apiKey });
    expect(self.status).toBe(400);
    expect(self.body.code).toBe("cannot_delete_self_patient");
    expect(self.body.error).toContain("POST /api/v1/subscriptions/me/cancel");
    const other = await subscribedAccount(t);
    expect(
      (await t.delete(`/api/v1/patients-with-seat/${other.patientId}`, { token: s.apiKey })).status,
    ).toBe(404);
  });

  it("DELETE /patients/{id} of a seated family member points to patients-with-seat", async () => {
    const s = await subscribedAccount(t);
    const add = await t.post(
      "/api/v1/patients-with-seat",
      { relationship: "spouse", ...PERSON },
      { token: s.apiKey },
    );
    const res = await t.delete(`/api/v1/patients/${add.body.patient.id}`, { token: s.apiKey });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("patient_has_seat");
  });
});

describe("cancellation (refund per person, variant B)", () => {
  it("preview and cancel with refundIfEligible: no prescriptions, refunded in full and ended at once", async () => {
    const s = await subscribedAccount(t);
    advance(DAY);
    await t.patch("/api/v1/subscriptions/me", { seatCount: 1 }, { token: s.apiKey });
    const seatCharge = (await invoicesOf(s.apiKey))[0].amount;
    const preview = await t.get("/api/v1/subscriptions/me/cancellation-preview", {
      token: s.apiKey,
    });
    expect(preview.status).toBe(200);
    // Each share is refundable in full, capped by what was paid this cycle (base + prorated seat).
    expect(preview.body).toMatchObject({
      refundable: true,
      refundAmount: BASE + seatCharge,
      paidThisCycle: BASE + seatCharge,
    });
    expect(preview.body.people).toEqual([
      expect.objectContaining({
        role: "account_holder",
        periodAmount: BASE,
        refundAmount: BASE,
        hadPrescriptionThisPeriod: false,
      }),
      expect.objectContaining({
        role: "seat",
        periodAmount: SEAT,
        refundAmount: seatCharge,
        hadPrescriptionThisPeriod: false,
      }),
    ]);
    const cancel = await t.post(
      "/api/v1/subscriptions/me/cancel",
      { refundIfEligible: true },
      { token: s.apiKey },
    );
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({
      refunded: true,
      refundAmount: BASE + seatCharge,
      effectiveDate: t.clock.now().toISOString(),
    });
    expect(cancel.body.subscription).toMatchObject({ status: "canceled", seatCount: 0 });
    const invoices = await invoicesOf(s.apiKey);
    expect(
      invoices.map((i: { amountRefunded: number; amount: number }) => i.amountRefunded - i.amount),
    ).toEqual([0, 0]);
    // No active subscription: one-call submission is blocked again.
    const q = await t.post(
      "/api/v1/agent/query",
      { query: letter(COMPLETE_2), patient_id: s.patientId },
      { token: s.apiKey },
    );
    expect(q.body.auto_submit.pending_reasons).toContain("subscription_required");
  });

  it("a prescription for the account holder this period: nothing refundable, cancel at period end, ended by the sweep", async () => {
    const s = await subscribedAccount(t);
    const end = addMonth(t.clock.now());
    await seedPrescription(t, s.encounterId, s.patientId, t.clock.now());
    const preview = await t.get("/api/v1/subscriptions/me/cancellation-preview", {
      token: s.apiKey,
    });
    expect(preview.body).toMatchObject({
      refundable: false,
      refundAmount: 0,
      effectiveDateIfRefunded: null,
      effectiveDateOtherwise: end.toISOString(),
    });
    expect(preview.body.people[0]).toMatchObject({
      hadPrescriptionThisPeriod: true,
      refundAmount: 0,
    });
    const cancel = await t.post(
      "/api/v1/subscriptions/me/cancel",
      { refundIfEligible: true },
      { token: s.apiKey },
    );
    expect(cancel.body).toMatchObject({
      refunded: false,
      refundAmount: 0,
      effectiveDate: end.toISOString(),
    });
    expect(cancel.body.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    t.clock.set(new Date(end.getTime() + 1));
    const swept = await renewSubscriptions(t.services);
    expect(swept.ended).toBeGreaterThanOrEqual(1);
    const me = await t.get("/api/v1/subscriptions/me", { token: s.apiKey });
    expect(me.body.status).toBe("canceled");
    expect(await invoicesOf(s.apiKey)).toHaveLength(1);
  });

  it("without refundIfEligible the plan ends at period end even when a refund would be due", async () => {
    const s = await subscribedAccount(t);
    const cancel = await t.post("/api/v1/subscriptions/me/cancel", undefined, { token: s.apiKey });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ refunded: false, refundAmount: 0 });
    expect(cancel.body.effectiveDate).toBe(cancel.body.subscription.currentPeriodEnd);
    const bad = await t.post(
      "/api/v1/subscriptions/me/cancel",
      { refundIfEligible: "yes" },
      { token: s.apiKey },
    );
    expect(bad.status).toBe(400);
  });
});

describe("renewal sweep", () => {
  it("charges the next period once, however often it runs", async () => {
    const s = await subscribedAccount(t);
    const end = addMonth(t.clock.now());
    t.clock.set(new Date(end.getTime() + 5));
    await Promise.all([renewSubscriptions(t.services), renewSubscriptions(t.services)]);
    await renewSubscriptions(t.services);
    const invoices = await invoicesOf(s.apiKey);
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({ amount: BASE, status: "paid" });
    const me = await t.get("/api/v1/subscriptions/me", { token: s.apiKey });
    expect(me.body).toMatchObject({
      status: "active",
      currentPeriodStart: end.toISOString(),
      currentPeriodEnd: addMonth(end).toISOString(),
    });
  });

  it("a declined renewal sets past_due, leaves an open invoice, and blocks auto-submit", async () => {
    const s = await subscribedAccount(t);
    // The issuer starts declining this card (the embedded processor's state for such a card).
    await declineCardsOf(t, s.id);
    const end = addMonth(t.clock.now());
    t.clock.set(new Date(end.getTime() + 5));
    const swept = await renewSubscriptions(t.services);
    expect(swept.pastDue).toBeGreaterThanOrEqual(1);
    const me = await t.get("/api/v1/subscriptions/me", { token: s.apiKey });
    expect(me.body.status).toBe("past_due");
    expect((await invoicesOf(s.apiKey))[0]).toMatchObject({ status: "open", amount: BASE });
    const q = await t.post(
      "/api/v1/agent/query",
      { query: letter(COMPLETE), patient_id: s.patientId },
      { token: s.apiKey },
    );
    expect(q.body.auto_submit).toMatchObject({ status: "blocked" });
    expect(q.body.auto_submit.pending_reasons).toContain("subscription_required");
    const patch = await t.patch("/api/v1/subscriptions/me", { seatCount: 1 }, { token: s.apiKey });
    expect(patch.body.code).toBe("subscription_past_due");
  });
});

describe("test cards", () => {
  it("4000 0000 0000 0341 attaches but its charge is declined: 402, nothing written", async () => {
    await expect(subscribedAccount(t, CARD_DECLINES_LATER)).rejects.toMatchObject({
      status: 402,
      code: "card_declined",
    });
  });
});

describe("one-call auto-submit for a subscriber", () => {
  it("submits in one call, then stops at the fair-use cap with rate_limit_reached", async () => {
    const s = await subscribedAccount(t);
    // The checkout itself was the first submission this period (cap 2).
    const first = await t.post(
      "/api/v1/agent/query",
      { query: letter(COMPLETE_2), patient_id: s.patientId },
      { token: s.apiKey },
    );
    expect(first.status).toBe(200);
    expect(first.body.auto_submit).toEqual({
      status: "submitted",
      submission_id: expect.any(String),
      new_state: "submitted",
    });
    const enc = await t.get(`/api/v1/encounters/${first.body.encounter_id}`, { token: s.apiKey });
    expect(enc.body.state).toBe("submitted");
    const second = await t.post(
      "/api/v1/agent/query",
      { query: letter(COMPLETE), patient_id: s.patientId },
      { token: s.apiKey },
    );
    expect(second.body.auto_submit).toEqual({
      status: "blocked",
      pending_reasons: ["rate_limit_reached"],
    });
    expect(second.body.checkout_url).toBeDefined();
  });
});
