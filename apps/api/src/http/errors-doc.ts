import { ERROR_CODES } from "@intake/core/kernel";

export const ERRORS_DOC_PATH = "docs/errors.md";

const INTRO = `# Errors

<!-- Generated from packages/core/src/kernel/error-codes.ts by \`npm run errors\`; do not edit by hand. -->

Every non-2xx body is JSON: \`{ "error": "<what went wrong and what to do>", "code": "<stable
snake_case reason>", ...extra }\`. Branch on \`code\` (and the status), show \`error\` to people.
The agent query's 409 adds \`encounter_id\`, \`session_token\`, \`state\`, \`submission_id\`,
\`next_action\` and \`chat_endpoint\` (see the specification). 401 carries \`WWW-Authenticate:
Bearer\`; 429 carries \`Retry-After\` (whole seconds). Every response carries \`x-request-id\`
(yours, when you send a sane one), also the 431 and 400 answered before any handler.

**U+0000 (NUL) in any text field** — a body field, a query parameter, or a JSON key — is 400
\`validation_failed\` naming the field (\`issues[].path\`, e.g. \`images.0.url\`), and nothing is
stored. We refuse it everywhere rather than remove it: PostgreSQL cannot store it, no field of
this API has a use for it, and silently editing a letter, a name or a label would store something
the caller did not send.

**Per operation**: each operation of the OpenAPI document (\`/api/v1/openapi.json\`) lists, for
each error status, exactly the codes it can answer with (schema \`Error_<operationId>_<status>\`,
\`code\` an enum), so the SDK types \`code\` as that union. Each procedure declares its own codes in
its meta \`errors\`; the codes every operation has by its shape (credentials, validation, JSON
bodies, path ids, 500) come from \`apps/api/src/trpc/error-declarations.ts\`. Every error answer of
the test suite, the property test and \`npm run fuzz\` is checked against these declarations.

Every code the service answers with (the registry in \`packages/core/src/kernel/error-codes.ts\`; a test
fails when a response carries a code that is not registered with that status):

| Status | \`code\` | Meaning |
|---|---|---|
`;

/** docs/errors.md, rendered from the error-code registry. */
export function renderErrorsDoc(): string {
  const rows = Object.entries(ERROR_CODES)
    .sort(([a, [sa]], [b, [sb]]) => sa - sb || a.localeCompare(b))
    .map(([code, [status, meaning]]) => `| ${status} | \`${code}\` | ${meaning} |`);
  return `${INTRO}${rows.join("\n")}\n`;
}
