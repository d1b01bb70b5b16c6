import type { MiddlewareHandler } from "hono";

const ALLOW_METHODS = "GET,HEAD,PUT,POST,DELETE,PATCH,QUERY";
const ALLOW_HEADERS = "Content-Type,Authorization,X-API-Key,X-Request-Id";
const EXPOSE_HEADERS = "x-request-id,Retry-After";

/**
 * CORS for the public endpoints: any origin, the headers hono/cors sends with the same options.
 * Our own because hono/cors writes through `c.res` before the handler runs, which makes every
 * response be rebuilt (and its body materialised as a web stream) when the handler's arrives.
 */
export const publicCors: MiddlewareHandler = async (c, next) => {
  c.header("Access-Control-Allow-Origin", "*");
  c.header("Access-Control-Expose-Headers", EXPOSE_HEADERS);
  if (c.req.method === "OPTIONS") {
    c.header("Access-Control-Max-Age", "600");
    c.header("Access-Control-Allow-Methods", ALLOW_METHODS);
    c.header("Access-Control-Allow-Headers", ALLOW_HEADERS);
    c.header("Vary", "Access-Control-Request-Headers", { append: true });
    return c.body(null, 204);
  }
  await next();
};
