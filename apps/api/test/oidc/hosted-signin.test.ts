import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../free-port";
import { createTestApp, type TestApp } from "../harness";
import {
  AUDIENCE,
  CLIENT_ID,
  CLIENT_SECRET,
  CookieJar,
  type RunningProvider,
  startProvider,
} from "./provider";

/**
 * The hosted pages sign in through a real OpenID provider (oidc-provider on loopback): the
 * authorization code flow with PKCE, state and nonce, over real HTTP, redirects followed by hand
 * with a cookie jar, as a browser would.
 */
let op: RunningProvider;
let t: TestApp;
let site: string;
let server: ReturnType<typeof serve>;

beforeAll(async () => {
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  op = await startProvider({ redirectUris: [`${site}/signin/callback`] });
  t = await createTestApp({
    BASE_URL: site,
    AUTH_ISSUER: op.issuer,
    AUTH_AUDIENCE: AUDIENCE,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    OIDC_SCOPES: "openid email profile api",
    OIDC_AUTH_PARAMS: `resource=${AUDIENCE}`,
  });
  server = await new Promise((resolve) => {
    const s = serve({ fetch: t.app.fetch, port, hostname: "127.0.0.1" }, () => resolve(s));
  });
}, 60_000);

afterAll(async () => {
  server?.close();
  await t?.close();
  await op?.stop();
});

/** Follows redirects (both sites) until a page answers; the provider's forms are filled in. */
async function browse(jar: CookieJar, start: string, login: string) {
  let url = start;
  let res = await jar.fetch(url);
  const visited: string[] = [url];
  for (let step = 0; step < 20; step++) {
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get("location") as string, url).toString();
      visited.push(url);
      res = await jar.fetch(url);
      continue;
    }
    if (!url.startsWith(op.origin)) break;
    const html = await res.text();
    const action = /action="([^"]+)"/.exec(html)?.[1] as string;
    const form: Record<string, string> = html.includes('name="login"')
      ? { prompt: "login", login, password: "any" }
      : { prompt: "consent" };
    url = new URL(action, url).toString();
    res = await jar.fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    });
  }
  return { res, url, visited };
}

const checkoutPath = `/checkout/${crypto.randomUUID()}?token=${"ab".repeat(32)}`;

describe("sign-in through the identity provider", () => {
  it("the sign-in page leads to the provider and back to the page the person came from", async () => {
    op.accounts.set("nora", { email: "nora@example.com", email_verified: true });
    const jar = new CookieJar();
    const signin = await jar.fetch(`${site}/signin?next=${encodeURIComponent(checkoutPath)}`);
    expect(signin.status).toBe(200);
    const html = await signin.text();
    expect(html).toContain('action="/signin/start"');

    const start = await jar.fetch(`${site}/signin/start?next=${encodeURIComponent(checkoutPath)}`);
    expect(start.status).toBe(303);
    const authorize = new URL(start.headers.get("location") as string);
    expect(authorize.origin).toBe(op.origin);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get("state")).toBeTruthy();
    expect(authorize.searchParams.get("nonce")).toBeTruthy();
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${site}/signin/callback`);

    const { res, url, visited } = await browse(jar, authorize.toString(), "nora");
    expect(visited.some((v) => v.startsWith(`${site}/signin/callback?code=`))).toBe(true);
    expect(url).toBe(`${site}${checkoutPath}`);
    expect(res.status).not.toBe(500);

    const account = await jar.fetch(`${site}/account`);
    expect(account.status).toBe(200);
    const page = await account.text();
    expect(page).toContain("nora@example.com");

    // Sign-out: our session ends; the provider's end-session endpoint is offered.
    const csrf = /name="csrf" value="([0-9a-f]+)"/.exec(page)?.[1] as string;
    const out = await jar.fetch(`${site}/signout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf }).toString(),
    });
    expect(out.status).toBe(200);
    const outHtml = (await out.text()).replaceAll("&amp;", "&");
    const href = /id="provider-signout" href="([^"]+)"/.exec(outHtml)?.[1] as string;
    const endSession = new URL(href);
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${op.origin}/session/end`);
    expect(endSession.searchParams.get("id_token_hint")?.split(".")).toHaveLength(3);
    expect(endSession.searchParams.get("post_logout_redirect_uri")).toBe(`${site}/signin`);
    // The provider accepts it (its sign-out confirmation page).
    expect((await jar.fetch(href)).status).toBe(200);
    const after = await jar.fetch(`${site}/account`);
    expect(after.status).toBe(303);
    expect(after.headers.get("location")).toBe("/signin?next=%2Faccount");
  });

  it("an unverified e-mail: the person is told why, and has no session", async () => {
    op.accounts.set("olga", { email: "olga@example.com", email_verified: false });
    const jar = new CookieJar();
    const start = await jar.fetch(`${site}/signin/start`);
    const { res, url } = await browse(jar, start.headers.get("location") as string, "olga");
    expect(url.startsWith(`${site}/signin/callback?`)).toBe(true);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("Verify the address with your identity provider");
    expect((await jar.fetch(`${site}/account`)).status).toBe(303);
  });

  it("a callback with a changed state, or with no sign-in started here, is refused", async () => {
    op.accounts.set("pia", { email: "pia@example.com", email_verified: true });
    const jar = new CookieJar();
    const start = await jar.fetch(`${site}/signin/start`);
    const authorize = new URL(start.headers.get("location") as string);
    authorize.searchParams.set("state", "forged-state");
    const { res, url } = await browse(jar, authorize.toString(), "pia");
    expect(url.startsWith(`${site}/signin/callback?`)).toBe(true);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("did not complete the sign-in");
    expect((await jar.fetch(`${site}/account`)).status).toBe(303);

    const stranger = new CookieJar();
    const bare = await stranger.fetch(`${site}/signin/callback?code=abc&state=xyz`);
    expect(bare.status).toBe(400);
    expect(await bare.text()).toContain("was not started here");
  });

  it("the provider away: 503 on the sign-in page, not a crash", async () => {
    const p = await startProvider({ redirectUris: [`${site}/signin/callback`] });
    const app = await createTestApp({
      AUTH_ISSUER: p.issuer,
      AUTH_AUDIENCE: AUDIENCE,
      OIDC_CLIENT_ID: CLIENT_ID,
    });
    try {
      await p.stop();
      const res = await app.get("/signin/start");
      expect(res.status).toBe(503);
      expect(res.text).toContain("cannot be reached");
    } finally {
      await app.close();
    }
  });
});
