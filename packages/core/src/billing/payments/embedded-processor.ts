import type { EmbeddedInvoicesTable, EmbeddedSubscriptionsTable } from "@intake/db";
import { type Db, type InvoiceLine, inTransaction, type Trx } from "@intake/db";
import type { Selectable } from "kysely";
import type { Clock } from "../../kernel/clock";
import { randomHex, sha256Hex } from "../../kernel/crypto";
import { DomainError } from "../../kernel/errors";
import { cardDeclined, checkCard, type DeclineReason } from "./cards";
import { addMonth, prorate } from "./money";
import type {
  PaymentPort,
  ProcessorEvent,
  ProcessorInvoice,
  ProcessorSubscription,
} from "./payment-port";

/** Test cards (docs/payments.md): Stripe's well-known test numbers, with Stripe's behaviour. */
export const TEST_CARDS = {
  ok: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  lostCard: "4000000000009987",
  stolenCard: "4000000000009979",
  expiredCard: "4000000000000069",
  incorrectCvc: "4000000000000127",
  processingError: "4000000000000119",
  /** Attaches fine; every later charge is declined (a renewal that fails). */
  declinesLater: "4000000000000341",
} as const;

/** The test cards declined when they are attached, with the reason Stripe gives for each. */
export const DECLINED_TEST_CARDS: Record<string, DeclineReason> = {
  [TEST_CARDS.declined]: "generic_decline",
  [TEST_CARDS.insufficientFunds]: "insufficient_funds",
  [TEST_CARDS.lostCard]: "lost_card",
  [TEST_CARDS.stolenCard]: "stolen_card",
  [TEST_CARDS.expiredCard]: "expired_card",
  [TEST_CARDS.incorrectCvc]: "incorrect_cvc",
  [TEST_CARDS.processingError]: "processing_error",
};

const DECLINED = "Your card was declined.";

type SubRow = Selectable<EmbeddedSubscriptionsTable>;
type InvoiceRow = Selectable<EmbeddedInvoicesTable>;

/**
 * The embedded processor: a complete processor whose state lives in its own tables
 * (`embedded_*`), reporting the same events as Stripe. Cards are checked (Luhn, expiry, CVC)
 * and kept as brand + last4; `4000 0000 0000 0002` is declined at once and
 * `4000 0000 0000 0341` attaches but declines every charge. It behaves as Stripe Billing does
 * where billing depends on it: a seat increase with `chargeNow` is prorated and invoiced at
 * once and applies only when paid; `advance` renews, fails (`past_due`) or ends subscriptions
 * whose period ended; an idempotency key replays its first answer and refuses a different
 * request.
 */
