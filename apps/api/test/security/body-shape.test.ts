import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LARGE_BODY_BYTES, SMALL_BODY_BYTES } from "../../src/http/limits";
import { appRouter } from "../../src/routers";
import { DOCUMENT_BASE_URL } from "../../src/trpc/artifacts";
import { buildOpenApiDocument } from "../../src/trpc/openapi";
import { createTestApp, type TestApp } from "../harness";

/**
 * Body shape and size on every operation of the OpenAPI document (the /developers/me/* dashboard
 * aliases included): a JSON body that is not an object is 400 `invalid_body` at once, a body over
 * the limit is 413 before anything else, and an operation that needs a credential answers 401 to a
 * request without one before it looks at the body.
 */
type Operation = { method: string; path: string; protect: boolean };

const document = buildOpenApiDocument(appRouter, DOCUMENT_BASE_URL) as unknown as {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
};
const ID = "00000000-0000-4000-8000-000000000000";
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({
    method: method.toUpperCase(),
    path: path.replace(/\{[^}]+\}/g, ID),
    protect: (op.security?.length ?? 0) > 0,
  })),
);
const withBody = operations.filter((o) => ["POST", "PATCH", "PUT"].includes(o.method));
const label = (o: Operation) => `${o.method} ${o.path}`;

/** Bodies that are JSON but not an object. */
const NOT_OBJECTS: [string, string][] = [
  ["a string", JSON.stringify("x".repeat(1000))],
  ["an array", JSON.stringify(Array.from({ length: 1000 }, () => 0))],
  ["a number", "42"],
  ["null", "null"],
  ["true", "true"],
  ["an empty array", " [ ] "],
];

const LARGE_PATHS = [
  /^\/api\/v1\/agent\/query$/,
  /^\/api\/v1\/prescribing\/query$/,
  /^\/api\/v1\/prescribing\/encounters\//,
];

let t: TestApp;
let session: string;
let developerKey: string;

beforeAll(async () => {
  t = await createTestApp();
  const account = await t.createAccount();
  session = account.session;
  const key = await t.post(
    "/api/v1/developers/me/keys",
    { label: "body shape", environment: "test" },
    { token: session },
  );
  expect(key.status).toBe(201);
  developerKey = key.body.key;
});
afterAll(() => t?.close());

describe("a JSON body that is not an object is 400 invalid_body", () => {
  it("the document has operations with bodies, /developers/me/* aliases among them", () => {
    expect(withBody.length).toBeGreaterThan(30);
    expect(withBody.some((o) => o.path.startsWith("/developers/me/"))).toBe(true);
  });

  it.each(withBody.map((o) => [label(o), o] as const))("%s", async (_, op) => {
    // Any credential: the body is judged before the procedure's own credential check.
    const tokens = op.protect ? [session, developerKey] : [undefined, session];
    for (const token of tokens) {
      for (const [what, rawBody] of NOT_OBJECTS) {
        const res = await t.request(op.method, op.path, {
          rawBody,
          token,
          headers: { "content-type": "application/json" },
        });
        expect(res.status, `${what} (${token ? "with" : "without"} credential)`).toBe(400);
        expect(res.body.code).toBe("invalid_body");
        expect(res.body.error).toMatch(/JSON object/);
        expect(res.text.length).toBeLessThan(1000);
      }
    }
  });

  it("a 9 MB JSON string to the agent query is refused at once", async () => {
    const rawBody = JSON.stringify("a".repeat(9 * 1024 * 1024));
    const started = performance.now();
    const res = await t.request("POST", "/api/v1/agent/query", {
      rawBody,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_body");
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("an object body still reaches validation (not invalid_body)", async () => {
    const res = await t.post("/api/v1/patients", { firstName: 5 }, { token: session });
    expect(res.status).toBe(400);
    expect(res.body.code).not.toBe("invalid_body");
  });
});

describe("every route has a body limit", () => {
  it.each(withBody.map((o) => [label(o), o] as const))(
    "%s: an oversized body without a credential is 413 JSON",
    async (_, op) => {
      const limit = LARGE_PATHS.some((p) => p.test(op.path)) ? LARGE_BODY_BYTES : SMALL_BODY_BYTES;
      const rawBody = `{"x":"${"a".repeat(limit)}"}`;
      const res = await t.request(op.method, op.path, {
        rawBody,
        headers: { "content-type": "application/json" },
      });
      expect(res.status).toBe(413);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(res.body.code).toBe("payload_too_large");
    },
  );

  it("unknown paths and pages are limited too", async () => {
    for (const path of ["/developers/me/nothing", "/signin", "/nowhere"]) {
      const res = await t.request("POST", path, {
        rawBody: "a".repeat(SMALL_BODY_BYTES + 1),
        headers: { "content-type": "application/json" },
      });
      expect(res.status, path).toBe(413);
      expect(res.body.code).toBe("payload_too_large");
    }
  });
});

describe("credentials are checked before the body", () => {
  const cases: [string, string, string][] = [
    ["POST", `/api/v1/agent/encounters/${ID}/events`, "{}"],
    ["POST", "/api/v1/developers/me/keys", "{}"],
    ["POST", "/api/v1/developers/me/payment-method", '{"card_number": 4}'],
    ["POST", `/developers/me/sandbox/encounters/${ID}/advance`, '{"nope": 1}'],
    ["POST", `/api/v1/clinician/encounters/${ID}/messages`, "{}"],
    ["POST", "/api/v1/patients", "{}"],
  ];
  it.each(cases)("%s %s without a credential is 401", async (method, path, rawBody) => {
    for (const body of [rawBody, '"a string"', "[1,2,3]"]) {
      const res = await t.request(method, path, {
        rawBody: body,
        headers: { "content-type": "application/json" },
      });
      expect(res.status, body).toBe(401);
      expect(res.body.code).toBe("unauthorized");
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    }
  });

  it("every operation that needs a credential answers 401 to none, whatever the body", async () => {
    for (const op of withBody.filter((o) => o.protect)) {
      const res = await t.request(op.method, op.path, {
        rawBody: '{"unexpected": true}',
        headers: { "content-type": "application/json" },
      });
      expect(res.status, label(op)).toBe(401);
      expect(res.body.code).toBe("unauthorized");
    }
  });
});

describe("on a real server, a chunked body without Content-Length is cut off at the limit", () => {
  it("an unauthenticated 2 MB chunked body to a /developers/me/* alias is 413", async () => {
    const { listen } = await import("../../src/http/server");
    const { createApp } = await import("../../src/app");
    const pino = (await import("pino")).default;
    const http = createApp(t.services, pino({ level: "silent" }));
    const server = await new Promise<import("node:http").Server>((resolve) => {
      const s = listen(http.fetch, { port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    const port = (server.address() as import("node:net").AddressInfo).port;
    try {
      const chunk = new TextEncoder().encode(`"${"a".repeat(64 * 1024)}`);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 32) return controller.close();
          sent++;
          controller.enqueue(chunk);
        },
      });
      const res = await fetch(
        `http://127.0.0.1:${port}/developers/me/sandbox/encounters/${ID}/advance`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
          duplex: "half",
        } as RequestInit,
      );
      expect(res.status).toBe(413);
      expect((await res.json()).code).toBe("payload_too_large");
    } finally {
      server.close();
    }
  });
});
