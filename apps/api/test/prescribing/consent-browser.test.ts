import { runOutboxOnce } from "@intake/core/kernel";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, closeBrowserApp, openBrowserApp } from "../browser";
import type { TestApp } from "../harness";
import { PNG } from "../identity/document";
import { createDeveloper, createRequest } from "./helpers";

describe.skipIf(!browserAvailable)("consent page in headless Chromium", () => {
  let t: TestApp;
  let server: { url: string; close: () => Promise<void> };
  let browser: Browser;
  beforeAll(async () => {
    ({ t, server, browser } = await openBrowserApp());
  });
  afterAll(async () => {
    await closeBrowserApp({ t, server, browser });
  });

  const local = (url: string) => url.replace("http://api.test", server.url);

  async function confirmEmail(page: Page, email: string) {
    await page.getByRole("button", { name: "Send me a code" }).click();
    await page.getByLabel("6-digit code").waitFor();
    await page.getByLabel("6-digit code").fill(await t.mailedCode(email));
    await page.getByRole("button", { name: "Confirm e-mail" }).click();
  }

  async function fillConsent(page: Page, dataSharing: boolean) {
    await page.getByLabel("I consent to receive care through telehealth.").check();
    if (dataSharing)
      await page.getByLabel(/I agree to share my health information with Acme Health/).check();
    await page.getByLabel("Legal first name").fill("Ada");
    await page.getByLabel("Legal last name").fill("Lovelace");
    await page.getByLabel("Date of birth").fill("1985-12-10");
    await page.getByLabel("Sex").selectOption("female");
    await page.getByRole("button", { name: "Give consent" }).click();
  }

  const status = async (id: string) =>
    (
      await t.db
        .selectFrom("prescribing_requests")
        .select("status")
        .where("encounter_id", "=", id)
        .executeTakeFirstOrThrow()
    ).status;

  it("live, full visibility: code, consent naming the app, identity via the port, then the clinician queue", async () => {
    const dev = await createDeveloper(t);
    await t.db
      .insertInto("developer_settings")
      .values({ developer_id: dev.id, app_name: "Acme Health", updated_at: t.clock.now() })
      .execute();
    const email = "ada.patient@example.com";
    const r = await createRequest(t, dev.liveKey, {
      data_visibility: "full",
      patient_email: email,
    });
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(local(r.consent_url));
    expect(await page.textContent("body")).toContain("a***@example.com");
    // The app and what it asks for are named before any code is sent.
    expect(await page.locator("h1").textContent()).toBe("Your request from Acme Health");
    expect(await page.locator("#consent-asks-list").textContent()).toContain(
      "Acme Health will see your letter, your conversation with the physician",
    );
    // The sex choices are checkout's, with none chosen.
    await page.getByRole("button", { name: "Send me a code" }).click();
    await page.getByLabel("6-digit code").waitFor();
    expect(page.url()).toMatch(/&sent=1$/);
    // Post/Redirect/Get: a reload shows the code form again and sends no second code.
    await page.reload();
    await page.getByLabel("6-digit code").fill("000000");
    await page.getByRole("button", { name: "Confirm e-mail" }).click();
    expect(await page.locator("#code-error").textContent()).toContain("That code is not right");
    await runOutboxOnce(t.services);
    const codes = await t.db
      .selectFrom("mailbox")
      .select("body_text")
      .where("to_address", "=", email)
      .execute();
    expect(codes).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(codes[0]?.body_text ?? "")?.[1] as string;
    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Confirm e-mail" }).click();
    await page.getByLabel("Legal first name").waitFor();
    expect(await page.textContent("body")).toContain("Data sharing with Acme Health");
    expect(await page.locator("#sex option").allTextContents()).toEqual([
      "Choose…",
      "Male",
      "Female",
      "Intersex",
    ]);
    expect(await page.locator("#sex").inputValue()).toBe("");
    await fillConsent(page, true);
    // Consent given: the page moved on with a GET (a reload repeats nothing).
    expect(page.url()).toMatch(/\/consent\/[0-9a-f-]{36}\?token=[0-9a-f]{64}$/);
    await page.getByRole("button", { name: "Verify my identity" }).waitFor();
    expect(await status(r.encounter_id)).toBe("pending_identity");
    const pending = await t.get(`/api/v1/prescribing/encounters/${r.encounter_id}/details`, {
      token: dev.liveKey,
    });
    expect(pending.status).toBe(200);
    expect(pending.body.patient).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      dateOfBirth: "1985-12-10",
      sex: "female",
      state: "CA",
    });

    // The identity port's page lives at WEB_URL (http://api.test here): serve it from the test server.
    await page.route(/^http:\/\/api\.test\//, async (route) => {
      const response = await route.fetch({ url: local(route.request().url()) });
      await route.fulfill({ response });
    });
    await page.getByRole("button", { name: "Verify my identity" }).click();
    await page.waitForURL(/\/identity\/verify\/[0-9a-f]{64}$/);
    await page
      .locator("#document")
      .setInputFiles({ name: "id.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Submit for verification" }).click();
    // Back on the consent page by itself (no Back button).
    await page.waitForURL(/\/consent\/[0-9a-f-]{36}\?token=/);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.locator("#done").waitFor();
    expect(await status(r.encounter_id)).toBe("in_review");

    const encounter = await t.db
      .selectFrom("encounters as e")
      .innerJoin("patients as p", "p.id", "e.patient_id")
      .innerJoin("users as u", "u.id", "e.user_id")
      .select([
        "e.state",
        "e.sandbox",
        "e.submitted_at",
        "p.state_of_residence",
        "p.first_name",
        "u.email",
      ])
      .where("e.id", "=", r.encounter_id)
      .executeTakeFirstOrThrow();
    expect(encounter).toMatchObject({
      state: "submitted",
      sandbox: false,
      state_of_residence: "CA",
      first_name: "Ada",
      email,
    });
    expect(encounter.submitted_at).not.toBeNull();
    const submission = await t.db
      .selectFrom("submissions")
      .select("status")
      .where("encounter_id", "=", r.encounter_id)
      .executeTakeFirstOrThrow();
    expect(submission.status).toBe("active");
    const poll = await t.get("/api/v1/prescribing/encounters", { token: dev.liveKey });
    expect(poll.body.encounters[0]).toMatchObject({
      status: "in_review",
      submittedAt: expect.any(String),
    });
  }, 120_000);

  it("sandbox, outcome-only, auto progression: consent completes the request; a bad token is refused", async () => {
    const dev = await createDeveloper(t);
    const email = "sandbox.patient@example.com";
    const r = await createRequest(t, dev.testKey, { patient_email: email });
    expect(r.consent_url).toMatch(/&sandbox=1$/);
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(local(r.consent_url));
    expect(await page.textContent("body")).toContain("Sandbox request");
    await confirmEmail(page, email);
    await page.getByLabel("Legal first name").waitFor();
    expect(await page.textContent("body")).not.toContain("Data sharing");
    await fillConsent(page, false);
    await page.locator("#done").waitFor();
    expect(await status(r.encounter_id)).toBe("completed");

    const bad = await t.get(`/consent/${r.encounter_id}?token=${"0".repeat(64)}`);
    expect(bad.status).toBe(404);
  }, 120_000);
});
