import fc from "fast-check";
import { type DeclaredOperation, undeclaredAnswer } from "../declared-errors";
import { COMPLETE, letter } from "../encounters/seed";
import type { TestApp, TestResponse } from "../harness";
import {
  type CredentialChoice,
  type CredentialWorld,
  credentialChoices,
  credentialWorld,
} from "./credentials";

/**
 * Requests generated from the served OpenAPI document: for every operation, parameters and
 * bodies that follow the schema (from its types, enums, formats and examples) or break it, and
 * every kind of credential. Used by the bounded property test in `npm test` and by the long run
 * (`npm run fuzz -- --requests 100000`).
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  example?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
};
type Parameter = {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  schema?: Schema;
};
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

export interface FuzzOperation {
  method: string;
  path: string;
  operation: Operation;
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  rawBody?: string;
  /** The credential the request carries (kind, whose, forged how). */
  credential: CredentialChoice;
  /** The values put into the path's parameters. */
  pathIds: string[];
}

/** Ids and credentials the generator may use, so requests also reach the code behind the checks. */
export interface FuzzWorld {
  apiKey: string;
  session: string;
  ids: string[];
  /** Accounts A and B with every credential kind, their ids, and forged credentials. */
  credentials: CredentialWorld;
}

export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

const weirdStrings = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "%00",
  "constructor",
  "__proto__",
  "toString",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "0x10",
  "true",
  "'; drop table users; --",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "\ud800",
  "😀".repeat(50),
  "a".repeat(5000),
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
);

const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 3, arbitrary: weirdStrings },
);

/** Any JSON value, including deep and odd ones. */
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom([], {}, null, 0, -1, 1e308, "", [[[[[]]]]], { __proto__: { a: 1 } }),
);

function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let i = 0; i < 10 && s.$ref; i++) {
    s = doc.components?.schemas?.[s.$ref.split("/").pop() as string] ?? {};
  }
  return s;
}

/** A value that follows the schema as far as types, enums, formats and examples go. */
function validish(doc: OpenApiDocument, raw: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => validish(doc, o, depth + 1)));
  if (schema.allOf?.length) return validish(doc, schema.allOf[0], depth + 1);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const example = schema.example !== undefined ? [fc.constant(schema.example)] : [];
  switch (type) {
    case "string": {
      const byFormat =
        schema.format === "uuid"
          ? fc.uuid()
          : schema.format === "date-time"
            ? fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
            : schema.format === "date"
              ? fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
              : fc.string({
                  minLength: schema.minLength ?? 0,
                  maxLength: Math.min(schema.maxLength ?? 60, 200),
                });
      return fc.oneof(...example, byFormat);
    }
    case "integer":
    case "number":
      return fc.oneof(
        ...example,
        fc.integer({
          min: Math.max(schema.minimum ?? -1000, -1e9),
          max: Math.min(schema.maximum ?? 1000, 1e9),
        }),
      );
    case "boolean":
      return fc.boolean();
    case "array":
      return depth > 4
        ? fc.constant([])
        : fc.array(validish(doc, schema.items, depth + 1), { maxLength: 3 });
    case "object": {
      if (depth > 4 || !schema.properties) return fc.constant({});
      const shape = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, validish(doc, v, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
    default:
      return anyJson;
  }
}

/** The schema's value, or a broken one: wrong type, weird string, a NUL, extra keys. */
function value(doc: OpenApiDocument, schema: Schema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: validish(doc, schema) },
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: anyString },
  );
}

