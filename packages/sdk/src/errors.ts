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

/**
 * Thrown by `unwrap` and by the resource methods for an error result. `ApiError<"agentQuery">`
 * types `code` (and `status`, `body`) as that operation's documented errors; plain `ApiError` is
 * any operation's, so a code the API never answers with is a type error either way. Narrow a
 * caught error with `ApiError.of(error, "agentQuery")`.
 */
export class ApiError<Op = OperationId> extends Error {
  override readonly name = "ApiError";
  readonly status: ErrorsFor<Op>["status"];
  readonly code: ErrorsFor<Op>["code"];
  readonly body: ErrorsFor<Op>;
  /** The operation that answered (set by the resource layer and `unwrap(result, operationId)`). */
  readonly operation: Op | undefined;
  constructor(body: ApiErrorBody | ErrorsFor<Op>, operation?: Op) {
    const b = body as ApiErrorBody;
    super(`${b.status} ${b.code}: ${b.error}`);
    this.status = b.status as ErrorsFor<Op>["status"];
    this.code = b.code as ErrorsFor<Op>["code"];
    this.body = body as ErrorsFor<Op>;
    this.operation = operation;
  }

  /** `error instanceof ApiError`, optionally with this `code` or status. */
  static is(error: unknown, codeOrStatus?: ErrorCode | number): error is ApiError {
    if (!(error instanceof ApiError)) return false;
    if (codeOrStatus === undefined) return true;
    return typeof codeOrStatus === "number"
      ? error.status === codeOrStatus
      : error.code === codeOrStatus;
  }

  /**
   * Whether `error` is an `ApiError` of this operation, typing its `code` as the operation's:
   * `if (ApiError.of(e, "agentQuery") && e.code === "encounter_locked") ...`.
   */
  static of<Op extends OperationId>(error: unknown, operation: Op): error is ApiError<Op> {
    return error instanceof ApiError && error.operation === operation;
  }
}

/**
 * `data` of a result, or throws ApiError: for code that prefers exceptions. With the
 * `operationId`, the thrown error records it (`ApiError.of(e, operationId)` narrows on it).
 */
export async function unwrap<R extends { data?: unknown; error?: unknown }>(
  result: Promise<R> | R,
  operation?: OperationId,
): Promise<Exclude<R["data"], undefined>> {
  const { data, error } = await result;
  if (error !== undefined) throw new ApiError(error as ApiErrorBody, operation);
  return data as Exclude<R["data"], undefined>;
}
