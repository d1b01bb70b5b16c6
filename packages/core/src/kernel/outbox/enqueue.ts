import { sql } from "kysely";
import type { DbOrTrx } from "../context";

/** The channel `pg_notify` wakes the workers on (payload: the row's topic), at commit. */
export const OUTBOX_CHANNEL = "intake_outbox";

/**
 * Writes one outbox row. Call it with the transaction of the state change that causes the
 * message, so the message exists if and only if the change committed. The same statement
 * notifies the workers (`NOTIFY` is delivered at commit, and not at all on rollback), so they
 * start at once instead of at their next poll.
 */
export async function enqueueOutbox(
  db: DbOrTrx,
  at: Date,
  topic: string,
  payload: Record<string, unknown>,
): Promise<number> {
  const row = await db
    .with("inserted", (q) =>
      q
        .insertInto("outbox")
        .values({ topic, payload: JSON.stringify(payload), available_at: at, created_at: at })
        .returning("id"),
    )
    .selectFrom("inserted")
    .select(["id", sql<string>`pg_notify(${OUTBOX_CHANNEL}, ${topic})::text`.as("notified")])
    .executeTakeFirstOrThrow();
  return row.id;
}
