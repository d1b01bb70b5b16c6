import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DatabaseHandle } from "../src/create-db";
import { migrateToLatest } from "../src/migrate";
import { migrations } from "../src/migrations";

/**
 * 0019 moves the embedded processor's state into its own tables: a database written by the
 * earlier payments code (cards with `declines_charges`, an embedded plan, its invoices) keeps
 * working after the upgrade.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createDb({});
  await sql`create extension if not exists pg_trgm`.execute(handle.db);
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0019"));
  const { error } = await new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => before },
  }).migrateToLatest();
  if (error) throw error;
});
afterAll(() => handle?.close());

describe("migration 0019 (billing)", () => {
  it("backfills the embedded processor's cards, plans and invoices from the mirror tables", async () => {
    const at = new Date("2026-03-10T00:00:00.000Z");
    const end = new Date("2026-04-10T00:00:00.000Z");
    const user = "11111111-1111-4111-8111-111111111111";
    const sub = "22222222-2222-4222-8222-222222222222";
    const pm = "33333333-3333-4333-8333-333333333333";
    await sql`insert into users (id, email, created_at) values (${user}, 'zoe@example.com', ${at})`.execute(
      handle.db,
    );
    await sql`insert into payment_customers (user_id, processor, processor_customer_id, created_at)
      values (${user}, 'embedded', 'cus_old', ${at})`.execute(handle.db);
    await sql`insert into payment_methods (id, user_id, processor_payment_method_id, brand, last4, declines_charges, created_at)
      values (${pm}, ${user}, 'pm_old', 'visa', '0341', true, ${at})`.execute(handle.db);
    await sql`insert into subscriptions (id, user_id, processor_subscription_id, plan, status, amount, currency,
        seat_count, current_period_start, current_period_end, created_at, updated_at, base_amount, seat_amount,
        processor, payment_method_id)
      values (${sub}, ${user}, 'sub_old', 'base', 'active', 6800, 'usd', 1, ${at}, ${end}, ${at}, ${at},
        4900, 1900, 'embedded', ${pm})`.execute(handle.db);
    await sql`insert into subscription_seats (id, subscription_id, patient_id, created_at)
      values ('44444444-4444-4444-8444-444444444444', ${sub}, null, ${at})`.execute(handle.db);
    await sql`insert into invoices (id, number, user_id, subscription_id, processor_invoice_id, kind, amount,
        amount_refunded, currency, status, lines, period_start, period_end, idempotency_key, created_at, paid_at)
      values ('55555555-5555-4555-8555-555555555555', 'INV-000001', ${user}, ${sub}, 'in_old', 'subscription_create',
        6800, 100, 'usd', 'paid', '[]'::jsonb, ${at}, ${end}, 'k1', ${at}, ${at})`.execute(
      handle.db,
    );

    // 0019 and every later migration run on the old data.
    expect((await migrateToLatest(handle.db))[0]).toBe("0019-billing");

    const subs = await sql<Record<string, unknown>>`select * from embedded_subscriptions`.execute(
      handle.db,
    );
    expect(subs.rows).toEqual([
      expect.objectContaining({
        id: "sub_old",
        customer_id: "cus_old",
        status: "active",
        base_amount: 4900,
        seat_amount: 1900,
        seat_quantity: 1,
        default_payment_method: "pm_old",
        metadata: { userId: user },
      }),
    ]);
    const cards = await sql<Record<string, unknown>>`select * from embedded_cards`.execute(
      handle.db,
    );
    expect(cards.rows).toEqual([
      expect.objectContaining({
        id: "pm_old",
        customer_id: "cus_old",
        last4: "0341",
        declines_charges: true,
      }),
    ]);
    const invoices = await sql<Record<string, unknown>>`select * from embedded_invoices`.execute(
      handle.db,
    );
    expect(invoices.rows).toEqual([
      expect.objectContaining({
        id: "in_old",
        subscription_id: "sub_old",
        billing_reason: "subscription_create",
        status: "paid",
        amount_due: 6800,
        amount_paid: 6800,
        amount_refunded: 100,
      }),
    ]);
    const columns = await sql<{
      column_name: string;
    }>`select column_name from information_schema.columns
      where table_name = 'payment_methods'`.execute(handle.db);
    expect(columns.rows.map((c) => c.column_name)).not.toContain("declines_charges");
  });
});
