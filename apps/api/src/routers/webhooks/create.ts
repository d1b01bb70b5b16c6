import { CreatedWebhookEndpoint, createWebhookEndpoint } from "@intake/core/webhooks";
import { webhookManagerProcedure } from "./procedure";

export const createWebhookEndpointProcedure = webhookManagerProcedure
  .meta({
    errors: [
      "invalid_url",
      "https_required",
      "private_address",
      "host_not_resolvable",
      "endpoint_limit_reached",
      "wrong_environment",
    ],
    successStatus: 201,
    openapi: {
      method: "POST",
      path: "/api/v1/developers/me/webhook-endpoints",
      operationId: "createWebhookEndpoint",
      tags: ["webhooks"],
      protect: true,
      summary:
        "Register a webhook endpoint (HTTPS, public address, at most 5 per environment); the secret is in the response",
    },
  })
  .input(createWebhookEndpoint.input)
  .output(CreatedWebhookEndpoint)
  .mutation(({ ctx, input }) => createWebhookEndpoint.parsed({ ctx, input }));
