import { isIdentityWebhook, receiveIdentityWebhook } from "@intake/core/accounts";
import { handleProcessorWebhook } from "@intake/core/billing";
import type { Services } from "@intake/core/kernel";
import { Hono, type MiddlewareHandler } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import type { Logger } from "pino";
import { accessLog } from "./http/access-log";
import { simple, toErrorResponse } from "./http/errors";
import { liveness } from "./http/health";
import { imageRoute } from "./http/images-route";
import { kbImagesRoute } from "./http/kb-images-route";
import { LARGE_BODY_BYTES, limitBody, SMALL_BODY_BYTES } from "./http/limits";
import { publicCors } from "./http/public-cors";
import { type Lifecycle, readyzRoute } from "./http/readiness";
import { requestId } from "./http/request-id";
import { securityHeaders } from "./http/security-headers";
import { type Metrics, metricsTokenMatches } from "./observability/metrics";
import { appRouter } from "./routers";
import { buildOpenApiDocument } from "./trpc/openapi";
import { createRestHandler } from "./trpc/rest-adapter";
import { accountHomePages } from "./web/account-home-pages";
import { accountPages } from "./web/account-pages";
import { chatPage } from "./web/chat-page";
import { checkoutPages } from "./web/checkout-pages";
import { clinicianPages } from "./web/clinician-pages";
import { consentPages } from "./web/consent-pages";
import { developerPages } from "./web/developer-pages";
import { docsRoutes } from "./web/docs-page";
import { frontDoor } from "./web/front-door";
import { identityPages } from "./web/identity-pages";
import { invoicePages } from "./web/invoice-pages";
import { kitAssets, methodNotAllowedPage, notFoundPage, pageViewer, wantsHtml } from "./web/kit";
import { letterPages } from "./web/letter-pages";
import { pageIdGuard } from "./web/page-ids";
import { webhookPages } from "./web/webhook-pages";

export type AppEnv = { Variables: { requestId: string; error?: unknown; route?: string } };

/** What the server adds when it is configured for it (docs/operations.md). */
export interface Observability {
  /** Times requests; with `metricsToken` also serves `GET /metrics` on the API's port. */
  metrics?: Metrics;
  metricsToken?: string;
  /** Opens a span per request (tracing on). */
  tracing?: MiddlewareHandler;
}

/** Endpoints any web page may call (spec: knowledge base, config, agent query are public; the agent skill). */
const PUBLIC_CORS_PATHS = [
  "/SKILL.md",
  "/llms.txt",
  "/api/v1/knowledge/*",
  "/api/v1/config/*",
  "/api/v1/agent/query",
  "/api/v1/kb-images/*",
];
/** Endpoints whose bodies may carry up to three 10 MB images in base64. */
const LARGE_BODY_PATHS = [
  "/api/v1/agent/query",
  "/api/v1/prescribing/query",
  "/api/v1/prescribing/encounters/*",
];

/**
 * What every request passes through before its handler: request id, access log, CORS on the
 * public endpoints, body-size limits. (Also used by the benchmark's bare route, so it measures
 * only the REST facade.)
 */
export function applyCommonMiddleware(
  app: Hono<AppEnv>,
  logger: Logger,
  options: { origins?: string[] } = {},
): void {
  app.use("*", requestId);
  app.use("*", accessLog(logger));
  app.use("*", securityHeaders(options));
  for (const path of PUBLIC_CORS_PATHS) app.use(path, publicCors);
  for (const path of LARGE_BODY_PATHS) app.use(path, limitBody(LARGE_BODY_BYTES));
  const smallBodyLimit = limitBody(SMALL_BODY_BYTES);
  // Every other route (API, /developers/me/* aliases, pages, webhooks): pages and forms set
  // their own smaller limits on top.
  app.use("*", async (c, next) => {
    if (LARGE_BODY_PATHS.some((p) => matches(p, c.req.path))) return next();
    return smallBodyLimit(c, next);
  });
}

