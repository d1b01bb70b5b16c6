/** The care context's public surface (`@intake/core/care`). */
export {
  CHAT_RETRY_AFTER_SECONDS,
  listChatEvents,
  markChatRead,
  postChatEvent,
  postPatientMessage,
} from "./chat/agent-chat";
export { assertPatientMayPost, chatEncounter } from "./chat/chat-access";
export { loadChatEvents, markClinicianMessagesRead } from "./chat/chat-events";
export { openPatientChat, patientChatEncounter, replyOnChatPage } from "./chat/patient-chat";
export * from "./chat/schemas";
export * from "./my-requests";
export {
  enqueuePatientNotice,
  noticeFor,
  type PatientNotice,
  patientNotices,
} from "./notices/patient-notices";
export * from "./review/encounter-outcome";
export { getReviewEncounter, listMyReviews, listReviewQueue } from "./review/read-reviews";
export {
  addClinicalNote,
  askPatientQuestion,
  cancelReview,
  claimEncounter,
  completeReview,
  confirmPatientHistory,
  sendClinicianMessage,
  writePrescription,
} from "./review/review-actions";
export * from "./review/schemas";
export { type ReviewSweepResult, runReviewSweepsOnce } from "./sweeps/review-sweeps";
export { runSweepsOnce, type SweepResult } from "./sweeps/run-sweeps";
