import { Subscription, updateSubscription } from "@intake/core/billing";
import { accountProcedure } from "../../trpc/init";

export const updateSubscriptionProcedure = accountProcedure
  .meta({
    idempotency: "operation",
    errors: [
      "seats_in_use",
      "subscription_ending",
      "subscription_canceled",
      "subscription_past_due",
      "card_declined",
      "subscription_not_found",
      "invalid_idempotency_key",
      "idempotency_key_reused",
      "billing_in_progress",
      "payment_processor_unavailable",
    ],
    openapi: {
      method: "PATCH",
      path: "/api/v1/subscriptions/me",
      operationId: "updateSubscription",
      tags: ["subscriptions"],
      protect: true,
      summary: "Change the number of additional family seats",
      description:
        "`seatCount` integer >= 0, prorated at once: new seats are charged for the rest of the period; released unassigned seats refund their unused part (capped by what was paid this cycle). Seats held by a family member: 409 `seats_in_use` (use DELETE /api/v1/patients-with-seat/{patientId}). A declined card: 402 `card_declined`, nothing changes. Send `Idempotency-Key` to make retries safe (kept 24 h).",
      errorResponses: [400, 401, 402, 404, 409, 422, 503],
    },
  })
  .input(updateSubscription.input)
  .output(Subscription)
  .mutation(({ ctx, input }) => updateSubscription.parsed({ ctx, input }));
