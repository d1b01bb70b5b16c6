import { QueuedWebhookDelivery, sendWebhookTest } from "@intake/core/webhooks";
import { webhookManagerProcedure } from "./procedure";

export const sendWebhookTestProcedure = webhookManagerProcedure
  .meta({
    errors: ["wrong_environment", "rate_limited"],
    successStatus: 202,
    openapi: {
      method: "POST",
      path: "/api/v1/developers/me/webhook-endpoints/{id}/test",
      operationId: "sendWebhookTest",
      tags: ["webhooks"],
      protect: true,
      description:
        "Test events and redeliveries together are limited per endpoint (`WEBHOOK_MANUAL_SENDS_PER_HOUR`, default 10 an hour): 429 `rate_limited` with `Retry-After` past it.",
      summary:
        "Send a webhook.test event (placeholder ids; sandbox matches the endpoint's environment)",
    },
  })
  .input(sendWebhookTest.input)
  .output(QueuedWebhookDelivery)
  .mutation(({ ctx, input }) => sendWebhookTest.parsed({ ctx, input }));
