import { type Kysely, sql } from "kysely";

/**
 * Token purposes and sessions (issue 22).
 *
 * - `prescribing_requests.consent_token_hash`: the consent link has its own token. Until now the
 *   consent link carried the encounter token, which also opened the encounter's chat and checkout.
 *   Existing links keep working for consent (their hash moves here), and the encounter token of
 *   every prescribing encounter is replaced by a random one nobody holds.
 * - `signin_codes.purpose` (`signin` or `consent`) and `encounter_id`: a consent page's e-mail
 *   code confirms that consent only and is never accepted at sign-in (nor the other way round).
 * - `sessions`: embedded session JWTs name a row here (`sid`); sign-out revokes it, "sign out
 *   everywhere" revokes all of a user's rows.
 */
const statements = [
  sql`alter table prescribing_requests add column consent_token_hash text`,
  sql`update prescribing_requests r set consent_token_hash = e.encounter_token_hash
      from encounters e where e.id = r.encounter_id`,
  sql`update encounters e set encounter_token_hash =
        encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex')
      where exists (select 1 from prescribing_requests r where r.encounter_id = e.id)`,
  sql`create unique index prescribing_requests_consent_token_idx
      on prescribing_requests (consent_token_hash)`,
  sql`alter table signin_codes add column purpose text not null default 'signin'
      check (purpose in ('signin', 'consent'))`,
  sql`alter table signin_codes add column encounter_id uuid references encounters (id)`,
  sql`alter table signin_codes add constraint signin_codes_consent_encounter
      check ((purpose = 'consent') = (encounter_id is not null))`,
  sql`create table sessions (
    id uuid primary key,
    user_id uuid not null references users (id),
    created_at timestamptz not null,
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  sql`create index sessions_user_idx on sessions (user_id) where revoked_at is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
