import { listWebhookDeliveries, WebhookDeliveryLog } from "@intake/core/webhooks";
import { webhookManagerProcedure } from "./procedure";

export const listWebhookDeliveriesProcedure = webhookManagerProcedure
  .meta({
    errors: ["wrong_environment", "invalid_cursor"],
    openapi: {
      method: "GET",
      path: "/api/v1/developers/me/webhook-endpoints/{id}/deliveries",
      operationId: "listWebhookDeliveries",
      tags: ["webhooks"],
      protect: true,
      summary: "The endpoint's delivery log: one entry per attempt, newest first, kept 30 days",
    },
  })
  .input(listWebhookDeliveries.input)
  .output(WebhookDeliveryLog)
  .query(({ ctx, input }) => listWebhookDeliveries.parsed({ ctx, input }));
