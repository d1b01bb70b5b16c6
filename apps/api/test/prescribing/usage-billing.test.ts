import { billUsage, REVIEW_PRICING, USAGE_BILLING_TOPIC, voidUsage } from "@intake/core/developers";
import { hmacHex, runOutboxOnce, sha256Hex } from "@intake/core/kernel";
import { inTransaction } from "@intake/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDeveloperCommand } from "../../src/cli/developer-command";
import { createTestApp, type TestApp } from "../harness";
import { addCard, createDeveloper, createRequest } from "./helpers";

const OPERATOR = { userId: null, kind: "operator" };

/** What the clinician console does at the end of a review: the encounter and the seam, in one transaction. */
async function completeReview(t: TestApp, encounterId: string, decision: string) {
  await inTransaction(t.db, async (trx) => {
    await trx
      .updateTable("encounters")
      .set({ state: "completed", clinical_decision: decision, completed_at: t.clock.now() })
      .where("id", "=", encounterId)
      .execute();
    await t.services.encounterEvents.publish(trx, t.clock.now(), encounterId, {
      kind: "completed",
    });
  });
}

const usageOf = (t: TestApp, encounterId: string) =>
  t.db
    .selectFrom("prescribing_usage")
    .selectAll()
    .where("encounter_id", "=", encounterId)
    .executeTakeFirst();
const invoicesOf = (t: TestApp, userId: string) =>
  t.db
    .selectFrom("invoices")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
const billingRows = (t: TestApp) =>
  t.db.selectFrom("outbox").select("payload").where("topic", "=", USAGE_BILLING_TOPIC).execute();

