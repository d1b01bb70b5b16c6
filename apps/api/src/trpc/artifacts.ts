import openapiTS, { astToString } from "openapi-typescript";
import { appRouter } from "../routers";
import { buildOpenApiDocument } from "./openapi";

/** The server address written into the committed document (the live one serves BASE_URL). */
export const DOCUMENT_BASE_URL = "http://localhost:3000";

export const ARTIFACTS = {
  openApiJson: "docs/openapi.json",
  sdkTypes: "packages/sdk/src/generated/openapi.ts",
  sdkOperations: "packages/sdk/src/generated/operations.ts",
  mcpResponses: "packages/mcp/src/generated/responses.ts",
} as const;

interface OpenApiJson {
  paths: Record<string, Record<string, OperationJson>>;
  components: { schemas: Record<string, unknown> };
}
interface OperationJson {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const HEADER = "/* Generated from docs/openapi.json by `npm run openapi`. Do not edit. */\n\n";

/** The SDK's table of every operation: operationId to method and path. */
export function renderSdkOperations(openApiJson: string): string {
  const doc = JSON.parse(openApiJson) as OpenApiJson;
  const lines: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      lines.push(`  ${operation.operationId}: { method: "${method}", path: "${path}" },`);
    }
  }
  return `${HEADER}/** Every operation of the API: \`operationId\` to method and path. */\nexport const OPERATIONS = {\n${lines.join("\n")}\n} as const;\n`;
}

/**
 * The MCP server's output schemas: each operation's JSON success body schema (by
 * \`METHOD /path\`) and the components they reference.
 */
export function renderMcpResponses(openApiJson: string): string {
  const doc = JSON.parse(openApiJson) as OpenApiJson;
  const responses: Record<string, unknown> = {};
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const ok = Object.keys(operation.responses).find((status) => status.startsWith("2"));
      const schema = ok
        ? operation.responses[ok]?.content?.["application/json"]?.schema
        : undefined;
      if (schema) responses[`${method.toUpperCase()} ${path}`] = schema;
    }
  }
  return `${HEADER}export const RESPONSES: Record<string, unknown> = ${JSON.stringify(responses)};\n\nexport const SCHEMAS: Record<string, unknown> = ${JSON.stringify(doc.components.schemas)};\n`;
}

/** docs/openapi.json as committed: the router's document, stable key order, trailing newline. */
export function renderOpenApiJson(): string {
  return `${JSON.stringify(buildOpenApiDocument(appRouter, DOCUMENT_BASE_URL), null, 2)}\n`;
}

/** The SDK's generated types, from the same document. */
export async function renderSdkTypes(openApiJson: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(openApiJson));
  return `/* Generated from docs/openapi.json by \`npm run openapi\`. Do not edit. */\n\n${astToString(ast)}`;
}