function bodyOf(
  doc: OpenApiDocument,
  op: Operation,
): fc.Arbitrary<{ raw?: string; type?: string }> {
  const schema = op.requestBody?.content?.["application/json"]?.schema;
  const json = (v: unknown) => ({ raw: JSON.stringify(v), type: "application/json" });
  const withLetter = (v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) && "query" in v
      ? { ...(v as object), query: letter(COMPLETE) }
      : v;
  return fc.oneof(
    { weight: 6, arbitrary: validish(doc, schema).map(json) },
    { weight: 2, arbitrary: validish(doc, schema).map((v) => json(withLetter(v))) },
    { weight: 1, arbitrary: anyJson.map(json) },
    {
      weight: 1,
      arbitrary: validish(doc, schema).chain((v) =>
        fc
          .tuple(fc.constantFrom("constructor", "__proto__", "extra", "a\u0000"), anyString)
          .map(([k, x]) => json({ ...(v as object), [k]: x })),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { raw: "{", type: "application/json" },
        { raw: "not json", type: "application/json" },
        { raw: '{"a":1}', type: "text/plain" },
        { raw: "a=1&b=2", type: "application/x-www-form-urlencoded" },
        { raw: "{}", type: "application/json; charset=utf-16" },
        { raw: `${"[".repeat(5000)}${"]".repeat(5000)}`, type: "application/json" },
        { raw: '"\\u0000"', type: "application/json" },
        {},
      ),
    },
  );
}

/** Headers that carry no valid credential: malformed, unknown or altered ones. */
function malformedCredentials(world: FuzzWorld): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          "Bearer",
          "Bearer ",
          "Basic dXNlcjpwYXNz",
          `Bearer ak_${"0".repeat(64)}`,
          `Bearer ak_${"g".repeat(64)}`,
          "Bearer ak_test_0123456789abcdef",
          "Bearer ak_live_",
          `Bearer ${"a".repeat(64)}`,
          "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
          "Bearer eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln",
          "Bearer a.b.c",
          `Bearer ${world.session}x`,
          "bearer   spaced   out",
        )
        .map((authorization) => ({ authorization })),
    },
    { weight: 1, arbitrary: anyString.map((k) => ({ "x-api-key": headerSafe(k) })) },
  );
}

/** Header values a client can send at all (fetch refuses others before they leave). */
const headerSafe = (s: string) => s.replace(/[^\x20-\x7e]/g, "").trim();

/** Arbitrary requests for one operation of the document. */
export function requestsFor(
  doc: OpenApiDocument,
  { method, path, operation }: FuzzOperation,
  world: FuzzWorld,
): fc.Arbitrary<FuzzRequest> {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === "path");
  const queryParams = params.filter((p) => p.in === "query");
  const pathValue = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...world.ids) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: anyString },
  );
  const queryValue = (p: Parameter) =>
    value(doc, p.schema).map((v) => (typeof v === "string" ? v : JSON.stringify(v)));
  const query = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, queryValue(p)])), {
    requiredKeys: [],
  });
  const extraQuery = fc.array(
    fc.tuple(fc.oneof(anyString, fc.constantFrom("constructor", "__proto__")), anyString),
    {
      maxLength: 2,
    },
  );
  const hasBody = operation.requestBody !== undefined || method === "POST" || method === "PATCH";
  return fc
    .record({
      pathValues: fc.tuple(...pathParams.map(() => pathValue), fc.constant(null)),
      query,
      extraQuery,
      body: hasBody ? bodyOf(doc, operation) : fc.constant<{ raw?: string; type?: string }>({}),
      creds: credentialChoices(world.credentials, malformedCredentials(world)),
      requestId: fc.option(anyString.map(headerSafe), { nil: undefined }),
      otherMethod: fc.oneof(
        { weight: 12, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom("PUT", "OPTIONS", "HEAD", "DELETE", "PATCH") },
      ),
    })
    .map(({ pathValues, query, extraQuery, body, creds, requestId, otherMethod }) => {
      let filled = path;
      pathParams.forEach((p, i) => {
        filled = filled.replace(
          `{${p.name}}`,
          encodeURIComponent(String(pathValues[i] ?? "").replace(/[\ud800-\udfff]/g, "\ufffd")),
        );
      });
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined) search.append(k, String(v));
      for (const [k, v] of extraQuery) search.append(k, v);
      const qs = search.toString();
      const headers: Record<string, string> = { ...creds.headers };
      if (body.type) headers["content-type"] = body.type;
      if (requestId !== undefined) headers["x-request-id"] = requestId;
      return {
        method: otherMethod ?? method,
        path: qs ? `${filled}?${qs}` : filled,
        headers,
        rawBody: otherMethod === "HEAD" ? undefined : body.raw,
        credential: creds,
        pathIds: pathParams.map((_, i) => String(pathValues[i] ?? "")),
      };
    });
}

