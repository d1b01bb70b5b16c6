import conditions from "@intake/evaluator/conditions.json" with { type: "json" };
import type { Config } from "../../kernel/config";
import type { Pricing, QueryPricing } from "./schemas";

export interface CatalogueCategory {
  name: string;
  conditions: { name: string; medications: string[] }[];
}

/** The treatable conditions and their medications, as served to agents. */
export function listConditionCategories(): CatalogueCategory[] {
  return conditions as CatalogueCategory[];
}

/** The 18 states where clinical services are offered (spec: Availability). */
export const SERVED_STATES = [
  "AK",
  "AZ",
  "CA",
  "CO",
  "CT",
  "FL",
  "IL",
  "KS",
  "MA",
  "NJ",
  "NY",
  "NC",
  "OH",
  "OR",
  "PA",
  "TX",
  "VA",
  "WA",
] as const;

export const isServedState = (state: string): boolean =>
  (SERVED_STATES as readonly string[]).includes(state);

const INCLUDES = [
  "Physician review of complete letters by a board-certified physician",
  "Secure chat with the reviewing physician",
  "Prescriptions when the physician finds them appropriate",
  "Family members on the same plan (adults and children from 6 months of age) for a per-seat fee",
];

const REFUND_POLICY =
  "Cancel at any time. The refund is calculated per person: anyone on the plan with no prescription in the current period is refunded in full for that period, and an eligible refunded cancellation takes effect immediately. If no refund is due, the plan stays active until the end of the period and does not renew. Refunds go to the original payment method within 5-10 business days.";

/** Describes the policy without a number: the cap itself is an operational setting. */
const FAIR_USE_POLICY =
  "Usage is subject to a fair-use policy: one-call submissions are limited per billing period. When the limit is reached, complete letters can still be submitted through the checkout link.";

export function getPricing(config: Config): Pricing {
  return {
    amount: config.PRICE_BASE,
    baseAmount: config.PRICE_BASE,
    seatAmount: config.PRICE_SEAT,
    currency: "usd",
    includes: INCLUDES,
    refundPolicy: REFUND_POLICY,
    fairUsePolicy: FAIR_USE_POLICY,
  };
}

export function getQueryPricing(config: Config): QueryPricing {
  const p = getPricing(config);
  return {
    amount: p.amount,
    base_amount: p.baseAmount,
    seat_amount: p.seatAmount,
    includes: p.includes,
    refund_policy: p.refundPolicy,
    fair_use_policy: p.fairUsePolicy,
  };
}
