import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { pdfText } from "./pdf-text";
import { PERSON, subscribedAccount } from "./subscribe";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    INVOICE_SELLER: "Telemedicine Intake Inc.|1 Market St, San Francisco",
  });
});
afterAll(() => t.close());

describe("invoice PDF", () => {
  it("prints names beyond ASCII as written, with the seller, the customer and the payment method", async () => {
    const s = await subscribedAccount(t, undefined, {
      ...PERSON,
      firstName: "Zoë",
      lastName: "Łukasiewicz-Ñúñez-Griffin", // "ff" and "fi" print as ligatures
    });
    const [invoice] = (await t.get("/api/v1/subscriptions/me/invoices", { token: s.apiKey })).body;
    const url = new URL(invoice.invoicePdf);
    const res = await t.app.fetch(new Request(`http://api.test${url.pathname}${url.search}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const lines = pdfText(new Uint8Array(await res.arrayBuffer())).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        `Invoice ${invoice.number}`,
        "Telemedicine Intake Inc.",
        "1 Market St, San Francisco",
        "Zoë Łukasiewicz-Ñúñez-Griffin",
        s.email,
        "Payment method: visa ending 4242",
        "Base plan (account holder)",
      ]),
    );
    expect(lines.join("\n")).not.toContain("?");
    // The HTML invoice says the same.
    const page = await t.request("GET", new URL(invoice.hostedInvoiceUrl).pathname + url.search);
    expect(page.text).toContain("Zoë Łukasiewicz-Ñúñez-Griffin");
    expect(page.text).toContain("Visa ending in 4242");
    expect(page.text).toContain(
      "<strong>Telemedicine Intake Inc.</strong><br/>1 Market St, San Francisco",
    );
  });
});
