import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { InvoiceDocument } from "./invoice-document";
import { formatMoney } from "./money";

/**
 * DejaVu Sans (dejavu-fonts-ttf): Latin-1 and far beyond (Latin Extended, Greek, Cyrillic), so a
 * name such as "Zoë Łukasiewicz" prints as written. pdfkit embeds only the glyphs used.
 */
const FONT = createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = createRequire(import.meta.url).resolve(
  "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
);

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The invoice as a one-page PDF (pdfkit, US Letter): seller, customer, payment method, lines,
 * total, refunds and what is still due, in an embedded Unicode font.
 */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array<ArrayBuffer>> {
  const money = (n: number) => formatMoney(n, doc.currency);
  const pdf = new PDFDocument({
    size: "LETTER",
    margin: 56,
    info: {
      Title: `Invoice ${doc.number}`,
      Author: doc.seller[0] ?? "",
      CreationDate: doc.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("error", reject);
    pdf.on("end", () => {
      const bytes = Buffer.concat(chunks);
      const out = new Uint8Array(new ArrayBuffer(bytes.length));
      out.set(bytes);
      resolve(out);
    });
  });
  pdf.registerFont("body", FONT);
  pdf.registerFont("bold", FONT_BOLD);

  pdf.font("bold").fontSize(20).text(`Invoice ${doc.number}`);
  pdf.moveDown(0.3);
  pdf.font("body").fontSize(10).fillColor("#444");
  pdf.text(`Date: ${day(doc.createdAt)}    Status: ${doc.status}`);
  pdf.text(`Period: ${day(doc.periodStart)} to ${day(doc.periodEnd)}`);
  pdf.fillColor("black").moveDown();

  const top = pdf.y;
  const column = (x: number, title: string, lines: string[]) => {
    pdf.font("bold").fontSize(10).text(title, x, top, { width: 230 });
    pdf.font("body");
    for (const line of lines) pdf.text(line, x, pdf.y, { width: 230 });
    return pdf.y;
  };
  const left = column(56, "From", doc.seller);
  const right = column(316, "Billed to", [
    ...(doc.customerName ? [doc.customerName] : []),
    doc.customerEmail,
  ]);
  pdf.x = 56;
  pdf.y = Math.max(left, right) + 16;

  pdf.font("bold").text("Item", 56, pdf.y, { continued: false });
  const header = pdf.y - pdf.currentLineHeight();
  pdf.text("Qty", 380, header, { width: 40, align: "right" });
  pdf.text("Amount", 440, header, { width: 116, align: "right" });
  pdf
    .moveTo(56, pdf.y + 2)
    .lineTo(556, pdf.y + 2)
    .stroke();
  pdf.moveDown(0.4).font("body");
  for (const line of doc.lines) {
    const y = pdf.y;
    pdf.text(line.description, 56, y, { width: 310 });
    const after = pdf.y;
    pdf.text(String(line.quantity), 380, y, { width: 40, align: "right" });
    pdf.text(money(line.amount), 440, y, { width: 116, align: "right" });
    pdf.y = Math.max(after, pdf.y);
  }
  pdf
    .moveTo(56, pdf.y + 2)
    .lineTo(556, pdf.y + 2)
    .stroke();
  pdf.moveDown(0.4);
  const total = (label: string, value: string, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? "bold" : "body").text(label, 300, y, { width: 130, align: "right" });
    pdf.text(value, 440, y, { width: 116, align: "right" });
  };
  total("Total", money(doc.amount), true);
  for (const r of doc.refunds) {
    total(`Refund ${day(r.createdAt)} (${r.reason.replaceAll("_", " ")})`, `-${money(r.amount)}`);
  }
  if (doc.amountRefunded > 0) total("Net paid", money(doc.amount - doc.amountRefunded), true);
  if (doc.status === "open") total("Amount due", money(doc.amount), true);

  pdf.moveDown(1.5).font("body").fontSize(10);
  pdf.x = 56;
  pdf.text(
    doc.paymentMethod
      ? `Payment method: ${doc.paymentMethod.brand} ending ${doc.paymentMethod.last4}`
      : "Payment method: none on file",
  );
  if (doc.failureMessage) pdf.fillColor("#a00").text(`Payment failed: ${doc.failureMessage}`);
  if (doc.refunds.length > 0)
    pdf
      .fillColor("#444")
      .text("Refunds go to the original payment method within 5-10 business days.");
  pdf.end();
  return done;
}
