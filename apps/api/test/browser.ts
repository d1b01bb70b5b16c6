import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
} from "playwright-core";
import { createTestApp, type TestApp } from "./harness";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Browser tests need Debian's chromium. They run wherever it is installed; CI sets
 * REQUIRE_BROWSER=1 so a missing browser fails instead of skipping.
 */
export const browserAvailable = existsSync(CHROMIUM_PATH) || process.env.REQUIRE_BROWSER === "1";

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** Serves the test app over real HTTP on a free loopback port. */
export async function serveOverHttp(
  t: TestApp,
): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve(
      { fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" },
      (info: AddressInfo) => {
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          close: () => new Promise<void>((done) => server.close(() => done())),
        });
      },
    );
  });
}

/** A test app served over HTTP and one Chromium: what a browser test file shares. */
export interface BrowserApp {
  t: TestApp;
  server: { url: string; close: () => Promise<void> };
  browser: Browser;
}

/**
 * A fresh test app (with `config` overrides), served over HTTP, and one Chromium. Use it in
 * `beforeAll` (`({ t, server, browser } = await openBrowserApp())`) and close with
 * `closeBrowserApp` in `afterAll`.
 */
export async function openBrowserApp(config: Record<string, string> = {}): Promise<BrowserApp> {
  const t = await createTestApp(config);
  const server = await serveOverHttp(t);
  const browser = await launchBrowser();
  return { t, server, browser };
}

/** Closes what `openBrowserApp` opened (whatever of it was opened). */
export async function closeBrowserApp(opened: Partial<BrowserApp>): Promise<void> {
  await opened.browser?.close();
  await opened.server?.close();
  await opened.t?.close();
}

/** A browser context carrying the session cookie the sign-in pages set (none when no session). */
export async function signedInContext(
  browser: Browser,
  serverUrl: string,
  session?: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (session) {
    await context.addCookies([
      {
        name: "intake_session",
        value: session,
        url: serverUrl,
        httpOnly: true,
        secure: true,
        sameSite: "Lax",
      },
    ]);
  }
  return context;
}
