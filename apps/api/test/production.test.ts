import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ConfigError, loadConfig } from "@intake/core";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { Lifecycle } from "../src/http/readiness";
import { drain, listen } from "../src/http/server";
import { createTestApp, type TestApp } from "./harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /readyz", () => {
  it("reports the database and the migrations; 503 shutting_down while draining", async () => {
    const lifecycle: Lifecycle = { draining: false };
    const app = createApp(t.services, pino({ level: "silent" }), lifecycle);
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(200);
    const body = await ready.json();
    expect(body).toEqual({
      status: "ready",
      database: "ok",
      migrations: { applied: expect.any(Number), expected: expect.any(Number), pending: [] },
    });
    expect(body.migrations.applied).toBe(body.migrations.expected);
    lifecycle.draining = true;
    const draining = await app.request("/readyz");
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ code: "shutting_down", database: "ok" });
  });

  it("503 migrations_pending when the database lacks a migration of this build", async () => {
    const behind = await createTestApp();
    try {
      await behind.db
        .deleteFrom("kysely_migration" as never)
        .where("name" as never, "=", "0003-accounts" as never)
        .execute();
      const res = await behind.get("/readyz");
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        code: "migrations_pending",
        database: "ok",
        migrations: { pending: ["0003-accounts"] },
      });
    } finally {
      await behind.close();
    }
  });

  it("503 database_unreachable when the database is gone", async () => {
    const gone = await createTestApp();
    await gone.close();
    const res = await gone.get("/readyz");
    expect(res.status).toBe(503);
    expect(res.body.code).toBe("database_unreachable");
  });
});

describe("graceful shutdown", () => {
  it("lets a request in flight finish, refuses new connections, then closes", async () => {
    const app = new Hono();
    app.get("/slow", async (c) => {
      await new Promise((r) => setTimeout(r, 400));
      return c.json({ done: true });
    });
    const server = await new Promise<Server>((resolve) => {
      const s = listen(app.fetch, { port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slow`;
    const inFlight = fetch(url);
    await new Promise((r) => setTimeout(r, 100));
    const closed = drain(server, 5_000);
    await expect(fetch(url)).rejects.toThrow();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closed;
    expect(server.listening).toBe(false);
  });

  it("cuts requests still running after the timeout", async () => {
    const app = new Hono();
    app.get("/stuck", () => new Promise<Response>(() => {}));
    const server = await new Promise<Server>((resolve) => {
      const s = listen(app.fetch, { port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stuck`;
    const stuck = fetch(url).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await drain(server, 300);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await stuck).toBeInstanceOf(Error);
  });
});

describe("WEB_CONCURRENCY", () => {
  it("refuses more than one process on the embedded database, naming the variable", () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" }, () => "x".repeat(32))).toThrow(ConfigError);
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" }, () => "x".repeat(32))).toThrow(
      /WEB_CONCURRENCY: is 2, but the embedded database .* set DATABASE_URL/,
    );
    const config = loadConfig({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://db/intake" }, () =>
      "x".repeat(32),
    );
    expect(config.WEB_CONCURRENCY).toBe(2);
    expect(loadConfig({}, () => "x".repeat(32)).WEB_CONCURRENCY).toBe(1);
  });
});
