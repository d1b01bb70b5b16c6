import { z } from "zod";

export const ConditionCategory = z
  .object({
    name: z.string().meta({ example: "RESPIRATORY" }),
    conditions: z.array(
      z.object({
        name: z.string().meta({ example: "Asthma" }),
        medications: z.array(z.string()).meta({ example: ["albuterol", "budesonide"] }),
      }),
    ),
  })
  .meta({ id: "ConditionCategory" });

export const ConditionCatalogue = z.array(ConditionCategory);

export const Pricing = z
  .object({
    amount: z
      .string()
      .meta({ description: "Monthly price for the account holder", example: "$49" }),
    baseAmount: z.string().meta({ example: "$49" }),
    seatAmount: z
      .string()
      .meta({ description: "Monthly price per additional family member", example: "$19" }),
    currency: z.literal("usd"),
    includes: z.array(z.string()),
    refundPolicy: z.string(),
    fairUsePolicy: z.string(),
  })
  .meta({ id: "Pricing" });
export type Pricing = z.infer<typeof Pricing>;

/** The snake_case pricing object of the agent query response. */
export const QueryPricing = z
  .object({
    amount: z.string(),
    base_amount: z.string(),
    seat_amount: z.string(),
    includes: z.array(z.string()),
    refund_policy: z.string(),
    fair_use_policy: z.string(),
  })
  .meta({ id: "QueryPricing" });
export type QueryPricing = z.infer<typeof QueryPricing>;
