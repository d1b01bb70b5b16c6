import type { HttpMethod } from "openapi-typescript-helpers";
import type { components, operations, paths } from "./generated/openapi";

/** Every non-2xx body of the API, with the HTTP status added by the client. */
export type ApiErrorBody = components["schemas"]["Error"] & { status: number };

type ErrorStatus<S> = S extends number
  ? `${S}` extends `4${string}` | `5${string}`
    ? S
    : never
  : never;
type JsonBodyOf<R> = R extends { content: { "application/json": infer B } }
  ? B
  : components["schemas"]["Error"];

/**
 * The errors one operation documents, discriminated on `status`: `{status: 404, code, error}` |
 * `{status: 409, ...}` ... Narrow on `status` (and branch on `code`): at each status `code` is
 * the union of exactly the codes the operation answers with there.
 */
export type OperationErrors<Operation> = Operation extends { responses: infer R }
  ? { [S in keyof R]: S extends ErrorStatus<S> ? JsonBodyOf<R[S]> & { status: S } : never }[keyof R]
  : never;

/** The error union of `METHOD path`, e.g. `ApiErrorOf<"/api/v1/agent/query", "post">`. */
export type ApiErrorOf<P extends keyof paths, M extends HttpMethod> =
  paths[P] extends Record<M, infer Operation> ? OperationErrors<Operation> : never;

/** The `operationId` of every operation of the API, e.g. `"agentQuery"`. */
export type OperationId = keyof operations;

type AnyOperationError = OperationErrors<operations[OperationId]>;

/**
 * The error union of an operation by its id, e.g. `OperationError<"agentQuery">`; `any` (what
 * `instanceof` narrowing gives a generic class) reads as every operation's.
 */
export type OperationError<Op extends OperationId> = ErrorsFor<Op>;
// Unconstrained, so that `1 & Op` is not simplified away for a string-literal constraint.
type ErrorsFor<Op> = 0 extends 1 & Op
  ? AnyOperationError
  : Op extends OperationId
    ? OperationErrors<operations[Op]>
    : never;

/** The `code` values an operation answers with, e.g. `ErrorCodeOf<"getPatient">`. */
export type ErrorCodeOf<Op extends OperationId> = OperationError<Op>["code"];

/** Every `code` the API answers with (docs/errors.md). */
export type ErrorCode = ErrorCodeOf<OperationId>;

/** Every error the SDK throws: `APIError` (an HTTP answer) or `APIConnectionError` (none). */
export class IntakeError extends Error {}

/**
 * The API answered with an error status. Thrown by the resource methods and `unwrap`, as the
 * subclass of its status (`NotFoundError`, `RateLimitError`, ...). `APIError<"agentQuery">`
 * types `code` (and `status`, `body`) as that operation's documented errors; plain `APIError`
 * is any operation's, so a code the API never answers with is a type error either way. Narrow a
 * caught error with `APIError.of(error, "agentQuery")`.
 */
export class APIError<Op = OperationId> extends IntakeError {
  override name = "APIError";
  readonly status: ErrorsFor<Op>["status"];
  readonly code: ErrorsFor<Op>["code"];
  readonly body: ErrorsFor<Op>;
  /** The operation that answered (set by the resource layer and `unwrap(result, operationId)`). */
  readonly operation: Op | undefined;
  /** The response's headers (empty when built from a body alone). */
  readonly headers: Headers;
  /** `X-Request-Id` of the response: quote it when asking for support. */
  readonly requestId: string | undefined;
  /** `Retry-After` in seconds (429, 503), when the service sent one. */
  readonly retryAfter: number | undefined;
  constructor(body: ApiErrorBody | ErrorsFor<Op>, operation?: Op, headers?: Headers) {
    const b = body as ApiErrorBody;
    super(`${b.status} ${b.code}: ${b.error}`);
    this.status = b.status as ErrorsFor<Op>["status"];
    this.code = b.code as ErrorsFor<Op>["code"];
    this.body = body as ErrorsFor<Op>;
    this.operation = operation;
    this.headers = headers ?? new Headers();
    this.requestId = this.headers.get("x-request-id") ?? undefined;
    const retryAfter = this.headers.get("retry-after");
    const ms = retryAfter === null ? undefined : parseRetryAfterMs(retryAfter);
    this.retryAfter = ms === undefined ? undefined : Math.ceil(ms / 1000);
  }

