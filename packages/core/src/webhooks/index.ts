/** The webhooks context's public surface (`@intake/core/webhooks`). */
export * from "./deliveries-api";
export * from "./delivery";
export * from "./emit-outcome-event";
export * from "./endpoints";
export { requireWebhookManager, type WebhookManager } from "./manager";
export * from "./schemas";
export * from "./sender";
export * from "./signing";
export * from "./webhook-payloads";
