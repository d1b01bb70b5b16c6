import { describe, expect, expectTypeOf, it } from "vitest";
import {
  ApiError,
  type ErrorCode,
  type ErrorCodeOf,
  type OperationError,
  unwrap,
} from "../src/index";

/**
 * Type-level: each operation's error `code` is the union of exactly the codes the OpenAPI
 * document declares for it (from the service's error registry). `tsc -p packages/sdk` compiles
 * this file: a misspelt code is a compile error (`@ts-expect-error` fails when it is not).
 */
describe("typed error codes per operation", () => {
  it("ApiError<operationId> types code as that operation's codes", () => {
    const e = new ApiError<"getPatient">(
      { status: 404, code: "not_found", error: "The patient was not found." },
      "getPatient",
    );
    expectTypeOf(e.code).toEqualTypeOf<ErrorCodeOf<"getPatient">>();
    expectTypeOf<ErrorCodeOf<"getPatient">>().toEqualTypeOf<
      | "api_key_expired"
      | "auth_provider_unavailable"
      | "database_unavailable"
      | "email_not_verified"
      | "internal_error"
      | "invalid_credential"
      | "not_found"
      | "unauthorized"
      | "validation_failed"
      | "wrong_credential"
    >();
    if (e.code === "not_found") expect(e.status).toBe(404);
    // @ts-expect-error a code getPatient never answers with
    if (e.code === "encounter_locked") throw new Error("unreachable");
    // @ts-expect-error a misspelt code
    if (e.code === "not_fonud") throw new Error("unreachable");
  });

  it("narrowing on status narrows code to that status's codes", () => {
    type QueryError = OperationError<"agentQuery">;
    const body = { status: 409, code: "encounter_locked", error: "x" } as QueryError;
    if (body.status === 409) {
      expectTypeOf(body.code).toEqualTypeOf<
        "concurrent_resubmission" | "encounter_locked" | "idempotency_key_in_progress"
      >();
    }
    if (body.status === 410) expectTypeOf(body.code).toEqualTypeOf<"encounter_expired">();
  });

  it("ApiError.of narrows a caught error to the operation; plain ApiError knows every code", async () => {
    const failed = unwrap(
      Promise.resolve({
        error: { status: 409, code: "encounter_locked", error: "Use the chat." },
      }),
      "agentQuery",
    );
    const caught: unknown = await failed.catch((e: unknown) => e);
    expect(ApiError.of(caught, "agentQuery")).toBe(true);
    expect(ApiError.of(caught, "getPatient")).toBe(false);
    if (ApiError.of(caught, "agentQuery")) {
      expectTypeOf(caught.code).toEqualTypeOf<ErrorCodeOf<"agentQuery">>();
      expect(caught.code === "encounter_locked").toBe(true);
      // @ts-expect-error not a code of the agent query
      expect(caught.code === "session_required").toBe(false);
    }
    if (caught instanceof ApiError) {
      expectTypeOf(caught.code).toEqualTypeOf<ErrorCode>();
      // @ts-expect-error no operation answers with this code
      expect(caught.code === "no_such_code").toBe(false);
    }
    expect(ApiError.is(caught, "encounter_locked")).toBe(true);
    // @ts-expect-error ApiError.is takes registered codes only
    ApiError.is(caught, "encounter_lockd");
  });
});
