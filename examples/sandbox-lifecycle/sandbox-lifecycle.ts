import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient, Webhook, type WebhookEvent } from "@intake/sdk";

export interface SandboxLifecycleOptions {
  baseUrl: string;
  /** A sandbox developer key (`ak_test_…`). */
  developerKey: string;
  /** The clinical letter of the request (complete, 500-10,000 characters). */
  letter: string;
  /** Where the local receiver listens (default 127.0.0.1, a free port). */
  host?: string;
  port?: number;
  fetch?: (input: Request) => Promise<Response>;
  log?: (line: string) => void;
  /** How long to wait for each webhook (default 30 s). */
  webhookTimeoutMs?: number;
}

/** One applied event and the verified webhook it produced (if it fires one). */
export interface Step {
  encounterId: string;
  event: string;
  status: string;
  webhook?: WebhookEvent;
}

/** Every sandbox event after consent: the lifecycle, then each pharmacy and prescription stage. */
export const LIFECYCLE: readonly { event: string; rx_count?: number; message?: string }[] = [
  { event: "consent_accepted" },
  { event: "identity_verified" },
  { event: "physician_message", message: "Any trouble with antihistamines before?" },
  { event: "complete", rx_count: 1 },
  ...[
    "placed",
    "rerouted",
    "filling",
    "shipped",
    "delivered",
    "received",
    "ready",
    "picked_up",
    "completed",
    "canceled",
  ].map((stage) => ({ event: `order_${stage}` })),
  ...["depleted", "expired", "active"].map((state) => ({ event: `prescription_${state}` })),
];

/**
 * A developer's sandbox tour through the SDK only: register a local receiver as a webhook
 * endpoint, create a sandbox request (`sandbox_progression: manual`, full visibility), accept
 * consent with the `consent_accepted` event, advance it through every lifecycle, pharmacy and
 * prescription event, cancel a second request, and receive each webhook, verified with the SDK's
 * `Webhook` before it is trusted.
 */
export async function sandboxLifecycle(options: SandboxLifecycleOptions): Promise<Step[]> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const api = createClient({
    baseUrl: options.baseUrl,
    token: options.developerKey,
    fetch: options.fetch,
    userAgent: "example-sandbox-lifecycle/0.1",
  });

  // 1. A receiver: verify each delivery with the endpoint's secret, answer 2xx at once.
  let verifier: Webhook | undefined;
  const inbox: WebhookEvent[] = [];
  const waiters: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      try {
        if (!verifier) throw new Error("not ready");
        const event = verifier.verify(Buffer.concat(chunks), req.headers);
        res.writeHead(204).end();
        inbox.push(event);
        for (const wake of waiters.splice(0)) wake();
      } catch (error) {
        log(`refused a delivery: ${(error as Error).message}`);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", r));
  const { address, port } = server.address() as AddressInfo;
  const endpoint = await api.webhooks.create({
    url: `http://${address}:${port}/hooks`,
    environment: "test",
  });
  verifier = new Webhook(endpoint.secret);
  log(`receiving webhooks at ${endpoint.url}`);

  /** The next verified webhook of `type` for `encounterId` (taken out of the inbox). */
  const nextWebhook = async (type: string, encounterId: string): Promise<WebhookEvent> => {
    const deadline = Date.now() + (options.webhookTimeoutMs ?? 30_000);
    for (;;) {
      const i = inbox.findIndex((e) => e.type === type && e.data.encounter_id === encounterId);
      if (i >= 0) return inbox.splice(i, 1)[0] as WebhookEvent;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} webhook for ${encounterId} arrived in time`);
      await new Promise<void>((wake) => {
        waiters.push(wake);
        setTimeout(wake, Math.min(left, 1000));
      });
    }
  };

  const steps: Step[] = [];
  const apply = async (
    encounterId: string,
    body: { event: string; rx_count?: number; message?: string },
  ) => {
    const result = await api.prescribing.sandbox.advance(encounterId, body);
    const step: Step = { encounterId, event: body.event, status: result.status };
    if (result.webhook.fired && result.webhook.type) {
      step.webhook = await nextWebhook(result.webhook.type, encounterId);
      log(`${body.event}: ${result.status}, webhook ${step.webhook.type} verified`);
    } else {
      log(`${body.event}: ${result.status}, no webhook`);
    }
    steps.push(step);
  };

  try {
    // 2. A sandbox request that waits for us at each step.
    const request = await api.prescribing.query({
      query: options.letter,
      patient_email: "patient@example.com",
      patient_phone: "+14155550123",
      patient_state: "CA",
      patient_zip: "94110",
      external_id: "sandbox-tour-1",
      data_visibility: "full",
      sandbox_progression: "manual",
    });
    if (!request.final_decision_ready) {
      throw new Error(`the letter is incomplete: ${request.missing_items.join(", ")}`);
    }
    log(`request ${request.encounter_id}: ${request.status} (consent at ${request.consent_url})`);

    // 3. Consent in the sandbox, then every event in turn.
    for (const body of LIFECYCLE) await apply(request.encounter_id, body);

    // 4. The other ending: a second request canceled before consent.
    const second = await api.prescribing.query({
      query: options.letter,
      patient_email: "patient@example.com",
      patient_phone: "+14155550123",
      patient_state: "CA",
      patient_zip: "94110",
      external_id: "sandbox-tour-2",
      sandbox_progression: "manual",
    });
    await apply(second.encounter_id, { event: "cancel" });
    return steps;
  } finally {
    await api.webhooks.delete(endpoint.id).catch(() => undefined);
    await new Promise<void>((r) => server.close(() => r()));
  }
}