export function createApp(
  services: Services,
  logger: Logger,
  lifecycle: Lifecycle = { draining: false },
  observability: Observability = {},
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const openApiDocument = buildOpenApiDocument(appRouter, services.config.BASE_URL);
  const rest = createRestHandler({ router: appRouter, services });

  if (observability.tracing) app.use("*", observability.tracing);
  const { metrics, metricsToken } = observability;
  if (metrics) app.use("*", metrics.middleware);
  const { BASE_URL, WEB_URL, AUTH_ISSUER } = services.config;
  // Forms may lead to these origins: ours, and the OpenID provider that hosted sign-in
  // redirects to (an http:// provider in development or tests is not covered by `https:`).
  const formOrigins = [BASE_URL, WEB_URL, ...(AUTH_ISSUER ? [AUTH_ISSUER] : [])];
  applyCommonMiddleware(app, logger, {
    origins: [...new Set(formOrigins.map((u) => new URL(u).origin))],
  });
  if (metrics && metricsToken) {
    app.get("/metrics", async (c) => {
      if (!metricsTokenMatches(c.req.header("authorization"), metricsToken)) {
        const e = simple(
          401,
          "unauthorized",
          "GET /metrics needs 'Authorization: Bearer <METRICS_TOKEN>'.",
        );
        return c.json(e.body, 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
      }
      return c.body(await metrics.render(), 200, { "content-type": metrics.contentType });
    });
  }

  app.get("/healthz", (c) => c.json(liveness(services)));
  app.get("/readyz", readyzRoute(services, lifecycle));
  app.get("/.well-known/jwks.json", (c) => c.json(services.sessions.jwks()));
  app.get("/api/v1/openapi.json", (c) => c.json(openApiDocument));
  app.route("/", kitAssets());
  app.use("*", pageViewer(services));
  app.route("/docs", docsRoutes(openApiDocument, "/api/v1/openapi.json"));
  app.use("*", pageIdGuard());
  app.route("/", frontDoor(services, openApiDocument));
  app.route("/", letterPages(services));
  app.route("/", accountHomePages(services));
  app.route("/", accountPages(services));
  app.route("/", identityPages(services));
  app.route("/", consentPages(services));
  app.route("/", developerPages(services));
  app.route("/", webhookPages(services));
  app.route("/", invoicePages(services));
  app.route("/", checkoutPages(services));
  app.route("/", clinicianPages(services));
  app.route("/", chatPage(services));

  app.get("/api/v1/images/:id", imageRoute(services));
  app.post("/webhooks/stripe", limitBody(SMALL_BODY_BYTES), async (c) => {
    const rawBody = await c.req.text();
    const signature = c.req.header("stripe-signature") ?? "";
    // Stripe Identity's events (IDENTITY_PROVIDER=stripe) share the endpoint; the identity port
    // checks the signature itself before anything is read.
    if (services.ports.identity.receiveWebhook && isIdentityWebhook(rawBody)) {
      const outcome = await receiveIdentityWebhook(services, rawBody, signature);
      return c.json({ received: true, duplicate: outcome.duplicate, type: outcome.type });
    }
    if (!services.ports.payments.receiveWebhook) {
      const e = simple(
        404,
        "route_not_found",
        "Stripe webhooks are not enabled (PAYMENTS is not stripe).",
      );
      return c.json(e.body, 404);
    }
    // Verified on the raw bytes, before any parsing.
    const outcome = await handleProcessorWebhook(services, rawBody, signature);
    return c.json({ received: true, duplicate: outcome.duplicate, type: outcome.type });
  });
  app.route("/api/v1/kb-images", kbImagesRoute(services));

  app.all("/api/v1/*", rest);
  app.all("/developers/me/*", rest);

  // A browser asking for a page that is not there gets a page (404, or 405 for an address that
  // exists under other methods); API paths and every other client get the JSON envelope.
  let pageMethods: ((path: string) => string[]) | undefined;
  app.notFound((c) => {
    if (!c.req.path.startsWith("/api/") && wantsHtml(c.req.header("accept"))) {
      pageMethods ??= pageRouteMethods(app);
      const allow = pageMethods(c.req.path);
      if (allow.length > 0 && !allow.includes(c.req.method)) return methodNotAllowedPage(c, allow);
      return notFoundPage(c);
    }
    const e = simple(
      404,
      "route_not_found",
      `Nothing at ${c.req.method} ${c.req.path}. The API lives under /api/v1 (reference at /docs).`,
    );
    return c.json(e.body, 404);
  });
  app.onError((error, c) => {
    c.set("error", error);
    const e = toErrorResponse(error, c.get("requestId") ?? "unknown");
    for (const [k, v] of Object.entries(e.headers)) c.header(k, v);
    return c.json(e.body, e.status as 500);
  });
  return app;
}

/**
 * The methods each page address answers (routes registered for one method, outside /api/ and
 * /webhooks/), as
 * a lookup: `/checkout/<id>/pay` → ["POST"]. Built once, from the app's own routes.
 */
function pageRouteMethods(app: Hono<AppEnv>): (path: string) => string[] {
  const router = new TrieRouter<string>();
  for (const route of app.routes) {
    if (route.method === "ALL" || /^\/(api|webhooks)\//.test(route.path)) continue;
    router.add("ALL", route.path, route.method.toUpperCase());
  }
  return (path) => {
    const methods = new Set(router.match("GET", path)[0].map(([method]) => method));
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods];
  };
}

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}
