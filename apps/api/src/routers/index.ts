import { router } from "../trpc/init";
import { agentQueryProcedure } from "./agent/query";
import { createApiKeyProcedure } from "./api-keys/create";
import { listApiKeysProcedure } from "./api-keys/list";
import { revokeApiKeyProcedure } from "./api-keys/revoke";
import { listChatEventsProcedure } from "./chat/list-events";
import { markChatReadProcedure } from "./chat/mark-read";
import { postChatEventProcedure } from "./chat/post-event";
import { clinicianCancelProcedure } from "./clinician/cancel";
import { claimEncounterProcedure } from "./clinician/claim";
import { completeReviewProcedure } from "./clinician/complete";
import { clinicianEncounterProcedure } from "./clinician/get";
import { confirmHistoryProcedure } from "./clinician/history";
import { clinicianReviewsProcedure } from "./clinician/list";
import { clinicianMessageProcedure } from "./clinician/message";
import { clinicalNoteProcedure } from "./clinician/note";
import { prescriptionProcedure } from "./clinician/prescription";
import { clinicianQuestionProcedure } from "./clinician/question";
import { clinicianQueueProcedure } from "./clinician/queue";
import { clinicianVideoInviteProcedure } from "./clinician/video-invite";
import { clinicianVisitCancelProcedure } from "./clinician/visit-cancel";
import { clinicianVisitCompleteProcedure } from "./clinician/visit-complete";
import { listConditions } from "./config/conditions";
import { getPricingProcedure } from "./config/pricing";
import {
  myAdvanceProcedure,
  myEncounterDetailsProcedure,
  mySandboxProcedure,
} from "./developers/aliases";
import { createDeveloperKeyProcedure } from "./developers/create-key";
import { listDeveloperKeysProcedure } from "./developers/list-keys";
import { addDeveloperCardProcedure } from "./developers/payment-method";
import { revokeDeveloperKeyProcedure } from "./developers/revoke-key";
import { cancelEncounterProcedure } from "./encounters/cancel";
import { getEncounterProcedure } from "./encounters/get";
import { getLatestTurnProcedure } from "./encounters/latest-turn";
import { listEncountersProcedure } from "./encounters/list";
import { listTurnsProcedure } from "./encounters/turns";
import { searchKnowledgeProcedure } from "./knowledge/search";
import { archivePatientProcedure } from "./patients/archive";
import { createPatientProcedure } from "./patients/create";
import { getPatientProcedure } from "./patients/get";
import { listPatientsProcedure } from "./patients/list";
import { startIdentitySessionProcedure } from "./patients/start-identity-session";
import { updatePatientProcedure } from "./patients/update";
import { addPatientWithSeatProcedure } from "./patients-with-seat/create";
import { removePatientWithSeatProcedure } from "./patients-with-seat/delete";
import { prescribingDetailsProcedure } from "./prescribing/details";
import { listPrescribingEncountersProcedure } from "./prescribing/list";
import { relayReplyProcedure } from "./prescribing/messages";
import { createDeveloperPatientProcedure } from "./prescribing/patients";
import { prescribingQueryProcedure } from "./prescribing/query";
import { sandboxAdvanceProcedure, sandboxEncounterProcedure } from "./prescribing/sandbox";
import { cancelSubscriptionProcedure } from "./subscriptions/cancel";
import { getCancellationPreviewProcedure } from "./subscriptions/cancellation-preview";
import { getSubscriptionProcedure } from "./subscriptions/get";
import { listInvoicesProcedure } from "./subscriptions/invoices";
import { getPaymentMethodProcedure } from "./subscriptions/payment-method";
import { updateSubscriptionProcedure } from "./subscriptions/update";
import { getMeProcedure } from "./users/me";
import { listSubmissionsProcedure } from "./users/submissions";
import { createWebhookEndpointProcedure } from "./webhooks/create";
import { deleteWebhookEndpointProcedure } from "./webhooks/delete";
import { listWebhookDeliveriesProcedure } from "./webhooks/deliveries";
import { getWebhookEndpointProcedure } from "./webhooks/get";
import { listWebhookEndpointsProcedure } from "./webhooks/list";
import { redeliverWebhookProcedure } from "./webhooks/redeliver";
import { rotateWebhookEndpointSecretProcedure } from "./webhooks/rotate";
import { getWebhookEndpointSecretProcedure } from "./webhooks/secret";
import { sendWebhookTestProcedure } from "./webhooks/test";

