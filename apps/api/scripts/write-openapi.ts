import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ARTIFACTS, renderOpenApiJson, renderSdkTypes } from "../src/trpc/artifacts";

/** Regenerates docs/openapi.json and the SDK's types from the router. Run: npm run openapi */
const root = resolve(import.meta.dirname, "../../..");
const json = renderOpenApiJson();
writeFileSync(join(root, ARTIFACTS.openApiJson), json);
writeFileSync(join(root, ARTIFACTS.sdkTypes), await renderSdkTypes(json));
process.stdout.write(`wrote ${ARTIFACTS.openApiJson} and ${ARTIFACTS.sdkTypes}\n`);
