import { type Kysely, sql } from "kysely";

/**
 * Payments (issue 9): the processor's records kept in our database.
 *
 * - `subscriptions` gains the price snapshot (`base_amount`, `seat_amount`), the processor that
 *   holds it and the payment method it charges.
 * - `payment_customers`, `payment_methods`: one customer per user at the processor; a method
 *   keeps `brand` and `last4` only (never number, expiry or security code). `declines_charges`
 *   is the embedded processor's test-card behaviour (attaches, later charges fail).
 * - `subscription_seats`: one row per additional family seat, optionally held by a patient.
 *   `ends_at` set = the seat bills until then and is released by the renewal sweep.
 * - `invoices` (sequential `number`), `refunds`: money in integer minor units. A processor call
 *   carries an idempotency key, unique here, so a retry never charges or refunds twice.
 * - `idempotency_keys`: the first answer to a POST/PATCH with an `Idempotency-Key`, kept 24 h.
 * - `encounters.checkout_invoice_id`: the invoice that paid a hosted checkout (its receipt).
 * - `processor_events`: incoming processor webhooks applied once (event id).
 */
const statements = [
  sql`alter table subscriptions add column base_amount integer not null default 0`,
  sql`alter table subscriptions add column seat_amount integer not null default 0`,
  sql`alter table subscriptions add column processor text not null default 'embedded'`,
  sql`alter table subscriptions add column payment_method_id uuid`,

  sql`create table payment_customers (
    user_id uuid primary key references users (id),
    processor text not null,
    processor_customer_id text not null,
    created_at timestamptz not null
  )`,

  sql`create table payment_methods (
    id uuid primary key,
    user_id uuid not null references users (id),
    processor_payment_method_id text not null,
    brand text not null,
    last4 text not null check (last4 ~ '^[0-9]{4}$'),
    declines_charges boolean not null default false,
    created_at timestamptz not null,
    detached_at timestamptz
  )`,
  sql`create index payment_methods_user_idx on payment_methods (user_id, created_at desc)`,

  sql`create table subscription_seats (
    id uuid primary key,
    subscription_id uuid not null references subscriptions (id),
    patient_id uuid references patients (id),
    created_at timestamptz not null,
    ends_at timestamptz,
    released_at timestamptz
  )`,
  sql`create index subscription_seats_sub_idx on subscription_seats (subscription_id) where released_at is null`,
  sql`create unique index subscription_seats_patient_idx on subscription_seats (patient_id) where released_at is null and patient_id is not null`,

  sql`create sequence invoice_number_seq`,
  sql`create table invoices (
    id uuid primary key,
    number text not null unique,
    user_id uuid not null references users (id),
    subscription_id uuid not null references subscriptions (id),
    processor_invoice_id text not null,
    kind text not null check (kind in ('subscription_create', 'subscription_cycle', 'proration', 'checkout_seat', 'retry')),
    amount integer not null check (amount >= 0),
    amount_refunded integer not null default 0,
    currency text not null,
    status text not null check (status in ('paid', 'open', 'void')),
    lines jsonb not null,
    period_start timestamptz not null,
    period_end timestamptz not null,
    failure_message text,
    idempotency_key text not null unique,
    hosted_invoice_url text,
    invoice_pdf_url text,
    created_at timestamptz not null,
    paid_at timestamptz
  )`,
  sql`create index invoices_user_idx on invoices (user_id, created_at desc, id desc)`,
  sql`create index invoices_sub_period_idx on invoices (subscription_id, period_start)`,

  sql`create table refunds (
    id uuid primary key,
    invoice_id uuid not null references invoices (id),
    processor_refund_id text not null,
    amount integer not null check (amount > 0),
    reason text not null,
    idempotency_key text not null unique,
    created_at timestamptz not null
  )`,
  sql`create index refunds_invoice_idx on refunds (invoice_id)`,

  sql`create table idempotency_keys (
    user_id uuid not null references users (id),
    key text not null,
    operation text not null,
    request_hash text not null,
    response jsonb,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    primary key (user_id, key)
  )`,
  sql`create index idempotency_keys_expiry_idx on idempotency_keys (expires_at)`,

  sql`alter table encounters add column checkout_invoice_id uuid references invoices (id)`,

  sql`create table processor_events (
    id text primary key,
    processor text not null,
    type text not null,
    received_at timestamptz not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
