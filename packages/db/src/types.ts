import type { ColumnType, Generated } from "kysely";

/** Timestamps are written from the injected clock and read back as Date. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A nullable timestamp that may be left out on insert. */
export type OptionalTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Json<T> = ColumnType<T, string | T, string | T>;

export interface UsersTable {
  id: string;
  email: string;
  role: Generated<string>;
  identity_status: Generated<string>;
  identity_verified_at: Timestamp | null;
  created_at: Timestamp;
}

export interface ApiKeysTable {
  id: string;
  user_id: string;
  key_hash: string;
  prefix: string;
  label: string;
  expires_at: Timestamp | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface DeveloperKeysTable {
  id: string;
  user_id: string;
  key_hash: string;
  prefix: string;
  environment: "test" | "live";
  created_at: Timestamp;
  revoked_at: Timestamp | null;
  /** Migration 0007. */
  label: Generated<string>;
}

export interface SigningKeysTable {
  kid: string;
  algorithm: string;
  public_jwk: Json<Record<string, unknown>>;
  private_jwk_sealed: string;
  created_at: Timestamp;
}

export interface ExternalIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  email: string | null;
  email_verified: Generated<boolean>;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface SigninCodesTable {
  id: string;
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
  /** SHA-256 of the requesting client's address (migration 0003), for per-client limits. */
  client_hash: string | null;
  /** What the code may do (migration 0013): sign in, or confirm one consent page's e-mail. */
  purpose: Generated<"signin" | "consent">;
  /** The consent code's encounter; null for sign-in codes. */
  encounter_id: string | null;
}

/** A session of the embedded issuer (migration 0013): its JWT names it by `sid`. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export type Relationship =
  | "self"
  | "spouse"
  | "child"
  | "parent"
  | "guardian"
  | "dependent"
  | "other";

export interface PatientsTable {
  id: string;
  owner_id: string;
  relationship: Relationship;
  /** Demographics are null only on an incomplete `self` placeholder (migration 0003). */
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  sex: string | null;
  state_of_residence: string | null;
  zip_code: string | null;
  phone_number: string | null;
  consented_to_telehealth: Generated<boolean>;
  consented_at: Timestamp | null;
  identity_status: Generated<string>;
  identity_verified_at: Timestamp | null;
  archived_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PatientAllergiesTable {
  id: string;
  patient_id: string;
  substance: string;
  reaction: string | null;
  severity: string | null;
  confirmed_by: string;
  confirmed_at: Timestamp;
}

export interface PatientMedicationsTable {
  id: string;
  patient_id: string;
  name: string;
  status: "active" | "past";
  confirmed_by: string;
  confirmed_at: Timestamp;
}

export interface IdentitySessionsTable {
  id: string;
  patient_id: string;
  user_id: string;
  token_hash: string;
  status: "pending" | "processing" | "requires_input" | "verified" | "canceled" | "expired";
  expires_at: Timestamp;
  completed_at: Timestamp | null;
  created_at: Timestamp;
  provider: Generated<string>;
  provider_session_id: string | null;
  opened_at: Timestamp | null;
  binding_hash: string | null;
  return_to: string | null;
  error_code: string | null;
  error_reason: string | null;
  updated_at: Timestamp | null;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  processor_subscription_id: string;
  plan: string;
  status: string;
  amount: number;
  currency: string;
  seat_count: Generated<number>;
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  cancel_at_period_end: Generated<boolean>;
  canceled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Price snapshot, processor and charged method (migration 0005). */
  base_amount: Generated<number>;
  seat_amount: Generated<number>;
  processor: Generated<string>;
  payment_method_id: string | null;
}

export interface PaymentCustomersTable {
  user_id: string;
  processor: string;
  processor_customer_id: string;
  created_at: Timestamp;
}

export interface PaymentMethodsTable {
  id: string;
  user_id: string;
  processor_payment_method_id: string;
  brand: string;
  last4: string;
  created_at: Timestamp;
  detached_at: Timestamp | null;
}

export interface SubscriptionSeatsTable {
  id: string;
  subscription_id: string;
  patient_id: string | null;
  created_at: Timestamp;
  ends_at: Timestamp | null;
  released_at: Timestamp | null;
}

export type InvoiceKind =
  | "subscription_create"
  | "subscription_cycle"
  | "proration"
  | "checkout_seat"
  | "retry"
  | "usage";

export interface InvoiceLine {
  description: string;
  quantity: number;
  amount: number;
}

export interface InvoicesTable {
  id: string;
  number: string;
  user_id: string;
  /** Null on `usage` invoices (developer accounts need no subscription). */
  subscription_id: string | null;
  processor_invoice_id: string;
  kind: InvoiceKind;
  amount: number;
  amount_refunded: Generated<number>;
  currency: string;
  status: "paid" | "open" | "void";
  lines: Json<InvoiceLine[]>;
  period_start: Timestamp;
  period_end: Timestamp;
  failure_message: string | null;
  idempotency_key: string;
  hosted_invoice_url: string | null;
  invoice_pdf_url: string | null;
  created_at: Timestamp;
  paid_at: Timestamp | null;
}

export interface RefundsTable {
  id: string;
  invoice_id: string;
  processor_refund_id: string;
  amount: number;
  reason: string;
  idempotency_key: string;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  operation: string;
  request_hash: string;
  response: Json<Record<string, unknown>> | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** The first answer to a POST with an `Idempotency-Key`, kept 24 h per caller scope (migration 0016). */
export interface IdempotentRequestsTable {
  scope: string;
  key: string;
  operation: string;
  request_hash: string;
  status: number | null;
  body: string | null;
  headers: Json<Record<string, string>> | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A money movement recorded before the processor is called (migration 0019). */
export interface BillingIntentsTable {
  id: string;
  user_id: string;
  kind: string;
  /** `subscription`: at most one pending intent per account changes its plan. */
  lane: string | null;
  encounter_id: string | null;
  status: "pending" | "awaiting" | "succeeded" | "failed";
  plan: Json<Record<string, unknown>>;
  result: Json<Record<string, unknown>> | null;
  processor_ref: string | null;
  error: string | null;
  attempt_at: Timestamp;
  created_at: Timestamp;
  completed_at: Timestamp | null;
}

/** The embedded processor's own state (migration 0019). */
export interface EmbeddedSubscriptionsTable {
  id: string;
  customer_id: string;
  status: "active" | "past_due" | "canceled";
  currency: string;
  base_amount: number;
  seat_amount: number;
  seat_quantity: number;
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  cancel_at_period_end: Generated<boolean>;
  canceled_at: Timestamp | null;
  default_payment_method: string | null;
  metadata: Json<Record<string, string>>;
  created_at: Timestamp;
}

export interface EmbeddedCardsTable {
  id: string;
  customer_id: string;
  brand: string;
  last4: string;
  declines_charges: Generated<boolean>;
  created_at: Timestamp;
}

export interface EmbeddedInvoicesTable {
  id: string;
  customer_id: string;
  subscription_id: string | null;
  billing_reason: string;
  status: "open" | "paid" | "void";
  currency: string;
  amount_due: number;
  amount_paid: Generated<number>;
  amount_refunded: Generated<number>;
  lines: Json<InvoiceLine[]>;
  period_start: Timestamp;
  period_end: Timestamp;
  metadata: Json<Record<string, string>>;
  created_at: Timestamp;
  paid_at: Timestamp | null;
}

export interface EmbeddedRequestsTable {
  key: string;
  request_hash: string;
  response: Json<unknown>;
  created_at: Timestamp;
}

export interface ProcessorEventsTable {
  id: string;
  processor: string;
  type: string;
  received_at: Timestamp;
}

export type EncounterState =
  | "open"
  | "thinking"
  | "readyForCheckout"
  | "submitted"
  | "reviewing"
  | "waitingForPatientReply"
  | "completed"
  | "closed"
  | "canceled";

export interface EncountersTable {
  id: string;
  user_id: string | null;
  patient_id: string | null;
  state: EncounterState;
  session_token_hash: string;
  encounter_token_hash: string;
  token_version: Generated<number>;
  billing_type: string | null;
  billing_amount: number | null;
  billing_status: string | null;
  claimed_at: Timestamp | null;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Review columns (migration 0004). */
  clinician_id: string | null;
  submitted_at: Timestamp | null;
  review_started_at: Timestamp | null;
  completed_at: Timestamp | null;
  closed_at: Timestamp | null;
  canceled_at: Timestamp | null;
  clinical_decision: string | null;
  follow_up_until: Timestamp | null;
  /** A prescribing request made with a test key (migration 0004): never reaches a clinician. */
  sandbox: Generated<boolean>;
  /** The invoice that paid the hosted checkout (migration 0005). */
  checkout_invoice_id: string | null;
  /** Set by the expiry sweep (migration 0006). */
  expired_at: Timestamp | null;
  /** The "follow-up closing soon" e-mail was queued (migration 0006). */
  follow_up_notice_sent_at: Timestamp | null;
}

export interface TurnsTable {
  id: string;
  encounter_id: string;
  version: number;
  query_text: string;
  evaluation: Json<Record<string, boolean>>;
  result: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface SubmissionsTable {
  id: string;
  encounter_id: string;
  user_id: string;
  patient_id: string;
  turn_id: string;
  query_snapshot: string;
  status: "active" | "canceled_replaced" | "canceled";
  replaced_by_id: string | null;
  canceled_at: Timestamp | null;
  created_at: Timestamp;
}

export interface ImagesTable {
  id: string;
  encounter_id: string;
  turn_id: string | null;
  name: string | null;
  mime_type: string;
  byte_size: number;
  sha256: string;
  data: Uint8Array | null;
  storage_key: string | null;
  created_at: Timestamp;
  /** Set when the image belongs to a chat event (migration 0004). */
  chat_event_id: string | null;
}

export interface RateLimitBucketsTable {
  key: string;
  window_start: Timestamp;
  count: number;
  expires_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_user_id: string | null;
  actor_kind: string;
  action: string;
  entity_type: string;
  entity_id: string;
  detail: Json<Record<string, unknown>>;
}

export interface OutboxTable {
  id: Generated<number>;
  topic: string;
  payload: Json<Record<string, unknown>>;
  status: Generated<"pending" | "done" | "dead">;
  attempts: Generated<number>;
  available_at: Timestamp;
  lease_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  completed_at: Timestamp | null;
}

export interface MailboxTable {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: Timestamp;
}

/** The clinician profile of a user with role `clinician` (migration 0004). */
export interface CliniciansTable {
  user_id: string;
  first_name: string;
  last_name: string;
  credentials: string;
  licensed_states: string[];
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ChatAuthorRole = "patient" | "clinician" | "system";

export interface ChatEventsTable {
  id: string;
  encounter_id: string;
  author_user_id: string | null;
  author_role: ChatAuthorRole;
  type: string;
  message: string;
  source: "web" | "api";
  via_app: Generated<boolean>;
  scheduling_url: string | null;
  read_at: Timestamp | null;
  reminder_sent_at: Timestamp | null;
  created_at: Timestamp;
}

export interface ClinicalNotesTable {
  id: string;
  encounter_id: string;
  clinician_id: string;
  note: string;
  created_at: Timestamp;
}

export type PrescriptionStatus = "active" | "depleted" | "expired";

export interface PrescriptionsTable {
  id: string;
  encounter_id: string;
  patient_id: string | null;
  clinician_id: string | null;
  medication: string;
  quantity: string;
  refills: number;
  instructions: string;
  status: Generated<PrescriptionStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookEndpointsTable {
  id: string;
  developer_id: string;
  environment: "test" | "live";
  url: string;
  description: string | null;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: Timestamp | null;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
  /** Migration 0010: when the current run of failed deliveries began (null: last one succeeded). */
  failing_since: OptionalTimestamp;
  failure_notified_at: OptionalTimestamp;
  failure_reminded_at: OptionalTimestamp;
}

/** One outcome event for one endpoint (migration 0010). `body` is delivered byte for byte. */
export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  developer_id: string;
  event_id: string;
  event_type: string;
  external_id: string | null;
  body: string;
  status: Generated<"pending" | "delivered" | "failed">;
  attempts: Generated<number>;
  max_attempts: number;
  claims: Generated<number>;
  next_attempt_at: Timestamp | null;
  lease_until: Timestamp | null;
  lease_token: string | null;
  last_response_status: number | null;
  last_error: string | null;
  last_attempt_at: Timestamp | null;
  created_at: Timestamp;
  completed_at: Timestamp | null;
}

/** The delivery log: one row per attempt (migration 0010). */
export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  endpoint_id: string;
  attempt: number;
  attempted_at: Timestamp;
  response_status: number | null;
  latency_ms: number;
  error: string | null;
  /** Migration 0022: the first 2 KB of the receiver's answer (null: no answer, or empty). */
  response_body: Generated<string | null>;
  response_body_truncated: Generated<boolean>;
  response_content_type: Generated<string | null>;
}

export type DataVisibility = "outcome_only" | "full";
export type PrescribingStatus =
  | "awaiting_consent"
  | "pending_identity"
  | "in_review"
  | "completed"
  | "canceled";

/** Per-developer settings and account flags (migration 0007). */
export interface DeveloperSettingsTable {
  developer_id: string;
  data_visibility: Generated<DataVisibility>;
  app_name: string | null;
  live_visits: Generated<boolean>;
  enterprise: Generated<boolean>;
  updated_at: Timestamp;
}

export interface PharmacyOrderRecord {
  status: string;
  updatedAt: string;
  type?: string;
  fulfillmentStatus?: string;
  carrier?: string;
  trackingNumber?: string;
  pharmacy?: { name: string; street1: string; city: string; state: string; postalCode: string };
}

export interface BookingRecord {
  status: "booked" | "canceled" | "completed";
  startAt: string;
  endAt: string;
  timezone: string;
  clinicianName?: string;
  bookedAt: string;
  joinUrl?: string;
}

/** A prescribing request: one per prescribing encounter (migration 0007). */
export interface PrescribingRequestsTable {
  encounter_id: string;
  developer_id: string;
  environment: "test" | "live";
  external_id: string | null;
  status: PrescribingStatus;
  data_visibility: DataVisibility;
  progression: Generated<"auto" | "manual">;
  patient_email: string | null;
  patient_phone: string | null;
  patient_state: string;
  patient_zip: string | null;
  developer_consented: Generated<boolean>;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  sex: string | null;
  email_verified_at: Timestamp | null;
  telehealth_consent_at: Timestamp | null;
  data_sharing_consent_at: Timestamp | null;
  identity_verified_at: Timestamp | null;
  rx_count: Generated<number>;
  has_clinician_message: Generated<boolean>;
  last_message_at: Timestamp | null;
  visit_type: Generated<"async" | "video" | "phone">;
  sync_escalated: Generated<boolean>;
  pharmacy_order: Json<PharmacyOrderRecord> | null;
  bookings: Json<BookingRecord[]>;
  outcome: "complete" | "incomplete" | null;
  submitted_at: Timestamp | null;
  completed_at: Timestamp | null;
  canceled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** SHA-256 of the consent link's token (migration 0013); opens the consent page only. */
  consent_token_hash: string | null;
}

/** A completed live review billed to its developer (migration 0007). */
export interface PrescribingUsageTable {
  id: string;
  developer_id: string;
  encounter_id: string;
  outcome: "complete" | "incomplete";
  amount_cents: number;
  /** The n-th charge for the encounter: the idempotency key is `usage:<encounter_id>:<seq>`. */
  seq: Generated<number>;
  /** The usage invoice the billing worker created (null until it ran). */
  invoice_id: string | null;
  /** Refunded (paid invoice) or voided (open invoice) by an operator. */
  voided_at: Timestamp | null;
  created_at: Timestamp;
}

/** A booked live visit (migration 0012). */
export interface VisitBookingsTable {
  id: string;
  /** Insertion order (bookings made at the same instant stay chronological). */
  seq: Generated<string>;
  encounter_id: string;
  clinician_id: string | null;
  status: "booked" | "canceled" | "completed";
  start_at: Timestamp;
  end_at: Timestamp;
  timezone: string;
  booked_at: Timestamp;
  patient_joined_at: Timestamp | null;
  canceled_at: Timestamp | null;
  canceled_by: "patient" | "clinician" | "rebooked" | "sandbox" | null;
  completed_at: Timestamp | null;
  call_kind: "video" | "phone" | null;
}

export interface Database {
  developer_settings: DeveloperSettingsTable;
  prescribing_requests: PrescribingRequestsTable;
  prescribing_usage: PrescribingUsageTable;
  visit_bookings: VisitBookingsTable;
  users: UsersTable;
  api_keys: ApiKeysTable;
  developer_keys: DeveloperKeysTable;
  signing_keys: SigningKeysTable;
  external_identities: ExternalIdentitiesTable;
  signin_codes: SigninCodesTable;
  sessions: SessionsTable;
  patients: PatientsTable;
  patient_allergies: PatientAllergiesTable;
  patient_medications: PatientMedicationsTable;
  identity_sessions: IdentitySessionsTable;
  subscriptions: SubscriptionsTable;
  encounters: EncountersTable;
  turns: TurnsTable;
  submissions: SubmissionsTable;
  images: ImagesTable;
  rate_limit_buckets: RateLimitBucketsTable;
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  mailbox: MailboxTable;
  clinicians: CliniciansTable;
  chat_events: ChatEventsTable;
  clinical_notes: ClinicalNotesTable;
  prescriptions: PrescriptionsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  payment_customers: PaymentCustomersTable;
  payment_methods: PaymentMethodsTable;
  subscription_seats: SubscriptionSeatsTable;
  invoices: InvoicesTable;
  refunds: RefundsTable;
  idempotency_keys: IdempotencyKeysTable;
  idempotent_requests: IdempotentRequestsTable;
  processor_events: ProcessorEventsTable;
  billing_intents: BillingIntentsTable;
  embedded_subscriptions: EmbeddedSubscriptionsTable;
  embedded_invoices: EmbeddedInvoicesTable;
  embedded_cards: EmbeddedCardsTable;
  embedded_requests: EmbeddedRequestsTable;
  kb_corpus: KbCorpusTable;
  kb_articles: KbArticlesTable;
  kb_sections: KbSectionsTable;
  kb_figures: KbFiguresTable;
  kb_aliases: KbAliasesTable;
  kb_lab_ranges: KbLabRangesTable;
}

/** The loaded knowledge-base corpus (one row): its content hash decides whether to reload. */
export interface KbCorpusTable {
  id: Generated<boolean>;
  content_hash: string;
  article_count: number;
  section_count: number;
  figure_count: number;
  loaded_at: Timestamp;
}

export interface KbArticlesTable {
  id: string;
  title: string;
  condition: string;
  category: string;
  source: string;
}

export interface KbSectionsTable {
  id: Generated<number>;
  article_id: string;
  position: number;
  heading: string;
  body: string;
}

export interface KbFiguresTable {
  id: string;
  article_id: string;
  position: number;
  caption: string;
  figure_type: string;
  svg: string;
  etag: string;
}

/** A lab value or vital sign an article states as a threshold, as written (migration 0018). */
export interface KbLabRangesTable {
  article_id: string;
  position: number;
  /** "HbA1c 5.7-6.4 %", "systolic >= 130 mmHg" (parsed by `parseLabRange` of @intake/knowledge). */
  range: string;
}

export interface KbAliasesTable {
  alias: string;
  article_id: string;
  /** title | name | british | synonym | lay | medication | brand (migration 0008). */
  kind: Generated<string>;
}
