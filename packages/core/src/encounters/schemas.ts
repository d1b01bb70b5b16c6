import type { EncounterState as DbEncounterState } from "@intake/db";
import { CRITERIA, type CriterionKey } from "@intake/evaluator";
import { z } from "zod";
import { QueryPricing } from "../catalogue/conditions/schemas";
import { ImageInput, MAX_IMAGES_PER_REQUEST } from "../images/schemas";

export const ENCOUNTER_STATES = [
  "open",
  "thinking",
  "readyForCheckout",
  "submitted",
  "reviewing",
  "waitingForPatientReply",
  "completed",
  "closed",
  "canceled",
] as const satisfies readonly DbEncounterState[];

export const EncounterState = z.enum(ENCOUNTER_STATES).meta({ id: "EncounterState" });
export type EncounterState = z.infer<typeof EncounterState>;

/** The 11 completeness criteria (spec: Evaluation), keys and order from the evaluator's table. */
export const Evaluation = z
  .object(
    Object.fromEntries(CRITERIA.map((c) => [c.key, z.boolean()])) as Record<
      CriterionKey,
      z.ZodBoolean
    >,
  )
  .meta({ id: "Evaluation", description: "The 11 completeness criteria of the letter" });
export type Evaluation = z.infer<typeof Evaluation>;

/**
 * Why an authenticated call did not submit at once: exactly the spec's values. An incomplete
 * letter is told by `final_decision_ready` and `missing_items`, not here.
 */
export const PENDING_REASONS = [
  "patient_required",
  "patient_not_owned",
  "telehealth_consent_required",
  "patient_not_id_verified",
  "subscription_required",
  "seat_required",
  "rate_limit_reached",
  "state_not_served",
] as const;
export const PendingReason = z.enum(PENDING_REASONS).meta({ id: "PendingReason" });
export type PendingReason = z.infer<typeof PendingReason>;

export const AgentQueryInput = z
  .object({
    query: z.string().meta({
      description:
        "The clinical letter in Markdown, 500-10,000 characters after trimming, from the patient's perspective, without personal identifiers.",
    }),
    session_token: z.string().max(256).optional().meta({
      description:
        "Omit to start a new encounter; send the one from a previous response to continue it.",
    }),
    patient_id: z.uuid().optional().meta({
      description:
        "Authenticated callers only: one of your patients, bound to the encounter for good.",
    }),
    // The count is checked with the images (400 `too_many_images`, as on relayed replies), not
    // by the schema, whose refusal would be a bare `validation_failed`.
    images: z
      .array(ImageInput)
      .optional()
      .meta({
        description: `Up to ${MAX_IMAGES_PER_REQUEST} images, added to the encounter; omit or send [] to keep earlier ones. More: 400 \`too_many_images\`.`,
        maxItems: MAX_IMAGES_PER_REQUEST,
      }),
  })
  .meta({ id: "AgentQueryRequest" });
export type AgentQueryInput = z.infer<typeof AgentQueryInput>;

export const AutoSubmit = z
  .object({
    status: z.enum(["submitted", "blocked"]),
    submission_id: z.uuid().optional().meta({ description: "With `submitted`" }),
    new_state: EncounterState.optional().meta({ description: "With `submitted`: `submitted`" }),
    pending_reasons: z.array(PendingReason).optional().meta({
      description:
        "With `blocked`: every reason that applies. `state_not_served` is a hard stop checkout cannot resolve. An incomplete letter is never submitted: see `final_decision_ready` and `missing_items` (the reasons then list what would still block it).",
    }),
  })
  .meta({ id: "AutoSubmit" });
export type AutoSubmit = z.infer<typeof AutoSubmit>;

