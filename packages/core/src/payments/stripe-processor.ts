import { inTransaction, type Trx } from "@intake/db";
import Stripe from "stripe";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Services } from "../context";
import { newId } from "../crypto";
import { DomainError } from "../errors";
import { loadOwnPatient } from "../patients/load";
import { telemetry } from "../telemetry";
import { submitPaidCheckout } from "./checkout";
import { recordRefund } from "./embedded-processor";
import { cardDeclined, type PaymentPort, voidStoredInvoice } from "./payment-port";
import { syncSeatCount } from "./subscription-store";

const invalidSignature = () =>
  new DomainError(
    400,
    "invalid_webhook_signature",
    "The Stripe-Signature header does not verify against the body.",
  );

/** The Stripe client from configuration (host/port/protocol only for tests against a local fake). */
export function createStripeClient(config: Config): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  const client = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
  });
  telemetry.stripeClient(client);
  return client;
}

const fromUnix = (s: number | null | undefined, fallback: Date) =>
  s ? new Date(s * 1000) : fallback;
const idOf = (v: string | { id: string } | null | undefined) =>
  typeof v === "string" ? v : (v?.id ?? null);

/**
 * The Stripe adapter of the payment port. A new plan is paid on a Stripe Checkout Session
 * (subscription mode: a base item and a seat item with a quantity); its webhook completes our
 * checkout. Later charges (prorated seats) are Stripe invoices paid with the customer's default
 * method; refunds are Stripe refunds of the invoice's payment. Stripe renews the plan itself and
 * tells us by webhook (`invoice.paid`, `invoice.payment_failed`, `customer.subscription.*`),
 * which we apply once per event id. Every call carries an idempotency key.
 */
