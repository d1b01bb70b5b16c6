import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { loadConfig, ManualClock, telemetry } from "@intake/core/kernel";
import type { DatabaseHandle } from "@intake/db";
import { createTestDatabase } from "@intake/db/testing";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { startTracing, type Tracing } from "../../src/observability/tracing";
import { buildServices } from "../../src/services";
import { TEST_APP_SECRET } from "../harness";

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

/** An OTLP/HTTP receiver (JSON): what a collector at OTEL_EXPORTER_OTLP_ENDPOINT gets. */
function startReceiver(): Promise<{
  server: Server;
  url: string;
  spans: OtlpSpan[];
  paths: string[];
}> {
  const spans: OtlpSpan[] = [];
  const paths: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      paths.push(req.url ?? "");
      const parsed = JSON.parse(body) as {
        resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
      };
      for (const r of parsed.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        spans,
        paths,
      }),
    ),
  );
}

const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT_ID = "00f067aa0ba902b7";

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let tracing: Tracing;
let handle: DatabaseHandle;
beforeAll(async () => {
  receiver = await startReceiver();
  tracing = await startTracing({
    endpoint: receiver.url,
    serviceName: "intake-test",
    scheduleDelayMs: 50,
  });
  handle = await createTestDatabase({ onQuery: tracing.onQuery });
}, 180_000);
afterAll(async () => {
  await tracing?.shutdown();
  await handle?.close();
  receiver?.server.close();
});

async function spansWhere(predicate: (s: OtlpSpan) => boolean, count = 1) {
  for (let i = 0; i < 100; i++) {
    const found = receiver.spans.filter(predicate);
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  return receiver.spans.filter(predicate);
}

describe("OpenTelemetry tracing (OTEL_EXPORTER_OTLP_ENDPOINT)", () => {
  it("a request's SERVER span continues the caller's traceparent; its database statements are child spans", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      APP_SECRET: TEST_APP_SECRET,
      LOG_LEVEL: "silent",
      WORKERS: "off",
    });
    const services = await buildServices(handle.db, config, new ManualClock(new Date()));
    const app = createApp(services, pino({ level: "silent" }), undefined, {
      tracing: tracing.middleware,
    });
    const res = await app.request("/readyz", {
      headers: { traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` },
    });
    expect(res.status).toBe(200);

    const [server] = await spansWhere((s) => s.name === "GET /readyz");
    expect(server).toMatchObject({ traceId: TRACE_ID, parentSpanId: PARENT_ID, kind: 2 });
    const status = server?.attributes.find((a) => a.key === "http.response.status_code");
    expect(Number(status?.value.intValue)).toBe(200);
    const statements = await spansWhere(
      (s) => s.traceId === TRACE_ID && s.parentSpanId === server?.spanId && s.kind === 3,
    );
    expect(statements.length).toBeGreaterThanOrEqual(1);
    const text = statements[0]?.attributes.find((a) => a.key === "db.query.text");
    expect(text?.value.stringValue).toContain("kysely_migration");
    expect(receiver.paths.every((p) => p === "/v1/traces")).toBe(true);
  });

  it("an outbound call gets a CLIENT span and the traceparent to send on", async () => {
    const headers = await telemetry.outbound(
      "webhook POST",
      { "webhook.attempt": 1 },
      async (h) => h,
    );
    expect(headers.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const [, traceId, spanId] = (headers.traceparent as string).split("-");
    const [span] = await spansWhere((s) => s.name === "webhook POST");
    expect(span).toMatchObject({ traceId, spanId, kind: 3 });
  });
});
