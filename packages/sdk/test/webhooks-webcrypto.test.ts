import { createHmac, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hmacSha256, hmacSha256Async } from "../src/hmac";
import { Webhook, WebhookVerificationError } from "../src/webhooks";

const SECRET = "whsec_test_4f9c2a";
const BODY =
  '{"id":"evt_01J9Z","type":"encounter.completed","created":"2026-03-01T10:00:00.000Z","sandbox":true,"data":{"encounter_id":"5b1f0e7e-4a8f-4f3e-9a57-1d2c3b4a5e6f","external_id":"ext-42","status":"completed","rx_count":1}}';
const SIGNATURE = "sha256=3770c3fd8ad1cbc8c0bd2c9c3ccf558e0f18185472546624260f3b85a990cc93";
const STANDARD_SECRET = `whsec_${Buffer.from("standard-key-bytes").toString("base64")}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

describe("HMAC-SHA256 without node:crypto", () => {
  it("the portable and the Web Crypto HMAC equal node:crypto's, for every length around the block edges", async () => {
    for (const keyLength of [0, 1, 32, 63, 64, 65, 200]) {
      for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000, 70_000]) {
        const key = randomBytes(keyLength);
        const message = randomBytes(length);
        const expected = createHmac("sha256", key).update(message).digest("hex");
        expect(Buffer.from(hmacSha256(key, message)).toString("hex")).toBe(expected);
        // Web Crypto refuses empty HMAC keys (endpoint secrets never are).
        if (keyLength > 0) {
          expect(Buffer.from(await hmacSha256Async(key, message)).toString("hex")).toBe(expected);
        }
      }
    }
  });

  it("Webhook.verifyAsync (Web Crypto) accepts what verify accepts and refuses tampering", async () => {
    const hook = new Webhook(["whsec_new", SECRET]);
    expect((await hook.verifyAsync(BODY, { "X-Service-Signature": SIGNATURE })).id).toBe(
      "evt_01J9Z",
    );
    const headers = Webhook.sign(BODY, { secret: STANDARD_SECRET });
    const standard = new Webhook(STANDARD_SECRET);
    expect((await standard.verifyAsync(BODY, headers)).type).toBe("encounter.completed");
    expect(standard.verify(BODY, headers).type).toBe("encounter.completed");
    const tampered = BODY.replace('"rx_count":1', '"rx_count":2');
    await expect(standard.verifyAsync(tampered, headers)).rejects.toThrow(WebhookVerificationError);
    await expect(
      new Webhook("whsec_other").verifyAsync(BODY, { "X-Service-Signature": SIGNATURE }),
    ).rejects.toThrow(/does not match/);
  });
});

describe.runIf(existsSync(CHROMIUM) || process.env.REQUIRE_BROWSER === "1")(
  "the SDK's browser bundle in Chromium",
  () => {
    it("bundles without node:crypto and verifies both signature schemes in the page", async () => {
      const root = resolve(import.meta.dirname, "..");
      const bundle = await build({
        entryPoints: [resolve(root, "src/index.ts")],
        bundle: true,
        format: "iife",
        globalName: "IntakeSDK",
        platform: "browser",
        write: false,
        logLevel: "silent",
      });
      const code = bundle.outputFiles[0]?.text as string;
      expect(code).not.toMatch(/from\s*["'](node:)?crypto["']|require\(["'](node:)?crypto["']\)/);
      // The published build (tsup) has no crypto import either.
      const sources = ["webhooks.ts", "hmac.ts", "transport.ts", "client.ts"].map((f) =>
        readFileSync(resolve(root, "src", f), "utf8"),
      );
      for (const source of sources) expect(source).not.toMatch(/from "(node:)?crypto"/);

      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: ["--no-sandbox", "--disable-gpu"],
      });
      try {
        const page = await browser.newPage();
        // A secure context (crypto.subtle needs one): an https page answered by the test.
        await page.route("https://sdk.test/", (route) =>
          route.fulfill({ contentType: "text/html", body: "<html><body></body></html>" }),
        );
        await page.goto("https://sdk.test/");
        await page.addScriptTag({ content: code });
        const headers = Webhook.sign(BODY, { secret: STANDARD_SECRET });
        const result = await page.evaluate(
          async ({ BODY, SECRET, SIGNATURE, STANDARD_SECRET, headers }) => {
            const sdk = (globalThis as any).IntakeSDK;
            const hook = new sdk.Webhook(SECRET);
            const standard = new sdk.Webhook(STANDARD_SECRET);
            const tampered = BODY.replace('"rx_count":1', '"rx_count":2');
            return {
              hasNodeBuffer: typeof (globalThis as { Buffer?: unknown }).Buffer !== "undefined",
              sync: hook.verify(BODY, { "X-Service-Signature": SIGNATURE }).id,
              async: (
                await hook.verifyAsync(BODY, new Headers({ "X-Service-Signature": SIGNATURE }))
              ).id,
              standard: (await standard.verifyAsync(BODY, headers)).type,
              signed: hook.sign(BODY),
              refused: await standard.verifyAsync(tampered, headers).then(
                () => "accepted",
                (e: Error) => e.name,
              ),
            };
          },
          { BODY, SECRET, SIGNATURE, STANDARD_SECRET, headers },
        );
        expect(result).toEqual({
          hasNodeBuffer: false,
          sync: "evt_01J9Z",
          async: "evt_01J9Z",
          standard: "encounter.completed",
          signed: SIGNATURE,
          refused: "WebhookVerificationError",
        });
      } finally {
        await browser.close();
      }
    }, 60_000);
  },
);
