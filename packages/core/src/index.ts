/** The criteria table, personal-identifier words and the letter length bounds. */
export {
  CRITERIA,
  type Criterion,
  MAX_LETTER_LENGTH,
  MIN_LETTER_LENGTH,
  PII_LABELS,
  type PiiKind,
} from "@intake/evaluator";
export { type CreatedApiKey, createApiKeyForUser } from "./api-keys/create-api-key";
export { createApiKey } from "./api-keys/create-personal-api-key";
export { listApiKeys } from "./api-keys/list-api-keys";
export { revokeApiKey } from "./api-keys/revoke-api-key";
export * from "./api-keys/schemas";
export { type AuditActor, type AuditEntry, actorOf, recordAudit } from "./audit/record-audit";
export * from "./callers/caller";
export * from "./callers/external-issuer";
export { type CredentialHeaders, resolveCaller } from "./callers/resolve-caller";
export * from "./callers/session-issuer";
export * from "./catalogue/catalogue";
export * from "./catalogue/schemas";
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
export {
  applyClinicianGrant,
  CLINICIAN_ROLE,
  type Clinician,
  ClinicianProfileInput,
  clinicianName,
  findClinician,
  grantClinician,
  requireClinician,
  upsertClinician,
} from "./clinicians/clinicians";
export * from "./clock";
export * from "./config";
export type * from "./context";
export { requestContext } from "./context";
export * from "./crypto";
export {
  createEmbeddedEmail,
  type EmailLog,
  type EmailMessage,
  type EmailPort,
  htmlOf,
} from "./email/email-port";
export { enqueuePatientNotice, type PatientNotice } from "./email/patient-notices";
export {
  createSmtpEmail,
  DEFAULT_SMTP_TIMEOUTS,
  displayNameOf,
  type SmtpTimeouts,
} from "./email/smtp-email";
export { cancelEncounter } from "./encounters/cancel-encounter";
export { type CheckoutView, getCheckoutView } from "./encounters/get-checkout";
export { getEncounter } from "./encounters/get-encounter";
export { getLatestTurn } from "./encounters/get-latest-turn";
export {
  type FeedbackAudience,
  type LetterFeedback,
  type LetterFeedbackInput,
  writeLetterFeedback,
} from "./encounters/letter-feedback";
export { type EncounterPage, listEncounters } from "./encounters/list-encounters";
export { listTurns } from "./encounters/list-turns";
export {
  type AutoSubmitFacts,
  ageInYears,
  identityVerified,
  pendingReasons,
} from "./encounters/pending-reasons";
export {
  findSelfPatientId,
  type LetterCheckView,
  readCheckoutOwner,
  readLetterCheck,
  readLetterFacts,
} from "./encounters/read-letter-check";
export * from "./encounters/schemas";
export {
  type LetterSubmissionDetails,
  submitLetter,
  submitLetterWithDetails,
} from "./encounters/submit-letter";
export * from "./error-codes";
export * from "./errors";
export {
  applyIdentityEvent,
  findIdentitySession,
  findIdentitySessionById,
  type IdentityHolder,
  type IdentitySessionView,
  type IdentityState,
  isIdentityWebhook,
  openProviderVerification,
  receiveIdentityWebhook,
  submitEmbeddedVerification,
} from "./identity/complete-identity-session";
export {
  createEmbeddedIdentity,
  EMBEDDED_OUTCOMES,
  type IdentityEvent,
  type IdentityPort,
  type IdentitySession,
  newIdentityBinding,
  openIdentityLink,
} from "./identity/identity-port";
export { createStripeIdentity } from "./identity/stripe-identity";
export { isPublicAddress } from "./images/addresses";
export { detectImageFormat } from "./images/detect";
export { type FetchedImage, type ImageFetcher, ImageFetchRefused } from "./images/fetch-port";
export { createImageFetcher, type ImageFetcherOptions } from "./images/fetcher";
export { getSignedImage, type ServedImage } from "./images/get-signed-image";
export { type AcceptedImage, acceptImages, storeImages } from "./images/ingest";
export * from "./images/schemas";
export { IMAGE_URL_TTL_SECONDS, signImageUrl, verifyImageSignature } from "./images/signed-url";
export * from "./knowledge";
export {
  listOutboxRows,
  type OutboxRowSummary,
  retryDeadOutboxRows,
} from "./outbox/admin";
export { enqueueOutbox, OUTBOX_CHANNEL } from "./outbox/enqueue";
export { EMAIL_TOPIC, type OutboxHandler, outboxHandlers } from "./outbox/handlers";
export {
  OUTBOX_DEFAULTS,
  type OutboxRunResult,
  outboxBackoffMs,
  type RunOutboxOptions,
  redactAddresses,
  runOutboxOnce,
} from "./outbox/run-outbox";
export { archivePatient } from "./patients/archive-patient";
export { createPatient } from "./patients/create-patient";
export { getPatient } from "./patients/get-patient";
export { listPatients } from "./patients/list-patients";
export { isVerified, loadOwnPatient, type PatientRow, toPatient } from "./patients/load";
export * as patientRules from "./patients/rules";
export * from "./patients/schemas";
export { startIdentitySession } from "./patients/start-identity-session";
export { updatePatient } from "./patients/update-patient";
export {
  addLetterWeight,
  letterWeightMissing,
  parseWeightKg,
} from "./payments/add-letter-weight";
export { type Applied, applyEvents, customerFor } from "./payments/billing";
export {
  reconcileIntent,
  reconcileIntents,
  STALE_INTENT_MS,
} from "./payments/billing-intents";
export { handleProcessorWebhook, type WebhookOutcome } from "./payments/billing-webhook";
export { cancelSubscription } from "./payments/cancel-subscription";
export { startCardSetup } from "./payments/card-setup";
export * from "./payments/cards";
export {
  type CheckoutQuote,
  type CheckoutReceipt,
  completeCheckout,
  loadReceipt,
  patientBlocker,
  quoteCheckout,
  WEIGHT_TEXT,
  weightMissing,
} from "./payments/checkout";
export { createEmbeddedProcessor, TEST_CARDS } from "./payments/embedded-processor";
export {
  type InvoiceDocument,
  invoiceTextLines,
  loadInvoiceDocument,
} from "./payments/invoice-document";
export { renderInvoicePdf } from "./payments/invoice-pdf";
export * from "./payments/money";
export { addPatientWithSeat, removePatientWithSeat } from "./payments/patients-with-seat";
export * from "./payments/payment-port";
export {
  getCancellationPreview,
  getPaymentMethod,
  getSubscription,
  listInvoices,
} from "./payments/read-subscription";
export { type RenewalResult, renewSubscriptions } from "./payments/renew-subscriptions";
export * from "./payments/schemas";
export {
  createStripeClient,
  createStripeProcessor,
  STRIPE_API_VERSION,
} from "./payments/stripe-processor";
export { invoiceSignature, invoiceUrls, toInvoice } from "./payments/subscription-store";
export { updateSubscription } from "./payments/update-subscription";
export * from "./prescribing";
export * from "./rate-limit/rate-limit";
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
export * from "./review/visit-actions";
export * from "./shared/schemas";
export {
  normalizeEmail,
  requestSigninCode,
  SIGNIN_CODE_TTL_MS,
  SIGNIN_MAX_ATTEMPTS,
} from "./signin/request-signin-code";
export { verifySigninCode } from "./signin/verify-signin-code";
export { type ReviewSweepResult, runReviewSweepsOnce } from "./sweeps/review-sweeps";
export { runSweepsOnce, type SweepResult } from "./sweeps/run-sweeps";
export * from "./telemetry";
export { ensureUserByEmail } from "./users/ensure-user";
export { getMe } from "./users/get-me";
export { getViewer, type Viewer } from "./users/get-viewer";
export { listSubmissions } from "./users/list-submissions";
export * from "./users/schemas";
export * from "./webhooks/deliveries-api";
export * from "./webhooks/delivery";
export * from "./webhooks/emit-outcome-event";
export * from "./webhooks/endpoints";
export { requireWebhookManager, type WebhookManager } from "./webhooks/manager";
export * from "./webhooks/schemas";
export * from "./webhooks/sender";
export * from "./webhooks/signing";
