import type { AddressInfo } from "node:net";
import {
  EMAIL_TOPIC,
  enqueueOutbox,
  resetTelemetryHooks,
  runOutboxOnce,
  seal,
  telemetry,
} from "@intake/core/kernel";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { createMetrics, type Metrics, serveMetrics } from "../../src/observability/metrics";
import { createTestApp, TEST_APP_SECRET, type TestApp } from "../harness";

const TOKEN = "metrics-token-0123456789abcdef";

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format (0.0.4), strictly: every line a comment or `name{labels} value`. */
function parse(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1] as string, type[2] as string);
      continue;
    }
    if (line.startsWith("# HELP ")) continue;
    const match =
      /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|[Nn]a[Nn]|\+Inf|-Inf)$/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[pair[1] as string] = pair[2] as string;
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return { samples, types };
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  )?.value;

let t: TestApp;
let metrics: Metrics;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  metrics = createMetrics(t.services, { poolStats: () => ({ total: 7, idle: 5, waiting: 0 }) });
  app = createApp(t.services, pino({ level: "silent" }), undefined, {
    metrics,
    metricsToken: TOKEN,
  });
}, 180_000);
afterAll(async () => {
  resetTelemetryHooks();
  await t.close();
});

const scrape = async () => {
  const res = await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(await res.text());
};

describe("GET /metrics", () => {
  it("needs the token: 401 without it or with another", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-0123456789abcd", TOKEN]) {
      const res = await app.request("/metrics", {
        headers: authorization ? { authorization } : {},
      });
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(((await res.json()) as { code: string }).code).toBe("unauthorized");
    }
  });

  it("is not served on the API's port without METRICS_TOKEN", async () => {
    const plain = createApp(t.services, pino({ level: "silent" }), undefined, { metrics });
    expect((await plain.request("/metrics")).status).toBe(404);
  });

  it("times requests by route template and status, never by the path's values", async () => {
    // Counts are read as increases over a scrape taken first: the other cases share the registry.
    const before = (await scrape()).samples;
    const count = (s: Sample[], labels: Record<string, string>) =>
      value(s, "intake_http_request_duration_seconds_count", labels) ?? 0;
    const unmatched = { route: "(unmatched)", status: "404" };
    const patient = { route: "/api/v1/patients/{id}", status: "401" };
    for (let i = 0; i < 3; i++)
      expect((await app.request("/api/v1/config/pricing")).status).toBe(200);
    const unknownId = "00000000-0000-4000-8000-000000000000";
    expect((await app.request(`/api/v1/patients/${unknownId}`)).status).toBe(401);
    expect((await app.request("/no/such/page")).status).toBe(404);
    const { samples, types } = await scrape();
    expect(types.get("intake_http_request_duration_seconds")).toBe("histogram");
    const pricing = { method: "GET", route: "/api/v1/config/pricing", status: "200" };
    expect(value(samples, "intake_http_request_duration_seconds_count", pricing)).toBe(3);
    expect(
      value(samples, "intake_http_request_duration_seconds_bucket", { ...pricing, le: "+Inf" }),
    ).toBe(3);
    expect(count(samples, patient) - count(before, patient)).toBe(1);
    expect(count(samples, unmatched) - count(before, unmatched)).toBe(1);
    expect(samples.some((s) => s.labels.route?.includes(unknownId))).toBe(false);
  });

  it("reports the pool, the outbox by topic, e-mails and webhook attempts by outcome, and the process", async () => {
    const now = t.clock.now();
    await enqueueOutbox(t.db, new Date(now.getTime() - 90_000), "test.waiting", { n: 1 });
    await enqueueOutbox(t.db, now, "test.waiting", { n: 2 });
    const sealed = seal(
      TEST_APP_SECRET,
      JSON.stringify({ to: "a@example.com", subject: "Hello", text: "Body" }),
    );
    await enqueueOutbox(t.db, now, EMAIL_TOPIC, { sealed });
    await runOutboxOnce(t.services, { topics: [EMAIL_TOPIC] });
    telemetry.webhookAttempt("delivered", 120);
    telemetry.webhookAttempt("retry", 10_000);

    const { samples, types } = await scrape();
    expect(value(samples, "intake_db_pool_connections", { state: "total" })).toBe(7);
    expect(value(samples, "intake_db_pool_connections", { state: "idle" })).toBe(5);
    expect(value(samples, "intake_db_pool_connections", { state: "waiting" })).toBe(0);
    expect(value(samples, "intake_outbox_depth", { topic: "test.waiting" })).toBe(2);
    const age = value(samples, "intake_outbox_oldest_age_seconds", { topic: "test.waiting" });
    expect(age).toBeGreaterThanOrEqual(0);
    expect(value(samples, "intake_outbox_depth", { topic: EMAIL_TOPIC })).toBeUndefined();
    expect(
      value(samples, "intake_email_sends_total", { outcome: "sent", transport: "embedded" }),
    ).toBe(1);
    expect(types.get("intake_webhook_attempts_total")).toBe("counter");
    expect(value(samples, "intake_webhook_attempts_total", { outcome: "delivered" })).toBe(1);
    expect(value(samples, "intake_webhook_attempts_total", { outcome: "retry" })).toBe(1);
    expect(value(samples, "intake_webhook_attempts_total", { outcome: "failed" })).toBe(0);
    expect(
      value(samples, "intake_webhook_delivery_latency_seconds_bucket", {
        outcome: "delivered",
        le: "0.25",
      }),
    ).toBe(1);
    expect(
      value(samples, "intake_webhook_delivery_latency_seconds_sum", { outcome: "retry" }),
    ).toBe(10);
    expect(value(samples, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(value(samples, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("on a port of its own (METRICS_PORT): GET /metrics without a token, nothing else", async () => {
    const server = await new Promise<ReturnType<typeof serveMetrics>>((resolve) => {
      const s = serveMetrics(
        async () => ({ body: await metrics.render(), contentType: metrics.contentType }),
        0,
        "127.0.0.1",
        () => resolve(s),
      );
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(
        value(parse(await res.text()).samples, "intake_db_pool_connections", { state: "total" }),
      ).toBe(7);
      expect((await fetch(`${base}/api/v1/config/pricing`)).status).toBe(404);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
