import { hmacHex, priceToMinorUnits, prorate, renewSubscriptions, sha256Hex } from "@intake/core";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { startFakeStripe } from "./fake-stripe";
import { anonymousReadyLetter, readySelfPatient } from "./subscribe";

const WEBHOOK_SECRET = "whsec_test_secret_for_the_adapter";
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let BASE: number;
let SEAT: number;

beforeAll(async () => {
  BASE = priceToMinorUnits("$49");
  SEAT = priceToMinorUnits("$19");
  fake = await startFakeStripe({ base: BASE, seat: SEAT });
  t = await createTestApp({
    PRICE_BASE: "$49",
    PRICE_SEAT: "$19",
    PAYMENTS: "stripe",
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: "http",
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const stripe = new Stripe("sk_test_fake");
function signed(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.request("POST", "/webhooks/stripe", {
    rawBody: payload,
    headers: { "content-type": "application/json", "stripe-signature": header },
  });
}
const callsTo = (method: string, path: string) =>
  fake.calls.filter((c) => c.method === method && c.path === path);

describe("Stripe adapter against a local Stripe API", () => {
  let account: Awaited<ReturnType<TestApp["createAccount"]>>;
  let encounterId: string;

  it("pay at checkout: a Checkout Session in subscription mode, then checkout.session.completed submits the encounter", async () => {
    account = await t.createAccount();
    const patientId = await readySelfPatient(t, account);
    const letter = await anonymousReadyLetter(t);
    encounterId = letter.encounterId;
    const csrf = hmacHex(t.config.APP_SECRET, `csrf:${sha256Hex(account.session)}`);
    const pay = await t.request("POST", `/checkout/${encounterId}/pay`, {
      rawBody: new URLSearchParams({ csrf, token: letter.token, patient_id: patientId }).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: `intake_session=${account.session}`,
      },
    });
    expect(pay.status).toBe(303);
    expect(pay.headers.get("location")).toBe("https://checkout.stripe.test/c/pay/cs_test_123");
    const [session] = callsTo("POST", "/v1/checkout/sessions");
    expect(session?.body).toMatchObject({
      mode: "subscription",
      "line_items[0][price_data][unit_amount]": String(BASE),
      "line_items[0][price_data][recurring][interval]": "month",
      "line_items[0][quantity]": "1",
      "metadata[encounterId]": encounterId,
      "metadata[patientId]": patientId,
      "metadata[userId]": account.id,
    });
    expect(session?.idempotencyKey).toContain(`checkout:${encounterId}`);
    // Nothing is submitted until Stripe says the session is paid.
    expect(
      (await t.get(`/api/v1/encounters/${encounterId}`, { token: account.apiKey })).status,
    ).toBe(404);

    const event = {
      id: "evt_session_1",
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_test_123",
          object: "checkout.session",
          subscription: "sub_123",
          customer: "cus_123",
          invoice: "in_first",
          payment_status: "paid",
          metadata: { encounterId, patientId, userId: account.id },
        },
      },
    };
    const res = await signed(event);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      received: true,
      duplicate: false,
      type: "checkout.session.completed",
    });
    const enc = await t.get(`/api/v1/encounters/${encounterId}`, { token: account.apiKey });
    expect(enc.body).toMatchObject({
      state: "submitted",
      userId: account.id,
      billing: { amount: BASE, status: "paid" },
    });
    const me = await t.get("/api/v1/subscriptions/me", { token: account.apiKey });
    expect(me.body).toMatchObject({
      processorSubscriptionId: "sub_123",
      status: "active",
      amount: BASE,
      seatCount: 0,
    });
    const invoices = await t.get("/api/v1/subscriptions/me/invoices", { token: account.apiKey });
    expect(invoices.body).toEqual([
      expect.objectContaining({
        number: "STR-in_first",
        amount: BASE,
        status: "paid",
        hostedInvoiceUrl: "https://invoice.stripe.test/i/in_first",
        invoicePdf: "https://pay.stripe.test/invoice/in_first/pdf",
      }),
    ]);

    // The same event again (Stripe retries): applied once.
    const again = await signed(event);
    expect(again.body.duplicate).toBe(true);
    const subs = await t.db
      .selectFrom("submissions")
      .select("id")
      .where("encounter_id", "=", encounterId)
      .execute();
    expect(subs).toHaveLength(1);
  });

  it("refuses a payload whose signature does not verify", async () => {
    const payload = JSON.stringify({
      id: "evt_forged",
      type: "customer.subscription.deleted",
      data: { object: { id: "sub_123" } },
    });
    const header = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_someone_else",
    });
    const res = await t.request("POST", "/webhooks/stripe", {
      rawBody: payload,
      headers: { "stripe-signature": header },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_webhook_signature");
    expect((await t.get("/api/v1/subscriptions/me", { token: account.apiKey })).body.status).toBe(
      "active",
    );
  });

  it("PATCH seats: a Stripe invoice for the proration, then the seat quantity without Stripe proration", async () => {
    const me = (await t.get("/api/v1/subscriptions/me", { token: account.apiKey })).body;
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    const res = await t.patch(
      "/api/v1/subscriptions/me",
      { seatCount: 1 },
      { token: account.apiKey, headers: { "Idempotency-Key": "stripe-seat-1" } },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ seatCount: 1, amount: BASE + SEAT });
    const expected = prorate(
      SEAT,
      new Date(me.currentPeriodStart),
      new Date(me.currentPeriodEnd),
      t.clock.now(),
    );
    const [item] = callsTo("POST", "/v1/invoiceitems");
    expect(item?.body).toMatchObject({
      amount: String(expected),
      customer: "cus_123",
      currency: "usd",
    });
    expect(item?.idempotencyKey).toContain("stripe-seat-1");
    const update = callsTo("POST", "/v1/subscriptions/sub_123").at(-1);
    expect(update?.body).toMatchObject({
      "items[0][id]": "si_seat",
      "items[0][quantity]": "1",
      proration_behavior: "none",
    });
    expect(fake.subscription.items.data[1]?.quantity).toBe(1);
    const invoices = (await t.get("/api/v1/subscriptions/me/invoices", { token: account.apiKey }))
      .body;
    expect(invoices[0]).toMatchObject({ amount: expected, status: "paid" });
    expect(invoices[0].hostedInvoiceUrl).toMatch(/^https:\/\/invoice\.stripe\.test\//);
  });

  it("invoice.payment_failed sets past_due (blocks auto-submit); customer.subscription.updated active restores it; our sweep never renews a Stripe plan", async () => {
    const failed = await signed({
      id: "evt_failed_1",
      object: "event",
      type: "invoice.payment_failed",
      data: {
        object: {
          id: "in_renewal",
          object: "invoice",
          number: "STR-renewal",
          status: "open",
          currency: "usd",
          amount_due: BASE + SEAT,
          amount_paid: 0,
          billing_reason: "subscription_cycle",
          parent: { subscription_details: { subscription: "sub_123" } },
          lines: {
            data: [
              {
                description: "Base plan",
                quantity: 1,
                amount: BASE + SEAT,
                period: { start: 1, end: 2 },
              },
            ],
          },
        },
      },
    });
    expect(failed.status).toBe(200);
    expect((await t.get("/api/v1/subscriptions/me", { token: account.apiKey })).body.status).toBe(
      "past_due",
    );
    const updated = await signed({
      id: "evt_updated_1",
      object: "event",
      type: "customer.subscription.updated",
      data: { object: { ...fake.subscription, status: "active" } },
    });
    expect(updated.status).toBe(200);
    expect((await t.get("/api/v1/subscriptions/me", { token: account.apiKey })).body.status).toBe(
      "active",
    );
    const before = fake.calls.length;
    t.clock.set(new Date(Date.now() + 60 * 86400_000));
    expect(await renewSubscriptions(t.services)).toMatchObject({ renewed: 0, pastDue: 0 });
    t.clock.set(new Date());
    expect(fake.calls.length).toBe(before);
  });

  it("cancel with refundIfEligible: Stripe refunds of the invoices' payments, then the Stripe subscription is canceled", async () => {
    const res = await t.post(
      "/api/v1/subscriptions/me/cancel",
      { refundIfEligible: true },
      { token: account.apiKey, headers: { "Idempotency-Key": "stripe-cancel-1" } },
    );
    expect(res.status).toBe(200);
    expect(res.body.refunded).toBe(true);
    const refunds = callsTo("POST", "/v1/refunds");
    expect(refunds.reduce((sum, r) => sum + Number(r.body.amount), 0)).toBe(res.body.refundAmount);
    expect(
      refunds.every((r) => r.body.payment_intent?.startsWith("pi_for_in_") && r.idempotencyKey),
    ).toBe(true);
    expect(callsTo("DELETE", "/v1/subscriptions/sub_123")).toHaveLength(1);
    expect(res.body.subscription.status).toBe("canceled");
    const deleted = await signed({
      id: "evt_deleted_1",
      object: "event",
      type: "customer.subscription.deleted",
      data: { object: fake.subscription },
    });
    expect(deleted.status).toBe(200);
    expect((await t.get("/api/v1/subscriptions/me", { token: account.apiKey })).body.status).toBe(
      "canceled",
    );
  });
});
