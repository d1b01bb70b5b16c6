import cluster from "node:cluster";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { seedKnowledgeBase, warmKnowledgeIndex } from "@intake/core/catalogue";
import { type Config, ConfigError, loadConfig, randomHex, systemClock } from "@intake/core/kernel";
import { type CreateDbOptions, createDb, migrateToLatest } from "@intake/db";
import pino from "pino";
import { createApp } from "./app";
import { ensureDemoAccount } from "./demo-account";
import type { Lifecycle } from "./http/readiness";
import { drain, listen } from "./http/server";
import { clusterMetricsRenderer, createMetrics, serveMetrics } from "./observability/metrics";
import { buildServices } from "./services";
import { startWorkers } from "./workers/periodic";

/**
 * config -> db -> migrate -> services -> app -> serve. With WEB_CONCURRENCY > 1 (PostgreSQL
 * only) the primary migrates once and forks that many server processes sharing the port.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) return runPrimary(config);
  return runServer(config);
}

/** How a server process reaches PostgreSQL: timeouts and pooler from the configuration. */
function databaseOptions(config: Config, logger?: pino.Logger): CreateDbOptions {
  return {
    databaseUrl: config.DATABASE_URL,
    pooler: config.DATABASE_POOLER,
    timeouts: {
      connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      queryMs: config.DATABASE_QUERY_TIMEOUT_MS,
    },
    onConnectionError: (error) =>
      logger?.warn(
        { db_error: { message: error.message, code: (error as { code?: string }).code } },
        "database connection error",
      ),
  };
}

/**
 * Applies pending migrations and loads the knowledge base on a connection of their own, with no
 * statement timeout (a migration may take longer than any request should).
 */
async function migrateAndSeed(config: Config): Promise<string[]> {
  const handle = await createDb({
    databaseUrl: config.DATABASE_URL as string,
    poolSize: 1,
    pooler: config.DATABASE_POOLER,
    timeouts: { connectMs: config.DATABASE_CONNECT_TIMEOUT_MS, statementMs: 0, queryMs: 0 },
  });
  try {
    const applied = config.MIGRATE_ON_START ? await migrateToLatest(handle.db) : [];
    await seedKnowledgeBase(handle.db);
    return applied;
  } finally {
    await handle.close();
  }
}

function createLogger(config: Config) {
  return pino({
    level: config.LOG_LEVEL,
    redact: {
      paths: ["*.authorization", "*.apiKey", "*.token", "*.query", "*.email"],
      censor: "[redacted]",
    },
  });
}

/**
 * Migrates and seeds once, then keeps WEB_CONCURRENCY server processes running whatever happens
 * to them: a dead one is replaced after a backoff that doubles (0.5 s up to 30 s) while its slot's
 * processes keep dying within 30 s of their start, and starts again at 0.5 s once one lives longer.
 * The pending timers hold the primary's event loop, so it lives on even with no process left.
 */
async function runPrimary(config: Config): Promise<void> {
  const logger = createLogger(config);
  const applied = await migrateAndSeed(config);
  let stopping = false;
  const slots = Array.from({ length: config.WEB_CONCURRENCY }, () => ({
    failures: 0,
    startedAt: 0,
    restart: null as NodeJS.Timeout | null,
  }));
  const slotOf = new Map<number, number>();
  const fork = (slot: number) => {
    const state = slots[slot] as (typeof slots)[number];
    state.restart = null;
    state.startedAt = Date.now();
    const worker = cluster.fork();
    slotOf.set(worker.id, slot);
  };
  cluster.on("exit", (worker, code, signal) => {
    const slot = slotOf.get(worker.id);
    slotOf.delete(worker.id);
    if (stopping || slot === undefined) return;
    const state = slots[slot] as (typeof slots)[number];
    const lived = Date.now() - state.startedAt;
    state.failures = lived >= 30_000 ? 0 : state.failures + 1;
    const delay = Math.min(500 * 2 ** Math.max(0, state.failures - 1), 30_000);
    logger.error(
      { worker_pid: worker.process.pid, code, signal, lived_ms: lived, restart_in_ms: delay },
      "server process died; starting another",
    );
    state.restart = setTimeout(() => fork(slot), delay);
  });
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork(i);
  const metricsServer = config.METRICS_PORT
    ? serveMetrics(clusterMetricsRenderer(), config.METRICS_PORT, config.METRICS_HOST)
    : null;
  process.stdout.write(
    `Primary ${process.pid}: ${config.WEB_CONCURRENCY} server processes on port ${config.PORT} (PostgreSQL${applied.length ? `, applied ${applied.length} migrations` : ""})\n`,
  );
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    for (const state of slots) if (state.restart) clearTimeout(state.restart);
    metricsServer?.close();
    logger.info({ signal }, "stopping server processes");
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            w.once("exit", () => resolve());
            w.process.kill("SIGTERM");
          }),
      ),
    );
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
}

