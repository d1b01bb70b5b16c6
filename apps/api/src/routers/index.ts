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
import { listConditions } from "./config/conditions";
import { getPricingProcedure } from "./config/pricing";
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
import { getMeProcedure } from "./users/me";
import { listSubmissionsProcedure } from "./users/submissions";

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
  }),
  encounters: router({
    list: listEncountersProcedure,
    get: getEncounterProcedure,
    turns: listTurnsProcedure,
    latestTurn: getLatestTurnProcedure,
    cancel: cancelEncounterProcedure,
  }),
});

export type AppRouter = typeof appRouter;
