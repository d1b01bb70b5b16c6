import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../../src/routers";
import { restProcedures } from "../../src/trpc/procedures";
import { COMPLETE, letter, query } from "../encounters/seed";
import { createTestApp, type TestApp } from "../harness";
import { runSecuritySuite, type SecurityRoute } from "./suite";

/**
 * The security suite's route list comes from the router: every procedure that requires a
 * credential (meta `protect`) is either covered below or exempt with a reason, and a new route
 * that is neither fails the first test. Paths name their ids (`{patientId}`) so the suite can
 * fill in an own or a foreign one.
 */
const patient = {
  relationship: "spouse",
  firstName: "Alex",
  lastName: "Rivera",
  dateOfBirth: "1988-05-20",
  sex: "female",
  stateOfResidence: "CA",
  zipCode: "94110",
  phoneNumber: "+14155550123",
};

const COVERED: Record<string, Omit<SecurityRoute, "method">> = {
  "GET /api/v1/users/me": { path: "/api/v1/users/me" },
  "GET /api/v1/users/me/submissions": { path: "/api/v1/users/me/submissions" },
  "GET /api/v1/users/me/api-keys": { path: "/api/v1/users/me/api-keys", sessionOnly: true },
  "POST /api/v1/users/me/api-keys": {
    path: "/api/v1/users/me/api-keys",
    body: { label: "x", expiresAt: "2999-01-01T00:00:00Z" },
    sessionOnly: true,
  },
  "DELETE /api/v1/users/me/api-keys/{keyId}": {
    path: "/api/v1/users/me/api-keys/{keyId}",
    sessionOnly: true,
  },
  "GET /api/v1/patients": { path: "/api/v1/patients" },
  "POST /api/v1/patients": { path: "/api/v1/patients", body: patient },
  "GET /api/v1/patients/{id}": { path: "/api/v1/patients/{patientId}" },
  "PATCH /api/v1/patients/{id}": {
    path: "/api/v1/patients/{patientId}",
    body: { phoneNumber: "+14155550100" },
  },
  "DELETE /api/v1/patients/{id}": { path: "/api/v1/patients/{patientId}" },
  "POST /api/v1/patients/{id}/identity-session": {
    path: "/api/v1/patients/{patientId}/identity-session",
  },
  "GET /api/v1/encounters": { path: "/api/v1/encounters" },
  "GET /api/v1/encounters/{id}": { path: "/api/v1/encounters/{encounterId}" },
  "GET /api/v1/encounters/{id}/turns": { path: "/api/v1/encounters/{encounterId}/turns" },
  "GET /api/v1/encounters/{id}/latest-turn": {
    path: "/api/v1/encounters/{encounterId}/latest-turn",
  },
  "POST /api/v1/encounters/{id}/cancel": { path: "/api/v1/encounters/{encounterId}/cancel" },
  "GET /api/v1/subscriptions/me": { path: "/api/v1/subscriptions/me" },
  "PATCH /api/v1/subscriptions/me": { path: "/api/v1/subscriptions/me", body: { seatCount: 1 } },
  "GET /api/v1/subscriptions/me/payment-method": {
    path: "/api/v1/subscriptions/me/payment-method",
  },
  "GET /api/v1/subscriptions/me/invoices": { path: "/api/v1/subscriptions/me/invoices" },
  "GET /api/v1/subscriptions/me/cancellation-preview": {
    path: "/api/v1/subscriptions/me/cancellation-preview",
  },
  "POST /api/v1/subscriptions/me/cancel": { path: "/api/v1/subscriptions/me/cancel", body: {} },
  "POST /api/v1/patients-with-seat": { path: "/api/v1/patients-with-seat", body: patient },
  "DELETE /api/v1/patients-with-seat/{patientId}": {
    path: "/api/v1/patients-with-seat/{patientId}",
  },
};

const CHAT_SUITE =
  "agent chat takes the encounter token or the owner's API key, not a session: test/review/agent-chat.test.ts covers 401 / wrong credential / 404 not the owner's";
const CLINICIAN_SUITE =
  "clinician session only: test/review/clinician-api.test.ts covers API key 403, non-clinician 403 and no credential 401";
const DEVELOPER_KEYS_SUITE =
  "developer key or session (own environment): test/prescribing/keys.test.ts and security.test.ts cover 401 / 403 / revoked / other developer 404";
const PRESCRIBING_SUITE =
  "developer key only: test/prescribing/security.test.ts runs no credential, bad and revoked keys, personal key and session 403, other developer and other environment 404";
const WEBHOOKS_SUITE =
  "session or developer key (own environment): test/webhooks/endpoints.test.ts runs no credential, bad credential and personal key on every route and 404 for another developer's ids";
const ALIAS_SUITE = "dashboard alias, session only: test/prescribing/details.test.ts covers it";

/**
 * Protected routes that take another kind of credential than the account suite assumes (an
 * encounter token, a clinician session, a developer key): each area runs the same checks in its
 * own suite, named here.
 */
