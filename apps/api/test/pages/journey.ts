import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";

/** axe-core's browser bundle, injected into each page checked. */
export const AXE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** Words and shapes a patient must never see (developer terms, ids, raw timestamps). */
export const INTERNAL: [string, RegExp][] = [
  ["uuid", /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i],
  ["state name", /readyForCheckout|waitingForPatientReply|awaiting_consent|treatment_prescribed/],
  ["E.164", /E\.164/],
  ["field name", /stateOfResidence|phoneNumber|dateOfBirth|firstName/],
  ["API path", /\/api\/v1/],
  ["encounter", /\bencounter/i],
  ["checkout_url", /checkout_url|session_token/],
  ["ISO timestamp", /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/],
  ["Markdown", /markdown/i],
];

export const SIZES = [
  ["desktop", 1280, 800],
  ["phone", 390, 844],
] as const;

/**
 * Every page of a journey: axe-core finds nothing critical or serious, nothing is wider than the
 * window (on a phone too) and nothing is cut off (a table scrolling sideways, a button's text), a
 * patient page shows no internal word or id, and a full-page
 * screenshot is saved under `shots` for a person to look at.
 */
export async function checkPage(
  page: Page,
  name: string,
  options: { width: number; patient: boolean; shots: string },
): Promise<void> {
  await page.evaluate(AXE);
  const violations = (await page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v: { id: string; impact: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
    }));
  })) as { id: string; impact: string }[];
  expect(
    violations.filter((v) => v.impact === "critical" || v.impact === "serious"),
    `${name}: axe`,
  ).toEqual([]);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${name}: horizontal overflow`).toBeLessThanOrEqual(innerWidth);
  // Nothing scrolls sideways inside the page either (a table that scrolls hides its last
  // column), and no button's text is cut off.
  const clipped = await page.evaluate(() =>
    Array.from(document.querySelectorAll(".table-wrap, button, .btn"))
      .filter((e) => e.scrollWidth > e.clientWidth + 1 && e.getClientRects().length > 0)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${e.className}: ${(e.textContent ?? "").trim().slice(0, 40)}`,
      ),
  );
  expect(clipped, `${name}: clipped`).toEqual([]);
  if (options.patient) {
    // biome-ignore lint/performance/useDomNodeTextContent: what the person sees (not hidden text)
    const text = await page.evaluate(() => document.body.innerText);
    for (const [label, pattern] of INTERNAL) {
      expect(pattern.exec(text)?.[0], `${name}: shows ${label}`).toBeUndefined();
    }
  }
  mkdirSync(options.shots, { recursive: true });
  await page.screenshot({ path: `${options.shots}/${options.width}-${name}.png`, fullPage: true });
}

/** A browser context of the given size, signed in with a session cookie (as /signin leaves it). */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  session: string | null,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  if (session) {
    await context.addCookies([
      {
        name: "intake_session",
        value: session,
        url: baseUrl,
        httpOnly: true,
        secure: true,
        sameSite: "Lax",
      },
    ]);
  }
  return context;
}

/** Clicks a submit button and waits for the page the post leads to (often the same address). */
export async function submit(page: Page, button: ReturnType<Page["locator"]>): Promise<void> {
  await Promise.all([page.waitForEvent("framenavigated"), button.click()]);
  await page.waitForLoadState();
}

/**
 * After a form post (Post/Redirect/Get): the page is a GET; reloading it and going Back change
 * nothing (`read` gives the state that must stay the same, e.g. rows in the database), the
 * one-time notice is gone after the reload, and the browser never asks to resubmit a form.
 */
export async function stableAfterPost(
  page: Page,
  name: string,
  read: () => Promise<unknown>,
): Promise<void> {
  const before = await read();
  let prompts = 0;
  const onDialog = () => {
    prompts++;
  };
  page.on("dialog", onDialog);
  const here = page.url();
  await page.reload();
  expect(await read(), `${name}: reload changes nothing`).toEqual(before);
  expect(await page.locator("#flash").count(), `${name}: the notice is shown once`).toBe(0);
  await page.goBack();
  await page.waitForLoadState();
  expect(await read(), `${name}: Back changes nothing`).toEqual(before);
  await page.goto(here);
  page.off("dialog", onDialog);
  expect(prompts, `${name}: no resubmission prompt`).toBe(0);
}
