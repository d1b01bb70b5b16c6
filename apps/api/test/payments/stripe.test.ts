import { existsSync, readFileSync } from "node:fs";
import { renewSubscriptions } from "@intake/core/billing";
import { REVIEW_PRICING } from "@intake/core/developers";
import {
  hmacHex,
  priceToMinorUnits,
  runOutboxOnce,
  STRIPE_API_VERSION,
  sha256Hex,
} from "@intake/core/kernel";
import { inTransaction } from "@intake/db";
import { sql } from "kysely";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE, COMPLETE_2, letter } from "../encounters/seed";
import { createTestApp, type TestApp } from "../harness";
import { createRequest } from "../prescribing/helpers";
import { type FakeStripe, FIXTURES, fixture, resourceOf, startFakeStripe } from "./fake-stripe";
import { anonymousReadyLetter, PERSON, readySelfPatient, seedPrescription } from "./subscribe";

const WEBHOOK_SECRET = "whsec_test_secret_for_the_adapter";
let t: TestApp;
let fake: FakeStripe;
let BASE: number;
let SEAT: number;
/** Stripe calls made while one of our transactions was open (must stay empty). */
const insideTransaction: string[] = [];

beforeAll(async () => {
  BASE = priceToMinorUnits("$49");
  SEAT = priceToMinorUnits("$19");
  fake = await startFakeStripe({
    prices: { base: BASE, seat: SEAT },
    now: () => (t ? t.clock.now() : new Date()),
  });
  t = await createTestApp({
    PRICE_BASE: "$49",
    PRICE_SEAT: "$19",
    PAYMENTS: "stripe",
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_BASE: fake.priceIds.base,
    STRIPE_PRICE_SEAT: fake.priceIds.seat,
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: "http",
  });
  // While Stripe answers, our database must be free: a query of ours gets through at once. On
  // PGlite (one connection) it would wait for a transaction left open around the Stripe call.
  fake.control.onRequest = async (call) => {
    const probe = process.env.TEST_DATABASE_URL
      ? sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where state = 'idle in transaction' and datname = current_database()`
          .execute(t.db)
          .then((r) => Number(r.rows[0]?.n ?? 0))
      : t.db
          .selectFrom("users")
          .select("id")
          .limit(1)
          .execute()
          .then(() => 0);
    const open = await Promise.race([
      probe,
      new Promise<number>((resolve) => setTimeout(() => resolve(1), 2_000)),
    ]);
    if (open > 0) insideTransaction.push(`${call.method} ${call.path}`);
  };
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const stripe = new Stripe("sk_test_fake");
async function deliver(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const res = await t.request("POST", "/webhooks/stripe", {
    rawBody: payload,
    headers: { "content-type": "application/json", "stripe-signature": header },
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}
const callsTo = (method: string, path: string | RegExp) =>
  fake.calls.filter(
    (c) => c.method === method && (typeof path === "string" ? c.path === path : path.test(c.path)),
  );
const DAY = 86_400_000;
const advance = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));

/** The checkout form's pay button: 303 to Stripe Checkout; the session's id from its URL. */
async function payAtCheckout(
  account: { session: string },
  l: { encounterId: string; token: string },
  patientId: string,
) {
  const csrf = hmacHex(t.config.APP_SECRET, `csrf:${sha256Hex(account.session)}`);
  const res = await t.request("POST", `/checkout/${l.encounterId}/pay`, {
    rawBody: new URLSearchParams({ csrf, token: l.token, patient_id: patientId }).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: `intake_session=${account.session}`,
    },
  });
  return { res, sessionId: res.headers.get("location")?.split("/").at(-1) ?? "" };
}

async function verifyPatient(patientId: string) {
  await t.db
    .updateTable("patients")
    .set({
      identity_status: "verified",
      identity_verified_at: t.clock.now(),
      consented_to_telehealth: true,
      consented_at: t.clock.now(),
    })
    .where("id", "=", patientId)
    .execute();
}

describe("a person on PAYMENTS=stripe: subscribe, a seat, renewals, cancellation", () => {
  let account: Awaited<ReturnType<TestApp["createAccount"]>>;
  let selfId: string;
  let customerId: string;
  let subscriptionId: string;
  let spouseId: string;

  it("subscribes on Stripe Checkout: one Customer, the card becomes the customer's default, the encounter is submitted", async () => {
    account = await t.createAccount();
    selfId = await readySelfPatient(t, account);
    const l = await anonymousReadyLetter(t);
    const first = await payAtCheckout(account, l, selfId);
    expect(first.res.status).toBe(303);
    // A second click before paying: the same Customer, not a new one.
    const again = await payAtCheckout(account, l, selfId);
    expect(again.res.status).toBe(303);
    const created = callsTo("POST", "/v1/customers");
    expect(created).toHaveLength(1);
    customerId = [...fake.customers.keys()][0] as string;
    const sessionCall = callsTo("POST", "/v1/checkout/sessions")[0];
    expect(sessionCall?.body).toMatchObject({
      mode: "subscription",
      customer: customerId,
      client_reference_id: account.id,
      line_items: [{ price: fake.priceIds.base, quantity: "1" }],
      metadata: { encounterId: l.encounterId, patientId: selfId, userId: account.id },
      subscription_data: { metadata: { userId: account.id } },
    });
    expect(sessionCall?.body.customer_email).toBeUndefined();
    // Nothing is submitted until Stripe says the session is paid.
    expect(
      (await t.get(`/api/v1/encounters/${l.encounterId}`, { token: account.apiKey })).status,
    ).toBe(404);

    const event = fake.completeSession(first.sessionId);
    expect(await deliver(event)).toEqual({
      received: true,
      duplicate: false,
      type: "checkout.session.completed",
    });
    const enc = await t.get(`/api/v1/encounters/${l.encounterId}`, { token: account.apiKey });
    expect(enc.body).toMatchObject({
      state: "submitted",
      billing: { amount: BASE, status: "paid" },
    });
    subscriptionId = [...fake.subscriptions.keys()][0] as string;
    const me = await t.get("/api/v1/subscriptions/me", { token: account.apiKey });
    expect(me.body).toMatchObject({
      processorSubscriptionId: subscriptionId,
      status: "active",
      amount: BASE,
      seatCount: 0,
    });
    const pm = fake.subscriptions.get(subscriptionId)?.default_payment_method as string;
    expect(
      (fake.customers.get(customerId)!.invoice_settings as { default_payment_method: string })
        .default_payment_method,
    ).toBe(pm);
    expect(
      (await t.get("/api/v1/subscriptions/me/payment-method", { token: account.apiKey })).body,
    ).toEqual({ brand: "visa", last4: "4242" });
    const invoices = (await t.get("/api/v1/subscriptions/me/invoices", { token: account.apiKey }))
      .body;
    expect(invoices).toEqual([
      expect.objectContaining({
        amount: BASE,
        status: "paid",
        hostedInvoiceUrl: expect.stringMatching(/^https:\/\/invoice\.stripe\.test\//),
      }),
    ]);
    // Stripe delivers again: applied once.
    expect((await deliver(event)).duplicate).toBe(true);
    expect(
      await t.db
        .selectFrom("submissions")
        .select("id")
        .where("encounter_id", "=", l.encounterId)
        .execute(),
    ).toHaveLength(1);
  });

  it("adds a seat: the seat price's item, quantity with always_invoice, the proration invoice paid with the card on file", async () => {
    advance(3 * DAY);
    const res = await t.post(
      "/api/v1/patients-with-seat",
      { relationship: "spouse", ...PERSON, firstName: "Sam" },
      { token: account.apiKey },
    );
    expect(res.status, res.text).toBe(201);
    spouseId = res.body.patient.id;
    const update = callsTo("POST", `/v1/subscriptions/${subscriptionId}`).at(-1);
    expect(update?.body).toMatchObject({
      items: [{ price: fake.priceIds.seat, quantity: "1" }],
      proration_behavior: "always_invoice",
      payment_behavior: "pending_if_incomplete",
    });
    const sub = fake.subscriptions.get(subscriptionId) as {
      items: { data: { price: { id: string }; quantity: number }[] };
    };
    expect(sub.items.data.map((i) => [i.price.id, i.quantity])).toEqual([
      [fake.priceIds.base, 1],
      [fake.priceIds.seat, 1],
    ]);
    const proration = [...fake.invoices.values()].find(
      (i) => i.billing_reason === "subscription_update",
    );
    expect(proration?.status).toBe("paid");
    expect(res.body.chargedAmount).toBe(proration?.amount_paid);
    expect(res.body.chargedAmount).toBeGreaterThan(0);
    expect(res.body.chargedAmount).toBeLessThan(SEAT);
    expect(res.body.subscription).toMatchObject({ seatCount: 1, amount: BASE + SEAT });
    const invoices = (await t.get("/api/v1/subscriptions/me/invoices", { token: account.apiKey }))
      .body;
    expect(invoices[0]).toMatchObject({ amount: res.body.chargedAmount, status: "paid" });
  });

  it("uses the seat: a one-call submission for the seated spouse", async () => {
    await verifyPatient(spouseId);
    const q = await t.post(
      "/api/v1/agent/query",
      { query: letter(COMPLETE_2), patient_id: spouseId },
      { token: account.apiKey },
    );
    expect(q.body.auto_submit).toMatchObject({ status: "submitted" });
  });

  it("renews: Stripe's invoice.paid moves the period and records the invoice", async () => {
    const before = (await t.get("/api/v1/subscriptions/me", { token: account.apiKey })).body;
    t.clock.set(new Date(before.currentPeriodEnd));
    advance(60_000);
    for (const event of fake.renew(subscriptionId)) await deliver(event);
    const me = (await t.get("/api/v1/subscriptions/me", { token: account.apiKey })).body;
    expect(me).toMatchObject({
      status: "active",
      currentPeriodStart: before.currentPeriodEnd,
      seatCount: 1,
    });
    const invoices = (await t.get("/api/v1/subscriptions/me/invoices", { token: account.apiKey }))
      .body;
    expect(invoices[0]).toMatchObject({ amount: BASE + SEAT, status: "paid" });
  });

  it("a failed renewal makes the plan past_due (also from an endpoint on an older API version); paying on Stripe's page recovers it", async () => {
    const me = (await t.get("/api/v1/subscriptions/me", { token: account.apiKey })).body;
    t.clock.set(new Date(new Date(me.currentPeriodEnd).getTime() + 60_000));
    fake.declineCharges(fake.subscriptions.get(subscriptionId)?.default_payment_method as string);
    const [updated, failed] = fake.renew(subscriptionId);
    // The endpoint's account default is older: the invoice has no `parent` in the payload.
    const legacy = fake.legacyEvent(
      "invoice.payment_failed",
      (failed!.data as { object: Record<string, unknown> }).object,
    );
    expect((legacy.data as { object: Record<string, unknown> }).object.parent).toBeUndefined();
    await deliver(legacy);
    expect((await t.get("/api/v1/subscriptions/me", { token: account.apiKey })).body.status).toBe(
      "past_due",
    );
    await deliver(updated as Record<string, unknown>);
    const open = (await t.get("/api/v1/subscriptions/me/invoices", { token: account.apiKey }))
      .body[0];
    expect(open).toMatchObject({ status: "open", amount: BASE + SEAT });
    const q = await t.post(
      "/api/v1/agent/query",
      { query: letter(COMPLETE), patient_id: selfId },
      { token: account.apiKey },
    );
    expect(q.body.auto_submit.pending_reasons).toContain("subscription_required");
    const l = await anonymousReadyLetter(t);
    // A month and more went by: the person signs in again.
    const signedIn = { session: await t.services.sessions.issue(account.id) };
    const pay = await payAtCheckout(signedIn, l, selfId);
    expect([pay.res.status, pay.res.headers.get("location")]).toEqual([409, null]);
    expect(pay.res.text).toContain("invoice.stripe.test");

    const stripeInvoice = [...fake.invoices.values()].find((i) => i.status === "open") as {
      id: string;
    };
    for (const event of fake.payOnHostedPage(stripeInvoice.id)) await deliver(event);
    expect((await t.get("/api/v1/subscriptions/me", { token: account.apiKey })).body.status).toBe(
      "active",
    );
    const paid = (await t.get("/api/v1/subscriptions/me/invoices", { token: account.apiKey }))
      .body[0];
    expect(paid).toMatchObject({ id: open.id, status: "paid" });
  });

  it("cancels with a per-person refund: the seat's share from the paid payment (not the failed attempt), then the subscription ends", async () => {
    // The account holder had a prescription this period: only the spouse's seat is refunded.
    await seedPrescription(t, (await anonymousReadyLetter(t)).encounterId, selfId, t.clock.now());
    const preview = (
      await t.get("/api/v1/subscriptions/me/cancellation-preview", { token: account.apiKey })
    ).body;
    expect(preview).toMatchObject({ refundable: true, refundAmount: SEAT });
    const res = await t.post(
      "/api/v1/subscriptions/me/cancel",
      { refundIfEligible: true },
      { token: account.apiKey, headers: { "Idempotency-Key": "stripe-cancel-1" } },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      refunded: true,
      refundAmount: SEAT,
      subscription: { status: "canceled" },
    });
    const [refund] = callsTo("POST", "/v1/refunds");
    const renewal = [...fake.invoices.values()].find(
      (i) => i.billing_reason === "subscription_cycle" && i.attempt_count === 2,
    ) as { id: string };
    const payments = [...fake.invoicePayments.values()].filter((p) => p.invoice === renewal.id);
    expect(payments.map((p) => p.status).sort()).toEqual(["canceled", "paid"]);
    const paidPi = (
      payments.find((p) => p.status === "paid")!.payment as { payment_intent: string }
    ).payment_intent;
    expect(refund?.body).toMatchObject({ payment_intent: paidPi, amount: String(SEAT) });
    expect(refund?.idempotencyKey).toMatch(/^subscription\.cancel:[0-9a-f-]{36}:refund:/);
    expect(callsTo("DELETE", `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe("canceled");
    const invoice = (await t.get("/api/v1/subscriptions/me/invoices", { token: account.apiKey }))
      .body[0];
    expect(invoice).toMatchObject({ amountRefunded: SEAT });
  });

  it("made no Stripe call while a transaction of ours was open, and every call carried the pinned API version", () => {
    expect(insideTransaction).toEqual([]);
    expect(new Set(fake.calls.map((c) => c.stripeVersion))).toEqual(new Set([STRIPE_API_VERSION]));
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
  });
});

