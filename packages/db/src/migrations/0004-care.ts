import { type Kysely, sql } from "kysely";

/**
 * Care after submission, shared by physician review and chat (issue 10), the prescribing
 * surface (issue 11) and outcome webhooks (issue 12):
 *
 * - `clinicians`: the clinician profile of a user whose `role` is `clinician`, with the states
 *   they are licensed in (the queue shows only encounters of patients living there).
 * - encounter columns for the review: who claimed it, when it was submitted, completed, closed
 *   or canceled, the categorical decision, and when the follow-up chat window ends.
 * - `chat_events`: the conversation of an encounter (patient, clinician or system author). A
 *   clinician message is read by the patient side when `read_at` is set; `reminder_sent_at`
 *   makes the reminder sweep idempotent.
 * - images may belong to a chat event (a relayed reply) instead of a turn.
 * - `clinical_notes` and `prescriptions` written by the clinician.
 * - `encounters.sandbox`: a prescribing request made with a test key; never reaches a clinician.
 * - `webhook_endpoints`: a developer's outcome-webhook endpoints per environment; the signing
 *   secret is sealed with APP_SECRET (the service needs it in clear to sign). During a rotation
 *   the previous secret keeps signing until `previous_secret_expires_at`.
 */
const statements = [
  sql`create table clinicians (
    user_id uuid primary key references users (id),
    first_name text not null,
    last_name text not null,
    credentials text not null,
    licensed_states text[] not null default '{}',
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,

  sql`alter table encounters add column clinician_id uuid references users (id)`,
  sql`alter table encounters add column submitted_at timestamptz`,
  sql`alter table encounters add column review_started_at timestamptz`,
  sql`alter table encounters add column completed_at timestamptz`,
  sql`alter table encounters add column closed_at timestamptz`,
  sql`alter table encounters add column canceled_at timestamptz`,
  sql`alter table encounters add column clinical_decision text`,
  sql`alter table encounters add column follow_up_until timestamptz`,
  sql`alter table encounters add column sandbox boolean not null default false`,
  sql`create index encounters_queue_idx on encounters (submitted_at) where state = 'submitted'`,
  sql`create index encounters_follow_up_idx on encounters (follow_up_until) where state = 'completed'`,

  sql`create table chat_events (
    id uuid primary key,
    encounter_id uuid not null references encounters (id),
    author_user_id uuid references users (id),
    author_role text not null check (author_role in ('patient', 'clinician', 'system')),
    type text not null,
    message text not null,
    source text not null check (source in ('web', 'api')),
    via_app boolean not null default false,
    scheduling_url text,
    read_at timestamptz,
    reminder_sent_at timestamptz,
    created_at timestamptz not null
  )`,
  sql`create index chat_events_encounter_idx on chat_events (encounter_id, created_at, id)`,
  sql`create index chat_events_unread_idx on chat_events (created_at)
    where author_role = 'clinician' and read_at is null and reminder_sent_at is null`,

  sql`alter table images add column chat_event_id uuid references chat_events (id)`,

  sql`create table clinical_notes (
    id uuid primary key,
    encounter_id uuid not null references encounters (id),
    clinician_id uuid not null references users (id),
    note text not null,
    created_at timestamptz not null
  )`,
  sql`create index clinical_notes_encounter_idx on clinical_notes (encounter_id, created_at)`,

  sql`create table prescriptions (
    id uuid primary key,
    encounter_id uuid not null references encounters (id),
    patient_id uuid references patients (id),
    clinician_id uuid references users (id),
    medication text not null,
    quantity text not null,
    refills integer not null check (refills between 0 and 12),
    instructions text not null,
    status text not null default 'active' check (status in ('active', 'depleted', 'expired')),
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  sql`create index prescriptions_encounter_idx on prescriptions (encounter_id, created_at)`,
  sql`create index prescriptions_patient_idx on prescriptions (patient_id, created_at)`,

  sql`create table webhook_endpoints (
    id uuid primary key,
    developer_id uuid not null references users (id),
    environment text not null check (environment in ('test', 'live')),
    url text not null,
    description text,
    secret_sealed text not null,
    previous_secret_sealed text,
    previous_secret_expires_at timestamptz,
    created_at timestamptz not null,
    deleted_at timestamptz
  )`,
  sql`create index webhook_endpoints_developer_idx on webhook_endpoints (developer_id, environment)
    where deleted_at is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
