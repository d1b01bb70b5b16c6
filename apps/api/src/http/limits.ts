import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { payloadTooLarge } from "./errors";

/** Three images of 10 MB each in base64 (4/3 larger) plus the letter and JSON framing. */
export const LARGE_BODY_BYTES = 3 * Math.ceil((10 * 1024 * 1024 * 4) / 3) + 512 * 1024;
export const SMALL_BODY_BYTES = 256 * 1024;

export function limitBody(maxSize: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: (c) => {
      const e = payloadTooLarge(maxSize);
      return c.json(e.body, 413);
    },
  });
  // GET and HEAD carry no body. Asking hono's limiter would build the full Fetch Request (body
  // stream, AbortSignal) that @hono/node-server otherwise never makes: most of a GET's cost.
  return (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limit(c, next));
}
