import { getKnowledgeFigure } from "@intake/core/catalogue";
import { DomainError, type Services } from "@intake/core/kernel";
import { Hono } from "hono";
import type { OpenAPIObject } from "trpc-to-openapi";
import { toErrorResponse } from "./errors";

type Env = { Variables: { requestId: string } };

/**
 * Served SVGs stay inert: `nosniff` keeps browsers from guessing another type, and the CSP
 * forbids scripts, external loads and everything else an SVG document could do; inline styles
 * only. Figures are derived from the corpus and never change under an id's ETag.
 */
const IMAGE_HEADERS = {
  "Content-Type": "image/svg+xml",
  "Cache-Control": "public, max-age=86400, immutable",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
};

/**
 * `GET /api/v1/kb-images/{figure_id}`: a knowledge-base figure as SVG (the `image_url` of search
 * results). A plain Hono route, since the REST facade answers JSON only; mounted before it.
 */
export function kbImagesRoute(services: Services): Hono<Env> {
  const route = new Hono<Env>();
  route.get("/:figure_id", async (c) => {
    try {
      const figure = await getKnowledgeFigure({
        ctx: services,
        input: { figureId: c.req.param("figure_id") },
      });
      const headers = { ...IMAGE_HEADERS, ETag: figure.etag };
      if (ifNoneMatch(c.req.header("if-none-match"), figure.etag))
        return c.body(null, 304, headers);
      return c.body(figure.svg, 200, headers);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const e = toErrorResponse(error, c.get("requestId"));
      return c.json(e.body, e.status as 404);
    }
  });
  route.all("/:figure_id", (c) => {
    c.header("Allow", "GET, HEAD");
    return c.json(
      {
        error: `${c.req.method} is not allowed on ${c.req.path}; use GET.`,
        code: "method_not_allowed",
      },
      405,
    );
  });
  return route;
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}

/** The route in the OpenAPI document (added by the post-processing of trpc/openapi.ts). */
export const kbImagesOpenApiPath: NonNullable<OpenAPIObject["paths"]> = {
  "/api/v1/kb-images/{figure_id}": {
    get: {
      operationId: "getKnowledgeImage",
      tags: ["knowledge"],
      summary: "A knowledge-base figure (SVG)",
      "x-error-codes": ["not_found", "internal_error", "database_unavailable"],
      description:
        "The `image_url` of a search result's figure. Public and cacheable (`Cache-Control: public, max-age=86400, immutable`, `ETag`; `If-None-Match` gives 304). Served with `X-Content-Type-Options: nosniff` and a CSP that keeps the SVG inert.",
      parameters: [
        {
          name: "figure_id",
          in: "path",
          required: true,
          schema: { type: "string", example: "urinary-tract-infections-care-flow" },
        },
      ],
      responses: {
        "200": {
          description: "The SVG image",
          content: { "image/svg+xml": { schema: { type: "string" } } },
        },
        "304": { description: "Not modified (the `If-None-Match` ETag is current)" },
        "404": {
          description: "No figure with this id",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
        "500": {
          description: "Internal error; the body carries `request_id`",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      },
    },
  },
};