describe("asynchronous payments at Checkout", () => {
  it("a bank debit still processing submits nothing; async_payment_succeeded submits the encounter", async () => {
    const a = await t.createAccount();
    const patientId = await readySelfPatient(t, a);
    const l = await anonymousReadyLetter(t);
    const { sessionId } = await payAtCheckout(a, l, patientId);
    await deliver(fake.completeSession(sessionId, "4242424242424242", "async"));
    expect((await t.get(`/api/v1/encounters/${l.encounterId}`, { token: a.apiKey })).status).toBe(
      404,
    );
    const again = await payAtCheckout(a, l, patientId);
    expect(again.res.status).toBe(409);
    expect(again.res.text).toContain("payment_processing");
    await deliver(fake.settleAsyncSession(sessionId, "succeeded"));
    const enc = await t.get(`/api/v1/encounters/${l.encounterId}`, { token: a.apiKey });
    expect(enc.body).toMatchObject({ state: "submitted", billing: { status: "paid" } });
    expect((await t.get("/api/v1/subscriptions/me", { token: a.apiKey })).body.status).toBe(
      "active",
    );
  });

  it("async_payment_failed: nothing is submitted, the Stripe subscription is canceled, the checkout link works again", async () => {
    const a = await t.createAccount();
    const patientId = await readySelfPatient(t, a);
    const l = await anonymousReadyLetter(t);
    const { sessionId } = await payAtCheckout(a, l, patientId);
    await deliver(fake.completeSession(sessionId, "4242424242424242", "async"));
    await deliver(fake.settleAsyncSession(sessionId, "failed"));
    const subId = fake.sessions.get(sessionId)?.subscription as string;
    expect(fake.subscriptions.get(subId)?.status).toBe("canceled");
    expect((await t.get(`/api/v1/encounters/${l.encounterId}`, { token: a.apiKey })).status).toBe(
      404,
    );
    expect((await t.get("/api/v1/subscriptions/me", { token: a.apiKey })).status).toBe(404);
    const retry = await payAtCheckout(a, l, patientId);
    expect(retry.res.status).toBe(303);
    // A new Checkout Session: the failed one is complete and cannot be paid again.
    expect(retry.sessionId).not.toBe(sessionId);
  });
});

