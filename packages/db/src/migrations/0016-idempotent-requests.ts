import { type Kysely, sql } from "kysely";

/**
 * Idempotency-Key on every create/submit operation of the REST facade (issue 28).
 *
 * `idempotent_requests`: the first answer to a POST sent with an `Idempotency-Key`, kept 24 h,
 * per caller scope (`user:<id>`, `developer:<id>:<environment>`, `encounter:<id>`) and key.
 * `operation` and `request_hash` are what a replay must match; `status` is null while the first
 * request runs (its twin waits, then replays or gets 409), then the status, body and extra
 * headers to replay. The billing operations keep their own table (`idempotency_keys`, 0005).
 */
const statements = [
  sql`create table idempotent_requests (
    scope text not null,
    key text not null,
    operation text not null,
    request_hash text not null,
    status integer,
    body text,
    headers jsonb,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    primary key (scope, key)
  )`,
  sql`create index idempotent_requests_expiry_idx on idempotent_requests (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
