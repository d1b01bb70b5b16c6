import { runWebhookDeliveriesOnce } from "@intake/core/webhooks";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, closeBrowserApp, openBrowserApp, signedInContext } from "../browser";
import type { TestApp } from "../harness";
import { type Receiver, startReceiver } from "./helpers";

describe.skipIf(!browserAvailable)("webhook dashboard in headless Chromium", () => {
  let t: TestApp;
  let server: { url: string; close: () => Promise<void> };
  let browser: Browser;
  let receiver: Receiver;
  beforeAll(async () => {
    ({ t, server, browser } = await openBrowserApp({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "true" }));
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await closeBrowserApp({ t, server, browser });
  });

  async function signedIn(session: string): Promise<Page> {
    return (await signedInContext(browser, server.url, session)).newPage();
  }

  it("signed-out visitors are sent to sign in", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/developers/webhooks`);
    expect(new URL(page.url()).pathname).toBe("/signin");
  });

  it("create, test, see the log, failing badge, rotate, delete", async () => {
    const dev = await t.createAccount();
    const page = await signedIn(dev.session);
    await page.goto(`${server.url}/developers/webhooks`);
    expect(await page.textContent("main")).toContain("No endpoints yet.");

    // A refused URL shows the reason and keeps the form.
    await page.getByLabel("URL").fill("ftp://example.com/x");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    expect(await page.getByRole("alert").textContent()).toContain("https://");
    expect(await page.getByLabel("URL").inputValue()).toBe("ftp://example.com/x");

    await page.getByLabel("URL").fill(receiver.url);
    await page.getByLabel("Environment").selectOption("live");
    await page.getByLabel("Description (optional)").fill("my receiver");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const secret = (await page.locator("#secret-value").textContent())?.trim();
    expect(secret).toMatch(/^whsec_/);
    const listed = await t.get("/api/v1/developers/me/webhook-endpoints", { token: dev.session });
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({
      url: receiver.url,
      environment: "live",
      description: "my receiver",
    });
    const row = page.locator("tr", { hasText: receiver.url });
    expect(await row.textContent()).toContain("ok");

    await page.getByRole("button", { name: `Send test event to ${receiver.url}` }).click();
    expect(await page.getByRole("status").textContent()).toContain("Test event queued");
    await runWebhookDeliveriesOnce(t.services);
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]!.body.toString())).toMatchObject({
      type: "webhook.test",
      sandbox: false,
    });
    await page.reload();
    const first = page.locator("tbody tr").first();
    expect(await first.textContent()).toContain("webhook.test");
    expect(await first.textContent()).toContain("204");
    expect(await first.textContent()).toContain("delivered");

    // The receiver fails every attempt: after the last retry the endpoint shows "failing".
    receiver.set({ kind: "status", status: 500 });
    await page.goto(`${server.url}/developers/webhooks`);
    await page.getByRole("button", { name: `Send test event to ${receiver.url}` }).click();
    for (const wait of [0, 30_000, 120_000]) {
      t.clock.advance(wait);
      await runWebhookDeliveriesOnce(t.services);
    }
    await page.reload();
    expect(await page.locator(".badge.failing").textContent()).toContain("failing");
    expect(await page.locator("tbody tr").first().textContent()).toContain("HTTP 500");
    // Redeliver from the log.
    receiver.set({ kind: "status", status: 200 });
    await page.locator("button", { hasText: "Redeliver" }).first().click();
    expect(await page.getByRole("status").textContent()).toContain("Redelivery queued");
    await runWebhookDeliveriesOnce(t.services);
    await page.reload();
    expect(await page.locator(".badge.ok").count()).toBe(1);
    await page.screenshot({ path: "/tmp/webhooks-log.png", fullPage: true });

    await page.goto(`${server.url}/developers/webhooks`);
    await page.getByRole("button", { name: `Rotate secret of ${receiver.url}` }).click();
    const rotated = (await page.locator("#secret-value").textContent())?.trim();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    expect(await page.textContent("main")).toContain("previous secret valid until");
    const id = listed.body[0].id;
    expect(
      (await t.get(`/api/v1/developers/me/webhook-endpoints/${id}/secret`, { token: dev.session }))
        .body,
    ).toMatchObject({
      secret: rotated,
      previousSecret: secret,
    });
    await page.screenshot({ path: "/tmp/webhooks-list.png", fullPage: true });

    // Deleting asks first: open the confirmation, then confirm.
    await page
      .locator("tr", { hasText: receiver.url })
      .locator("summary", { hasText: "Delete" })
      .click();
    await page.getByRole("button", { name: `Delete ${receiver.url}` }).click();
    await page.waitForURL(`${server.url}/developers/webhooks`);
    expect(await page.textContent("main")).toContain("No endpoints yet.");
    expect(
      (await t.get("/api/v1/developers/me/webhook-endpoints", { token: dev.session })).body,
    ).toEqual([]);
  });

  it("a form post without the page's token is refused", async () => {
    const dev = await t.createAccount();
    const res = await fetch(`${server.url}/developers/webhooks`, {
      method: "POST",
      headers: {
        cookie: `intake_session=${dev.session}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: `url=${encodeURIComponent(receiver.url)}&environment=test`,
    });
    expect(res.status).toBe(403);
    expect(
      (await t.get("/api/v1/developers/me/webhook-endpoints", { token: dev.session })).body,
    ).toEqual([]);
  });
});
