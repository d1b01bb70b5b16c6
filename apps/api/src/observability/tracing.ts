import { resetTelemetryHooks, setTelemetryHooks } from "@intake/core/kernel";
import type { MiddlewareHandler } from "hono";
import type { LogEvent } from "kysely";
import { redactPath } from "../http/access-log";

/**
 * OpenTelemetry tracing, on when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (docs/operations.md). This
 * module and the OpenTelemetry packages are imported only then (every import below is dynamic,
 * so the bundle does not load them either): with tracing off a request pays nothing for it.
 *
 * Spans: one SERVER span per HTTP request (`traceparent` accepted: the caller's trace goes on),
 * one CLIENT span per database statement (from kysely's query log: the SQL text, never its
 * parameters), and CLIENT spans for outbound calls — webhook POSTs (which carry `traceparent`
 * on), SMTP sends and Stripe requests.
 */
export interface Tracing {
  middleware: MiddlewareHandler;
  /** kysely's `log` hook: a span for each statement, parented on the request's span. */
  onQuery(event: LogEvent): void;
  /** Sends what is buffered and stops. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** `http://collector:4318`: spans go to `<endpoint>/v1/traces` (OTLP/HTTP, JSON). */
  endpoint: string;
  serviceName: string;
  /** Export delay of the batch processor (ms). */
  scheduleDelayMs?: number;
}

export async function startTracing(options: TracingOptions): Promise<Tracing> {
  const api = await import("@opentelemetry/api");
  const { NodeTracerProvider } = await import("@opentelemetry/sdk-trace-node");
  const { BatchSpanProcessor } = await import("@opentelemetry/sdk-trace-base");
  const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
  const { resourceFromAttributes } = await import("@opentelemetry/resources");
  const { SpanKind, SpanStatusCode, context, propagation, trace } = api;

  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": options.serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(
        new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, "")}/v1/traces` }),
        { scheduledDelayMillis: options.scheduleDelayMs ?? 1_000 },
      ),
    ],
  });
  // Registers the AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  const tracer = trace.getTracer("intake-api");

  const headerGetter = {
    keys: (carrier: Record<string, string>) => Object.keys(carrier),
    get: (carrier: Record<string, string>, key: string) => carrier[key],
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const parent = propagation.extract(context.active(), c.req.header(), headerGetter);
    const span = tracer.startSpan(
      `${c.req.method}`,
      {
        kind: SpanKind.SERVER,
        attributes: { "http.request.method": c.req.method, "url.path": redactPath(c.req.path) },
      },
      parent,
    );
    try {
      await context.with(trace.setSpan(parent, span), next);
    } finally {
      const route = (c.var as { route?: string }).route ?? c.req.routePath;
      span.updateName(`${c.req.method} ${route}`);
      span.setAttribute("http.route", route);
      span.setAttribute("http.response.status_code", c.res.status);
      if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
  };

  const onQuery = (event: LogEvent) => {
    const end = Date.now();
    const text = event.query.sql;
    const span = tracer.startSpan(text.slice(0, text.indexOf(" ", 20) + 1 || 40).trim() || "db", {
      kind: SpanKind.CLIENT,
      startTime: end - event.queryDurationMillis,
      attributes: { "db.system.name": "postgresql", "db.query.text": text },
    });
    if (event.level === "error") {
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: event.error instanceof Error ? event.error.message : String(event.error),
      });
    }
    span.end(end);
  };

  // Stripe requests, followed through the client's own request/response events.
  type StripeRequest = { method: string; path: string; request_start_time: number };
  type StripeResponse = StripeRequest & { status: number; request_id?: string };
  const stripeSpans = new Map<string, ReturnType<typeof tracer.startSpan>>();
  const stripeKey = (e: StripeRequest) => `${e.method} ${e.path} ${e.request_start_time}`;

  setTelemetryHooks({
    outbound: (name, attributes, fn) =>
      tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
        const headers: Record<string, string> = {};
        propagation.inject(context.active(), headers);
        try {
          return await fn(headers);
        } catch (error) {
          span.setStatus({
            code: SpanStatusCode.ERROR,
            message: error instanceof Error ? error.message : String(error),
          });
          throw error;
        } finally {
          span.end();
        }
      }),
    stripeClient(client) {
      const on = client.on.bind(client) as (
        event: string,
        handler: (e: StripeRequest & Partial<StripeResponse>) => void,
      ) => void;
      on("request", (e) => {
        stripeSpans.set(
          stripeKey(e),
          tracer.startSpan(
            `stripe ${e.method} ${e.path.replace(/\/[a-z]+_[A-Za-z0-9]+/g, "/{id}")}`,
            {
              kind: SpanKind.CLIENT,
              startTime: e.request_start_time,
              attributes: { "http.request.method": e.method, "server.address": "api.stripe.com" },
            },
          ),
        );
      });
      on("response", (e) => {
        const span = stripeSpans.get(stripeKey(e));
        if (!span) return;
        stripeSpans.delete(stripeKey(e));
        span.setAttribute("http.response.status_code", e.status ?? 0);
        if ((e.status ?? 0) >= 400) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      });
    },
  });

  return {
    middleware,
    onQuery,
    async shutdown() {
      resetTelemetryHooks();
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
