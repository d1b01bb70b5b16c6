import { ERROR_CODES, ErrorBody, type ErrorCode, isErrorCode } from "@intake/core/kernel";
import { WebhookEvent } from "@intake/core/webhooks";
import { generateOpenApiDocument, type OpenAPIObject, type OpenApiRouter } from "trpc-to-openapi";
import { imageRouteOpenApiPath } from "../http/images-route";
import { kbImagesOpenApiPath } from "../http/kb-images-route";
import type { AppRouter } from "../routers";
import { declaredErrors } from "./error-declarations";
import { restProcedures } from "./procedures";

type Operation = {
  operationId?: string;
  security?: unknown[];
  responses?: Record<string, { description?: string; content?: unknown }>;
  requestBody?: unknown;
  parameters?: unknown[];
  /** Hand-written operations (plain Hono routes) list their codes here; removed from the output. */
  "x-error-codes"?: ErrorCode[];
};

/** The `Idempotency-Key` header of the operations that honour it (docs/sdk.md, "Idempotency"). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice.",
  schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" },
};

/** The schema name of one operation's errors at one status. */
export const errorSchemaName = (operationId: string, status: number | string) =>
  `Error_${operationId}_${status}`;
/** What a status means when the operation gives no description of its own; its codes follow. */
const STANDARD_ERRORS: Record<string, string> = {
  "400": "Invalid request (`issues` lists each invalid field on `validation_failed`)",
  "401": "Missing or unusable credential (`WWW-Authenticate: Bearer`)",
  "402": "Payment failed; nothing was charged",
  "403": "The credential may not do this",
  "404": "Not found, or not yours (a malformed id is also 404)",
  "409": "Conflict with the resource's current state",
  "410": "Gone: the resource expired and cannot be used any more",
  "413": "Request body too large",
  "415": "Request body is not JSON",
  "422": "The request is well-formed but cannot be processed",
  "429": "Rate limited: wait `Retry-After` seconds",
  "500": "Internal error; the body carries `request_id`",
  "503": "Temporarily unavailable; retry later",
};

/** A standard description with the operation's codes at that status. */
const standardDescription = (status: string, codes: readonly string[]) =>
  `${STANDARD_ERRORS[status] ?? `Error ${status}`}. \`code\`: ${codes.map((c) => `\`${c}\``).join(", ")}`;

/** Hand-listed codes (plain Hono routes) by status. */
function byStatus(codes: readonly string[]): Map<number, ErrorCode[]> {
  const map = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    if (!isErrorCode(code)) throw new Error(`x-error-codes: ${code} is not in the registry`);
    const status = ERROR_CODES[code][0];
    map.set(status, [...(map.get(status) ?? []), code].sort());
  }
  return new Map([...map.entries()].sort(([a], [b]) => a - b));
}

/**
 * The OpenAPI document of the REST facade, from the same router that serves it. Each error
 * response of an operation points at its own `Error_<operationId>_<status>` schema: the shared
 * `{error, code, ...}` envelope with `code` an enum of exactly the codes the operation declares
 * at that status (its shape's and its meta `errors`, trpc/error-declarations.ts). Success
 * statuses follow each procedure's meta.
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

  // Plain Hono routes (binary answers) described by hand.
  doc.paths = { ...doc.paths, ...structuredClone(imageRouteOpenApiPath) };
  doc.paths = { ...doc.paths, ...structuredClone(kbImagesOpenApiPath) };
  // The adapter registers its own error schemas; every response now points at our own.
  doc.components ??= {};
  doc.components.schemas ??= {};
  const schemas = doc.components.schemas;
  for (const name of Object.keys(schemas)) if (name.startsWith("error.")) delete schemas[name];
  const procedures = new Map(
    restProcedures(router).flatMap((p) => (p.operationId ? [[p.operationId, p]] : [])),
  );
  const errorSchema = schemas.Error as { properties: Record<string, unknown> };

  for (const [path, pathItem] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(pathItem as Record<string, Operation>)) {
      if (!operation?.responses || !operation.operationId) continue;
      const operationId = operation.operationId;
      const responses = operation.responses;
      const procedure = procedures.get(operationId);
      const status =
        procedure && procedure.successStatus !== 200 ? procedure.successStatus : undefined;
      if (status && responses["200"]) {
        responses[String(status)] = responses["200"];
        delete responses["200"];
      }
      // Exactly the codes this operation can answer with, by status (trpc/error-declarations.ts).
      const declared = procedure
        ? declaredErrors({
            method,
            path,
            access: procedure.access,
            idempotency: procedure.idempotency,
            errors: procedure.errors,
          })
        : byStatus(operation["x-error-codes"] ?? []);
      // The operations that honour `Idempotency-Key` say so (http/idempotency.ts).
      if (procedure && procedure.idempotency !== "none") {
        operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER];
      }
      delete operation["x-error-codes"];
      // trpc-to-openapi's own error responses describe a body we never send: replaced below.
      // Hand-written operations keep the descriptions they give.
      const handWritten = procedure
        ? {}
        : Object.fromEntries(Object.entries(responses).map(([c, r]) => [c, r.description]));
      for (const code of Object.keys(responses)) if (Number(code) >= 400) delete responses[code];
      for (const code of Object.keys(procedure?.errorDescriptions ?? {})) {
        if (!declared.has(Number(code)))
          throw new Error(
            `${operationId} describes a ${code} response (meta \`errorResponses\`) but declares no code with that status (meta \`errors\`)`,
          );
      }
      for (const [code, codes] of declared) {
        const own = procedure ? procedure.errorDescriptions?.[code] : handWritten[code];
        const name = errorSchemaName(operationId, code);
        schemas[name] = {
          ...errorSchema,
          properties: {
            ...errorSchema.properties,
            code: {
              type: "string",
              enum: codes,
              description: `Stable snake_case reason: one of the codes this operation answers with at ${code} (docs/errors.md)`,
            },
          },
        };
        responses[String(code)] = {
          description: own ?? standardDescription(String(code), codes),
          content: { "application/json": { schema: { $ref: `#/components/schemas/${name}` } } },
        };
      }
      operation.responses = Object.fromEntries(
        Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
      );
    }
  }
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
