import { readFileSync } from "node:fs";
import { Writable } from "node:stream";
import { loadConfig } from "@intake/core/kernel";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { ensureDemoAccount } from "../../src/demo-account";
import { redactPath } from "../../src/http/access-log";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";
import { createClinician } from "../review/helpers";

/** Production defaults, the access log, malformed page ids and response headers (issue 22). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const SECRET = { APP_SECRET: "x".repeat(32) };
/** Production's other required choices (e-mail transport, identity provider), made explicit. */
const PRODUCTION = {
  NODE_ENV: "production",
  EMAIL_TRANSPORT: "log",
  IDENTITY_EMBEDDED_UNSAFE_IN_PRODUCTION: "true",
};

describe("defaults", () => {
  it("production: no demo account by default, and DEMO_ACCOUNT=true is refused", () => {
    const prod = loadConfig({ ...PRODUCTION, ...SECRET });
    expect(prod.DEMO_ACCOUNT).toBe(false);
    expect(prod.HOST).toBe("0.0.0.0");
    expect(() => loadConfig({ ...PRODUCTION, DEMO_ACCOUNT: "true", ...SECRET })).toThrow(
      /DEMO_ACCOUNT: must not be true in production/,
    );
    expect(loadConfig({ ...PRODUCTION, DEMO_ACCOUNT: "false", ...SECRET }).DEMO_ACCOUNT).toBe(
      false,
    );
  });

  it("development listens on 127.0.0.1 unless HOST says otherwise; the demo account is on", () => {
    const dev = loadConfig({ NODE_ENV: "development", ...SECRET });
    expect(dev.HOST).toBe("127.0.0.1");
    expect(dev.DEMO_ACCOUNT).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", HOST: "0.0.0.0", ...SECRET }).HOST).toBe(
      "0.0.0.0",
    );
  });

  it("the Docker image turns the demo account off", () => {
    const dockerfile = readFileSync(new URL("../../../../Dockerfile", import.meta.url), "utf8");
    expect(dockerfile).toMatch(/NODE_ENV=production/);
    expect(dockerfile).toMatch(/DEMO_ACCOUNT=false/);
  });

  it("ensureDemoAccount creates nothing in production, even on an empty database", async () => {
    const prod = await createTestApp(PRODUCTION);
    try {
      expect(await ensureDemoAccount(prod.services)).toBeNull();
      const users = await prod.db.selectFrom("users").select("id").execute();
      expect(users).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});

describe("the access log redacts tokens from paths and never logs queries", () => {
  it("redactPath keeps ids and words, drops tokens", () => {
    expect(redactPath("/identity/verify/abc")).toBe("/identity/verify/[redacted]");
    expect(redactPath(`/api/v1/users/me/ak_${"a1".repeat(32)}`)).toBe(
      "/api/v1/users/me/[redacted]",
    );
    const id = "0b0d6a62-1c1e-4c43-9a55-0b0e5d0e0a11";
    expect(redactPath(`/api/v1/encounters/${id}/turns`)).toBe(`/api/v1/encounters/${id}/turns`);
    expect(redactPath("/api/v1/subscriptions/me/cancellation-preview")).toBe(
      "/api/v1/subscriptions/me/cancellation-preview",
    );
  });

  it("a real app's log lines carry no token of any token-bearing URL", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const app = createApp(t.services, logger);
    const token = "tok3nSECRETvalue0123456789abcdef";
    const id = "0b0d6a62-1c1e-4c43-9a55-0b0e5d0e0a11";
    for (const path of [
      `/identity/verify/${token}`,
      `/identity/verify/shorttoken`,
      `/checkout/${id}?token=${token}`,
      `/c/${id}?token=${token}`,
      `/consent/${id}?token=${token}`,
      `/schedule/${id}?token=${token}`,
      `/api/v1/images/${id}?exp=1&sig=${token}`,
      `/invoices/${id}?sig=${token}&exp=1`,
      `/nowhere/${token}`,
    ]) {
      await app.fetch(new Request(`${TEST_BASE_URL}${path}`));
    }
    const log = lines.join("");
    expect(lines.length).toBeGreaterThanOrEqual(9);
    expect(log).not.toContain(token);
    expect(log).not.toContain("shorttoken");
    expect(log).toContain("/identity/verify/[redacted]");
    expect(log).toContain(`/checkout/${id}"`);
  });
});

describe("malformed ids on page routes are a 404 page, not a 500", () => {
  const PAGES = [
    "/c/x",
    "/c/x?token=abc",
    "/clinician/encounters/x",
    "/clinician/encounters/x/claim",
    "/developers/webhooks/x",
    "/developers/webhooks/x/test",
    "/developers/webhooks/00000000-0000-4000-8000-000000000000/deliveries/x/redeliver",
    "/checkout/x?token=abc",
    "/consent/x?token=abc",
    "/schedule/x?token=abc",
    "/visit/x?token=abc",
    "/invoices/x",
    "/invoices/x/pdf",
    "/account/api-keys/x/revoke",
    "/developers/keys/x/revoke",
    "/developers/requests/x/advance",
    "/c/%E0%A4%A",
  ];
  it.each(PAGES)("%s", async (path) => {
    const account = await t.createAccount();
    const clinician = await createClinician(t);
    for (const cookie of [account.session, clinician.session, ""]) {
      for (const method of ["GET", "POST"]) {
        const res = await t.request(method, path, {
          headers: {
            cookie: `intake_session=${cookie}`,
            "content-type": "application/x-www-form-urlencoded",
          },
          rawBody: method === "POST" ? "a=1" : undefined,
        });
        if (res.status === 404) {
          expect(res.headers.get("content-type")).toMatch(/text\/html/);
        } else {
          // Refused earlier (sign-in, form checks, wrong method): never a fault.
          expect([302, 303, 401, 403, 404, 405]).toContain(res.status);
        }
        if (method === "GET" && cookie) expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
  });
});

describe("headers", () => {
  const invoice = "/invoices/0b0d6a62-1c1e-4c43-9a55-0b0e5d0e0a11";
  it.each(["/", "/new", "/signin", "/docs", "/account", "/c/x", "/clinician", "/developers"])(
    "page %s: not framable, a CSP, nosniff, no referrer to other sites",
    async (path) => {
      const a = await t.createAccount();
      // signed in, /signin would redirect to the account: it is fetched signed out
      const cookie = path === "/signin" ? "" : `intake_session=${a.session}`;
      const res = await t.get(path, { headers: { cookie } });
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-eval");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      // Public pages: none at all; private form pages: this site only (docs/security.md).
      expect(["no-referrer", "same-origin"]).toContain(res.headers.get("referrer-policy"));
      // /new holds a letter form (same-origin, like the other private form pages)
      if (["/", "/docs"].includes(path)) {
        expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      }
    },
  );

  it("any answer is not framable (an invoice link, JSON, an image)", async () => {
    for (const path of [invoice, "/api/v1/nothing", "/healthz"]) {
      const res = await t.get(path);
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("API answers: nosniff and no-store, success and error alike", async () => {
    const a = await t.createAccount();
    for (const res of [
      await t.get("/api/v1/users/me", { token: a.apiKey }),
      await t.get("/api/v1/patients", { token: a.apiKey }),
      await t.get("/api/v1/users/me"),
      await t.get("/api/v1/nothing"),
      await t.post("/api/v1/agent/query", { query: "short" }),
      await t.get("/healthz"),
    ]) {
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    }
  });

  it("pages with personal data are no-store; public cacheable answers keep their own policy", async () => {
    const a = await t.createAccount();
    const account = await t.get("/account", { headers: { cookie: `intake_session=${a.session}` } });
    expect(account.status).toBe(200);
    expect(account.headers.get("cache-control")).toBe("no-store");
    const conditions = await t.get("/api/v1/config/conditions");
    expect(conditions.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
