import { requireAccount, resolveCaller } from "@intake/core/accounts";
import { requireDeveloperKey } from "@intake/core/developers";
import type { Services } from "@intake/core/kernel";
import { requestContext, unauthorized } from "@intake/core/kernel";
import type { AnyRouter } from "@trpc/server";
import type { Context as HonoContext } from "hono";
import { clientAddress } from "../http/client-address";
import {
  type ErrorResponse,
  invalidBody,
  invalidField,
  malformedJson,
  simple,
  toErrorResponse,
  unsupportedMediaType,
} from "../http/errors";
import {
  type Claim,
  claimIdempotencyKey,
  idempotencyScope,
  REPLAYED_HEADER,
} from "../http/idempotency";
import { requestText } from "../http/node-body";
import { compileDirectCall, type DirectCall } from "./direct-call";
import { type RestProcedure, restProcedures } from "./procedures";

/** A procedure as tRPC calls it (the same call `router.createCaller` makes). */
type CallableProcedure = ((opts: {
  ctx: unknown;
  path: string;
  type: string;
  getRawInput: () => Promise<unknown>;
  signal: undefined;
  batchIndex: number;
}) => Promise<unknown>) & { _def: { type: string } };

/** One REST endpoint, compiled once at start-up from its procedure's meta. */
interface Route extends RestProcedure {
  pattern: RegExp;
  /** Path parameter names in order (`{id}` -> `id`). */
  params: string[];
  call: CallableProcedure;
  /** The same call without tRPC's middleware runner (null: a middleware it does not know). */
  direct: DirectCall | null;
  type: string;
  /** Whether the input schema takes no input (void/undefined/never). */
  voidInput: boolean;
  /** Top-level input fields that are arrays: a single query value is wrapped in an array. */
  arrayFields: string[];
  /** JSON bodies (POST, PATCH, PUT) or query strings (GET, DELETE), as trpc-to-openapi reads them. */
  usesBody: boolean;
}

/**
 * The `/api/v1` REST facade: our own adapter over the same procedure meta trpc-to-openapi
 * documents, with its request rules (routes matched case-insensitively, trailing slashes
 * ignored, path parameters as sent, query values coerced by the input schema, JSON bodies not
 * coerced, input = body or query merged with path parameters). Routes are compiled once; a
 * request costs a route lookup, the caller, the input and the procedure call (our guards, zod in
 * and out: `compileDirectCall`, which runs what tRPC runs without its generic middleware runner),
 * and never materialises a Fetch `Request` (a body is read from the Node request). Errors are
 * answered by the one mapping function.
 */
