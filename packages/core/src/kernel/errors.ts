import { ERROR_CODES, type ErrorCode } from "./error-codes";

/**
 * The one error type of the domain. Core throws it; the HTTP layer maps it to a response in one
 * place (`status`, body `{error, code, ...extra}`, `headers`). `code` is stable snake_case, and
 * its HTTP status comes from the registry (`error-codes.ts`): one status per code, never passed by
 * hand.
 */
export class DomainError extends Error {
  override readonly name = "DomainError";
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = ERROR_CODES[code][0];
  }
}

// Shorthands that say the answer's kind where it is thrown; the test of the registry checks
// that each code's registered status matches its helper.
export const badRequest = (code: ErrorCode, message: string, extra?: Record<string, unknown>) =>
  new DomainError(code, message, extra);

export const unauthorized = (message: string, code: ErrorCode = "unauthorized") =>
  new DomainError(code, message, {}, { "WWW-Authenticate": 'Bearer realm="api"' });

export const forbidden = (code: ErrorCode, message: string, extra?: Record<string, unknown>) =>
  new DomainError(code, message, extra);

/** 404 for a missing or foreign record (the two are never told apart); `public` records have no owner. */
export const notFound = (what: string, options: { public?: boolean } = {}) =>
  new DomainError(
    "not_found",
    options.public
      ? `${what} was not found.`
      : `${what} was not found, or it does not belong to you.`,
  );

export const conflict = (code: ErrorCode, message: string, extra?: Record<string, unknown>) =>
  new DomainError(code, message, extra);

export const gone = (code: ErrorCode, message: string, extra?: Record<string, unknown>) =>
  new DomainError(code, message, extra);

export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new DomainError(
    "rate_limited",
    message,
    { retry_after_seconds: Math.max(1, Math.ceil(retryAfterSeconds)) },
    { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
