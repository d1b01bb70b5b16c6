import { describe, expect, it } from "vitest";
import { ERROR_CODES, type ErrorCode } from "../../src/kernel/error-codes";
import {
  badRequest,
  conflict,
  DomainError,
  forbidden,
  gone,
  notFound,
  tooManyRequests,
  unauthorized,
} from "../../src/kernel/errors";

describe("DomainError", () => {
  it.each(Object.entries(ERROR_CODES))("%s answers its registered status", (code, [status]) => {
    const error = new DomainError(code as ErrorCode, "message", { field: "x" });
    expect([error.status, error.code, error.message, error.extra]).toEqual([
      status,
      code,
      "message",
      { field: "x" },
    ]);
  });

  it("the shorthands keep their kinds", () => {
    expect(badRequest("invalid_email", "m").status).toBe(400);
    expect(unauthorized("m")).toMatchObject({
      status: 401,
      code: "unauthorized",
      headers: { "WWW-Authenticate": 'Bearer realm="api"' },
    });
    expect(forbidden("session_required", "m").status).toBe(403);
    expect(notFound("The patient")).toMatchObject({ status: 404, code: "not_found" });
    expect(conflict("concurrent_update", "m").status).toBe(409);
    expect(gone("encounter_expired", "m").status).toBe(410);
    expect(tooManyRequests(2.5, "m")).toMatchObject({
      status: 429,
      extra: { retry_after_seconds: 3 },
      headers: { "Retry-After": "3" },
    });
  });
});
