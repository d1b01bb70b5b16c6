import { listWebhookEndpoints, WebhookEndpoint } from "@intake/core/webhooks";
import { z } from "zod";
import { webhookManagerProcedure } from "./procedure";

export const listWebhookEndpointsProcedure = webhookManagerProcedure
  .meta({
    errors: ["wrong_environment"],
    openapi: {
      method: "GET",
      path: "/api/v1/developers/me/webhook-endpoints",
      operationId: "listWebhookEndpoints",
      tags: ["webhooks"],
      protect: true,
      summary:
        "Your webhook endpoints, oldest first (a developer key sees its environment only); never secrets",
    },
  })
  .input(z.void())
  .output(z.array(WebhookEndpoint))
  .query(({ ctx }) => listWebhookEndpoints({ ctx }));
