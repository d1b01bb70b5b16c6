import type { DbOrTrx } from "../context";

/**
 * Writes one outbox row. Call it with the transaction of the state change that causes the
 * message, so the message exists if and only if the change committed.
 */
export async function enqueueOutbox(
  db: DbOrTrx,
  at: Date,
  topic: string,
  payload: Record<string, unknown>,
): Promise<number> {
  const row = await db
    .insertInto("outbox")
    .values({ topic, payload: JSON.stringify(payload), available_at: at, created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
