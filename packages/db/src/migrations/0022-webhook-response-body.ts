import { type Kysely, sql } from "kysely";

/**
 * The receiver's answer in the webhook delivery log (issue 26: the log showed no response).
 *
 * - `webhook_attempts.response_body`: the first 2 KB of the body the receiver answered with
 *   (UTF-8 text; NUL characters replaced), null when no answer came or it was empty;
 * - `response_body_truncated`: the answer was longer than what is kept;
 * - `response_content_type`: the answer's `Content-Type` (at most 200 characters).
 *
 * Kept with its attempt: purged with the delivery after 30 days. Shown only to the developer who
 * owns the endpoint (the delivery log page and API); never logged.
 */
const statements = [
  sql`alter table webhook_attempts add column response_body text`,
  sql`alter table webhook_attempts add column response_body_truncated boolean not null default false`,
  sql`alter table webhook_attempts add column response_content_type text`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
