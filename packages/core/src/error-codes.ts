/**
 * Every error `code` the service answers with: its HTTP status and what it means, one line per
 * code. `DomainError` and the HTTP layer accept only codes listed here (a type error otherwise),
 * docs/errors.md is generated from this list (`npm run errors`), and a test fails when a code
 * is thrown that is not here. To add a code: add one line, keep the list sorted by status.
 */
// biome-ignore format: one line per code, so codes added on several branches merge cleanly
export const ERROR_CODES = {
  // 400
  validation_failed: [400, "A field is missing or invalid (also: U+0000 in any text field); `issues[]` lists `{path, message}`"],
  malformed_json: [400, "The body is not JSON"],
  malformed_request: [400, "Not valid HTTP/1.1 (answered before any handler)"],
  cannot_delete_self_patient: [400, "The self patient cannot be archived (cancel the subscription instead)"],
  code_expired: [400, "The sign-in code is older than 10 minutes: ask for a new one"],
  code_locked: [400, "Five wrong tries: the sign-in code is dead, ask for a new one"],
  consent_cannot_be_revoked: [400, "`consentedToTelehealth` cannot go back to false"],
  developer_key_not_accepted: [400, "A developer key on the agent query (it belongs to the prescribing surface)"],
  encounter_terminal: [400, "The encounter is already in a terminal state (`state`): nothing to cancel"],
  encounter_token_not_accepted: [400, "An encounter token as Authorization on the agent query: send `session_token` in the body instead"],
  identity_inherited: [400, "Minors inherit the account holder's identity verification: verify the self patient"],
  identity_session_used: [400, "The identity-verification link was already used"],
  invalid_code: [400, "Wrong sign-in code; `attemptsLeft` when known"],
  invalid_cursor: [400, "A `cursor` the service did not issue"],
  invalid_date_of_birth: [400, "`dateOfBirth` is not a past YYYY-MM-DD date"],
  invalid_email: [400, "Not an e-mail address"],
  invalid_expires_at: [400, "`expiresAt` is not an ISO 8601 date-time in the allowed range (`field`)"],
  invalid_image: [400, "An image that cannot be used (format, size, unreachable URL); says which and why"],
  invalid_label: [400, "An API-key label that is empty or too long (`field`)"],
  invalid_limit: [400, "Knowledge search `limit` is not a whole number in range; `min`, `max`"],
  invalid_name: [400, "A patient name that is empty, too long or not a name"],
  invalid_phone: [400, "`phoneNumber` is not E.164"],
  invalid_query: [400, "An empty knowledge-search query"],
  invalid_relationship: [400, "`relationship` is not one of the listed values"],
  invalid_sex: [400, "`sex` is not one of the listed values"],
  invalid_state: [400, "`stateOfResidence` is not a two-letter US state code"],
  invalid_zip: [400, "`zipCode` is not five digits"],
  letter_too_long: [400, "The letter is over 10,000 characters after trimming (nothing stored)"],
  letter_too_short: [400, "The letter is under 500 characters after trimming; says the actual length (nothing stored)"],
  not_medical: [400, "The text is not a medical letter (nothing stored)"],
  patient_already_bound: [400, "The encounter is bound to another patient for good"],
  patient_locked: [400, "Demographics cannot change after identity verification (`phoneNumber` can)"],
  patient_not_owned: [400, "`patient_id` is not one of the caller's patients"],
  patient_too_young: [400, "A family member younger than the minimum age (`field`: `dateOfBirth`)"],
  query_too_long: [400, "The knowledge-search query is too long; `max_length`, `length`"],
  self_patient_exists: [400, "The account already has its self patient; `patientId` names it"],
  too_many_images: [400, "More than 3 images in one request"],
  // 401
  unauthorized: [401, "No credential where one is needed (`WWW-Authenticate: Bearer`)"],
  invalid_credential: [401, "A credential was sent but is unknown, revoked, expired (JWT) or malformed"],
  api_key_expired: [401, "The API key is past its `expiresAt`"],
  authentication_required: [401, "`patient_id` on the agent query without authentication"],
  wrong_credential: [401, "A credential of the wrong kind (e.g. an encounter token on an account endpoint)"],
  // 403
  session_required: [403, "An API key on key management (a session JWT only)"],
  image_url_expired: [403, "The signed image URL is past its `exp`"],
  invalid_signature: [403, "The signed image URL's signature is missing or wrong"],
  // 404
  not_found: [404, "The resource does not exist or is not yours (a malformed id too)"],
  route_not_found: [404, "No such endpoint"],
  session_not_found: [404, "Unknown `session_token`, or another account's"],
  checkout_link_invalid: [404, "The checkout link is unknown or was replaced"],
  // 405
  method_not_allowed: [405, "The path exists with other methods (`Allow` header)"],
  // 408
  request_timeout: [408, "The request did not arrive in time"],
  // 409
  encounter_locked: [409, "The encounter is past review: `next_action` says `use_chat` or `start_new_encounter` (with `encounter_id`, `session_token`, `state`, `submission_id`, `chat_endpoint`)"],
  concurrent_resubmission: [409, "Another resubmission of the same encounter won: retry with the newest token"],
  concurrent_update: [409, "The encounter changed while this request ran: retry"],
  identity_already_verified: [409, "The patient is already identity-verified"],
  // 410
  encounter_expired: [410, "The encounter expired: start a new one without `session_token`"],
  identity_session_expired: [410, "The identity-verification session expired: start a new one"],
  identity_session_replaced: [410, "A newer identity-verification session replaced this one"],
  // 413
  payload_too_large: [413, "The body is over the endpoint's limit (agent query: 3 images of 10 MB)"],
  // 415
  unsupported_media_type: [415, "A body that is not `application/json`"],
  // 429
  rate_limited: [429, "Too many requests: `Retry-After` (whole seconds) and `retry_after_seconds`"],
  // 431
  request_header_too_large: [431, "The request line and headers exceed 16 KB (answered before any handler)"],
  // 500
  internal_error: [500, "A fault of ours; nothing internal is revealed; `request_id` to quote"],
  // 503
  database_unreachable: [503, "`/healthz` or `/readyz`: the database is not answering"],
  migrations_pending: [503, "`/readyz`: the database schema is behind this build"],
  shutting_down: [503, "`/readyz`: this process is draining before it stops; use another instance"],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);
