import { createHash } from "node:crypto";
import { Hono } from "hono";
import { LOGO_SVG } from "./logo";
import { KIT_JS as BASE_JS } from "./script";
import { CONSOLE_JS } from "./script-console";
import { KIT_CSS as BASE_CSS } from "./styles";
import { CONSOLE_CSS } from "./styles-console";

const KIT_CSS = BASE_CSS + CONSOLE_CSS;
const KIT_JS = BASE_JS + CONSOLE_JS;

const hash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 12);

/** Versioned paths: a change to the file changes its URL, so it can be cached for a year. */
export const KIT_CSS_PATH = `/assets/kit.${hash(KIT_CSS)}.css`;
export const KIT_JS_PATH = `/assets/kit.${hash(KIT_JS)}.js`;
export const FAVICON_PATH = "/favicon.svg";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The stylesheet, the script and the favicon (also at /favicon.ico, which browsers ask for). */
export function kitAssets(): Hono {
  const routes = new Hono();
  const serve = (path: string, body: string, type: string, cache: string) =>
    routes.get(path, (c) => {
      const etag = `"${hash(body)}"`;
      if (c.req.header("if-none-match") === etag) {
        return c.body(null, 304, { ETag: etag, "Cache-Control": cache });
      }
      return c.body(body, 200, { "Content-Type": type, ETag: etag, "Cache-Control": cache });
    });
  serve(KIT_CSS_PATH, KIT_CSS, "text/css; charset=utf-8", IMMUTABLE);
  serve(KIT_JS_PATH, KIT_JS, "text/javascript; charset=utf-8", IMMUTABLE);
  const day = "public, max-age=86400";
  serve(FAVICON_PATH, LOGO_SVG, "image/svg+xml", day);
  serve("/favicon.ico", LOGO_SVG, "image/svg+xml", day);
  return routes;
}
