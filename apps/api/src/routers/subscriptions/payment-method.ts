import { getPaymentMethod, PaymentMethod } from "@intake/core/billing";
import { z } from "zod";
import { accountProcedure } from "../../trpc/init";

export const getPaymentMethodProcedure = accountProcedure
  .meta({
    errors: ["payment_method_not_found", "subscription_not_found"],
    openapi: {
      method: "GET",
      path: "/api/v1/subscriptions/me/payment-method",
      operationId: "getPaymentMethod",
      tags: ["subscriptions"],
      protect: true,
      summary: "The card the subscription charges",
      description:
        "`brand` and `last4` only: card number, expiry and security code are never held.",
      errorResponses: [401, 404],
    },
  })
  .input(z.object({}).optional())
  .output(PaymentMethod)
  .query(({ ctx }) => getPaymentMethod({ ctx }));
