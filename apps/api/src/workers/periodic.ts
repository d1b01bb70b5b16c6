import { runOutboxOnce, runReviewSweepsOnce, runSweepsOnce, type Services } from "@intake/core";
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
      .catch((error) => logger.error({ worker: name, err: error }, `${name} pass failed`))
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
 * The in-process workers: outbox delivery every 2 s; housekeeping and the lifecycle sweeps
 * (expiry, follow-up close and notice, chat reminders) every minute.
 */
export function startWorkers(services: Services, logger: Logger): RunningWorker {
  const workers = [
    startPeriodic("outbox", async () => ({ ...(await runOutboxOnce(services)) }), logger, 2_000),
    startPeriodic(
      "sweeps",
      async () => ({
        ...(await runSweepsOnce(services)),
        ...(await runReviewSweepsOnce(services)),
      }),
      logger,
      60_000,
    ),
  ];
  return { stop: async () => void (await Promise.all(workers.map((w) => w.stop()))) };
}
