import type { HttpMethod } from "openapi-typescript-helpers";
import type { HttpMethods } from "./client";
import { ApiError, type ApiErrorBody, unwrap } from "./errors";
import type { components, paths } from "./generated/openapi";
import { nextCursorOf, type Page, Paginated } from "./pagination";

/** Per-call options of the resource methods. */
export interface CallOptions {
  /** Extra headers, e.g. `Idempotency-Key` (which also allows retrying a POST). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type Operation<P extends keyof paths, M extends HttpMethod> =
  paths[P] extends Record<M, infer O> ? O : never;
/** The JSON request body of `METHOD path`. */
export type BodyOf<P extends keyof paths, M extends HttpMethod> =
  Operation<P, M> extends {
    requestBody?: { content: { "application/json": infer B } };
  }
    ? B
    : never;
/** The query parameters of `METHOD path`. */
export type QueryOf<P extends keyof paths, M extends HttpMethod> =
  Operation<P, M> extends {
    parameters: { query?: infer Q };
  }
    ? NonNullable<Q>
    : never;

type Schemas = components["schemas"];

/**
 * The resource layer: one line per endpoint over the typed path methods, so each method is typed
 * from the same OpenAPI document. A new endpoint group (chat, subscriptions, prescribing) is a new
 * block here using its documented paths.
 */
export function createResources({ GET, POST, PATCH, DELETE }: HttpMethods) {
  /** A cursor-paginated list whose page is a top-level array or `{<key>: [...], nextCursor}`. */
  function paginate<T>(
    first: string | undefined,
    fetchPage: (cursor: string | undefined) => Promise<{
      data?: unknown;
      error?: unknown;
      response: Response;
    }>,
    itemsOf: (data: never) => T[],
  ): Paginated<T> {
    return new Paginated<T>(async (cursor): Promise<Page<T>> => {
      const { data, error, response } = await fetchPage(cursor);
      if (error !== undefined) throw new ApiError(error as ApiErrorBody);
      return { items: itemsOf(data as never), nextCursor: nextCursorOf(response, data) };
    }, first);
  }

  return {
    agent: {
      /** Evaluate a letter; start (no `session_token`) or continue an encounter. */
      query: (body: BodyOf<"/api/v1/agent/query", "post">, options?: CallOptions) =>
        unwrap(POST("/api/v1/agent/query", { body, ...options })),
    },
    knowledge: {
      /** Clinical literature excerpts with figures; free, no credential needed. */
      search: (query: QueryOf<"/api/v1/knowledge/search", "get">, options?: CallOptions) =>
        unwrap(GET("/api/v1/knowledge/search", { params: { query }, ...options })),
    },
    config: {
      conditions: (options?: CallOptions) =>
        unwrap(GET("/api/v1/config/conditions", { ...options })),
      pricing: (options?: CallOptions) => unwrap(GET("/api/v1/config/pricing", { ...options })),
    },
    users: {
      me: (options?: CallOptions) => unwrap(GET("/api/v1/users/me", { ...options })),
      /** Every submission across encounters and patients, newest first. */
      submissions: (
        query: QueryOf<"/api/v1/users/me/submissions", "get"> = {},
        options?: CallOptions,
      ): Paginated<Schemas["SubmissionListEntry"]> =>
        paginate(
          query.cursor,
          (cursor) =>
            GET("/api/v1/users/me/submissions", {
              params: { query: { ...query, cursor } },
              ...options,
            }),
          (data: Schemas["SubmissionListEntry"][]) => data,
        ),
    },
    /** Personal API keys: a session JWT only (an API key gets 403 `session_required`). */
    keys: {
      create: (body: BodyOf<"/api/v1/users/me/api-keys", "post">, options?: CallOptions) =>
        unwrap(POST("/api/v1/users/me/api-keys", { body, ...options })),
      list: (options?: CallOptions) => unwrap(GET("/api/v1/users/me/api-keys", { ...options })),
      revoke: (keyId: string, options?: CallOptions) =>
        unwrap(
          DELETE("/api/v1/users/me/api-keys/{keyId}", { params: { path: { keyId } }, ...options }),
        ),
    },
    patients: {
      list: (options?: CallOptions) => unwrap(GET("/api/v1/patients", { ...options })),
      get: (id: string, options?: CallOptions) =>
        unwrap(GET("/api/v1/patients/{id}", { params: { path: { id } }, ...options })),
      create: (body: BodyOf<"/api/v1/patients", "post">, options?: CallOptions) =>
        unwrap(POST("/api/v1/patients", { body, ...options })),
      update: (id: string, body: BodyOf<"/api/v1/patients/{id}", "patch">, options?: CallOptions) =>
        unwrap(PATCH("/api/v1/patients/{id}", { params: { path: { id } }, body, ...options })),
      archive: (id: string, options?: CallOptions) =>
        unwrap(DELETE("/api/v1/patients/{id}", { params: { path: { id } }, ...options })),
      startIdentitySession: (id: string, options?: CallOptions) =>
        unwrap(
          POST("/api/v1/patients/{id}/identity-session", { params: { path: { id } }, ...options }),
        ),
    },
    encounters: {
      /** Most recent first; iterate with `for await` (pages follow `X-Next-Cursor`). */
      list: (
        query: QueryOf<"/api/v1/encounters", "get"> = {},
        options?: CallOptions,
      ): Paginated<Schemas["EncounterSummary"]> =>
        paginate(
          query.cursor,
          (cursor) =>
            GET("/api/v1/encounters", { params: { query: { ...query, cursor } }, ...options }),
          (data: Schemas["EncounterSummary"][]) => data,
        ),
      get: (id: string, options?: CallOptions) =>
        unwrap(GET("/api/v1/encounters/{id}", { params: { path: { id } }, ...options })),
      turns: (
        id: string,
        query: QueryOf<"/api/v1/encounters/{id}/turns", "get"> = {},
        options?: CallOptions,
      ) =>
        unwrap(
          GET("/api/v1/encounters/{id}/turns", { params: { path: { id }, query }, ...options }),
        ),
      latestTurn: (id: string, options?: CallOptions) =>
        unwrap(
          GET("/api/v1/encounters/{id}/latest-turn", { params: { path: { id } }, ...options }),
        ),
      /** Owner only; 400 when the encounter is already terminal. */
      cancel: (id: string, options?: CallOptions) =>
        unwrap(POST("/api/v1/encounters/{id}/cancel", { params: { path: { id } }, ...options })),
    },
  };
}

export type Resources = ReturnType<typeof createResources>;
