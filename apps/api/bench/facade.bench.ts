/**
 * What the REST facade costs on a trivial endpoint, measured in one run with autocannon:
 *   - `/.well-known/jwks.json`: the app's own non-facade JSON route (same middleware chain)
 *   - `/api/v1/config/pricing`: a trivial procedure through the facade
 *   - a bare Hono route on its own server (the ceiling of this machine)
 * and the server's CPU microseconds per request for each (process.cpuUsage around each run).
 *
 *   npm run bench:facade -w @intake/api
 *   BENCH_PROFILE=1 npm run bench:facade -w @intake/api   # also a CPU profile of the server
 *
 * Options (environment): BENCH_CONNECTIONS (32), BENCH_SECONDS (8), BENCH_WARMUP_SECONDS (2),
 * BENCH_ONLY=jwks|pricing|bare (one target only, e.g. for its profile).
 */
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig, systemClock } from "@intake/core/kernel";
import { createDb, migrateToLatest } from "@intake/db";
import autocannon from "autocannon";
import { Hono } from "hono";
import pino from "pino";
import { createApp } from "../src/app";
import { listen } from "../src/http/server";
import { buildServices } from "../src/services";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const ONLY = process.env.BENCH_ONLY;

if (process.argv[2] === "serve") await serve();
else await run();

async function serve(): Promise<void> {
  const handle = await createDb({ dataDir: "memory://" });
  await migrateToLatest(handle.db);
  const config = loadConfig({
    NODE_ENV: "production",
    IDENTITY_EMBEDDED_UNSAFE_IN_PRODUCTION: "true",
    EMAIL_TRANSPORT: "log",
    APP_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "silent",
    WORKERS: "off",
    DEMO_ACCOUNT: "false",
  });
  const services = await buildServices(handle.db, config, systemClock);
  const app = createApp(services, pino({ level: "silent" }));
  const bare = new Hono();
  bare.get("/bare", (c) => c.json({ ok: true }));
  const port = (fetch: (r: Request) => Response | Promise<Response>) =>
    new Promise<number>((resolve) => {
      listen(fetch, { port: 0, hostname: "127.0.0.1" }, resolve);
    });
  const appPort = await port(app.fetch);
  const barePort = await port(bare.fetch);
  process.on("message", (m) => {
    if (m === "cpu") process.send?.({ cpu: process.cpuUsage() });
    if (m === "exit") process.exit(0);
  });
  process.send?.({ appPort, barePort });
}

interface Row {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  cpuMicros: number;
  non2xx: number;
}

async function run(): Promise<void> {
  const profileDir = join(tmpdir(), `facade-profile-${process.pid}`);
  const execArgv = ["--import", "tsx"];
  if (process.env.BENCH_PROFILE) {
    mkdirSync(profileDir, { recursive: true });
    execArgv.push("--cpu-prof", `--cpu-prof-dir=${profileDir}`);
  }
  const child = fork(fileURLToPath(import.meta.url), ["serve"], {
    execArgv,
    env: {
      ...process.env,
      NODE_ENV: "production",
      IDENTITY_EMBEDDED_UNSAFE_IN_PRODUCTION: "true",
      EMAIL_TRANSPORT: "log",
    },
  });
  const ready = await new Promise<{ appPort: number; barePort: number }>((resolve, reject) => {
    child.once("message", (m) => resolve(m as { appPort: number; barePort: number }));
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  const all = {
    jwks: `http://127.0.0.1:${ready.appPort}/.well-known/jwks.json`,
    pricing: `http://127.0.0.1:${ready.appPort}/api/v1/config/pricing`,
    bare: `http://127.0.0.1:${ready.barePort}/bare`,
  };
  // BENCH_ONLY=pricing (or jwks, bare) loads one target only: for a profile of that one
  const targets = Object.fromEntries(
    Object.entries(all).filter(([label]) => !ONLY || label === ONLY),
  );
  process.stdout.write(
    `facade benchmark: ${CONNECTIONS} connections, ${SECONDS}s per run, node ${process.version}\n`,
  );
  for (const url of Object.values(targets)) await load(child, url, WARMUP, "warm-up");
  const rows: Row[] = [];
  for (const round of [1, 2]) {
    for (const [label, url] of Object.entries(targets)) {
      rows.push(await load(child, url, SECONDS, `${label} #${round}`));
    }
  }
  for (const r of rows) {
    process.stdout.write(
      `${r.label.padEnd(11)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(1).padStart(5)} ms  p99 ${r.p99.toFixed(1).padStart(5)} ms  ${r.cpuMicros.toFixed(0).padStart(5)} µs CPU/request  non-2xx ${r.non2xx}\n`,
    );
  }
  const avg = (label: string, key: "rps" | "cpuMicros") => {
    const picked = rows.filter((r) => r.label.startsWith(label));
    return picked.reduce((s, r) => s + r[key], 0) / picked.length;
  };
  // the summary compares all three targets (not printed for one alone)
  if (!ONLY)
    process.stdout.write(
      `\npricing through the facade: ${avg("pricing", "rps").toFixed(0)} req/s = ${((avg("pricing", "rps") / avg("jwks", "rps")) * 100).toFixed(0)}% of the non-facade JSON route (${avg("jwks", "rps").toFixed(0)} req/s); bare Hono ${avg("bare", "rps").toFixed(0)} req/s\n` +
        `CPU per request: pricing ${avg("pricing", "cpuMicros").toFixed(0)} µs, jwks ${avg("jwks", "cpuMicros").toFixed(0)} µs, bare ${avg("bare", "cpuMicros").toFixed(0)} µs\n`,
    );
  child.send("exit");
  await new Promise((resolve) => child.once("exit", resolve));
  if (process.env.BENCH_PROFILE) summariseProfile(profileDir);
}

async function cpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once("message", (m) => {
      const { user, system } = (m as { cpu: NodeJS.CpuUsage }).cpu;
      resolve(user + system);
    });
    child.send("cpu");
  });
}

async function load(
  child: ChildProcess,
  url: string,
  seconds: number,
  label: string,
): Promise<Row> {
  const before = await cpu(child);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  const after = await cpu(child);
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMicros: (after - before) / Math.max(1, result.requests.total),
    non2xx: result.non2xx,
  };
}

/** Self time by function in the server's CPU profile, top 25. */
function summariseProfile(dir: string): void {
  // The main thread's profile is the largest (PGlite's worker threads write their own).
  const file = readdirSync(dir)
    .filter((f) => f.endsWith(".cpuprofile"))
    .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0];
  if (!file) return;
  const profile = JSON.parse(readFileSync(join(dir, file), "utf8")) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/apps\//, "apps/");
    const key = `${functionName || "(anonymous)"} ${where}:${lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  process.stdout.write(`\nCPU profile (${join(dir, file)}), self time, top 25:\n`);
  for (const [key, us] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    process.stdout.write(`  ${((us / total) * 100).toFixed(1).padStart(5)}%  ${key}\n`);
  }
}