/** Routers only wire: every procedure lives in its own file under routers/<resource>/. */
export const appRouter = router({
  config: router({
    conditions: listConditions,
    pricing: getPricingProcedure,
  }),
  knowledge: router({
    search: searchKnowledgeProcedure,
  }),
  users: router({
    me: getMeProcedure,
    submissions: listSubmissionsProcedure,
  }),
  apiKeys: router({
    create: createApiKeyProcedure,
    list: listApiKeysProcedure,
    revoke: revokeApiKeyProcedure,
  }),
  patients: router({
    list: listPatientsProcedure,
    get: getPatientProcedure,
    create: createPatientProcedure,
    update: updatePatientProcedure,
    archive: archivePatientProcedure,
    startIdentitySession: startIdentitySessionProcedure,
  }),
  patientsWithSeat: router({
    create: addPatientWithSeatProcedure,
    remove: removePatientWithSeatProcedure,
  }),
  subscriptions: router({
    get: getSubscriptionProcedure,
    update: updateSubscriptionProcedure,
    paymentMethod: getPaymentMethodProcedure,
    invoices: listInvoicesProcedure,
    cancellationPreview: getCancellationPreviewProcedure,
    cancel: cancelSubscriptionProcedure,
  }),
  agent: router({
    query: agentQueryProcedure,
  }),
  chat: router({
    listEvents: listChatEventsProcedure,
    postEvent: postChatEventProcedure,
    markRead: markChatReadProcedure,
  }),
  clinician: router({
    queue: clinicianQueueProcedure,
    encounters: clinicianReviewsProcedure,
    encounter: clinicianEncounterProcedure,
    claim: claimEncounterProcedure,
    message: clinicianMessageProcedure,
    question: clinicianQuestionProcedure,
    note: clinicalNoteProcedure,
    confirmHistory: confirmHistoryProcedure,
    prescribe: prescriptionProcedure,
    complete: completeReviewProcedure,
    cancel: clinicianCancelProcedure,
    videoInvite: clinicianVideoInviteProcedure,
    visitCancel: clinicianVisitCancelProcedure,
    visitComplete: clinicianVisitCompleteProcedure,
  }),
  encounters: router({
    list: listEncountersProcedure,
    get: getEncounterProcedure,
    turns: listTurnsProcedure,
    latestTurn: getLatestTurnProcedure,
    cancel: cancelEncounterProcedure,
  }),
  developers: router({
    createKey: createDeveloperKeyProcedure,
    listKeys: listDeveloperKeysProcedure,
    revokeKey: revokeDeveloperKeyProcedure,
    addPaymentMethod: addDeveloperCardProcedure,
    myEncounterDetails: myEncounterDetailsProcedure,
    mySandbox: mySandboxProcedure,
    myAdvance: myAdvanceProcedure,
  }),
  prescribing: router({
    query: prescribingQueryProcedure,
    list: listPrescribingEncountersProcedure,
    details: prescribingDetailsProcedure,
    messages: relayReplyProcedure,
    sandbox: sandboxEncounterProcedure,
    advance: sandboxAdvanceProcedure,
    patients: createDeveloperPatientProcedure,
  }),
  webhooks: router({
    create: createWebhookEndpointProcedure,
    list: listWebhookEndpointsProcedure,
    get: getWebhookEndpointProcedure,
    secret: getWebhookEndpointSecretProcedure,
    delete: deleteWebhookEndpointProcedure,
    rotateSecret: rotateWebhookEndpointSecretProcedure,
    test: sendWebhookTestProcedure,
    deliveries: listWebhookDeliveriesProcedure,
    redeliver: redeliverWebhookProcedure,
  }),
});

export type AppRouter = typeof appRouter;
