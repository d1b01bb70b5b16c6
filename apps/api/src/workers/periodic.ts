import {
  attemptWebhookDelivery,
  claimWebhookDeliveries,
  renewSubscriptions,
  runOutboxOnce,
  runReviewSweepsOnce,
  runSweepsOnce,
  type Services,
} from "@intake/core";
import { isDatabaseUnavailable } from "@intake/db";
import type { Logger } from "pino";

export interface RunningWorker {
  /** Stops polling and waits for the pass in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `intervalMs`, one pass at a time, logging what it did. Passes must be safe on
 * any number of instances (SKIP LOCKED claims, idempotent sweeps).
 */
export function startPeriodic(
  name: string,
  pass: () => Promise<Record<string, number>>,
  logger: Logger,
  intervalMs: number,
): RunningWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = pass()
      .then((result) => {
        if (Object.values(result).some((n) => n > 0))
          logger.info({ worker: name, ...result }, `${name} pass`);
      })
      .catch((error) =>
        // The database being away is logged once by the pool, not with a stack every pass.
        isDatabaseUnavailable(error)
          ? logger.warn({ worker: name }, `${name} pass skipped: database unavailable`)
          : logger.error({ worker: name, err: error }, `${name} pass failed`),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Webhook delivery: every second, claims due deliveries up to `maxInFlight` in flight and starts
 * them without waiting for the pass, so a receiver that hangs for its 10 s holds one slot, never
 * the deliveries to other endpoints.
 */
export function startWebhookDispatcher(
  services: Services,
  logger: Logger,
  intervalMs = 1_000,
  maxInFlight = 16,
): RunningWorker {
  const inFlight = new Set<Promise<unknown>>();
  const worker = startPeriodic(
    "webhooks",
    async () => {
      const room = maxInFlight - inFlight.size;
      if (room <= 0) return { claimed: 0 };
      const claimed = await claimWebhookDeliveries(services, { batchSize: room });
      for (const delivery of claimed) {
        const attempt = attemptWebhookDelivery(services, delivery)
          .catch((error) =>
            logger.error({ worker: "webhooks", err: error }, "webhook attempt failed"),
          )
          .finally(() => inFlight.delete(attempt));
        inFlight.add(attempt);
      }
      return { claimed: claimed.length };
    },
    logger,
    intervalMs,
  );
  return {
    async stop() {
      await worker.stop();
      await Promise.all([...inFlight]);
    },
  };
}

/**
 * The in-process workers: outbox delivery every 2 s; webhook delivery every second; housekeeping
 * sweeps, the lifecycle sweeps (expiry, follow-up close and notice, chat reminders) and
 * subscription renewals (which also forget day-old idempotency keys) every minute.
 */
export function startWorkers(services: Services, logger: Logger): RunningWorker {
  const workers = [
    startPeriodic(
      "outbox",
      async () => ({
        ...(await runOutboxOnce(services, {
          log: (fields, message) => logger.warn({ worker: "outbox", ...fields }, message),
        })),
      }),
      logger,
      2_000,
    ),
    startPeriodic(
      "sweeps",
      async () => ({
        ...(await runSweepsOnce(services)),
        ...(await runReviewSweepsOnce(services)),
      }),
      logger,
      60_000,
    ),
    startWebhookDispatcher(services, logger),
    startPeriodic(
      "renewals",
      async () => ({ ...(await renewSubscriptions(services)) }),
      logger,
      60_000,
    ),
  ];
  return { stop: async () => void (await Promise.all(workers.map((w) => w.stop()))) };
}
