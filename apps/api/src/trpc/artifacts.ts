import openapiTS, { astToString } from "openapi-typescript";
import { appRouter } from "../routers";
import { buildOpenApiDocument } from "./openapi";

/** The server address written into the committed document (the live one serves BASE_URL). */
export const DOCUMENT_BASE_URL = "http://localhost:3000";

export const ARTIFACTS = {
  openApiJson: "docs/openapi.json",
  sdkTypes: "packages/sdk/src/generated/openapi.ts",
} as const;

/** docs/openapi.json as committed: the router's document, stable key order, trailing newline. */
export function renderOpenApiJson(): string {
  return `${JSON.stringify(buildOpenApiDocument(appRouter, DOCUMENT_BASE_URL), null, 2)}\n`;
}

/** The SDK's generated types, from the same document. */
export async function renderSdkTypes(openApiJson: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(openApiJson));
  return `/* Generated from docs/openapi.json by \`npm run openapi\`. Do not edit. */\n\n${astToString(ast)}`;
}
