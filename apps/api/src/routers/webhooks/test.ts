import { QueuedWebhookDelivery, sendWebhookTest, WebhookEndpointIdInput } from "@intake/core";
import { webhookManagerProcedure } from "./procedure";

export const sendWebhookTestProcedure = webhookManagerProcedure
  .meta({
    errors: ["wrong_environment"],
    successStatus: 202,
    openapi: {
      method: "POST",
      path: "/api/v1/developers/me/webhook-endpoints/{id}/test",
      operationId: "sendWebhookTest",
      tags: ["webhooks"],
      protect: true,
      summary:
        "Send a webhook.test event (placeholder ids; sandbox matches the endpoint's environment)",
    },
  })
  .input(WebhookEndpointIdInput)
  .output(QueuedWebhookDelivery)
  .mutation(({ ctx, input }) => sendWebhookTest({ ctx, input }));
