import openapiFetch, {
  type Client,
  type FetchResponse,
  type MaybeOptionalInit,
  type Middleware,
} from "openapi-fetch";
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from "openapi-typescript-helpers";
import type { OperationErrors } from "./errors";
import type { components, paths } from "./generated/openapi";
import { createResources, type InitOf, type Resources } from "./resources";
import { createTransport, type RetryOptions } from "./transport";

export type { components, paths };

/**
 * openapi-fetch's CommonJS build exports its client as `exports.default`; our CommonJS build
 * imports it with Node's semantics (the whole `exports` object), our ESM build gets the function.
 */
const createFetchClient: typeof openapiFetch =
  typeof openapiFetch === "function"
    ? openapiFetch
    : (openapiFetch as unknown as { default: typeof openapiFetch }).default;

export interface ClientOptions {
  /** The service's base address, e.g. `https://api.example.com` (paths carry `/api/v1`). */
  baseUrl: string;
  /** A personal API key (`ak_` + 64 hex), sent as `Authorization: Bearer …`. */
  apiKey?: string;
  /** Any other bearer credential: a session JWT, an encounter token or a developer key. */
  token?: string;
  /** A custom fetch (tests, proxies). Retries and timeouts wrap it. */
  fetch?: (input: Request) => Promise<Response>;
  headers?: Record<string, string>;
  /**
   * Retries of 429 and 5xx with backoff, honouring `Retry-After` (default: 2 retries). POST and
   * PATCH are retried only with an `Idempotency-Key` header. `false` turns retries off.
   */
  retry?: RetryOptions | false;
  /** Per attempt, in milliseconds (default 30,000; 0 turns it off). */
  timeoutMs?: number;
  /** Your app's name and version, e.g. `my-agent/1.2`; sent before `intake-sdk/<version>`. */
  userAgent?: string;
}

type InitParam<Init> =
  RequiredKeysOf<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }];

/** openapi-fetch's result, where `error` is the operation's documented error union. */
export type Result<Data, Errors> =
  | { data: Data; error?: never; response: Response }
  | { data?: never; error: Errors; response: Response };

type Method<M extends HttpMethod> = <
  Path extends PathsWithMethod<paths, M>,
  Init extends MaybeOptionalInit<paths[Path], M>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<
  Result<
    Exclude<
      FetchResponse<
        Extract<paths[Path][M], Record<string | number, unknown>>,
        Init,
        `${string}/${string}`
      >["data"],
      undefined
    >,
    OperationErrors<paths[Path][M]>
  >
>;

export interface HttpMethods {
  GET: Method<"get">;
  POST: Method<"post">;
  PATCH: Method<"patch">;
  PUT: Method<"put">;
  DELETE: Method<"delete">;
  /** The underlying openapi-fetch client, for middleware. */
  raw: Client<paths>;
}

export type IntakeClient = HttpMethods & Resources;

/**
 * A typed client for the API: paths, parameters, bodies and results come from the service's
 * OpenAPI document.
 *
 * The resource layer returns data and throws `ApiError`; the path methods return `{ data }` or
 * `{ error }`, where `error` is the operation's documented errors (`status`, `code`, `error`).
 *
 * ```ts
 * const api = createClient({ baseUrl: "https://api.example.com", apiKey });
 * const me = await api.users.me();
 * for await (const encounter of api.encounters.list()) console.log(encounter.state);
 * const { data, error } = await api.GET("/api/v1/users/me");
 * ```
 */
export function createClient(options: ClientOptions): IntakeClient {
  const credential = options.apiKey ?? options.token;
  const transport = createTransport({
    fetch: options.fetch,
    retry: options.retry ?? {},
    timeoutMs: options.timeoutMs,
    userAgent: options.userAgent,
  });
  const raw = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    fetch: transport,
    headers: {
      ...options.headers,
      ...(credential ? { Authorization: `Bearer ${credential}` } : {}),
    },
  });
  raw.use(statusInErrors);
  const methods: HttpMethods = {
    GET: raw.GET as unknown as Method<"get">,
    POST: raw.POST as unknown as Method<"post">,
    PATCH: raw.PATCH as unknown as Method<"patch">,
    PUT: raw.PUT as unknown as Method<"put">,
    DELETE: raw.DELETE as unknown as Method<"delete">,
    raw,
  };
  const init: InitOf = (call) => {
    if (!call) return {};
    const headers = {
      ...call.headers,
      ...(call.idempotencyKey ? { "Idempotency-Key": call.idempotencyKey } : {}),
    };
    return {
      headers,
      ...(call.signal ? { signal: call.signal } : {}),
      ...(call.timeout !== undefined || call.maxRetries !== undefined
        ? { fetch: transport.with({ timeoutMs: call.timeout, retries: call.maxRetries }) }
        : {}),
    };
  };
  return { ...methods, ...createResources(methods, init) };
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
