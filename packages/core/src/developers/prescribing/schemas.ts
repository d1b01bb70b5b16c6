import { z } from "zod";
import { ClinicalDecision } from "../../care/review/schemas";
import { Evaluation } from "../../encounters/schemas";
import { ImageInput, MAX_IMAGES_PER_REQUEST } from "../../images/schemas";

export const Environment = z.enum(["test", "live"]).meta({ id: "DeveloperEnvironment" });
export const DataVisibility = z.enum(["outcome_only", "full"]).meta({ id: "DataVisibility" });
export const PrescribingStatus = z
  .enum(["awaiting_consent", "pending_identity", "in_review", "completed", "canceled"])
  .meta({ id: "PrescribingStatus" });

// --- developer keys --------------------------------------------------------------------------

export const CreateDeveloperKeyInput = z
  .object({
    label: z.string().meta({ description: "What the key is for, 1-100 characters" }),
    environment: Environment.meta({
      description: "`test` (sandbox, `ak_test_`) or `live` (production, `ak_live_`)",
    }),
  })
  .meta({ id: "CreateDeveloperKeyRequest" });
export type CreateDeveloperKeyInput = z.infer<typeof CreateDeveloperKeyInput>;

export const CreatedDeveloperKey = z
  .object({
    key: z.string().meta({
      description: "`ak_test_` or `ak_live_` + 64 hex. Shown only in this response; store it now.",
    }),
    keyId: z.uuid(),
    prefix: z.string().meta({ description: "`ak_test_` / `ak_live_` + the first 8 hex" }),
    environment: Environment,
    label: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "CreatedDeveloperKey" });
export type CreatedDeveloperKey = z.infer<typeof CreatedDeveloperKey>;

export const DeveloperKeyMetadata = z
  .object({
    keyId: z.uuid(),
    prefix: z.string(),
    environment: Environment,
    label: z.string(),
    createdAt: z.iso.datetime(),
    revokedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "DeveloperKey" });
export type DeveloperKeyMetadata = z.infer<typeof DeveloperKeyMetadata>;

export const DeveloperKeyId = z.object({
  keyId: z.string().meta({ description: "Key id (UUID)" }),
});

// --- prescribing query -----------------------------------------------------------------------

export const PrescribingQueryInput = z
  .object({
    query: z.string().meta({
      description: "The clinical letter (Markdown, 500-10,000 characters), as on the agent query",
    }),
    patient_email: z.string().max(254).optional().meta({
      description: "Where the consent code is sent. Required on a new request.",
    }),
    patient_phone: z.string().max(32).optional().meta({
      description:
        "E.164, e.g. +14155550123 (10-digit US numbers get +1). Required on a new request.",
    }),
    patient_state: z.string().max(2).optional().meta({
      description: "Two-letter US state. Live requests: one of the 18 served states.",
    }),
    patient_zip: z.string().max(10).optional().meta({ description: "5-digit US ZIP" }),
    external_id: z.string().max(200).optional().meta({
      description:
        "Your opaque id for the request (never personal data: e-mail, phone or name patterns are refused)",
    }),
    data_visibility: DataVisibility.optional().meta({
      description:
        "Default: your dashboard setting (outcome_only until changed). Fixed per request.",
    }),
    // counted with the images: more is 400 `too_many_images`, not a bare `validation_failed`
    images: z
      .array(ImageInput)
      .optional()
      .meta({
        description: `Up to ${MAX_IMAGES_PER_REQUEST} images. More: 400 \`too_many_images\`.`,
        maxItems: MAX_IMAGES_PER_REQUEST,
      }),
    session_token: z.string().max(256).optional().meta({
      description: "Continue (iterate) a request whose letter is not complete yet",
    }),
    patient_id: z.uuid().optional().meta({
      description:
        "Enterprise accounts: a developer-consented patient from POST /api/v1/prescribing/patients",
    }),
    sandbox_progression: z.enum(["auto", "manual"]).optional().meta({
      description:
        "Test keys only. `auto` (default): consent acceptance completes the request with one simulated prescription; `manual`: stops at pending_identity",
    }),
  })
  .strict()
  .meta({ id: "PrescribingQueryRequest" });
export type PrescribingQueryInput = z.infer<typeof PrescribingQueryInput>;

export const PrescribingPricing = z
  .object({
    complete_review_cents: z.int(),
    incomplete_review_cents: z.int(),
    note: z.string(),
  })
  .meta({ id: "PrescribingPricing" });

