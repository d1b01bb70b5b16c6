import { ERROR_CODES, isErrorCode } from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../src/routers";
import { DOCUMENT_BASE_URL } from "../src/trpc/artifacts";
import { declaredErrors } from "../src/trpc/error-declarations";
import { buildOpenApiDocument } from "../src/trpc/openapi";
import { restProcedures } from "../src/trpc/procedures";
import { declaredOperations, operationFor, undeclaredAnswer } from "./declared-errors";
import { assertRegisteredCode, createTestApp, type TestApp } from "./harness";

/**
 * The error codes each operation declares (its shape's and its meta `errors`) are what the
 * OpenAPI document lists, each is in the registry with that status, and an answer outside them
 * is caught. That every observed answer is declared is checked on every error answer of every
 * test (harness.ts), by the property test and by `npm run fuzz`.
 */
const doc = buildOpenApiDocument(appRouter, DOCUMENT_BASE_URL) as any;
const operations = declaredOperations(doc);

describe("declared error codes", () => {
  it("every error response of every operation is its own schema: the envelope with `code` an enum", () => {
    const envelope = doc.components.schemas.Error;
    let responses = 0;
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const operation of Object.values<any>(item)) {
        for (const [status, response] of Object.entries<any>(operation.responses)) {
          if (Number(status) < 400) continue;
          responses++;
          const name = `Error_${operation.operationId}_${status}`;
          expect(response.content["application/json"].schema, `${path} ${status}`).toEqual({
            $ref: `#/components/schemas/${name}`,
          });
          const schema = doc.components.schemas[name];
          // The same envelope: `error`, `request_id`, `issues`, extra fields allowed.
          expect({ ...schema, properties: { ...schema.properties, code: undefined } }).toEqual({
            ...envelope,
            properties: { ...envelope.properties, code: undefined },
          });
          expect(schema.required).toEqual(["error", "code"]);
          expect(schema.properties.code.type).toBe("string");
          expect(schema.properties.code.enum.length, name).toBeGreaterThan(0);
        }
      }
    }
    expect(responses).toBeGreaterThan(300);
  });

  it("every declared code is in the registry with the status it is declared at", () => {
    let codes = 0;
    for (const operation of operations) {
      expect(operation.codes.size, operation.operationId).toBeGreaterThan(0);
      for (const [status, declared] of operation.codes) {
        for (const code of declared) {
          codes++;
          expect(isErrorCode(code), `${operation.operationId}: ${code}`).toBe(true);
          if (isErrorCode(code))
            expect(ERROR_CODES[code][0], `${operation.operationId}: ${code}`).toBe(status);
        }
      }
    }
    expect(codes).toBeGreaterThan(400);
  });

  it("the document lists exactly each procedure's shape codes and meta `errors`", () => {
    for (const p of restProcedures(appRouter)) {
      const operation = operations.find((o) => o.operationId === p.operationId);
      const expected = declaredErrors({
        method: p.method,
        path: p.path,
        access: p.access,
        idempotency: p.idempotency,
        errors: p.errors,
      });
      const listed = new Map([...(operation?.codes ?? [])].map(([s, c]) => [s, [...c].sort()]));
      expect(listed, p.operationId).toEqual(expected);
    }
  });

  it("the shape gives credentials, validation, bodies, path ids and 500 from one place", () => {
    const at = (operationId: string, status: number) =>
      [...(operations.find((o) => o.operationId === operationId)?.codes.get(status) ?? [])].sort();
    // A public GET with no path id.
    expect(at("getPricing", 400)).toEqual(["validation_failed"]);
    expect(at("getPricing", 401)).toEqual(["api_key_expired", "invalid_credential"]);
    expect(at("getPricing", 404)).toEqual([]);
    expect(at("getPricing", 500)).toEqual(["internal_error"]);
    // Any session token from an external OpenID provider: an unverified e-mail, the provider away.
    expect(at("getPricing", 403)).toEqual(["email_not_verified"]);
    expect(at("getPricing", 503)).toEqual(["auth_provider_unavailable", "database_unavailable"]);
    // An account endpoint with a path id and its own 400s.
    expect(at("getPatient", 401)).toEqual([
      "api_key_expired",
      "invalid_credential",
      "unauthorized",
      "wrong_credential",
    ]);
    expect(at("getPatient", 404)).toEqual(["not_found"]);
    expect(at("updatePatient", 400)).toEqual(
      expect.arrayContaining(["malformed_json", "patient_locked", "validation_failed"]),
    );
    expect(at("updatePatient", 413)).toEqual(["payload_too_large"]);
    expect(at("updatePatient", 415)).toEqual(["unsupported_media_type"]);
    // Key management: a session only.
    expect(at("listApiKeys", 403)).toEqual(["email_not_verified", "session_required"]);
    // The developer surface.
    expect(at("prescribingQuery", 403)).toEqual(
      expect.arrayContaining(["developer_key_required", "enterprise_agreement_required"]),
    );
    // The agent query: its own codes, rate limits included.
    // With Idempotency-Key on every POST: its three codes (http/idempotency.ts).
    expect(at("agentQuery", 409)).toEqual([
      "concurrent_resubmission",
      "encounter_locked",
      "idempotency_key_in_progress",
    ]);
    expect(at("agentQuery", 422)).toEqual(["idempotency_key_reused"]);
    expect(at("createPatient", 400)).toContain("invalid_idempotency_key");
    expect(at("updatePatient", 422)).toEqual([]);
    expect(at("agentQuery", 429)).toEqual(["rate_limited"]);
    expect(at("getPatient", 429)).toEqual([]);
  });

  it("an answer outside the declarations is named, with what is declared", () => {
    expect(undeclaredAnswer(operations, "GET", "/api/v1/patients/x?y=1", 404, "not_found")).toBe(
      null,
    );
    expect(undeclaredAnswer(operations, "GET", "/api/v1/patients/x", 409, "encounter_locked")).toBe(
      'getPatient (GET /api/v1/patients/x) answered 409 "encounter_locked", which its OpenAPI document does not declare (declared at 409: none); add it to the procedure\'s meta `errors`',
    );
    expect(undeclaredAnswer(operations, "GET", "/api/v1/users/me", 404, "route_not_found")).toMatch(
      /declared at 404: not_found\)/,
    );
    // Not an operation (404 route_not_found, 405): nothing to check against.
    expect(undeclaredAnswer(operations, "GET", "/api/v1/nowhere", 404, "route_not_found")).toBe(
      null,
    );
    expect(undeclaredAnswer(operations, "PUT", "/api/v1/users/me", 405, "method_not_allowed")).toBe(
      null,
    );
  });

  it("finds the operation a request reaches as the adapter does", () => {
    expect(operationFor(operations, "GET", "/API/v1/Users/Me/")?.operationId).toBe("getMe");
    expect(operationFor(operations, "get", "/api/v1/encounters/abc/latest-turn")?.operationId).toBe(
      "getEncounterLatestTurn",
    );
    expect(operationFor(operations, "GET", "/api/v1/images/abc?exp=1&sig=2")?.operationId).toBe(
      "getImage",
    );
    // Dot segments are resolved before routing, as URL parsing does for the app.
    expect(
      operationFor(operations, "POST", "/api/v1/clinician/encounters/./questions")?.operationId,
    ).toBeUndefined();
    expect(
      operationFor(operations, "POST", "/api/v1/clinician/encounters/x/../abc/questions")
        ?.operationId,
    ).toBe("askPatientQuestion");
  });
});

describe("the harness refuses an undeclared answer", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("every error answer of a test goes through the check, which throws on an undeclared code", async () => {
    const res = await t.get("/api/v1/users/me");
    expect(res.body.code).toBe("unauthorized");
    expect(() => assertRegisteredCode("GET", "/api/v1/users/me", 401, res.body)).not.toThrow();
    expect(() =>
      assertRegisteredCode("GET", "/api/v1/users/me", 409, { code: "encounter_locked" }),
    ).toThrow(
      /getMe .* answered 409 "encounter_locked", which its OpenAPI document does not declare/,
    );
    expect(() =>
      assertRegisteredCode("GET", "/api/v1/users/me", 401, { code: "no_such_code" }),
    ).toThrow(/not registered/);
  });
});
