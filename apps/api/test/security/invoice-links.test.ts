import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { subscribedAccount } from "../payments/subscribe";

/**
 * Invoice links are signed with an expiry (issue 22): INVOICE_LINK_TTL_DAYS (default 30) from
 * when they are handed out. A tampered link (signature, expiry or invoice changed) is a 404 page;
 * a genuine link past its expiry is a 410 page; a fresh read of the invoices gives fresh links.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ INVOICE_LINK_TTL_DAYS: "30" });
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe("invoice links expire", () => {
  it("carry exp and sig, work until exp, then 410 (page and PDF); tampering is 404; a new read gives a working link", async () => {
    const account = await subscribedAccount(t);
    const list = async () =>
      (await t.get("/api/v1/subscriptions/me/invoices", { token: account.apiKey })).body[0];
    const invoice = await list();
    const hosted = new URL(invoice.hostedInvoiceUrl);
    const exp = Number(hosted.searchParams.get("exp"));
    expect(exp).toBe(Math.floor(t.clock.now().getTime() / 1000) + 30 * 86_400);
    expect(hosted.searchParams.get("sig")).toMatch(/^[0-9a-f]{64}$/);
    expect(new URL(invoice.invoicePdf).search).toBe(hosted.search);

    const open = await t.get(pathOf(invoice.hostedInvoiceUrl));
    expect(open.status).toBe(200);
    expect(open.text).toContain(invoice.number);
    expect(open.headers.get("cache-control")).toBe("no-store");
    expect(open.text).toContain(
      `/invoices/${invoice.id}/pdf${hosted.search.replace("&", "&amp;")}`,
    );

    // Tampered: a longer expiry, another signature, the link without exp, another invoice id.
    const sig = hosted.searchParams.get("sig") as string;
    for (const path of [
      `/invoices/${invoice.id}?exp=${exp + 86_400}&sig=${sig}`,
      `/invoices/${invoice.id}?exp=${exp}&sig=${"0".repeat(64)}`,
      `/invoices/${invoice.id}?sig=${sig}`,
      `/invoices/${invoice.id}/pdf?exp=${exp + 1}&sig=${sig}`,
      `/invoices/00000000-0000-4000-8000-000000000000?exp=${exp}&sig=${sig}`,
      `/invoices/${invoice.id}?exp=${exp}&sig=${sig.slice(0, 10)}`,
      `/invoices/${invoice.id}?exp=${exp}&sig=%00${sig}`,
      // A cut-off or mangled link is the same page, never the API's JSON.
      `/invoices/${invoice.id}/pdf/x?exp=${exp}&sig=${sig}`,
      "/invoices/",
      "/invoices",
    ]) {
      const res = await t.get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.text).toContain("This invoice link is not valid");
      expect(res.text).not.toContain(account.email);
    }

    const malformed = await t.get(`/invoices/not-an-id?exp=${exp}&sig=${sig}`);
    expect(malformed.status).toBe(404);
    expect(malformed.headers.get("content-type")).toContain("text/html");

    // Still good a day before it ends; gone the second it ends.
    t.clock.advance(30 * DAY_MS - DAY_MS);
    expect((await t.get(pathOf(invoice.hostedInvoiceUrl))).status).toBe(200);
    t.clock.advance(DAY_MS);
    for (const url of [invoice.hostedInvoiceUrl, invoice.invoicePdf]) {
      const res = await t.get(pathOf(url));
      expect(res.status).toBe(410);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.text).toContain("This invoice link has expired");
      expect(res.text).not.toContain(account.email);
    }

    // The account (API or account page) hands out a fresh link that works.
    const fresh = await list();
    expect(fresh.hostedInvoiceUrl).not.toBe(invoice.hostedInvoiceUrl);
    expect((await t.get(pathOf(fresh.hostedInvoiceUrl))).status).toBe(200);
    const pdf = await t.app.fetch(new Request(`http://api.test${pathOf(fresh.invoicePdf)}`));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });
});
