import { mkdirSync } from "node:fs";
import { runOutboxOnce } from "@intake/core/kernel";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, launchBrowser, serveOverHttp } from "../browser";
import { COMPLETE, letter } from "../encounters/seed";
import { createTestApp, type TestApp } from "../harness";
import { PNG } from "../identity/document";
import { checkPage, submit } from "../pages/journey";
import { PERSON, subscribedAccount } from "../payments/subscribe";
import { createDeveloper, createRequest } from "../prescribing/helpers";

/** Where the screenshots go (SHOTS_DIR: a directory of ones own when several checkouts run). */
const SHOTS = `${process.env.SHOTS_DIR ?? "/tmp/shots"}/pages-patient`;

/** The processor's declining test cards (Stripe's numbers), their reason and the page's sentence. */
const DECLINES: [string, string, string][] = [
  [
    "4000 0000 0000 0002",
    "generic_decline",
    "Your card was declined by your card issuer. Nothing was charged. Use another card, or call the number on the back of your card to ask why.",
  ],
  [
    "4000 0000 0000 9995",
    "insufficient_funds",
    "Your card was declined because it does not have enough funds. Nothing was charged. Use another card, or add funds and try again.",
  ],
  [
    "4000 0000 0000 0069",
    "expired_card",
    "Your card has expired. Nothing was charged. Check the expiry date, or use another card.",
  ],
  [
    "4000 0000 0000 0127",
    "incorrect_cvc",
    "The security code does not match this card. Nothing was charged. Check the 3 digits on the back of the card (4 on the front of an American Express card) and try again.",
  ],
  [
    "4000 0000 0000 0119",
    "processing_error",
    "Your card issuer could not process the payment just now. Nothing was charged. Wait a minute and try again, or use another card.",
  ],
  [
    "4000 0000 0000 9987",
    "lost_card",
    "Your card was declined by your card issuer. Nothing was charged. Use another card, or call the number on the back of your card to ask why.",
  ],
  [
    "4000 0000 0000 9979",
    "stolen_card",
    "Your card was declined by your card issuer. Nothing was charged. Use another card, or call the number on the back of your card to ask why.",
  ],
];

