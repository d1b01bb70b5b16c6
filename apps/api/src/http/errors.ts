import { DomainError, type ErrorCode, validationFailed } from "@intake/core/kernel";
import { isDatabaseUnavailable } from "@intake/db";
import { TRPCError } from "@trpc/server";

export interface ErrorResponse {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

interface SchemaIssue {
  path: PropertyKey[];
  message: string;
}

/**
 * The one place that turns anything thrown into an HTTP answer. Every non-2xx body is
 * `{error, code, ...extra}`; a 500 never carries internals, only the request id.
 */
export function toErrorResponse(thrown: unknown, requestId: string): ErrorResponse {
  const error =
    thrown instanceof TRPCError && thrown.cause instanceof DomainError ? thrown.cause : thrown;
  if (error instanceof DomainError) {
    return {
      status: error.status,
      body: { error: error.message, code: error.code, ...error.extra },
      headers: error.headers,
    };
  }
  if (error instanceof TRPCError) {
    const issues = zodIssues(error.cause);
    if (error.code === "BAD_REQUEST" && issues) return validationError(issues);
    if (error.code === "PARSE_ERROR") return malformedJson();
    if (error.code === "UNSUPPORTED_MEDIA_TYPE") return unsupportedMediaType();
    if (error.code === "PAYLOAD_TOO_LARGE") return payloadTooLarge();
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  return {
    status: 500,
    body: {
      error:
        "Internal error. Nothing was changed by this request; retry later and quote the request_id if it persists.",
      code: "internal_error",
      request_id: requestId,
    },
    headers: {},
  };
}

/** Seconds a client waits before retrying while the database is away (it is probed every 100 ms). */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

/**
 * The database cannot be reached, or did not answer in time: nothing was changed by the request
 * (its transaction never committed), so the client may send it again.
 */
export const databaseUnavailable = (): ErrorResponse =>
  simple(
    503,
    "database_unavailable",
    `The service cannot reach its database right now; nothing was changed by this request. Retry after ${DATABASE_RETRY_AFTER_SECONDS} second(s).`,
    { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
  );

/** A schema's refusal: the same answer as a verb's own `parseInput` (kernel `validationFailed`). */
function validationError(issues: SchemaIssue[]): ErrorResponse {
  const error = validationFailed(issues);
  return {
    status: error.status,
    body: { error: error.message, code: error.code, ...error.extra },
    headers: {},
  };
}

/** A field no schema can accept (U+0000, absurd nesting): a validation error naming it. */
export const invalidField = (path: string, message: string): ErrorResponse => {
  return {
    status: 400,
    body: {
      error: `Invalid request. ${path}: ${message}; fix it and send the request again.`,
      code: "validation_failed",
      issues: [{ path, message }],
    },
    headers: {},
  };
};

export const malformedJson = (): ErrorResponse =>
  simple(
    400,
    "malformed_json",
    "The request body is not valid JSON. Send a JSON object with 'Content-Type: application/json'.",
  );

/** A JSON body that is not an object (a string, array, number, boolean or null). */
export const invalidBody = (): ErrorResponse =>
  simple(
    400,
    "invalid_body",
    "The request body must be a JSON object ({...}); a string, array, number, boolean or null is not accepted. Send the fields as a JSON object with 'Content-Type: application/json'.",
  );

export const unsupportedMediaType = (): ErrorResponse =>
  simple(
    415,
    "unsupported_media_type",
    "Send the request body as JSON with 'Content-Type: application/json'.",
  );

export const payloadTooLarge = (limitBytes?: number): ErrorResponse =>
  simple(
    413,
    "payload_too_large",
    limitBytes
      ? `The request body is larger than this endpoint accepts (${limitBytes} bytes). Send less data.`
      : "The request body is larger than this endpoint accepts. Send less data.",
  );

export const simple = (
  status: number,
  code: ErrorCode,
  error: string,
  headers: Record<string, string> = {},
): ErrorResponse => ({
  status,
  body: { error, code },
  headers,
});

function zodIssues(cause: unknown): SchemaIssue[] | null {
  if (
    cause &&
    typeof cause === "object" &&
    "issues" in cause &&
    Array.isArray((cause as { issues: unknown }).issues)
  ) {
    return (cause as { issues: SchemaIssue[] }).issues;
  }
  return null;
}
