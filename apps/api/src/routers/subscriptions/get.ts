import { getSubscription, Subscription } from "@intake/core/billing";
import { z } from "zod";
import { accountProcedure } from "../../trpc/init";

export const getSubscriptionProcedure = accountProcedure
  .meta({
    errors: ["subscription_not_found"],
    openapi: {
      method: "GET",
      path: "/api/v1/subscriptions/me",
      operationId: "getSubscription",
      tags: ["subscriptions"],
      protect: true,
      summary: "Your subscription",
      description:
        "`status` `active` is the gate for one-call submission. 404 `subscription_not_found` when the account never subscribed (a subscription starts at a checkout link).",
      errorResponses: [401, 404],
    },
  })
  .input(z.object({}).optional())
  .output(Subscription)
  .query(({ ctx }) => getSubscription({ ctx }));
