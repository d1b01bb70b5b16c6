import type { MiddlewareHandler } from "hono";

/**
 * The Content-Security-Policy of the HTML pages: server-rendered, no inline script, scripts only
 * from this origin (/docs), never framed; forms and images to this origin, the service's own
 * BASE_URL / WEB_URL (`origins`), or HTTPS (Stripe's hosted pages after a redirect).
 */
export function pageCsp(origins: string[] = []): string {
  const own = origins.length ? ` ${origins.join(" ")}` : "";
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https:${own}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    `form-action 'self' https:${own}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Headers on every response, unless its handler chose otherwise: `nosniff`, no referrer (page
 * URLs carry tokens), `Cache-Control: no-store` (API answers and pages carry personal and health
 * data; public, cacheable answers set their own), `X-Frame-Options: DENY` (nothing of this
 * service is meant to be framed), and on HTML pages the page CSP (with `frame-ancestors 'none'`).
 */
export function securityHeaders(options: { origins?: string[] } = {}): MiddlewareHandler {
  const csp = pageCsp(options.origins);
  return async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      headers.set("X-Content-Type-Options", "nosniff");
    } catch {
      // An immutable response (from fetch): copied once so its headers can be set.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set("X-Content-Type-Options", "nosniff");
    }
    if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "no-referrer");
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
    headers.set("X-Frame-Options", "DENY");
    if (headers.get("Content-Type")?.startsWith("text/html")) {
      if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", csp);
    }
  };
}
