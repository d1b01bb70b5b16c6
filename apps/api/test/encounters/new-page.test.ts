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
    // No inline script: the only script is the kit's file, and the page works without it.
    expect(res.text).not.toMatch(/<script(?![^>]*\bsrc=)/);
  });

  it("POST /new starts and continues an encounter like the API", async () => {
    const form = (fields: Record<string, string>) =>
      t.request("POST", "/new", {
        rawBody: new URLSearchParams(fields).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    // Post/Redirect/Get: the POST answers 303 to GET /new, which shows the result again.
    const first = await form({ query: letter(INCOMPLETE) });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/new#result");
    const cookie = /intake_letter=[^;]+/.exec(first.headers.get("set-cookie") ?? "")?.[0] as string;
    expect(cookie).toBeDefined();
    const shown = await t.request("GET", "/new", { headers: { cookie } });
    expect(shown.headers.get("cache-control")).toBe("no-store");
    expect(shown.text).toContain("10 of 11 parts are complete");
    // a person is spoken to in plain words, without API terms
    const steps = /<p class="small muted" id="next-steps">([^<]*)<\/p>/.exec(shown.text)?.[1] ?? "";
    expect(steps).toBe("Add what is missing in the box, then press &quot;Check again&quot;.");
    expect(shown.text).not.toMatch(/session_token|encounter_token|checkout_url|\/api\//);
    const withCookie = (fields: Record<string, string>, c: string) =>
      t.request("POST", "/new", {
        rawBody: new URLSearchParams(fields).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: c },
      });
    const second = await withCookie({ query: letter(COMPLETE) }, cookie);
    expect(second.status).toBe(303);
    const cookie2 = /intake_letter=[^;]+/.exec(
      second.headers.get("set-cookie") ?? "",
    )?.[0] as string;
    expect((await t.request("GET", "/new", { headers: { cookie: cookie2 } })).text).toContain(
      "Your letter is complete",
    );
    const rows = await t.db.selectFrom("encounters").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.state).toBe("readyForCheckout");
    expect(rows[0]?.token_version).toBe(2);
    // The same letter again changes nothing: no new turn, the checkout link stays valid.
    const again = await withCookie({ query: letter(COMPLETE) }, cookie2);
    expect(again.status).toBe(303);
    const after = await t.db.selectFrom("encounters").selectAll().execute();
    expect(after[0]?.token_version).toBe(2);
    const short = await withCookie({ query: letter(TOO_SHORT) }, cookie2);
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
      "Check your letter for a physician review",
    );

    await page.getByLabel("Your letter").fill(letter(INCOMPLETE));
    await page.getByRole("button", { name: "Check my letter" }).click();
    await page.waitForSelector("#result-heading");
    expect(await page.locator("#result-heading").textContent()).toBe("10 of 11 parts are complete");
    expect(await page.locator("#criteria-missing li strong").allTextContents()).toEqual([
      "Allergies",
    ]);
    expect(await page.locator("#criteria-met li").count()).toBe(10);
    expect(await page.locator("#checkout-link").count()).toBe(0);
    // The letter stays in the textarea for editing; the session continues (a cookie of /new).
    expect(await page.locator("#query").inputValue()).toBe(letter(INCOMPLETE));

    await page.locator("#query").fill(letter(WITH_PII));
    await page.getByRole("button", { name: "Check again" }).click();
    await page.waitForSelector("#result-heading");
    expect(await page.locator("#result-heading").textContent()).toBe("Your letter is complete");
    // Identifiers are a warning to act on: no way to checkout until they are removed.
    expect(await page.locator("#pii-warning").textContent()).toContain("e-mail address");
    expect(await page.locator("#checkout-link").count()).toBe(0);
    await page.locator("#query").fill(letter(COMPLETE));
    await page.getByRole("button", { name: "Check again" }).click();
    await page.locator("#checkout-link").waitFor();
    await page.screenshot({ path: "/tmp/new-page-complete.png", fullPage: true });

    const href = await page.locator("#checkout-link").getAttribute("href");
    const match = /\/checkout\/([0-9a-f-]{36})\?token=([0-9a-f]{64})$/.exec(href ?? "");
    expect(match).not.toBeNull();
    const encounter = await t.db
      .selectFrom("encounters")
      .selectAll()
      .where("id", "=", match?.[1] as string)
      .executeTakeFirstOrThrow();
    // Three checks of one encounter: continued through the session, not a new one.
    expect(encounter.token_version).toBe(3);
    expect(encounter.state).toBe("readyForCheckout");

    await page.goto(`${server.url}${href}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Checkout");
    expect(await page.locator("#signin-link").textContent()).toBe("Sign in or create an account");
    await page.screenshot({ path: "/tmp/checkout-page.png", fullPage: true });
    await page.close();
  });
});
