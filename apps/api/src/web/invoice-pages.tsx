import {
  DomainError,
  formatMoney,
  loadInvoiceDocument,
  renderInvoicePdf,
  type Services,
} from "@intake/core";
import { type Context, Hono } from "hono";
import { html } from "hono/html";
import { Layout } from "./kit";

const PRIVATE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

/**
 * The hosted invoice (`hostedInvoiceUrl`) and its PDF (`invoicePdf`): capability links signed
 * with APP_SECRET with an expiry (INVOICE_LINK_TTL_DAYS), so an agent can hand them to the
 * person without a sign-in, and a link found later in a mailbox or a log no longer works.
 */
const linkOf = (c: Context) => ({ exp: c.req.query("exp") ?? "", sig: c.req.query("sig") ?? "" });

/** A tampered or unknown link: 404 page; a genuine one past its expiry: 410 page. */
function linkRefused(c: Context, error: DomainError) {
  const expired = error.code === "invoice_link_expired";
  return c.html(
    html`<!doctype html>${(
      <Layout title="Invoice">
        <h1>Invoice</h1>
        <p class="error">
          {expired
            ? "This invoice link has expired. Sign in and open the invoice again from your account page for a new link."
            : "This invoice link is not valid. Open the invoice from your account page."}
        </p>
      </Layout>
    )}`,
    expired ? 410 : 404,
    PRIVATE_HEADERS,
  );
}

export function invoicePages(services: Services): Hono {
  const pages = new Hono();

  pages.get("/invoices/:id", async (c) => {
    try {
      const link = linkOf(c);
      const doc = await loadInvoiceDocument(services, c.req.param("id"), link);
      const money = (n: number) => formatMoney(n, doc.currency);
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
              <a href={`/invoices/${doc.id}/pdf?exp=${link.exp}&sig=${link.sig}`}>Download PDF</a>
            </p>
          </Layout>
        )}`,
        200,
        PRIVATE_HEADERS,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return linkRefused(c, error);
    }
  });

  pages.get("/invoices/:id/pdf", async (c) => {
    try {
      const doc = await loadInvoiceDocument(services, c.req.param("id"), linkOf(c));
      return c.body(await renderInvoicePdf(doc), 200, {
        ...PRIVATE_HEADERS,
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${doc.number}.pdf"`,
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return linkRefused(c, error);
    }
  });

  return pages;
}
