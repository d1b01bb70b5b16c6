import type { InvoiceKind, Trx } from "@intake/db";
import { sql } from "kysely";
import { archivePatientRow } from "../../accounts/patients/store";
import type { Ports, Services } from "../../kernel/context";
import { newId } from "../../kernel/crypto";
import type {
  ProcessorEvent,
  ProcessorInvoice,
  ProcessorRefund,
  ProcessorSubscription,
} from "./payment-port";
import { activeSeats, type SubscriptionRow, syncSeatCount } from "./subscription-store";

/** Our copy of a processor invoice, as the callers need it. */
export interface MirroredInvoice {
  id: string;
  number: string;
  amount: number;
  status: "paid" | "open" | "void";
  failureMessage: string | null;
  processorInvoiceId: string;
}

/** What a batch of events changed, for the caller that asked the processor. */
export interface Applied {
  invoices: MirroredInvoice[];
  subscription: SubscriptionRow | null;
  refunds: { id: string; amount: number }[];
}

/** What billing needs of the services (the operator CLI has only these). */
export type BillingServices = Pick<Services, "db" | "config" | "clock" | "encounterEvents"> & {
  ports: Pick<Ports, "payments">;
};

/**
 * The one place processor events become our state (docs/payments.md, "What each event does"):
 * customers' cards, the subscription mirror (status, period, seats released at a period's
 * end), invoices and refunds. Every event is idempotent: objects are matched by their
 * processor id, so a webhook delivered twice, or the answer of a call and its webhook, apply
 * once. Checkout completion (seat, submission) is the caller's, with the events applied here.
 */
export async function applyEvents(
  trx: Trx,
  services: BillingServices,
  events: ProcessorEvent[],
): Promise<Applied> {
  const applied: Applied = { invoices: [], subscription: null, refunds: [] };
  for (const event of events) {
    switch (event.type) {
      case "payment_method.attached":
        await applyPaymentMethod(trx, services, event.paymentMethod);
        break;
      case "subscription.updated":
      case "subscription.canceled":
        applied.subscription =
          (await applySubscription(trx, services, event.subscription)) ?? applied.subscription;
        break;
      case "invoice.paid":
      case "invoice.voided":
        await pushInvoice(applied, await mirrorInvoice(trx, services, event.invoice, null));
        break;
      case "invoice.payment_failed":
        await pushInvoice(
          applied,
          await mirrorInvoice(trx, services, event.invoice, event.failureMessage),
        );
        break;
      case "refund.succeeded": {
        const refund = await applyRefund(trx, services, event.refund);
        if (refund) applied.refunds.push(refund);
        break;
      }
      case "checkout.completed":
      case "checkout.payment_failed":
        break;
    }
  }
  return applied;
}

async function pushInvoice(applied: Applied, invoice: MirroredInvoice | null) {
  if (invoice) applied.invoices.push(invoice);
}