export const SimulatedDecision = z
  .object({
    status: PrescribingStatus,
    clinical_decision: ClinicalDecision,
    message_to_patient: z.string(),
    prescriptions: z.array(
      z.object({
        medication: z.string(),
        quantity: z.string(),
        refills: z.int(),
        instructions: z.string(),
      }),
    ),
  })
  .meta({ id: "SimulatedDecision" });

export const PrescribingQueryResponse = z
  .object({
    encounter_id: z.uuid(),
    session_token: z.string(),
    environment: Environment,
    sandbox: z.boolean(),
    status: PrescribingStatus,
    external_id: z.string().nullable(),
    data_visibility: DataVisibility,
    evaluation: Evaluation,
    final_decision_ready: z.boolean(),
    missing_items: z.array(z.string()),
    completed_items: z.array(z.string()),
    commentary: z.string(),
    next_steps: z.string(),
    consent_url: z.string().optional().meta({
      description:
        "When final_decision_ready: the patient's consent page (`&sandbox=1` in sandbox)",
    }),
    pricing: PrescribingPricing.optional(),
    simulated_decision: SimulatedDecision.optional().meta({
      description: "Sandbox only, when ready: what auto progression will produce",
    }),
  })
  .meta({ id: "PrescribingQueryResponse" });
export type PrescribingQueryResponse = z.infer<typeof PrescribingQueryResponse>;

// --- polling ---------------------------------------------------------------------------------

export const OutcomeProjection = z
  .object({
    encounterId: z.uuid(),
    externalId: z.string().nullable(),
    status: PrescribingStatus,
    rxCount: z.int(),
    sandbox: z.boolean(),
    createdAt: z.iso.datetime(),
    submittedAt: z.iso.datetime().nullable(),
    hasClinicianMessage: z.boolean(),
    lastMessageAt: z.iso.datetime().nullable(),
    chatUrl: z.string().nullable().meta({ description: "Null for developer-consented patients" }),
    visitType: z.enum(["async", "video", "phone"]).optional().meta({
      description: "Accounts with live visits only",
    }),
    syncEscalated: z.boolean().optional().meta({ description: "Accounts with live visits only" }),
  })
  .meta({ id: "OutcomeProjection" });
export type OutcomeProjection = z.infer<typeof OutcomeProjection>;

