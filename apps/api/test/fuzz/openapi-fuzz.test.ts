import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DeclaredOperation, declaredOperations } from "../declared-errors";
import { createTestApp, type TestApp } from "../harness";
import {
  CREDENTIAL_KINDS,
  CREDENTIAL_WORLD_ENV,
  type CredentialChoice,
  checkAuthorization,
  FORGERIES,
  namesForeignIds,
} from "./credentials";
import {
  checkAnswer,
  checkPageAnswer,
  type FuzzWorld,
  fuzzWorld,
  type OpenApiDocument,
  operationsOf,
  pageRequests,
  requestsFor,
} from "./openapi-fuzz";

/**
 * A bounded property run over every operation of the served OpenAPI document: valid and
 * malformed parameters, bodies, headers and credentials never get a 5xx, and every non-2xx is
 * `{error, code}` with a registered code that the operation declares at that status in the
 * served document (checkAnswer; the harness checks it too). The long run is
 * `npm run fuzz -- --requests 100000` (docs/hardening.md).
 */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 10);

let t: TestApp;
let doc: OpenApiDocument;
let world: FuzzWorld;
let declared: DeclaredOperation[];
/** `status code` of the error answers seen: the run drives operations into their errors. */
const observed = new Set<string>();
/** The credential kinds and forgeries the run sent. */
const kinds = new Set<string>();
const forgeries = new Set<string>();
/** Requests whose genuine credential named the other account's ids. */
let crossAccount = 0;
beforeAll(async () => {
  t = await createTestApp({
    // Generous limits: the run checks answers, not how soon the limiter says no (429 is fine too).
    ...CREDENTIAL_WORLD_ENV,
    QUERY_LIMIT_PER_HOUR: "100000",
    NEW_ENCOUNTERS_PER_HOUR_PER_CLIENT: "100000",
  });
  doc = (await t.get("/api/v1/openapi.json")).body;
  declared = declaredOperations(doc);
  world = await fuzzWorld(t);
});
afterAll(() => t.close());

describe("OpenAPI-driven property test", () => {
  it("covers every operation of the served document", () => {
    expect(operationsOf(doc).length).toBeGreaterThanOrEqual(20);
  });

  // Before the fuzzing below, which may delete what a genuine credential owns (a patient).
  it("the world's credentials are genuine: each kind of A and B is accepted where it belongs", async () => {
    const { A, B } = world.credentials.parties;
    for (const p of [A, B]) {
      const byTest = await t.get(`/api/v1/prescribing/sandbox/encounters/${p.ids.request}`, {
        token: p.testKey,
      });
      expect(byTest.status).toBe(200);
      expect((await t.get("/api/v1/developers/me/keys", { token: p.liveKey })).status).not.toBe(
        401,
      );
      expect(
        (
          await t.get(`/api/v1/agent/encounters/${p.ids.encounter}/events`, {
            token: p.encounterToken,
          })
        ).status,
      ).toBe(200);
      expect((await t.get(`/api/v1/patients/${p.ids.patient}`, { token: p.apiKey })).status).toBe(
        200,
      );
      expect((await t.get("/api/v1/users/me/api-keys", { token: p.session })).status).toBe(200);
      expect((await t.get("/api/v1/patients", { token: p.apiKey })).status).toBe(200);
      expect((await t.get("/api/v1/patients", { headers: { "x-api-key": p.apiKey } })).status).toBe(
        200,
      );
      expect((await t.get("/api/v1/clinician/queue", { token: p.clinicianSession })).status).toBe(
        200,
      );
      expect(
        (await t.get("/account", { headers: { cookie: `intake_session=${p.session}` } })).status,
      ).toBe(200);
    }
    for (const f of world.credentials.forged) {
      if (f.kind === "page_cookie") {
        const res = await t.get("/account", { headers: { cookie: `intake_session=${f.value}` } });
        expect([f.forgery, res.status >= 300]).toEqual([f.forgery, true]);
      } else {
        const res = await t.get("/api/v1/patients", {
          headers: { authorization: `Bearer ${f.value}` },
        });
        expect([f.kind, f.forgery, res.status]).toEqual([f.kind, f.forgery, 401]);
      }
    }
  });

  it("no input yields a 5xx; every non-2xx is the {error, code} envelope", async () => {
    for (const operation of operationsOf(doc)) {
      await fc.assert(
        fc.asyncProperty(requestsFor(doc, operation, world), async (request) => {
          const res = await t.request(request.method, request.path, {
            headers: request.headers,
            rawBody: request.rawBody,
          });
          expect(checkAnswer(request, res, declared)).toBeNull();
          expect(checkAuthorization(request, res.status, world.credentials)).toBeNull();
          kinds.add(request.credential.kind);
          if (request.credential.forgery) forgeries.add(request.credential.forgery);
          if (request.credential.owner && namesForeignIds(request, world.credentials))
            crossAccount++;
          if (res.status >= 400 && res.body?.code) observed.add(`${res.status} ${res.body.code}`);
        }),
        { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }
    expect([...observed]).toEqual(
      expect.arrayContaining(["400 validation_failed", "401 invalid_credential", "404 not_found"]),
    );
  }, 60_000);

  it("every credential kind of two accounts, and forged ones: no forged 2xx, no 2xx on the other account's ids", async () => {
    // The API runs above sent them too; the pages take the cookie (and ignore the rest).
    for (const pages of pageRequests(doc, world)) {
      await fc.assert(
        fc.asyncProperty(pages, async (request) => {
          const res = await t.request(request.method, request.path, { headers: request.headers });
          expect(checkPageAnswer(request, res)).toBeNull();
          expect(checkAuthorization(request, res.status, world.credentials)).toBeNull();
          kinds.add(request.credential.kind);
        }),
        { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }
    expect([...kinds].sort()).toEqual([...CREDENTIAL_KINDS].sort());
    expect([...forgeries].sort()).toEqual([...FORGERIES].sort());
    expect(crossAccount).toBeGreaterThan(20);
  }, 60_000);

  it("the rules catch what they name: A's session on B's patient, a forged session", async () => {
    const { A, B } = world.credentials.parties;
    const choice = (c: Partial<CredentialChoice>): CredentialChoice => ({
      kind: "session",
      owner: "A",
      forgery: null,
      headers: {},
      ...c,
    });
    const foreign = {
      method: "GET",
      path: `/api/v1/patients/${B.ids.patient}`,
      credential: choice({}),
      pathIds: [B.ids.patient],
    };
    expect((await t.get(foreign.path, { token: A.session })).status).toBe(404);
    expect(checkAuthorization(foreign, 200, world.credentials)?.rule).toBe("cross_account_2xx");
    expect(checkAuthorization(foreign, 404, world.credentials)).toBeNull();
    const own = { ...foreign, path: `/api/v1/patients/${A.ids.patient}`, pathIds: [A.ids.patient] };
    expect(checkAuthorization(own, 200, world.credentials)).toBeNull();
    const forged = { ...own, credential: choice({ owner: null, forgery: "other_signing_key" }) };
    expect(checkAuthorization(forged, 200, world.credentials)?.rule).toBe("forged_2xx");
    // A cookie means nothing to the API: there it is anonymous, and no 2xx on anyone's ids.
    const cookie = { ...own, credential: choice({ kind: "page_cookie" }) };
    expect(checkAuthorization(cookie, 200, world.credentials)?.rule).toBe("cross_account_2xx");
  });
});
