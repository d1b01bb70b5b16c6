import type { ColumnType, Generated } from "kysely";

/** Timestamps are written from the injected clock and read back as Date. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
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
}

export interface SigningKeysTable {
  kid: string;
  algorithm: string;
  public_jwk: Json<Record<string, unknown>>;
  private_jwk_sealed: string;
  created_at: Timestamp;
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
  status: "pending" | "verified" | "canceled" | "expired";
  expires_at: Timestamp;
  completed_at: Timestamp | null;
  created_at: Timestamp;
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

export interface Database {
  users: UsersTable;
  api_keys: ApiKeysTable;
  developer_keys: DeveloperKeysTable;
  signing_keys: SigningKeysTable;
  signin_codes: SigninCodesTable;
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
  kb_corpus: KbCorpusTable;
  kb_articles: KbArticlesTable;
  kb_sections: KbSectionsTable;
  kb_figures: KbFiguresTable;
  kb_aliases: KbAliasesTable;
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

export interface KbAliasesTable {
  alias: string;
  article_id: string;
  /** title | name | british | synonym | lay | medication | brand (migration 0008). */
  kind: Generated<string>;
}
