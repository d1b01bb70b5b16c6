import { getWebhookEndpointSecret, WebhookEndpointSecret } from "@intake/core/webhooks";
import { webhookManagerProcedure } from "./procedure";

export const getWebhookEndpointSecretProcedure = webhookManagerProcedure
  .meta({
    errors: ["wrong_environment"],
    openapi: {
      method: "GET",
      path: "/api/v1/developers/me/webhook-endpoints/{id}/secret",
      operationId: "getWebhookEndpointSecret",
      tags: ["webhooks"],
      protect: true,
      summary: "The endpoint's signing secret (and the previous one during a rotation)",
    },
  })
  .input(getWebhookEndpointSecret.input)
  .output(WebhookEndpointSecret)
  .query(({ ctx, input }) => getWebhookEndpointSecret.parsed({ ctx, input }));