/**
 * What every answer must be: no 5xx; a non-2xx is JSON `{error, code}` (pages and images aside)
 * whose `(status, code)` the operation declares in the document.
 */
export function checkAnswer(
  request: FuzzRequest,
  res: TestResponse,
  operations: DeclaredOperation[],
): string | null {
  const where = `${request.method} ${request.path.slice(0, 200)}`;
  if (res.status >= 500) return `${where}: ${res.status} ${res.text.slice(0, 300)}`;
  if (res.status >= 400 && request.method !== "HEAD") {
    const body = res.body as { error?: unknown; code?: unknown } | undefined;
    if (
      !body ||
      typeof body !== "object" ||
      typeof body.error !== "string" ||
      typeof body.code !== "string"
    ) {
      return `${where}: ${res.status} without the {error, code} envelope: ${res.text.slice(0, 300)}`;
    }
    const undeclared = undeclaredAnswer(
      operations,
      request.method,
      request.path,
      res.status,
      body.code,
    );
    if (undeclared) return undeclared;
  }
  if (!res.headers.get("x-request-id")) return `${where}: ${res.status} without x-request-id`;
  return null;
}

/**
 * The world the requests act on: accounts A and B, each with every credential kind and ids of
 * its own (patients, encounters, keys, webhook endpoints, prescribing requests), and forged
 * credentials (credentials.ts).
 */
export async function fuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const credentials = await credentialWorld(t);
  const { A } = credentials.parties;
  return {
    apiKey: A.apiKey,
    session: A.session,
    ids: [...credentials.owners.keys(), "urinary-tract-infections-care-flow"],
    credentials,
  };
}

/**
 * The pages that take an id or a session cookie, as operations of their own: the page cookie
 * (and every other credential) is tried on them too.
 */
const PAGES: FuzzOperation[] = [
  "/account",
  "/developers",
  "/c/{id}",
  "/checkout/{id}",
  "/consent/{id}",
  "/clinician",
  "/clinician/encounters/{id}",
  "/developers/webhooks/{id}",
  "/invoices/{id}",
  "/visit/{id}",
  "/schedule/{id}",
].map((path) => ({
  method: "GET",
  path,
  operation: path.includes("{id}")
    ? {
        parameters: [
          { name: "id", in: "path" as const, required: true, schema: { type: "string" } },
        ],
      }
    : {},
}));

/** Page requests: GET only (no body), with every credential kind. */
export function pageRequests(doc: OpenApiDocument, world: FuzzWorld): fc.Arbitrary<FuzzRequest>[] {
  return PAGES.map((page) =>
    requestsFor(doc, page, world).map((r) => {
      // Pages take an encounter token in the query (`?token=`), not in a header.
      const bearer = r.headers.authorization?.replace(/^Bearer /, "");
      const path =
        r.credential.kind === "encounter_token" && bearer
          ? `${r.path}${r.path.includes("?") ? "&" : "?"}token=${encodeURIComponent(bearer)}`
          : r.path;
      return { ...r, method: "GET", path, rawBody: undefined };
    }),
  );
}

/** What a page answer must be: no 5xx (pages answer HTML, so no envelope). */
export function checkPageAnswer(request: FuzzRequest, res: TestResponse): string | null {
  if (res.status >= 500) return `${request.method} ${request.path.slice(0, 200)}: ${res.status}`;
  return null;
}
