import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Hono } from "hono";

/**
 * The interactive API reference at /docs: Swagger UI from the swagger-ui-dist package, its
 * assets served by the app itself so it works offline.
 */
export function docsRoutes(openApiPath: string): Hono {
  const dist = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const assets: Record<string, { body: string; type: string }> = {
    "swagger-ui.css": {
      body: readFileSync(join(dist, "swagger-ui.css"), "utf8"),
      type: "text/css; charset=utf-8",
    },
    "swagger-ui-bundle.js": {
      body: readFileSync(join(dist, "swagger-ui-bundle.js"), "utf8"),
      type: "text/javascript; charset=utf-8",
    },
    "docs-init.js": {
      body: `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(openApiPath)}, dom_id: "#api-reference", deepLinking: true, tryItOutEnabled: true });`,
      type: "text/javascript; charset=utf-8",
    },
  };
  const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>API reference - Telemedicine letter intake</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
  <main id="api-reference"><noscript>The interactive reference needs JavaScript. The raw document is at <a href="${openApiPath}">${openApiPath}</a>.</noscript></main>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/docs-init.js"></script>
</body>
</html>`;

  const docs = new Hono();
  docs.get("/", (c) => c.html(page));
  docs.get("/assets/:name", (c) => {
    const asset = assets[c.req.param("name")];
    if (!asset) return c.json({ error: "No such asset.", code: "not_found" }, 404);
    c.header("cache-control", "public, max-age=3600");
    return c.body(asset.body, 200, { "content-type": asset.type });
  });
  return docs;
}
