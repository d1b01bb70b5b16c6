import type { Trx } from "@intake/db";
import type { BillingServices } from "./billing";
import { cardDeclined } from "./cards";
import type { ProcessorEvent } from "./payment-port";
import type { SubscriptionRow } from "./subscription-store";

/** One refund out of a paid invoice of this cycle. */
export interface RefundAllocation {
  invoiceId: string;
  processorInvoiceId: string;
  amount: number;
}

/**
 * Splits `amount` over this cycle's paid invoices, newest first, each up to what it has left
 * (decided before the processor is called, so a retry refunds the same pieces with the same keys).
 */
export async function allocateRefund(
  trx: Trx,
  sub: SubscriptionRow,
  amount: number,
): Promise<RefundAllocation[]> {
  if (amount <= 0) return [];
  const invoices = await trx
    .selectFrom("invoices")
    .select(["id", "processor_invoice_id", "amount", "amount_refunded"])
    .where("subscription_id", "=", sub.id)
    .where("status", "=", "paid")
    .where("period_start", "=", sub.current_period_start)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const out: RefundAllocation[] = [];
  let left = amount;
  for (const inv of invoices) {
    const take = Math.min(left, inv.amount - inv.amount_refunded);
    if (take <= 0) continue;
    out.push({ invoiceId: inv.id, processorInvoiceId: inv.processor_invoice_id, amount: take });
    left -= take;
    if (left === 0) break;
  }
  return out;
}

export const allocated = (refunds: RefundAllocation[]) =>
  refunds.reduce((sum, r) => sum + r.amount, 0);

/** Makes the refunds at the processor, one key per invoice. */
export async function executeRefunds(
  services: Pick<BillingServices, "ports">,
  refunds: RefundAllocation[],
  key: string,
  reason: string,
): Promise<ProcessorEvent[]> {
  const events: ProcessorEvent[] = [];
  for (const r of refunds) {
    const refundKey = `${key}:refund:${r.invoiceId}`;
    events.push(
      ...(await services.ports.payments.refund({
        invoiceId: r.processorInvoiceId,
        amount: r.amount,
        metadata: { reason, idempotencyKey: refundKey },
        idempotencyKey: refundKey,
      })),
    );
  }
  return events;
}

/**
 * Gives seats back: the refunds due (one key per invoice), then the quantity goes down with
 * nothing charged. Used by a seat count lowered and by a person removed with their seat.
 */
export async function releaseSeats(
  services: Pick<BillingServices, "ports">,
  processorSubscriptionId: string,
  quantity: number,
  refunds: RefundAllocation[],
  key: string,
): Promise<ProcessorEvent[]> {
  const events = await executeRefunds(services, refunds, key, "seat_released");
  events.push(
    ...(await services.ports.payments.updateSeats({
      subscriptionId: processorSubscriptionId,
      quantity,
      chargeNow: false,
      idempotencyKey: `${key}:seats`,
    })),
  );
  return events;
}

/**
 * Buys seats now: the quantity goes up with the added seats prorated and invoiced at once. When
 * that payment fails the change does not apply, and the open invoice is voided so it is never
 * collected later.
 */
export async function chargeSeats(
  services: Pick<BillingServices, "ports">,
  processorSubscriptionId: string,
  quantity: number,
  key: string,
): Promise<ProcessorEvent[]> {
  const payments = services.ports.payments;
  const events = await payments.updateSeats({
    subscriptionId: processorSubscriptionId,
    quantity,
    chargeNow: true,
    idempotencyKey: `${key}:seats`,
  });
  for (const e of [...events]) {
    if (e.type === "invoice.payment_failed") {
      events.push(
        ...(await payments.voidInvoice({
          invoiceId: e.invoice.id,
          idempotencyKey: `${key}:void:${e.invoice.id}`,
        })),
      );
    }
  }
  return events;
}

/** A payment among the events failed: the change is refused with 402 (nothing was charged). */
export function assertPaid(events: ProcessorEvent[]): void {
  const failed = events.find((e) => e.type === "invoice.payment_failed");
  if (failed) throw cardDeclined(failed.declineCode);
}

/** The paid invoice among the events (the one a change was charged with). */
export function paidInvoiceOf(events: ProcessorEvent[]) {
  for (const e of events) if (e.type === "invoice.paid") return e.invoice;
  return undefined;
}