export function createEmbeddedProcessor(options: {
  db: Db;
  clock: Clock;
  prices: { base: number; seat: number; currency: string };
}): PaymentPort {
  const { db, clock, prices } = options;

  /** Runs `fn` once per key, in one transaction; a replay returns (or throws) the first answer. */
  async function once<T>(key: string, request: unknown, fn: (trx: Trx) => Promise<T>): Promise<T> {
    const hash = sha256Hex(JSON.stringify(request));
    const outcome = await inTransaction(db, async (trx) => {
      const fresh = await trx
        .insertInto("embedded_requests")
        .values({
          key,
          request_hash: hash,
          response: JSON.stringify(null),
          created_at: clock.now(),
        })
        .onConflict((oc) => oc.column("key").doNothing())
        .returning("key")
        .executeTakeFirst();
      if (!fresh) {
        const first = await trx
          .selectFrom("embedded_requests")
          .select(["request_hash", "response"])
          .where("key", "=", key)
          .executeTakeFirstOrThrow();
        if (first.request_hash !== hash) {
          throw new Error(
            `embedded processor: idempotency key ${key} was used for a different request`,
          );
        }
        return parse(first.response) as Outcome<T>;
      }
      let result: Outcome<T>;
      try {
        result = { ok: await fn(trx) };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        result = {
          error: {
            status: error.status,
            code: error.code,
            message: error.message,
            extra: error.extra,
          },
        };
      }
      await trx
        .updateTable("embedded_requests")
        .set({ response: JSON.stringify(result) })
        .where("key", "=", key)
        .execute();
      return result;
    });
    if ("error" in outcome) {
      const e = outcome.error;
      // A replayed DomainError: its status follows from its code.
      throw new DomainError(e.code as "card_declined", e.message, e.extra ?? {});
    }
    return revive(outcome.ok) as T;
  }

  async function defaultCard(trx: Trx, customerId: string) {
    return trx
      .selectFrom("embedded_cards")
      .select(["id", "declines_charges"])
      .where("customer_id", "=", customerId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .executeTakeFirst();
  }

  /** Creates an invoice and tries to pay it with the customer's default card. */
  async function invoice(
    trx: Trx,
    a: {
      customerId: string;
      subscriptionId: string | null;
      reason: ProcessorInvoice["reason"];
      currency: string;
      lines: InvoiceLine[];
      periodStart: Date;
      periodEnd: Date;
      metadata: Record<string, string>;
    },
  ): Promise<{ row: InvoiceRow; paid: boolean }> {
    const now = clock.now();
    const amount = a.lines.reduce((sum, l) => sum + l.amount, 0);
    const card = await defaultCard(trx, a.customerId);
    const paid = amount === 0 || (card !== undefined && !card.declines_charges);
    const row = await trx
      .insertInto("embedded_invoices")
      .values({
        id: `in_${randomHex(12)}`,
        customer_id: a.customerId,
        subscription_id: a.subscriptionId,
        billing_reason: a.reason,
        status: paid ? "paid" : "open",
        currency: a.currency,
        amount_due: amount,
        amount_paid: paid ? amount : 0,
        lines: JSON.stringify(a.lines),
        period_start: a.periodStart,
        period_end: a.periodEnd,
        metadata: JSON.stringify(a.metadata),
        created_at: now,
        paid_at: paid ? now : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, paid };
  }

  const invoiceEvent = (row: InvoiceRow): ProcessorEvent =>
    row.status === "paid"
      ? { type: "invoice.paid", invoice: toInvoice(row) }
      : row.status === "void"
        ? { type: "invoice.voided", invoice: toInvoice(row) }
        : {
            type: "invoice.payment_failed",
            invoice: toInvoice(row),
            failureMessage: DECLINED,
            declineCode: "generic_decline",
          };

  async function lockSubscription(trx: Trx, id: string): Promise<SubRow> {
    const sub = await trx
      .selectFrom("embedded_subscriptions")
      .selectAll()
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!sub) throw new Error(`embedded processor: no subscription ${id}`);
    return sub;
  }

  async function lockInvoice(trx: Trx, id: string): Promise<InvoiceRow> {
    const row = await trx
      .selectFrom("embedded_invoices")
      .selectAll()
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new Error(`embedded processor: no invoice ${id}`);
    return row;
  }

  return {
    name: "embedded",

    createCustomer: ({ userId }) =>
      once(`customer:${userId}`, { userId }, async () => ({
        customerId: `cus_${randomHex(12)}`,
      })),

    attachCard: ({ customerId, card, idempotencyKey }) =>
      // The key covers the card's last digits only: the number itself is never stored.
      once(idempotencyKey, { customerId, last4: String(card.number).slice(-4) }, async (trx) => {
        const checked = checkCard(card, clock.now());
        const declined = DECLINED_TEST_CARDS[checked.digits];
        if (declined) throw cardDeclined(declined);
        const id = `pm_${randomHex(12)}`;
        await trx
          .insertInto("embedded_cards")
          .values({
            id,
            customer_id: customerId,
            brand: checked.brand,
            last4: checked.last4,
            declines_charges: checked.digits === TEST_CARDS.declinesLater,
            created_at: clock.now(),
          })
          .execute();
        return [
          {
            type: "payment_method.attached",
            paymentMethod: { id, customerId, brand: checked.brand, last4: checked.last4 },
          },
        ] satisfies ProcessorEvent[];
      }),

    createSubscription: (input) =>
      once(input.idempotencyKey, input, async (trx) => {
        const now = clock.now();
        const id = `sub_${randomHex(12)}`;
        const end = addMonth(now);
        const lines: InvoiceLine[] = [
          { description: "Base plan (account holder)", quantity: 1, amount: prices.base },
        ];
        if (input.seats > 0)
          lines.push({
            description: "Family seat",
            quantity: input.seats,
            amount: prices.seat * input.seats,
          });
        const first = await invoice(trx, {
          customerId: input.customerId,
          subscriptionId: id,
          reason: "subscription_create",
          currency: prices.currency,
          lines,
          periodStart: now,
          periodEnd: end,
          metadata: {},
        });
        // Like Stripe's error_if_incomplete: a first payment that fails creates nothing.
        if (!first.paid) throw cardDeclined("generic_decline");
        const card = await defaultCard(trx, input.customerId);
        const sub = await trx
          .insertInto("embedded_subscriptions")
          .values({
            id,
            customer_id: input.customerId,
            status: "active",
            currency: prices.currency,
            base_amount: prices.base,
            seat_amount: prices.seat,
            seat_quantity: input.seats,
            current_period_start: now,
            current_period_end: end,
            cancel_at_period_end: false,
            canceled_at: null,
            default_payment_method: card?.id ?? null,
            metadata: JSON.stringify(input.metadata),
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return [
          { type: "subscription.updated", subscription: toSubscription(sub) },
          invoiceEvent(first.row),
        ] satisfies ProcessorEvent[];
      }),

    updateSeats: (input) =>
      once(input.idempotencyKey, input, async (trx) => {
        const sub = await lockSubscription(trx, input.subscriptionId);
        const added = input.quantity - sub.seat_quantity;
        if (input.chargeNow && added > 0) {
          const now = clock.now();
          const amount = prorate(
            sub.seat_amount * added,
            sub.current_period_start,
            sub.current_period_end,
            now,
          );
          const charged = await invoice(trx, {
            customerId: sub.customer_id,
            subscriptionId: sub.id,
            reason: "subscription_update",
            currency: sub.currency,
            lines: [
              {
                description: `Remaining time on ${added} x Family seat after ${now.toISOString().slice(0, 10)}`,
                quantity: added,
                amount,
              },
            ],
            periodStart: now,
            periodEnd: sub.current_period_end,
            metadata: {},
          });
          // A pending update: the quantity changes only once the proration invoice is paid.
          if (!charged.paid) {
            return [
              invoiceEvent(charged.row),
              {
                type: "subscription.updated",
                subscription: { ...toSubscription(sub), pendingUpdate: true },
              },
            ] satisfies ProcessorEvent[];
          }
          const updated = await setQuantity(trx, sub.id, input.quantity);
          return [
            invoiceEvent(charged.row),
            { type: "subscription.updated", subscription: toSubscription(updated) },
          ] satisfies ProcessorEvent[];
        }
        const updated = await setQuantity(trx, sub.id, input.quantity);
        return [
          { type: "subscription.updated", subscription: toSubscription(updated) },
        ] satisfies ProcessorEvent[];
      }),

    setCancelAtPeriodEnd: (input) =>
      once(input.idempotencyKey, input, async (trx) => {
        await lockSubscription(trx, input.subscriptionId);
        const sub = await trx
          .updateTable("embedded_subscriptions")
          .set({ cancel_at_period_end: input.cancelAtPeriodEnd })
          .where("id", "=", input.subscriptionId)
          .returningAll()
          .executeTakeFirstOrThrow();
        return [
          { type: "subscription.updated", subscription: toSubscription(sub) },
        ] satisfies ProcessorEvent[];
      }),

    cancelSubscription: (input) =>
      once(input.idempotencyKey, input, async (trx) => {
        const current = await lockSubscription(trx, input.subscriptionId);
        const sub =
          current.status === "canceled"
            ? current
            : await trx
                .updateTable("embedded_subscriptions")
                .set({ status: "canceled", canceled_at: clock.now() })
                .where("id", "=", input.subscriptionId)
                .returningAll()
                .executeTakeFirstOrThrow();
        return [
          { type: "subscription.canceled", subscription: toSubscription(sub) },
        ] satisfies ProcessorEvent[];
      }),

    chargeInvoice: (input) =>
      once(input.idempotencyKey, input, async (trx) => {
        const now = clock.now();
        const charged = await invoice(trx, {
          customerId: input.customerId,
          subscriptionId: null,
          reason: "manual",
          currency: input.currency,
          lines: input.lines,
          periodStart: now,
          periodEnd: now,
          metadata: input.metadata,
        });
        return [invoiceEvent(charged.row)] satisfies ProcessorEvent[];
      }),

    payInvoice: (input) =>
      once(input.idempotencyKey, input, async (trx) => {
        const row = await lockInvoice(trx, input.invoiceId);
        if (row.status !== "open") return [invoiceEvent(row)] satisfies ProcessorEvent[];
        const card = await defaultCard(trx, row.customer_id);
        if (!card || card.declines_charges) return [invoiceEvent(row)] satisfies ProcessorEvent[];
        const paid = await trx
          .updateTable("embedded_invoices")
          .set({ status: "paid", amount_paid: row.amount_due, paid_at: clock.now() })
          .where("id", "=", row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const events: ProcessorEvent[] = [invoiceEvent(paid)];
        if (row.subscription_id) {
          // Paying the overdue renewal makes a past_due plan active again, as on Stripe.
          const open = await trx
            .selectFrom("embedded_invoices")
            .select("id")
            .where("subscription_id", "=", row.subscription_id)
            .where("status", "=", "open")
            .where("billing_reason", "=", "subscription_cycle")
            .executeTakeFirst();
          const current = await lockSubscription(trx, row.subscription_id);
          const sub = await trx
            .updateTable("embedded_subscriptions")
            .set({ status: !open && current.status === "past_due" ? "active" : current.status })
            .where("id", "=", row.subscription_id)
            .returningAll()
            .executeTakeFirstOrThrow();
          events.push({ type: "subscription.updated", subscription: toSubscription(sub) });
        }
        return events;
      }),

    refund: (input) =>
      once(input.idempotencyKey, input, async (trx) => {
        const row = await lockInvoice(trx, input.invoiceId);
        if (row.status !== "paid" || row.amount_paid - row.amount_refunded < input.amount) {
          throw new Error(
            `embedded processor: refund of ${input.amount} exceeds what invoice ${row.id} has left`,
          );
        }
        await trx
          .updateTable("embedded_invoices")
          .set({ amount_refunded: row.amount_refunded + input.amount })
          .where("id", "=", row.id)
          .execute();
        return [
          {
            type: "refund.succeeded",
            refund: {
              id: `re_${randomHex(12)}`,
              invoiceId: row.id,
              amount: input.amount,
              metadata: input.metadata,
            },
          },
        ] satisfies ProcessorEvent[];
      }),

    voidInvoice: (input) =>
      once(input.idempotencyKey, input, async (trx) => {
        const row = await lockInvoice(trx, input.invoiceId);
        if (row.status === "paid")
          throw new Error(`embedded processor: invoice ${row.id} is paid and cannot be voided`);
        const voided = await trx
          .updateTable("embedded_invoices")
          .set({ status: "void" })
          .where("id", "=", row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return [invoiceEvent(voided)] satisfies ProcessorEvent[];
      }),

    async advance(now, deliver) {
      const due = await db
        .selectFrom("embedded_subscriptions")
        .select("id")
        .where("status", "=", "active")
        .where("current_period_end", "<=", now)
        .orderBy("current_period_end")
        .limit(500)
        .execute();
      const events: ProcessorEvent[] = [];
      for (const { id } of due) {
        events.push(
          ...(await inTransaction(db, async (trx): Promise<ProcessorEvent[]> => {
            const sub = await trx
              .selectFrom("embedded_subscriptions")
              .selectAll()
              .where("id", "=", id)
              .where("status", "=", "active")
              .where("current_period_end", "<=", now)
              .forUpdate()
              .executeTakeFirst();
            if (!sub) return [];
            const end = sub.current_period_end;
            if (sub.cancel_at_period_end) {
              const ended = await trx
                .updateTable("embedded_subscriptions")
                .set({ status: "canceled", canceled_at: end })
                .where("id", "=", id)
                .returningAll()
                .executeTakeFirstOrThrow();
              const done: ProcessorEvent[] = [
                { type: "subscription.canceled", subscription: toSubscription(ended) },
              ];
              await deliver(trx, done);
              return done;
            }
            const nextEnd = addMonth(end);
            const lines: InvoiceLine[] = [
              { description: "Base plan (account holder)", quantity: 1, amount: sub.base_amount },
            ];
            if (sub.seat_quantity > 0)
              lines.push({
                description: "Additional family seat",
                quantity: sub.seat_quantity,
                amount: sub.seat_amount * sub.seat_quantity,
              });
            const renewal = await invoice(trx, {
              customerId: sub.customer_id,
              subscriptionId: sub.id,
              reason: "subscription_cycle",
              currency: sub.currency,
              lines,
              periodStart: end,
              periodEnd: nextEnd,
              metadata: {},
            });
            const moved = await trx
              .updateTable("embedded_subscriptions")
              .set({
                current_period_start: end,
                current_period_end: nextEnd,
                status: renewal.paid ? "active" : "past_due",
              })
              .where("id", "=", id)
              .returningAll()
              .executeTakeFirstOrThrow();
            const done: ProcessorEvent[] = [
              { type: "subscription.updated", subscription: toSubscription(moved) },
              invoiceEvent(renewal.row),
            ];
            await deliver(trx, done);
            return done;
          })),
        );
      }
      return events;
    },
  };
}

async function setQuantity(trx: Trx, id: string, quantity: number): Promise<SubRow> {
  return trx
    .updateTable("embedded_subscriptions")
    .set({ seat_quantity: quantity })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

type Outcome<T> =
  | { ok: T }
  | {
      error: { status: number; code: string; message: string; extra?: Record<string, unknown> };
    };

const parse = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v);

const DATE_KEYS = new Set([
  "currentPeriodStart",
  "currentPeriodEnd",
  "canceledAt",
  "periodStart",
  "periodEnd",
]);

/** Dates come back from the stored JSON answer as strings: turn them into dates again. */
function revive(value: unknown): unknown {
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        DATE_KEYS.has(k) && typeof v === "string" ? new Date(v) : revive(v),
      ]),
    );
  }
  return value;
}

function toSubscription(row: SubRow): ProcessorSubscription {
  return {
    id: row.id,
    customerId: row.customer_id,
    status: row.status,
    currency: row.currency,
    baseAmount: row.base_amount,
    seatAmount: row.seat_amount,
    seatQuantity: row.seat_quantity,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    canceledAt: row.canceled_at,
    pendingUpdate: false,
    metadata: parse(row.metadata) as Record<string, string>,
  };
}

function toInvoice(row: InvoiceRow): ProcessorInvoice {
  return {
    id: row.id,
    customerId: row.customer_id,
    subscriptionId: row.subscription_id,
    number: null,
    reason: row.billing_reason as ProcessorInvoice["reason"],
    status: row.status,
    amountDue: row.amount_due,
    amountPaid: row.amount_paid,
    currency: row.currency,
    lines: parse(row.lines) as InvoiceLine[],
    periodStart: row.period_start,
    periodEnd: row.period_end,
    hostedInvoiceUrl: null,
    pdfUrl: null,
    metadata: parse(row.metadata) as Record<string, string>,
  };
}
