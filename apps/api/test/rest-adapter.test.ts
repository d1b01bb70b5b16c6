import { badRequest, ManualClock, type Services } from "@intake/core/kernel";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { requestId } from "../src/http/request-id";
import { publicProcedure, router } from "../src/trpc/init";
import { createRestHandler } from "../src/trpc/rest-adapter";
import { createTestApp, type TestApp } from "./harness";

/** A router of our own, served through the real adapter, to pin the adapter's behaviour. */
const testRouter = router({
  echo: publicProcedure
    .meta({
      openapi: { method: "POST", path: "/api/v1/test/echo", operationId: "echo", protect: false },
    })
    .input(
      z.object({
        flag: z.boolean(),
        count: z.number().int(),
        nested: z.object({ on: z.boolean() }).optional(),
      }),
    )
    .output(z.object({ flag: z.boolean(), count: z.number() }))
    .mutation(({ input }) => ({ flag: input.flag, count: input.count })),
  list: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/api/v1/test/items/{id}",
        operationId: "list",
        protect: false,
      },
    })
    .input(z.object({ id: z.string(), limit: z.number().int().min(1).max(10).default(5) }))
    .output(z.object({ id: z.string(), limit: z.number() }))
    .query(({ input }) => input),
  domain: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/api/v1/test/domain",
        operationId: "domain",
        protect: false,
      },
    })
    .output(z.object({}))
    .query(() => {
      throw badRequest("invalid_cursor", "A rule of the endpoint was broken.", { detail: 1 });
    }),
  crash: publicProcedure
    .meta({
      openapi: { method: "GET", path: "/api/v1/test/crash", operationId: "crash", protect: false },
    })
    .output(z.object({}))
    .query(() => {
      throw new Error("secret internal detail: connection string postgres://user:pw@db");
    }),
  badOutput: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/api/v1/test/bad-output",
        operationId: "badOutput",
        protect: false,
      },
    })
    .output(z.object({ n: z.number() }))
    .query(() => ({ n: "not a number" }) as unknown as { n: number }),
});

let t: TestApp;
let app: Hono;
beforeAll(async () => {
  t = await createTestApp();
  const services: Services = { ...t.services, clock: new ManualClock() };
  app = new Hono();
  app.use("*", requestId);
  app.all("/api/v1/*", createRestHandler({ router: testRouter, services }));
});
afterAll(() => t.close());

async function call(method: string, path: string, body?: string, contentType = "application/json") {
  const headers: Record<string, string> = body === undefined ? {} : { "content-type": contentType };
  const res = await app.fetch(new Request(`http://api.test${path}`, { method, body, headers }));
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

describe("REST adapter", () => {
  it("answers a valid body", async () => {
    const res = await call("POST", "/api/v1/test/echo", JSON.stringify({ flag: false, count: 3 }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ flag: false, count: 3 });
  });

  it.each([
    ['"false" for a boolean', { flag: "false", count: 3 }, "flag"],
    ['"3" for a number', { flag: true, count: "3" }, "count"],
    ["a string in a nested boolean", { flag: true, count: 3, nested: { on: "true" } }, "nested.on"],
    ["a missing field", { flag: true }, "count"],
  ])("does not coerce JSON bodies: %s is 400 validation_failed", async (_, body, path) => {
    const res = await call("POST", "/api/v1/test/echo", JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.issues).toEqual([{ path, message: expect.any(String) }]);
    expect(res.body.error).toContain(path);
  });

  it("malformed JSON is 400 malformed_json", async () => {
    const res = await call("POST", "/api/v1/test/echo", '{"flag": tru');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("malformed_json");
  });

  it("a non-JSON body is 415", async () => {
    const res = await call(
      "POST",
      "/api/v1/test/echo",
      "flag=true",
      "application/x-www-form-urlencoded",
    );
    expect(res.status).toBe(415);
    expect(res.body.code).toBe("unsupported_media_type");
  });

  it("coerces query strings and reads path parameters", async () => {
    const res = await call("GET", "/api/v1/test/items/abc?limit=7");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: "abc", limit: 7 });
    const defaulted = await call("GET", "/api/v1/test/items/abc");
    expect(defaulted.body).toEqual({ id: "abc", limit: 5 });
    const invalid = await call("GET", "/api/v1/test/items/abc?limit=11");
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues[0].path).toBe("limit");
  });

  it("maps domain errors with their code and extra fields", async () => {
    const res = await call("GET", "/api/v1/test/domain");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: "A rule of the endpoint was broken.",
      code: "invalid_cursor",
      detail: 1,
    });
  });

  it("a crash is a sanitised 500 with the request id", async () => {
    const res = await call("GET", "/api/v1/test/crash");
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error: expect.any(String),
      code: "internal_error",
      request_id: res.headers.get("x-request-id"),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/secret|postgres/);
  });

  it("an output that breaks its own schema is a 500, never sent", async () => {
    const res = await call("GET", "/api/v1/test/bad-output");
    expect(res.status).toBe(500);
    expect(res.body.code).toBe("internal_error");
    expect(JSON.stringify(res.body)).not.toContain("not a number");
  });
});

describe("database failure", () => {
  it("gives a sanitised 500 and leaves the error out of the body", async () => {
    const broken = await createTestApp();
    const account = await broken.createAccount();
    await broken.close();
    const res = await broken.get("/api/v1/users/me", { token: account.apiKey });
    expect(res.status).toBe(500);
    expect(res.body.code).toBe("internal_error");
    expect(res.body.request_id).toBe(res.headers.get("x-request-id"));
    // Liveness does not depend on the database (a closed pool is no outage: its code stays 500).
    const health = await broken.get("/healthz");
    expect(health.status).toBe(200);
  });
});
