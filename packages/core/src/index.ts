/** The rubric's criteria (keys and labels, in order) and the letter length bounds. */
export { CRITERIA, MAX_LETTER_LENGTH, MIN_LETTER_LENGTH } from "@intake/evaluator";
export { type CreatedApiKey, createApiKeyForUser } from "./api-keys/create-api-key";
export { createApiKey } from "./api-keys/create-personal-api-key";
export { listApiKeys } from "./api-keys/list-api-keys";
export { revokeApiKey } from "./api-keys/revoke-api-key";
export * from "./api-keys/schemas";
export { type AuditActor, type AuditEntry, actorOf, recordAudit } from "./audit/record-audit";
export * from "./callers/caller";
export { type CredentialHeaders, resolveCaller } from "./callers/resolve-caller";
export * from "./callers/session-issuer";
export * from "./catalogue/catalogue";
export * from "./catalogue/schemas";
export * from "./clock";
export * from "./config";
export type * from "./context";
export * from "./crypto";
export {
  createEmbeddedEmail,
  type EmailLog,
  type EmailMessage,
  type EmailPort,
} from "./email/email-port";
export { cancelEncounter } from "./encounters/cancel-encounter";
export { type CheckoutView, getCheckoutView } from "./encounters/get-checkout";
export { getEncounter } from "./encounters/get-encounter";
export { getLatestTurn } from "./encounters/get-latest-turn";
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
export * from "./errors";
export {
  completeIdentitySession,
  findIdentitySession,
  type IdentitySessionView,
} from "./identity/complete-identity-session";
export {
  createEmbeddedIdentity,
  type IdentityPort,
  type IdentitySession,
} from "./identity/identity-port";
export { isPublicAddress } from "./images/addresses";
export { detectImageFormat } from "./images/detect";
export { type FetchedImage, type ImageFetcher, ImageFetchRefused } from "./images/fetch-port";
export { createImageFetcher, type ImageFetcherOptions } from "./images/fetcher";
export { getSignedImage, type ServedImage } from "./images/get-signed-image";
export { type AcceptedImage, acceptImages, storeImages } from "./images/ingest";
export * from "./images/schemas";
export { IMAGE_URL_TTL_SECONDS, signImageUrl, verifyImageSignature } from "./images/signed-url";
export * from "./knowledge";
export { enqueueOutbox } from "./outbox/enqueue";
export { EMAIL_TOPIC, type OutboxHandler, outboxHandlers } from "./outbox/handlers";
export {
  OUTBOX_DEFAULTS,
  type OutboxRunResult,
  outboxBackoffMs,
  type RunOutboxOptions,
  runOutboxOnce,
} from "./outbox/run-outbox";
export { archivePatient } from "./patients/archive-patient";
export { createPatient } from "./patients/create-patient";
export { getPatient } from "./patients/get-patient";
export { listPatients } from "./patients/list-patients";
export * as patientRules from "./patients/rules";
export * from "./patients/schemas";
export { startIdentitySession } from "./patients/start-identity-session";
export { updatePatient } from "./patients/update-patient";
export * from "./rate-limit/rate-limit";
export * from "./shared/schemas";
export {
  normalizeEmail,
  requestSigninCode,
  SIGNIN_CODE_TTL_MS,
  SIGNIN_MAX_ATTEMPTS,
} from "./signin/request-signin-code";
export { verifySigninCode } from "./signin/verify-signin-code";
export { runSweepsOnce, type SweepResult } from "./sweeps/run-sweeps";
export { ensureUserByEmail } from "./users/ensure-user";
export { getMe } from "./users/get-me";
export { listSubmissions } from "./users/list-submissions";
export * from "./users/schemas";
