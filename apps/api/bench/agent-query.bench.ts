/**
 * POST /api/v1/agent/query under load, through the real app (REST facade: Hono middleware,
 * trpc-to-openapi, zod in and out) and through a bare Hono route that calls the same core verb,
 * to show what the facade costs. Each request is a new anonymous encounter with a complete
 * letter (evaluation, one encounter, one turn, rate-limit upserts).
 *
 *   npm run bench:query -w @intake/api                       # PGlite (in memory)
 *   DATABASE_URL=postgres://... npm run bench:query -w @intake/api   # PostgreSQL (fresh database)
 *
 * Options (environment): BENCH_CONNECTIONS (32), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3),
 * BENCH_ROUNDS (3: rounds of one facade and one bare run, the order alternating),
 * BENCH_CPU_PROF=<dir> (the server writes a V8 CPU profile there: `node --cpu-prof`),
 * BENCH_POOL_SIZE (PostgreSQL connections; default the service's DEFAULT_POOL_SIZE),
 * BENCH_ONLY=facade|bare (one side only, for its profile), BENCH_NODE_FLAGS (node flags for the
 * server; default `--max-semi-space-size=64`, the flag every start script and the Dockerfile
 * run the service with, so the bench measures what ships; `BENCH_NODE_FLAGS=` for none),
 * BENCH_TRACING=1 (OpenTelemetry on, exporting to a sink in the server process: the cost of
 * tracing on), BENCH_METRICS=1 (request metrics on, as with METRICS_TOKEN).
 * The server runs in a child process so autocannon does not share its event loop.
 */
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { AgentQueryInput, submitLetter } from "@intake/core/encounters";
import { loadConfig, requestContext, systemClock } from "@intake/core/kernel";
import { createDb, DEFAULT_POOL_SIZE, migrateToLatest } from "@intake/db";
import { createScratchDatabase } from "@intake/db/testing";
import autocannon from "autocannon";
import { Hono } from "hono";
import pino from "pino";
import { type AppEnv, applyCommonMiddleware, createApp } from "../src/app";
import { requestText } from "../src/http/node-body";
import { createMetrics } from "../src/observability/metrics";
import { startTracing } from "../src/observability/tracing";
import { buildServices } from "../src/services";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/** Rounds of one facade and one bare run each (the order alternates). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const QUERY_PATH = "/api/v1/agent/query";
/** `facade` or `bare` runs only that side (for a profile of one); default both. */
const ONLY = process.env.BENCH_ONLY;
/** The server's node flags: those of `npm start`, `npm run start:prod` and the Dockerfile. */
const SERVER_NODE_FLAGS = process.env.BENCH_NODE_FLAGS ?? "--max-semi-space-size=64";

const letters = JSON.parse(
  readFileSync(
    new URL("../../../packages/evaluator/test/fixtures/letters.json", import.meta.url),
    "utf8",
  ),
) as { id: string; letter: string }[];
const LETTER = letters.find((l) => l.id === "dev-001-hay-fever-complete")?.letter as string;

if (process.argv[2] === "serve") {
  await serveBench();
} else {
  await runBench();
}

