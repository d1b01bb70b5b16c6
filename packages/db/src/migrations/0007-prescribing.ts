import { type Kysely, sql } from "kysely";

/**
 * The prescribing (developer) surface (issue 11):
 *
 * - `developer_keys.label`: what the key is for, shown on the dashboard.
 * - `developer_settings`: per developer: the default data visibility of new requests (snapshotted
 *   per request), the display name of the developer's app (named on the data-sharing consent),
 *   and the account flags `live_visits` and `enterprise` (developer-consented patients).
 * - `prescribing_requests`: one per prescribing encounter (the encounter row carries the letter,
 *   turns, images, chat and prescriptions). `status` is the spec's developer request status.
 *   Patient contact fields are what the developer sent; demographics come from the consent page
 *   (or the developer's attestation for developer-consented patients).
 * - `prescribing_usage`: completed live reviews billed to the developer (usage records).
 */
const statements = [
  sql`alter table developer_keys add column label text not null default ''`,
  sql`create index developer_keys_user_idx on developer_keys (user_id, environment, created_at desc)`,

  sql`create table developer_settings (
    developer_id uuid primary key references users (id),
    data_visibility text not null default 'outcome_only' check (data_visibility in ('outcome_only', 'full')),
    app_name text,
    live_visits boolean not null default false,
    enterprise boolean not null default false,
    updated_at timestamptz not null
  )`,

  sql`create table prescribing_requests (
    encounter_id uuid primary key references encounters (id),
    developer_id uuid not null references users (id),
    environment text not null check (environment in ('test', 'live')),
    external_id text,
    status text not null check (status in ('awaiting_consent', 'pending_identity', 'in_review', 'completed', 'canceled')),
    data_visibility text not null check (data_visibility in ('outcome_only', 'full')),
    progression text not null default 'auto' check (progression in ('auto', 'manual')),
    patient_email text,
    patient_phone text,
    patient_state text not null,
    patient_zip text,
    developer_consented boolean not null default false,
    first_name text,
    last_name text,
    date_of_birth text,
    sex text,
    email_verified_at timestamptz,
    telehealth_consent_at timestamptz,
    data_sharing_consent_at timestamptz,
    identity_verified_at timestamptz,
    rx_count integer not null default 0,
    has_clinician_message boolean not null default false,
    last_message_at timestamptz,
    visit_type text not null default 'async' check (visit_type in ('async', 'video', 'phone')),
    sync_escalated boolean not null default false,
    pharmacy_order jsonb,
    bookings jsonb not null default '[]',
    outcome text check (outcome in ('complete', 'incomplete')),
    submitted_at timestamptz,
    completed_at timestamptz,
    canceled_at timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  sql`create index prescribing_requests_developer_idx on prescribing_requests
    (developer_id, environment, created_at desc, encounter_id desc)`,
  sql`create index prescribing_requests_external_idx on prescribing_requests
    (developer_id, environment, external_id)`,

  sql`create table prescribing_usage (
    id uuid primary key,
    developer_id uuid not null references users (id),
    encounter_id uuid not null unique references encounters (id),
    outcome text not null check (outcome in ('complete', 'incomplete')),
    amount_cents integer not null,
    created_at timestamptz not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
