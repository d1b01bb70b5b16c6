import { createHmac, randomBytes } from "node:crypto";

/** `whsec_` + base64 of 32 random bytes. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString("base64")}`;

/** `sha256=<hex HMAC-SHA256 of the raw body>` keyed with the whole secret string. */
export const serviceSignature = (secret: string, body: string): string =>
  `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;

/** Standard Webhooks: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed with base64(secret). */
export function standardSignature(
  secret: string,
  id: string,
  timestamp: number,
  body: string,
): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const mac = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`, "utf8").digest();
  return `v1,${mac.toString("base64")}`;
}

/**
 * Every header of a delivery. `secrets` are the endpoint's valid secrets, current first. Outside
 * a rotation `X-Service-Signature` is exactly `sha256=<hex>`; during one, both headers carry one
 * entry per secret (`X-Service-Signature: sha256=<new>,sha256=<old>`, `webhook-signature:
 * v1,<new> v1,<old>`), so a receiver still holding the old secret keeps verifying for 24 hours.
 */
export function deliveryHeaders(options: {
  eventId: string;
  eventType: string;
  body: string;
  secrets: string[];
  timestamp: number;
}): Record<string, string> {
  const { eventId, eventType, body, secrets, timestamp } = options;
  return {
    "X-Service-Event": eventType,
    "X-Service-Signature": secrets.map((s) => serviceSignature(s, body)).join(","),
    "webhook-id": eventId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": secrets
      .map((s) => standardSignature(s, eventId, timestamp, body))
      .join(" "),
  };
}
