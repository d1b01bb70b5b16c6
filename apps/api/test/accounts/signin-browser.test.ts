import { runOutboxOnce } from "@intake/core/kernel";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, closeBrowserApp, openBrowserApp } from "../browser";
import type { TestApp } from "../harness";

describe.skipIf(!browserAvailable)("sign-in pages in headless Chromium", () => {
  let t: TestApp;
  let server: { url: string; close: () => Promise<void> };
  let browser: Browser;
  beforeAll(async () => {
    // Chromium keeps Secure cookies on http://localhost (a potentially trustworthy origin).
    // server.url stays on 127.0.0.1 (a potentially trustworthy origin for Secure cookies).
    ({ t, server, browser } = await openBrowserApp());
  });
  afterAll(async () => {
    await closeBrowserApp({ t, server, browser });
  });

  it("e-mail, code from /dev/mailbox, /account, create a key, see it listed, revoke it", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/signin`);
    await page.getByLabel("E-mail address").fill("browser.person@example.com");
    await page.getByRole("button", { name: "Send me a code" }).click();
    await page.getByLabel("6-digit code").waitFor();

    await runOutboxOnce(t.services);
    const mailbox = await browser.newPage();
    await mailbox.goto(`${server.url}/dev/mailbox`);
    const body = await mailbox.locator("pre.body").first().textContent();
    const code = /\b(\d{6})\b/.exec(body ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);

    await page.getByLabel("6-digit code").fill(code!);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/account`);
    const token = await page.locator("#session-token-value").textContent();
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "intake_session")).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
    });
    expect((await t.get("/api/v1/users/me", { token: token! })).body.email).toBe(
      "browser.person@example.com",
    );

    await page.getByLabel("Label").fill("My agent");
    await page.getByRole("button", { name: "Create key" }).click();
    const key = await page.locator("#new-key-value").textContent();
    expect(key).toMatch(/^ak_[0-9a-f]{64}$/);
    await expect.poll(() => page.locator("tr", { hasText: "My agent" }).count()).toBe(1);
    expect((await t.get("/api/v1/patients", { token: key! })).status).toBe(200);
    await page.screenshot({ path: "/tmp/acct/account-page.png", fullPage: true });

    await page.goto(`${server.url}/account`);
    expect(await page.content()).not.toContain(key!);
    // Revoking asks first (a confirm panel that works without JavaScript), then revokes.
    await page
      .locator("tr", { hasText: "My agent" })
      .locator("summary", { hasText: "Revoke" })
      .click();
    await page.getByRole("button", { name: "Revoke My agent" }).click();
    await page.waitForURL(new RegExp(`^${server.url}/account(#[\\w-]+)?$`));
    expect(await page.locator("tr", { hasText: "My agent" }).textContent()).toMatch(/revoked/i);
    expect((await t.get("/api/v1/patients", { token: key! })).status).toBe(401);
    await page.screenshot({ path: "/tmp/acct/account-revoked.png", fullPage: true });
  });
});