export function createRestHandler(options: { router: AnyRouter; services: Services }) {
  const { router, services } = options;
  const procedures = restProcedures(router);
  pinStrictBodySchemas(procedures);
  const routes = procedures.map((p) => compileRoute(router, p));
  // Static paths by lower-cased path; paths with parameters by pattern.
  const staticRoutes = new Map<string, Route[]>();
  const dynamicRoutes: Route[] = [];
  for (const route of routes) {
    if (route.params.length > 0) {
      dynamicRoutes.push(route);
      continue;
    }
    const key = normalise(route.path).toLowerCase();
    staticRoutes.set(key, [...(staticRoutes.get(key) ?? []), route]);
  }

  return async (c: HonoContext): Promise<Response> => {
    const requestId = c.get("requestId") as string;
    const { pathname, search } = splitUrl(c.req.url);
    const path = normalise(pathname);
    const requested = c.req.method.toUpperCase();
    // HEAD is GET without the body (RFC 9110 9.3.2); Node drops the body of a HEAD response.
    const method = requested === "HEAD" ? "GET" : requested;

    let matching = staticRoutes.get(path.toLowerCase());
    if (!matching) matching = dynamicRoutes.filter((r) => r.pattern.test(path));
    if (matching.length === 0) {
      return send(
        c,
        simple(
          404,
          "route_not_found",
          `No endpoint ${requested} ${pathname}. See /api/v1/openapi.json for the list.`,
        ),
      );
    }
    const route = matching.find((r) => r.method === method);
    // The documented template, for metrics and traces (never the path's values).
    if (route) c.set("route", route.path);
    if (!route) {
      const methods = new Set<string>(matching.map((r) => r.method));
      if (methods.has("GET")) methods.add("HEAD");
      const allow = [...methods].join(", ");
      return send(
        c,
        simple(
          405,
          "method_not_allowed",
          `${requested} is not allowed on ${pathname}; use ${allow}.`,
          {
            Allow: allow,
          },
        ),
      );
    }

    try {
      const resolved = resolveCaller(services, {
        authorization: c.req.header("authorization"),
        xApiKey: c.req.header("x-api-key"),
      });
      const caller = resolved instanceof Promise ? await resolved : resolved;
      // Credentials before the body: a request without one is not read further.
      if (caller.kind === "anonymous" && route.protect) refuseAnonymous(route);
      const ctx = requestContext(services, {
        caller,
        requestId,
        clientAddress: clientAddress(c, services.config),
        responseHeaders: {},
        idempotencyKey:
          method === "POST" || method === "PATCH" ? c.req.header("idempotency-key") : undefined,
      });

      let body: unknown;
      if (route.usesBody) {
        const text = await requestText(c);
        const start = firstNonSpace(text);
        if (start !== -1) {
          const type = c.req.header("content-type") ?? "";
          if (!/^application\/(.+\+)?json\b/i.test(type)) return send(c, unsupportedMediaType());
          // Every body of this API is a JSON object: a string, array, number, true/false or null
          // is refused by its first character, before it is parsed (a 9 MB string or a 4 M
          // element array would otherwise be parsed, then spread into an object key by key).
          if (text.charCodeAt(start) !== 0x7b /* { */) {
            return send(
              c,
              JSON_VALUE_START.test(text[start] as string) ? invalidBody() : malformedJson(),
            );
          }
          try {
            body = JSON.parse(text);
          } catch {
            return send(c, malformedJson());
          }
        }
      }
      const query = route.usesBody ? null : parseQuery(search);

      const forbidden =
        (body === undefined ? null : findForbidden(body, "")) ??
        (query && search !== ""
          ? Object.entries(query)
              .map(([key, values]) => findForbidden([key, ...values], "") && [key, NUL_PROBLEM])
              .find(Boolean)
          : null);
      if (forbidden) return send(c, invalidField(forbidden[0] as string, forbidden[1] as string));

      let input: unknown;
      if (!route.voidInput) {
        const fields: Record<string, unknown> = route.usesBody
          ? { ...(body as object) }
          : queryInput(query ?? {}, route.arrayFields);
        if (route.params.length > 0) {
          const groups = route.pattern.exec(path)?.groups ?? {};
          for (const name of route.params) fields[name] = groups[name];
        }
        input = fields;
      }

      // Idempotency-Key (http/idempotency.ts): replay the first answer, or claim the key.
      let claim: Claim | undefined;
      const idempotencyKey = ctx.idempotencyKey;
      if (route.idempotency === "replay" && idempotencyKey !== undefined) {
        const scope = idempotencyScope(caller);
        if (scope !== null) {
          claim = await claimIdempotencyKey(services, {
            scope,
            key: idempotencyKey,
            operation: `${route.method} ${route.path}`,
            input: input ?? null,
          });
          if ("replay" in claim) {
            const { status, body: replayed, headers } = claim.replay;
            for (const name in headers) c.header(name, headers[name]);
            c.header(REPLAYED_HEADER, "true");
            return c.body(replayed as string, status as 200, {
              "Content-Type": "application/json",
            });
          }
        }
      }

      let data: unknown;
      try {
        data = route.direct
          ? await route.direct(ctx, input, route.procedurePath)
          : await route.call({
              ctx,
              path: route.procedurePath,
              type: route.type,
              getRawInput: async () => input,
              signal: undefined,
              batchIndex: 0,
            });
      } catch (error) {
        // An error answer is not kept: a retry with the same key runs again.
        if (claim && "release" in claim) await claim.release().catch(() => {});
        throw error;
      }
      const extraHeaders = ctx.responseHeaders;
      if (extraHeaders) for (const name in extraHeaders) c.header(name, extraHeaders[name]);
      const text = JSON.stringify(data) ?? null;
      if (claim && "store" in claim) {
        await claim.store({
          status: route.successStatus,
          body: text,
          headers: { ...(extraHeaders ?? {}) },
        });
      }
      return c.body(text, route.successStatus as 200, {
        "Content-Type": "application/json",
      });
    } catch (error) {
      return send(c, toErrorResponse(error, requestId), error);
    }
  };
}

/** The first character of a JSON value other than an object (`"`, `[`, a number, `true`, `false`, `null`). */
const JSON_VALUE_START = /["[\-0-9tfn]/;

/** Index of the first character that is not JSON whitespace, or -1. */
function firstNonSpace(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch !== 0x20 && ch !== 0x0a && ch !== 0x0d && ch !== 0x09) return i;
  }
  return -1;
}

