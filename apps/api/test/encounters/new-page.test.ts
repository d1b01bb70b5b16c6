import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, launchBrowser, serveOverHttp } from "../browser";
import { createTestApp, type TestApp } from "../harness";
import { COMPLETE, INCOMPLETE, letter, TOO_SHORT, WITH_PII } from "./seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("/new without a browser (plain form posts)", () => {
  it("GET /new is an accessible form", async () => {
    const res = await t.get("/new");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.text).toContain('<label for="query">');
    expect(res.text).toContain('<textarea id="query" name="query"');
    expect(res.text).toContain("<h1>");
    expect(res.text).not.toContain("<script");
  });

  it("POST /new starts and continues an encounter like the API", async () => {
    const form = (fields: Record<string, string>) =>
      t.request("POST", "/new", {
        rawBody: new URLSearchParams(fields).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    const first = await form({ query: letter(INCOMPLETE) });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const token = /name="session_token" value="([0-9a-f]{64})"/.exec(first.text)?.[1];
    expect(token).toBeDefined();
    expect(first.text).toContain("Incomplete: 10 of 11 criteria met");
    // a person is spoken to in plain words, without API terms
    const steps = /<p id="next-steps">([^<]*)<\/p>/.exec(first.text)?.[1] ?? "";
    expect(steps).toBe(
      "Add what is missing (Allergies), then change the letter in the box below and press &quot;Check again&quot;.",
    );
    expect(steps).not.toMatch(/session_token|encounter_token|checkout_url|POST|\/api\//);
    const second = await form({ query: letter(COMPLETE), session_token: token as string });
    expect(second.status).toBe(200);
    expect(second.text).toContain("Complete: all 11 criteria are met");
    const rows = await t.db.selectFrom("encounters").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.state).toBe("readyForCheckout");
    expect(rows[0]?.token_version).toBe(2);
    const short = await form({ query: letter(TOO_SHORT), session_token: token as string });
    expect(short.status).toBe(400);
    expect(short.text).toContain("at least 500 characters");
  });
});

describe.skipIf(!browserAvailable)("/new and /checkout in headless Chromium", () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    browser = await launchBrowser();
    server = await serveOverHttp(t);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("paste a letter, read the evaluation, fix it, follow the checkout link", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/new`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Check a clinical letter",
    );

    await page.getByLabel("Letter (Markdown, 500 to 10,000 characters)").fill(letter(INCOMPLETE));
    await page.getByRole("button", { name: "Check letter" }).click();
    await page.waitForSelector("#result-heading");
    expect(await page.locator("#result-heading").textContent()).toBe(
      "Incomplete: 10 of 11 criteria met",
    );
    expect(await page.locator("#criteria-missing li").allTextContents()).toEqual(["Allergies"]);
    expect(await page.locator("#criteria-met li").count()).toBe(10);
    expect(await page.locator("#checkout-link").count()).toBe(0);
    // The letter stays in the textarea for editing; the session continues through the hidden field.
    expect(await page.locator("#query").inputValue()).toBe(letter(INCOMPLETE));

    await page.locator("#query").fill(letter(WITH_PII));
    await page.getByRole("button", { name: "Check again" }).click();
    await page.waitForSelector("#result-heading");
    expect(await page.locator("#result-heading").textContent()).toBe(
      "Complete: all 11 criteria are met",
    );
    expect(await page.locator("#pii-warning").textContent()).toContain("e-mail address");
    await page.screenshot({ path: "/tmp/new-page-complete.png", fullPage: true });

    const href = await page.locator("#checkout-link").getAttribute("href");
    const match = /\/checkout\/([0-9a-f-]{36})\?token=([0-9a-f]{64})$/.exec(href ?? "");
    expect(match).not.toBeNull();
    const encounter = await t.db
      .selectFrom("encounters")
      .selectAll()
      .where("id", "=", match?.[1] as string)
      .executeTakeFirstOrThrow();
    // Two checks of one encounter: continued through the hidden session token, not a new one.
    expect(encounter.token_version).toBe(2);
    expect(encounter.state).toBe("readyForCheckout");

    await page.goto(href?.replace(t.config.WEB_URL, server.url) as string);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Checkout");
    expect(await page.locator("#encounter-state").textContent()).toBe("readyForCheckout");
    expect(await page.locator("#signin-link").textContent()).toBe("Sign in or create an account");
    await page.screenshot({ path: "/tmp/checkout-page.png", fullPage: true });
    await page.close();
  });
});
