import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  ARTIFACTS,
  renderMcpResponses,
  renderOpenApiJson,
  renderSdkOperations,
  renderSdkTypes,
} from "../src/trpc/artifacts";

/** Regenerates docs/openapi.json and the SDK's types from the router. Run: npm run openapi */
const root = resolve(import.meta.dirname, "../../..");
const json = renderOpenApiJson();
writeFileSync(join(root, ARTIFACTS.openApiJson), json);
writeFileSync(join(root, ARTIFACTS.sdkTypes), await renderSdkTypes(json));
writeFileSync(join(root, ARTIFACTS.sdkOperations), renderSdkOperations(json));
writeFileSync(join(root, ARTIFACTS.mcpResponses), renderMcpResponses(json));
process.stdout.write(`wrote ${Object.values(ARTIFACTS).join(", ")}\n`);
