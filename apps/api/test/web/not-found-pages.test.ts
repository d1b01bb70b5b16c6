import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wantsHtml } from "../../src/web/kit";
import { createTestApp, type TestApp } from "../harness";

/** What Chromium sends when it opens an address. */
const BROWSER_ACCEPT =
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";
const UUID = "0b9f6a53-8c1e-4c55-9a55-3f1f0f5c2a11";

describe("unknown addresses: a page for browsers, the JSON envelope for everyone else", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const asBrowser = (method: string, path: string, headers: Record<string, string> = {}) =>
    t.request(method, path, { headers: { accept: BROWSER_ACCEPT, ...headers } });

  it.each([
    "/new/xyz",
    "/account/nope",
    `/checkout/${UUID}/junk`,
    "/anything",
    "/developers/webhooks/not-an-id",
  ])("GET %s from a browser: the 404 page with the header and the ways on", async (path) => {
    const res = await asBrowser("GET", path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.text).toContain("<h1>There is no page at this address</h1>");
    expect(res.text).toContain('class="site-header"');
    expect(res.text).toContain(
      'href="/signin?next=%2Faccount" id="go-signin" class="btn btn-primary"',
    );
    expect(res.text).toContain('href="/" id="go-home"');
    expect(res.text).toContain('href="/new"');
    // The header's sign-in leads to the account, not back to the missing address.
    expect(res.text).toContain('href="/signin" id="nav-signin"');
    expect(res.text).not.toContain("route_not_found");
  });

  it("signed in: the 404 page says who and links to their places instead of sign-in", async () => {
    const account = await t.createAccount();
    const res = await asBrowser("GET", "/account/nope", {
      cookie: `intake_session=${account.session}`,
    });
    expect(res.status).toBe(404);
    expect(res.text).toContain(account.email);
    expect(res.text).toContain(
      '<a href="/account" id="go-account" class="btn btn-primary">My account</a>',
    );
    expect(res.text).not.toContain('id="go-signin"');
  });

  it("the same addresses without an HTML Accept keep the JSON envelope exactly", async () => {
    for (const accept of [
      undefined,
      "*/*",
      "application/json",
      "application/json, text/html;q=0.5",
    ]) {
      const res = await t.request("GET", "/new/xyz", accept ? { headers: { accept } } : {});
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(res.body).toEqual({
        error: "Nothing at GET /new/xyz. The API lives under /api/v1 (reference at /docs).",
        code: "route_not_found",
      });
    }
    // A wrong method off /api without an HTML Accept: the 404 envelope as before (no 405 there).
    const post = await t.request("POST", "/account", { headers: { accept: "application/json" } });
    expect(post.status).toBe(404);
    expect(post.body.code).toBe("route_not_found");
  });

  it("API paths answer JSON even to a browser", async () => {
    const missing = await asBrowser("GET", "/api/v1/nothing-here");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      error: "No endpoint GET /api/v1/nothing-here. See /api/v1/openapi.json for the list.",
      code: "route_not_found",
    });
    const wrong = await asBrowser("DELETE", "/api/v1/config/pricing");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET, HEAD");
    expect(wrong.body.code).toBe("method_not_allowed");
    const outside = await asBrowser("GET", "/api/nothing");
    expect(outside.status).toBe(404);
    expect(outside.body.code).toBe("route_not_found");
  });

  it("a page address used with the wrong method: 405 page with Allow, nothing changed", async () => {
    // A form sent to a page that only shows.
    const post = await asBrowser("POST", "/account");
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    expect(post.headers.get("content-type")).toContain("text/html");
    expect(post.text).toContain("This page only shows information");
    expect(post.text).toContain('<a href="/account" id="open-page">');
    // A form-only address opened in the address bar.
    const get = await asBrowser("GET", `/checkout/${UUID}/pay`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(get.text).toContain("This address only takes a form");
    expect(get.text).not.toContain('id="open-page"');
    // The Stripe webhook is no page.
    const hook = await asBrowser("GET", "/webhooks/stripe");
    expect(hook.status).toBe(404);
    expect(hook.text).toContain("There is no page at this address");
  });

  it("wantsHtml follows the Accept ranking", () => {
    expect(wantsHtml(BROWSER_ACCEPT)).toBe(true);
    expect(wantsHtml("text/html")).toBe(true);
    expect(wantsHtml("application/xhtml+xml")).toBe(true);
    expect(wantsHtml(undefined)).toBe(false);
    expect(wantsHtml("*/*")).toBe(false);
    expect(wantsHtml("application/json")).toBe(false);
    expect(wantsHtml("application/json, text/html")).toBe(false);
    expect(wantsHtml("text/html;q=0.9, application/json;q=0.5")).toBe(true);
    expect(wantsHtml("text/html;q=0")).toBe(false);
  });
});