/** 401 for a request without a credential on an endpoint that needs one (before its body is read). */
function refuseAnonymous(route: Route): never {
  const anonymous = { kind: "anonymous" } as const;
  if (route.access === "account" || route.access === "session") requireAccount(anonymous);
  if (route.access === "developer") requireDeveloperKey(anonymous);
  throw unauthorized(
    `${route.method} ${route.path} needs a credential: send it as 'Authorization: Bearer <token>' (which kinds it takes: /api/v1/openapi.json).`,
  );
}

/** The path and query of a request URL, without building a URL object. */
function splitUrl(url: string): { pathname: string; search: string } {
  const start = url.indexOf("/", url.indexOf("://") + 3);
  if (start === -1) return { pathname: "/", search: "" };
  const q = url.indexOf("?", start);
  const hash = url.indexOf("#", start);
  const end = hash === -1 ? url.length : hash;
  return q === -1 || q > end
    ? { pathname: url.slice(start, end), search: "" }
    : { pathname: url.slice(start, q), search: url.slice(q + 1, end) };
}

/** Trailing slashes are ignored, as trpc-to-openapi ignores them. */
function normalise(path: string): string {
  return path.replace(/\/+$/, "") || "/";
}

function compileRoute(router: AnyRouter, procedure: RestProcedure): Route {
  const documented = normalise(procedure.path);
  const params = [...documented.matchAll(/\{(.+?)\}/g)].map((m) => m[1] as string);
  const source = documented.replace(/\{(.+?)\}/g, (_, name: string) => `(?<${name}>[^/]+)`);
  const call = (router._def.procedures as Record<string, CallableProcedure>)[
    procedure.procedurePath
  ] as CallableProcedure;
  const inputSchema = mergedInput(procedure.inputs);
  const unwrapped = unwrap(inputSchema);
  const kind = defOf(unwrapped)?.type;
  const usesBody = procedure.method !== "GET" && procedure.method !== "DELETE";
  const arrayFields: string[] = [];
  if (kind === "object") {
    const shape = defOf(unwrapped)?.shape as Record<string, unknown>;
    for (const [key, field] of Object.entries(shape)) {
      const def = defOf(field);
      const inner = def?.type === "optional" ? defOf(def.innerType) : def;
      if (inner?.type === "array") arrayFields.push(key);
    }
    // The adapter's coercion of query strings (numbers, booleans, dates), applied once here
    // rather than on every request; body schemas were pinned strict above.
    coerceSchema(unwrapped);
  }
  return {
    ...procedure,
    pattern: new RegExp(`^${source}$`, "i"),
    params,
    call,
    direct: compileDirectCall(call),
    type: call._def.type,
    voidInput: kind === "void" || kind === "undefined" || kind === "never",
    arrayFields,
    usesBody,
  };
}

/** Query parameters as trpc-to-openapi hands them over: one value as is, several as an array. */
function queryInput(
  query: Record<string, string[]>,
  arrayFields: string[],
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(query)) {
    const value = values.length === 1 ? values[0] : values;
    // Defined as an own property: `__proto__` as a name must not become the prototype.
    Object.defineProperty(input, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  for (const key of arrayFields) {
    if (input[key] !== undefined && !Array.isArray(input[key])) input[key] = [input[key]];
  }
  return input;
}

/** Query parameters (name -> values) on an object without a prototype. */
function parseQuery(search: string): Record<string, string[]> {
  const query: Record<string, string[]> = Object.create(null);
  if (search === "") return query;
  for (const [key, value] of new URLSearchParams(search)) {
    const values = query[key];
    if (values) values.push(value);
    else query[key] = [value];
  }
  return query;
}

type ZodDef = Record<string, unknown> & { type?: string };
const defOf = (schema: unknown): ZodDef | undefined =>
  (schema as { _zod?: { def: ZodDef } } | undefined)?._zod?.def;

/** Several `.input()` calls merge into one object schema; none is an empty object. */
function mergedInput(inputs: unknown[]): unknown {
  if (inputs.length === 1) return inputs[0];
  if (inputs.length === 0) return undefined;
  // Not used by our procedures (one input each); handled as trpc-to-openapi would.
  return inputs.reduce(
    (acc: unknown, next) => (acc as { merge: (o: unknown) => unknown }).merge(next),
    inputs[0],
  );
}

/** trpc-to-openapi's unwrapping of the input schema (preprocess pipes read as their input). */
function unwrap(schema: unknown): unknown {
  const def = defOf(schema);
  if (!def) return schema;
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
      return unwrap(def.innerType);
    case "lazy":
      return unwrap((def.getter as () => unknown)());
    case "pipe":
      return unwrap(defOf(def.out)?.type === "transform" ? def.in : def.out);
    default:
      return schema;
  }
}

