import createFetchClient, {
  type Client,
  type FetchResponse,
  type MaybeOptionalInit,
  type Middleware,
} from "openapi-fetch";
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from "openapi-typescript-helpers";
import type { components, paths } from "./generated/openapi";

export type { components, paths };

/** Every non-2xx body of the API, with the HTTP status added by the client. */
export type ApiErrorBody = components["schemas"]["Error"] & { status: number };

export interface ClientOptions {
  /** The service's base address, e.g. `https://api.example.com` (paths carry `/api/v1`). */
  baseUrl: string;
  /** A personal API key (`ak_` + 64 hex), sent as `Authorization: Bearer …`. */
  apiKey?: string;
  /** Any other bearer credential: a session JWT, an encounter token or a developer key. */
  token?: string;
  /** A custom fetch (tests, proxies, retries). */
  fetch?: (input: Request) => Promise<Response>;
  headers?: Record<string, string>;
}

type InitParam<Init> =
  RequiredKeysOf<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }];

/** openapi-fetch's result, where an error also carries the HTTP `status`. */
type WithStatus<R> = R extends { error: infer E }
  ? [E] extends [undefined] | [never]
    ? R
    : Omit<R, "error"> & { error: ApiErrorBody & E }
  : R;

type Method<M extends HttpMethod> = <
  Path extends PathsWithMethod<paths, M>,
  Init extends MaybeOptionalInit<paths[Path], M>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<
  WithStatus<
    FetchResponse<
      Extract<paths[Path][M], Record<string | number, unknown>>,
      Init,
      `${string}/${string}`
    >
  >
>;

export interface IntakeClient {
  GET: Method<"get">;
  POST: Method<"post">;
  PATCH: Method<"patch">;
  PUT: Method<"put">;
  DELETE: Method<"delete">;
  /** The underlying openapi-fetch client, for middleware. */
  raw: Client<paths>;
}

/**
 * A typed client for the API: paths, parameters, bodies and results come from the service's
 * OpenAPI document. Results are `{ data }` or `{ error }`; `error` has `status`, `code`, `error`.
 *
 * ```ts
 * const api = createClient({ baseUrl: "https://api.example.com", apiKey });
 * const { data, error } = await api.GET("/api/v1/users/me");
 * if (error) console.error(error.status, error.code, error.error);
 * ```
 */
export function createClient(options: ClientOptions): IntakeClient {
  const credential = options.apiKey ?? options.token;
  const raw = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    fetch: options.fetch,
    headers: {
      ...options.headers,
      ...(credential ? { Authorization: `Bearer ${credential}` } : {}),
    },
  });
  raw.use(statusInErrors);
  return {
    GET: raw.GET as unknown as Method<"get">,
    POST: raw.POST as unknown as Method<"post">,
    PATCH: raw.PATCH as unknown as Method<"patch">,
    PUT: raw.PUT as unknown as Method<"put">,
    DELETE: raw.DELETE as unknown as Method<"delete">,
    raw,
  };
}

/** Puts the HTTP status into error bodies, and gives non-JSON failures the same shape. */
const statusInErrors: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const text = await response.clone().text();
    let body: Record<string, unknown>;
    try {
      const parsed = JSON.parse(text);
      body = parsed && typeof parsed === "object" ? parsed : { error: text, code: "unknown_error" };
    } catch {
      body = { error: text || response.statusText, code: "unknown_error" };
    }
    const headers = new Headers(response.headers);
    headers.set("content-type", "application/json");
    return new Response(JSON.stringify({ ...body, status: response.status }), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

/** Thrown by `unwrap` for an error result. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: string;
  readonly body: ApiErrorBody;
  constructor(body: ApiErrorBody) {
    super(`${body.status} ${body.code}: ${body.error}`);
    this.status = body.status;
    this.code = body.code;
    this.body = body;
  }
}

/** `data` of a result, or throws ApiError: for code that prefers exceptions. */
export async function unwrap<T>(result: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const { data, error } = await result;
  if (error !== undefined) throw new ApiError(error as ApiErrorBody);
  return data as T;
}
