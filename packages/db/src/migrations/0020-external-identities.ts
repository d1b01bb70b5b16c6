import { type Kysely, sql } from "kysely";

/**
 * Accounts from an external OpenID provider (issue 24): a person is the pair (`issuer`,
 * `subject`) — the e-mail is only an attribute, refreshed on each sign-in. `email_verified` is
 * what the provider last said about that address.
 */
const statements = [
  sql`create table external_identities (
    issuer text not null,
    subject text not null,
    user_id uuid not null references users (id),
    email text,
    email_verified boolean not null default false,
    created_at timestamptz not null,
    last_seen_at timestamptz not null,
    primary key (issuer, subject)
  )`,
  sql`create index external_identities_user_idx on external_identities (user_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
