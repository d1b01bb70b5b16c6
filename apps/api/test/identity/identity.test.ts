import { Writable } from "node:stream";
import { ConfigError, hmacHex, loadConfig, sha256Hex } from "@intake/core/kernel";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { serveOverHttp } from "../browser";
import { createTestApp, type TestApp } from "../harness";
import { anonymousReadyLetter, PERSON } from "../payments/subscribe";
import { PNG } from "./document";

let t: TestApp;
let server: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2026-03-02T12:00:00.000Z");
  server = await serveOverHttp(t);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

/** Real HTTP to the served app; redirects are not followed (the test reads Location). */
async function http(
  method: string,
  path: string,
  options: { cookie?: string; body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    redirect: "manual",
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    body: options.body,
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

function upload(outcome: string, document: Uint8Array<ArrayBuffer> | null = PNG) {
  const form = new FormData();
  if (document) form.set("document", new Blob([document], { type: "image/png" }), "id.png");
  form.set("outcome", outcome);
  return form;
}

const spouse = { ...PERSON, relationship: "spouse", firstName: "Alex", lastName: "Rivera" };

/** An adult family member (verified on their own) and a session link opened through the API. */
async function started(person = spouse) {
  const a = await t.createAccount();
  const p = (await t.post("/api/v1/patients", person, { token: a.apiKey })).body;
  const session = await t.post(`/api/v1/patients/${p.id}/identity-session`, undefined, {
    token: a.apiKey,
  });
  expect(session.status).toBe(201);
  const path = new URL(session.body.url).pathname;
  return {
    a,
    p,
    path,
    sessionId: session.body.sessionId as string,
    cookie: `intake_session=${a.session}`,
  };
}
const verification = async (a: { apiKey: string }, patientId: string) =>
  (await t.get(`/api/v1/patients/${patientId}`, { token: a.apiKey })).body.identityVerification;

describe("embedded identity verification over HTTP", () => {
  it("verified: the document's name and birth date match the record; the link is spent", async () => {
    const s = await started();
    expect(await verification(s.a, s.p.id)).toEqual({
      status: "pending",
      latestSession: {
        sessionId: s.sessionId,
        status: "pending",
        code: null,
        reason: null,
        updatedAt: t.clock.now().toISOString(),
      },
    });
    const form = await http("GET", s.path, { cookie: s.cookie });
    expect(form.status).toBe(200);
    expect(form.text).toContain("Photo of your identity document");
    for (const o of ["verified", "document_unreadable", "name_mismatch", "canceled"])
      expect(form.text).toContain(`value="${o}"`);

    const done = await http("POST", s.path, { cookie: s.cookie, body: upload("verified") });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/identity/return/${s.sessionId}`);
    const back = await http("GET", `/identity/return/${s.sessionId}`, { cookie: s.cookie });
    expect(back.status).toBe(200);
    expect(back.text).toContain('data-state="verified"');
    expect(back.text).toContain('href="/account"');
    expect(await verification(s.a, s.p.id)).toEqual({
      status: "verified",
      verifiedAt: t.clock.now().toISOString(),
      latestSession: {
        sessionId: s.sessionId,
        status: "verified",
        code: null,
        reason: null,
        updatedAt: t.clock.now().toISOString(),
      },
    });
    // Single use: the link is spent.
    const again = await http("POST", s.path, { cookie: s.cookie, body: upload("verified") });
    expect(again.status).toBe(400);
    expect(again.text).toContain("already used");
    const audit = await t.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", s.p.id)
      .execute();
    expect(audit.map((r) => r.action)).toContain("patient.identity_verified");
  });

  it.each([
    ["document_unreadable", "requires_input", "document_unverified_other", /could not be read/],
    ["name_mismatch", "requires_input", "name_mismatch", /name on the document does not match/],
    ["canceled", "canceled", null, null],
  ] as const)(
    "%s: the patient stays unverified, the state and reason are shown",
    async (outcome, state, code, reason) => {
      const s = await started();
      const done = await http("POST", s.path, { cookie: s.cookie, body: upload(outcome) });
      expect(done.status).toBe(303);
      const back = await http("GET", `/identity/return/${s.sessionId}`, { cookie: s.cookie });
      expect(back.status).toBe(200);
      expect(back.text).toContain(`data-state="${state}"`);
      const v = await verification(s.a, s.p.id);
      expect(v.status).toBe("unverified");
      expect(v.latestSession).toMatchObject({ sessionId: s.sessionId, status: state, code });
      if (reason) {
        expect(v.latestSession.reason).toMatch(reason);
        expect(back.text).toMatch(reason);
      } else expect(v.latestSession.reason).toBeNull();
      // Starting again gives a new link that can verify.
      const next = await t.post(`/api/v1/patients/${s.p.id}/identity-session`, undefined, {
        token: s.a.apiKey,
      });
      expect(next.status).toBe(201);
    },
  );

  it("after a name mismatch the person can correct the record (still unlocked) and verify again", async () => {
    const s = await started();
    await http("POST", s.path, { cookie: s.cookie, body: upload("name_mismatch") });
    expect((await verification(s.a, s.p.id)).latestSession.code).toBe("name_mismatch");
    const fixed = await t.patch(
      `/api/v1/patients/${s.p.id}`,
      { firstName: "Alexandra" },
      { token: s.a.apiKey },
    );
    expect(fixed.status).toBe(200);
    t.clock.advance(1000);
    const next = await t.post(`/api/v1/patients/${s.p.id}/identity-session`, undefined, {
      token: s.a.apiKey,
    });
    const path = new URL(next.body.url).pathname;
    expect((await http("POST", path, { cookie: s.cookie, body: upload("verified") })).status).toBe(
      303,
    );
    const v = await verification(s.a, s.p.id);
    expect(v.status).toBe("verified");
    expect(v.latestSession.sessionId).toBe(next.body.sessionId);
  });

  it("a bare POST to the link verifies nothing (no session, no document); another account's session is refused", async () => {
    const s = await started();
    const bare = await http("POST", s.path);
    expect(bare.status).toBe(403);
    expect(bare.text).toContain("works only for the person who started it");
    expect((await http("GET", s.path)).status).toBe(403);
    const other = await t.createAccount();
    const foreign = await http("POST", s.path, {
      cookie: `intake_session=${other.session}`,
      body: upload("verified"),
    });
    expect(foreign.status).toBe(403);
    // The holder without a document, or with one that is not an image: refused, link still usable.
    const empty = await http("POST", s.path, { cookie: s.cookie, body: upload("verified", null) });
    expect(empty.status).toBe(400);
    const text = await http("POST", s.path, {
      cookie: s.cookie,
      body: upload("verified", new TextEncoder().encode("not an image")),
    });
    expect(text.status).toBe(400);
    expect(text.text).toContain("could not be read");
    // PNG's first bytes, then no real image: decoded in full, so refused too.
    const fake = new Uint8Array(200);
    fake.set(PNG.subarray(0, 33));
    const undecodable = await http("POST", s.path, {
      cookie: s.cookie,
      body: upload("verified", fake),
    });
    expect(undecodable.status).toBe(400);
    expect(undecodable.text).toContain("could not be read");
    expect(undecodable.text).toContain("does not decode");
    const badOutcome = await http("POST", s.path, { cookie: s.cookie, body: upload("approve") });
    expect(badOutcome.status).toBe(400);
    expect((await verification(s.a, s.p.id)).status).toBe("pending");
    // The return page is bound too.
    expect((await http("GET", `/identity/return/${s.sessionId}`)).status).toBe(403);
    const ok = await http("POST", s.path, { cookie: s.cookie, body: upload("verified") });
    expect(ok.status).toBe(303);
    expect((await verification(s.a, s.p.id)).status).toBe("verified");
  });

  it("an expired or replaced link does not verify", async () => {
    const s = await started();
    t.clock.advance(1000);
    const second = await t.post(`/api/v1/patients/${s.p.id}/identity-session`, undefined, {
      token: s.a.apiKey,
    });
    const replaced = await http("POST", s.path, { cookie: s.cookie, body: upload("verified") });
    expect(replaced.status).toBe(410);
    t.clock.advance(3_600_000);
    const expired = await http("POST", new URL(second.body.url).pathname, {
      cookie: s.cookie,
      body: upload("verified"),
    });
    expect(expired.status).toBe(410);
    const v = await verification(s.a, s.p.id);
    expect(v.status).toBe("unverified");
    expect(v.latestSession.status).toBe("expired");
    expect(
      (await http("GET", `/identity/verify/${"0".repeat(64)}`, { cookie: s.cookie })).status,
    ).toBe(404);
  });

  it("from checkout: the link is bound to the browser (cookie), and the person lands back on checkout", async () => {
    const a = await t.createAccount();
    const self = (
      await t.post("/api/v1/patients", { relationship: "self", ...PERSON }, { token: a.apiKey })
    ).body;
    await t.patch(
      `/api/v1/patients/${self.id}`,
      { consentedToTelehealth: true },
      { token: a.apiKey },
    );
    const l = await anonymousReadyLetter(t);
    const csrf = hmacHex(t.config.APP_SECRET, `csrf:${sha256Hex(a.session)}`);
    const start = await http("POST", `/checkout/${l.encounterId}/identity`, {
      cookie: `intake_session=${a.session}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, token: l.token, patient_id: self.id }).toString(),
    });
    expect(start.status).toBe(303);
    const link = start.headers.get("location") as string;
    expect(link).toMatch(/^\/identity\/verify\/[0-9a-f]{64}$/);
    const setCookie = start.headers.get("set-cookie") as string;
    expect(setCookie).toMatch(
      /intake_identity=[0-9a-f]{64}; Max-Age=\d+; Path=\/identity; HttpOnly; SameSite=Lax/,
    );
    const binding = /intake_identity=([0-9a-f]{64})/.exec(setCookie)?.[1] as string;
    // The browser's cookie alone (no account session on this request) is enough; the link alone is not.
    expect((await http("POST", link, { body: upload("verified") })).status).toBe(403);
    const done = await http("POST", link, {
      cookie: `intake_identity=${binding}`,
      body: upload("verified"),
    });
    expect(done.status).toBe(303);
    const back = await http("GET", done.headers.get("location") as string, {
      cookie: `intake_identity=${binding}`,
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(
      `/checkout/${l.encounterId}?token=${l.token}&patient_id=${self.id}`,
    );
    // The return address (it holds the checkout token) is sealed at rest.
    const row = await t.db
      .selectFrom("identity_sessions")
      .select("return_to")
      .where("patient_id", "=", self.id)
      .executeTakeFirstOrThrow();
    expect(row.return_to).not.toContain(l.token);
    const page = await http("GET", back.headers.get("location") as string, {
      cookie: `intake_session=${a.session}`,
    });
    expect(page.text).toContain('id="identity-done"');
  });

  it("from checkout, a failed attempt: the return page links back, and checkout shows the reason", async () => {
    const a = await t.createAccount();
    const self = (
      await t.post("/api/v1/patients", { relationship: "self", ...PERSON }, { token: a.apiKey })
    ).body;
    await t.patch(
      `/api/v1/patients/${self.id}`,
      { consentedToTelehealth: true },
      { token: a.apiKey },
    );
    const l = await anonymousReadyLetter(t);
    const csrf = hmacHex(t.config.APP_SECRET, `csrf:${sha256Hex(a.session)}`);
    const cookie = `intake_session=${a.session}`;
    const start = await http("POST", `/checkout/${l.encounterId}/identity`, {
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, token: l.token, patient_id: self.id }).toString(),
    });
    const link = start.headers.get("location") as string;
    const done = await http("POST", link, { cookie, body: upload("name_mismatch") });
    const back = await http("GET", done.headers.get("location") as string, { cookie });
    expect(back.status).toBe(200);
    const checkout = `/checkout/${l.encounterId}?token=${l.token}&amp;patient_id=${self.id}`;
    expect(back.text).toContain(`href="${checkout}"`);
    expect(back.text).toContain("Back to checkout");
    const page = await http(
      "GET",
      `/checkout/${l.encounterId}?token=${l.token}&patient_id=${self.id}`,
      {
        cookie,
      },
    );
    expect(page.text).toContain(
      'id="identity-attempt" data-state="requires_input" data-code="name_mismatch"',
    );
    expect(page.text).toContain("does not match the name on the patient record");
  });

  it("the link's token never reaches the access log", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = createApp(t.services, pino({ level: "info" }, stream));
    const s = await started();
    const token = s.path.split("/").pop() as string;
    await app.fetch(new Request(`http://api.test${s.path}`, { headers: { cookie: s.cookie } }));
    await app.fetch(new Request(`http://api.test${s.path}`, { method: "POST" }));
    const logged = lines.join("");
    expect(logged).toContain("/identity/verify/[redacted]");
    expect(logged).not.toContain(token);
  });
});

