import type { MiddlewareHandler } from "hono";
import { notFoundPage, type PageEnv } from "./kit";

/**
 * Page routes whose path segments are ids (UUIDs): a malformed one is the same 404 page as an
 * unknown one, answered here before any handler (which would hand it to the database).
 */
const ID_ROUTES: RegExp[] = [
  /^\/c\/([^/]+)(?:\/.*)?$/,
  /^\/clinician\/encounters\/([^/]+)(?:\/.*)?$/,
  /^\/developers\/webhooks\/([^/]+)(?:\/deliveries\/([^/]+)(?:\/.*)?)?(?:\/[^/]*)?$/,
  /^\/checkout\/([^/]+)(?:\/.*)?$/,
  /^\/consent\/([^/]+)(?:\/.*)?$/,
  /^\/schedule\/([^/]+)(?:\/.*)?$/,
  /^\/visit\/([^/]+)(?:\/.*)?$/,
  /^\/invoices\/([^/]+)(?:\/.*)?$/,
  /^\/account\/api-keys\/([^/]+)\/.*$/,
  /^\/developers\/keys\/([^/]+)\/.*$/,
  /^\/developers\/requests\/([^/]+)\/.*$/,
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (segment: string): boolean => {
  try {
    return UUID.test(decodeURIComponent(segment));
  } catch {
    return false;
  }
};

export function pageIdGuard(): MiddlewareHandler<PageEnv> {
  return async (c, next) => {
    const path = c.req.path;
    for (const route of ID_ROUTES) {
      const match = route.exec(path);
      if (!match) continue;
      const ids = match.slice(1).filter((v): v is string => v !== undefined);
      if (ids.some((id) => !isUuid(id))) {
        return notFoundPage(c);
      }
      break;
    }
    return next();
  };
}
