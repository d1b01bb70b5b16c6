import { inTransaction } from "@intake/db";
import { sql } from "kysely";
import type { Services } from "../context";

/** Delivers one outbox payload; throwing means "retry later". */
export type OutboxHandler = (services: Services, payload: Record<string, unknown>) => Promise<void>;

/**
 * One handler per topic, wired by the composition root (apps/api `outboxHandlersFor`): the
 * outbox engine knows no feature. A row whose topic has no handler is marked dead at once.
 */
export type OutboxHandlers = Readonly<Record<string, OutboxHandler>>;

export interface RunOutboxOptions {
  /** Default: the handlers wired into the services. */
  handlers?: OutboxHandlers;
  /** Rows claimed per run. */
  batchSize?: number;
  /** How long a claim lasts; a crashed worker's rows are claimable again after it. */
  leaseMs?: number;
  /** Attempts (claims) after which a failing row is dead. */
  maxAttempts?: number;
  /** Only these topics (others are left for other workers). */
  topics?: string[];
  /** Not these topics (a dedicated worker handles them). */
  excludeTopics?: string[];
  /** Told of each failed attempt: row id, topic, attempt and the error (addresses redacted). */
  log?: (fields: Record<string, unknown>, message: string) => void;
}

export interface OutboxRunResult {
  claimed: number;
  delivered: number;
  retried: number;
  dead: number;
}

/**
 * A claimed row's lease: renewed when its turn in the batch comes and every third of it while its
 * handler runs, so it never ends under a slow (but live) SMTP server. It must be longer than one
 * SMTP stall (SMTP_SOCKET_TIMEOUT_MS) only if the process can freeze; a crashed worker's rows come
 * back after it.
 */
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
  const handlers = options.handlers ?? services.outboxHandlers;
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
    if (options.excludeTopics?.length) due = due.where("topic", "not in", options.excludeTopics);
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
  // Every claimed row keeps its own lease until its result is written: renewed every third of
  // the lease while the batch is worked (a slow but live SMTP server never lets a lease run out),
  // fenced on the lease we hold. A row whose lease ran out anyway (a frozen process) and that
  // another worker took is left to that worker.
  const leases = new Map<number, Date>(claimed.map((r) => [r.id, leaseUntil]));
  const renew = async (id: number): Promise<boolean> => {
    const held = leases.get(id);
    if (!held) return false;
    const next = new Date(services.clock.now().getTime() + leaseMs);
    const renewed = await services.db
      .updateTable("outbox")
      .set({ lease_until: next })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .where("lease_until", "=", held)
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) === 0) {
      leases.delete(id);
      return false;
    }
    if (leases.has(id)) leases.set(id, next);
    return true;
  };
  let renewing: Promise<unknown> = Promise.resolve();
  const heartbeat = setInterval(
    () => {
      renewing = renewing.then(async () => {
        for (const id of [...leases.keys()]) await renew(id).catch(() => false);
      });
    },
    Math.max(50, Math.floor(leaseMs / 3)),
  );
  heartbeat.unref();
  try {
    for (const row of claimed) await workRow(row);
  } finally {
    clearInterval(heartbeat);
    await renewing;
  }
  return result;

  async function workRow(row: (typeof claimed)[number]): Promise<void> {
    const handler = handlers[row.topic];
    await renewing;
    if (!(await renew(row.id))) return;
    // Updates are fenced on our lease: if it ran out and another worker took the row, we leave it.
    const ours = async () => {
      await renewing;
      const held = leases.get(row.id) ?? leaseUntil;
      leases.delete(row.id);
      return services.db
        .updateTable("outbox")
        .where("id", "=", row.id)
        .where("lease_until", "=", held);
    };
    if (!handler) {
      await (await ours())
        .set({ status: "dead", lease_until: null, last_error: `no handler for topic ${row.topic}` })
        .execute();
      result.dead++;
      return;
    }
    try {
      await handler(services, row.payload as Record<string, unknown>);
    } catch (error) {
      const lastError = redactAddresses(
        error instanceof Error ? error.message : String(error),
      ).slice(0, 500);
      const dead = row.attempts >= maxAttempts;
      options.log?.(
        {
          outboxId: row.id,
          topic: row.topic,
          attempt: row.attempts,
          maxAttempts,
          error: lastError,
          dead,
        },
        dead ? "outbox row dead after its last attempt" : "outbox attempt failed; will retry",
      );
      if (dead) {
        await (await ours())
          .set({ status: "dead", lease_until: null, last_error: lastError })
          .execute();
        result.dead++;
      } else {
        const retryAt = new Date(services.clock.now().getTime() + outboxBackoffMs(row.attempts));
        await (await ours())
          .set({ lease_until: null, available_at: retryAt, last_error: lastError })
          .execute();
        result.retried++;
      }
      return;
    }
    await (await ours())
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
  }
}

/** E-mail addresses in an error (an SMTP server's "550 <a@b>: no such user") become `[address]`. */
export const redactAddresses = (text: string): string =>
  text.replace(/[^\s<>()"'@,;:]+@[^\s<>()"'@,;:]+/g, "[address]");
