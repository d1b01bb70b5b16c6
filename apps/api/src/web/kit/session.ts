import { type Caller, getViewer, type Viewer } from "@intake/core/accounts";
import {
  hmacHex,
  type RequestContext,
  requestContext,
  type Services,
  safeEqual,
  sha256Hex,
} from "@intake/core/kernel";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { clientAddress } from "../../http/client-address";

/** The page session cookie (set by /signin; HttpOnly, Secure, SameSite=Lax). */
export const SESSION_COOKIE = "intake_session";

export type PageEnv = { Variables: { requestId: string } };

export interface PageSession {
  userId: string;
  token: string;
  sessionId: string | null;
}

interface Resolved {
  session: PageSession | null;
  viewer: Viewer | null;
  csrf: string;
}

// Per request (keyed by the raw Request): the session is verified once, whoever asks first.
const resolved = new WeakMap<Request, Resolved>();

async function resolve(services: Services, c: Context): Promise<Resolved> {
  const cached = resolved.get(c.req.raw);
  if (cached) return cached;
  const token = getCookie(c, SESSION_COOKIE);
  let out: Resolved = { session: null, viewer: null, csrf: "" };
  if (token) {
    const s = await services.sessions.verify(token).catch(() => null);
    if (s) {
      const viewer = await getViewer(services.db, s.userId);
      if (viewer) {
        const session = { userId: s.userId, token, sessionId: s.sessionId };
        out = { session, viewer, csrf: csrfOf(services, token) };
      }
    }
  }
  resolved.set(c.req.raw, out);
  return out;
}

/** The signed-in person from the session cookie, or null. */
export async function sessionOf(services: Services, c: Context): Promise<PageSession | null> {
  return (await resolve(services, c)).session;
}

/** Who is signed in, once `pageViewer` ran for this request (the header reads it). */
export function viewerOf(c: Context): { viewer: Viewer; csrf: string } | null {
  const r = resolved.get(c.req.raw);
  if (!r?.viewer || !r.session) return null;
  return { viewer: r.viewer, csrf: r.csrf };
}

const NOT_PAGES = ["/api/", "/assets/", "/webhooks/", "/healthz", "/readyz", "/.well-known/"];

/**
 * Resolves the signed-in person for every page request that carries the session cookie, so the
 * header can say who is signed in (API paths and assets are skipped).
 */
export function pageViewer(services: Services): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (NOT_PAGES.some((p) => path.startsWith(p)) || !getCookie(c, SESSION_COOKIE)) return next();
    await resolve(services, c);
    return next();
  };
}

/** The per-session form token: an HMAC of the session under APP_SECRET. */
export const csrfOf = (services: Services, sessionToken: string): string =>
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
 * Where to go after signing in: any path of this site, never another origin (`//evil`,
 * `/\evil`, `https://...` and control characters are refused) and never the sign-in pages
 * themselves. Returns the normalised path with its query, or undefined.
 */
export function safeNext(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || hasControlOrBackslash(value))
    return undefined;
  let url: URL;
  try {
    url = new URL(value, "http://same.invalid");
  } catch {
    return undefined;
  }
  if (url.origin !== "http://same.invalid") return undefined;
  // Never back to sign-in itself (a loop), however the path is spelled (`/./signin`, `/%73ignin`).
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  if (/^\/+sign(in|out)(\/|$)/i.test(decoded)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/signin?next=<this page>` for a page that needs a signed-in person. */
export const signinHref = (next: string | undefined): string => {
  const safe = safeNext(next);
  return safe ? `/signin?next=${encodeURIComponent(safe)}` : "/signin";
};

/** To sign-in, coming back to this page afterwards (a GET page; after a POST, to sign-in only). */
export function signinRedirect(c: Context) {
  const url = new URL(c.req.url);
  const next = c.req.method === "GET" ? `${url.pathname}${url.search}` : undefined;
  return c.redirect(signinHref(next), 303);
}

function hasControlOrBackslash(value: string): boolean {
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (ch === "\\" || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
