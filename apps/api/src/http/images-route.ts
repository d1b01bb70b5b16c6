import { getSignedImage } from "@intake/core/images";
import type { Services } from "@intake/core/kernel";
import type { Context } from "hono";
import type { OpenAPIObject } from "trpc-to-openapi";

/**
 * Every image is served inert: never sniffed, never able to run script or load anything, even
 * when opened directly (an SVG is a document that could otherwise carry script).
 */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/heic": "heic",
  "image/svg+xml": "svg",
};

/**
 * GET /api/v1/images/{id}?exp=&sig= — the bytes behind a signed image URL. Binary, so a plain
 * Hono route rather than a JSON procedure; the signature is the credential (no Authorization).
 * Errors are thrown as DomainErrors and answered by the app's one error mapper.
 */
export function imageRoute(services: Services) {
  return async (c: Context) => {
    const image = await getSignedImage({
      ctx: services,
      input: { id: c.req.param("id") ?? "", exp: c.req.query("exp"), sig: c.req.query("sig") },
    });
    const svg = image.mimeType === "image/svg+xml";
    const fileName = image.name ?? `image.${EXTENSIONS[image.mimeType] ?? "bin"}`;
    return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": image.mimeType,
      "Content-Length": String(image.bytes.length),
      // Patients' images are health data: never stored by a browser or a proxy.
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": IMAGE_CSP,
      "Content-Disposition": contentDisposition(svg ? "attachment" : "inline", fileName),
      "Referrer-Policy": "no-referrer",
    });
  };
}

/** `attachment; filename="..."; filename*=UTF-8''...` with an ASCII-safe fallback. */
function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const fallback = [...name]
    .map((ch) => (ch >= " " && ch <= "~" && ch !== '"' && ch !== "\\" ? ch : "_"))
    .join("");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** The route's entry in the OpenAPI document (added by the document's post-processing). */
export const imageRouteOpenApiPath: NonNullable<OpenAPIObject["paths"]> = {
  "/api/v1/images/{id}": {
    get: {
      operationId: "getImage",
      summary: "Download an image through a signed URL",
      description:
        "The URL comes from the API (e.g. `clinicalLetterImages[].url`) and is the credential: no Authorization header. Valid about 15 minutes (`exp`, Unix seconds). Served with the stored content type, `X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy; SVG is served as an attachment.",
      tags: ["images"],
      security: [],
      "x-error-codes": [
        "invalid_signature",
        "image_url_expired",
        "not_found",
        "internal_error",
        "database_unavailable",
      ],
      parameters: [
        { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
        {
          name: "exp",
          in: "query",
          required: true,
          schema: { type: "integer" },
          description: "Expiry, Unix seconds",
        },
        {
          name: "sig",
          in: "query",
          required: true,
          schema: { type: "string", pattern: "^[0-9a-f]{64}$" },
          description: "Signature",
        },
      ],
      responses: {
        "200": {
          description: "The image bytes",
          headers: {
            "Cache-Control": {
              schema: { type: "string" },
              description: "`no-store` (patients' images are health data)",
            },
          },
          content: Object.fromEntries(
            Object.keys(EXTENSIONS).map((t) => [
              t,
              { schema: { type: "string", format: "binary" } },
            ]),
          ),
        },
        "403": errorResponse(
          "`invalid_signature` (missing or wrong signature) or `image_url_expired`",
        ),
        "404": errorResponse("Not found"),
        "500": errorResponse("Internal error; the body carries `request_id`"),
      },
    },
  },
};
