/** The criteria table, personal-identifier words and the letter length bounds. */
export {
  CRITERIA,
  type Criterion,
  MAX_LETTER_LENGTH,
  MIN_LETTER_LENGTH,
  PII_LABELS,
  type PiiKind,
} from "@intake/evaluator";
export { type CreatedApiKey, createApiKeyForUser } from "./accounts/api-keys/create-api-key";
export { createApiKey } from "./accounts/api-keys/create-personal-api-key";
export { listApiKeys } from "./accounts/api-keys/list-api-keys";
export { revokeApiKey } from "./accounts/api-keys/revoke-api-key";
export * from "./accounts/api-keys/schemas";
export * from "./accounts/callers/caller";
export { type CredentialHeaders, resolveCaller } from "./accounts/callers/resolve-caller";
export * from "./accounts/callers/session-issuer";
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
} from "./accounts/clinicians/clinicians";
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
} from "./accounts/identity/complete-identity-session";
export {
  createEmbeddedIdentity,
  EMBEDDED_OUTCOMES,
  type IdentityEvent,
  type IdentityPort,
  type IdentitySession,
  newIdentityBinding,
  openIdentityLink,
} from "./accounts/identity/identity-port";
export { startIdentitySession } from "./accounts/identity/start-identity-session";
export { createStripeIdentity } from "./accounts/identity/stripe-identity";
export { archivePatient } from "./accounts/patients/archive-patient";
export { createPatient } from "./accounts/patients/create-patient";
export { getPatient } from "./accounts/patients/get-patient";
export { listPatients } from "./accounts/patients/list-patients";
export { isVerified, loadOwnPatient, type PatientRow, toPatient } from "./accounts/patients/load";
export * as patientRules from "./accounts/patients/rules";
export * from "./accounts/patients/schemas";
export { updatePatient } from "./accounts/patients/update-patient";
export * from "./accounts/signin/external-issuer";
export {
  normalizeEmail,
  requestSigninCode,
  SIGNIN_CODE_TTL_MS,
  SIGNIN_MAX_ATTEMPTS,
} from "./accounts/signin/request-signin-code";
export { verifySigninCode } from "./accounts/signin/verify-signin-code";
export { ensureUserByEmail } from "./accounts/users/ensure-user";
export { getMe } from "./accounts/users/get-me";
export { listSubmissions } from "./accounts/users/list-submissions";
export * from "./accounts/users/schemas";
export { type Applied, applyEvents, customerFor } from "./billing/payments/billing";
export {
  reconcileIntent,
  reconcileIntents,
  STALE_INTENT_MS,
} from "./billing/payments/billing-intents";
export { handleProcessorWebhook, type WebhookOutcome } from "./billing/payments/billing-webhook";
export { cancelSubscription } from "./billing/payments/cancel-subscription";
export { startCardSetup } from "./billing/payments/card-setup";
export * from "./billing/payments/cards";
export {
  type CheckoutQuote,
  type CheckoutReceipt,
  completeCheckout,
  loadReceipt,
  patientBlocker,
  quoteCheckout,
  WEIGHT_TEXT,
  weightMissing,
} from "./billing/payments/checkout";
export { createEmbeddedProcessor, TEST_CARDS } from "./billing/payments/embedded-processor";
export {
  type InvoiceDocument,
  invoiceTextLines,
  loadInvoiceDocument,
} from "./billing/payments/invoice-document";
export { renderInvoicePdf } from "./billing/payments/invoice-pdf";
export * from "./billing/payments/money";
export { addPatientWithSeat, removePatientWithSeat } from "./billing/payments/patients-with-seat";
export * from "./billing/payments/payment-port";
export {
  getCancellationPreview,
  getPaymentMethod,
  getSubscription,
  listInvoices,
} from "./billing/payments/read-subscription";
export { type RenewalResult, renewSubscriptions } from "./billing/payments/renew-subscriptions";
export * from "./billing/payments/schemas";
export { createStripeProcessor } from "./billing/payments/stripe-processor";
export { invoiceSignature, invoiceUrls, toInvoice } from "./billing/payments/subscription-store";
export { updateSubscription } from "./billing/payments/update-subscription";
export {
  CHAT_RETRY_AFTER_SECONDS,
  listChatEvents,
  markChatRead,
  postChatEvent,
  postPatientMessage,
} from "./care/chat/agent-chat";
export { assertPatientMayPost, chatEncounter } from "./care/chat/chat-access";
export { loadChatEvents, markClinicianMessagesRead } from "./care/chat/chat-events";
export { openPatientChat, patientChatEncounter, replyOnChatPage } from "./care/chat/patient-chat";
export * from "./care/chat/schemas";
export { enqueuePatientNotice, type PatientNotice } from "./care/notices/patient-notices";
export { getReviewEncounter, listMyReviews, listReviewQueue } from "./care/review/read-reviews";
export {
  addClinicalNote,
  askPatientQuestion,
  cancelReview,
  claimEncounter,
  completeReview,
  confirmPatientHistory,
  sendClinicianMessage,
  writePrescription,
} from "./care/review/review-actions";
export * from "./care/review/schemas";
export { type ReviewSweepResult, runReviewSweepsOnce } from "./care/sweeps/review-sweeps";
export { runSweepsOnce, type SweepResult } from "./care/sweeps/run-sweeps";
export * from "./catalogue/conditions/catalogue";
export * from "./catalogue/conditions/schemas";
export * from "./catalogue/knowledge";
export * from "./developers/prescribing";
export * from "./developers/prescribing/visit-actions";
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
export * from "./encounters/lifecycle";
export { type EncounterPage, listEncounters } from "./encounters/list-encounters";
export { listTurns } from "./encounters/list-turns";
export {
  type AutoSubmitFacts,
  ageInYears,
  identityVerified,
  pendingReasons,
} from "./encounters/pending-reasons";
export * from "./encounters/schemas";
export {
  type LetterSubmissionDetails,
  submitLetter,
  submitLetterWithDetails,
} from "./encounters/submit-letter";
export { detectImageFormat } from "./images/detect";
export { type FetchedImage, type ImageFetcher, ImageFetchRefused } from "./images/fetch-port";
export { createImageFetcher, type ImageFetcherOptions } from "./images/fetcher";
export { getSignedImage, type ServedImage } from "./images/get-signed-image";
export { type AcceptedImage, acceptImages, storeImages } from "./images/ingest";
export * from "./images/schemas";
export { IMAGE_URL_TTL_SECONDS, signImageUrl, verifyImageSignature } from "./images/signed-url";
export {
  type AuditActor,
  type AuditEntry,
  actorOf,
  recordAudit,
} from "./kernel/audit/record-audit";
export * from "./kernel/clock";
export * from "./kernel/config";
export type * from "./kernel/context";
export { requestContext } from "./kernel/context";
export * from "./kernel/crypto";
export {
  createEmbeddedEmail,
  type EmailLog,
  type EmailMessage,
  type EmailPort,
  htmlOf,
} from "./kernel/email/email-port";
export { EMAIL_TOPIC, sendQueuedEmail } from "./kernel/email/outbox-email";
export {
  createSmtpEmail,
  DEFAULT_SMTP_TIMEOUTS,
  displayNameOf,
  type SmtpTimeouts,
} from "./kernel/email/smtp-email";
export * from "./kernel/error-codes";
export * from "./kernel/errors";
export { isUuid } from "./kernel/ids";
export { isPublicAddress } from "./kernel/net/addresses";
export {
  listOutboxRows,
  type OutboxRowSummary,
  retryDeadOutboxRows,
} from "./kernel/outbox/admin";
export { enqueueOutbox, OUTBOX_CHANNEL } from "./kernel/outbox/enqueue";
export {
  OUTBOX_DEFAULTS,
  type OutboxHandler,
  type OutboxHandlers,
  type OutboxRunResult,
  outboxBackoffMs,
  type RunOutboxOptions,
  redactAddresses,
  runOutboxOnce,
} from "./kernel/outbox/run-outbox";
export * from "./kernel/rate-limit/rate-limit";
export * from "./kernel/shared/schemas";
export { createStripeClient, STRIPE_API_VERSION } from "./kernel/stripe-client";
export * from "./kernel/telemetry";
export * from "./webhooks/deliveries-api";
export * from "./webhooks/delivery";
export * from "./webhooks/emit-outcome-event";
export * from "./webhooks/endpoints";
export { requireWebhookManager, type WebhookManager } from "./webhooks/manager";
export * from "./webhooks/schemas";
export * from "./webhooks/sender";
export * from "./webhooks/signing";
