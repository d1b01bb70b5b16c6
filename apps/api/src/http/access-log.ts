import { isDatabaseUnavailable } from "@intake/db";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";

/**
 * One line per request. Only the path is logged (a token in it redacted), never the query string
 * or headers: query strings can carry tokens and signatures, and bodies carry PHI.
 */
export function accessLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const error = c.get("error");
    const line = {
      request_id: c.get("requestId"),
      method: c.req.method,
      path: redactPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (c.res.status === 503 && isDatabaseUnavailable(error)) {
      // An outage answers many requests; the pool logs its cause once.
      logger.warn(line, "request refused: database unavailable");
    } else if (c.res.status >= 500) {
      logger.error(
        {
          ...line,
          err:
            error instanceof Error
              ? { type: error.name, message: error.message, stack: error.stack }
              : undefined,
        },
        "request failed",
      );
    } else {
      logger.info(line, "request");
    }
  };
}

/** Paths that carry a bearer token as a segment: the token never reaches the log. */
const TOKEN_PATHS = /^(\/identity\/verify\/)[^/]+/;

export function redactPath(path: string): string {
  return path.replace(TOKEN_PATHS, "$1[redacted]");
}
