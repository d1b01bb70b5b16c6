import { type Kysely, sql } from "kysely";

/**
 * Usage billing of live developer reviews through the payment port (issue 11):
 *
 * - `invoices.subscription_id` becomes optional: a `usage` invoice bills a developer account,
 *   which needs no subscription; `invoices.kind` gains `usage`.
 * - `prescribing_usage` gains `seq` (the n-th charge for the encounter, part of the idempotency
 *   key `usage:<encounterId>:<seq>`), the `invoice_id` the billing worker created, and
 *   `voided_at` when an operator refunded or voided it.
 */
const statements = [
  sql`alter table invoices alter column subscription_id drop not null`,
  sql`alter table invoices drop constraint invoices_kind_check`,
  sql`alter table invoices add constraint invoices_kind_check check (kind in ('subscription_create', 'subscription_cycle', 'proration', 'checkout_seat', 'retry', 'usage'))`,
  sql`alter table prescribing_usage add column seq integer not null default 1`,
  sql`alter table prescribing_usage add column invoice_id uuid references invoices (id)`,
  sql`alter table prescribing_usage add column voided_at timestamptz`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