/** One server process: the app on the port, workers in-process unless WORKERS=off. */
async function runServer(config: Config): Promise<void> {
  const logger = createLogger(config);
  const worker = cluster.isWorker;
  const dataDir = resolve(config.DATA_DIR);
  // On PostgreSQL a cluster's primary has migrated already; a single process migrates first, on
  // a connection without the statement timeout. The embedded database has one connection.
  const applied = config.DATABASE_URL && !worker ? await migrateAndSeed(config) : [];
  // Tracing is imported only when it is configured: off, it costs nothing.
  const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? await (await import("./observability/tracing")).startTracing({
        endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
        serviceName: config.OTEL_SERVICE_NAME,
      })
    : null;
  const handle = await createDb({
    ...(config.DATABASE_URL
      ? databaseOptions(config, logger)
      : { dataDir: ensureDir(join(dataDir, "pglite")) }),
    ...(tracing ? { onQuery: tracing.onQuery } : {}),
  });
  if (!config.DATABASE_URL && config.MIGRATE_ON_START)
    applied.push(...(await migrateToLatest(handle.db)));
  const knowledge = await seedKnowledgeBase(handle.db);
  await warmKnowledgeIndex(handle.db);
  handle.availability?.onChange((available, error) => {
    if (available) logger.info("database reachable again");
    else
      logger.error(
        { db_error: error instanceof Error ? error.message : String(error) },
        "database unreachable: answering 503 database_unavailable until it is back",
      );
  });
  const services = await buildServices(handle.db, config, systemClock);
  const lifecycle: Lifecycle = { draining: false };
  // Metrics are kept when someone can read them: a token on this port, or a port of their own.
  const metrics =
    config.METRICS_TOKEN || config.METRICS_PORT ? createMetrics(services, handle) : undefined;
  const app = createApp(services, logger, lifecycle, {
    metrics,
    metricsToken: config.METRICS_TOKEN,
    tracing: tracing?.middleware,
  });
  // Under a cluster the primary serves METRICS_PORT with every process's metrics aggregated.
  const metricsServer =
    metrics && config.METRICS_PORT && !worker
      ? serveMetrics(
          async () => ({ body: await metrics.render(), contentType: metrics.contentType }),
          config.METRICS_PORT,
          config.METRICS_HOST,
        )
      : null;

  // Workers run in-process unless WORKERS=off (WORKERS=only: also started; see docs/patients.md).
  const workers = config.WORKERS !== "off" ? startWorkers(services, logger) : null;

  const demo =
    config.DEMO_ACCOUNT && handle.kind === "pglite" ? await ensureDemoAccount(services) : null;

  const server = listen(
    app.fetch,
    {
      port: config.PORT,
      hostname: config.HOST,
      timeouts: {
        headersMs: config.HTTP_HEADERS_TIMEOUT_MS,
        requestMs: config.HTTP_REQUEST_TIMEOUT_MS,
        keepAliveMs: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      },
    },
    (port) => {
      if (worker) {
        process.stdout.write(`  server process ${process.pid} listening on port ${port}\n`);
        return;
      }
      const lines = [
        `Telemedicine letter intake API listening on ${config.BASE_URL} (port ${port})`,
        `  Start page:    ${config.BASE_URL}/`,
        `  API reference: ${config.BASE_URL}/docs`,
        `  Agent skill:   ${config.BASE_URL}/SKILL.md`,
        `  OpenAPI:       ${config.BASE_URL}/api/v1/openapi.json`,
        `  Database:      ${handle.kind} at ${handle.location}${applied.length ? ` (applied ${applied.length} migrations)` : ""}`,
        `  Knowledge base: ${knowledge.articles} articles, ${knowledge.sections} sections (${knowledge.status === "loaded" ? "loaded" : "up to date"})`,
      ];
      if (handle.kind === "pglite") lines.push(`  Data dir:      ${dataDir}`);
      if (demo) {
        lines.push(
          "",
          `  Demo account ${demo.email} created. Its API key is shown once:`,
          `    ${demo.apiKey}`,
          `  Try: curl -H "Authorization: Bearer ${demo.apiKey}" ${config.BASE_URL}/api/v1/users/me`,
        );
      }
      if (demo?.clinicianEmail) {
        lines.push(
          "",
          `  Demo clinician ${demo.clinicianEmail} created (licensed in every served state).`,
          `    Sign in at ${config.WEB_URL}/signin with that address; the code arrives at ${config.WEB_URL}/dev/mailbox.`,
          `    Then review submitted encounters at ${config.WEB_URL}/clinician`,
        );
      }
      process.stdout.write(`${lines.join("\n")}\n`);
    },
  );

  // Graceful shutdown: /readyz turns 503 at once, the server stops accepting connections and
  // lets requests in flight finish (up to SHUTDOWN_TIMEOUT_MS), the workers finish the pass they
  // are in (so their leases end in a written state), then the database closes.
  const shutdown = async (signal: string) => {
    if (lifecycle.draining) return;
    lifecycle.draining = true;
    logger.info({ signal }, "shutting down: draining requests and workers");
    metricsServer?.close();
    await Promise.all([drain(server, config.SHUTDOWN_TIMEOUT_MS), workers?.stop()]);
    services.ports.email?.close?.();
    await handle.close();
    await tracing?.shutdown();
    logger.info("stopped");
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

function loadConfigOrExit() {
  try {
    return loadConfig(process.env, () => embeddedAppSecret(process.env.DATA_DIR ?? "./.data"));
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Without APP_SECRET (allowed outside production) the embedded default keeps one under DATA_DIR. */
function embeddedAppSecret(dataDir: string): string {
  const file = join(ensureDir(resolve(dataDir)), "app-secret");
  if (!existsSync(file)) writeFileSync(file, randomHex(32), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

function ensureDir(path: string): string {
  mkdirSync(path, { recursive: true });
  return path;
}

main().catch((error) => {
  process.stderr.write(
    `start-up failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
