/**
 * The error codes the OpenAPI document declares per operation and status, and the check every
 * error answer of the tests, the property test and `npm run fuzz` goes through: an answer of an
 * operation whose `(status, code)` the document does not declare is a failure.
 */

type Schema = { $ref?: string; properties?: { code?: { enum?: string[] } } };
type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
      }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
};

export interface DeclaredOperation {
  operationId: string;
  method: string;
  path: string;
  pattern: RegExp;
  params: number;
  /** status -> codes declared at that status. */
  codes: Map<number, Set<string>>;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

/** Every operation of the document with its declared codes. */
export function declaredOperations(document: object): DeclaredOperation[] {
  const doc = document as Doc;
  const schemas = doc.components?.schemas ?? {};
  const resolve = (schema: Schema | undefined): Schema | undefined =>
    schema?.$ref ? schemas[schema.$ref.split("/").pop() as string] : schema;
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const codes = new Map<number, Set<string>>();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!/^[45]\d\d$/.test(status)) continue;
        const schema = resolve(response.content?.["application/json"]?.schema);
        codes.set(Number(status), new Set(schema?.properties?.code?.enum ?? []));
      }
      const parts = path.split(/\{[^}]+\}/);
      return {
        operationId: operation.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        pattern: new RegExp(`^${parts.map(escapeRegExp).join("[^/]+")}/?$`, "i"),
        params: parts.length - 1,
        codes,
      };
    }),
  );
}

/** The operation `METHOD path` (query string allowed) reaches; undefined for none (404/405). */
export function operationFor(
  operations: DeclaredOperation[],
  method: string,
  url: string,
): DeclaredOperation | undefined {
  // The path the app sees: URL parsing resolves dot segments ("/encounters/./questions").
  const path = new URL(url.split("?")[0] as string, "http://app.test").pathname;
  return operations
    .filter((o) => o.method === method.toUpperCase() && o.pattern.test(path))
    .sort((a, b) => a.params - b.params)[0];
}

/** Why an error answer is not declared in the document, or null when it is (or is no operation's). */
export function undeclaredAnswer(
  operations: DeclaredOperation[],
  method: string,
  url: string,
  status: number,
  code: string,
): string | null {
  const operation = operationFor(operations, method, url);
  if (!operation) return null;
  if (operation.codes.get(status)?.has(code)) return null;
  const declared = [...(operation.codes.get(status) ?? [])];
  return `${operation.operationId} (${method} ${url.split("?")[0]?.slice(0, 120)}) answered ${status} "${code}", which its OpenAPI document does not declare (declared at ${status}: ${declared.join(", ") || "none"}); add it to the procedure's meta \`errors\``;
}
