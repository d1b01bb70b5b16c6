import { formatMoney, loadInvoiceDocument, renderInvoicePdf } from "@intake/core/billing";
import { DomainError, type Services } from "@intake/core/kernel";
import { type Context, Hono } from "hono";
import { Badge, Card, DataTable, LinkButton, LocalTime, Notice, page } from "./kit";

const PRIVATE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

/**
 * The hosted invoice (`hostedInvoiceUrl`) and its PDF (`invoicePdf`): capability links signed
 * with APP_SECRET with an expiry (INVOICE_LINK_TTL_DAYS), so an agent can hand them to the
 * person without a sign-in, and a link found later in a mailbox or a log no longer works.
 */
const linkOf = (c: Context) => ({ exp: c.req.query("exp") ?? "", sig: c.req.query("sig") ?? "" });

const STATUS: Record<string, { text: string; tone: "ok" | "warn" | "danger" | "brand" }> = {
  paid: { text: "Paid", tone: "ok" },
  open: { text: "Not paid yet", tone: "warn" },
  void: { text: "Canceled", tone: "danger" },
};

const BRAND: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};
const brandName = (b: string) => BRAND[b.toLowerCase()] ?? b[0]?.toUpperCase() + b.slice(1);

/** A tampered, unknown or malformed link: a 404 page; a genuine one past its expiry: 410. */
function linkRefused(c: Context, expired: boolean) {
  return page(
    c,
    expired ? 410 : 404,
    "Invoice",
    <Card title={expired ? "This invoice link has expired" : "This invoice link is not valid"}>
      <p id="invoice-link-problem">
        {expired
          ? "Invoice links work for a limited time. Open the invoice again from your account page for a new link."
          : "It may be mistyped or incomplete. Open the invoice from your account page."}
      </p>
      <div class="actions">
        <LinkButton href="/account" variant="primary">
          Go to my account
        </LinkButton>
      </div>
    </Card>,
    { width: "narrow", headers: PRIVATE_HEADERS },
  );
}

export function invoicePages(services: Services): Hono {
  const pages = new Hono();

  pages.get("/invoices/:id", async (c) => {
    let doc: Awaited<ReturnType<typeof loadInvoiceDocument>>;
    const link = linkOf(c);
    try {
      doc = await loadInvoiceDocument(services, c.req.param("id"), link);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return linkRefused(c, error.code === "invoice_link_expired");
    }
    const money = (n: number) => formatMoney(n, doc.currency);
    const status = STATUS[doc.status] ?? { text: doc.status, tone: "brand" as const };
    const [sellerName, ...sellerAddress] = doc.seller;
    return page(
      c,
      200,
      `Invoice ${doc.number}`,
      <>
        <div class="card-title">
          <h1>
            Invoice <span class="nowrap">{doc.number}</span>
          </h1>
          <span id="invoice-status" data-status={doc.status}>
            <Badge tone={status.tone}>{status.text}</Badge>
          </span>
        </div>
        {doc.failureMessage ? (
          <Notice tone="error" id="invoice-failed">
            <p>The payment did not go through: {doc.failureMessage}</p>
          </Notice>
        ) : null}
        <Card>
          <div class="row row-2">
            <div id="invoice-seller">
              <p class="meta-label">From</p>
              <p>
                <strong>{sellerName}</strong>
                {sellerAddress.map((l) => (
                  <>
                    <br />
                    {l}
                  </>
                ))}
              </p>
            </div>
            <div id="invoice-customer">
              <p class="meta-label">Billed to</p>
              <p>
                {doc.customerName ? (
                  <>
                    {doc.customerName}
                    <br />
                  </>
                ) : null}
                {doc.customerEmail}
              </p>
            </div>
            <div>
              <p class="meta-label">Date</p>
              <p>
                <LocalTime value={doc.createdAt} format="date" />
              </p>
            </div>
            <div>
              <p class="meta-label">Period</p>
              <p>
                <LocalTime value={doc.periodStart} format="date" /> to{" "}
                <LocalTime value={doc.periodEnd} format="date" />
              </p>
            </div>
            <div id="invoice-payment-method">
              <p class="meta-label">Payment method</p>
              <p>
                {doc.paymentMethod
                  ? `${brandName(doc.paymentMethod.brand)} ending in ${doc.paymentMethod.last4}`
                  : "No card on file"}
              </p>
            </div>
          </div>
        </Card>
        <Card title="Items">
          <div class="money-last">
            <DataTable
              id="invoice-lines"
              caption="Invoice items"
              columns={["Item", "Quantity", "Amount"]}
              rows={doc.lines.map((l) => ({
                cells: [l.description, String(l.quantity), money(l.amount)],
              }))}
            />
          </div>
          <p class="price-total">
            Total: <strong id="invoice-total">{money(doc.amount)}</strong>
          </p>
          {doc.refunds.map((r) => (
            <p class="refund">
              Refund on <LocalTime value={r.createdAt} format="date" />: -{money(r.amount)} (to the
              original payment method within 5-10 business days)
            </p>
          ))}
          <div class="actions">
            <LinkButton
              href={`/invoices/${doc.id}/pdf?exp=${encodeURIComponent(link.exp)}&sig=${encodeURIComponent(link.sig)}`}
              id="invoice-pdf"
            >
              Download PDF
            </LinkButton>
            <a href="/account">Back to my account</a>
          </div>
        </Card>
      </>,
      { headers: PRIVATE_HEADERS },
    );
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
      return linkRefused(c, error.code === "invoice_link_expired");
    }
  });

  // Any other address under /invoices (a cut-off or mangled link) is the same page, not JSON.
  pages.all("/invoices/*", (c) => linkRefused(c, false));
  pages.all("/invoices", (c) => linkRefused(c, false));

  return pages;
}
