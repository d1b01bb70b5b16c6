/**
 * Webhook delivery speed (issue 23), through the real dispatcher (apps/api/src/workers) against a
 * fast local receiver:
 *
 *   1. throughput: BENCH_BACKLOG events (default 5,000) queued for BENCH_ENDPOINTS endpoints
 *      (default 10, one developer each) while the dispatcher is stopped, then delivered:
 *      deliveries/s;
 *   2. latency: BENCH_RATE events/s (default 100), each in its own committed transaction as a
 *      request makes them, for BENCH_DURATION_S seconds (default 60): event -> first delivery
 *      attempt, p50/p99/max.
 *
 *   npm run bench:webhooks                                   # PGlite (in memory)
 *   BENCH_DURATION_S=10 npm run bench:webhooks               # a shorter latency run
 *   DATABASE_URL=postgres://... npm run bench:webhooks       # PostgreSQL (a scratch database)
 *
 * Not a test: the numbers depend on the machine. Goal: >= 500 deliveries/s per process, p99 <= 1 s.
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { ensureUserByEmail } from "@intake/core/accounts";
import { loadConfig, newId, seal, systemClock } from "@intake/core/kernel";
import { emitOutcomeEvent } from "@intake/core/webhooks";
import { createDb, migrateToLatest } from "@intake/db";
import { createScratchDatabase } from "@intake/db/testing";
import pino from "pino";
import { buildServices } from "../src/services";
import { startWebhookDispatcher } from "../src/workers/periodic";

const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 5_000);
const ENDPOINTS = Number(process.env.BENCH_ENDPOINTS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 60);

const scratch = process.env.DATABASE_URL
  ? await createScratchDatabase(process.env.DATABASE_URL, "intake_bench")
  : null;
let statements = 0;
const onStatement = () => void statements++;
const handle = await createDb(
  scratch ? { databaseUrl: scratch.url, onStatement } : { dataDir: "memory://", onStatement },
);
await migrateToLatest(handle.db);
const config = loadConfig({
  NODE_ENV: "test",
  APP_SECRET: randomBytes(32).toString("hex"),
  LOG_LEVEL: "silent",
  WORKERS: "off",
  EMAIL_TRANSPORT: "log",
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "true",
});
const services = await buildServices(handle.db, config, systemClock);
const logger = pino({ level: process.env.BENCH_LOG_LEVEL ?? "warn" });

// The receiver: answers 204 at once; notes when each event first arrived.
const firstArrival = new Map<string, number>();
let arrivals = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    arrivals++;
    const id = String(req.headers["webhook-id"]);
    if (!firstArrival.has(id)) firstArrival.set(id, performance.now());
    res.writeHead(204).end();
  });
});
receiver.keepAliveTimeout = 1;
await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

async function developer(name: string): Promise<string> {
  const user = await ensureUserByEmail(handle.db, systemClock, `${name}@bench.example.com`);
  await handle.db
    .insertInto("webhook_endpoints")
    .values({
      id: newId(),
      developer_id: user.id,
      environment: "test",
      url: `${url}/${name}`,
      description: null,
      secret_sealed: seal(config.APP_SECRET, `whsec_${randomBytes(24).toString("base64")}`),
      created_at: new Date(),
    })
    .execute();
  return user.id;
}

const event = (developerId: string, n: number) =>
  ({
    developerId,
    environment: "test",
    type: "encounter.completed",
    data: {
      encounter_id: "8b0e1c5a-0000-4000-8000-000000000001",
      external_id: `order-${n}`,
      status: "completed",
      rx_count: 1,
    },
  }) as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

// 1. Throughput.
const developers = await Promise.all(
  Array.from({ length: ENDPOINTS }, (_, i) => developer(`throughput-${i}`)),
);
for (let i = 0; i < BACKLOG; i += 100) {
  await handle.db.transaction().execute(async (trx) => {
    for (let j = i; j < Math.min(BACKLOG, i + 100); j++)
      await emitOutcomeEvent(trx, new Date(), event(developers[j % ENDPOINTS] as string, j));
  });
}
console.error(`queued ${BACKLOG} events for ${ENDPOINTS} endpoints; delivering ...`);
arrivals = 0;
statements = 0;
const t0 = performance.now();
let dispatcher = startWebhookDispatcher(services, logger);
const progress = setInterval(() => console.error(`  ${arrivals} delivered`), 2_000);
while (arrivals < BACKLOG) await new Promise((r) => setTimeout(r, 5));
clearInterval(progress);
const throughputS = (performance.now() - t0) / 1000;
await dispatcher.stop();
const statementsPerDelivery = Number((statements / BACKLOG).toFixed(2));
// Let the last results be recorded before measuring the next phase.
const throughput = {
  deliveries: BACKLOG,
  endpoints: ENDPOINTS,
  seconds: Number(throughputS.toFixed(2)),
  deliveriesPerSecond: Math.round(BACKLOG / throughputS),
  /** Database round trips per delivery (fan-out, claim, record): machine-independent. */
  statementsPerDelivery,
};
console.log(JSON.stringify({ phase: "throughput", ...throughput }));

// 2. Latency at a steady rate.
console.error(`${RATE} events/s for ${DURATION_S} s ...`);
const latencyDev = await developer("latency");
dispatcher = startWebhookDispatcher(services, logger);
await dispatcher.ready;
const emitted = new Map<string, number>();
const total = RATE * DURATION_S;
const started = performance.now();
for (let n = 0; n < total; n++) {
  const due = started + (n * 1000) / RATE;
  const wait = due - performance.now();
  // Behind schedule, still yield a turn of the event loop, as requests arriving over HTTP do.
  await new Promise((r) => (wait > 0 ? setTimeout(r, wait) : setImmediate(r)));
  const at = performance.now();
  const envelope = await handle.db
    .transaction()
    .execute((trx) => emitOutcomeEvent(trx, new Date(), event(latencyDev, n)));
  emitted.set(envelope.id, at);
}
const deadline = performance.now() + 30_000;
while ([...emitted.keys()].some((id) => !firstArrival.has(id)) && performance.now() < deadline)
  await new Promise((r) => setTimeout(r, 20));
await dispatcher.stop();
const latencies = [...emitted]
  .map(([id, at]) => (firstArrival.get(id) ?? Number.POSITIVE_INFINITY) - at)
  .sort((a, b) => a - b);
const latency = {
  events: total,
  ratePerSecond: RATE,
  seconds: DURATION_S,
  achievedRatePerSecond: Math.round(total / ((performance.now() - started) / 1000)),
  delivered: latencies.filter(Number.isFinite).length,
  p50Ms: Math.round(percentile(latencies, 50)),
  p99Ms: Math.round(percentile(latencies, 99)),
  maxMs: Math.round(latencies.at(-1) ?? Number.NaN),
};
console.log(JSON.stringify({ phase: "latency", ...latency }));
console.log(
  `\nwebhooks on ${handle.kind}: ${throughput.deliveriesPerSecond} deliveries/s (${BACKLOG} to ${ENDPOINTS} endpoints, ${statementsPerDelivery} statements each); ` +
    `at ${RATE} events/s for ${DURATION_S} s: event -> first attempt p50 ${latency.p50Ms} ms, p99 ${latency.p99Ms} ms, max ${latency.maxMs} ms`,
);

receiver.close();
await handle.close();
await scratch?.drop();
