import { type Kysely, sql } from "kysely";

/**
 * Accounts: sign-in, API keys, patients (issue 5).
 *
 * - The `self` patient is created as a placeholder at first sign-in, before the person has told
 *   us anything but an e-mail address: its demographic columns are null until they are filled in
 *   with PATCH. Only a `self` row may be incomplete (check constraint); an incomplete placeholder
 *   cannot start identity verification.
 * - Sign-in code requests remember a hash of the requesting client's address so requests can be
 *   limited per client as well as per e-mail address.
 * - The outbox is claimed oldest first among due rows.
 */
const statements = [
  sql`alter table patients alter column first_name drop not null`,
  sql`alter table patients alter column last_name drop not null`,
  sql`alter table patients alter column date_of_birth drop not null`,
  sql`alter table patients alter column sex drop not null`,
  sql`alter table patients alter column state_of_residence drop not null`,
  sql`alter table patients alter column zip_code drop not null`,
  sql`alter table patients alter column phone_number drop not null`,
  sql`alter table patients add constraint patients_complete_unless_self check (
    relationship = 'self' or (
      first_name is not null and last_name is not null and date_of_birth is not null and sex is not null
      and state_of_residence is not null and zip_code is not null and phone_number is not null
    )
  )`,
  sql`alter table signin_codes add column client_hash text`,
  sql`create index signin_codes_client_idx on signin_codes (client_hash, created_at desc)`,
  sql`create index identity_sessions_patient_idx on identity_sessions (patient_id, created_at desc)`,
  sql`create index audit_log_actor_idx on audit_log (actor_user_id, at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
