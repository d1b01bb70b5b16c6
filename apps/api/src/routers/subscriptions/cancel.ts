import { CancelSubscriptionResult, cancelSubscription } from "@intake/core/billing";
import { accountProcedure } from "../../trpc/init";

export const cancelSubscriptionProcedure = accountProcedure
  .meta({
    idempotency: "operation",
    errors: [
      "subscription_not_found",
      "invalid_idempotency_key",
      "idempotency_key_reused",
      "billing_in_progress",
      "payment_processor_unavailable",
    ],
    openapi: {
      method: "POST",
      path: "/api/v1/subscriptions/me/cancel",
      operationId: "cancelSubscription",
      tags: ["subscriptions"],
      protect: true,
      summary: "Cancel the subscription",
      description:
        "With `refundIfEligible: true` and a refund due (see the cancellation preview), eligible no-prescription shares are refunded now and the plan ends at once; otherwise the plan stays active until the period end and does not renew. Send `Idempotency-Key` to make retries safe (kept 24 h).",
      errorResponses: [400, 401, 404, 409, 422, 503],
    },
  })
  .input(cancelSubscription.input)
  .output(CancelSubscriptionResult)
  .mutation(({ ctx, input }) => cancelSubscription.parsed({ ctx, input }));