describe("seat charges against Stripe's refusals", () => {
  it("a declined seat changes nothing: 402, the proration invoice voided (its pending update discarded), no seat", async () => {
    const a = await t.createAccount();
    const patientId = await readySelfPatient(t, a);
    const l = await anonymousReadyLetter(t);
    const { sessionId } = await payAtCheckout(a, l, patientId);
    await deliver(fake.completeSession(sessionId));
    const subId = fake.sessions.get(sessionId)?.subscription as string;
    fake.declineCharges(
      fake.subscriptions.get(subId)?.default_payment_method as string,
      "insufficient_funds",
    );
    const res = await t.patch("/api/v1/subscriptions/me", { seatCount: 1 }, { token: a.apiKey });
    expect(res.status).toBe(402);
    // Stripe's reason, read from the failed PaymentIntent of the open proration invoice.
    expect(res.body).toEqual({
      code: "card_declined",
      decline_code: "insufficient_funds",
      error:
        "Your card was declined because it does not have enough funds. Nothing was charged. Use another card, or add funds and try again.",
    });
    const sub = fake.subscriptions.get(subId) as {
      pending_update: unknown;
      items: { data: { price: { id: string } }[] };
    };
    expect(sub.pending_update).toBeNull();
    expect(sub.items.data.map((i) => i.price.id)).toEqual([fake.priceIds.base]);
    const voided = [...fake.invoices.values()].filter(
      (i) =>
        i.billing_reason === "subscription_update" &&
        i.customer === fake.sessions.get(sessionId)?.customer,
    );
    expect(voided.map((i) => i.status)).toEqual(["void"]);
    expect((await t.get("/api/v1/subscriptions/me", { token: a.apiKey })).body.seatCount).toBe(0);
  });

  it("an answer lost on the way back: the client retries with the same key, Stripe replays it, one charge", async () => {
    const a = await t.createAccount();
    const patientId = await readySelfPatient(t, a);
    const l = await anonymousReadyLetter(t);
    const { sessionId } = await payAtCheckout(a, l, patientId);
    await deliver(fake.completeSession(sessionId));
    const subId = fake.sessions.get(sessionId)?.subscription as string;
    fake.control.loseAnswers = {
      method: "POST",
      path: new RegExp(`^/v1/subscriptions/${subId}$`),
      count: 1,
    };
    const res = await t.patch("/api/v1/subscriptions/me", { seatCount: 2 }, { token: a.apiKey });
    expect(res.status, res.text).toBe(200);
    const updates = callsTo("POST", `/v1/subscriptions/${subId}`);
    expect(updates).toHaveLength(2);
    expect(updates[0]?.idempotencyKey).toBe(updates[1]?.idempotencyKey);
    const prorations = [...fake.invoices.values()].filter(
      (i) =>
        i.parent &&
        (i.parent as { subscription_details: { subscription: string } }).subscription_details
          .subscription === subId &&
        i.billing_reason === "subscription_update",
    );
    expect(prorations).toHaveLength(1);
    expect(res.body.seatCount).toBe(2);
  });

  it("Stripe unreachable: 503 with nothing done twice; the reconcile sweep finishes the recorded change with the same keys", async () => {
    const a = await t.createAccount();
    const patientId = await readySelfPatient(t, a);
    const l = await anonymousReadyLetter(t);
    const { sessionId } = await payAtCheckout(a, l, patientId);
    await deliver(fake.completeSession(sessionId));
    const subId = fake.sessions.get(sessionId)?.subscription as string;
    // Every answer lost (the client's own retries too): the seat is bought at Stripe, we never hear.
    fake.control.loseAnswers = {
      method: "POST",
      path: new RegExp(`^/v1/subscriptions/${subId}$`),
      count: 99,
    };
    const res = await t.patch("/api/v1/subscriptions/me", { seatCount: 1 }, { token: a.apiKey });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe("payment_processor_unavailable");
    fake.control.loseAnswers = null;
    const intent = await t.db
      .selectFrom("billing_intents")
      .selectAll()
      .where("user_id", "=", a.id)
      .where("kind", "=", "seats.change")
      .executeTakeFirstOrThrow();
    expect(intent.status).toBe("pending");
    expect((await t.get("/api/v1/subscriptions/me", { token: a.apiKey })).body.seatCount).toBe(0);
    const swept = await renewSubscriptions(t.services);
    const done = await t.db
      .selectFrom("billing_intents")
      .selectAll()
      .where("id", "=", intent.id)
      .executeTakeFirstOrThrow();
    expect(done.status, JSON.stringify({ swept, done })).toBe("succeeded");
    expect(swept.reconciled).toBe(1);
    expect((await t.get("/api/v1/subscriptions/me", { token: a.apiKey })).body.seatCount).toBe(1);
    const keys = new Set(
      callsTo("POST", `/v1/subscriptions/${subId}`).map((c) => c.idempotencyKey),
    );
    expect(keys.size).toBe(1);
    const prorations = [...fake.invoices.values()].filter(
      (i) =>
        i.billing_reason === "subscription_update" &&
        i.customer === fake.sessions.get(sessionId)?.customer,
    );
    expect(prorations).toHaveLength(1);
  });
});

