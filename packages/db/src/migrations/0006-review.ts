import { type Kysely, sql } from "kysely";

/**
 * Physician review and chat (issue 10), beyond the shared tables of 0004-care:
 *
 * - `encounters.expired_at`: set by the expiry sweep when an `open` / `readyForCheckout`
 *   encounter passes `expires_at` (the state stays, the query answers 410; the column makes the
 *   sweep idempotent and lets the pages say "expired").
 * - `encounters.follow_up_notice_sent_at`: the one "follow-up closing soon" e-mail was queued.
 */
const statements = [
  sql`alter table encounters add column expired_at timestamptz`,
  sql`alter table encounters add column follow_up_notice_sent_at timestamptz`,
  sql`create index encounters_clinician_idx on encounters (clinician_id, updated_at desc) where clinician_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
