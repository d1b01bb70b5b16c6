import { type Kysely, sql } from "kysely";

/**
 * Live visits (issue 11): `visit_bookings`, one row per visit a patient books on the scheduling
 * page (or the sandbox simulates). At most one `booked` row per encounter; a new booking cancels
 * the active one. `canceled_by` says who canceled (patient, clinician, rebooked); a completed
 * call sets `completed_at` and `call_kind`. `patient_joined_at` is when the patient opened the
 * visit and pressed Join. `seq` orders bookings made at the same instant. `prescribing_requests.bookings` stays the developer-facing projection
 * (details `booking`/`bookings[]`), rewritten from these rows on every change.
 */
const statements = [
  sql`create table visit_bookings (
    id uuid primary key,
    seq bigint generated always as identity,
    encounter_id uuid not null references encounters (id),
    clinician_id uuid references users (id),
    status text not null check (status in ('booked', 'canceled', 'completed')),
    start_at timestamptz not null,
    end_at timestamptz not null,
    timezone text not null,
    booked_at timestamptz not null,
    patient_joined_at timestamptz,
    canceled_at timestamptz,
    canceled_by text check (canceled_by in ('patient', 'clinician', 'rebooked', 'sandbox')),
    completed_at timestamptz,
    call_kind text check (call_kind in ('video', 'phone'))
  )`,
  sql`create index visit_bookings_encounter_idx on visit_bookings (encounter_id, booked_at, seq)`,
  sql`create unique index visit_bookings_active_idx on visit_bookings (encounter_id) where status = 'booked'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
