import { z } from "zod";
import { RELATIONSHIPS, SEXES } from "./rules";

const list = (values: readonly string[]) => values.map((v) => `\`${v}\``).join(", ");

export const IdentitySessionState = z
  .object({
    sessionId: z.uuid(),
    status: z
      .enum(["pending", "processing", "requires_input", "verified", "canceled", "expired"])
      .meta({
        description:
          "Stripe Identity's states: `pending` (link not used yet), `processing` (the provider is checking), `requires_input` (see `reason`: verify again), `verified`, `canceled`, or `expired` (the link was not used in time).",
      }),
    code: z.string().nullable().meta({
      description:
        "On `requires_input`: why, e.g. `name_mismatch`, `dob_mismatch`, `document_unverified_other`, `document_expired`, `selfie_face_mismatch`",
      example: "name_mismatch",
    }),
    reason: z.string().nullable().meta({
      description: "On `requires_input`: what the person can do about it",
    }),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "IdentitySessionState" });
export type IdentitySessionState = z.infer<typeof IdentitySessionState>;

export const PatientIdentityVerification = z
  .object({
    status: z.enum(["inherits_owner", "verified", "pending", "unverified"]).meta({
      description:
        "`inherits_owner` for the self patient and minors (under 18), who inherit the account holder's verification; `verified` once this patient's own verification completed; `pending` while a verification session is open; `unverified` otherwise.",
    }),
    verifiedAt: z.iso.datetime().optional().meta({
      description:
        "When verification completed (for `inherits_owner`: the account holder's); absent until then",
    }),
    latestSession: IdentitySessionState.optional().meta({
      description:
        "This patient's most recent verification session (absent until one is started). For `inherits_owner` patients, the self patient's sessions verify the account holder.",
    }),
  })
  .meta({ id: "PatientIdentityVerification" });

const demographic = (description: string, example: string) =>
  z.string().meta({ description, example });

export const Patient = z
  .object({
    id: z.uuid().meta({ description: "Pass as `patient_id` to the agent query" }),
    ownerId: z.uuid().meta({ description: "The owning user" }),
    relationship: z.enum(RELATIONSHIPS),
    firstName: demographic("Legal first name", "Alex"),
    lastName: demographic("Legal last name", "Rivera"),
    dateOfBirth: demographic("YYYY-MM-DD", "1990-04-17"),
    sex: demographic(`Biological sex: ${list(SEXES)}`, "female"),
    stateOfResidence: demographic("Two-letter US state code", "CA"),
    zipCode: demographic("5-digit US ZIP", "94110"),
    phoneNumber: demographic("E.164", "+14155550123"),
    consentedToTelehealth: z.boolean().meta({ description: "Cannot be un-set once true" }),
    identityVerification: PatientIdentityVerification,
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Patient" });
export type Patient = z.infer<typeof Patient>;

export const ConfirmedAllergy = z
  .object({
    substance: z.string().meta({ example: "penicillin" }),
    reaction: z.string().nullable().meta({ example: "hives" }),
    severity: z
      .string()
      .nullable()
      .meta({ description: "e.g. `mild`, `moderate`, `severe`", example: "moderate" }),
    confirmedBy: z.string().meta({ description: "The confirming clinician" }),
    confirmedAt: z.iso.datetime(),
  })
  .meta({ id: "ConfirmedAllergy" });

export const ConfirmedMedication = z
  .object({
    name: z.string().meta({ example: "lisinopril 10 mg" }),
    status: z.enum(["active", "past"]),
    confirmedBy: z.string().meta({ description: "The confirming clinician" }),
    confirmedAt: z.iso.datetime(),
  })
  .meta({ id: "ConfirmedMedication" });

export const PatientWithHistory = Patient.extend({
  clinicalHistory: z
    .object({
      allergies: z.array(ConfirmedAllergy),
      medications: z.array(ConfirmedMedication),
    })
    .meta({
      description:
        "Allergy and medication history confirmed by a clinician during review (newest first). Empty until a clinician confirms something; never filled from letters.",
    }),
}).meta({ id: "PatientWithHistory" });
export type PatientWithHistory = z.infer<typeof PatientWithHistory>;

export const PatientId = z.object({ id: z.string().meta({ description: "Patient id (UUID)" }) });

export const CreatePatientInput = z
  .object({
    relationship: z
      .string()
      .meta({ description: `One of ${list(RELATIONSHIPS)}`, example: "child" }),
    firstName: z
      .string()
      .meta({ description: "Legal first name, 1–100 characters", example: "Sam" }),
    lastName: z
      .string()
      .meta({ description: "Legal last name, 1–100 characters", example: "Rivera" }),
    dateOfBirth: z.string().meta({
      description:
        "YYYY-MM-DD, a real date not in the future; family members at least 6 months old",
      example: "2016-09-01",
    }),
    sex: z.string().meta({ description: `Biological sex: ${list(SEXES)}`, example: "male" }),
    stateOfResidence: z
      .string()
      .meta({ description: "Two-letter US state code (50 states + DC)", example: "CA" }),
    zipCode: z.string().meta({ description: "5-digit US ZIP", example: "94110" }),
    phoneNumber: z.string().meta({
      description: "E.164; a 10-digit US number is prefixed with +1",
      example: "+14155550123",
    }),
  })
  .meta({ id: "CreatePatientRequest" });
export type CreatePatientInput = z.infer<typeof CreatePatientInput>;

export const UpdatePatientInput = z
  .strictObject({
    id: z.string().meta({ description: "Patient id (UUID)" }),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    dateOfBirth: z.string().optional(),
    sex: z.string().optional(),
    stateOfResidence: z.string().optional(),
    zipCode: z.string().optional(),
    phoneNumber: z.string().optional().meta({ description: "May change at any time" }),
    consentedToTelehealth: z.boolean().optional().meta({
      description:
        "`true` records consent; `false` after `true` is 400 `consent_cannot_be_revoked`",
    }),
  })
  .meta({
    description:
      "Demographics only before identity verification (after it: 400 `patient_locked`); phoneNumber any time; consent can be given, not withdrawn.",
  });
export type UpdatePatientInput = z.infer<typeof UpdatePatientInput>;

export const ArchivedPatient = z
  .object({
    id: z.uuid(),
    archived: z.literal(true),
    archivedAt: z.iso.datetime(),
  })
  .meta({ id: "ArchivedPatient" });
export type ArchivedPatient = z.infer<typeof ArchivedPatient>;

export const IdentitySessionResponse = z
  .object({
    sessionId: z.uuid(),
    url: z
      .url()
      .meta({ description: "Open this page to complete verification; valid until expiresAt" }),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: "IdentitySession" });
export type IdentitySessionResponse = z.infer<typeof IdentitySessionResponse>;
