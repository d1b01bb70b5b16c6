import { QueuedWebhookDelivery, redeliverWebhook } from "@intake/core/webhooks";
import { webhookManagerProcedure } from "./procedure";

export const redeliverWebhookProcedure = webhookManagerProcedure
  .meta({
    errors: ["wrong_environment", "rate_limited"],
    successStatus: 202,
    openapi: {
      method: "POST",
      path: "/api/v1/developers/me/webhook-deliveries/{id}/redeliver",
      operationId: "redeliverWebhook",
      tags: ["webhooks"],
      protect: true,
      description:
        "Test events and redeliveries together are limited per endpoint (`WEBHOOK_MANUAL_SENDS_PER_HOUR`, default 10 an hour): 429 `rate_limited` with `Retry-After` past it.",
      summary: "Send a delivery again (same event id and body), with the usual retries",
    },
  })
  .input(redeliverWebhook.input)
  .output(QueuedWebhookDelivery)
  .mutation(({ ctx, input }) => redeliverWebhook.parsed({ ctx, input }));