export const AgentQueryResponse = z
  .object({
    session_token: z.string().meta({ description: "Reuse to continue the same encounter" }),
    evaluation: Evaluation.meta({ description: "The 11 criteria as booleans" }),
    final_decision_ready: z.boolean().meta({ description: "True when all criteria are met" }),
    commentary: z.string().meta({ description: "A human-readable summary of the evaluation" }),
    missing_items: z
      .array(z.string())
      .meta({ description: "Labels of the criteria not met, in rubric order; empty when ready" }),
    completed_items: z.array(z.string()).meta({ description: "Labels of the criteria met" }),
    next_steps: z.string().meta({ description: "What to do next, in words" }),
    encounter_id: z.uuid().meta({ description: "Pair with encounter_token (chat, checkout)" }),
    encounter_token: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .meta({
        description: "Scoped to this encounter; rotates on every resubmission (use the newest)",
      }),
    encounter_expires_at: z.iso
      .datetime()
      .meta({ description: "When the encounter, its token and its checkout link expire" }),
    checkout_url: z
      .string()
      .optional()
      .meta({ description: "Only when final_decision_ready is true" }),
    pricing: QueryPricing.optional().meta({
      description: "Only when final_decision_ready is true",
    }),
    already_claimed: z.boolean().optional().meta({
      description: "True when the encounter is owned by an account; the checkout URL stays valid",
    }),
    auto_submit: AutoSubmit.optional().meta({ description: "Authenticated calls only" }),
    submission_id: z
      .uuid()
      .optional()
      .meta({ description: "Only when auto_submit.status is `submitted`" }),
    new_state: EncounterState.optional().meta({
      description: "Only when auto_submit.status is `submitted`",
    }),
  })
  .meta({ id: "AgentQueryResponse" });
export type AgentQueryResponse = z.infer<typeof AgentQueryResponse>;

export const EncounterSummary = z
  .object({
    id: z.uuid(),
    userId: z.uuid().nullable(),
    patientId: z.uuid().nullable(),
    state: EncounterState,
    expiresAt: z.iso.datetime(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    turnCount: z.int(),
    submission: z
      .object({ submissionId: z.uuid(), querySnapshot: z.string(), createdAt: z.iso.datetime() })
      .nullable()
      .meta({ description: "The active submission; null when there is none" }),
    billing: z
      .object({ type: z.string(), amount: z.int(), status: z.string() })
      .nullable()
      .meta({ description: "Null until checkout or a subscription charges the encounter" }),
  })
  .meta({ id: "EncounterSummary" });
export type EncounterSummary = z.infer<typeof EncounterSummary>;

export const Turn = z
  .object({
    turnId: z.uuid(),
    query: z.object({ text: z.string(), version: z.int(), createdAt: z.iso.datetime() }),
    response: z.object({
      evaluation: Evaluation,
      options: z.array(z.unknown()).meta({ description: "Reserved; always empty today" }),
      evidence: z.array(z.unknown()).meta({ description: "Reserved; always empty today" }),
      createdAt: z.iso.datetime(),
    }),
  })
  .meta({ id: "Turn" });
export type Turn = z.infer<typeof Turn>;

/** Path ids are plain strings: a malformed id is 404 like an unknown one (spec), not 400. */
export const EncounterIdInput = z.object({
  id: z.string().max(200).meta({ description: "Encounter id (UUID)" }),
});

export const ListEncountersInput = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .meta({ description: "Page size, 1-100 (default 20)" }),
  cursor: z.string().max(200).optional().meta({
    description: "The `X-Next-Cursor` header of the previous page; omit for the first page",
  }),
});
export type ListEncountersInput = z.infer<typeof ListEncountersInput>;

export const ListTurnsInput = z.object({
  id: z.string().max(200).meta({ description: "Encounter id (UUID)" }),
  last: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .optional()
    .meta({ description: "Only the N most recent turns (still oldest first)" }),
});
export type ListTurnsInput = z.infer<typeof ListTurnsInput>;

/** A checkout link's parts (`/checkout/{encounterId}?token=`); the verb checks their shape (404). */
export const CheckoutLinkInput = z.object({ encounterId: z.string(), token: z.string() });
