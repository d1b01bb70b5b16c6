import Stripe from "stripe";
import type { Config } from "../../kernel/config";
import { priceToMinorUnits } from "../../kernel/config";
import { DomainError } from "../../kernel/errors";
import { createStripeClient } from "../../kernel/stripe-client";
import type {
  PaymentPort,
  ProcessorEvent,
  ProcessorInvoice,
  ProcessorSubscription,
  ReceivedWebhook,
} from "./payment-port";

const invalidSignature = () =>
  new DomainError(
    "invalid_webhook_signature",
    "The Stripe-Signature header does not verify against the body. Check STRIPE_WEBHOOK_SECRET (the endpoint's signing secret) and that nothing rewrites the body on its way here.",
  );

const fromUnix = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);
const idOf = (v: string | { id: string } | null | undefined) =>
  typeof v === "string" ? v : (v?.id ?? null);

const DECLINED = "Your card was declined.";

/**
 * The Stripe adapter of the payment port: Stripe Billing as Stripe documents it. One Customer
 * per account; the plan is a Subscription with a base item (`STRIPE_PRICE_BASE`) and, once a
 * seat is bought, a seat item (`STRIPE_PRICE_SEAT`) found by its price and changed by quantity:
 * with `proration_behavior: always_invoice` and `payment_behavior: pending_if_incomplete` an
 * added seat is invoiced and paid at once and applies only when paid. One-off charges are
 * invoices paid with the customer's `invoice_settings.default_payment_method`, which is set from
 * the card a Checkout Session collected (subscription or setup mode). Webhooks are verified and
 * then read from the API by id. This adapter reads and writes nothing of ours.
 */
