import { timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import { type Services, setTelemetryHooks } from "@intake/core/kernel";
import type { DatabaseHandle } from "@intake/db";
import type { Context, MiddlewareHandler } from "hono";
import { sql } from "kysely";
import client from "prom-client";

/**
 * `GET /metrics` in Prometheus text format (docs/operations.md). Request timing is one
 * histogram observation per request on a cached child (no label hashing per request); the pool
 * and the outbox are read when Prometheus scrapes, not kept up to date on every change.
 */
export interface Metrics {
  registry: client.Registry;
  /** Times every request by method, route template and status. */
  middleware: MiddlewareHandler;
  render(): Promise<string>;
  contentType: string;
}

/** Buckets for request and attempt durations (seconds): 5 ms to 30 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The process's metrics, in prom-client's default registry: under `WEB_CONCURRENCY` the primary
 * aggregates every server process's registry (`serveClusterMetrics`).
 */
export function createMetrics(
  services: Services,
  handle: Pick<DatabaseHandle, "poolStats">,
): Metrics {
  const registry = client.register;
  registry.clear();
  client.collectDefaultMetrics({ register: registry });

  const http = new client.Histogram({
    name: "intake_http_request_duration_seconds",
    help: "HTTP requests by method, route template and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const children = new Map<string, client.Histogram.Internal<"method" | "route" | "status">>();
  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await next();
    const route = routeOf(c);
    const key = `${c.req.method} ${c.res.status} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = http.labels(c.req.method, route, String(c.res.status));
      // Bounded: methods x statuses x templates; an unmatched path counts as "(unmatched)".
      if (children.size < 5_000) children.set(key, child);
    }
    child.observe((performance.now() - started) / 1000);
  };

  new client.Gauge({
    name: "intake_db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting checkouts)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = handle.poolStats?.();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });

  // The outbox is shared by every process: under a cluster the primary keeps one process's value.
  let outbox: Promise<{ topic: string; depth: number; oldest: Date | string | null }[]> | null =
    null;
  const readOutbox = () => {
    outbox ??= sql<{ topic: string; depth: number; oldest: Date | string | null }>`
      select topic, count(*)::int as depth, min(created_at) as oldest
      from outbox where status = 'pending' group by topic`
      .execute(services.db)
      .then((r) => r.rows)
      .catch(() => [])
      .finally(() => {
        outbox = null;
      });
    return outbox;
  };
  new client.Gauge({
    name: "intake_outbox_depth",
    help: "Outbox rows waiting to be delivered, by topic",
    labelNames: ["topic"] as const,
    aggregator: "max",
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await readOutbox()) this.set({ topic: row.topic }, Number(row.depth));
    },
  });
  new client.Gauge({
    name: "intake_outbox_oldest_age_seconds",
    help: "Age of the oldest outbox row waiting to be delivered, by topic",
    labelNames: ["topic"] as const,
    aggregator: "max",
    registers: [registry],
    async collect() {
      this.reset();
      const now = services.clock.now().getTime();
      for (const row of await readOutbox()) {
        if (row.oldest === null) continue;
        const age = (now - new Date(row.oldest).getTime()) / 1000;
        this.set({ topic: row.topic }, Math.max(0, age));
      }
    },
  });

  const attempts = new client.Counter({
    name: "intake_webhook_attempts_total",
    help: "Webhook delivery attempts by outcome",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const latency = new client.Histogram({
    name: "intake_webhook_delivery_latency_seconds",
    help: "Time a webhook receiver took to answer an attempt, by outcome",
    labelNames: ["outcome"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const emails = new client.Counter({
    name: "intake_email_sends_total",
    help: "E-mails handed to the transport, by outcome and transport",
    labelNames: ["outcome", "transport"] as const,
    registers: [registry],
  });
  for (const outcome of ["delivered", "retry", "failed", "lost_lease"])
    attempts.inc({ outcome }, 0);
  setTelemetryHooks({
    webhookAttempt(outcome, latencyMs) {
      attempts.inc({ outcome });
      if (outcome !== "lost_lease") latency.observe({ outcome }, latencyMs / 1000);
    },
    emailSend(outcome, transport) {
      emails.inc({ outcome, transport });
    },
  });

  return {
    registry,
    middleware,
    render: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

/** The documented route template the request matched (`/api/v1/patients/{id}`), never its values. */
function routeOf(c: Context): string {
  const route = (c.var as { route?: string }).route;
  if (route) return route;
  if (c.res.status === 404) return "(unmatched)";
  const path = c.req.routePath;
  return path === "/*" || path === "*" ? "(unmatched)" : path;
}

/** Whether `Authorization: Bearer <token>` carries the metrics token (compared in constant time). */
export function metricsTokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith("Bearer ") ? header.slice(7) : "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `GET /metrics` (and nothing else) without a token on a port of its own. */
export function serveMetrics(
  render: () => Promise<{ body: string; contentType: string }>,
  port: number,
  host: string,
  onListening?: (port: number) => void,
): Server {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res
        .writeHead(404, { "content-type": "text/plain" })
        .end("Only GET /metrics is served here.\n");
      return;
    }
    render().then(
      ({ body, contentType }) => res.writeHead(200, { "content-type": contentType }).end(body),
      () => res.writeHead(500, { "content-type": "text/plain" }).end("metrics failed\n"),
    );
  });
  server.listen(port, host, () => onListening?.((server.address() as { port: number }).port));
  return server;
}

/** Under a cluster: the primary's view, every server process's metrics aggregated. */
export function clusterMetricsRenderer(): () => Promise<{ body: string; contentType: string }> {
  const aggregator = new client.AggregatorRegistry();
  return async () => ({
    body: await aggregator.clusterMetrics(),
    contentType: aggregator.contentType,
  });
}
