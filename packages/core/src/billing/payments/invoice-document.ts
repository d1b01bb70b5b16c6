import type { InvoiceLine } from "@intake/db";
import type { Services } from "../../kernel/context";
import { safeEqual } from "../../kernel/crypto";
import { gone, notFound } from "../../kernel/errors";
import { formatMoney } from "./money";
import { invoiceSignature } from "./subscription-store";

export interface InvoiceDocument {
  id: string;
  number: string;
  status: string;
  currency: string;
  amount: number;
  amountRefunded: number;
  createdAt: Date;
  periodStart: Date;
  periodEnd: Date;
  /** Name and address lines of the seller (INVOICE_SELLER). */
  seller: string[];
  /** The account holder's name (their self patient), when known. */
  customerName: string | null;
  customerEmail: string;
  /** The account's card on file (the processor's default method), brand and last4 only. */
  paymentMethod: { brand: string; last4: string } | null;
  lines: InvoiceLine[];
  refunds: { amount: number; createdAt: Date; reason: string }[];
  failureMessage: string | null;
}

/**
 * An invoice for its capability link (`?exp=&sig=`): a wrong signature (or a changed expiry) is
 * the same 404 as none; a genuine link past its expiry is 410 `invoice_link_expired`.
 */
export async function loadInvoiceDocument(
  services: Pick<Services, "db" | "config" | "clock">,
  invoiceId: string,
  link: { exp: string; sig: string },
): Promise<InvoiceDocument> {
  const exp = /^\d{1,12}$/.test(link.exp) ? Number(link.exp) : Number.NaN;
  if (
    !/^[0-9a-f-]{36}$/.test(invoiceId) ||
    Number.isNaN(exp) ||
    !safeEqual(link.sig, invoiceSignature(services.config, invoiceId, exp))
  ) {
    throw notFound("The invoice");
  }
  if (exp <= Math.floor(services.clock.now().getTime() / 1000)) {
    throw gone(
      "invoice_link_expired",
      "This invoice link has expired. Open the invoice again from your account page for a new link.",
    );
  }
  const row = await services.db
    .selectFrom("invoices")
    .innerJoin("users", "users.id", "invoices.user_id")
    .selectAll("invoices")
    .select("users.email")
    .where("invoices.id", "=", invoiceId)
    .executeTakeFirst();
  if (!row) throw notFound("The invoice");
  const [refunds, holder, method] = await Promise.all([
    services.db
      .selectFrom("refunds")
      .select(["amount", "created_at", "reason"])
      .where("invoice_id", "=", invoiceId)
      .orderBy("created_at")
      .execute(),
    services.db
      .selectFrom("patients")
      .select(["first_name", "last_name"])
      .where("owner_id", "=", row.user_id)
      .where("relationship", "=", "self")
      .orderBy("created_at")
      .executeTakeFirst(),
    services.db
      .selectFrom("payment_methods")
      .select(["brand", "last4"])
      .where("user_id", "=", row.user_id)
      .where("detached_at", "is", null)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .executeTakeFirst(),
  ]);
  const name = [holder?.first_name, holder?.last_name].filter(Boolean).join(" ");
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    currency: row.currency,
    amount: row.amount,
    amountRefunded: row.amount_refunded,
    createdAt: row.created_at,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    seller: services.config.INVOICE_SELLER.split("|")
      .map((l) => l.trim())
      .filter(Boolean),
    customerName: name || null,
    customerEmail: row.email,
    paymentMethod: method ? { brand: method.brand, last4: method.last4 } : null,
    lines: typeof row.lines === "string" ? JSON.parse(row.lines) : row.lines,
    refunds: refunds.map((r) => ({ amount: r.amount, createdAt: r.created_at, reason: r.reason })),
    failureMessage: row.failure_message,
  };
}

/** The invoice as text lines, shared by the PDF and the e-mail. */
export function invoiceTextLines(doc: InvoiceDocument): string[] {
  const money = (n: number) => formatMoney(n, doc.currency);
  return [
    `Invoice ${doc.number}`,
    `Date: ${doc.createdAt.toISOString().slice(0, 10)}`,
    `From: ${doc.seller.join(", ")}`,
    `Billed to: ${[doc.customerName, doc.customerEmail].filter(Boolean).join(", ")}`,
    `Period: ${doc.periodStart.toISOString().slice(0, 10)} to ${doc.periodEnd.toISOString().slice(0, 10)}`,
    `Status: ${doc.status}`,
    "",
    ...doc.lines.map((l) => `${l.description} x ${l.quantity}: ${money(l.amount)}`),
    "",
    `Total: ${money(doc.amount)}`,
    ...doc.refunds.map(
      (r) =>
        `Refund ${r.createdAt.toISOString().slice(0, 10)} (${r.reason.replace("_", " ")}): -${money(r.amount)}`,
    ),
    ...(doc.amountRefunded > 0 ? [`Net paid: ${money(doc.amount - doc.amountRefunded)}`] : []),
    ...(doc.paymentMethod
      ? [`Payment method: ${doc.paymentMethod.brand} ending ${doc.paymentMethod.last4}`]
      : []),
    ...(doc.failureMessage ? [`Payment failed: ${doc.failureMessage}`] : []),
  ];
}
