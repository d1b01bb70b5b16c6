import { isDatabaseUnavailable } from "@intake/db";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";

const REDACTED = "[redacted]";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Path segments that are tokens whatever they look like: the segment after these prefixes. */
const TOKEN_AFTER = new Set(["verify"]);

/**
 * The path as it may be logged: ids (UUIDs) and words stay; a segment that is a credential is
 * replaced — the identity-verification token (`/identity/verify/<token>`) and any segment that
 * looks like a secret (16+ characters mixing letters and digits that is not a UUID: keys, JWTs,
 * random tokens), e.g. in a mistyped URL. The query string is never logged.
 */
export function redactPath(path: string): string {
  const segments = path.split("/");
  let changed = false;
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i] as string;
    if (segment === "" || UUID.test(segment)) continue;
    const secretLooking = segment.length >= 16 && /[0-9]/.test(segment) && /[A-Za-z]/.test(segment);
    if (secretLooking || TOKEN_AFTER.has(segments[i - 1] as string)) {
      segments[i] = REDACTED;
      changed = true;
    }
  }
  return changed ? segments.join("/") : path;
}

/**
 * One line per request. Only the path is logged, with tokens in it redacted (`redactPath`),
 * never the query string or headers: query strings carry tokens and signatures (`?token=`,
 * `?sig=`), and bodies carry PHI.
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
