import type { HttpMethod } from "openapi-typescript-helpers";
import type { HttpMethods } from "./client";
import { APIError, type ApiErrorBody, type OperationId, unwrap } from "./errors";
import type { components, paths } from "./generated/openapi";
import { nextCursorOf, type Page, Paginated } from "./pagination";
import type { RequestOptions } from "./transport";

/** Per-call options of the resource methods: `timeout`, `maxRetries`, `signal`, `idempotencyKey`, `headers`. */
export type CallOptions = RequestOptions;

/** openapi-fetch's per-request init for the call options. */
export type InitOf = (options: RequestOptions | undefined) => {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  fetch?: (input: Request) => Promise<Response>;
};

type Operation<P extends keyof paths, M extends HttpMethod> =
  paths[P] extends Record<M, infer O> ? O : never;
/** The JSON request body of `METHOD path`. */
export type BodyOf<P extends keyof paths, M extends HttpMethod> =
  Operation<P, M> extends {
    requestBody?: { content: { "application/json": infer B } };
  }
    ? B
    : never;
/** The query parameters of `METHOD path`. */
export type QueryOf<P extends keyof paths, M extends HttpMethod> =
  Operation<P, M> extends {
    parameters: { query?: infer Q };
  }
    ? NonNullable<Q>
    : never;

type Schemas = components["schemas"];

/**
 * The resource layer: one line per endpoint over the typed path methods, so each method is typed
 * from the same OpenAPI document. A new endpoint group (chat, subscriptions, prescribing) is a new
 * block here using its documented paths.
 */