/** Sets `coerce` on the number/boolean/bigint/date fields (nested objects too), as the adapter did. */
function coerceSchema(schema: unknown): void {
  const shape = defOf(schema)?.shape as Record<string, unknown> | undefined;
  if (!shape) return;
  for (const field of Object.values(shape)) {
    const inner = unwrapField(field);
    const def = defOf(inner);
    if (!def) continue;
    if (
      def.type === "number" ||
      def.type === "boolean" ||
      def.type === "bigint" ||
      def.type === "date"
    ) {
      def.coerce = true;
    } else if (def.type === "object") {
      coerceSchema(inner);
    }
  }
}

/** trpc-to-openapi's unwrapping of a field (arrays to their element, no preprocess unwrapping). */
function unwrapField(schema: unknown): unknown {
  const def = defOf(schema);
  if (!def) return schema;
  switch (def.type) {
    case "array":
      return unwrapField(def.element);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
      return unwrapField(def.innerType);
    case "lazy":
      return unwrapField((def.getter as () => unknown)());
    default:
      return schema;
  }
}

/** No request of this API nests deeper; deeper JSON would only exhaust the stack further on. */
export const MAX_JSON_DEPTH = 32;

/**
 * What no field may hold, as `[path, problem]`, or null: a string (value or key) with U+0000
 * (PostgreSQL cannot store NUL in text, and no field of this API has a use for it, so every field
 * refuses it the same way), or nesting deeper than MAX_JSON_DEPTH. Iterative: the input is
 * untrusted and may be deep.
 */
function findForbidden(root: unknown, rootPath: string): [string, string] | null {
  const stack: [unknown, string, number][] = [[root, rootPath, 0]];
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop() as [unknown, string, number];
    if (typeof value === "string") {
      if (value.includes("\u0000")) return [path || "(body)", NUL_PROBLEM];
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_JSON_DEPTH)
      return [path || "(body)", `is nested deeper than ${MAX_JSON_DEPTH} levels`];
    // Pushed last-first, so the first offending field in document order is reported.
    for (const [key, child] of Object.entries(value).reverse()) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes("\u0000")) return [childPath, NUL_PROBLEM];
      stack.push([child, childPath, depth + 1]);
    }
  }
  return null;
}

const NUL_PROBLEM = "must not contain the NUL character (U+0000)";

function send(c: HonoContext, error: ErrorResponse, cause?: unknown): Response {
  if (error.status >= 500) c.set("error", cause ?? new Error(String(error.body.error)));
  for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
  return c.json(error.body, error.status as 400);
}

/**
 * trpc-to-openapi sets `coerce` on the number/boolean/date fields of every input schema, bodies
 * included, so `"false"` would become `true`. JSON bodies carry real types: pin coercion off there.
 */
function pinStrictBodySchemas(procedures: RestProcedure[]): void {
  for (const procedure of procedures) {
    if (procedure.method === "GET" || procedure.method === "DELETE") continue;
    for (const input of procedure.inputs) pinSchema(input, new Set());
  }
}

type ZodLike = { _zod?: { def: Record<string, unknown> } };

function pinSchema(schema: unknown, seen: Set<unknown>): void {
  const def = (schema as ZodLike)?._zod?.def;
  if (!def || seen.has(def)) return;
  seen.add(def);
  switch (def.type) {
    case "number":
    case "boolean":
    case "bigint":
    case "date":
      // Already pinned by an earlier app built from the same router (several apps per process in tests).
      if (Object.getOwnPropertyDescriptor(def, "coerce")?.configurable === false) return;
      Object.defineProperty(def, "coerce", {
        get: () => false,
        set: () => {},
        configurable: false,
      });
      return;
    case "object":
      for (const child of Object.values(def.shape as Record<string, unknown>))
        pinSchema(child, seen);
      return;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
      pinSchema(def.innerType, seen);
      return;
    case "array":
      pinSchema(def.element, seen);
      return;
    case "pipe":
      pinSchema(def.in, seen);
      pinSchema(def.out, seen);
      return;
    case "union":
      for (const option of def.options as unknown[]) pinSchema(option, seen);
      return;
  }
}