  /** The error of an error body, as the subclass of its status. */
  static from<Op = OperationId>(
    body: ApiErrorBody | ErrorsFor<Op>,
    operation?: Op,
    headers?: Headers,
  ): APIError<Op> {
    const status = (body as ApiErrorBody).status;
    const Kind =
      status === 400
        ? BadRequestError
        : status === 401
          ? AuthenticationError
          : status === 403
            ? PermissionDeniedError
            : status === 404
              ? NotFoundError
              : status === 409
                ? ConflictError
                : status === 422
                  ? UnprocessableEntityError
                  : status === 429
                    ? RateLimitError
                    : status >= 500
                      ? InternalServerError
                      : APIError;
    return new Kind<Op>(body, operation, headers);
  }

  /** `error instanceof APIError`, optionally with this `code` or status. */
  static is(error: unknown, codeOrStatus?: ErrorCode | number): error is APIError {
    if (!(error instanceof APIError)) return false;
    if (codeOrStatus === undefined) return true;
    return typeof codeOrStatus === "number"
      ? error.status === codeOrStatus
      : error.code === codeOrStatus;
  }

  /**
   * Whether `error` is an `APIError` of this operation, typing its `code` as the operation's:
   * `if (APIError.of(e, "agentQuery") && e.code === "encounter_locked") ...`.
   */
  static of<Op extends OperationId>(error: unknown, operation: Op): error is APIError<Op> {
    return error instanceof APIError && error.operation === operation;
  }
}

/** 400: the request is malformed or breaks a rule; `error` says what to fix. */
export class BadRequestError<Op = OperationId> extends APIError<Op> {
  override name = "BadRequestError";
}
/** 401: no credential, or one the service does not accept for this operation. */
export class AuthenticationError<Op = OperationId> extends APIError<Op> {
  override name = "AuthenticationError";
}
/** 403: the credential is valid but not allowed to do this. */
export class PermissionDeniedError<Op = OperationId> extends APIError<Op> {
  override name = "PermissionDeniedError";
}
/** 404: no such resource for this caller. */
export class NotFoundError<Op = OperationId> extends APIError<Op> {
  override name = "NotFoundError";
}
/** 409: the resource's state does not allow this now. */
export class ConflictError<Op = OperationId> extends APIError<Op> {
  override name = "ConflictError";
}
/** 422: understood but refused (e.g. an `Idempotency-Key` reused for another request). */
export class UnprocessableEntityError<Op = OperationId> extends APIError<Op> {
  override name = "UnprocessableEntityError";
}
/** 429: too many requests; wait `retryAfter` seconds. */
export class RateLimitError<Op = OperationId> extends APIError<Op> {
  override name = "RateLimitError";
}
/** 5xx: the service failed; retrying later (with the same `Idempotency-Key`) is safe. */
export class InternalServerError<Op = OperationId> extends APIError<Op> {
  override name = "InternalServerError";
}

/** The earlier name of `APIError` (same class). */
export const ApiError = APIError;
export type ApiError<Op = OperationId> = APIError<Op>;

/** No answer from the service: the connection failed (DNS, refused, reset). `cause` has why. */
export class APIConnectionError extends IntakeError {
  override name = "APIConnectionError";
  constructor(
    readonly method: string,
    readonly url: string,
    options: { cause?: unknown; message?: string } = {},
  ) {
    const reason =
      options.cause instanceof Error && options.cause.cause instanceof Error
        ? options.cause.cause.message
        : options.cause instanceof Error
          ? options.cause.message
          : "";
    super(
      options.message ??
        `${method} ${url} failed: could not reach the service${reason ? ` (${reason})` : ""}. Check baseUrl and the network, then retry.`,
      { cause: options.cause },
    );
  }
}

/** No answer within `timeout` milliseconds (per attempt). */
export class APIConnectionTimeoutError extends APIConnectionError {
  override name = "APIConnectionTimeoutError";
  constructor(
    method: string,
    url: string,
    readonly timeoutMs: number,
  ) {
    super(method, url, {
      message: `${method} ${url} got no response within ${timeoutMs} ms; raise timeout or retry later.`,
    });
  }
}

/** The earlier name of `APIConnectionTimeoutError` (same class). */
export const ApiTimeoutError = APIConnectionTimeoutError;
export type ApiTimeoutError = APIConnectionTimeoutError;

/** `Retry-After` as milliseconds: whole seconds or an HTTP date; undefined when absent or bad. */
export function parseRetryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * `data` of a result, or throws the `APIError` subclass of its status: for code that prefers
 * exceptions. With the `operationId`, the thrown error records it (`APIError.of(e, operationId)`
 * narrows on it).
 */
export async function unwrap<R extends { data?: unknown; error?: unknown; response?: Response }>(
  result: Promise<R> | R,
  operation?: OperationId,
): Promise<Exclude<R["data"], undefined>> {
  const { data, error, response } = await result;
  if (error !== undefined) throw APIError.from(error as ApiErrorBody, operation, response?.headers);
  return data as Exclude<R["data"], undefined>;
}
