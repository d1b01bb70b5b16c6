import {
  DomainError,
  formatMoney,
  loadInvoiceDocument,
  renderInvoicePdf,
  type Services,
} from "@intake/core";
import { Hono } from "hono";
import { html } from "hono/html";
import { Layout } from "./layout";

const PRIVATE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

/**
 * The hosted invoice (`hostedInvoiceUrl`) and its PDF (`invoicePdf`): capability links signed
 * with APP_SECRET, so an agent can hand them to the person without a sign-in.
 */
export function invoicePages(services: Services): Hono {
  const pages = new Hono();

  pages.get("/invoices/:id", async (c) => {
    try {
      const doc = await loadInvoiceDocument(services, c.req.param("id"), c.req.query("sig") ?? "");
      const money = (n: number) => formatMoney(n, doc.currency);
      const sig = c.req.query("sig") ?? "";
      return c.html(
        html`<!doctype html>${(
          <Layout title={`Invoice ${doc.number}`}>
            <h1>Invoice {doc.number}</h1>
            <dl>
              <dt>Date</dt>
              <dd>{doc.createdAt.toISOString().slice(0, 10)}</dd>
              <dt>From</dt>
              <dd>{doc.seller.join(", ")}</dd>
              <dt>Billed to</dt>
              <dd>{[doc.customerName, doc.customerEmail].filter(Boolean).join(", ")}</dd>
              <dt>Payment method</dt>
              <dd>
                {doc.paymentMethod
                  ? `${doc.paymentMethod.brand} ending ${doc.paymentMethod.last4}`
                  : "none on file"}
              </dd>
              <dt>Period</dt>
              <dd>
                {doc.periodStart.toISOString().slice(0, 10)} to{" "}
                {doc.periodEnd.toISOString().slice(0, 10)}
              </dd>
              <dt>Status</dt>
              <dd id="invoice-status">{doc.status}</dd>
            </dl>
            <table>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {doc.lines.map((l) => (
                  <tr>
                    <td>{l.description}</td>
                    <td>{l.quantity}</td>
                    <td>{money(l.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              Total: <strong id="invoice-total">{money(doc.amount)}</strong>
            </p>
            {doc.refunds.map((r) => (
              <p class="refund">
                Refund on {r.createdAt.toISOString().slice(0, 10)}: -{money(r.amount)} (to the
                original payment method within 5-10 business days)
              </p>
            ))}
            {doc.failureMessage ? <p class="error">Payment failed: {doc.failureMessage}</p> : null}
            <p>
              <a href={`/invoices/${doc.id}/pdf?sig=${sig}`}>Download PDF</a>
            </p>
          </Layout>
        )}`,
        200,
        PRIVATE_HEADERS,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return c.json({ error: error.message, code: error.code }, 404, PRIVATE_HEADERS);
    }
  });

  pages.get("/invoices/:id/pdf", async (c) => {
    try {
      const doc = await loadInvoiceDocument(services, c.req.param("id"), c.req.query("sig") ?? "");
      return c.body(await renderInvoicePdf(doc), 200, {
        ...PRIVATE_HEADERS,
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${doc.number}.pdf"`,
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return c.json({ error: error.message, code: error.code }, 404, PRIVATE_HEADERS);
    }
  });

  return pages;
}
