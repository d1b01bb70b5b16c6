import type { HttpMethod } from "openapi-typescript-helpers";
import type { components, paths } from "./generated/openapi";

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
 * `{status: 409, ...}` ... Narrow on `status` (and branch on `code`).
 */
export type OperationErrors<Operation> = Operation extends { responses: infer R }
  ? { [S in keyof R]: S extends ErrorStatus<S> ? JsonBodyOf<R[S]> & { status: S } : never }[keyof R]
  : never;

/** The error union of `METHOD path`, e.g. `ApiErrorOf<"/api/v1/agent/query", "post">`. */
export type ApiErrorOf<P extends keyof paths, M extends HttpMethod> =
  paths[P] extends Record<M, infer Operation> ? OperationErrors<Operation> : never;

/** Thrown by `unwrap` and by the resource methods for an error result. */
export class ApiError<Body extends ApiErrorBody = ApiErrorBody> extends Error {
  override readonly name = "ApiError";
  readonly status: Body["status"];
  readonly code: string;
  readonly body: Body;
  constructor(body: Body) {
    super(`${body.status} ${body.code}: ${body.error}`);
    this.status = body.status;
    this.code = body.code;
    this.body = body;
  }

  /** `error instanceof ApiError`, optionally with this `code` or status. */
  static is(error: unknown, codeOrStatus?: string | number): error is ApiError {
    if (!(error instanceof ApiError)) return false;
    if (codeOrStatus === undefined) return true;
    return typeof codeOrStatus === "number"
      ? error.status === codeOrStatus
      : error.code === codeOrStatus;
  }
}

/** `data` of a result, or throws ApiError: for code that prefers exceptions. */
export async function unwrap<R extends { data?: unknown; error?: unknown }>(
  result: Promise<R> | R,
): Promise<Exclude<R["data"], undefined>> {
  const { data, error } = await result;
  if (error !== undefined) throw new ApiError(error as ApiErrorBody);
  return data as Exclude<R["data"], undefined>;
}
