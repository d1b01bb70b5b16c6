import type { SubscriptionsTable, Trx } from "@intake/db";
import type { Selectable } from "kysely";
import { sql } from "kysely";
import type { Config } from "../../kernel/config";
import type { DbOrTrx } from "../../kernel/context";
import { hmacHex } from "../../kernel/crypto";
import { conflict, DomainError } from "../../kernel/errors";
import {
  type PersonShare,
  planCancellationRefund,
  planSeatRelease,
  type RefundPlan,
} from "./money";
import type { Invoice, Subscription } from "./schemas";

export type SubscriptionRow = Selectable<SubscriptionsTable>;

export const subscriptionNotFound = () =>
  new DomainError(
    "subscription_not_found",
    "This account has never subscribed. A subscription starts at the checkout link of a complete letter (checkout_url of POST /api/v1/agent/query).",
  );

export async function loadSubscription(
  db: DbOrTrx,
  userId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow | undefined> {
  let q = db.selectFrom("subscriptions").selectAll().where("user_id", "=", userId);
  if (opts.forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function requireSubscription(
  db: DbOrTrx,
  userId: string,
  opts: { forUpdate?: boolean } = {},
) {
  const row = await loadSubscription(db, userId, opts);
  if (!row) throw subscriptionNotFound();
  return row;
}

export function assertChangeable(sub: SubscriptionRow): void {
  if (sub.status === "canceled") {
    throw conflict(
      "subscription_canceled",
      "The subscription is canceled. A new one starts at the checkout link of a complete letter.",
    );
  }
  if (sub.status === "past_due") {
    throw conflict(
      "subscription_past_due",
      "The last renewal payment failed. Pay at the checkout link of a complete letter with a working card; then change the plan.",
    );
  }
}

/** Seats still billing (not released), oldest first. */
export function activeSeats(db: DbOrTrx, subscriptionId: string) {
  return db
    .selectFrom("subscription_seats")
    .selectAll()
    .where("subscription_id", "=", subscriptionId)
    .where("released_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Per period: the base plus one seat amount for every seat that still bills. */
export const periodAmount = (
  sub: Pick<SubscriptionRow, "base_amount" | "seat_amount">,
  seats: number,
) => sub.base_amount + sub.seat_amount * seats;

/** Keeps `subscriptions.seat_count` equal to the seats still billing. */
export async function syncSeatCount(
  trx: Trx,
  sub: SubscriptionRow,
  at: Date,
): Promise<SubscriptionRow> {
  const seats = await activeSeats(trx, sub.id);
  const updated = await trx
    .updateTable("subscriptions")
    .set({ seat_count: seats.length, amount: periodAmount(sub, seats.length), updated_at: at })
    .where("id", "=", sub.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return updated;
}

/**
 * Puts a person on an unused seat that still renews, when the subscription has one (`seats`: its
 * active seats, as read by the caller); the subscription with its seat count synced, or null when
 * every seat is taken (a new seat must then be charged).
 */
export async function takeFreeSeat(
  trx: Trx,
  sub: SubscriptionRow,
  seats: Awaited<ReturnType<typeof activeSeats>>,
  patientId: string,
  at: Date,
): Promise<SubscriptionRow | null> {
  const free = seats.find((s) => s.patient_id === null && s.ends_at === null);
  if (!free) return null;
  await trx
    .updateTable("subscription_seats")
    .set({ patient_id: patientId })
    .where("id", "=", free.id)
    .execute();
  return syncSeatCount(trx, sub, at);
}

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    userId: row.user_id,
    processorSubscriptionId: row.processor_subscription_id,
    plan: row.plan,
    status: row.status as Subscription["status"],
    amount: row.amount,
    currency: row.currency,
    seatCount: row.seat_count,
    currentPeriodStart: row.current_period_start.toISOString(),
    currentPeriodEnd: row.current_period_end.toISOString(),
    cancelAtPeriodEnd: row.cancel_at_period_end,
  };
}

/**
 * An invoice link's signature: the invoice and the link's expiry (Unix seconds) under
 * APP_SECRET, so neither can be changed. Links last INVOICE_LINK_TTL_DAYS from when they are
 * handed out (every read of the invoices gives fresh ones).
 */
export const invoiceSignature = (
  config: Pick<Config, "APP_SECRET">,
  invoiceId: string,
  exp: number,
) => hmacHex(config.APP_SECRET, `invoice-link:${invoiceId}:${exp}`);

export function invoiceUrls(
  config: Pick<Config, "APP_SECRET" | "WEB_URL" | "INVOICE_LINK_TTL_DAYS">,
  invoiceId: string,
  now: Date,
) {
  const exp = Math.floor(now.getTime() / 1000) + config.INVOICE_LINK_TTL_DAYS * 86_400;
  const query = `exp=${exp}&sig=${invoiceSignature(config, invoiceId, exp)}`;
  return {
    hostedInvoiceUrl: `${config.WEB_URL}/invoices/${invoiceId}?${query}`,
    invoicePdf: `${config.WEB_URL}/invoices/${invoiceId}/pdf?${query}`,
  };
}

export function toInvoice(
  config: Config,
  now: Date,
  row: {
    id: string;
    number: string;
    amount: number;
    amount_refunded: number;
    currency: string;
    status: "paid" | "open" | "void";
    hosted_invoice_url: string | null;
    invoice_pdf_url: string | null;
    created_at: Date;
  },
): Invoice {
  const own = invoiceUrls(config, row.id, now);
  return {
    id: row.id,
    number: row.number,
    amount: row.amount,
    amountRefunded: row.amount_refunded,
    currency: row.currency,
    status: row.status,
    hostedInvoiceUrl: row.hosted_invoice_url ?? own.hostedInvoiceUrl,
    invoicePdf: row.invoice_pdf_url ?? own.invoicePdf,
    createdAt: row.created_at.toISOString(),
  };
}

/** Paid this cycle (invoices of the current period), net of refunds already given. */
export async function paidThisCycle(db: DbOrTrx, sub: SubscriptionRow): Promise<number> {
  const row = await db
    .selectFrom("invoices")
    .select(sql<string>`coalesce(sum(amount - amount_refunded), 0)`.as("n"))
    .where("subscription_id", "=", sub.id)
    .where("status", "=", "paid")
    .where("period_start", "=", sub.current_period_start)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Patients with a prescription written in [from, to). */
export async function patientsWithPrescription(
  db: DbOrTrx,
  patientIds: string[],
  from: Date,
  to: Date,
): Promise<Set<string>> {
  if (patientIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("prescriptions")
    .select("patient_id")
    .distinct()
    .where("patient_id", "in", patientIds)
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .execute();
  return new Set(rows.map((r) => r.patient_id).filter((id): id is string => id !== null));
}

/**
 * The people on the plan for the refund rule: the account holder (the base share covers every
 * patient of the account without a seat) first, then each seat still billing.
 */
export async function peopleShares(db: DbOrTrx, sub: SubscriptionRow): Promise<PersonShare[]> {
  const seats = await activeSeats(db, sub.id);
  const patients = await db
    .selectFrom("patients")
    .select(["id", "relationship"])
    .where("owner_id", "=", sub.user_id)
    .execute();
  const seatPatients = new Set(
    seats.map((s) => s.patient_id).filter((p): p is string => p !== null),
  );
  const basePatients = patients.filter((p) => !seatPatients.has(p.id)).map((p) => p.id);
  const withRx = await patientsWithPrescription(
    db,
    [...basePatients, ...seatPatients],
    sub.current_period_start,
    sub.current_period_end,
  );
  const self = patients.find((p) => p.relationship === "self");
  return [
    {
      patientId: self?.id ?? null,
      role: "account_holder" as const,
      periodAmount: sub.base_amount,
      hadPrescriptionThisPeriod: basePatients.some((id) => withRx.has(id)),
    },
    ...seats.map((s) => ({
      patientId: s.patient_id,
      role: "seat" as const,
      periodAmount: sub.seat_amount,
      // A seat already scheduled to end kept billing because of a prescription this period.
      hadPrescriptionThisPeriod:
        s.ends_at !== null || (s.patient_id !== null && withRx.has(s.patient_id)),
    })),
  ];
}

export async function cancellationPlan(db: DbOrTrx, sub: SubscriptionRow): Promise<RefundPlan> {
  if (sub.status === "canceled") return planCancellationRefund([], 0);
  return planCancellationRefund(await peopleShares(db, sub), await paidThisCycle(db, sub));
}

/**
 * What removing a person from their seat now does (`planSeatRelease`, from this subscription's
 * period, the person's prescriptions and what was paid this cycle): the removal and its preview
 * read it the same way.
 */
export async function planPersonRelease(
  db: DbOrTrx,
  sub: SubscriptionRow,
  patientId: string,
  at: Date,
): Promise<ReturnType<typeof planSeatRelease>> {
  const withRx = await patientsWithPrescription(
    db,
    [patientId],
    sub.current_period_start,
    sub.current_period_end,
  );
  return planSeatRelease({
    seatAmount: sub.seat_amount,
    periodStart: sub.current_period_start,
    periodEnd: sub.current_period_end,
    at,
    hadPrescriptionThisPeriod: withRx.has(patientId),
    paidThisCycle: sub.status === "canceled" ? 0 : await paidThisCycle(db, sub),
  });
}