describe.skipIf(!browserAvailable)("the patient journey in Chromium (desktop and phone)", () => {
  let t: TestApp;
  let server: { url: string; close: () => Promise<void> };
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    t = await createTestApp();
    server = await serveOverHttp(t);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await t?.close();
  });

  /** Every page (pages/journey.ts); the front page is the developers' door (API quick starts). */
  const check = (page: Page, name: string, width: number, patient = true) =>
    checkPage(page, name, { width, patient, shots: SHOTS });

  async function signIn(page: Page, email: string) {
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send me a code" }).click();
    await page.getByLabel("6-digit code").waitFor();
    await runOutboxOnce(t.services);
    await page.getByLabel("6-digit code").fill(await t.mailedCode(email));
    await page.getByRole("button", { name: "Sign in" }).click();
  }

  const patientsOf = async (email: string) =>
    (
      await t.db
        .selectFrom("patients")
        .innerJoin("users", "users.id", "patients.owner_id")
        .select("patients.id")
        .where("users.email", "=", email)
        .where("patients.first_name", "is not", null)
        .execute()
    ).length;

  for (const [size, width, height] of [
    ["desktop", 1280, 800],
    ["phone", 390, 844],
  ] as const) {
    it(`letter at /new -> checkout -> receipt -> conversation (${size})`, async () => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      let dialogs = 0;
      page.on("dialog", (d) => {
        dialogs++;
        void d.dismiss();
      });

      // The front page and /new with its template.
      await page.goto(`${server.url}/`);
      await check(page, "front", width, false);
      expect((await page.request.get(`${server.url}/favicon.ico`)).status()).toBe(200);
      await page.goto(`${server.url}/new`);
      await check(page, "new-empty", width);
      await page.locator("#use-template").click();
      expect(await page.locator("#query").inputValue()).toContain("# Chief Complaint");

      // A pasted CRLF counts once.
      const text = letter(COMPLETE);
      await page.locator("#query").fill(text.replace(/\n/g, "\r\n"));
      expect(await page.locator("#query-count").textContent()).toContain(
        `${text.replace(/\r\n/g, "\n").length.toLocaleString("en-US")} characters`,
      );
      await page.getByRole("button", { name: "Check my letter" }).click();
      await page.locator("#checkout-link").waitFor();
      await check(page, "new-complete", width);
      const link = (await page.locator("#checkout-link").getAttribute("href")) as string;

      // Reload, Back and the same letter again change nothing: the link stays valid.
      await page.reload();
      expect(await page.locator("#checkout-link").getAttribute("href")).toBe(link);
      await page.getByRole("button", { name: "Check again" }).click();
      await page.locator("#checkout-link").waitFor();
      expect(await page.locator("#checkout-link").getAttribute("href")).toBe(link);
      await page.goBack();
      expect(await page.locator("#checkout-link").getAttribute("href")).toBe(link);

      // Checkout: signed out, the price is there from the start.
      await page.goto(`${server.url}${link}`);
      expect(await page.locator("#amount-due").textContent()).toMatch(/^\$\d+\.\d{2}$/);
      await check(page, "checkout-signin", width);
      await page.locator("#signin-link").click();
      await check(page, "signin", width);
      const email = `journey.${size}@example.com`;
      await signIn(page, email);
      await page.waitForURL(`${server.url}${link}`);
      expect(await page.locator("#signed-in-as").textContent()).toContain(email);
      await check(page, "checkout-person", width);

      // The person: no sex chosen for them; an unserved state is caught before saving.
      expect(await page.locator("#sex").inputValue()).toBe("");
      await page.locator("#relationship").selectOption("self");
      for (const field of ["firstName", "lastName", "dateOfBirth", "zipCode", "phoneNumber"])
        await page.locator(`#${field}`).fill(PERSON[field as keyof typeof PERSON]);
      await page.locator("#sex").selectOption(PERSON.sex);
      await page.locator("#stateOfResidence").selectOption("OTHER");
      await page.getByRole("button", { name: "Add this person" }).click();
      expect(await page.locator("#stateOfResidence-error").textContent()).toContain(
        "Nothing was saved",
      );
      expect(await patientsOf(email)).toBe(0);
      await check(page, "checkout-person-error", width);
      await page.locator("#stateOfResidence").selectOption(PERSON.stateOfResidence);
      await page.getByRole("button", { name: "Add this person" }).click();
      await page.waitForURL(/patient_id=/);
      await page.reload();
      expect(await patientsOf(email)).toBe(1);

      await check(page, "checkout-consent", width);
      await page.getByLabel(/I consent to receive care by telehealth/).check();
      await page.getByRole("button", { name: "Record consent" }).click();
      await page.locator("#consent-done").waitFor();
      await page.reload();
      await page.locator("#consent-done").waitFor();
      await check(page, "checkout-identity", width);

      await page.getByRole("button", { name: "Verify identity" }).click();
      await page.waitForURL(/\/identity\/verify\//);
      await check(page, "identity", width);
      await page
        .locator("#document")
        .setInputFiles({ name: "id.png", mimeType: "image/png", buffer: PNG });
      await page.getByRole("button", { name: "Submit for verification" }).click();
      await page.waitForURL(/\/checkout\/[0-9a-f-]{36}\?token=/);
      await page.locator("#identity-done").waitFor();
      await check(page, "checkout-pay", width);

      const pay = async (number: string) => {
        await page.getByLabel("Card number").fill(number);
        await page.getByLabel("Expiry month").fill("12");
        await page.getByLabel("Expiry year").fill("2099");
        await page.getByLabel("Security code").fill("123");
        await submit(page, page.getByRole("button", { name: /^Pay / }));
      };
      // Each decline reason of the processor's test cards: one sentence saying what to do, next
      // to the card form, and nothing charged (on the phone: the generic decline only).
      for (const [number, reason, sentence] of size === "desktop"
        ? DECLINES
        : DECLINES.slice(0, 1)) {
        await pay(number);
        const error = page.locator("#checkout-error");
        await error.waitFor();
        expect(await error.getAttribute("data-code")).toBe("card_declined");
        expect(await error.getAttribute("data-reason")).toBe(reason);
        expect(await error.textContent()).toBe(sentence);
        expect(sentence).toContain("Nothing was charged.");
        expect(await t.db.selectFrom("invoices").select("id").execute()).toHaveLength(
          size === "desktop" ? 0 : 1,
        );
        if (reason === "generic_decline") await check(page, "checkout-declined", width);
      }
      await pay("4242 4242 4242 4242");
      await page.locator("#receipt").waitFor();
      await check(page, "receipt", width);
      await page.reload();
      await page.locator("#receipt").waitFor();
      expect(await t.db.selectFrom("invoices").select("id").execute()).toHaveLength(
        size === "desktop" ? 1 : 2,
      );

      await page.locator("#chat-link").click();
      await page.waitForURL(/\/c\//);
      await check(page, "chat", width);

      // An old or mistyped link: a way to find the request.
      await page.goto(`${server.url}${link.replace(/token=[0-9a-f]{4}/, "token=0000")}`);
      await page.locator("#find-request").waitFor();
      await check(page, "checkout-bad-link", width);

      // A mistyped address: the site's 404 page (not JSON), with the ways on.
      const missing = await page.goto(`${server.url}/account/nope`);
      expect(missing?.status()).toBe(404);
      expect(missing?.headers()["content-type"]).toContain("text/html");
      expect(await page.locator("h1").textContent()).toBe("There is no page at this address");
      expect(await page.locator("#ways-on a").count()).toBeGreaterThanOrEqual(3);
      await check(page, "not-found", width);
      expect(dialogs).toBe(0);
      await context.close();
    }, 120_000);
  }
  it("a negative review of systems is no emergency; a current emergency is its own red call-out", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const base = letter(COMPLETE);
    await page.goto(`${server.url}/new`);
    await page
      .locator("#query")
      .fill(
        `${base}\n\n# Review of Systems\n\nNegative: fever, chest pain, shortness of breath.\n`,
      );
    await page.locator("#check").click();
    await page.locator("#checkout-link").waitFor();
    expect(await page.locator("#emergency").count()).toBe(0);
    expect(await page.locator("main").textContent()).not.toMatch(/call 911/i);
    await check(page, "new-negative-ros", 390);

    await page.goto(`${server.url}/new`);
    await page
      .locator("#query")
      .fill(
        `${base}\n\n# Update\n\nSince an hour ago I have crushing chest pain spreading to my left arm and I am short of breath right now.\n`,
      );
    await page.locator("#check").click();
    await page.locator("#emergency").waitFor();
    expect(await page.locator("#emergency").getAttribute("class")).toContain("notice-emergency");
    expect(await page.locator("#emergency").textContent()).toContain("call 911");
    // Not a missing item among others, and no way on to checkout.
    const missing = page.locator("#criteria-missing");
    if ((await missing.count()) > 0)
      expect(await missing.textContent()).not.toMatch(/911|emergenc/i);
    expect(await page.locator("#checkout-link").count()).toBe(0);
    // On a phone it is the first thing under the title, above the letter box.
    const callout = (await page.locator("#emergency").boundingBox())?.y ?? Infinity;
    expect(callout).toBeLessThan((await page.locator("#query").boundingBox())?.y ?? 0);
    expect(await page.locator("#next-steps").count()).toBe(0);
    await check(page, "new-emergency", 390);
    await context.close();
  }, 60_000);

  for (const [size, width, height] of [
    ["desktop", 1280, 800],
    ["phone", 390, 844],
  ] as const) {
    it(`consent page and invoice page (${size})`, async () => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);

      // Consent: the app and what it asks for first, then the code, then consent and details.
      const dev = await createDeveloper(t);
      await t.db
        .insertInto("developer_settings")
        .values({ developer_id: dev.id, app_name: "Acme Health", updated_at: t.clock.now() })
        .execute();
      const email = `consent.${size}@example.com`;
      const r = await createRequest(t, dev.liveKey, {
        data_visibility: "full",
        patient_email: email,
      });
      await page.goto(
        r.consent_url.replace("http://web.test", server.url).replace("http://api.test", server.url),
      );
      expect(await page.locator("#consent-asks").textContent()).toContain("Acme Health");
      await check(page, "consent-landing", width);
      await page.getByRole("button", { name: "Send me a code" }).click();
      await page.getByLabel("6-digit code").fill("000000");
      await page.getByRole("button", { name: "Confirm e-mail" }).click();
      await page.locator("#code-error").waitFor();
      await check(page, "consent-code-error", width);
      await runOutboxOnce(t.services);
      const mail = await t.db
        .selectFrom("mailbox")
        .select("body_text")
        .where("to_address", "=", email)
        .executeTakeFirstOrThrow();
      await page.getByLabel("6-digit code").fill(/\b(\d{6})\b/.exec(mail.body_text)?.[1] as string);
      await page.getByRole("button", { name: "Confirm e-mail" }).click();
      await page.getByLabel("Legal first name").waitFor();
      await check(page, "consent-form", width);
      await page.getByLabel("Legal first name").fill("Ada");
      await page.getByLabel("Legal last name").fill("Lovelace");
      await page.getByLabel("Date of birth").fill("1985-12-10");
      await page.getByLabel("Sex").selectOption("female");
      await page.getByLabel("I consent to receive care through telehealth.").check();
      await page.getByRole("button", { name: "Give consent" }).click();
      await page.locator("#dataSharing-error, [name=dataSharing]:invalid").first().waitFor();
      await page.getByLabel(/I agree to share my health information with Acme Health/).check();
      await page.getByRole("button", { name: "Give consent" }).click();
      await page.getByRole("button", { name: "Verify my identity" }).waitFor();
      await page.reload();
      await check(page, "consent-identity", width);

      // The invoice, signed in: the header says who; the items do not overflow; a bad link is a page.
      const account = await subscribedAccount(t);
      await context.addCookies([
        { name: "intake_session", value: account.session, url: server.url, httpOnly: true },
      ]);
      const invoices = (await t.get("/api/v1/subscriptions/me/invoices", { token: account.apiKey }))
        .body;
      const hosted = new URL(invoices[0].hostedInvoiceUrl);
      await page.goto(`${server.url}${hosted.pathname}${hosted.search}`);
      expect(await page.locator("#signed-in-as").textContent()).toContain(account.email);
      expect(await page.locator("#invoice-seller").textContent()).toContain("From");
      expect(await page.locator("#invoice-payment-method").textContent()).toMatch(
        /ending in \d{4}/,
      );
      await check(page, "invoice", width);
      const bad = await page.goto(`${server.url}${hosted.pathname}?exp=1&sig=${"0".repeat(64)}`);
      expect(bad?.status()).toBe(404);
      expect(bad?.headers()["content-type"]).toContain("text/html");
      await check(page, "invoice-bad-link", width);
      await context.close();
    }, 120_000);
  }
});
