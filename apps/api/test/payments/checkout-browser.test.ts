import { createApiKeyForUser } from "@intake/core/accounts";
import { priceToMinorUnits, runOutboxOnce } from "@intake/core/kernel";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, closeBrowserApp, openBrowserApp } from "../browser";
import type { TestApp } from "../harness";
import { PNG } from "../identity/document";
import { anonymousReadyLetter, PERSON } from "./subscribe";

describe.skipIf(!browserAvailable)("hosted checkout in headless Chromium", () => {
  let t: TestApp;
  let server: { url: string; close: () => Promise<void> };
  let browser: Browser;
  beforeAll(async () => {
    ({ t, server, browser } = await openBrowserApp());
  });
  afterAll(async () => {
    await closeBrowserApp({ t, server, browser });
  });

  const local = (url: string) => url.replace(t.config.WEB_URL, server.url);

  async function signIn(page: Page, email: string) {
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send me a code" }).click();
    await page.getByLabel("6-digit code").waitFor();
    await page.getByLabel("6-digit code").fill(await t.mailedCode(email));
    await page.getByRole("button", { name: "Sign in" }).click();
  }

  it("anonymous agent letter -> sign in -> add patient -> consent -> identity -> declined card -> paid and submitted", async () => {
    const letter = await anonymousReadyLetter(t);
    const checkout = local(letter.checkoutUrl);
    const page = await browser.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(checkout);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Checkout");

    await page.locator("#signin-link").click();
    const email = "checkout.person@example.com";
    await signIn(page, email);
    await page.waitForURL(checkout);

    // Add the person: the POST /patients rules apply (a birth date in the future is refused).
    await page.getByLabel("Who is this person to you?").selectOption("self");
    for (const [field, value] of Object.entries({ ...PERSON, dateOfBirth: "2999-01-01" })) {
      if (field === "sex" || field === "stateOfResidence")
        await page.locator(`#${field}`).selectOption(value);
      else await page.locator(`#${field}`).fill(value);
    }
    await page.getByRole("button", { name: "Add this person" }).click();
    expect(await page.locator("#checkout-error").getAttribute("data-code")).toBe(
      "invalid_date_of_birth",
    );
    await page.locator("#dateOfBirth").fill(PERSON.dateOfBirth);
    await page.getByRole("button", { name: "Add this person" }).click();
    await page.waitForURL(/patient_id=/);

    await page.getByLabel(/I consent to receive care by telehealth/).check();
    await page.getByRole("button", { name: "Record consent" }).click();
    await page.locator("#consent-done").waitFor();

    await page.getByRole("button", { name: "Verify identity" }).click();
    await page.waitForURL(/\/identity\/verify\//);
    await page
      .locator("#document")
      .setInputFiles({ name: "id.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Submit for verification" }).click();
    // Straight back to checkout, no Back button.
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}\?token=/);
    await page.locator("#identity-done").waitFor();

    const base = priceToMinorUnits(t.config.PRICE_BASE);
    expect(await page.locator("#amount-due").textContent()).toBe(`$${(base / 100).toFixed(2)}`);
    const fillCard = async (number: string) => {
      await page.getByLabel("Card number").fill(number);
      await page.getByLabel("Expiry month").fill("12");
      await page.getByLabel("Expiry year").fill("2099");
      await page.getByLabel("Security code").fill("123");
    };
    await fillCard("4000 0000 0000 0002");
    await page.getByRole("button", { name: /^Pay / }).click();
    expect(await page.locator("#checkout-error").getAttribute("data-code")).toBe("card_declined");
    expect(await t.db.selectFrom("invoices").select("id").execute()).toHaveLength(0);

    await fillCard("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.locator("#receipt").waitFor();
    expect(await page.locator("#encounter-state").textContent()).toBe(
      "Your letter has been sent for physician review.",
    );
    expect(await page.locator("#chat-link").getAttribute("href")).toBe(`/c/${letter.encounterId}`);
    expect(await page.locator("#receipt-amount").textContent()).toContain("invoice INV-");
    await page.screenshot({ path: "/tmp/checkout-receipt.png", fullPage: true });

    // Seen through the API by the account that paid.
    const user = await t.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const key = (await createApiKeyForUser(t.services, user.id, { label: "t", expiresAt: null }))
      .key;
    const enc = await t.get(`/api/v1/encounters/${letter.encounterId}`, { token: key });
    expect(enc.status).toBe(200);
    expect(enc.body).toMatchObject({
      state: "submitted",
      userId: user.id,
      billing: { amount: base, status: "paid" },
    });
    const submissions = await t.get("/api/v1/users/me/submissions", { token: key });
    expect(JSON.stringify(submissions.body)).toContain(enc.body.submission.submissionId);
    const row = await t.db
      .selectFrom("encounters")
      .select(["submitted_at", "claimed_at"])
      .where("id", "=", letter.encounterId)
      .executeTakeFirstOrThrow();
    expect(row.submitted_at).not.toBeNull();
    expect((await t.get("/api/v1/subscriptions/me", { token: key })).body.status).toBe("active");

    // The receipt e-mail: amounts and links, no letter content.
    await runOutboxOnce(t.services);
    const receipt = await t.db
      .selectFrom("mailbox")
      .selectAll()
      .where("to_address", "=", email)
      .where("subject", "=", "Your receipt")
      .executeTakeFirstOrThrow();
    expect(receipt.body_text).toContain("INV-");
    expect(receipt.body_text).toContain(`/c/${letter.encounterId}`);
    expect(receipt.body_text).not.toMatch(/sneez|allerg|Alex|Rivera/i);

    // Re-opening the paid checkout shows its receipt; nothing more is charged.
    await page.goto(checkout);
    await page.locator("#receipt").waitFor();
    expect(await t.db.selectFrom("invoices").select("id").execute()).toHaveLength(1);

    // The account page lists the invoice.
    await page.goto(`${server.url}/account`);
    expect(await page.locator("#invoices tbody tr").count()).toBe(1);
    expect(await page.locator("#subscription-status").textContent()).toMatch(/active/i);
    await page.close();
  }, 120_000);
});