describe("a developer's live usage on Stripe", () => {
  it("no card number through the API (409 with the setup link); the card saved in setup mode pays the usage invoice", async () => {
    const dev = await t.createAccount();
    const typed = await t.post(
      "/api/v1/developers/me/payment-method",
      { number: "4242424242424242", exp_month: 12, exp_year: 2099, cvc: "123" },
      { token: dev.session },
    );
    expect(typed.status).toBe(409);
    expect(typed.body).toMatchObject({
      code: "hosted_payment_required",
      url: `${t.config.WEB_URL}/developers/card-setup`,
    });
    const csrf = hmacHex(t.config.APP_SECRET, `csrf:${sha256Hex(dev.session)}`);
    const setup = await t.request("POST", "/developers/card-setup", {
      rawBody: new URLSearchParams({ csrf }).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: `intake_session=${dev.session}`,
      },
    });
    expect(setup.status).toBe(303);
    const sessionId = setup.headers.get("location")?.split("/").at(-1) as string;
    expect(fake.sessions.get(sessionId)).toMatchObject({ mode: "setup" });
    expect(callsTo("POST", "/v1/checkout/sessions").at(-1)?.body).toMatchObject({
      mode: "setup",
      allowed_payment_method_types: ["card"],
    });
    const live = () =>
      t.post(
        "/api/v1/developers/me/keys",
        { label: "live", environment: "live" },
        { token: dev.session },
      );
    expect((await live()).body.code).toBe("payment_method_required");
    await deliver(fake.completeSession(sessionId, "5555555555554444"));
    const customer = fake.sessions.get(sessionId)?.customer as string;
    expect(
      (fake.customers.get(customer)!.invoice_settings as { default_payment_method: string | null })
        .default_payment_method,
    ).toMatch(/^pm_/);
    const key = await live();
    expect(key.status).toBe(201);

    const r = await createRequest(t, key.body.key);
    await inTransaction(t.db, async (trx) => {
      await trx
        .updateTable("encounters")
        .set({ state: "completed", clinical_decision: "prescribed", completed_at: t.clock.now() })
        .where("id", "=", r.encounter_id)
        .execute();
      await t.services.encounterEvents.publish(trx, t.clock.now(), r.encounter_id, {
        kind: "completed",
      });
    });
    await runOutboxOnce(t.services);
    const usageKey = `usage:${r.encounter_id}:1`;
    expect(
      fake.calls.filter((c) => c.idempotencyKey?.startsWith(usageKey)).map((c) => c.idempotencyKey),
    ).toEqual([
      `${usageKey}:invoice`,
      `${usageKey}:item:0`,
      `${usageKey}:finalize`,
      `${usageKey}:pay`,
    ]);
    const invoice = await t.db
      .selectFrom("invoices")
      .selectAll()
      .where("user_id", "=", dev.id)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      kind: "usage",
      status: "paid",
      amount: REVIEW_PRICING.complete_review_cents,
      idempotency_key: usageKey,
    });
  });
});