export function createStripeProcessor(options: {
  config: Config;
  clock: Clock;
  stripe?: Stripe;
}): PaymentPort {
  const { config, clock } = options;
  const stripe = options.stripe ?? createStripeClient(config);

  async function customerOf(trx: Trx, userId: string): Promise<string> {
    const row = await trx
      .selectFrom("payment_customers")
      .select("processor_customer_id")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!row) throw cardDeclined("No Stripe customer is on file. Pay at a checkout link first.");
    return row.processor_customer_id;
  }

  /** Mirrors a Stripe invoice into our table (by its Stripe id); returns our id. */
  async function mirrorInvoice(
    trx: Trx,
    inv: Stripe.Invoice,
    a: {
      userId: string;
      subscriptionId: string | null;
      kind: "subscription_create" | "subscription_cycle" | "proration" | "usage";
      key: string;
    },
  ): Promise<{ id: string; number: string; amount: number; status: "paid" | "open" }> {
    const now = clock.now();
    const status = inv.status === "paid" ? ("paid" as const) : ("open" as const);
    const existing = await trx
      .selectFrom("invoices")
      .select(["id", "number"])
      .where("processor_invoice_id", "=", inv.id as string)
      .executeTakeFirst();
    const amount = status === "paid" ? inv.amount_paid : inv.amount_due;
    if (existing) {
      await trx
        .updateTable("invoices")
        .set({
          status,
          paid_at: status === "paid" ? now : null,
          failure_message: status === "paid" ? null : "Your card was declined.",
        })
        .where("id", "=", existing.id)
        .execute();
      return { id: existing.id, number: existing.number, amount, status };
    }
    const id = newId();
    const number = inv.number ?? `STRIPE-${inv.id}`;
    const line = inv.lines?.data?.[0];
    await trx
      .insertInto("invoices")
      .values({
        id,
        number,
        user_id: a.userId,
        subscription_id: a.subscriptionId,
        processor_invoice_id: inv.id as string,
        kind: a.kind,
        amount,
        currency: inv.currency,
        status,
        lines: JSON.stringify(
          (inv.lines?.data ?? []).map((l) => ({
            description: l.description ?? "",
            quantity: l.quantity ?? 1,
            amount: l.amount,
          })),
        ),
        period_start: fromUnix(line?.period?.start, now),
        period_end: fromUnix(line?.period?.end, now),
        failure_message: status === "paid" ? null : "Your card was declined.",
        idempotency_key: a.key,
        hosted_invoice_url: inv.hosted_invoice_url ?? null,
        invoice_pdf_url: inv.invoice_pdf ?? null,
        created_at: now,
        paid_at: status === "paid" ? now : null,
      })
      .execute();
    return { id, number, amount, status };
  }

  const port: PaymentPort = {
    name: "stripe",

    async addPaymentMethod() {
      throw new DomainError(
        409,
        "hosted_payment_required",
        "With Stripe, cards are entered on Stripe's payment page: continue from the checkout link.",
      );
    },

    async charge(trx, request) {
      const existing = await trx
        .selectFrom("invoices")
        .select(["id", "number", "amount", "status", "failure_message"])
        .where("idempotency_key", "=", request.idempotencyKey)
        .executeTakeFirst();
      if (existing) {
        return {
          id: existing.id,
          number: existing.number,
          amount: existing.amount,
          status: existing.status === "paid" ? "paid" : "open",
          failureMessage: existing.failure_message,
        };
      }
      const customer = await customerOf(trx, request.userId);
      const key = request.idempotencyKey;
      const invoice = await stripe.invoices.create(
        {
          customer,
          collection_method: "charge_automatically",
          auto_advance: false,
          currency: request.currency,
        },
        { idempotencyKey: `${key}:invoice` },
      );
      for (const [i, line] of request.lines.entries()) {
        await stripe.invoiceItems.create(
          {
            customer,
            invoice: invoice.id,
            amount: line.amount,
            currency: request.currency,
            description: line.description,
          },
          { idempotencyKey: `${key}:item:${i}` },
        );
      }
      await stripe.invoices.finalizeInvoice(
        invoice.id as string,
        {},
        { idempotencyKey: `${key}:finalize` },
      );
      let paid: Stripe.Invoice;
      try {
        paid = await stripe.invoices.pay(
          invoice.id as string,
          {},
          { idempotencyKey: `${key}:pay` },
        );
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
        paid = await stripe.invoices.retrieve(invoice.id as string);
      }
      const mirrored = await mirrorInvoice(trx, paid, {
        userId: request.userId,
        subscriptionId: request.subscriptionId,
        kind: request.kind === "usage" ? "usage" : "proration",
        key,
      });
      return {
        ...mirrored,
        failureMessage: mirrored.status === "paid" ? null : "Your card was declined.",
      };
    },

    voidInvoice: (trx, request) =>
      voidStoredInvoice(trx, request, async (processorInvoiceId) => {
        await stripe.invoices.voidInvoice(
          processorInvoiceId,
          {},
          { idempotencyKey: request.idempotencyKey },
        );
      }),

    async refund(trx, request) {
      const done = await trx
        .selectFrom("refunds")
        .select(["id", "amount"])
        .where("idempotency_key", "=", request.idempotencyKey)
        .executeTakeFirst();
      if (done) return done;
      const invoice = await trx
        .selectFrom("invoices")
        .select("processor_invoice_id")
        .where("id", "=", request.invoiceId)
        .executeTakeFirstOrThrow();
      const payments = await stripe.invoicePayments.list({
        invoice: invoice.processor_invoice_id,
        limit: 1,
      });
      const paymentIntent = idOf(
        payments.data[0]?.payment?.payment_intent as string | { id: string } | undefined,
      );
      if (!paymentIntent)
        throw new Error(`Stripe invoice ${invoice.processor_invoice_id} has no payment to refund`);
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: request.amount,
          metadata: { reason: request.reason },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      const id = newId();
      await recordRefund(trx, clock.now(), { ...request, id, processorRefundId: refund.id });
      return { id, amount: request.amount };
    },

    async hostedCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "subscription",
          customer_email: input.email,
          client_reference_id: input.userId,
          line_items: [
            {
              price_data: {
                currency: input.currency,
                unit_amount: input.baseAmount,
                recurring: { interval: "month" },
                product_data: { name: "Base plan" },
              },
              quantity: 1,
            },
            ...(input.seats > 0
              ? [
                  {
                    price_data: {
                      currency: input.currency,
                      unit_amount: input.seatAmount,
                      recurring: { interval: "month" as const },
                      product_data: { name: "Family seat" },
                    },
                    quantity: input.seats,
                  },
                ]
              : []),
          ],
          // Ids only: no health information goes to the processor.
          metadata: {
            encounterId: input.encounterId,
            patientId: input.patientId,
            userId: input.userId,
          },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL");
      return { url: session.url };
    },

    async syncSubscription(input) {
      if (input.cancelNow) {
        await stripe.subscriptions.cancel(
          input.processorSubscriptionId,
          {},
          { idempotencyKey: `${input.idempotencyKey}:cancel` },
        );
        return;
      }
      const sub = await stripe.subscriptions.retrieve(input.processorSubscriptionId);
      const seatItem =
        sub.items.data.find(
          (i) => i.metadata?.kind === "seat" || i.price?.metadata?.kind === "seat",
        ) ?? sub.items.data[1];
      await stripe.subscriptions.update(
        input.processorSubscriptionId,
        {
          cancel_at_period_end: input.cancelAtPeriodEnd,
          // We charged or refunded the change ourselves by the spec's rules: no Stripe proration.
          proration_behavior: "none",
          ...(seatItem ? { items: [{ id: seatItem.id, quantity: input.seatCount }] } : {}),
        },
        { idempotencyKey: `${input.idempotencyKey}:sync` },
      );
    },

    async handleWebhook(services, rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.STRIPE_WEBHOOK_SECRET ?? "",
        );
      } catch {
        throw invalidSignature();
      }
      // Reads from Stripe happen before the transaction; the event applies once, atomically.
      const pre =
        event.type === "checkout.session.completed"
          ? await loadCompletedSession(stripe, event.data.object)
          : null;
      return inTransaction(services.db, async (trx) => {
        const fresh = await trx
          .insertInto("processor_events")
          .values({ id: event.id, processor: "stripe", type: event.type, received_at: clock.now() })
          .onConflict((oc) => oc.column("id").doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!fresh) return { duplicate: true, type: event.type };
        await applyEvent(trx, services, event, pre);
        return { duplicate: false, type: event.type };
      });
    },
  };

  async function applyEvent(
    trx: Trx,
    services: Services,
    event: Stripe.Event,
    pre: CompletedSession | null,
  ) {
    const now = clock.now();
    if (event.type === "checkout.session.completed" && pre) {
      await completeFromSession(trx, services, pre);
      return;
    }
    if (event.type === "invoice.paid" || event.type === "invoice.payment_failed") {
      const inv = event.data.object as Stripe.Invoice;
      const subId = idOf(inv.parent?.subscription_details?.subscription as string | undefined);
      if (!subId) return;
      const sub = await trx
        .selectFrom("subscriptions")
        .selectAll()
        .where("processor_subscription_id", "=", subId)
        .executeTakeFirst();
      if (!sub) return;
      const cycle = inv.billing_reason === "subscription_cycle";
      await mirrorInvoice(trx, inv, {
        userId: sub.user_id,
        subscriptionId: sub.id,
        kind: cycle ? "subscription_cycle" : "subscription_create",
        key: `stripe:${inv.id}`,
      });
      const line = inv.lines?.data?.[0];
      await trx
        .updateTable("subscriptions")
        .set({
          status: event.type === "invoice.paid" ? "active" : "past_due",
          ...(event.type === "invoice.paid" && line?.period
            ? {
                current_period_start: fromUnix(line.period.start, now),
                current_period_end: fromUnix(line.period.end, now),
              }
            : {}),
          updated_at: now,
        })
        .where("id", "=", sub.id)
        .where("status", "!=", "canceled")
        .execute();
      return;
    }
    if (
      event.type === "customer.subscription.updated" ||
      event.type === "customer.subscription.deleted"
    ) {
      const s = event.data.object as Stripe.Subscription;
      const status =
        event.type === "customer.subscription.deleted" || s.status === "canceled"
          ? "canceled"
          : s.status === "active" || s.status === "trialing"
            ? "active"
            : "past_due";
      const item = s.items?.data?.[0];
      await trx
        .updateTable("subscriptions")
        .set({
          status,
          cancel_at_period_end: s.cancel_at_period_end,
          ...(item?.current_period_start
            ? {
                current_period_start: fromUnix(item.current_period_start, now),
                current_period_end: fromUnix(item.current_period_end, now),
              }
            : {}),
          ...(status === "canceled" ? { canceled_at: fromUnix(s.canceled_at, now) } : {}),
          updated_at: now,
        })
        .where("processor_subscription_id", "=", s.id)
        .execute();
    }
  }

  /** checkout.session.completed: the plan exists at Stripe and is paid; mirror it and submit. */
  async function completeFromSession(trx: Trx, services: Services, pre: CompletedSession) {
    const now = clock.now();
    const { session, subscription, invoice } = pre;
    const { encounterId, patientId, userId } = session.metadata ?? {};
    if (!encounterId || !patientId || !userId) return;
    const customer = idOf(session.customer as string | null);
    if (customer) {
      await trx
        .insertInto("payment_customers")
        .values({
          user_id: userId,
          processor: "stripe",
          processor_customer_id: customer,
          created_at: now,
        })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ processor_customer_id: customer }))
        .execute();
    }
    const item = subscription.items.data[0];
    const seatItem = subscription.items.data[1];
    const values = {
      processor_subscription_id: subscription.id,
      plan: "base",
      status: "active",
      currency: subscription.currency,
      base_amount: item?.price?.unit_amount ?? 0,
      seat_amount:
        seatItem?.price?.unit_amount ?? Math.round(Number(config.PRICE_SEAT.slice(1)) * 100),
      amount: item?.price?.unit_amount ?? 0,
      processor: "stripe",
      payment_method_id: null,
      current_period_start: fromUnix(item?.current_period_start, now),
      current_period_end: fromUnix(item?.current_period_end, now),
      cancel_at_period_end: false,
      canceled_at: null,
      updated_at: now,
    };
    const existing = await trx
      .selectFrom("subscriptions")
      .select("id")
      .where("user_id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
    const sub = existing
      ? await trx
          .updateTable("subscriptions")
          .set(values)
          .where("id", "=", existing.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto("subscriptions")
          .values({ id: newId(), user_id: userId, created_at: now, ...values })
          .returningAll()
          .executeTakeFirstOrThrow();
    const patient = await loadOwnPatient(trx, userId, patientId, now);
    if (patient.relationship !== "self") {
      await trx
        .insertInto("subscription_seats")
        .values({ id: newId(), subscription_id: sub.id, patient_id: patient.id, created_at: now })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await syncSeatCount(trx, sub, now);
    const mirrored = invoice
      ? await mirrorInvoice(trx, invoice, {
          userId,
          subscriptionId: sub.id,
          kind: "subscription_create",
          key: `stripe:${invoice.id}`,
        })
      : null;
    const encounter = await trx
      .selectFrom("encounters")
      .select(["id", "state", "user_id", "claimed_at"])
      .where("id", "=", encounterId)
      .forUpdate()
      .executeTakeFirst();
    // Paid for an encounter that can no longer be submitted (expired, canceled, claimed by
    // someone else): the plan stays; the person resubmits the letter as a subscriber.
    if (
      encounter?.state !== "readyForCheckout" ||
      (encounter.user_id && encounter.user_id !== userId)
    )
      return;
    const user = await trx
      .selectFrom("users")
      .select("email")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    await submitPaidCheckout(
      trx,
      services,
      { userId: null, kind: "processor" },
      {
        encounterId,
        claimedAt: encounter.claimed_at,
        userId,
        email: user.email,
        patientId,
        paid: {
          amount: mirrored?.amount ?? 0,
          invoiceId: mirrored?.id ?? null,
          invoiceNumber: mirrored?.number ?? null,
        },
      },
    );
  }

  return port;
}

interface CompletedSession {
  session: Stripe.Checkout.Session;
  subscription: Stripe.Subscription;
  invoice: Stripe.Invoice | null;
}

async function loadCompletedSession(
  stripe: Stripe,
  session: Stripe.Checkout.Session,
): Promise<CompletedSession | null> {
  const subId = idOf(session.subscription as string | null);
  if (!subId || session.payment_status !== "paid") return null;
  const subscription = await stripe.subscriptions.retrieve(subId);
  const invoiceId = idOf(session.invoice as string | null);
  const invoice = invoiceId ? await stripe.invoices.retrieve(invoiceId) : null;
  return { session, subscription, invoice };
}
