import type { Services } from "../context";

/** One outbox row as the operator sees it: never its payload (it may carry a sealed message). */
export interface OutboxRowSummary {
  id: number;
  topic: string;
  kind: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  availableAt: Date;
}

/** Rows in a status (default: dead), oldest first. */
export async function listOutboxRows(
  services: Pick<Services, "db">,
  options: { status?: "dead" | "pending" | "done"; limit?: number } = {},
): Promise<OutboxRowSummary[]> {
  const rows = await services.db
    .selectFrom("outbox")
    .select([
      "id",
      "topic",
      "payload",
      "status",
      "attempts",
      "last_error",
      "created_at",
      "available_at",
    ])
    .where("status", "=", options.status ?? "dead")
    .orderBy("id")
    .limit(options.limit ?? 100)
    .execute();
  return rows.map((r) => {
    const kind = (r.payload as Record<string, unknown> | null)?.kind;
    return {
      id: r.id,
      topic: r.topic,
      kind: typeof kind === "string" ? kind : null,
      status: r.status,
      attempts: r.attempts,
      lastError: r.last_error,
      createdAt: r.created_at,
      availableAt: r.available_at,
    };
  });
}

/**
 * Puts dead rows back in the queue, due now, with a fresh set of attempts (the last error stays
 * until the next attempt). `ids` absent: every dead row. Returns the ids requeued; a row that is
 * not dead (unknown, pending or done) is not touched.
 */
export async function retryDeadOutboxRows(
  services: Pick<Services, "db" | "clock">,
  ids?: number[],
): Promise<number[]> {
  if (ids && ids.length === 0) return [];
  let update = services.db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, lease_until: null, available_at: services.clock.now() })
    .where("status", "=", "dead");
  if (ids) update = update.where("id", "in", ids);
  const rows = await update.returning("id").execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
