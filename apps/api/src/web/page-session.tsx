import {
  type Caller,
  hmacHex,
  type RequestContext,
  requestContext,
  type Services,
  safeEqual,
  sha256Hex,
} from "@intake/core";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { html } from "hono/html";
import type { Child } from "hono/jsx";
import { clientAddress } from "../http/client-address";
import { SESSION_COOKIE } from "./account-pages";
import { Layout } from "./layout";

export type PageEnv = { Variables: { requestId: string } };

/** The signed-in person from the session cookie (set by /signin), or null. */
export async function sessionOf(
  services: Services,
  c: Context<PageEnv>,
): Promise<{ userId: string; token: string } | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  const session = await services.sessions.verify(token).catch(() => null);
  return session ? { userId: session.userId, token } : null;
}

/** The per-session form token (same derivation as the account pages). */
export const csrfOf = (services: Services, sessionToken: string) =>
  hmacHex(services.config.APP_SECRET, `csrf:${sha256Hex(sessionToken)}`);

export const validCsrf = (value: unknown, expected: string): boolean =>
  typeof value === "string" && safeEqual(value, expected);

/** A page request's context: the caller, the request id and the client's address. */
export const pageContext = (
  services: Services,
  c: Context<PageEnv>,
  caller: Caller,
): RequestContext =>
  requestContext(services, {
    caller,
    requestId: c.get("requestId"),
    clientAddress: clientAddress(c, services.config),
  });

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
          <p class="error">
            This form was sent from another site. Go to the page and submit it there.
          </p>,
        );
      }
    }
    return next();
  };
}

export function page(c: Context<PageEnv>, status: number, title: string, body: Child) {
  return c.html(html`<!doctype html>${<Layout title={title}>{body}</Layout>}`, status as 200);
}
