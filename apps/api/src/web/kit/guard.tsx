import type { Services } from "@intake/core/kernel";
import type { MiddlewareHandler } from "hono";
import { Notice } from "./components";
import { page } from "./layout";
import type { PageEnv } from "./session";

/**
 * Private pages: never cached, never framed, referrers only to this site (they carry tokens, which
 * must never reach another site), and POSTs only from this site (an Origin naming another site is
 * refused). `same-origin`, not `no-referrer`: under no-referrer Chromium sends `Origin: null` on
 * our own forms and the consent page's identity step (a redirect across our BASE_URL/WEB_URL)
 * breaks; `null` is accepted only with `Sec-Fetch-Site: same-origin`, which a page of another
 * site (or a sandboxed frame) cannot send. Every other answer is `no-referrer`
 * (http/security-headers.ts).
 */
export function privatePageGuard(services: Services): MiddlewareHandler<PageEnv> {
  return async (c, next) => {
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "same-origin");
    c.header("X-Frame-Options", "DENY");
    if (c.req.method === "POST") {
      const origin = c.req.header("origin");
      const allowed = [new URL(c.req.url).origin, new URL(services.config.WEB_URL).origin];
      const sameOriginNull = origin === "null" && c.req.header("sec-fetch-site") === "same-origin";
      if (origin && !sameOriginNull && !allowed.includes(origin)) {
        return page(
          c,
          403,
          "Refused",
          <Notice tone="error" title="Refused">
            <p>
              This form was sent from another site. Nothing was changed: go to the page on this site
              and send the form there.
            </p>
          </Notice>,
        );
      }
    }
    return next();
  };
}

/** The answer to a form whose CSRF token is missing or stale. */
export function csrfRefused(c: Parameters<typeof page>[0]) {
  return page(
    c,
    403,
    "Please try again",
    <Notice tone="error" title="This form has expired">
      <p>Nothing was changed. Go back, reload the page and send the form again.</p>
    </Notice>,
  );
}
