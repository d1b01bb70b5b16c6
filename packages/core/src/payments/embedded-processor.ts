import type { Trx } from "@intake/db";
import { sql } from "kysely";
import type { Clock } from "../clock";
import { newId, randomHex } from "../crypto";
import { cardDeclined, checkCard, type PaymentPort, voidStoredInvoice } from "./payment-port";

/** Test cards (docs/payments.md): the well-known processor test numbers. */
export const TEST_CARDS = {
  ok: "4242424242424242",
  declined: "4000000000000002",
  /** Attaches fine; every later charge is declined (a renewal that fails). */
  declinesLater: "4000000000000341",
} as const;

/**
 * The embedded processor: a complete processor whose state is our database. Cards are checked
 * (Luhn, expiry, CVC) and kept as brand + last4; `4000 0000 0000 0002` is declined at once and
 * `4000 0000 0000 0341` attaches but declines every charge. Invoices take the next number of a
 * database sequence.
 */
export function createEmbeddedProcessor(options: { clock: Clock }): PaymentPort {
  const { clock } = options;
  return {
    name: "embedded",

    async addPaymentMethod(trx, { userId, card }) {
      const now = clock.now();
      const checked = checkCard(card, now);
      if (checked.digits === TEST_CARDS.declined) throw cardDeclined();
      await trx
        .insertInto("payment_customers")
        .values({
          user_id: userId,
          processor: "embedded",
          processor_customer_id: `cus_${randomHex(12)}`,
          created_at: now,
        })
        .onConflict((oc) => oc.column("user_id").doNothing())
        .execute();
      const id = newId();
      await trx
        .insertInto("payment_methods")
        .values({
          id,
          user_id: userId,
          processor_payment_method_id: `pm_${randomHex(12)}`,
          brand: checked.brand,
          last4: checked.last4,
          declines_charges: checked.digits === TEST_CARDS.declinesLater,
          created_at: now,
        })
        .execute();
      return { id, brand: checked.brand, last4: checked.last4 };
    },

    async charge(trx, request) {
      const existing = await findInvoiceByKey(trx, request.idempotencyKey);
      if (existing) return existing;
      const method = await trx
        .selectFrom("payment_methods")
        .select(["declines_charges", "detached_at"])
        .where("id", "=", request.paymentMethodId)
        .where("user_id", "=", request.userId)
        .executeTakeFirst();
      const now = clock.now();
      const amount = request.lines.reduce((sum, l) => sum + l.amount, 0);
      const declined =
        amount > 0 && (!method || method.declines_charges || method.detached_at !== null);
      const failureMessage = declined ? "Your card was declined." : null;
      const id = newId();
      const number = await nextInvoiceNumber(trx);
      await trx
        .insertInto("invoices")
        .values({
          id,
          number,
          user_id: request.userId,
          subscription_id: request.subscriptionId,
          processor_invoice_id: `in_${randomHex(12)}`,
          kind: request.kind,
          amount,
          currency: request.currency,
          status: declined ? "open" : "paid",
          lines: JSON.stringify(request.lines),
          period_start: request.periodStart,
          period_end: request.periodEnd,
          failure_message: failureMessage,
          idempotency_key: request.idempotencyKey,
          created_at: now,
          paid_at: declined ? null : now,
        })
        .execute();
      return { id, number, amount, status: declined ? "open" : "paid", failureMessage };
    },

    voidInvoice: (trx, request) => voidStoredInvoice(trx, request),

    async refund(trx, request) {
      const existing = await trx
        .selectFrom("refunds")
        .select(["id", "amount"])
        .where("idempotency_key", "=", request.idempotencyKey)
        .executeTakeFirst();
      if (existing) return existing;
      const id = newId();
      await recordRefund(trx, clock.now(), {
        ...request,
        id,
        processorRefundId: `re_${randomHex(12)}`,
      });
      return { id, amount: request.amount };
    },
  };
}

/** Writes a refund and adds it to its invoice; refuses more than the invoice has left. */
export async function recordRefund(
  trx: Trx,
  at: Date,
  r: {
    id: string;
    invoiceId: string;
    amount: number;
    reason: string;
    idempotencyKey: string;
    processorRefundId: string;
  },
): Promise<void> {
  const updated = await trx
    .updateTable("invoices")
    .set({ amount_refunded: sql`amount_refunded + ${r.amount}` })
    .where("id", "=", r.invoiceId)
    .where("status", "=", "paid")
    .where(sql<boolean>`amount - amount_refunded >= ${r.amount}`)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    throw new Error(`refund of ${r.amount} exceeds what invoice ${r.invoiceId} has left`);
  }
  await trx
    .insertInto("refunds")
    .values({
      id: r.id,
      invoice_id: r.invoiceId,
      processor_refund_id: r.processorRefundId,
      amount: r.amount,
      reason: r.reason,
      idempotency_key: r.idempotencyKey,
      created_at: at,
    })
    .execute();
}

export async function findInvoiceByKey(trx: Trx, key: string) {
  const row = await trx
    .selectFrom("invoices")
    .select(["id", "number", "amount", "status", "failure_message"])
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    number: row.number,
    amount: row.amount,
    status: row.status === "paid" ? ("paid" as const) : ("open" as const),
    failureMessage: row.failure_message,
  };
}

export async function nextInvoiceNumber(trx: Trx): Promise<string> {
  const { rows } = await sql<{
    n: string;
  }>`select nextval('invoice_number_seq')::text as n`.execute(trx);
  return `INV-${String(rows[0]?.n ?? "0").padStart(6, "0")}`;
}
