import { ErrorBody, WebhookEvent } from "@intake/core";
import { generateOpenApiDocument, type OpenAPIObject, type OpenApiRouter } from "trpc-to-openapi";
import { imageRouteOpenApiPath } from "../http/images-route";
import { kbImagesOpenApiPath } from "../http/kb-images-route";
import type { AppRouter } from "../routers";
import { restProcedures } from "./procedures";

type Operation = {
  operationId?: string;
  security?: unknown[];
  responses?: Record<string, { description?: string; content?: unknown }>;
  requestBody?: unknown;
  parameters?: unknown[];
};

const ERROR_REF = { $ref: "#/components/schemas/Error" };
const STANDARD_ERRORS: Record<string, string> = {
  "400":
    "Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint",
  "401": "Missing or invalid credential (`WWW-Authenticate: Bearer`)",
  "403":
    "The credential may not do this (e.g. `session_required` for an API key on key management)",
  "404": "Not found, or not yours (a malformed id is also 404)",
  "405": "Method not allowed on this path (`Allow` lists the methods)",
  "409": "Conflict with the resource's current state (`code` says which)",
  "410": "Gone: the resource expired and cannot be used any more (`code` says which)",
  "413": "Request body too large",
  "415": "Request body is not JSON (`unsupported_media_type`)",
  "422": "The request is well-formed but cannot be processed (`code` says why)",
  "429": "Rate limited: wait `Retry-After` seconds",
  "500": "Internal error; the body carries `request_id`",
  "503": "Temporarily unavailable; retry later",
};

/**
 * The OpenAPI document of the REST facade, from the same router that serves it. Every error
 * response points at one shared `Error` schema (the adapter's default describes its own body,
 * which we never send), and success statuses follow each procedure's meta.
 */
export function buildOpenApiDocument(router: AppRouter, baseUrl: string): OpenAPIObject {
  const doc = generateOpenApiDocument(router as unknown as OpenApiRouter, {
    title: "Telemedicine letter intake API",
    version: "1.0.0",
    description:
      "Submit a patient's clinical letter (Markdown), get a completeness evaluation against 11 criteria, and a checkout URL when it is complete. Search the knowledge base before drafting a letter. The check is about completeness only and makes no clinical decision; not for emergencies or mental-health crises.",
    baseUrl,
    defs: { Error: ErrorBody, WebhookEvent },
    securitySchemes: {
      bearer: {
        type: "http",
        scheme: "bearer",
        description:
          "A personal API key (`ak_` + 64 hex), a session JWT, an encounter token (64 hex) or a developer key (`ak_test_…` / `ak_live_…`), depending on the endpoint.",
      },
    },
  });

  // Descriptions a procedure gives its own error statuses (meta `errorResponses` as an object).
  const described = new Map(
    restProcedures(router).flatMap((p) =>
      p.operationId && p.errorDescriptions ? [[p.operationId, p.errorDescriptions]] : [],
    ),
  );
  const successStatus = new Map(
    restProcedures(router).flatMap((p) =>
      p.operationId && p.successStatus !== 200 ? [[p.operationId, p.successStatus]] : [],
    ),
  );

  for (const pathItem of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(pathItem as Record<string, Operation>)) {
      if (!operation?.responses) continue;
      const responses = operation.responses;
      const status = operation.operationId ? successStatus.get(operation.operationId) : undefined;
      if (status && responses["200"]) {
        responses[String(status)] = responses["200"];
        delete responses["200"];
      }
      const wanted = new Set(Object.keys(responses).filter((code) => Number(code) >= 400));
      wanted.add("500");
      wanted.add("429");
      if (operation.security?.length) wanted.add("401");
      if (operation.requestBody || operation.parameters?.length) wanted.add("400");
      if (operation.requestBody) wanted.add("413");
      for (const code of [...wanted].sort()) {
        const own = operation.operationId
          ? described.get(operation.operationId)?.[code]
          : undefined;
        responses[code] = {
          description: own ?? STANDARD_ERRORS[code] ?? `Error ${code}: \`code\` says why`,
          content: { "application/json": { schema: ERROR_REF } },
        };
      }
    }
  }
  // The adapter registers its own error schemas; every response now points at `Error` instead.
  const schemas = doc.components?.schemas ?? {};
  for (const name of Object.keys(schemas)) if (name.startsWith("error.")) delete schemas[name];
  // Plain Hono routes (binary answers) described by hand.
  doc.paths = { ...doc.paths, ...imageRouteOpenApiPath };
  doc.paths = { ...doc.paths, ...kbImagesOpenApiPath };
  // Outcome webhooks (OpenAPI 3.1 `webhooks`): what the service POSTs to developers' endpoints,
  // from the same schemas delivery validates against; the SDK's event types come from here.
  (doc as OpenAPIObject & { webhooks?: Record<string, unknown> }).webhooks = {
    outcomeEvent: {
      post: {
        operationId: "outcomeEvent",
        summary: "An outcome event, POSTed to every endpoint of the event's environment",
        description:
          "Headers: `X-Service-Event: <type>`, `X-Service-Signature: sha256=<hex HMAC-SHA256 of the raw body under the endpoint secret>` (one comma-separated entry per secret during a rotation), and the Standard Webhooks headers `webhook-id`, `webhook-timestamp`, `webhook-signature`. Answer 2xx within 10 seconds; otherwise retried after about 30 seconds and 2 minutes, then dropped. See docs/webhooks.md.",
        requestBody: {
          required: true,
          content: {
            "application/json": { schema: { $ref: "#/components/schemas/WebhookEvent" } },
          },
        },
        responses: { "2XX": { description: "Received; any other answer is a failed attempt" } },
      },
    },
  };
  return doc;
}
