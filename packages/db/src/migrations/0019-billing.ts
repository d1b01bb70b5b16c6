import { type Kysely, sql } from "kysely";

/**
 * Billing behind a port that only reports (issue 25).
 *
 * - `billing_intents`: a money movement is recorded here before the processor is called (no
 *   processor call runs inside a transaction holding locks). The processor's idempotency key is
 *   derived from the intent's id; the intent is completed from the processor's answer, its
 *   webhook, or the reconcile sweep. At most one `pending` intent per account and lane
 *   (`subscription`), so two changes of one plan never charge at once.
 * - The embedded processor keeps its own state, as a processor does: `embedded_subscriptions`
 *   (seat quantity, period, cancel at period end), `embedded_cards` (brand, last4 and the test
 *   card's behaviour; `payment_methods` only mirrors brand and last4 now), `embedded_invoices` (what was due, paid,
 *   refunded) and `embedded_requests` (idempotency keys: a replay gets the first answer, a
 *   different request with the same key is refused). Backfilled from the mirror tables.
 * - A processor object is mirrored once: unique processor ids on invoices, refunds, customers
 *   and payment methods.
 */
const statements = [
  sql`create table billing_intents (
    id uuid primary key,
    user_id uuid not null references users (id),
    kind text not null,
    lane text,
    encounter_id uuid,
    status text not null check (status in ('pending', 'awaiting', 'succeeded', 'failed')),
    plan jsonb not null,
    result jsonb,
    processor_ref text,
    error text,
    attempt_at timestamptz not null,
    created_at timestamptz not null,
    completed_at timestamptz
  )`,
  sql`create unique index billing_intents_lane_idx on billing_intents (user_id, lane) where status = 'pending' and lane is not null`,
  sql`create index billing_intents_pending_idx on billing_intents (attempt_at) where status = 'pending'`,
  sql`create index billing_intents_ref_idx on billing_intents (processor_ref) where processor_ref is not null`,
  sql`create index billing_intents_encounter_idx on billing_intents (encounter_id) where encounter_id is not null`,

  sql`create table embedded_subscriptions (
    id text primary key,
    customer_id text not null,
    status text not null check (status in ('active', 'past_due', 'canceled')),
    currency text not null,
    base_amount integer not null,
    seat_amount integer not null,
    seat_quantity integer not null check (seat_quantity >= 0),
    current_period_start timestamptz not null,
    current_period_end timestamptz not null,
    cancel_at_period_end boolean not null default false,
    canceled_at timestamptz,
    default_payment_method text,
    metadata jsonb not null,
    created_at timestamptz not null
  )`,
  sql`create index embedded_subscriptions_due_idx on embedded_subscriptions (current_period_end) where status <> 'canceled'`,
  sql`create table embedded_invoices (
    id text primary key,
    customer_id text not null,
    subscription_id text,
    billing_reason text not null,
    status text not null check (status in ('open', 'paid', 'void')),
    currency text not null,
    amount_due integer not null check (amount_due >= 0),
    amount_paid integer not null default 0,
    amount_refunded integer not null default 0,
    lines jsonb not null,
    period_start timestamptz not null,
    period_end timestamptz not null,
    metadata jsonb not null,
    created_at timestamptz not null,
    paid_at timestamptz
  )`,
  sql`create index embedded_invoices_sub_idx on embedded_invoices (subscription_id, status)`,
  sql`create table embedded_cards (
    id text primary key,
    customer_id text not null,
    brand text not null,
    last4 text not null check (last4 ~ '^[0-9]{4}$'),
    declines_charges boolean not null default false,
    created_at timestamptz not null
  )`,
  sql`create index embedded_cards_customer_idx on embedded_cards (customer_id, created_at desc)`,
  sql`create table embedded_requests (
    key text primary key,
    request_hash text not null,
    response jsonb not null,
    created_at timestamptz not null
  )`,

  // Backfill the embedded processor's state from what it wrote to the mirror tables before.
  sql`insert into embedded_subscriptions (id, customer_id, status, currency, base_amount,
      seat_amount, seat_quantity, current_period_start, current_period_end, cancel_at_period_end,
      canceled_at, default_payment_method, metadata, created_at)
    select s.processor_subscription_id,
      coalesce(c.processor_customer_id, 'cus_legacy_' || replace(s.user_id::text, '-', '')),
      case when s.status in ('active', 'past_due', 'canceled') then s.status else 'canceled' end,
      s.currency, s.base_amount, s.seat_amount,
      (select count(*) from subscription_seats ss
        where ss.subscription_id = s.id and ss.released_at is null and ss.ends_at is null),
      s.current_period_start, s.current_period_end, s.cancel_at_period_end, s.canceled_at,
      m.processor_payment_method_id, jsonb_build_object('userId', s.user_id::text), s.created_at
    from subscriptions s
    left join payment_customers c on c.user_id = s.user_id
    left join payment_methods m on m.id = s.payment_method_id
    where s.processor = 'embedded'`,
  sql`insert into payment_customers (user_id, processor, processor_customer_id, created_at)
    select s.user_id, 'embedded', es.customer_id, s.created_at
    from subscriptions s join embedded_subscriptions es on es.id = s.processor_subscription_id
    on conflict (user_id) do nothing`,
  sql`insert into embedded_invoices (id, customer_id, subscription_id, billing_reason, status,
      currency, amount_due, amount_paid, amount_refunded, lines, period_start, period_end,
      metadata, created_at, paid_at)
    select i.processor_invoice_id, c.processor_customer_id, s.processor_subscription_id,
      case i.kind when 'subscription_create' then 'subscription_create'
        when 'subscription_cycle' then 'subscription_cycle'
        when 'retry' then 'subscription_cycle'
        when 'usage' then 'manual'
        else 'subscription_update' end,
      i.status, i.currency, i.amount, case when i.status = 'paid' then i.amount else 0 end,
      i.amount_refunded, i.lines, i.period_start, i.period_end,
      jsonb_build_object('kind', i.kind), i.created_at, i.paid_at
    from invoices i
    join payment_customers c on c.user_id = i.user_id and c.processor = 'embedded'
    left join subscriptions s on s.id = i.subscription_id
    where s.id is null or s.processor = 'embedded'`,

  sql`insert into embedded_cards (id, customer_id, brand, last4, declines_charges, created_at)
    select m.processor_payment_method_id, c.processor_customer_id, m.brand, m.last4,
      m.declines_charges, m.created_at
    from payment_methods m
    join payment_customers c on c.user_id = m.user_id and c.processor = 'embedded'
    where m.detached_at is null`,
  // The card's behaviour is the embedded processor's state now; payment_methods only mirrors.
  sql`alter table payment_methods drop column declines_charges`,

  sql`create unique index invoices_processor_idx on invoices (processor_invoice_id)`,
  sql`create unique index refunds_processor_idx on refunds (processor_refund_id)`,
  sql`create unique index payment_customers_processor_idx on payment_customers (processor, processor_customer_id)`,
  sql`create unique index payment_methods_processor_idx on payment_methods (processor_payment_method_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
