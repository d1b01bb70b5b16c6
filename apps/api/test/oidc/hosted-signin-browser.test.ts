import { serve } from "@hono/node-server";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, launchBrowser } from "../browser";
import { freePort } from "../free-port";
import { createTestApp, type TestApp } from "../harness";
import {
  AUDIENCE,
  CLIENT_ID,
  CLIENT_SECRET,
  type RunningProvider,
  startProvider,
} from "./provider";

/**
 * The code flow from the hosted sign-in page in headless Chromium, against a real OpenID
 * provider (oidc-provider, its development login and consent forms) on loopback.
 */
describe.skipIf(!browserAvailable)("sign-in through the identity provider in Chromium", () => {
  let op: RunningProvider;
  let t: TestApp;
  let site: string;
  let server: ReturnType<typeof serve>;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    op = await startProvider({ redirectUris: [`${site}/signin/callback`] });
    t = await createTestApp({
      BASE_URL: site,
      AUTH_ISSUER: op.issuer,
      AUTH_AUDIENCE: AUDIENCE,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_SCOPES: "openid email profile api",
      OIDC_AUTH_PARAMS: `resource=${AUDIENCE}`,
    });
    server = await new Promise((resolve) => {
      const s = serve({ fetch: t.app.fetch, port, hostname: "127.0.0.1" }, () => resolve(s));
    });
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    server?.close();
    await t?.close();
    await op?.stop();
  });

  it("sign-in page → provider login and consent → back to the checkout page; account; sign-out", async () => {
    op.accounts.set("quinn", { email: "quinn@example.com", email_verified: true });
    const checkout = `/checkout/${crypto.randomUUID()}?token=${"cd".repeat(32)}`;
    const page = await browser.newPage();
    await page.goto(`${site}/signin?next=${encodeURIComponent(checkout)}`);
    await page.getByRole("button", { name: "Sign in with your identity provider" }).click();
    await page.waitForURL((url) => url.origin === op.origin);
    await page.locator('input[name="login"]').fill("quinn");
    await page.locator('input[name="password"]').fill("any");
    await page.locator('button[type="submit"]').click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(`${site}${checkout}`);
    const cookies = await page.context().cookies(site);
    expect(cookies.find((c) => c.name === "intake_session")).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
    });
    expect(cookies.find((c) => c.name === "intake_oidc_flow")).toBeUndefined();

    await page.goto(`${site}/account`);
    await expect.poll(() => page.content()).toContain("quinn@example.com");
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.locator("#provider-signout").waitFor();
    const href = await page.locator("#provider-signout").getAttribute("href");
    expect(href?.startsWith(`${op.origin}/session/end?`)).toBe(true);
    await page.goto(`${site}/account`);
    expect(new URL(page.url()).pathname).toBe("/signin");
  });
});
