/**
 * What a developer pays per live review (usage billing), in cents. A complete review ends with a
 * clinical decision; an incomplete one ends without (e.g. the patient never answered).
 */
export const REVIEW_PRICING = {
  complete_review_cents: 2900,
  incomplete_review_cents: 900,
  note: "Billed per completed live review: complete_review_cents when the physician reaches a decision, incomplete_review_cents when the review ends without one. Sandbox requests are free.",
} as const;
