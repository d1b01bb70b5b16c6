import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { type Browser, chromium } from "playwright-core";
import type { TestApp } from "./harness";

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
