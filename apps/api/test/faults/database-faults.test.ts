import { readFileSync } from "node:fs";
import {
  createScratchDatabase,
  POSTGRES_TEMPLATE_ENV,
  type ScratchDatabase,
} from "@intake/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServiceProcess, startService } from "./service-process";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy";

/**
 * The real service process on a TCP proxy to PostgreSQL, under a steady load of agent queries,
 * while the proxy resets and refuses connections, then blackholes them (a partition). The process
 * must survive, answer 503 `database_unavailable` with `Retry-After` meanwhile (never 500, never
 * hang), keep `/healthz` at 200, turn `/readyz` to 503 within a second, and answer 200 again
 * within a second of the database coming back. Needs PostgreSQL (TEST_DATABASE_URL); the shared
 * server is never touched, only our proxy's sockets.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

const letter = (
  JSON.parse(
    readFileSync(
      new URL("../../../../packages/evaluator/test/fixtures/letters.json", import.meta.url),
      "utf8",
    ),
  ) as { id: string; letter: string }[]
).find((l) => l.id === "dev-001-hay-fever-complete")?.letter as string;

interface Answer {
  status: number;
  code?: string;
  retryAfter: string | null;
  ms: number;
  /** performance.now() when the answer arrived. */
  at: number;
}

async function agentQuery(baseUrl: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/v1/agent/query`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: letter }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json()) as { code?: string };
  const at = performance.now();
  return {
    status: res.status,
    code: body.code,
    retryAfter: res.headers.get("retry-after"),
    ms: at - started,
    at,
  };
}

async function timed(url: string): Promise<{ status: number; ms: number; body: any }> {
  const started = performance.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  return { status: res.status, body: await res.json(), ms: performance.now() - started };
}

/**
 * `clients` loops sending agent queries until stopped; every answer is kept. A loop waits 100 ms
 * after a 503, as a client that backs off (less than the `Retry-After` asks, to keep the load up).
 */
function load(baseUrl: string, clients: number) {
  const answers: Answer[] = [];
  const failures: unknown[] = [];
  let running = true;
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      try {
        const answer = await agentQuery(baseUrl);
        answers.push(answer);
        if (answer.status === 503) await new Promise((r) => setTimeout(r, 100));
      } catch (error) {
        failures.push(error);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  });
  return {
    answers,
    failures,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends agent queries every 25 ms until one is 200: how long that took after `since`. */
async function msUntilOk(baseUrl: string, since: number, limitMs = 10_000): Promise<number> {
  while (performance.now() - since < limitMs) {
    const answer = await agentQuery(baseUrl).catch(() => null);
    if (answer?.status === 200) return answer.at - since;
    await sleep(25);
  }
  return Number.POSITIVE_INFINITY;
}

describe.skipIf(!serverUrl)(
  "the database goes away and comes back (PostgreSQL via a TCP proxy)",
  () => {
    let scratch: ScratchDatabase;
    let proxy: TcpProxy;
    let service: ServiceProcess;

    beforeAll(async () => {
      const server = new URL(serverUrl as string);
      scratch = await createScratchDatabase(
        serverUrl as string,
        "intake_test",
        process.env[POSTGRES_TEMPLATE_ENV],
      );
      proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
      const viaProxy = new URL(scratch.url);
      viaProxy.hostname = "127.0.0.1";
      viaProxy.port = String(proxy.port);
      service = await startService({
        DATABASE_URL: viaProxy.toString(),
        // The outbox, sweeps and webhook workers run too: they must ride it out as well.
        WORKERS: "on",
        NEW_ENCOUNTERS_PER_HOUR_PER_CLIENT: "1000000",
        DATABASE_CONNECT_TIMEOUT_MS: "1000",
        DATABASE_STATEMENT_TIMEOUT_MS: "1000",
        DATABASE_QUERY_TIMEOUT_MS: "1500",
      });
    }, 240_000);

    afterAll(async () => {
      await service?.stop();
      await proxy?.close();
      await scratch?.drop();
    });

    it("reset, then refused for 3 s under load: 503 database_unavailable meanwhile, 200 within 1 s after", async () => {
      for (let i = 0; i < 5; i++) expect((await agentQuery(service.baseUrl)).status).toBe(200);
      const traffic = load(service.baseUrl, 4);
      await sleep(500);

      proxy.reset();
      await sleep(300);
      await proxy.refuse();
      await sleep(500);
      const health = await timed(`${service.baseUrl}/healthz`);
      const ready = await timed(`${service.baseUrl}/readyz`);
      await sleep(2_200);
      const during = traffic.answers.length;

      await proxy.heal();
      const healedAt = performance.now();
      const backAfterMs = await msUntilOk(service.baseUrl, healedAt);
      await sleep(500);
      await traffic.stop();

      expect(health).toMatchObject({
        status: 200,
        body: { status: "ok", database: "unreachable" },
      });
      expect(ready.status).toBe(503);
      expect(ready.body.code).toBe("database_unreachable");
      expect(ready.ms).toBeLessThan(1_000);

      // Every request got an answer: 200 before and after, 503 with the code and Retry-After during.
      expect(traffic.failures).toEqual([]);
      const statuses = new Set(traffic.answers.map((a) => a.status));
      expect([...statuses].sort()).toEqual([200, 503]);
      const refused = traffic.answers.filter((a) => a.status === 503);
      expect(refused.length).toBeGreaterThan(10);
      for (const a of refused) {
        expect(a.code).toBe("database_unavailable");
        expect(a.retryAfter).toBe("1");
      }
      expect(during).toBeGreaterThan(refused.length / 2);
      expect(backAfterMs).toBeLessThan(1_000);
      const after = traffic.answers.filter((a) => a.at > healedAt + backAfterMs);
      expect(after.length).toBeGreaterThan(0);
      expect(after.every((a) => a.status === 200)).toBe(true);

      expect(service.child.exitCode).toBeNull();
      expect((await timed(`${service.baseUrl}/readyz`)).status).toBe(200);
      expect((await timed(`${service.baseUrl}/healthz`)).body.database).toBe("ok");
    }, 60_000);

    it("a partition (blackhole): requests and /readyz answer 503 in bounded time, 200 once it heals", async () => {
      expect((await agentQuery(service.baseUrl)).status).toBe(200);
      const traffic = load(service.baseUrl, 4);
      await sleep(300);

      proxy.blackhole();
      const cutAt = performance.now();
      await sleep(2_500);
      const ready = await timed(`${service.baseUrl}/readyz`);
      const health = await timed(`${service.baseUrl}/healthz`);
      await sleep(1_000);

      await proxy.heal();
      const healedAt = performance.now();
      const backAfterMs = await msUntilOk(service.baseUrl, healedAt);
      await traffic.stop();

      expect(traffic.failures).toEqual([]);
      const cut = traffic.answers.filter((a) => a.at > cutAt && a.at < healedAt);
      expect(cut.length).toBeGreaterThan(0);
      // Nobody waits past the client query timeout (1.5 s) plus a connect timeout (1 s).
      for (const a of cut) {
        expect([200, 503]).toContain(a.status);
        if (a.status === 503) expect(a.code).toBe("database_unavailable");
        expect(a.ms).toBeLessThan(3_500);
      }
      expect(cut.filter((a) => a.status === 503).length).toBeGreaterThan(3);
      expect(ready.status).toBe(503);
      expect(ready.ms).toBeLessThan(1_000);
      expect(health.status).toBe(200);
      // A probe that was waiting on the partition gives up after the connect timeout (1 s).
      expect(backAfterMs).toBeLessThan(2_000);
      expect(service.child.exitCode).toBeNull();
      expect((await timed(`${service.baseUrl}/readyz`)).status).toBe(200);
    }, 60_000);
  },
);