export function createStripeProcessor(options: { config: Config; stripe?: Stripe }): PaymentPort {
  const { config } = options;
  const stripe = options.stripe ?? createStripeClient(config);
  const basePrice = config.STRIPE_PRICE_BASE ?? "";
  const seatPrice = config.STRIPE_PRICE_SEAT ?? "";

  let pricesChecked: Promise<void> | null = null;
  /** The configured Prices must be what our money rules compute with (PRICE_BASE, PRICE_SEAT). */
  function checkPrices(): Promise<void> {
    pricesChecked ??= (async () => {
      for (const [name, id, expected] of [
        ["STRIPE_PRICE_BASE", basePrice, config.PRICE_BASE],
        ["STRIPE_PRICE_SEAT", seatPrice, config.PRICE_SEAT],
      ] as const) {
        const price = await stripe.prices.retrieve(id);
        if (
          price.unit_amount !== priceToMinorUnits(expected) ||
          price.currency !== "usd" ||
          price.recurring?.interval !== "month" ||
          price.recurring.interval_count !== 1
        ) {
          throw new Error(
            `${name} (${id}) must be a monthly USD price of ${expected}; Stripe has ${price.unit_amount} ${price.currency} per ${price.recurring?.interval_count ?? ""} ${price.recurring?.interval ?? "one-time"}`,
          );
        }
      }
    })().catch((error) => {
      pricesChecked = null;
      throw error;
    });
    return pricesChecked;
  }

  function toSubscription(s: Stripe.Subscription): ProcessorSubscription {
    const items = s.items.data;
    const base = items.find((i) => i.price.id === basePrice) ?? items[0];
    const seat = items.find((i) => i.price.id === seatPrice);
    const status: ProcessorSubscription["status"] =
      s.status === "active" || s.status === "trialing"
        ? "active"
        : s.status === "past_due" || s.status === "unpaid"
          ? "past_due"
          : s.status === "canceled" || s.status === "incomplete_expired"
            ? "canceled"
            : "incomplete";
    return {
      id: s.id,
      customerId: idOf(s.customer) as string,
      status,
      currency: s.currency,
      baseAmount: base?.price.unit_amount ?? priceToMinorUnits(config.PRICE_BASE),
      seatAmount: seat?.price.unit_amount ?? priceToMinorUnits(config.PRICE_SEAT),
      seatQuantity: seat?.quantity ?? 0,
      currentPeriodStart: fromUnix(base?.current_period_start) ?? new Date(s.start_date * 1000),
      currentPeriodEnd: fromUnix(base?.current_period_end) ?? new Date(s.start_date * 1000),
      cancelAtPeriodEnd: s.cancel_at_period_end,
      canceledAt: fromUnix(s.ended_at ?? s.canceled_at),
      pendingUpdate: s.pending_update !== null && s.pending_update !== undefined,
      metadata: { ...(s.metadata ?? {}) },
    };
  }

  function toInvoice(inv: Stripe.Invoice): ProcessorInvoice {
    const lines = inv.lines?.data ?? [];
    const first = lines[0];
    const reason = inv.billing_reason;
    return {
      id: inv.id as string,
      customerId: idOf(inv.customer as string | null) as string,
      subscriptionId: idOf(inv.parent?.subscription_details?.subscription ?? null),
      number: inv.number,
      reason:
        reason === "subscription_create" ||
        reason === "subscription_cycle" ||
        reason === "subscription_update"
          ? (reason as ProcessorInvoice["reason"])
          : "manual",
      status: (inv.status ?? "draft") as ProcessorInvoice["status"],
      amountDue: inv.amount_due,
      amountPaid: inv.amount_paid,
      currency: inv.currency,
      lines: lines.map((l) => ({
        description: l.description ?? "",
        quantity: l.quantity ?? 1,
        amount: l.amount,
      })),
      periodStart: fromUnix(first?.period?.start) ?? new Date(inv.created * 1000),
      periodEnd: fromUnix(first?.period?.end) ?? new Date(inv.created * 1000),
      hostedInvoiceUrl: inv.hosted_invoice_url ?? null,
      pdfUrl: inv.invoice_pdf ?? null,
      metadata: { ...(inv.metadata ?? {}) },
    };
  }

  /** `declineCode`: Stripe's reason, when a failed payment gave one (cards.ts DeclineReason). */
  const invoiceEvent = (inv: Stripe.Invoice, declineCode?: string): ProcessorEvent =>
    inv.status === "paid"
      ? { type: "invoice.paid", invoice: toInvoice(inv) }
      : inv.status === "void"
        ? { type: "invoice.voided", invoice: toInvoice(inv) }
        : {
            type: "invoice.payment_failed",
            invoice: toInvoice(inv),
            failureMessage: DECLINED,
            ...(declineCode ? { declineCode } : {}),
          };

  /** Stripe's reason for a refused payment: the card error's `decline_code`, else its `code`. */
  const declineOf = (error: unknown): string | undefined =>
    error instanceof Stripe.errors.StripeCardError
      ? (error.decline_code ?? error.code ?? undefined)
      : undefined;

  /**
   * The reason of an open invoice's failed attempt, when no error said it (a seat change with
   * `pending_if_incomplete` answers with the open invoice): its PaymentIntent's last error.
   */
  async function invoiceDecline(invoiceId: string): Promise<string | undefined> {
    const payments = await stripe.invoicePayments.list({
      invoice: invoiceId,
      status: "open",
      limit: 1,
    });
    const intentId = idOf(payments.data[0]?.payment?.payment_intent ?? null);
    if (!intentId) return undefined;
    const error = (await stripe.paymentIntents.retrieve(intentId)).last_payment_error;
    return error ? (error.decline_code ?? error.code ?? undefined) : undefined;
  }

  /** The event of a seat change's invoice, with the reason when its payment failed. */
  const seatInvoiceEvent = async (inv: Stripe.Invoice): Promise<ProcessorEvent> =>
    invoiceEvent(inv, inv.status === "open" ? await invoiceDecline(inv.id as string) : undefined);

  const subscriptionEvent = (s: Stripe.Subscription): ProcessorEvent =>
    s.status === "canceled" || s.status === "incomplete_expired"
      ? { type: "subscription.canceled", subscription: toSubscription(s) }
      : { type: "subscription.updated", subscription: toSubscription(s) };

  /** Stripe refuses to pay: a declined card, or no default payment method on the customer. */
  const isPaymentRefusal = (error: unknown) =>
    error instanceof Stripe.errors.StripeCardError ||
    (error instanceof Stripe.errors.StripeInvalidRequestError &&
      /payment (source|method)/i.test(error.message));

  /** Makes a card the customer's default for invoices, and reports it. */
  async function makeDefault(customerId: string, paymentMethodId: string) {
    await stripe.customers.update(
      customerId,
      { invoice_settings: { default_payment_method: paymentMethodId } },
      { idempotencyKey: `default-pm:${customerId}:${paymentMethodId}` },
    );
    const pm = await stripe.paymentMethods.retrieve(paymentMethodId);
    return {
      type: "payment_method.attached",
      paymentMethod: {
        id: pm.id,
        customerId,
        brand: pm.card?.brand ?? pm.type,
        last4: pm.card?.last4 ?? "0000",
      },
    } satisfies ProcessorEvent;
  }

  /** What a completed (or asynchronously paid / failed) Checkout Session means, read from the API. */
  async function fromSession(sessionId: string, failed: boolean): Promise<ProcessorEvent[]> {
    const session = await stripe.checkout.sessions.retrieve(sessionId, {
      expand: ["setup_intent"],
    });
    const customerId = idOf(session.customer as string | null);
    if (!customerId) return [];
    const metadata = { ...(session.metadata ?? {}) };
    if (session.mode === "setup") {
      const intent = session.setup_intent as Stripe.SetupIntent | null;
      const pm = idOf(intent?.payment_method as string | null);
      if (!pm || intent?.status !== "succeeded") return [];
      return [
        await makeDefault(customerId, pm),
        {
          type: "checkout.completed",
          checkout: {
            sessionId,
            mode: "setup",
            paid: true,
            customerId,
            subscriptionId: null,
            metadata,
          },
        },
      ];
    }
    const subscriptionId = idOf(session.subscription as string | null);
    const paid =
      !failed &&
      (session.payment_status === "paid" || session.payment_status === "no_payment_required");
    const checkout = {
      sessionId,
      mode: "subscription" as const,
      paid,
      customerId,
      subscriptionId,
      metadata,
    };
    if (failed) return [{ type: "checkout.payment_failed", checkout }];
    if (!paid || !subscriptionId) return [{ type: "checkout.completed", checkout }];
    const sub = await stripe.subscriptions.retrieve(subscriptionId);
    const events: ProcessorEvent[] = [];
    // Checkout leaves the card on the subscription; seat and usage invoices are paid with the
    // customer's default, so the card becomes that too.
    const pm = idOf(sub.default_payment_method as string | null);
    if (pm) events.push(await makeDefault(customerId, pm));
    events.push(subscriptionEvent(sub));
    const invoiceId = idOf(session.invoice as string | null) ?? idOf(sub.latest_invoice);
    if (invoiceId) events.push(invoiceEvent(await stripe.invoices.retrieve(invoiceId)));
    events.push({ type: "checkout.completed", checkout });
    return events;
  }

  /** An invoice and, when it belongs to a subscription, the subscription as it is now. */
  async function fromInvoice(invoiceId: string, declineCode?: string): Promise<ProcessorEvent[]> {
    const inv = await stripe.invoices.retrieve(invoiceId);
    const subId = idOf(inv.parent?.subscription_details?.subscription ?? null);
    const events: ProcessorEvent[] = [];
    if (subId) events.push(subscriptionEvent(await stripe.subscriptions.retrieve(subId)));
    events.push(invoiceEvent(inv, declineCode));
    return events;
  }

  return {
    name: "stripe",

    async createCustomer({ userId, email }) {
      const customer = await stripe.customers.create(
        { email, metadata: { userId } },
        { idempotencyKey: `customer:${userId}` },
      );
      return { customerId: customer.id };
    },

    async hostedCheckout(input) {
      await checkPrices();
      const session = await stripe.checkout.sessions.create(
        {
          mode: "subscription",
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [
            { price: basePrice, quantity: 1 },
            ...(input.seats > 0 ? [{ price: seatPrice, quantity: input.seats }] : []),
          ],
          // Ids only: no health information goes to the processor.
          metadata: input.metadata,
          subscription_data: { metadata: { userId: input.userId } },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL");
      return { url: session.url };
    },

    async hostedCardSetup(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "setup",
          customer: input.customerId,
          client_reference_id: input.userId,
          allowed_payment_method_types: ["card"],
          metadata: { userId: input.userId, purpose: "card_setup" },
          setup_intent_data: { metadata: { userId: input.userId } },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL");
      return { url: session.url };
    },

    async updateSeats(input) {
      await checkPrices();
      const sub = await stripe.subscriptions.retrieve(input.subscriptionId, {
        expand: ["latest_invoice"],
      });
      const seat = sub.items.data.find((i) => i.price.id === seatPrice);
      const current = seat?.quantity ?? 0;
      if (current === input.quantity) {
        // Nothing to change, or a change whose answer was lost and is retried (by the sweep):
        // report the proration invoice it was charged with.
        const latest = sub.latest_invoice as Stripe.Invoice | null;
        const charged = input.chargeNow && latest?.billing_reason === "subscription_update";
        return [
          ...(charged && latest ? [await seatInvoiceEvent(latest)] : []),
          subscriptionEvent(sub),
        ];
      }
      const charge = input.chargeNow && input.quantity > current;
      const updated = await stripe.subscriptions.update(
        input.subscriptionId,
        {
          items: [
            seat
              ? { id: seat.id, quantity: input.quantity }
              : { price: seatPrice, quantity: input.quantity },
          ],
          ...(charge
            ? { proration_behavior: "always_invoice", payment_behavior: "pending_if_incomplete" }
            : { proration_behavior: "none" }),
          expand: ["latest_invoice"],
        },
        // The request differs once the seat item exists: so does its key (a key is one request).
        { idempotencyKey: `${input.idempotencyKey}:${seat ? "set" : "add"}` },
      );
      const events: ProcessorEvent[] = [];
      const latest = updated.latest_invoice as Stripe.Invoice | null;
      if (charge && latest && latest.billing_reason === "subscription_update") {
        events.push(await seatInvoiceEvent(latest));
      }
      events.push(subscriptionEvent(updated));
      return events;
    },

    async setCancelAtPeriodEnd(input) {
      const updated = await stripe.subscriptions.update(
        input.subscriptionId,
        { cancel_at_period_end: input.cancelAtPeriodEnd },
        { idempotencyKey: input.idempotencyKey },
      );
      return [subscriptionEvent(updated)];
    },

    async cancelSubscription(input) {
      const canceled = await stripe.subscriptions.cancel(
        input.subscriptionId,
        {},
        { idempotencyKey: input.idempotencyKey },
      );
      return [subscriptionEvent(canceled)];
    },

    async chargeInvoice(input) {
      const key = input.idempotencyKey;
      const invoice = await stripe.invoices.create(
        {
          customer: input.customerId,
          collection_method: "charge_automatically",
          auto_advance: false,
          currency: input.currency,
          pending_invoice_items_behavior: "exclude",
          metadata: input.metadata,
        },
        { idempotencyKey: `${key}:invoice` },
      );
      for (const [i, line] of input.lines.entries()) {
        await stripe.invoiceItems.create(
          {
            customer: input.customerId,
            invoice: invoice.id as string,
            amount: line.amount,
            currency: input.currency,
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
      try {
        return [
          invoiceEvent(
            await stripe.invoices.pay(invoice.id as string, {}, { idempotencyKey: `${key}:pay` }),
          ),
        ];
      } catch (error) {
        if (!isPaymentRefusal(error)) throw error;
        return [
          invoiceEvent(await stripe.invoices.retrieve(invoice.id as string), declineOf(error)),
        ];
      }
    },

    async payInvoice(input) {
      let declineCode: string | undefined;
      try {
        await stripe.invoices.pay(input.invoiceId, {}, { idempotencyKey: input.idempotencyKey });
      } catch (error) {
        if (!isPaymentRefusal(error)) throw error;
        declineCode = declineOf(error);
      }
      return fromInvoice(input.invoiceId, declineCode);
    },

    async refund(input) {
      // An invoice can have failed attempts before the one that paid it: refund the paid one.
      const payments = await stripe.invoicePayments.list({
        invoice: input.invoiceId,
        status: "paid",
        limit: 10,
      });
      const paid = payments.data.find((p) => p.status === "paid");
      const paymentIntent = idOf(paid?.payment?.payment_intent ?? null);
      const charge = idOf(paid?.payment?.charge ?? null);
      if (!paymentIntent && !charge)
        throw new Error(`Stripe invoice ${input.invoiceId} has no paid payment to refund`);
      const refund = await stripe.refunds.create(
        {
          ...(paymentIntent ? { payment_intent: paymentIntent } : { charge: charge as string }),
          amount: input.amount,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return [
        {
          type: "refund.succeeded",
          refund: {
            id: refund.id,
            invoiceId: input.invoiceId,
            amount: refund.amount,
            metadata: { ...(refund.metadata ?? {}) },
          },
        },
      ];
    },

    async voidInvoice(input) {
      const voided = await stripe.invoices.voidInvoice(
        input.invoiceId,
        {},
        { idempotencyKey: input.idempotencyKey },
      );
      return [invoiceEvent(voided)];
    },

    async receiveWebhook(rawBody, signature): Promise<ReceivedWebhook> {
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
      // Only the object's id is taken from the payload: its shape follows the endpoint's API
      // version, which may not be ours. The object itself is read from the API.
      const objectId = (event.data.object as { id?: string }).id ?? "";
      const received = (events: ProcessorEvent[]) => ({
        eventId: event.id,
        type: event.type,
        events,
      });
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded":
          return received(await fromSession(objectId, false));
        case "checkout.session.async_payment_failed":
          return received(await fromSession(objectId, true));
        case "invoice.paid":
        case "invoice.payment_failed":
        case "invoice.voided":
          return received(await fromInvoice(objectId));
        case "customer.subscription.updated":
        case "customer.subscription.deleted":
          return received([subscriptionEvent(await stripe.subscriptions.retrieve(objectId))]);
        default:
          return received([]);
      }
    },
  };
}
