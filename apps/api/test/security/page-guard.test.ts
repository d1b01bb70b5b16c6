import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ID = "00000000-0000-4000-8000-000000000000";

/** One form POST of every group of private pages (they all mount `privatePageGuard`). */
const FORM_POSTS = [
  "/signin",
  "/account/api-keys",
  `/checkout/${ID}/pay`,
  `/c/${ID}`,
  `/clinician/encounters/${ID}/claim`,
  `/consent/${ID}/code`,
  "/developers/keys",
  `/schedule/${ID}`,
  "/developers/webhooks",
];

const post = (path: string, origin?: string) =>
  t.request("POST", path, {
    rawBody: "a=1",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(origin ? { origin } : {}),
    },
  });

describe("private pages refuse forms sent from elsewhere (one guard for every page group)", () => {
  it.each(FORM_POSTS)("POST %s from another site or an opaque origin is 403", async (path) => {
    for (const origin of ["https://evil.example", "null"]) {
      const res = await post(path, origin);
      expect({ origin, status: res.status }).toEqual({ origin, status: 403 });
      expect(res.text).toContain("This form was sent from another site.");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("same-origin");
    }
    // `Origin: null` from a page of another site (or a sandboxed frame) is still refused.
    const res = await t.request("POST", path, {
      rawBody: "a=1",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "null",
        "sec-fetch-site": "cross-site",
      },
    });
    expect(res.status).toBe(403);
  });

  it.each(FORM_POSTS)(
    "POST %s from this site under no-referrer (Origin: null, Sec-Fetch-Site: same-origin) passes",
    async (path) => {
      const res = await t.request("POST", path, {
        rawBody: "a=1",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "null",
          "sec-fetch-site": "same-origin",
        },
      });
      expect(res.status).not.toBe(403);
      expect(res.text).not.toContain("This form was sent from another site.");
    },
  );

  it.each(FORM_POSTS)("POST %s from this site passes the guard", async (path) => {
    for (const origin of [undefined, new URL(t.config.WEB_URL).origin]) {
      const res = await post(path, origin);
      expect(res.status).not.toBe(403);
      expect(res.text).not.toContain("This form was sent from another site.");
    }
  });
});
