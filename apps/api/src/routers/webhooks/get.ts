import { getWebhookEndpoint, WebhookEndpoint } from "@intake/core/webhooks";
import { webhookManagerProcedure } from "./procedure";

export const getWebhookEndpointProcedure = webhookManagerProcedure
  .meta({
    errors: ["wrong_environment"],
    openapi: {
      method: "GET",
      path: "/api/v1/developers/me/webhook-endpoints/{id}",
      operationId: "getWebhookEndpoint",
      tags: ["webhooks"],
      protect: true,
      summary: "One webhook endpoint (no secret)",
    },
  })
  .input(getWebhookEndpoint.input)
  .output(WebhookEndpoint)
  .query(({ ctx, input }) => getWebhookEndpoint.parsed({ ctx, input }));