/** Child process: the real app and the bare route, each on a loopback port. */
async function serveBench(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  // Tracing on: spans go to a sink in this process that answers and drops them.
  let tracing: Awaited<ReturnType<typeof startTracing>> | null = null;
  if (process.env.BENCH_TRACING === "1") {
    const sink = createServer((req, res) => {
      req.resume();
      req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end("{}"));
    });
    await new Promise<void>((r) => sink.listen(0, "127.0.0.1", () => r()));
    sink.unref();
    tracing = await startTracing({
      endpoint: `http://127.0.0.1:${(sink.address() as AddressInfo).port}`,
      serviceName: "intake-bench",
    });
  }
  const handle = await createDb({
    ...(databaseUrl
      ? { databaseUrl, poolSize: Number(process.env.BENCH_POOL_SIZE ?? DEFAULT_POOL_SIZE) }
      : { dataDir: "memory://" }),
    ...(tracing ? { onQuery: tracing.onQuery } : {}),
  });
  await migrateToLatest(handle.db);
  const config = loadConfig({
    NODE_ENV: "production",
    IDENTITY_EMBEDDED_UNSAFE_IN_PRODUCTION: "true",
    EMAIL_TRANSPORT: "log",
    APP_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "silent",
    WORKERS: "off",
    DEMO_ACCOUNT: "false",
    TRUST_PROXY: "true",
    // Each request comes from its own client address (X-Real-IP, as a proxy sets it): without
    // this the facade reads X-Forwarded-For only, every request is one client, and all of them
    // update one rate-limit row (the bare route reads X-Real-IP itself).
    CLIENT_ADDRESS_HEADER: "x-real-ip",
    // Raised for the benchmark: it measures the work, not the limiter saying no.
    QUERY_LIMIT_PER_HOUR: "100000",
    QUERY_LIMIT_PER_DAY: "1000000",
    NEW_ENCOUNTERS_PER_HOUR_PER_CLIENT: "1000000",
  });
  const services = await buildServices(handle.db, config, systemClock);
  const app = createApp(services, pino({ level: "silent" }), undefined, {
    tracing: tracing?.middleware,
    metrics: process.env.BENCH_METRICS === "1" ? createMetrics(services, handle) : undefined,
  });

  // The bare route runs behind the same middleware (request id, access log, CORS, body limit) at
  // the same path, on its own port: the difference between the two is the REST facade alone.
  const bare = new Hono<AppEnv>();
  applyCommonMiddleware(bare, pino({ level: "silent" }));
  bare.post(QUERY_PATH, async (c) => {
    // The body read as the facade reads it (from the Node request), so the difference is the
    // facade's own work, not how the bytes arrive.
    const input = AgentQueryInput.parse(JSON.parse(await requestText(c)));
    const ctx = requestContext(services, {
      caller: { kind: "anonymous" },
      requestId: c.get("requestId"),
      clientAddress: c.req.header("x-real-ip") ?? "bench",
    });
    return c.json(await submitLetter({ ctx, input }));
  });
  const listen = (fetch: (request: Request) => Response | Promise<Response>) =>
    new Promise<number>((resolve) => {
      serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve(info.port));
    });
  const facadePort = await listen(app.fetch);
  const barePort = await listen(bare.fetch);
  // A clean exit, so `--cpu-prof` writes its profile.
  process.on("SIGTERM", () => process.exit(0));
  process.on("message", (m) => {
    if (m === "cpu") process.send?.({ cpu: process.cpuUsage() });
  });
  process.send?.({ facadePort, barePort, database: handle.kind });
}

