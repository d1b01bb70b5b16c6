import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, closeBrowserApp, openBrowserApp, signedInContext } from "../browser";
import type { TestApp } from "../harness";
import { createRequest } from "./helpers";

describe.skipIf(!browserAvailable)("developer dashboard in headless Chromium", () => {
  let t: TestApp;
  let server: { url: string; close: () => Promise<void> };
  let browser: Browser;
  beforeAll(async () => {
    ({ t, server, browser } = await openBrowserApp());
  });
  afterAll(async () => {
    await closeBrowserApp({ t, server, browser });
  });

  it("keys, visibility setting, requests with status, sandbox advance buttons, usage and the webhooks link", async () => {
    const dev = await t.createAccount();
    const context = await signedInContext(browser, server.url, dev.session, {
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(5_000);
    await page.goto(`${server.url}/developers`);
    expect(await page.getByRole("link", { name: /Webhook endpoints/ }).getAttribute("href")).toBe(
      "/developers/webhooks",
    );
    await page.getByLabel("Label").fill("Sandbox app");
    await page.getByLabel("Environment").selectOption("test");
    await page.getByRole("button", { name: "Create developer key" }).click();
    const key = (await page.locator("#new-key-value").textContent()) as string;
    expect(key).toMatch(/^ak_test_[0-9a-f]{64}$/);
    expect(await page.locator("tr", { hasText: "Sandbox app" }).count()).toBe(1);

    await page.getByLabel("Default data visibility of new requests").selectOption("full");
    await page.getByLabel("App name shown on the data-sharing consent").fill("Acme Health");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.locator("#flash").waitFor();
    const r = await createRequest(t, key, { external_id: "dash-1" });
    expect(r.data_visibility).toBe("full");

    await page.goto(`${server.url}/developers`);
    const row = page.locator(`tr[data-encounter-id="${r.encounter_id}"]`);
    expect(await row.locator(".status").textContent()).toBe("awaiting_consent");
    await row.locator('button[data-event="consent_accepted"]').click();
    await page.locator("#flash").waitFor();
    expect(await page.locator("#flash").textContent()).toContain("encounter.completed");
    expect(
      await page.locator(`tr[data-encounter-id="${r.encounter_id}"] .status`).textContent(),
    ).toBe("completed");
    await page
      .locator(`tr[data-encounter-id="${r.encounter_id}"]`)
      .locator('button[data-event="order_placed"]')
      .click();
    await page.locator("#flash").waitFor();
    expect(await page.locator("#flash").textContent()).toContain("encounter.pharmacy_order");
    expect(await page.locator("#usage").textContent()).toContain("0 complete");

    // Revoking asks first; the key stays listed as revoked.
    const keyRow = page.locator("#developer-keys tr", { hasText: "Sandbox app" });
    await keyRow.locator("summary", { hasText: "Revoke" }).click();
    await page.getByRole("button", { name: "Revoke Sandbox app" }).click();
    await page.waitForURL(`${server.url}/developers`);
    expect(await page.locator("#flash").textContent()).toContain("Key revoked");
    expect(await keyRow.locator(".key-status").textContent()).toBe("Revoked");
    expect((await t.get("/api/v1/prescribing/encounters", { token: key })).status).toBe(401);
  }, 120_000);

  it("without a session the dashboard sends you to sign in; forged forms are refused", async () => {
    const res = await t.get("/developers");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/signin?next=%2Fdevelopers");
    const dev = await t.createAccount();
    const forged = await t.request("POST", "/developers/keys", {
      rawBody: "label=x&environment=live&csrf=bad",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: `intake_session=${dev.session}`,
      },
    });
    expect(forged.status).toBe(403);
    const keys = await t.db
      .selectFrom("developer_keys")
      .select("id")
      .where("user_id", "=", dev.id)
      .execute();
    expect(keys).toEqual([]);
  });
});