export const ListPrescribingEncountersInput = z.object({
  external_id: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
export type ListPrescribingEncountersInput = z.infer<typeof ListPrescribingEncountersInput>;

export const OutcomeList = z
  .object({
    encounters: z.array(OutcomeProjection),
    next_cursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page" }),
  })
  .meta({ id: "OutcomeList" });

// --- details ---------------------------------------------------------------------------------

const DetailsImage = z.object({
  id: z.uuid(),
  fileName: z.string().nullable(),
  mimeType: z.string(),
  url: z.string(),
  urlExpiresAt: z.iso.datetime(),
});

const Booking = z.object({
  status: z.string(),
  startAt: z.iso.datetime(),
  endAt: z.iso.datetime(),
  timezone: z.string(),
  clinicianName: z.string().optional(),
  bookedAt: z.iso.datetime(),
  joinUrl: z.string().optional(),
});

export const DeveloperDetails = z
  .object({
    encounterId: z.uuid(),
    externalId: z.string().nullable(),
    status: PrescribingStatus,
    dataVisibility: z.literal("full"),
    dataSharingConsentAt: z.iso.datetime().nullable(),
    patient: z.object({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      dateOfBirth: z.string().nullable(),
      sex: z.string().nullable(),
      state: z.string(),
    }),
    clinicalLetter: z.string(),
    clinicalLetterImages: z.array(DetailsImage),
    conversation: z.array(
      z.object({
        author: z.enum(["clinician", "patient"]),
        clinicianName: z.string().optional(),
        message: z.string(),
        createdAt: z.iso.datetime(),
        viaApp: z.boolean(),
        images: z.array(DetailsImage),
        schedulingUrl: z.string().optional(),
      }),
    ),
    clinicalDecision: ClinicalDecision.nullable(),
    clinicalDocumentation: z.array(
      z.object({
        note: z.string(),
        clinicianName: z.string().optional(),
        createdAt: z.iso.datetime(),
      }),
    ),
    prescriptions: z.array(
      z.object({
        medication: z.string(),
        quantity: z.string(),
        refills: z.int(),
        clinicianName: z.string().optional(),
        instructions: z.string(),
        pharmacyState: z.enum(["active", "depleted", "expired"]),
      }),
    ),
    rxCount: z.int(),
    booking: Booking.optional(),
    bookings: z.array(Booking).optional(),
    pharmacyOrder: z
      .object({
        status: z.string().optional(),
        updatedAt: z.iso.datetime().optional(),
        type: z.string().optional(),
        fulfillmentStatus: z.string().optional(),
        carrier: z.string().optional(),
        trackingNumber: z.string().optional(),
        pharmacy: z
          .object({
            name: z.string(),
            street1: z.string(),
            city: z.string(),
            state: z.string(),
            postalCode: z.string(),
          })
          .optional(),
      })
      .optional(),
  })
  .meta({ id: "DeveloperDetails" });
export type DeveloperDetails = z.infer<typeof DeveloperDetails>;

export const EncounterIdParam = z.object({ id: z.string() });

/** The developer dashboard's request page (`/developers/requests/{id}`); a wrong id is its 404. */
export const DashboardRequestId = z.object({ id: z.string() });

export const RelayReplyInput = z
  .object({
    id: z.string(),
    message: z.string().optional().meta({ description: "Plain text, up to 4,000 characters" }),
    images: z
      .array(ImageInput)
      .optional()
      .meta({
        description: `Up to ${MAX_IMAGES_PER_REQUEST} images. More: 400 \`too_many_images\`.`,
        maxItems: MAX_IMAGES_PER_REQUEST,
      }),
  })
  .strict();
export type RelayReplyInput = z.infer<typeof RelayReplyInput>;

export const RelayReplyResponse = z
  .object({
    messageId: z.uuid(),
    createdAt: z.iso.datetime(),
    author: z.literal("patient"),
    viaApp: z.literal(true),
  })
  .meta({ id: "RelayedReply" });

// --- sandbox ---------------------------------------------------------------------------------

export const SandboxEventInfo = z
  .object({
    name: z.string(),
    group: z.enum(["lifecycle", "pharmacy", "prescription", "live_visits"]),
    label: z.string(),
    webhook: z.string().nullable(),
    description: z.string(),
  })
  .meta({ id: "SandboxEvent" });
export type SandboxEventInfo = z.infer<typeof SandboxEventInfo>;

export const SandboxEncounter = z
  .object({
    encounterId: z.uuid(),
    status: PrescribingStatus,
    fullDataVisible: z.boolean(),
    webhookUrlSet: z.boolean(),
    rxCount: z.int(),
    availableEvents: z.array(SandboxEventInfo),
  })
  .meta({ id: "SandboxEncounter" });
export type SandboxEncounter = z.infer<typeof SandboxEncounter>;

export const SandboxAdvanceInput = z
  .object({
    id: z.string(),
    event: z.string(),
    rx_count: z.int().min(0).max(5).optional(),
    outcome: z.enum(["complete", "incomplete"]).optional(),
    message: z.string().max(4000).optional(),
  })
  .strict();
export type SandboxAdvanceInput = z.infer<typeof SandboxAdvanceInput>;

export const SandboxAdvanceResponse = z
  .object({
    encounterId: z.uuid(),
    applied: z.string(),
    status: PrescribingStatus,
    rxCount: z.int(),
    webhook: z.object({ type: z.string().nullable(), fired: z.boolean(), note: z.string() }),
    availableEvents: z.array(SandboxEventInfo),
  })
  .meta({ id: "SandboxAdvance" });
export type SandboxAdvanceResponse = z.infer<typeof SandboxAdvanceResponse>;

// --- developer-consented patients ------------------------------------------------------------

export const DeveloperPatientInput = z
  .object({
    first_name: z.string().min(1).max(100),
    last_name: z.string().min(1).max(100),
    date_of_birth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    sex: z.string().min(1).max(20),
    state: z.string().length(2),
    zip: z.string().regex(/^\d{5}$/),
    phone: z.string().max(32),
    consent_attested: z.literal(true).meta({
      description: "You attest that the patient consented to telehealth and data sharing",
    }),
  })
  .strict()
  .meta({ id: "DeveloperPatientRequest" });
export type DeveloperPatientInput = z.infer<typeof DeveloperPatientInput>;

export const DeveloperPatient = z
  .object({ patient_id: z.uuid(), environment: Environment, created_at: z.iso.datetime() })
  .meta({ id: "DeveloperPatient" });