/** The account a processor customer belongs to (null: not one of ours). */
export async function userOfCustomer(
  trx: Trx,
  processor: string,
  customerId: string,
): Promise<string | null> {
  const row = await trx
    .selectFrom("payment_customers")
    .select("user_id")
    .where("processor", "=", processor)
    .where("processor_customer_id", "=", customerId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

async function applyPaymentMethod(
  trx: Trx,
  services: BillingServices,
  pm: { id: string; customerId: string; brand: string; last4: string },
) {
  const userId = await userOfCustomer(trx, services.ports.payments.name, pm.customerId);
  if (!userId) return;
  const now = services.clock.now();
  await trx
    .insertInto("payment_methods")
    .values({
      id: newId(),
      user_id: userId,
      processor_payment_method_id: pm.id,
      brand: pm.brand,
      last4: pm.last4,
      created_at: now,
    })
    .onConflict((oc) => oc.column("processor_payment_method_id").doNothing())
    .execute();
  const method = await trx
    .selectFrom("payment_methods")
    .select("id")
    .where("processor_payment_method_id", "=", pm.id)
    .executeTakeFirstOrThrow();
  // The default card is the one the plan shows (GET /subscriptions/me/payment-method).
  await trx
    .updateTable("subscriptions")
    .set({ payment_method_id: method.id, updated_at: now })
    .where("user_id", "=", userId)
    .execute();
}

const ourStatus = (s: ProcessorSubscription["status"]) =>
  s === "canceled" ? "canceled" : s === "active" ? "active" : "past_due";

/**
 * Mirrors a processor subscription. A new plan (first `active` report) takes the account's
 * subscription row; a later report of another, older subscription never overwrites a live one.
 * When the period moved on, seats that billed to its end are released with their patients;
 * a canceled plan releases every seat.
 */
async function applySubscription(
  trx: Trx,
  services: BillingServices,
  s: ProcessorSubscription,
): Promise<SubscriptionRow | null> {
  const processor = services.ports.payments.name;
  const now = services.clock.now();
  let row = await trx
    .selectFrom("subscriptions")
    .selectAll()
    .where("processor_subscription_id", "=", s.id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) {
    if (s.status !== "active") return null;
    const userId =
      (await userOfCustomer(trx, processor, s.customerId)) ?? s.metadata.userId ?? null;
    if (!userId) return null;
    const current = await trx
      .selectFrom("subscriptions")
      .selectAll()
      .where("user_id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
    if (current && current.status !== "canceled") return null;
    const method = await trx
      .selectFrom("payment_methods")
      .select("id")
      .where("user_id", "=", userId)
      .where("detached_at", "is", null)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .executeTakeFirst();
    const values = {
      processor_subscription_id: s.id,
      plan: "base",
      status: "active",
      amount: s.baseAmount,
      currency: s.currency,
      seat_count: 0,
      base_amount: s.baseAmount,
      seat_amount: s.seatAmount,
      processor,
      payment_method_id: method?.id ?? null,
      current_period_start: s.currentPeriodStart,
      current_period_end: s.currentPeriodEnd,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      canceled_at: null,
      updated_at: now,
    };
    if (current) {
      // A canceled plan's seats are history; the new plan starts without them.
      row = await trx
        .updateTable("subscriptions")
        .set(values)
        .where("id", "=", current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } else {
      row = await trx
        .insertInto("subscriptions")
        .values({ id: newId(), user_id: userId, created_at: now, ...values })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    return syncSeatCount(trx, row, now);
  }
  if (row.status === "canceled" && s.status !== "canceled") return row;
  const status = ourStatus(s.status);
  if (status === "canceled") {
    const at = s.canceledAt ?? now;
    await releaseAllSeats(trx, row.id, at);
    row = await trx
      .updateTable("subscriptions")
      .set({
        status: "canceled",
        canceled_at: row.canceled_at ?? at,
        cancel_at_period_end: false,
        updated_at: now,
      })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return syncSeatCount(trx, row, now);
  }
  if (s.currentPeriodStart.getTime() > row.current_period_start.getTime()) {
    await releaseEndedSeats(trx, row.id, s.currentPeriodStart, now);
  }
  row = await trx
    .updateTable("subscriptions")
    .set({
      status: s.pendingUpdate ? row.status : status,
      current_period_start: s.currentPeriodStart,
      current_period_end: s.currentPeriodEnd,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      base_amount: s.baseAmount,
      seat_amount: s.seatAmount,
      updated_at: now,
    })
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return syncSeatCount(trx, row, now);
}

/** Seats that billed to a period end that has passed leave, and their patients with them. */
async function releaseEndedSeats(trx: Trx, subscriptionId: string, periodStart: Date, now: Date) {
  const ending = (await activeSeats(trx, subscriptionId)).filter(
    (seat) => seat.ends_at !== null && seat.ends_at <= periodStart,
  );
  for (const seat of ending) {
    await trx
      .updateTable("subscription_seats")
      .set({ released_at: seat.ends_at })
      .where("id", "=", seat.id)
      .execute();
    if (seat.patient_id) {
      await archivePatientRow(trx, seat.patient_id, now, {
        archivedAt: seat.ends_at ?? now,
        ifActive: true,
      });
    }
  }
}

async function releaseAllSeats(trx: Trx, subscriptionId: string, at: Date) {
  await trx
    .updateTable("subscription_seats")
    .set({ released_at: at })
    .where("subscription_id", "=", subscriptionId)
    .where("released_at", "is", null)
    .execute();
}

const KINDS: Record<ProcessorInvoice["reason"], InvoiceKind> = {
  subscription_create: "subscription_create",
  subscription_cycle: "subscription_cycle",
  subscription_update: "proration",
  manual: "usage",
};

/**
 * Mirrors a processor invoice by its id (a second report updates the status). Subscription
 * invoices belong to the subscription's current period (a prorated seat counts towards what
 * was paid this cycle); others (usage) are dated when they were charged.
 */
export async function mirrorInvoice(
  trx: Trx,
  services: BillingServices,
  inv: ProcessorInvoice,
  failureMessage: string | null,
): Promise<MirroredInvoice | null> {
  if (inv.status === "draft") return null;
  const processor = services.ports.payments.name;
  const now = services.clock.now();
  const status = inv.status === "paid" ? "paid" : inv.status === "void" ? "void" : "open";
  const amount = status === "paid" ? inv.amountPaid : inv.amountDue;
  const failure = status === "open" ? (failureMessage ?? "Your card was declined.") : null;
  const existing = await trx
    .selectFrom("invoices")
    .select(["id", "number", "status", "failure_message"])
    .where("processor_invoice_id", "=", inv.id)
    .forUpdate()
    .executeTakeFirst();
  if (existing) {
    // Paid and void are final: a late "failed" report never reopens them.
    if (existing.status === "open" && status !== "open") {
      await trx
        .updateTable("invoices")
        .set({
          status,
          amount,
          paid_at: status === "paid" ? now : null,
          failure_message: status === "paid" ? null : existing.failure_message,
        })
        .where("id", "=", existing.id)
        .execute();
    }
    const row = await trx
      .selectFrom("invoices")
      .select(["id", "number", "amount", "status", "failure_message"])
      .where("id", "=", existing.id)
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      number: row.number,
      amount: row.amount,
      status: row.status,
      failureMessage: row.failure_message,
      processorInvoiceId: inv.id,
    };
  }
  const userId = await userOfCustomer(trx, processor, inv.customerId);
  if (!userId) return null;
  const sub = inv.subscriptionId
    ? await trx
        .selectFrom("subscriptions")
        .select(["id", "current_period_start", "current_period_end"])
        .where("processor_subscription_id", "=", inv.subscriptionId)
        .executeTakeFirst()
    : undefined;
  const kind: InvoiceKind =
    inv.reason === "manual" && inv.metadata.kind === "checkout_seat"
      ? "checkout_seat"
      : KINDS[inv.reason];
  const prorated = inv.reason === "subscription_update" && sub;
  const id = newId();
  const number = inv.number ?? (await nextInvoiceNumber(trx));
  await trx
    .insertInto("invoices")
    .values({
      id,
      number,
      user_id: userId,
      subscription_id: sub?.id ?? null,
      processor_invoice_id: inv.id,
      kind,
      amount,
      currency: inv.currency,
      status,
      lines: JSON.stringify(inv.lines),
      period_start: prorated ? sub.current_period_start : inv.periodStart,
      period_end: prorated ? sub.current_period_end : inv.periodEnd,
      failure_message: failure,
      idempotency_key: inv.metadata.idempotencyKey ?? `${processor}:${inv.id}`,
      hosted_invoice_url: inv.hostedInvoiceUrl,
      invoice_pdf_url: inv.pdfUrl,
      created_at: now,
      paid_at: status === "paid" ? now : null,
    })
    .execute();
  return {
    id,
    number,
    amount,
    status,
    failureMessage: failure,
    processorInvoiceId: inv.id,
  };
}

/** Records a processor refund once (by its id) and adds it to its invoice. */
async function applyRefund(
  trx: Trx,
  services: BillingServices,
  r: ProcessorRefund,
): Promise<{ id: string; amount: number } | null> {
  const done = await trx
    .selectFrom("refunds")
    .select(["id", "amount"])
    .where("processor_refund_id", "=", r.id)
    .executeTakeFirst();
  if (done) return done;
  const invoice = await trx
    .selectFrom("invoices")
    .select("id")
    .where("processor_invoice_id", "=", r.invoiceId)
    .executeTakeFirst();
  if (!invoice) return null;
  const updated = await trx
    .updateTable("invoices")
    .set({ amount_refunded: sql`amount_refunded + ${r.amount}` })
    .where("id", "=", invoice.id)
    .where("status", "=", "paid")
    .where(sql<boolean>`amount - amount_refunded >= ${r.amount}`)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    throw new Error(`refund ${r.id} of ${r.amount} exceeds what invoice ${invoice.id} has left`);
  }
  const id = newId();
  await trx
    .insertInto("refunds")
    .values({
      id,
      invoice_id: invoice.id,
      processor_refund_id: r.id,
      amount: r.amount,
      reason: r.metadata.reason ?? "refund",
      idempotency_key: r.metadata.idempotencyKey ?? `${services.ports.payments.name}:${r.id}`,
      created_at: services.clock.now(),
    })
    .execute();
  return { id, amount: r.amount };
}

export async function nextInvoiceNumber(trx: Trx): Promise<string> {
  const { rows } = await sql<{
    n: string;
  }>`select nextval('invoice_number_seq')::text as n`.execute(trx);
  return `INV-${String(rows[0]?.n ?? "0").padStart(6, "0")}`;
}

/** The account's customer at the processor, created once (one Customer per account). */
export async function customerFor(
  services: BillingServices,
  user: { id: string; email: string },
): Promise<string> {
  const payments = services.ports.payments;
  const existing = await services.db
    .selectFrom("payment_customers")
    .select(["processor", "processor_customer_id"])
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (existing?.processor === payments.name) return existing.processor_customer_id;
  // Outside any transaction: the processor's idempotency key (the user id) makes a retry or a
  // concurrent twin get the same customer.
  const { customerId } = await payments.createCustomer({ userId: user.id, email: user.email });
  await services.db
    .insertInto("payment_customers")
    .values({
      user_id: user.id,
      processor: payments.name,
      processor_customer_id: customerId,
      created_at: services.clock.now(),
    })
    .onConflict((oc) =>
      oc
        .column("user_id")
        .doUpdateSet({ processor: payments.name, processor_customer_id: customerId }),
    )
    .execute();
  return customerId;
}
