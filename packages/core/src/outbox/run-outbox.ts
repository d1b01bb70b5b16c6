import { inTransaction } from "@intake/db";
import { sql } from "kysely";
import type { Services } from "../context";
import { type OutboxHandler, outboxHandlers } from "./handlers";

export interface RunOutboxOptions {
  handlers?: Record<string, OutboxHandler>;
  /** Rows claimed per run. */
  batchSize?: number;
  /** How long a claim lasts; a crashed worker's rows are claimable again after it. */
  leaseMs?: number;
  /** Attempts (claims) after which a failing row is dead. */
  maxAttempts?: number;
  /** Only these topics (others are left for other workers). */
  topics?: string[];
}

export interface OutboxRunResult {
  claimed: number;
  delivered: number;
  retried: number;
  dead: number;
}

export const OUTBOX_DEFAULTS = { batchSize: 20, leaseMs: 60_000, maxAttempts: 6 } as const;

/** Backoff before attempt n+1: 30 s, 1 min, 2 min, ... capped at one hour. */
export const outboxBackoffMs = (attempts: number): number =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * One pass of the outbox worker. Due rows are claimed with `FOR UPDATE SKIP LOCKED` and a lease
 * (so any number of workers may run, and a crashed one's rows come back when the lease ends),
 * then delivered outside the claiming transaction. Each claim counts as an attempt, so a row that
 * crashes its worker every time still ends dead instead of looping forever.
 */
export async function runOutboxOnce(
  services: Services,
  options: RunOutboxOptions = {},
): Promise<OutboxRunResult> {
  const handlers = options.handlers ?? outboxHandlers;
  const batchSize = options.batchSize ?? OUTBOX_DEFAULTS.batchSize;
  const leaseMs = options.leaseMs ?? OUTBOX_DEFAULTS.leaseMs;
  const maxAttempts = options.maxAttempts ?? OUTBOX_DEFAULTS.maxAttempts;
  const now = services.clock.now();
  const leaseUntil = new Date(now.getTime() + leaseMs);

  const claimed = await inTransaction(services.db, async (trx) => {
    let due = trx
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("available_at", "<=", now)
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)]))
      .orderBy("available_at")
      .orderBy("id")
      .limit(batchSize)
      .forUpdate()
      .skipLocked();
    if (options.topics?.length) due = due.where("topic", "in", options.topics);
    const ids = (await due.execute()).map((r) => r.id);
    if (ids.length === 0) return [];
    return trx
      .updateTable("outbox")
      .set({ lease_until: leaseUntil, attempts: sql`attempts + 1` })
      .where("id", "in", ids)
      .returning(["id", "topic", "payload", "attempts"])
      .execute();
  });

  const result: OutboxRunResult = { claimed: claimed.length, delivered: 0, retried: 0, dead: 0 };
  for (const row of claimed) {
    const handler = handlers[row.topic];
    // Updates are fenced on our lease: if it ran out and another worker took the row, we leave it.
    const ours = services.db
      .updateTable("outbox")
      .where("id", "=", row.id)
      .where("lease_until", "=", leaseUntil);
    if (!handler) {
      await ours
        .set({ status: "dead", lease_until: null, last_error: `no handler for topic ${row.topic}` })
        .execute();
      result.dead++;
      continue;
    }
    try {
      await handler(services, row.payload as Record<string, unknown>);
      await ours
        .set({
          status: "done",
          lease_until: null,
          completed_at: services.clock.now(),
          last_error: null,
          // A delivered message's sealed content (e.g. a sign-in code) is not kept.
          payload: sql`payload - 'sealed'`,
        })
        .execute();
      result.delivered++;
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      if (row.attempts >= maxAttempts) {
        await ours.set({ status: "dead", lease_until: null, last_error: lastError }).execute();
        result.dead++;
      } else {
        const retryAt = new Date(services.clock.now().getTime() + outboxBackoffMs(row.attempts));
        await ours
          .set({ lease_until: null, available_at: retryAt, last_error: lastError })
          .execute();
        result.retried++;
      }
    }
  }
  return result;
}
