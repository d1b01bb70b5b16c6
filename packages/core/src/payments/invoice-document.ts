import type { InvoiceLine } from "@intake/db";
import type { Services } from "../context";
import { safeEqual } from "../crypto";
import { notFound } from "../errors";
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
  customerEmail: string;
  lines: InvoiceLine[];
  refunds: { amount: number; createdAt: Date; reason: string }[];
  failureMessage: string | null;
}

/** An invoice for its capability link (`?sig=`): a wrong signature is the same 404 as none. */
export async function loadInvoiceDocument(
  services: Pick<Services, "db" | "config">,
  invoiceId: string,
  sig: string,
): Promise<InvoiceDocument> {
  if (
    !/^[0-9a-f-]{36}$/.test(invoiceId) ||
    !safeEqual(sig, invoiceSignature(services.config, invoiceId))
  ) {
    throw notFound("The invoice");
  }
  const row = await services.db
    .selectFrom("invoices")
    .innerJoin("users", "users.id", "invoices.user_id")
    .selectAll("invoices")
    .select("users.email")
    .where("invoices.id", "=", invoiceId)
    .executeTakeFirst();
  if (!row) throw notFound("The invoice");
  const refunds = await services.db
    .selectFrom("refunds")
    .select(["amount", "created_at", "reason"])
    .where("invoice_id", "=", invoiceId)
    .orderBy("created_at")
    .execute();
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
    customerEmail: row.email,
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
    `Billed to: ${doc.customerEmail}`,
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
    ...(doc.failureMessage ? [`Payment failed: ${doc.failureMessage}`] : []),
  ];
}

/**
 * A real one-page PDF 1.4 (Helvetica text, correct cross-reference offsets), written by hand so
 * no PDF library is needed for a text invoice.
 */
export function renderInvoicePdf(doc: InvoiceDocument): Uint8Array<ArrayBuffer> {
  const pdfText = (s: string) =>
    s
      .replace(/[^\x20-\x7e]/g, "?")
      .replace(/\\/g, "\\\\")
      .replace(/\(/g, "\\(")
      .replace(/\)/g, "\\)");
  const lines = invoiceTextLines(doc);
  const content = [
    "BT",
    "/F1 18 Tf",
    "72 760 Td",
    `(${pdfText(lines[0] ?? "")}) Tj`,
    "/F1 11 Tf",
    "0 -28 Td",
    ...lines.slice(1).flatMap((l) => [`(${pdfText(l)}) Tj`, "0 -16 Td"]),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = Buffer.from(out, "latin1");
  const copy = new Uint8Array(new ArrayBuffer(bytes.length));
  copy.set(bytes);
  return copy;
}
