import { createServer } from "node:http";
import { Webhook, WebhookVerificationError } from "@intake/sdk";

/**
 * Receives outcome webhooks: verifies the signature over the raw bytes, ignores duplicates by
 * event id, answers 2xx fast. Run: WEBHOOK_SECRET=whsec_… npm start -w @intake/example-webhook-receiver
 */
const secret = process.env.WEBHOOK_SECRET;
if (!secret) throw new Error("set WEBHOOK_SECRET to the endpoint's whsec_… secret");
const hook = new Webhook(secret, { maxAgeSeconds: 60 * 60 });
const seen = new Set<string>();

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    try {
      const event = hook.verify(Buffer.concat(chunks), req.headers as Record<string, string>);
      if (!seen.has(event.id)) {
        seen.add(event.id);
        // Branch on status, not only on type; encounter.message is a doorbell: poll for content.
        console.log(
          `${event.type} for ${"encounter_id" in event.data ? event.data.encounter_id : "-"}`,
        );
      }
      res.writeHead(204).end();
    } catch (error) {
      const message = error instanceof WebhookVerificationError ? error.message : "bad request";
      res
        .writeHead(400, { "content-type": "application/json" })
        .end(JSON.stringify({ error: message }));
    }
  });
}).listen(Number(process.env.PORT ?? 4000));
