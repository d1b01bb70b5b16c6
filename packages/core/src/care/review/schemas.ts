import { z } from "zod";
import { ConfirmedAllergy, ConfirmedMedication } from "../../accounts/patients/schemas";
import { EncounterState } from "../../encounters/schemas";
import { ChatEvent, ChatMessageText } from "../chat/schemas";

/** The categorical outcome a clinician records when completing a review. */
/**
 * The physician's categorical decision, one vocabulary for live reviews and the sandbox.
 * `incomplete`: the review ended without a decision (billed as an incomplete review).
 */
export const CLINICAL_DECISIONS = [
  "treatment_prescribed",
  "advice_only",
  "referred_in_person",
  "not_suitable_for_telehealth",
  "incomplete",
] as const;

/** Values the sandbox wrote before it used the live vocabulary, as the live names. */
const LEGACY_DECISIONS: Record<string, ClinicalDecision> = {
  prescribed: "treatment_prescribed",
  no_prescription: "advice_only",
};

/** A stored decision in the one vocabulary (rows written by an older sandbox are mapped). */
export function clinicalDecisionOf(stored: string | null): ClinicalDecision | null {
  if (stored === null) return null;
  if ((CLINICAL_DECISIONS as readonly string[]).includes(stored)) return stored as ClinicalDecision;
  return LEGACY_DECISIONS[stored] ?? null;
}
export const ClinicalDecision = z.enum(CLINICAL_DECISIONS).meta({ id: "ClinicalDecision" });
export type ClinicalDecision = z.infer<typeof ClinicalDecision>;

export const ReviewEncounterId = z.object({ id: z.uuid() });

export const QueueEntry = z
  .object({
    encounterId: z.string(),
    state: EncounterState,
    submittedAt: z.string().nullable(),
    stateOfResidence: z.string(),
    letterPreview: z.string().meta({ description: "The letter's first 200 characters" }),
  })
  .meta({ id: "ClinicianQueueEntry" });
export const ClinicianQueue = z
  .object({ encounters: z.array(QueueEntry) })
  .meta({ id: "ClinicianQueue" });
export type ClinicianQueue = z.infer<typeof ClinicianQueue>;

export const MyReviewEntry = z
  .object({
    encounterId: z.string(),
    state: EncounterState,
    submittedAt: z.string().nullable(),
    reviewStartedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    followUpUntil: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: "ClinicianReviewEntry" });
export const MyReviews = z
  .object({ encounters: z.array(MyReviewEntry) })
  .meta({ id: "ClinicianReviews" });
export type MyReviews = z.infer<typeof MyReviews>;

export const ReviewImage = z
  .object({
    id: z.string(),
    fileName: z.string().nullable(),
    mimeType: z.string(),
    url: z.string().meta({ description: "Signed, valid about 15 minutes; do not store" }),
    urlExpiresAt: z.string(),
  })
  .meta({ id: "ReviewImage" });

export const ClinicalNote = z
  .object({ id: z.string(), note: z.string(), clinicianName: z.string(), createdAt: z.string() })
  .meta({ id: "ClinicalNote" });
export type ClinicalNote = z.infer<typeof ClinicalNote>;

export const Prescription = z
  .object({
    prescriptionId: z.string(),
    medication: z.string(),
    fromCatalogue: z
      .boolean()
      .meta({ description: "True when the medication is in the condition catalogue" }),
    quantity: z.string(),
    refills: z.number().int(),
    instructions: z.string(),
    status: z.enum(["active", "depleted", "expired"]),
    clinicianName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Prescription" });
export type Prescription = z.infer<typeof Prescription>;

export const ReviewEncounter = z
  .object({
    encounterId: z.string(),
    state: EncounterState,
    clinicianId: z.string().nullable(),
    submittedAt: z.string().nullable(),
    reviewStartedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    followUpUntil: z.string().nullable(),
    closedAt: z.string().nullable(),
    canceledAt: z.string().nullable(),
    clinicalDecision: ClinicalDecision.nullable(),
    letter: z.string().meta({ description: "The submitted letter (Markdown)" }),
    turns: z.array(
      z.object({ version: z.number().int(), text: z.string(), createdAt: z.string() }),
    ),
    images: z.array(ReviewImage),
    patient: z.object({
      id: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      dateOfBirth: z.string().nullable(),
      sex: z.string().nullable(),
      stateOfResidence: z.string().nullable(),
      clinicalHistory: z.object({
        allergies: z.array(ConfirmedAllergy),
        medications: z.array(ConfirmedMedication),
      }),
    }),
    events: z.array(ChatEvent),
    notes: z.array(ClinicalNote),
    prescriptions: z.array(Prescription),
  })
  .meta({ id: "ReviewEncounter" });
export type ReviewEncounter = z.infer<typeof ReviewEncounter>;

export const ClinicianMessageInput = z.object({
  id: z.uuid(),
  message: ChatMessageText.meta({ description: "Plain text to the patient" }),
});
export type ClinicianMessageInput = z.infer<typeof ClinicianMessageInput>;

export const ClinicalNoteInput = z.object({
  id: z.uuid(),
  note: z.string().trim().min(1).max(10_000),
});

export const ConfirmHistoryInput = z.object({
  id: z.uuid(),
  allergies: z
    .array(
      z.object({
        substance: z.string().trim().min(1).max(200),
        reaction: z.string().trim().max(500).nullable().optional(),
        severity: z.enum(["mild", "moderate", "severe"]).nullable().optional(),
      }),
    )
    .max(50)
    .default([]),
  medications: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(200),
        status: z.enum(["active", "past"]),
      }),
    )
    .max(50)
    .default([]),
});
export type ConfirmHistoryInput = z.infer<typeof ConfirmHistoryInput>;

export const PrescriptionInput = z.object({
  id: z.uuid(),
  medication: z
    .string()
    .trim()
    .min(2)
    .max(200)
    .meta({ description: "A medication of the condition catalogue, or free text" }),
  quantity: z.string().trim().min(1).max(100).meta({ example: "30 tablets" }),
  refills: z.number().int().min(0).max(12),
  instructions: z.string().trim().min(1).max(2000),
});
export type PrescriptionInput = z.infer<typeof PrescriptionInput>;

export const CompleteReviewInput = z.object({ id: z.uuid(), decision: ClinicalDecision });
export type CompleteReviewInput = z.infer<typeof CompleteReviewInput>;

export const ClinicianCancelInput = z.object({
  id: z.uuid(),
  reason: z.string().trim().max(1000).optional(),
});
