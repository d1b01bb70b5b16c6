import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";

const ACCEPTABLE = /^[A-Za-z0-9._:-]{8,128}$/;

/** Every response carries `x-request-id`: the caller's when it is sane, else a new one. */
export const requestId: MiddlewareHandler = async (c, next) => {
  const incoming = c.req.header("x-request-id");
  const id = incoming && ACCEPTABLE.test(incoming) ? incoming : randomUUID();
  c.set("requestId", id);
  c.header("x-request-id", id);
  await next();
  // A handler that returns its own Response (the REST facade) bypasses headers set on `c` before.
  if (!c.res.headers.has("x-request-id")) c.res.headers.set("x-request-id", id);
};
