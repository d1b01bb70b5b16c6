import { type Kysely, sql } from "kysely";

/**
 * The core schema: accounts, credentials, patients, encounters and their turns, submissions,
 * images, rate-limit buckets, the audit log and the outbox. One statement per `execute`
 * because PGlite's extended protocol takes a single statement at a time.
 */
const statements = [
  sql`create table users (
    id uuid primary key,
    email text not null,
    role text not null default 'member',
    identity_status text not null default 'unverified',
    identity_verified_at timestamptz,
    created_at timestamptz not null
  )`,
  sql`create unique index users_email_key on users (lower(email))`,

  sql`create table api_keys (
    id uuid primary key,
    user_id uuid not null references users (id),
    key_hash text not null unique,
    prefix text not null,
    label text not null,
    expires_at timestamptz,
    created_at timestamptz not null,
    last_used_at timestamptz,
    revoked_at timestamptz
  )`,
  sql`create index api_keys_user_idx on api_keys (user_id, created_at desc)`,

  sql`create table developer_keys (
    id uuid primary key,
    user_id uuid not null references users (id),
    key_hash text not null unique,
    prefix text not null,
    environment text not null check (environment in ('test', 'live')),
    created_at timestamptz not null,
    revoked_at timestamptz
  )`,

  sql`create table signing_keys (
    kid text primary key,
    algorithm text not null,
    public_jwk jsonb not null,
    private_jwk_sealed text not null,
    created_at timestamptz not null
  )`,

  sql`create table signin_codes (
    id uuid primary key,
    email text not null,
    code_hash text not null,
    attempts integer not null default 0,
    expires_at timestamptz not null,
    consumed_at timestamptz,
    created_at timestamptz not null
  )`,
  sql`create index signin_codes_email_idx on signin_codes (lower(email), created_at desc)`,

  sql`create table patients (
    id uuid primary key,
    owner_id uuid not null references users (id),
    relationship text not null check (relationship in ('self', 'spouse', 'child', 'parent', 'guardian', 'dependent', 'other')),
    first_name text not null,
    last_name text not null,
    date_of_birth text not null check (date_of_birth ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    sex text not null,
    state_of_residence text not null,
    zip_code text not null,
    phone_number text not null,
    consented_to_telehealth boolean not null default false,
    consented_at timestamptz,
    identity_status text not null default 'unverified',
    identity_verified_at timestamptz,
    archived_at timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  sql`create index patients_owner_idx on patients (owner_id, created_at)`,
  sql`create unique index patients_one_self_idx on patients (owner_id) where relationship = 'self' and archived_at is null`,

  sql`create table patient_allergies (
    id uuid primary key,
    patient_id uuid not null references patients (id),
    substance text not null,
    reaction text,
    severity text,
    confirmed_by text not null,
    confirmed_at timestamptz not null
  )`,
  sql`create index patient_allergies_patient_idx on patient_allergies (patient_id)`,
  sql`create table patient_medications (
    id uuid primary key,
    patient_id uuid not null references patients (id),
    name text not null,
    status text not null check (status in ('active', 'past')),
    confirmed_by text not null,
    confirmed_at timestamptz not null
  )`,
  sql`create index patient_medications_patient_idx on patient_medications (patient_id)`,

  sql`create table identity_sessions (
    id uuid primary key,
    patient_id uuid not null references patients (id),
    user_id uuid not null references users (id),
    token_hash text not null unique,
    status text not null check (status in ('pending', 'verified', 'canceled', 'expired')),
    expires_at timestamptz not null,
    completed_at timestamptz,
    created_at timestamptz not null
  )`,

  sql`create table subscriptions (
    id uuid primary key,
    user_id uuid not null unique references users (id),
    processor_subscription_id text not null,
    plan text not null,
    status text not null,
    amount integer not null,
    currency text not null,
    seat_count integer not null default 0 check (seat_count >= 0),
    current_period_start timestamptz not null,
    current_period_end timestamptz not null,
    cancel_at_period_end boolean not null default false,
    canceled_at timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,

  sql`create table encounters (
    id uuid primary key,
    user_id uuid references users (id),
    patient_id uuid references patients (id),
    state text not null,
    session_token_hash text not null unique,
    encounter_token_hash text not null unique,
    token_version integer not null default 1,
    billing_type text,
    billing_amount integer,
    billing_status text,
    claimed_at timestamptz,
    expires_at timestamptz not null,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  sql`create index encounters_user_idx on encounters (user_id, created_at desc)`,
  sql`create index encounters_expiry_idx on encounters (expires_at) where state not in ('closed', 'canceled')`,

  sql`create table turns (
    id uuid primary key,
    encounter_id uuid not null references encounters (id),
    version integer not null,
    query_text text not null,
    evaluation jsonb not null,
    result jsonb not null,
    created_at timestamptz not null,
    unique (encounter_id, version)
  )`,

  sql`create table submissions (
    id uuid primary key,
    encounter_id uuid not null references encounters (id),
    user_id uuid not null references users (id),
    patient_id uuid not null references patients (id),
    turn_id uuid not null references turns (id),
    query_snapshot text not null,
    status text not null check (status in ('active', 'canceled_replaced', 'canceled')),
    replaced_by_id uuid,
    canceled_at timestamptz,
    created_at timestamptz not null
  )`,
  sql`create unique index submissions_one_active_idx on submissions (encounter_id) where status = 'active'`,
  sql`create index submissions_user_idx on submissions (user_id, created_at desc)`,

  sql`create table images (
    id uuid primary key,
    encounter_id uuid not null references encounters (id),
    turn_id uuid references turns (id),
    name text,
    mime_type text not null,
    byte_size integer not null,
    sha256 text not null,
    data bytea,
    storage_key text,
    created_at timestamptz not null
  )`,
  sql`create index images_encounter_idx on images (encounter_id, created_at)`,

  sql`create table rate_limit_buckets (
    key text not null,
    window_start timestamptz not null,
    count integer not null,
    expires_at timestamptz not null,
    primary key (key, window_start)
  )`,
  sql`create index rate_limit_buckets_expiry_idx on rate_limit_buckets (expires_at)`,

  sql`create table audit_log (
    id bigserial primary key,
    at timestamptz not null,
    actor_user_id uuid,
    actor_kind text not null,
    action text not null,
    entity_type text not null,
    entity_id text not null,
    detail jsonb not null default '{}'::jsonb
  )`,
  sql`create index audit_log_entity_idx on audit_log (entity_type, entity_id, at)`,

  sql`create table outbox (
    id bigserial primary key,
    topic text not null,
    payload jsonb not null,
    status text not null default 'pending' check (status in ('pending', 'done', 'dead')),
    attempts integer not null default 0,
    available_at timestamptz not null,
    lease_until timestamptz,
    last_error text,
    created_at timestamptz not null,
    completed_at timestamptz
  )`,
  sql`create index outbox_due_idx on outbox (available_at) where status = 'pending'`,

  sql`create table mailbox (
    id uuid primary key,
    to_address text not null,
    subject text not null,
    body_text text not null,
    created_at timestamptz not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