describe("usage billing with the embedded processor", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("a completed live review is charged once by the billing worker as a usage invoice keyed usage:<id>:1", async () => {
    const dev = await createDeveloper(t);
    const r = await createRequest(t, dev.liveKey);
    await completeReview(t, r.encounter_id, "prescribed");
    const usage = await usageOf(t, r.encounter_id);
    expect(usage).toMatchObject({
      developer_id: dev.id,
      outcome: "complete",
      amount_cents: REVIEW_PRICING.complete_review_cents,
      seq: 1,
      invoice_id: null,
      voided_at: null,
    });
    expect((await billingRows(t)).map((b) => b.payload)).toContainEqual({ usage_id: usage?.id });
    await runOutboxOnce(t.services);
    const [invoice, ...more] = await invoicesOf(t, dev.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      kind: "usage",
      subscription_id: null,
      amount: REVIEW_PRICING.complete_review_cents,
      currency: "usd",
      status: "paid",
      idempotency_key: `usage:${r.encounter_id}:1`,
      lines: [
        {
          description: `Live review (complete), request ${r.encounter_id}`,
          quantity: 1,
          amount: REVIEW_PRICING.complete_review_cents,
        },
      ],
    });
    expect((await usageOf(t, r.encounter_id))?.invoice_id).toBe(invoice?.id);

    // The worker runs the same row again (a crash after charging, before marking it done): the
    // idempotency key finds the first invoice; nothing is charged twice.
    await t.db
      .updateTable("prescribing_usage")
      .set({ invoice_id: null })
      .where("id", "=", usage?.id as string)
      .execute();
    await billUsage(t.services, { usage_id: usage?.id });
    await billUsage(t.services, { usage_id: usage?.id });
    expect(await invoicesOf(t, dev.id)).toHaveLength(1);
    expect((await usageOf(t, r.encounter_id))?.invoice_id).toBe(invoice?.id);

    // A second completion signal for the same review records nothing new.
    await inTransaction(t.db, (trx) =>
      t.services.encounterEvents.publish(trx, t.clock.now(), r.encounter_id, { kind: "completed" }),
    );
    await runOutboxOnce(t.services);
    expect(await invoicesOf(t, dev.id)).toHaveLength(1);

    const page = await t.request("GET", "/developers", {
      headers: { cookie: `intake_session=${dev.session}` },
    });
    expect(page.text).toContain(
      `Total billed: $${(REVIEW_PRICING.complete_review_cents / 100).toFixed(2)}`,
    );
  });

  it("an incomplete review is billed at the incomplete price; sandbox reviews are free", async () => {
    const dev = await createDeveloper(t);
    const live = await createRequest(t, dev.liveKey);
    await completeReview(t, live.encounter_id, "incomplete");
    const sandbox = await createRequest(t, dev.testKey);
    await completeReview(t, sandbox.encounter_id, "prescribed");
    await runOutboxOnce(t.services);
    expect(await usageOf(t, sandbox.encounter_id)).toBeUndefined();
    const invoices = await invoicesOf(t, dev.id);
    expect(invoices.map((i) => [i.kind, i.amount, i.status])).toEqual([
      ["usage", REVIEW_PRICING.incomplete_review_cents, "paid"],
    ]);
  });

  it("operators refund a paid usage charge and void an unpaid one through the payment port", async () => {
    const dev = await createDeveloper(t);
    const paid = await createRequest(t, dev.liveKey);
    await completeReview(t, paid.encounter_id, "prescribed");
    await runOutboxOnce(t.services);
    const refunded = await voidUsage(t.services, OPERATOR, paid.encounter_id, "billed in error");
    expect(refunded).toEqual({
      result: "refunded",
      amount: REVIEW_PRICING.complete_review_cents,
    });
    const [invoice] = await invoicesOf(t, dev.id);
    expect(invoice?.amount_refunded).toBe(REVIEW_PRICING.complete_review_cents);
    const refunds = await t.db
      .selectFrom("refunds")
      .select(["amount", "idempotency_key", "reason"])
      .where("invoice_id", "=", invoice?.id as string)
      .execute();
    expect(refunds).toEqual([
      {
        amount: REVIEW_PRICING.complete_review_cents,
        idempotency_key: `usage:${paid.encounter_id}:1:refund`,
        reason: "billed in error",
      },
    ]);
    expect(await voidUsage(t.services, OPERATOR, paid.encounter_id, "again")).toEqual({
      result: "already_voided",
      amount: 0,
    });

    // A card that declines later: the usage invoice stays open, then is voided.
    const other = await t.createAccount();
    await addCard(t, other.session, "4000000000000341");
    const key = await t.post(
      "/api/v1/developers/me/keys",
      { label: "live", environment: "live" },
      { token: other.session },
    );
    const r = await createRequest(t, key.body.key);
    await completeReview(t, r.encounter_id, "no_prescription");
    await runOutboxOnce(t.services);
    const [open] = await invoicesOf(t, other.id);
    expect(open).toMatchObject({ kind: "usage", status: "open" });
    expect(await voidUsage(t.services, OPERATOR, r.encounter_id, "uncollectable")).toEqual({
      result: "voided",
      amount: 0,
    });
    expect((await invoicesOf(t, other.id))[0]?.status).toBe("void");
    expect((await usageOf(t, r.encounter_id))?.voided_at).not.toBeNull();

    // Voided before the worker ran: never charged.
    const third = await createRequest(t, key.body.key);
    await completeReview(t, third.encounter_id, "prescribed");
    expect(await voidUsage(t.services, OPERATOR, third.encounter_id, "goodwill")).toEqual({
      result: "not_charged",
      amount: 0,
    });
    await runOutboxOnce(t.services);
    expect(await invoicesOf(t, other.id)).toHaveLength(1);

    const audit = await t.db
      .selectFrom("audit_log")
      .select(["entity_id", "detail"])
      .where("action", "=", "usage.voided")
      .where("entity_id", "in", [paid.encounter_id, r.encounter_id, third.encounter_id])
      .orderBy("id")
      .execute();
    expect(audit.map((a) => (a.detail as { result: string }).result)).toEqual([
      "refunded",
      "voided",
      "not_charged",
    ]);
    expect((await voidUsage(t.services, OPERATOR, "not-a-uuid", "x").catch((e) => e)).code).toBe(
      "not_found",
    );
  });

  it("the dashboard takes a card (without JavaScript), then a live key; lists usage invoices; the CLI refunds one", async () => {
    const dev = await t.createAccount();
    const csrf = hmacHex(t.config.APP_SECRET, `csrf:${sha256Hex(dev.session)}`);
    const post = (path: string, fields: Record<string, string>) =>
      t.request("POST", path, {
        rawBody: new URLSearchParams({ csrf, ...fields }).toString(),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          cookie: `intake_session=${dev.session}`,
        },
      });
    const refused = await post("/developers/keys", { label: "prod", environment: "live" });
    expect(refused.status).toBe(402);
    expect(refused.text).toContain("Live keys bill each completed live review to a card");
    expect(refused.text).toContain("No card on file: live keys need one");
    /** A form post answers 303 (Post/Redirect/Get); the next page shows its one-time notice. */
    const follow = async (res: { status: number; headers: Headers }) => {
      expect(res.status).toBe(303);
      const flash = /intake_flash=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
      return t.request("GET", res.headers.get("location") as string, {
        headers: { cookie: `intake_session=${dev.session}; ${flash}` },
      });
    };
    const saved = await post("/developers/card", {
      number: "4242 4242 4242 4242",
      exp_month: "12",
      exp_year: "2099",
      cvc: "123",
    }).then(follow);
    expect(saved.text).toContain("Saved: completed live reviews are billed to visa ending 4242.");
    const created = await post("/developers/keys", { label: "prod", environment: "live" }).then(
      follow,
    );
    const key = /ak_live_[0-9a-f]{64}/.exec(created.text)?.[0] as string;
    const r = await createRequest(t, key);
    await completeReview(t, r.encounter_id, "prescribed");
    await runOutboxOnce(t.services);
    const [invoice] = await invoicesOf(t, dev.id);
    const dashboard = () =>
      t.request("GET", "/developers", { headers: { cookie: `intake_session=${dev.session}` } });
    const listed = await dashboard();
    const row = new RegExp(
      `data-invoice-id="${invoice?.id}"><td data-label="Invoice">${invoice?.number}</td><td data-label="Date"><time[^>]*>[A-Z][a-z]{2} \\d{1,2}, \\d{4}</time></td><td data-label="Amount">\\$${(REVIEW_PRICING.complete_review_cents / 100).toFixed(2)}</td><td data-label="Status">paid</td>`,
    );
    expect(listed.text).toMatch(row);

    const cli = await runDeveloperCommand(t.services, [
      "void-usage",
      r.encounter_id,
      "--reason",
      "test review",
    ]);
    expect(cli).toEqual({
      exitCode: 0,
      output: `Refunded $${(REVIEW_PRICING.complete_review_cents / 100).toFixed(2)} to the card.`,
    });
    const after = await dashboard();
    expect(after.text).toContain("Total billed: $0.00");
    expect(after.text).toContain('<td data-label="Status">refunded</td>');
    expect((await runDeveloperCommand(t.services, ["void-usage", r.encounter_id])).exitCode).toBe(
      2,
    );
  });

  it("the card endpoint: credentials, invalid and declined cards", async () => {
    const dev = await t.createAccount();
    const card = { number: "4242424242424242", exp_month: 12, exp_year: 2099, cvc: "123" };
    const path = "/api/v1/developers/me/payment-method";
    expect((await t.post(path, card)).status).toBe(401);
    const personal = await t.post(path, card, { token: dev.apiKey });
    expect([personal.status, personal.body.code]).toEqual([403, "developer_credential_required"]);
    const invalid = await t.post(
      path,
      { ...card, number: "4242424242424241" },
      { token: dev.session },
    );
    expect([invalid.status, invalid.body.code]).toEqual([400, "invalid_card"]);
    const declined = await t.post(
      path,
      { ...card, number: "4000000000000002" },
      { token: dev.session },
    );
    expect([declined.status, declined.body.code]).toEqual([402, "card_declined"]);
    const live = await t.post(
      "/api/v1/developers/me/keys",
      { label: "live", environment: "live" },
      { token: dev.session },
    );
    expect([live.status, live.body.code]).toEqual([402, "payment_method_required"]);
    const stored = await t.db
      .selectFrom("payment_methods")
      .selectAll()
      .where("user_id", "=", dev.id)
      .execute();
    expect(stored).toEqual([]);
  });
});