interface Figures {
  label: string;
  /** Server CPU (user + system) per request, microseconds. */
  cpuMicros: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function runBench(): Promise<void> {
  const { child, facadePort, barePort, database, dropDatabase } = await startServer();
  try {
    const facade = `http://127.0.0.1:${facadePort}${QUERY_PATH}`;
    const bare = `http://127.0.0.1:${barePort}${QUERY_PATH}`;
    process.stdout.write(
      `agent-query benchmark: ${database}, ${CONNECTIONS} connections, ${SECONDS}s per run (after ${WARMUP}s warm-up)\n`,
    );
    const runFacade = ONLY !== "bare";
    const runBare = ONLY !== "facade";
    if (runFacade) await load(child, facade, WARMUP, "warm-up facade");
    if (runBare) await load(child, bare, WARMUP, "warm-up bare");
    const results: Figures[] = [];
    // Rounds alternate which side goes first, so a drift in the machine's speed (other
    // tenants, PostgreSQL's own work) falls on both sides alike.
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 === 1 ? ["facade", "bare"] : ["bare", "facade"];
      for (const side of order) {
        if (side === "facade" && runFacade)
          results.push(await load(child, facade, SECONDS, `facade #${round}`));
        if (side === "bare" && runBare)
          results.push(await load(child, bare, SECONDS, `bare #${round}`));
      }
    }
    for (const r of results) {
      process.stdout.write(
        `${r.label.padEnd(10)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${r.cpuMicros.toFixed(0).padStart(5)} µs CPU/request  non-2xx ${r.non2xx}  errors ${r.errors}\n`,
      );
    }
    const avg = (label: string, key: "requestsPerSecond" | "p50" | "p99" | "cpuMicros") => {
      const rows = results.filter((r) => r.label.startsWith(label));
      return rows.reduce((s, r) => s + r[key], 0) / rows.length;
    };
    const facadeRps = avg("facade", "requestsPerSecond");
    const bareRps = avg("bare", "requestsPerSecond");
    const perRound = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const f = results.find((r) => r.label === `facade #${round}`);
      const b = results.find((r) => r.label === `bare #${round}`);
      if (f && b)
        perRound.push(((b.requestsPerSecond - f.requestsPerSecond) / b.requestsPerSecond) * 100);
    }
    process.stdout.write(
      `\nfacade: ${facadeRps.toFixed(0)} req/s, p50 ${avg("facade", "p50").toFixed(1)} ms, p99 ${avg("facade", "p99").toFixed(1)} ms\n` +
        `bare:   ${bareRps.toFixed(0)} req/s, p50 ${avg("bare", "p50").toFixed(1)} ms, p99 ${avg("bare", "p99").toFixed(1)} ms\n` +
        `facade overhead: ${(((bareRps - facadeRps) / bareRps) * 100).toFixed(1)}% of throughput (per round: ${perRound.map((o) => `${o.toFixed(1)}%`).join(", ")})\n` +
        `server CPU per request: facade ${avg("facade", "cpuMicros").toFixed(0)} µs, bare ${avg("bare", "cpuMicros").toFixed(0)} µs\n`,
    );
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await dropDatabase();
  }
}

function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      const cpu = (m as { cpu?: NodeJS.CpuUsage }).cpu;
      if (!cpu) return;
      child.off("message", onMessage);
      resolve(cpu.user + cpu.system);
    };
    child.on("message", onMessage);
    child.send("cpu");
  });
}

async function load(
  child: ChildProcess,
  url: string,
  seconds: number,
  label: string,
): Promise<Figures> {
  const before = await serverCpu(child);
  const figures = await loadOnly(url, seconds, label);
  const after = await serverCpu(child);
  return { ...figures, cpuMicros: (after - before) / Math.max(1, figures.total) };
}

function loadOnly(
  url: string,
  seconds: number,
  label: string,
): Promise<Omit<Figures, "cpuMicros"> & { total: number }> {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        method: "POST",
        requests: [
          {
            // A different client address per request, as behind a proxy with many users: one hot
            // per-client bucket row would measure lock contention, not the endpoint.
            setupRequest: (req) => ({
              ...req,
              headers: {
                "content-type": "application/json",
                "x-real-ip": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`,
              },
              body: JSON.stringify({ query: LETTER }),
            }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          label,
          total: result.requests.total,
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
        });
      },
    );
  });
}

/** Forks this script in `serve` mode; on PostgreSQL it works in a fresh database it drops after. */
async function startServer(): Promise<{
  child: ChildProcess;
  facadePort: number;
  barePort: number;
  database: string;
  dropDatabase: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, "intake_bench") : null;
  const benchUrl = scratch?.url;
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_DATABASE_URL: benchUrl ?? "" };
  delete env.DATABASE_URL;
  if (!benchUrl) delete env.BENCH_DATABASE_URL;
  const child = fork(fileURLToPath(import.meta.url), ["serve"], {
    env,
    execArgv: [
      "--import",
      "tsx",
      ...SERVER_NODE_FLAGS.split(/\s+/).filter(Boolean),
      ...(process.env.BENCH_CPU_PROF
        ? ["--cpu-prof", "--cpu-prof-dir", process.env.BENCH_CPU_PROF]
        : []),
    ],
  });
  type Ready = { facadePort: number; barePort: number; database: string };
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once("message", (m) => resolve(m as Ready));
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    child,
    facadePort: ready.facadePort,
    barePort: ready.barePort,
    database: ready.database === "postgres" ? "PostgreSQL" : "PGlite (in memory)",
    dropDatabase: async () => {
      await scratch?.drop();
    },
  };
}
