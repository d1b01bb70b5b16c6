import { getPricing, Pricing } from "@intake/core/catalogue";
import { publicProcedure } from "../../trpc/init";

export const getPricingProcedure = publicProcedure
  .meta({
    errors: [],
    openapi: {
      method: "GET",
      path: "/api/v1/config/pricing",
      operationId: "getPricing",
      tags: ["config"],
      protect: false,
      summary: "Subscription prices and policies",
    },
  })
  .output(Pricing)
  .query(({ ctx }) => getPricing(ctx.config));
