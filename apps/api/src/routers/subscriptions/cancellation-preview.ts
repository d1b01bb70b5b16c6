import { CancellationPreview, getCancellationPreview } from "@intake/core/billing";
import { z } from "zod";
import { accountProcedure } from "../../trpc/init";

export const getCancellationPreviewProcedure = accountProcedure
  .meta({
    errors: ["subscription_not_found"],
    openapi: {
      method: "GET",
      path: "/api/v1/subscriptions/me/cancellation-preview",
      operationId: "getCancellationPreview",
      tags: ["subscriptions"],
      protect: true,
      summary: "What a cancellation would refund, per person",
      description:
        "Refund per person: each person on the plan with no prescription in the current period is refundable for their share of the period; the total is capped by what was paid this cycle.",
      errorResponses: [401, 404],
    },
  })
  .input(z.object({}).optional())
  .output(CancellationPreview)
  .query(({ ctx }) => getCancellationPreview({ ctx }));