export function createResources({ GET, POST, PATCH, DELETE }: HttpMethods, init: InitOf) {
  /** A cursor-paginated list whose page is a top-level array or `{<key>: [...], nextCursor}`. */
  function paginate<T>(
    operation: OperationId,
    first: string | undefined,
    fetchPage: (cursor: string | undefined) => Promise<{
      data?: unknown;
      error?: unknown;
      response: Response;
    }>,
    itemsOf: (data: never) => T[],
    cursorOf: (response: Response, data: never) => string | undefined = nextCursorOf,
  ): Paginated<T> {
    return new Paginated<T>(async (cursor): Promise<Page<T>> => {
      const { data, error, response } = await fetchPage(cursor);
      if (error !== undefined)
        throw APIError.from(error as ApiErrorBody, operation, response.headers);
      return { items: itemsOf(data as never), nextCursor: cursorOf(response, data as never) };
    }, first);
  }

  return {
    agent: {
      /** Evaluate a letter; start (no `session_token`) or continue an encounter. */
      query: (body: BodyOf<"/api/v1/agent/query", "post">, options?: CallOptions) =>
        unwrap(POST("/api/v1/agent/query", { body, ...init(options) }), "agentQuery"),
    },
    knowledge: {
      /** Clinical literature excerpts with figures; free, no credential needed. */
      search: (query: QueryOf<"/api/v1/knowledge/search", "get">, options?: CallOptions) =>
        unwrap(
          GET("/api/v1/knowledge/search", { params: { query }, ...init(options) }),
          "searchKnowledge",
        ),
    },
    config: {
      conditions: (options?: CallOptions) =>
        unwrap(GET("/api/v1/config/conditions", { ...init(options) }), "listConditions"),
      pricing: (options?: CallOptions) =>
        unwrap(GET("/api/v1/config/pricing", { ...init(options) }), "getPricing"),
    },
    users: {
      me: (options?: CallOptions) => unwrap(GET("/api/v1/users/me", { ...init(options) }), "getMe"),
      /** Every submission across encounters and patients, newest first. */
      submissions: (
        query: QueryOf<"/api/v1/users/me/submissions", "get"> = {},
        options?: CallOptions,
      ): Paginated<Schemas["SubmissionListEntry"]> =>
        paginate(
          "listMySubmissions",
          query.cursor,
          (cursor) =>
            GET("/api/v1/users/me/submissions", {
              params: { query: { ...query, cursor } },
              ...init(options),
            }),
          (data: Schemas["SubmissionListEntry"][]) => data,
        ),
    },
    /** Personal API keys: a session JWT only (an API key gets 403 `session_required`). */
    keys: {
      create: (body: BodyOf<"/api/v1/users/me/api-keys", "post">, options?: CallOptions) =>
        unwrap(POST("/api/v1/users/me/api-keys", { body, ...init(options) }), "createApiKey"),
      list: (options?: CallOptions) =>
        unwrap(GET("/api/v1/users/me/api-keys", { ...init(options) }), "listApiKeys"),
      revoke: (keyId: string, options?: CallOptions) =>
        unwrap(
          DELETE("/api/v1/users/me/api-keys/{keyId}", {
            params: { path: { keyId } },
            ...init(options),
          }),
          "revokeApiKey",
        ),
    },
    patients: {
      list: (options?: CallOptions) =>
        unwrap(GET("/api/v1/patients", { ...init(options) }), "listPatients"),
      get: (id: string, options?: CallOptions) =>
        unwrap(
          GET("/api/v1/patients/{id}", { params: { path: { id } }, ...init(options) }),
          "getPatient",
        ),
      create: (body: BodyOf<"/api/v1/patients", "post">, options?: CallOptions) =>
        unwrap(POST("/api/v1/patients", { body, ...init(options) }), "createPatient"),
      update: (id: string, body: BodyOf<"/api/v1/patients/{id}", "patch">, options?: CallOptions) =>
        unwrap(
          PATCH("/api/v1/patients/{id}", { params: { path: { id } }, body, ...init(options) }),
          "updatePatient",
        ),
      archive: (id: string, options?: CallOptions) =>
        unwrap(
          DELETE("/api/v1/patients/{id}", { params: { path: { id } }, ...init(options) }),
          "archivePatient",
        ),
      startIdentitySession: (id: string, options?: CallOptions) =>
        unwrap(
          POST("/api/v1/patients/{id}/identity-session", {
            params: { path: { id } },
            ...init(options),
          }),
          "startIdentitySession",
        ),
    },
    encounters: {
      /** Most recent first; iterate with `for await` (pages follow `X-Next-Cursor`). */
      list: (
        query: QueryOf<"/api/v1/encounters", "get"> = {},
        options?: CallOptions,
      ): Paginated<Schemas["EncounterSummary"]> =>
        paginate(
          "listEncounters",
          query.cursor,
          (cursor) =>
            GET("/api/v1/encounters", {
              params: { query: { ...query, cursor } },
              ...init(options),
            }),
          (data: Schemas["EncounterSummary"][]) => data,
        ),
      get: (id: string, options?: CallOptions) =>
        unwrap(
          GET("/api/v1/encounters/{id}", { params: { path: { id } }, ...init(options) }),
          "getEncounter",
        ),
      turns: (
        id: string,
        query: QueryOf<"/api/v1/encounters/{id}/turns", "get"> = {},
        options?: CallOptions,
      ) =>
        unwrap(
          GET("/api/v1/encounters/{id}/turns", {
            params: { path: { id }, query },
            ...init(options),
          }),
          "listEncounterTurns",
        ),
      latestTurn: (id: string, options?: CallOptions) =>
        unwrap(
          GET("/api/v1/encounters/{id}/latest-turn", {
            params: { path: { id } },
            ...init(options),
          }),
          "getEncounterLatestTurn",
        ),
      /** Owner only; 400 when the encounter is already terminal. */
      cancel: (id: string, options?: CallOptions) =>
        unwrap(
          POST("/api/v1/encounters/{id}/cancel", { params: { path: { id } }, ...init(options) }),
          "cancelEncounter",
        ),
    },
    /**
     * The chat of a paid encounter, as the patient's agent: an encounter token or the owner's
     * personal API key. Reads are limited per encounter (429 `rate_limited` with `Retry-After`).
     */
    chat: {
      /** Events oldest first; `since` (RFC 3339) keeps the ones created after it. */
      events: (
        encounterId: string,
        query: QueryOf<"/api/v1/agent/encounters/{encounter_id}/events", "get"> = {},
        options?: CallOptions,
      ) =>
        unwrap(
          GET("/api/v1/agent/encounters/{encounter_id}/events", {
            params: { path: { encounter_id: encounterId }, query },
            ...init(options),
          }),
          "listChatEvents",
        ),
      /** Answer the physician for the patient (recorded with `source: api`). */
      post: (
        encounterId: string,
        body: BodyOf<"/api/v1/agent/encounters/{encounter_id}/events", "post">,
        options?: CallOptions,
      ) =>
        unwrap(
          POST("/api/v1/agent/encounters/{encounter_id}/events", {
            params: { path: { encounter_id: encounterId } },
            body,
            ...init(options),
          }),
          "postChatEvent",
        ),
      /** Read receipts for physician messages (no reminder e-mail for those). */
      markRead: (encounterId: string, eventIds: string[], options?: CallOptions) =>
        unwrap(
          POST("/api/v1/agent/encounters/{encounter_id}/events/read", {
            params: { path: { encounter_id: encounterId } },
            body: { eventIds },
            ...init(options),
          }),
          "markChatRead",
        ),
    },
    subscriptions: {
      /** Your subscription; 404 `subscription_not_found` when the account never subscribed. */
      get: (options?: CallOptions) =>
        unwrap(GET("/api/v1/subscriptions/me", { ...init(options) }), "getSubscription"),
      /** Change the number of additional family seats (send `Idempotency-Key` to retry safely). */
      update: (body: BodyOf<"/api/v1/subscriptions/me", "patch">, options?: CallOptions) =>
        unwrap(PATCH("/api/v1/subscriptions/me", { body, ...init(options) }), "updateSubscription"),
      /** The card on file: `brand` and `last4` only. */
      paymentMethod: (options?: CallOptions) =>
        unwrap(
          GET("/api/v1/subscriptions/me/payment-method", { ...init(options) }),
          "getPaymentMethod",
        ),
      /** Invoices, most recent first; iterate with `for await`. */
      invoices: (
        query: QueryOf<"/api/v1/subscriptions/me/invoices", "get"> = {},
        options?: CallOptions,
      ): Paginated<Schemas["Invoice"]> =>
        paginate(
          "listInvoices",
          query.cursor,
          (cursor) =>
            GET("/api/v1/subscriptions/me/invoices", {
              params: { query: { ...query, cursor } },
              ...init(options),
            }),
          (data: Schemas["Invoice"][]) => data,
        ),
      /** What a cancellation would refund, per person. */
      cancellationPreview: (options?: CallOptions) =>
        unwrap(
          GET("/api/v1/subscriptions/me/cancellation-preview", { ...init(options) }),
          "getCancellationPreview",
        ),
      /** Cancel at period end, or at once with a refund (`refundIfEligible: true`). */
      cancel: (
        body: BodyOf<"/api/v1/subscriptions/me/cancel", "post"> = {},
        options?: CallOptions,
      ) =>
        unwrap(
          POST("/api/v1/subscriptions/me/cancel", { body, ...init(options) }),
          "cancelSubscription",
        ),
    },
    /**
     * The clinician surface (a clinician's session token): the review queue, claimed encounters
     * and the review actions.
     */
    clinician: {
      /** Submitted encounters this clinician may claim. */
      queue: (options?: CallOptions) =>
        unwrap(GET("/api/v1/clinician/queue", { ...init(options) }), "getClinicianQueue"),
      /** Encounters this clinician claimed, most recent first. */
      encounters: (options?: CallOptions) =>
        unwrap(
          GET("/api/v1/clinician/encounters", { ...init(options) }),
          "listClinicianEncounters",
        ),
      /** One encounter to review: letter, turns, images, patient. */
      encounter: (id: string, options?: CallOptions) =>
        unwrap(
          GET("/api/v1/clinician/encounters/{id}", { params: { path: { id } }, ...init(options) }),
          "getClinicianEncounter",
        ),
      claim: (id: string, options?: CallOptions) =>
        unwrap(
          POST("/api/v1/clinician/encounters/{id}/claim", {
            params: { path: { id } },
            ...init(options),
          }),
          "claimEncounter",
        ),
      sendMessage: (
        id: string,
        body: BodyOf<"/api/v1/clinician/encounters/{id}/messages", "post">,
        options?: CallOptions,
      ) =>
        unwrap(
          POST("/api/v1/clinician/encounters/{id}/messages", {
            params: { path: { id } },
            body,
            ...init(options),
          }),
          "sendClinicianMessage",
        ),
      askQuestion: (
        id: string,
        body: BodyOf<"/api/v1/clinician/encounters/{id}/questions", "post">,
        options?: CallOptions,
      ) =>
        unwrap(
          POST("/api/v1/clinician/encounters/{id}/questions", {
            params: { path: { id } },
            body,
            ...init(options),
          }),
          "askPatientQuestion",
        ),
      addNote: (
        id: string,
        body: BodyOf<"/api/v1/clinician/encounters/{id}/notes", "post">,
        options?: CallOptions,
      ) =>
        unwrap(
          POST("/api/v1/clinician/encounters/{id}/notes", {
            params: { path: { id } },
            body,
            ...init(options),
          }),
          "addClinicalNote",
        ),
      confirmHistory: (
        id: string,
        body: BodyOf<"/api/v1/clinician/encounters/{id}/history", "post">,
        options?: CallOptions,
      ) =>
        unwrap(
          POST("/api/v1/clinician/encounters/{id}/history", {
            params: { path: { id } },
            body,
            ...init(options),
          }),
          "confirmPatientHistory",
        ),
      writePrescription: (
        id: string,
        body: BodyOf<"/api/v1/clinician/encounters/{id}/prescriptions", "post">,
        options?: CallOptions,
      ) =>
        unwrap(
          POST("/api/v1/clinician/encounters/{id}/prescriptions", {
            params: { path: { id } },
            body,
            ...init(options),
          }),
          "writePrescription",
        ),
      complete: (
        id: string,
        body: BodyOf<"/api/v1/clinician/encounters/{id}/complete", "post">,
        options?: CallOptions,
      ) =>
        unwrap(
          POST("/api/v1/clinician/encounters/{id}/complete", {
            params: { path: { id } },
            body,
            ...init(options),
          }),
          "completeReview",
        ),
      cancel: (
        id: string,
        body: BodyOf<"/api/v1/clinician/encounters/{id}/cancel", "post">,
        options?: CallOptions,
      ) =>
        unwrap(
          POST("/api/v1/clinician/encounters/{id}/cancel", {
            params: { path: { id } },
            body,
            ...init(options),
          }),
          "clinicianCancelEncounter",
        ),
      sendVideoInvite: (
        id: string,
        body: BodyOf<"/api/v1/clinician/encounters/{id}/video-invite", "post">,
        options?: CallOptions,
      ) =>
        unwrap(
          POST("/api/v1/clinician/encounters/{id}/video-invite", {
            params: { path: { id } },
            body,
            ...init(options),
          }),
          "sendVideoInvite",
        ),
      cancelVisit: (id: string, options?: CallOptions) =>
        unwrap(
          POST("/api/v1/clinician/encounters/{id}/visit/cancel", {
            params: { path: { id } },
            ...init(options),
          }),
          "cancelVisit",
        ),
      recordCompletedCall: (
        id: string,
        body: BodyOf<"/api/v1/clinician/encounters/{id}/visit/complete", "post">,
        options?: CallOptions,
      ) =>
        unwrap(
          POST("/api/v1/clinician/encounters/{id}/visit/complete", {
            params: { path: { id } },
            body,
            ...init(options),
          }),
          "recordCompletedCall",
        ),
    },
    /** Family members with a subscription seat (send `Idempotency-Key`: generated when retrying). */
    patientsWithSeat: {
      /** Uses an unassigned seat, else adds one charged prorated to the period end. */
      add: (body: BodyOf<"/api/v1/patients-with-seat", "post">, options?: CallOptions) =>
        unwrap(
          POST("/api/v1/patients-with-seat", { body, ...init(options) }),
          "addPatientWithSeat",
        ),
      /** Removes the family member and releases their seat. */
      remove: (patientId: string, options?: CallOptions) =>
        unwrap(
          DELETE("/api/v1/patients-with-seat/{patientId}", {
            params: { path: { patientId } },
            ...init(options),
          }),
          "removePatientWithSeat",
        ),
    },
    /** Signed image downloads (the URLs the API hands out) and knowledge-base figures. */
    images: {
      /** An image through its signed URL's `exp` and `sig`; resolves to the bytes as a Blob. */
      get: (
        id: string,
        query: QueryOf<"/api/v1/images/{id}", "get">,
        options?: CallOptions,
      ): Promise<Blob> =>
        unwrap(
          GET("/api/v1/images/{id}", {
            params: { path: { id }, query },
            parseAs: "blob",
            ...init(options),
          }),
          "getImage",
        ) as Promise<Blob>,
      /** A knowledge-base figure (SVG) as a Blob. */
      figure: (figureId: string, options?: CallOptions): Promise<Blob> =>
        unwrap(
          GET("/api/v1/kb-images/{figure_id}", {
            params: { path: { figure_id: figureId } },
            parseAs: "blob",
            ...init(options),
          }),
          "getKnowledgeImage",
        ) as Promise<Blob>,
    },
    /** The prescribing surface: a developer key (`ak_test_` sandbox, `ak_live_` production). */
    prescribing: {
      /** Evaluate a letter for your patient and create (or iterate) a prescribing request. */
      query: (body: BodyOf<"/api/v1/prescribing/query", "post">, options?: CallOptions) =>
        unwrap(POST("/api/v1/prescribing/query", { body, ...init(options) }), "prescribingQuery"),
      /** Outcomes of your requests in the key's environment, newest first. */
      list: (
        query: QueryOf<"/api/v1/prescribing/encounters", "get"> = {},
        options?: CallOptions,
      ): Paginated<Schemas["OutcomeProjection"]> =>
        paginate(
          "listPrescribingEncounters",
          query.cursor,
          (cursor) =>
            GET("/api/v1/prescribing/encounters", {
              params: { query: { ...query, cursor } },
              ...init(options),
            }),
          (data: Schemas["OutcomeList"]) => data.encounters,
          (_response, data: Schemas["OutcomeList"]) => data.next_cursor ?? undefined,
        ),
      /** The details object (full visibility, after the patient's data-sharing consent). */
      details: (id: string, options?: CallOptions) =>
        unwrap(
          GET("/api/v1/prescribing/encounters/{id}/details", {
            params: { path: { id } },
            ...init(options),
          }),
          "getPrescribingDetails",
        ),
      /** Relay the patient's reply (text and/or up to 3 images). */
      messages: (
        id: string,
        body: BodyOf<"/api/v1/prescribing/encounters/{id}/messages", "post">,
        options?: CallOptions,
      ) =>
        unwrap(
          POST("/api/v1/prescribing/encounters/{id}/messages", {
            params: { path: { id } },
            body,
            ...init(options),
          }),
          "relayPrescribingReply",
        ),
      /** Developer-consented patients (enterprise agreements only). */
      patients: {
        create: (body: BodyOf<"/api/v1/prescribing/patients", "post">, options?: CallOptions) =>
          unwrap(
            POST("/api/v1/prescribing/patients", { body, ...init(options) }),
            "createDeveloperPatient",
          ),
      },
      /** Test keys only (live keys get 404). */
      sandbox: {
        /** Status and the events that can be applied now. */
        get: (id: string, options?: CallOptions) =>
          unwrap(
            GET("/api/v1/prescribing/sandbox/encounters/{id}", {
              params: { path: { id } },
              ...init(options),
            }),
            "getSandboxEncounter",
          ),
        /** Apply an event: the state changes and its webhook goes out through normal delivery. */
        advance: (
          id: string,
          body: BodyOf<"/api/v1/prescribing/sandbox/encounters/{id}/advance", "post">,
          options?: CallOptions,
        ) =>
          unwrap(
            POST("/api/v1/prescribing/sandbox/encounters/{id}/advance", {
              params: { path: { id } },
              body,
              ...init(options),
            }),
            "advanceSandboxEncounter",
          ),
      },
    },
    developers: {
      /** Developer keys: a session token, or a developer key managing its own environment. */
      keys: {
        create: (body: BodyOf<"/api/v1/developers/me/keys", "post">, options?: CallOptions) =>
          unwrap(
            POST("/api/v1/developers/me/keys", { body, ...init(options) }),
            "createDeveloperKey",
          ),
        list: (options?: CallOptions) =>
          unwrap(GET("/api/v1/developers/me/keys", { ...init(options) }), "listDeveloperKeys"),
        revoke: (keyId: string, options?: CallOptions) =>
          unwrap(
            DELETE("/api/v1/developers/me/keys/{keyId}", {
              params: { path: { keyId } },
              ...init(options),
            }),
            "revokeDeveloperKey",
          ),
      },
      /** The dashboard's reads and sandbox actions (a developer's session token). */
      me: {
        details: (id: string, options?: CallOptions) =>
          unwrap(
            GET("/developers/me/encounters/{id}/details", {
              params: { path: { id } },
              ...init(options),
            }),
            "getMyPrescribingDetails",
          ),
        sandbox: {
          get: (id: string, options?: CallOptions) =>
            unwrap(
              GET("/developers/me/sandbox/encounters/{id}", {
                params: { path: { id } },
                ...init(options),
              }),
              "getMySandboxEncounter",
            ),
          advance: (
            id: string,
            body: BodyOf<"/developers/me/sandbox/encounters/{id}/advance", "post">,
            options?: CallOptions,
          ) =>
            unwrap(
              POST("/developers/me/sandbox/encounters/{id}/advance", {
                params: { path: { id } },
                body,
                ...init(options),
              }),
              "advanceMySandboxEncounter",
            ),
        },
      },
      /** The card completed live reviews are billed to (a live key needs one on file). */
      paymentMethod: {
        add: (
          body: BodyOf<"/api/v1/developers/me/payment-method", "post">,
          options?: CallOptions,
        ) =>
          unwrap(
            POST("/api/v1/developers/me/payment-method", { body, ...init(options) }),
            "addDeveloperPaymentMethod",
          ),
      },
    },
    /** Outcome webhook endpoints (verify what they receive with `Webhook`). */
    webhooks: {
      create: (
        body: BodyOf<"/api/v1/developers/me/webhook-endpoints", "post">,
        options?: CallOptions,
      ) =>
        unwrap(
          POST("/api/v1/developers/me/webhook-endpoints", { body, ...init(options) }),
          "createWebhookEndpoint",
        ),
      list: (options?: CallOptions) =>
        unwrap(
          GET("/api/v1/developers/me/webhook-endpoints", { ...init(options) }),
          "listWebhookEndpoints",
        ),
      get: (id: string, options?: CallOptions) =>
        unwrap(
          GET("/api/v1/developers/me/webhook-endpoints/{id}", {
            params: { path: { id } },
            ...init(options),
          }),
          "getWebhookEndpoint",
        ),
      delete: (id: string, options?: CallOptions) =>
        unwrap(
          DELETE("/api/v1/developers/me/webhook-endpoints/{id}", {
            params: { path: { id } },
            ...init(options),
          }),
          "deleteWebhookEndpoint",
        ),
      secret: (id: string, options?: CallOptions) =>
        unwrap(
          GET("/api/v1/developers/me/webhook-endpoints/{id}/secret", {
            params: { path: { id } },
            ...init(options),
          }),
          "getWebhookEndpointSecret",
        ),
      /** A new secret; the old one keeps signing beside it for 24 hours. */
      rotateSecret: (id: string, options?: CallOptions) =>
        unwrap(
          POST("/api/v1/developers/me/webhook-endpoints/{id}/rotate-secret", {
            params: { path: { id } },
            ...init(options),
          }),
          "rotateWebhookEndpointSecret",
        ),
      /** Send a `webhook.test` event. */
      test: (id: string, options?: CallOptions) =>
        unwrap(
          POST("/api/v1/developers/me/webhook-endpoints/{id}/test", {
            params: { path: { id } },
            ...init(options),
          }),
          "sendWebhookTest",
        ),
      /** The delivery log, one entry per attempt, newest first; iterate with `for await`. */
      deliveries: (
        id: string,
        query: QueryOf<"/api/v1/developers/me/webhook-endpoints/{id}/deliveries", "get"> = {},
        options?: CallOptions,
      ): Paginated<Schemas["WebhookDeliveryAttempt"]> =>
        paginate(
          "listWebhookDeliveries",
          query.cursor,
          (cursor) =>
            GET("/api/v1/developers/me/webhook-endpoints/{id}/deliveries", {
              params: { path: { id }, query: { ...query, cursor } },
              ...init(options),
            }),
          (data: Schemas["WebhookDeliveryLog"]) => data.deliveries,
        ),
      redeliver: (deliveryId: string, options?: CallOptions) =>
        unwrap(
          POST("/api/v1/developers/me/webhook-deliveries/{id}/redeliver", {
            params: { path: { id: deliveryId } },
            ...init(options),
          }),
          "redeliverWebhook",
        ),
    },
  };
}

export type Resources = ReturnType<typeof createResources>;
