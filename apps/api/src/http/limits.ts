import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { payloadTooLarge } from "./errors";
import { nodeIncoming, readIncoming } from "./node-body";

/** Three images of 10 MB each in base64 (4/3 larger) plus the letter and JSON framing. */
export const LARGE_BODY_BYTES = 3 * Math.ceil((10 * 1024 * 1024 * 4) / 3) + 512 * 1024;
export const SMALL_BODY_BYTES = 256 * 1024;
/** A page's form post (fields of a form, never a file): 16 KB. */
export const FORM_BODY_BYTES = 16 * 1024;

export function limitBody(maxSize: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: (c) => {
      const e = payloadTooLarge(maxSize);
      return c.json(e.body, 413);
    },
  });
  const tooLarge: MiddlewareHandler = async (c) => {
    const e = payloadTooLarge(maxSize);
    return c.json(e.body, 413);
  };
  // GET and HEAD carry no body. Asking hono's limiter would build the full Fetch Request (body
  // stream, AbortSignal) that @hono/node-server otherwise never makes: most of a GET's cost.
  // On Node the same rules as hono's limiter are applied to the Node request itself, for the
  // same reason: a declared length is judged from its header; a body without one is read here
  // (up to the limit) and kept for whoever reads it next.
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const incoming = nodeIncoming(c);
    if (!incoming) return limit(c, next);
    const length = incoming.headers["content-length"];
    if (length !== undefined && incoming.headers["transfer-encoding"] === undefined) {
      return Number.parseInt(length || "0", 10) > maxSize ? tooLarge(c, next) : next();
    }
    // Already read by an earlier (larger) limit: judged by what was read.
    if (incoming.rawBody !== undefined) {
      return incoming.rawBody.length > maxSize ? tooLarge(c, next) : next();
    }
    if (!incoming.readableDidRead) {
      if ((await readIncoming(incoming, maxSize)) === null) return tooLarge(c, next);
    }
    return next();
  };
}
