import { rotateWebhookEndpointSecret, WebhookEndpointSecret } from "@intake/core/webhooks";
import { webhookManagerProcedure } from "./procedure";

export const rotateWebhookEndpointSecretProcedure = webhookManagerProcedure
  .meta({
    errors: ["wrong_environment"],
    openapi: {
      method: "POST",
      path: "/api/v1/developers/me/webhook-endpoints/{id}/rotate-secret",
      operationId: "rotateWebhookEndpointSecret",
      tags: ["webhooks"],
      protect: true,
      summary: "New signing secret; the old one keeps signing beside it for 24 hours",
    },
  })
  .input(rotateWebhookEndpointSecret.input)
  .output(WebhookEndpointSecret)
  .mutation(({ ctx, input }) => rotateWebhookEndpointSecret.parsed({ ctx, input }));