const EXEMPT: Record<string, string> = {
  "DELETE /api/v1/developers/me/keys/{keyId}": DEVELOPER_KEYS_SUITE,
  "DELETE /api/v1/developers/me/webhook-endpoints/{id}": WEBHOOKS_SUITE,
  "GET /api/v1/agent/encounters/{encounter_id}/events": CHAT_SUITE,
  "GET /api/v1/clinician/encounters": CLINICIAN_SUITE,
  "GET /api/v1/clinician/encounters/{id}": CLINICIAN_SUITE,
  "GET /api/v1/clinician/queue": CLINICIAN_SUITE,
  "GET /api/v1/developers/me/keys": DEVELOPER_KEYS_SUITE,
  "GET /api/v1/developers/me/webhook-endpoints": WEBHOOKS_SUITE,
  "GET /api/v1/developers/me/webhook-endpoints/{id}": WEBHOOKS_SUITE,
  "GET /api/v1/developers/me/webhook-endpoints/{id}/deliveries": WEBHOOKS_SUITE,
  "GET /api/v1/developers/me/webhook-endpoints/{id}/secret": WEBHOOKS_SUITE,
  "GET /api/v1/prescribing/encounters": PRESCRIBING_SUITE,
  "GET /api/v1/prescribing/encounters/{id}/details": PRESCRIBING_SUITE,
  "GET /api/v1/prescribing/sandbox/encounters/{id}": PRESCRIBING_SUITE,
  "GET /developers/me/encounters/{id}/details": ALIAS_SUITE,
  "GET /developers/me/sandbox/encounters/{id}": ALIAS_SUITE,
  "POST /api/v1/agent/encounters/{encounter_id}/events": CHAT_SUITE,
  "POST /api/v1/agent/encounters/{encounter_id}/events/read": CHAT_SUITE,
  "POST /api/v1/clinician/encounters/{id}/cancel": CLINICIAN_SUITE,
  "POST /api/v1/clinician/encounters/{id}/claim": CLINICIAN_SUITE,
  "POST /api/v1/clinician/encounters/{id}/complete": CLINICIAN_SUITE,
  "POST /api/v1/clinician/encounters/{id}/history": CLINICIAN_SUITE,
  "POST /api/v1/clinician/encounters/{id}/messages": CLINICIAN_SUITE,
  "POST /api/v1/clinician/encounters/{id}/notes": CLINICIAN_SUITE,
  "POST /api/v1/clinician/encounters/{id}/prescriptions": CLINICIAN_SUITE,
  "POST /api/v1/clinician/encounters/{id}/questions": CLINICIAN_SUITE,
  "POST /api/v1/clinician/encounters/{id}/video-invite": CLINICIAN_SUITE,
  "POST /api/v1/clinician/encounters/{id}/visit/cancel": CLINICIAN_SUITE,
  "POST /api/v1/clinician/encounters/{id}/visit/complete": CLINICIAN_SUITE,
  "POST /api/v1/developers/me/keys": DEVELOPER_KEYS_SUITE,
  "POST /api/v1/developers/me/payment-method":
    "session or developer key: test/prescribing/usage-billing.test.ts covers no credential 401 and personal key 403",
  "POST /api/v1/developers/me/webhook-deliveries/{id}/redeliver": WEBHOOKS_SUITE,
  "POST /api/v1/developers/me/webhook-endpoints": WEBHOOKS_SUITE,
  "POST /api/v1/developers/me/webhook-endpoints/{id}/rotate-secret": WEBHOOKS_SUITE,
  "POST /api/v1/developers/me/webhook-endpoints/{id}/test": WEBHOOKS_SUITE,
  "POST /api/v1/prescribing/encounters/{id}/messages": PRESCRIBING_SUITE,
  "POST /api/v1/prescribing/patients": PRESCRIBING_SUITE,
  "POST /api/v1/prescribing/query": PRESCRIBING_SUITE,
  "POST /api/v1/prescribing/sandbox/encounters/{id}/advance": PRESCRIBING_SUITE,
  "POST /developers/me/sandbox/encounters/{id}/advance": ALIAS_SUITE,
};

const protectedRoutes = restProcedures(appRouter)
  .filter((p) => p.protect)
  .map((p) => `${p.method} ${p.path}`)
  .sort();

describe("security suite coverage", () => {
  it("every protected route is covered or exempt with a reason, and nothing listed is stale", () => {
    const missing = protectedRoutes.filter((r) => !(r in COVERED) && !(r in EXEMPT));
    expect(missing, "add these to COVERED (or EXEMPT with a reason)").toEqual([]);
    const stale = [...Object.keys(COVERED), ...Object.keys(EXEMPT)].filter(
      (r) => !protectedRoutes.includes(r),
    );
    expect(stale, "no longer protected routes of the router").toEqual([]);
    for (const [route, reason] of Object.entries(EXEMPT)) expect(reason, route).toBeTruthy();
  });

  it("the listed paths are the documented ones with named ids", () => {
    for (const [route, { path }] of Object.entries(COVERED)) {
      expect(path.replace(/\{\w+\}/g, "{}"), route).toBe(
        route.split(" ")[1]?.replace(/\{\w+\}/g, "{}"),
      );
    }
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

runSecuritySuite(
  "every protected route of the router",
  () => t,
  async (app) => {
    const caller = await app.createAccount();
    const other = await app.createAccount();
    const own = (await app.post("/api/v1/patients", patient, { token: caller.apiKey })).body.id;
    const foreign = (await app.post("/api/v1/patients", patient, { token: other.apiKey })).body.id;
    const key = async (session: string) =>
      (
        await app.post(
          "/api/v1/users/me/api-keys",
          { label: "k", expiresAt: "2999-01-01T00:00:00Z" },
          { token: session },
        )
      ).body.keyId as string;
    const encounter = async (apiKey: string) =>
      (await query(app, { query: letter(COMPLETE) }, apiKey)).body.encounter_id as string;
    return {
      caller,
      own: {
        patientId: own,
        keyId: await key(caller.session),
        encounterId: await encounter(caller.apiKey),
      },
      foreign: {
        patientId: foreign,
        keyId: await key(other.session),
        encounterId: await encounter(other.apiKey),
      },
    };
  },
  protectedRoutes
    .filter((r) => r in COVERED)
    .map(
      (r) =>
        ({ method: r.split(" ")[0] as SecurityRoute["method"], ...COVERED[r] }) as SecurityRoute,
    ),
);