describe("configuration", () => {
  const secret = () => "x".repeat(32);
  // Production also needs an e-mail transport; log-only keeps these cases about identity.
  const production = { NODE_ENV: "production", EMAIL_TRANSPORT: "log" };
  it("refuses the embedded simulation in production unless the unsafe setting allows it", () => {
    expect(() => loadConfig({ ...production, APP_SECRET: secret() }, secret)).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, APP_SECRET: secret() }, secret)).toThrow(
      /IDENTITY_PROVIDER: is embedded .* IDENTITY_EMBEDDED_UNSAFE_IN_PRODUCTION=true/,
    );
    expect(
      loadConfig(
        {
          ...production,
          APP_SECRET: secret(),
          IDENTITY_EMBEDDED_UNSAFE_IN_PRODUCTION: "true",
        },
        secret,
      ).IDENTITY_PROVIDER,
    ).toBe("embedded");
    expect(loadConfig({}, secret).IDENTITY_PROVIDER).toBe("embedded");
  });

  it("Stripe Identity needs the Stripe keys", () => {
    expect(() => loadConfig({ IDENTITY_PROVIDER: "stripe" }, secret)).toThrow(
      /IDENTITY_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET/,
    );
    const config = loadConfig(
      {
        ...production,
        APP_SECRET: secret(),
        IDENTITY_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_live_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
      },
      secret,
    );
    expect(config.IDENTITY_PROVIDER).toBe("stripe");
  });
});
