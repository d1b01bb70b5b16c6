import { z } from "zod";

/** Endpoints per environment (spec: Limits). */
export const MAX_ENDPOINTS_PER_ENVIRONMENT = 5;
/** Delivery results are kept this long (spec: Limits). */
export const DELIVERY_LOG_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** After a rotation the previous secret keeps signing this long. */
export const SECRET_ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export const WebhookEnvironment = z
  .enum(["test", "live"])
  .meta({ description: "`test` endpoints get sandbox events, `live` endpoints production events" });

export const CreateWebhookEndpointInput = z
  .object({
    url: z.string().min(1).max(2000).meta({
      description:
        "HTTPS URL on a public address; localhost, private, link-local and metadata addresses are refused",
      example: "https://example.com/hooks/intake",
    }),
    environment: WebhookEnvironment,
    description: z.string().max(200).optional().meta({ description: "What this endpoint is for" }),
  })
  .meta({ id: "CreateWebhookEndpointRequest" });
export type CreateWebhookEndpointInput = z.infer<typeof CreateWebhookEndpointInput>;

export const WebhookEndpoint = z
  .object({
    id: z.uuid(),
    url: z.string(),
    environment: WebhookEnvironment,
    description: z.string().nullable(),
    createdAt: z.iso.datetime(),
    failing: z.boolean().meta({
      description: "True while the latest deliveries failed (after all retries); never disables it",
    }),
    previousSecretExpiresAt: z.iso.datetime().nullable().meta({
      description: "During a rotation: when the previous secret stops signing",
    }),
  })
  .meta({ id: "WebhookEndpoint" });
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const CreatedWebhookEndpoint = z
  .object({
    id: z.uuid(),
    url: z.string(),
    environment: WebhookEnvironment,
    description: z.string().nullable(),
    secret: z.string().meta({
      description: "`whsec_` + base64 of 32 random bytes; also readable later at /{id}/secret",
    }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "CreatedWebhookEndpoint" });
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpoint>;

export const WebhookEndpointSecret = z
  .object({
    secret: z.string(),
    previousSecret: z.string().nullable().meta({
      description:
        "During a rotation, the old secret (still signing until previousSecretExpiresAt)",
    }),
    previousSecretExpiresAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "WebhookEndpointSecret" });
export type WebhookEndpointSecret = z.infer<typeof WebhookEndpointSecret>;

export const WebhookEndpointIdInput = z.object({ id: z.uuid() });

export const ListWebhookDeliveriesInput = z.object({
  id: z.uuid(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(50)
    .meta({ description: "Page size, 1-100 (default 50)" }),
  cursor: z.string().max(200).optional().meta({
    description: "`nextCursor` of the previous page; omit for the newest attempts",
  }),
});
export type ListWebhookDeliveriesInput = z.infer<typeof ListWebhookDeliveriesInput>;

export const WebhookDeliveryAttempt = z
  .object({
    id: z.uuid().meta({ description: "The attempt" }),
    deliveryId: z.uuid().meta({ description: "The delivery (pass it to redeliver)" }),
    eventId: z.string().meta({ example: "evt_4f1c…" }),
    type: z.string().meta({ example: "encounter.completed" }),
    attempt: z.number().int().meta({ description: "1 for the first try, then each retry" }),
    attemptedAt: z.iso.datetime(),
    responseStatus: z.number().int().nullable().meta({
      description: "The receiver's HTTP status; null when no answer came (timeout, refused, reset)",
    }),
    latencyMs: z.number().int(),
    error: z.string().nullable().meta({ description: "Why the attempt failed; null on success" }),
    responseBody: z.string().nullable().meta({
      description:
        "The first 2 KB of the body the receiver answered with (UTF-8 text); null when no answer came or it was empty",
    }),
    responseBodyTruncated: z.boolean().meta({
      description: "The receiver's answer was longer than the 2 KB kept in responseBody",
    }),
    responseContentType: z.string().nullable().meta({
      description: "The Content-Type of the receiver's answer; null when none came",
    }),
    deliveryStatus: z.enum(["pending", "delivered", "failed"]).meta({
      description: "`pending` while retries remain, `failed` once dropped after the last retry",
    }),
  })
  .meta({ id: "WebhookDeliveryAttempt" });
export type WebhookDeliveryAttempt = z.infer<typeof WebhookDeliveryAttempt>;

export const WebhookDeliveryLog = z
  .object({
    deliveries: z.array(WebhookDeliveryAttempt).meta({ description: "Newest first, 30 days" }),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: "WebhookDeliveryLog" });
export type WebhookDeliveryLog = z.infer<typeof WebhookDeliveryLog>;

export const WebhookDeliveryIdInput = z.object({ id: z.uuid() });

export const QueuedWebhookDelivery = z
  .object({
    deliveryId: z.uuid(),
    eventId: z.string(),
    status: z.literal("pending"),
  })
  .meta({ id: "QueuedWebhookDelivery" });
export type QueuedWebhookDelivery = z.infer<typeof QueuedWebhookDelivery>;

// ---- Event payloads (spec: Events > Outcome webhooks). Shared by delivery and the SDK types. ----

export const WebhookRequestStatus = z.enum([
  "awaiting_consent",
  "pending_identity",
  "in_review",
  "completed",
  "canceled",
]);
export const WebhookPharmacyOrderStatus = z.enum([
  "placed",
  "rerouted",
  "filling",
  "received",
  "ready",
  "shipped",
  "delivered",
  "picked_up",
  "completed",
  "canceled",
]);
export const WebhookPrescriptionStatus = z.enum(["depleted", "expired", "active"]);

const encounterRef = {
  encounter_id: z.string(),
  external_id: z.string().nullable(),
  details_url: z
    .string()
    .optional()
    .meta({ description: "Only for requests created with full data visibility" }),
};

export const EncounterCompletedData = z
  .object({ ...encounterRef, status: z.literal("completed"), rx_count: z.number().int().min(0) })
  .meta({ id: "EncounterCompletedData" });
export const EncounterCanceledData = z
  .object({ ...encounterRef, status: WebhookRequestStatus, rx_count: z.number().int().min(0) })
  .meta({ id: "EncounterCanceledData" });
export const EncounterMessageData = z
  .object({
    ...encounterRef,
    status: z.enum(["in_review", "completed"]),
    rx_count: z.number().int().min(0),
    chat_url: z
      .string()
      .optional()
      .meta({ description: "Absent for developer-consented patients" }),
  })
  .meta({
    id: "EncounterMessageData",
    description: "A doorbell: never message content, author or clinical data",
  });
export const EncounterPharmacyOrderData = z
  .object({ ...encounterRef, pharmacy_order_status: WebhookPharmacyOrderStatus })
  .meta({
    id: "EncounterPharmacyOrderData",
    description: "Never pharmacy name, address, carrier or tracking",
  });
export const EncounterPrescriptionData = z
  .object({ ...encounterRef, prescription_status: WebhookPrescriptionStatus })
  .meta({ id: "EncounterPrescriptionData" });
export const WebhookTestData = z
  .object({
    encounter_id: z.string(),
    external_id: z.string(),
    status: z.literal("completed"),
    rx_count: z.number().int(),
  })
  .meta({ id: "WebhookTestData", description: "Placeholder ids; ignore in outcome logic" });

/** `data` schema per event type. Unknown keys are stripped before an event is stored. */
export const outcomeEventDataSchemas = {
  "encounter.completed": EncounterCompletedData,
  "encounter.canceled": EncounterCanceledData,
  "encounter.message": EncounterMessageData,
  "encounter.pharmacy_order": EncounterPharmacyOrderData,
  "encounter.prescription": EncounterPrescriptionData,
  "webhook.test": WebhookTestData,
} as const;

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D, id: string) =>
  z
    .object({
      id: z.string().meta({ description: "`evt_…`; the same on every retry: ignore duplicates" }),
      type: z.literal(type),
      created: z.iso.datetime(),
      sandbox: z.boolean(),
      data,
    })
    .meta({ id });

/** The delivered body, discriminated on `type`. */
export const WebhookEvent = z
  .discriminatedUnion("type", [
    envelope("encounter.completed", EncounterCompletedData, "EncounterCompletedEvent"),
    envelope("encounter.canceled", EncounterCanceledData, "EncounterCanceledEvent"),
    envelope("encounter.message", EncounterMessageData, "EncounterMessageEvent"),
    envelope("encounter.pharmacy_order", EncounterPharmacyOrderData, "EncounterPharmacyOrderEvent"),
    envelope("encounter.prescription", EncounterPrescriptionData, "EncounterPrescriptionEvent"),
    envelope("webhook.test", WebhookTestData, "WebhookTestEvent"),
  ])
  .meta({ id: "WebhookEvent" });
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/** The delivery log page's payload lookup: one endpoint's deliveries by id. */
export const DeliveryPayloadsInput = z.object({
  endpointId: z.string(),
  deliveryIds: z.array(z.string()),
});
