import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ERRORS_DOC_PATH, renderErrorsDoc } from "../src/http/errors-doc";

/** Regenerates docs/errors.md from the error-code registry. Run: npm run errors */
const root = resolve(import.meta.dirname, "../../..");
writeFileSync(join(root, ERRORS_DOC_PATH), renderErrorsDoc());
process.stdout.write(`wrote ${ERRORS_DOC_PATH}\n`);
