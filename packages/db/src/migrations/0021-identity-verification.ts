import { type Kysely, sql } from "kysely";

/**
 * Identity verification through a provider (issue 24).
 *
 * - `identity_sessions` gains Stripe Identity's states: `requires_input` (with the provider's
 *   error code and a reason the person can act on) next to `pending`, `verified`, `canceled` and
 *   `expired`; `processing` while the provider checks the document.
 * - `provider` (`embedded` or `stripe`) and `provider_session_id` (Stripe's `vs_...`, unique):
 *   a webhook finds its session by it.
 * - `opened_at`: the verification link is single use; it is spent when the person opens it.
 * - `binding_hash`: the SHA-256 of a secret held in the browser that started the session (a
 *   cookie) — the link alone verifies nothing.
 * - `return_to`: the page the person came from (checkout or consent), a path on our site.
 */
const statements = [
  sql`alter table identity_sessions drop constraint if exists identity_sessions_status_check`,
  sql`alter table identity_sessions add constraint identity_sessions_status_check
    check (status in ('pending', 'processing', 'requires_input', 'verified', 'canceled', 'expired'))`,
  sql`alter table identity_sessions add column provider text not null default 'embedded'`,
  sql`alter table identity_sessions add column provider_session_id text unique`,
  sql`alter table identity_sessions add column opened_at timestamptz`,
  sql`alter table identity_sessions add column binding_hash text`,
  sql`alter table identity_sessions add column return_to text`,
  sql`alter table identity_sessions add column error_code text`,
  sql`alter table identity_sessions add column error_reason text`,
  sql`alter table identity_sessions add column updated_at timestamptz`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
