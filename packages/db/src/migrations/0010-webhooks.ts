import { type Kysely, sql } from "kysely";

/**
 * Outcome-webhook delivery (issue 12). The endpoints table is in 0004-care.
 *
 * - `webhook_deliveries`: one row per (event, endpoint): the exact bytes to POST, the attempt
 *   counter, when the next attempt is due, and the lease of the worker delivering it (claimed
 *   with FOR UPDATE SKIP LOCKED). `status` is `pending` until the attempt succeeds
 *   (`delivered`) or the last retry fails (`failed`: dropped; polling is the fallback).
 *   `claims` counts leases taken, so a row that crashes its worker every time still ends.
 * - `webhook_attempts`: the delivery log, one row per attempt (status, latency, error); purged
 *   with its delivery after 30 days.
 * - endpoint columns for the failure e-mail rules: when the current run of failed deliveries
 *   began, when the failure e-mail and the reminder went out.
 */
const statements = [
  sql`create table webhook_deliveries (
    id uuid primary key,
    endpoint_id uuid not null references webhook_endpoints (id),
    developer_id uuid not null references users (id),
    event_id text not null,
    event_type text not null,
    external_id text,
    body text not null,
    status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
    attempts integer not null default 0,
    max_attempts integer not null,
    claims integer not null default 0,
    next_attempt_at timestamptz,
    lease_until timestamptz,
    lease_token uuid,
    last_response_status integer,
    last_error text,
    last_attempt_at timestamptz,
    created_at timestamptz not null,
    completed_at timestamptz
  )`,
  sql`create unique index webhook_deliveries_event_endpoint_idx
    on webhook_deliveries (endpoint_id, event_id)`,
  sql`create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at)
    where status = 'pending'`,
  sql`create index webhook_deliveries_created_idx on webhook_deliveries (created_at)`,

  sql`create table webhook_attempts (
    id uuid primary key,
    delivery_id uuid not null references webhook_deliveries (id) on delete cascade,
    endpoint_id uuid not null references webhook_endpoints (id),
    attempt integer not null,
    attempted_at timestamptz not null,
    response_status integer,
    latency_ms integer not null,
    error text,
    unique (delivery_id, attempt)
  )`,
  sql`create index webhook_attempts_endpoint_idx on webhook_attempts (endpoint_id, attempted_at, id)`,

  sql`alter table webhook_endpoints add column failing_since timestamptz`,
  sql`alter table webhook_endpoints add column failure_notified_at timestamptz`,
  sql`alter table webhook_endpoints add column failure_reminded_at timestamptz`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
