import { deleteWebhookEndpoint, WebhookEndpoint } from "@intake/core/webhooks";
import { webhookManagerProcedure } from "./procedure";

export const deleteWebhookEndpointProcedure = webhookManagerProcedure
  .meta({
    errors: ["wrong_environment"],
    openapi: {
      method: "DELETE",
      path: "/api/v1/developers/me/webhook-endpoints/{id}",
      operationId: "deleteWebhookEndpoint",
      tags: ["webhooks"],
      protect: true,
      summary: "Delete a webhook endpoint; it receives nothing more",
    },
  })
  .input(deleteWebhookEndpoint.input)
  .output(WebhookEndpoint)
  .mutation(({ ctx, input }) => deleteWebhookEndpoint.parsed({ ctx, input }));
