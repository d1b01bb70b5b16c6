import { priceToMinorUnits } from "@intake/core/kernel";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { type FakeStripe, fixture, resourceOf, startFakeStripe } from "../payments/fake-stripe";
import { PERSON } from "../payments/subscribe";

const WEBHOOK_SECRET = "whsec_test_secret_for_identity";
let t: TestApp;
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe({
    prices: { base: priceToMinorUnits("$49"), seat: priceToMinorUnits("$19") },
    now: () => (t ? t.clock.now() : new Date()),
  });
  t = await createTestApp({
    IDENTITY_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: "http",
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const stripe = new Stripe("sk_test_fake");
async function deliver(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.request("POST", "/webhooks/stripe", {
    rawBody: payload,
    headers: { "content-type": "application/json", "stripe-signature": header },
  });
}

const spouse = { ...PERSON, relationship: "spouse" };

/** An adult family member, a verification link, and the person sent on to Stripe. */
async function sentToStripe() {
  const a = await t.createAccount();
  const p = (await t.post("/api/v1/patients", spouse, { token: a.apiKey })).body;
  const session = await t.post(`/api/v1/patients/${p.id}/identity-session`, undefined, {
    token: a.apiKey,
  });
  expect(session.status).toBe(201);
  const path = new URL(session.body.url).pathname;
  const cookie = `intake_session=${a.session}`;
  const page = await t.get(path, { headers: { cookie } });
  expect(page.status).toBe(200);
  expect(page.text).toContain("Continue to verification");
  const go = await t.request("POST", path, { headers: { cookie } });
  expect(go.status).toBe(303);
  const location = go.headers.get("location") as string;
  expect(location).toMatch(/^https:\/\/verify\.stripe\.com\/start\/test_vs_fake\d+$/);
  const vsId = location.split("test_").pop() as string;
  return { a, p, path, cookie, vsId, sessionId: session.body.sessionId as string };
}
const verification = async (a: { apiKey: string }, patientId: string) =>
  (await t.get(`/api/v1/patients/${patientId}`, { token: a.apiKey })).body.identityVerification;

describe("Stripe Identity adapter (against the fake)", () => {
  it("opening the link creates a document session with a matching selfie, return_url and our ids; the link is spent", async () => {
    const s = await sentToStripe();
    const create = fake.calls.filter(
      (c) => c.method === "POST" && c.path === "/v1/identity/verification_sessions",
    );
    expect(create.at(-1)?.body).toEqual({
      type: "document",
      options: { document: { require_matching_selfie: "true" } },
      return_url: `${t.config.WEB_URL}/identity/return/${s.sessionId}`,
      client_reference_id: s.sessionId,
      metadata: { patient_id: s.p.id, identity_session_id: s.sessionId },
    });
    expect(create.at(-1)?.idempotencyKey).toBe(`identity-session:${s.sessionId}`);
    expect(fake.verificationSessions.get(s.vsId)?.options).toEqual({
      document: { require_matching_selfie: true },
    });
    const again = await t.request("POST", s.path, { headers: { cookie: s.cookie } });
    expect(again.status).toBe(400);
    // The link alone (no session of the person who started it) opens nothing.
    const other = await sentToStripeLinkOnly();
    expect((await t.request("POST", other)).status).toBe(403);
    expect((await verification(s.a, s.p.id)).latestSession.status).toBe("pending");
  });

  async function sentToStripeLinkOnly() {
    const a = await t.createAccount();
    const p = (await t.post("/api/v1/patients", spouse, { token: a.apiKey })).body;
    const session = await t.post(`/api/v1/patients/${p.id}/identity-session`, undefined, {
      token: a.apiKey,
    });
    return new URL(session.body.url).pathname;
  }

  it("verified with the record's name and birth date: the patient is verified (once per event)", async () => {
    const s = await sentToStripe();
    const event = fake.finishVerification(s.vsId, {
      status: "verified",
      firstName: "ALEX",
      lastName: "Rivera",
      dob: PERSON.dateOfBirth,
    });
    const res = await deliver(event);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      received: true,
      duplicate: false,
      type: "identity.verification_session.verified",
    });
    const retrieve = fake.calls.filter(
      (c) => c.method === "GET" && c.path === `/v1/identity/verification_sessions/${s.vsId}`,
    );
    expect(retrieve.at(-1)?.body).toEqual({ expand: ["verified_outputs"] });
    expect(await verification(s.a, s.p.id)).toMatchObject({
      status: "verified",
      latestSession: { status: "verified", code: null, reason: null },
    });
    expect((await deliver(event)).body.duplicate).toBe(true);
    // The person returns from Stripe to our return page (same browser, signed in).
    const back = await t.get(`/identity/return/${s.sessionId}`, {
      headers: { cookie: s.cookie },
    });
    expect(back.text).toContain('data-state="verified"');
  });

  it.each([
    [
      "another name",
      { status: "verified", firstName: "Jenny", lastName: "Rosen", dob: PERSON.dateOfBirth },
      "name_mismatch",
    ],
    [
      "another birth date",
      { status: "verified", firstName: "Alex", lastName: "Rivera", dob: "1990-04-18" },
      "dob_mismatch",
    ],
    [
      "an expired document",
      { status: "requires_input", code: "document_expired", reason: "The document is expired." },
      "document_expired",
    ],
  ] as const)(
    "%s: requires input with a reason the person can act on; not verified",
    async (_, outcome, code) => {
      const s = await sentToStripe();
      const res = await deliver(fake.finishVerification(s.vsId, outcome));
      expect(res.status, res.text).toBe(200);
      const v = await verification(s.a, s.p.id);
      expect(v.status).toBe("unverified");
      expect(v.latestSession).toMatchObject({ status: "requires_input", code });
      expect(v.latestSession.reason).toMatch(/verify again|Verify again/);
      const page = await t.get(`/identity/return/${s.sessionId}`, {
        headers: { cookie: s.cookie },
      });
      expect(page.text).toContain('data-state="requires_input"');
      expect(page.text).toContain(`data-code="${code}"`);
    },
  );

  it("canceled: the session shows canceled; the patient stays unverified", async () => {
    const s = await sentToStripe();
    await deliver(fake.finishVerification(s.vsId, { status: "canceled" }));
    expect(await verification(s.a, s.p.id)).toMatchObject({
      status: "unverified",
      latestSession: { status: "canceled" },
    });
  });

  it("a webhook whose signature does not verify changes nothing: 400 invalid_webhook_signature", async () => {
    const s = await sentToStripe();
    const event = fake.finishVerification(s.vsId, {
      status: "verified",
      firstName: "Alex",
      lastName: "Rivera",
      dob: PERSON.dateOfBirth,
    });
    const res = await deliver(event, "whsec_someone_else");
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_webhook_signature");
    // Still waiting for Stripe's word: pending, not verified.
    expect(await verification(s.a, s.p.id)).toMatchObject({
      status: "pending",
      latestSession: { status: "pending" },
    });
  });

  it("the fake answered with Stripe's verification_session keys (verified_outputs only when expanded)", () => {
    const example = Object.keys(fixture("identity.verification_session")).sort();
    const sessions = fake.returned.filter((o) => resourceOf(o) === "identity.verification_session");
    expect(sessions.length).toBeGreaterThan(5);
    for (const o of sessions) {
      const keys = Object.keys(o).filter((k) => k !== "verified_outputs");
      expect(keys.sort()).toEqual(example);
    }
  });
});
