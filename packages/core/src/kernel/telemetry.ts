/**
 * What core tells the composition root about its outbound work, for metrics and tracing
 * (apps/api/src/observability). Core only calls these hooks; they do nothing until the server
 * sets them, so tests, scripts and a server without metrics or tracing pay one empty call.
 */
export type WebhookAttemptOutcome = "delivered" | "retry" | "failed" | "lost_lease";
export type EmailSendOutcome = "sent" | "failed";

export interface TelemetryHooks {
  /** One webhook attempt recorded; `latencyMs` is the receiver's answer time (0 when none was made). */
  webhookAttempt(outcome: WebhookAttemptOutcome, latencyMs: number): void;
  /** One e-mail handed to its transport, or refused by it. */
  emailSend(outcome: EmailSendOutcome, transport: string): void;
  /**
   * Runs an outbound call (a webhook POST, an SMTP send, a Stripe request) in a client span when
   * tracing is on. `fn` gets the headers that carry the trace to the other side (`traceparent`);
   * add them where the protocol has headers.
   */
  outbound<T>(
    name: string,
    attributes: Record<string, string | number>,
    fn: (propagation: Record<string, string>) => Promise<T>,
  ): Promise<T>;
  /** Called with each Stripe client made: tracing follows its requests through its own events. */
  stripeClient(client: {
    on(event: "request" | "response", handler: (event: never) => void): void;
  }): void;
}

const NO_HEADERS: Record<string, string> = Object.freeze({}) as Record<string, string>;

const noop: TelemetryHooks = {
  webhookAttempt: () => {},
  emailSend: () => {},
  outbound: (_name, _attributes, fn) => fn(NO_HEADERS),
  stripeClient: () => {},
};

/** The hooks in force: call `telemetry.webhookAttempt(...)` etc. from core. */
export const telemetry: TelemetryHooks = { ...noop };

/** Sets some hooks (the server does, at start-up); the others keep what they had. */
export function setTelemetryHooks(hooks: Partial<TelemetryHooks>): void {
  Object.assign(telemetry, hooks);
}

/** Back to doing nothing (tests). */
export function resetTelemetryHooks(): void {
  Object.assign(telemetry, noop);
}
