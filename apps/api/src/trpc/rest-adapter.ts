import type { RequestContext, Services } from "@intake/core";
import { resolveCaller } from "@intake/core";
import type { AnyRouter } from "@trpc/server";
import type { Context as HonoContext } from "hono";
import { createOpenApiNodeHttpHandler } from "trpc-to-openapi";
import { clientAddress } from "../http/client-address";
import {
  type ErrorResponse,
  malformedJson,
  simple,
  toErrorResponse,
  unsupportedMediaType,
} from "../http/errors";
import { type RestProcedure, restProcedures } from "./procedures";

const STATE = Symbol("intake.request-state");
const NEVER_ABORTED = new AbortController().signal;

/** What one request carries through the adapter: our context in, the thrown error out. */
interface RequestState {
  context: RequestContext;
  error?: unknown;
  query?: unknown;
}

interface Route extends RestProcedure {
  pattern: RegExp;
}

/**
 * The `/api/v1` REST facade: trpc-to-openapi's handler, built once (its fetch adapter rebuilds it
 * and re-validates the router on every request), fed a request whose JSON body we parsed, with
 * errors captured in `onError` and answered in our own envelope.
 */
export function createRestHandler(options: { router: AnyRouter; services: Services }) {
  const { router, services } = options;
  const procedures = restProcedures(router);
  const routes = procedures.map(toRoute);
  pinStrictBodySchemas(procedures);
  const successStatus = new Map(routes.map((r) => [r.procedurePath, r.successStatus]));

  const handle = createOpenApiNodeHttpHandler({
    router,
    createContext: ({ req }: { req: Record<symbol, RequestState> }) => req[STATE]?.context,
    onError: ({ error, req }: { error: unknown; req: Record<symbol, RequestState> }) => {
      const state = req[STATE];
      if (state) state.error = error;
    },
    responseMeta: ({ paths, errors }: { paths?: string[]; errors: unknown[] }) =>
      errors.length === 0 && paths?.[0] ? { status: successStatus.get(paths[0]) ?? 200 } : {},
  } as unknown as Parameters<typeof createOpenApiNodeHttpHandler>[0]);

  return async (c: HonoContext): Promise<Response> => {
    const requestId = c.get("requestId") as string;
    const url = new URL(c.req.url);
    const path = url.pathname.replace(/\/+$/, "") || "/";
    const method = c.req.method.toUpperCase();

    const matching = routes.filter((r) => r.pattern.test(path));
    if (matching.length === 0) {
      return send(
        c,
        simple(
          404,
          "route_not_found",
          `No endpoint ${method} ${url.pathname}. See /api/v1/openapi.json for the list.`,
        ),
      );
    }
    if (!matching.some((r) => r.method === method)) {
      const allow = [...new Set(matching.map((r) => r.method))].join(", ");
      return send(
        c,
        simple(
          405,
          "method_not_allowed",
          `${method} is not allowed on ${url.pathname}; use ${allow}.`,
          { Allow: allow },
        ),
      );
    }

    try {
      const caller = await resolveCaller(services, {
        authorization: c.req.header("authorization"),
        xApiKey: c.req.header("x-api-key"),
      });
      const ctx: RequestContext = {
        ...services,
        caller,
        requestId,
        clientAddress: clientAddress(c, services.config.TRUST_PROXY),
        responseHeaders: {},
        idempotencyKey:
          method === "POST" || method === "PATCH" ? c.req.header("idempotency-key") : undefined,
      };

      let body: unknown;
      const hasBody = method === "POST" || method === "PATCH" || method === "PUT";
      if (hasBody) {
        const text = await c.req.text();
        if (text.trim() !== "") {
          const type = c.req.header("content-type") ?? "";
          if (!/^application\/(.+\+)?json\b/i.test(type)) {
            return send(c, unsupportedMediaType());
          }
          try {
            body = JSON.parse(text);
          } catch {
            return send(c, malformedJson());
          }
        }
      }

      const state: RequestState = { context: ctx };
      // The adapter checks Content-Type only on body methods, whose body we parsed ourselves.
      const headers = hasBody ? jsonHeaders(c.req.raw.headers) : c.req.raw.headers;
      const request = new Proxy(c.req.raw, {
        get(target, prop) {
          if (prop === "url") return `http://api.local${path}${url.search}`;
          if (prop === "body") return body;
          if (prop === "headers") return headers;
          // Procedures do not watch for aborts; a shared signal spares an AbortSignal per request.
          if (prop === "signal") return NEVER_ABORTED;
          if (prop === "query") return state.query;
          if (prop === STATE) return state;
          const value = Reflect.get(target, prop, target);
          return typeof value === "function" ? value.bind(target) : value;
        },
        set(_target, prop, value) {
          if (prop !== "query") return false;
          state.query = value;
          return true;
        },
      });

      const response = await new Promise<Response>((resolve) => {
        let statusCode = 200;
        const responseHeaders = new Headers();
        const res = {
          setHeader: (key: string, value: string | string[]) => {
            for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(key, v);
          },
          get statusCode() {
            return statusCode;
          },
          set statusCode(code: number) {
            statusCode = code;
          },
          end: (payload?: string) =>
            resolve(
              new Response(payload ?? null, { status: statusCode, headers: responseHeaders }),
            ),
        };
        void handle(request as never, res as never);
      });

      if (response.status < 400) {
        for (const [k, v] of Object.entries(ctx.responseHeaders ?? {})) response.headers.set(k, v);
        return response;
      }
      const thrown =
        state.error ?? new Error(`adapter answered ${response.status} without an error`);
      return send(c, toErrorResponse(thrown, requestId), thrown);
    } catch (error) {
      return send(c, toErrorResponse(error, requestId), error);
    }
  };
}

/** Content-Type as the adapter expects it: JSON whenever we parsed a body ourselves. */
function jsonHeaders(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.set("content-type", "application/json");
  return copy;
}

function send(c: HonoContext, error: ErrorResponse, cause?: unknown): Response {
  if (error.status >= 500) c.set("error", cause ?? new Error(String(error.body.error)));
  for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
  return c.json(error.body, error.status as 400);
}

function toRoute(procedure: RestProcedure): Route {
  const source = procedure.path.replace(/\/+$/, "").replace(/\{(.+?)\}/g, "[^/]+");
  return { ...procedure, pattern: new RegExp(`^${source}$`, "i") };
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
