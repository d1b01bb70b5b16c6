import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, closeBrowserApp, openBrowserApp } from "../browser";
import type { TestApp } from "../harness";
import { PERSON } from "../payments/subscribe";
import { PNG } from "./document";

describe.skipIf(!browserAvailable)("embedded identity verification in headless Chromium", () => {
  let t: TestApp;
  let server: { url: string; close: () => Promise<void> };
  let browser: Browser;
  beforeAll(async () => {
    ({ t, server, browser } = await openBrowserApp());
  });
  afterAll(async () => {
    await closeBrowserApp({ t, server, browser });
  });

  it.each([
    ["verified", "verified", null, "Continue to your account"],
    ["document_unreadable", "requires_input", "could not be read", "Back to your account"],
    ["name_mismatch", "requires_input", "does not match the name", "Back to your account"],
    ["canceled", "canceled", null, "Back to your account"],
  ] as const)(
    "%s: upload a document, choose the outcome, see the state",
    async (outcome, state, reason, back) => {
      const a = await t.createAccount();
      const p = (
        await t.post("/api/v1/patients", { ...PERSON, relationship: "spouse" }, { token: a.apiKey })
      ).body;
      const session = await t.post(`/api/v1/patients/${p.id}/identity-session`, undefined, {
        token: a.apiKey,
      });
      const link = `${server.url}${new URL(session.body.url).pathname}`;

      // Without the person's sign-in, the link is refused.
      const stranger = await browser.newContext();
      const refused = await stranger.newPage();
      const res = await refused.goto(link);
      expect(res?.status()).toBe(403);
      await stranger.close();

      const context = await browser.newContext();
      await context.addCookies([
        { name: "intake_session", value: a.session, url: server.url, httpOnly: true },
      ]);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      await page.goto(link);
      await page
        .getByLabel("Photo of your identity document")
        .setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: PNG });
      // Patients see plain words; the simulated outcomes sit in a closed note for testers.
      const body = (await page.locator("main").textContent()) ?? "";
      expect(body).not.toMatch(/simulated|identity provider|built-in verifier/i);
      expect(await page.locator("#identity-cancel").textContent()).toBe("Back to your account");
      await page.getByText("For testers: choose the result").click();
      await page.locator(`input[name=outcome][value=${outcome}]`).check();
      await page.getByRole("button", { name: "Submit for verification" }).click();
      await page.waitForURL(/\/identity\/return\//);
      expect(await page.locator("#identity-state").getAttribute("data-state")).toBe(state);
      if (reason) expect(await page.locator("#identity-reason").textContent()).toContain(reason);
      expect(await page.locator("#identity-back").textContent()).toBe(back);
      const v = (await t.get(`/api/v1/patients/${p.id}`, { token: a.apiKey })).body
        .identityVerification;
      expect(v.status).toBe(state === "verified" ? "verified" : "unverified");
      expect(v.latestSession.status).toBe(state);

      // The link was single use.
      const again = await page.goto(link);
      expect(again?.status()).toBe(state === "verified" ? 200 : 410);
      expect(await page.getByRole("button", { name: "Submit for verification" }).count()).toBe(0);
      expect(await page.locator("#identity-state").getAttribute("data-state")).toBe(state);
      await context.close();
    },
  );
});
