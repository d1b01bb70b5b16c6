import { createServer, type Server } from "node:http";
import { Webhook, type WebhookEvent, WebhookVerificationError } from "@intake/sdk";

export interface ReceiverOptions {
  /** The endpoint's whsec_… secret; during a rotation give both (new first). */
  secret: string | string[];
  /** Called once per event id (retries and redeliveries of an event are ignored). */
  onEvent: (event: WebhookEvent) => void;
  /** Called for every refused request, with the reason. */
  onRejected?: (reason: string) => void;
}

/**
 * An outcome-webhook receiver: verifies the signature over the raw bytes (Standard Webhooks
 * headers with a 5-minute tolerance, or X-Service-Signature), ignores duplicates by event id,
 * answers 204 at once and leaves the work to `onEvent`.
 */
export function createReceiver(options: ReceiverOptions): Server {
  const hook = new Webhook(options.secret);
  const seen = new Set<string>();
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      try {
        const event = hook.verify(Buffer.concat(chunks), req.headers);
        if (!seen.has(event.id)) {
          seen.add(event.id);
          options.onEvent(event);
        }
        res.writeHead(204).end();
      } catch (error) {
        const message = error instanceof WebhookVerificationError ? error.message : "bad request";
        options.onRejected?.(message);
        res
          .writeHead(400, { "content-type": "application/json" })
          .end(JSON.stringify({ error: message }));
      }
    });
  });
}

/** What an app would do with each event: branch on type and status. */
export function describeEvent(event: WebhookEvent): string {
  switch (event.type) {
    case "encounter.completed":
      return `completed ${event.data.external_id}: ${event.data.rx_count} prescription(s)`;
    case "encounter.canceled":
      return `canceled ${event.data.external_id}`;
    case "encounter.message":
      // A doorbell: no content. Poll the request (or the details read) to see the message.
      return `message waiting on ${event.data.external_id} (${event.data.status})`;
    case "encounter.pharmacy_order":
      return `pharmacy order ${event.data.pharmacy_order_status} for ${event.data.external_id}`;
    case "encounter.prescription":
      return `prescription ${event.data.prescription_status} for ${event.data.external_id}`;
    case "webhook.test":
      return "test event received";
  }
}
