import { Agent, get, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { ConfigError, loadConfig } from "@intake/core/kernel";
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

/** GET over a given agent: status, the Connection header, and which local port the socket had. */
function getVia(agent: Agent, url: string) {
  return new Promise<{ status: number; connection: string | undefined; localPort: number }>(
    (resolve, reject) => {
      const req = get(url, { agent }, (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            localPort: req.socket?.localPort ?? 0,
          }),
        );
      });
      req.on("error", reject);
    },
  );
}

describe("graceful shutdown closes kept-alive connections", () => {
  it("a request in flight is answered with Connection: close, an idle kept-alive socket is closed, and the server closes once drained", async () => {
    const app = new Hono();
    app.get("/slow", async (c) => {
      await new Promise((r) => setTimeout(r, 300));
      return c.json({ done: true });
    });
    app.get("/fast", (c) => c.json({ done: true }));
    const server = await new Promise<Server>((resolve) => {
      const s = listen(app.fetch, { port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const busy = new Agent({ keepAlive: true, maxSockets: 1 });
    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    // Both sockets kept alive before the drain.
    const first = await getVia(busy, `${base}/fast`);
    expect(first.connection).toBe("keep-alive");
    expect((await getVia(idle, `${base}/fast`)).connection).toBe("keep-alive");
    const idleSocketClosed = new Promise<void>((resolve) => {
      for (const sockets of Object.values(idle.freeSockets))
        for (const socket of sockets ?? []) socket.once("close", () => resolve());
    });

    const inFlight = getVia(busy, `${base}/slow`);
    await new Promise((r) => setTimeout(r, 100));
    const drained = drain(server, 5_000);
    await idleSocketClosed;
    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200, connection: "close", localPort: first.localPort });
    await drained;
    expect(server.listening).toBe(false);
    busy.destroy();
    idle.destroy();
  });

  it("a request that arrives on a kept-alive connection while draining is answered with Connection: close", async () => {
    const app = new Hono();
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    app.get("/hold", async (c) => {
      await held;
      return c.json({ done: true });
    });
    app.get("/fast", (c) => c.json({ done: true }));
    const server = await new Promise<Server>((resolve) => {
      const s = listen(app.fetch, { port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    const port = (server.address() as AddressInfo).port;
    // Pipelined on one raw socket: the second request arrives while the first holds the drain.
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
    });
    const closed = new Promise((r) => socket.once("close", r));
    socket.write("GET /hold HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((r) => setTimeout(r, 100));
    const drained = drain(server, 5_000);
    socket.write("GET /fast HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((r) => setTimeout(r, 100));
    release();
    await closed;
    await drained;
    const heads = received.split("\r\n\r\n").filter((part) => part.startsWith("HTTP/1.1"));
    expect(heads.length).toBeGreaterThanOrEqual(1);
    expect(heads[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(heads[0]).toMatch(/\r\nConnection: close/i);
  });
});

describe("slow clients", () => {
  it("a client that sends its headers too slowly gets 408 after HTTP_HEADERS_TIMEOUT_MS, and is disconnected", async () => {
    const app = new Hono();
    app.get("/", (c) => c.json({ ok: true }));
    const server = await new Promise<Server>((resolve) => {
      const s = listen(
        app.fetch,
        { port: 0, hostname: "127.0.0.1", timeouts: { headersMs: 1_000, requestMs: 2_000 } },
        () => resolve(s),
      );
    });
    try {
      const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
      let received = "";
      socket.on("data", (chunk) => {
        received += chunk.toString();
      });
      const started = Date.now();
      socket.write("GET / HTTP/1.1\r\nHost: x\r\n"); // never finishes its headers
      await new Promise((r) => socket.once("close", r));
      const took = Date.now() - started;
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(received).toContain('"code":"request_timeout"');
      // Node checks its timeouts every second (connectionsCheckingInterval).
      expect(took).toBeGreaterThanOrEqual(900);
      expect(took).toBeLessThan(4_000);
    } finally {
      await drain(server, 100);
    }
  });

  it("the timeouts come from the configuration, with deliberate defaults", () => {
    const config = loadConfig({}, () => "x".repeat(32));
    expect(config).toMatchObject({
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_REQUEST_TIMEOUT_MS: 60_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 5_000,
    });
    expect(() =>
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: "20000", HTTP_REQUEST_TIMEOUT_MS: "10000" }, () =>
        "x".repeat(32),
      ),
    ).toThrow(/HTTP_REQUEST_TIMEOUT_MS: must be at least HTTP_HEADERS_TIMEOUT_MS/);
    expect(() =>
      loadConfig(
        { DATABASE_STATEMENT_TIMEOUT_MS: "20000", DATABASE_QUERY_TIMEOUT_MS: "20000" },
        () => "x".repeat(32),
      ),
    ).toThrow(
      /DATABASE_QUERY_TIMEOUT_MS: is 20000, but must be longer than DATABASE_STATEMENT_TIMEOUT_MS/,
    );
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
