/** The accounts context's public surface (`@intake/core/accounts`). */
export { type CreatedApiKey, createApiKeyForUser } from "./api-keys/create-api-key";
export { createApiKey } from "./api-keys/create-personal-api-key";
export { listApiKeys } from "./api-keys/list-api-keys";
export { revokeApiKey } from "./api-keys/revoke-api-key";
export * from "./api-keys/schemas";
export * from "./callers/caller";
export { type CredentialHeaders, resolveCaller } from "./callers/resolve-caller";
export * from "./callers/session-issuer";
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
export { getViewer, type Viewer } from "./get-viewer";
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
export { startIdentitySession } from "./identity/start-identity-session";
export { createStripeIdentity } from "./identity/stripe-identity";
export { archivePatient } from "./patients/archive-patient";
export { createPatient } from "./patients/create-patient";
export { getPatient } from "./patients/get-patient";
export { listPatients } from "./patients/list-patients";
export { isVerified, loadOwnPatient, type PatientRow, toPatient } from "./patients/load";
export * as patientRules from "./patients/rules";
export * from "./patients/schemas";
export { updatePatient } from "./patients/update-patient";
export * from "./signin/external-issuer";
export {
  normalizeEmail,
  requestSigninCode,
  SIGNIN_CODE_TTL_MS,
  SIGNIN_MAX_ATTEMPTS,
} from "./signin/request-signin-code";
export { verifySigninCode } from "./signin/verify-signin-code";
export { ensureUserByEmail } from "./users/ensure-user";
export { getMe } from "./users/get-me";
export { listSubmissions } from "./users/list-submissions";
export * from "./users/schemas";