describe("webhooks", () => {
  it("refuses a payload whose signature does not verify: 400 invalid_webhook_signature", async () => {
    const payload = JSON.stringify(fake.event("customer.subscription.deleted", { id: "sub_x" }));
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
  });
});

describe("the fake refuses what Stripe refuses", () => {
  const client = () =>
    new Stripe("sk_test_fake", {
      host: "127.0.0.1",
      port: fake.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });

  it("invoices.pay without a default payment method; an unknown subscription item; a reused idempotency key", async () => {
    const s = client();
    const customer = await s.customers.create(
      { email: "a@example.com" },
      { idempotencyKey: "fake-k1" },
    );
    expect(
      (await s.customers.create({ email: "a@example.com" }, { idempotencyKey: "fake-k1" })).id,
    ).toBe(customer.id);
    await expect(
      s.customers.create({ email: "b@example.com" }, { idempotencyKey: "fake-k1" }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    const invoice = await s.invoices.create({ customer: customer.id, currency: "usd" });
    await s.invoiceItems.create({
      customer: customer.id,
      invoice: invoice.id as string,
      amount: 500,
      currency: "usd",
    });
    await s.invoices.finalizeInvoice(invoice.id as string);
    await expect(s.invoices.pay(invoice.id as string)).rejects.toThrow(
      /no attached payment source or default payment method/,
    );
    const sub = [...fake.subscriptions.values()].find((x) => x.status === "active");
    await expect(
      s.subscriptions.update(sub?.id as string, { items: [{ id: "si_missing", quantity: 2 }] }),
    ).rejects.toThrow(/No such subscription_item: 'si_missing'/);
  });
});

describe("the fake answers in Stripe's shapes", () => {
  it("its copy of Stripe's example objects is the shared reference's (when that is here)", () => {
    const shared = ["../../../../../shared", "../../../../../../shared"]
      .map((up) => new URL(`${up}/reference/stripe-fixtures3.json`, import.meta.url))
      .find((url) => existsSync(url));
    if (!shared) return;
    const reference = JSON.parse(readFileSync(shared, "utf8")).resources;
    for (const [name, object] of Object.entries(FIXTURES))
      expect(object, name).toEqual(reference[name]);
  });

  it("every object it returned in this file has exactly the keys of Stripe's example object", () => {
    expect(fake.returned.length).toBeGreaterThan(50);
    const seen = new Set<string>();
    const lineItem = (fixture("invoice").lines as { data: Record<string, unknown>[] }).data[0];
    for (const o of fake.returned) {
      const name = resourceOf(o);
      seen.add(name);
      const example = name === "line_item" ? (lineItem as Record<string, unknown>) : fixture(name);
      expect(Object.keys(o).sort(), `${name} ${o.id}`).toEqual(Object.keys(example).sort());
    }
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        "checkout.session",
        "customer",
        "invoice",
        "invoice_payment",
        "invoiceitem",
        "payment_method",
        "price",
        "refund",
        "subscription",
        "subscription_item",
      ]),
    );
  });
});
