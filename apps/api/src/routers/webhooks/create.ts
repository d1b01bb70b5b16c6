import {
  CreatedWebhookEndpoint,
  CreateWebhookEndpointInput,
  createWebhookEndpoint,
} from "@intake/core";
import { webhookManagerProcedure } from "./procedure";

export const createWebhookEndpointProcedure = webhookManagerProcedure
  .meta({
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
  .input(CreateWebhookEndpointInput)
  .output(CreatedWebhookEndpoint)
  .mutation(({ ctx, input }) => createWebhookEndpoint({ ctx, input }));
