import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address for anonymous rate limits: the socket's, unless the service sits behind a
 * proxy it trusts (TRUST_PROXY), which reports the client in X-Real-IP or X-Forwarded-For.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const realIp = c.req.header("x-real-ip")?.trim();
    if (realIp) return realIp;
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  // In-process requests (tests, app.request) have no socket.
  if (!(c.env as { incoming?: unknown } | undefined)?.incoming) return "local";
  return getConnInfo(c).remote.address ?? "unknown";
}
