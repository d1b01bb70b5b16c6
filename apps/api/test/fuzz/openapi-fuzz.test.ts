import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import {
  checkAnswer,
  type FuzzWorld,
  fuzzWorld,
  type OpenApiDocument,
  operationsOf,
  requestsFor,
} from "./openapi-fuzz";

/**
 * A bounded property run over every operation of the served OpenAPI document: valid and
 * malformed parameters, bodies, headers and credentials never get a 5xx, and every non-2xx is
 * `{error, code}` with a registered code (the harness checks that). The long run is
 * `npm run fuzz -- --requests 100000` (docs/hardening.md).
 */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 10);

let t: TestApp;
let doc: OpenApiDocument;
let world: FuzzWorld;
beforeAll(async () => {
  t = await createTestApp({
    // Generous limits: the run checks answers, not how soon the limiter says no (429 is fine too).
    QUERY_LIMIT_PER_HOUR: "100000",
    NEW_ENCOUNTERS_PER_HOUR_PER_CLIENT: "100000",
  });
  doc = (await t.get("/api/v1/openapi.json")).body;
  world = await fuzzWorld(t);
});
afterAll(() => t.close());

describe("OpenAPI-driven property test", () => {
  it("covers every operation of the served document", () => {
    expect(operationsOf(doc).length).toBeGreaterThanOrEqual(20);
  });

  it("no input yields a 5xx; every non-2xx is the {error, code} envelope", async () => {
    for (const operation of operationsOf(doc)) {
      await fc.assert(
        fc.asyncProperty(requestsFor(doc, operation, world), async (request) => {
          const res = await t.request(request.method, request.path, {
            headers: request.headers,
            rawBody: request.rawBody,
          });
          expect(checkAnswer(request, res)).toBeNull();
        }),
        { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }
  }, 60_000);
});
