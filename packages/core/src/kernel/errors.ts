import type { ErrorCode } from "./error-codes";

/**
 * The one error type of the domain. Core throws it; the HTTP layer maps it to a response in one
 * place (`status`, body `{error, code, ...extra}`, `headers`). `code` is stable snake_case.
 */
export class DomainError extends Error {
  override readonly name = "DomainError";
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: ErrorCode, message: string, extra?: Record<string, unknown>) =>
  new DomainError(400, code, message, extra);

export const unauthorized = (message: string, code: ErrorCode = "unauthorized") =>
  new DomainError(401, code, message, {}, { "WWW-Authenticate": 'Bearer realm="api"' });

export const forbidden = (code: ErrorCode, message: string, extra?: Record<string, unknown>) =>
  new DomainError(403, code, message, extra);

/** 404 for a missing or foreign record (the two are never told apart); `public` records have no owner. */
export const notFound = (what: string, options: { public?: boolean } = {}) =>
  new DomainError(
    404,
    "not_found",
    options.public
      ? `${what} was not found.`
      : `${what} was not found, or it does not belong to you.`,
  );

export const conflict = (code: ErrorCode, message: string, extra?: Record<string, unknown>) =>
  new DomainError(409, code, message, extra);

export const gone = (code: ErrorCode, message: string, extra?: Record<string, unknown>) =>
  new DomainError(410, code, message, extra);

export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new DomainError(
    429,
    "rate_limited",
    message,
    { retry_after_seconds: Math.max(1, Math.ceil(retryAfterSeconds)) },
    { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
