import { runOutboxOnce, type Services } from "@intake/core";
import type { Logger } from "pino";

export interface RunningWorker {
  /** Stops polling and waits for the pass in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Polls the outbox every `intervalMs` (one pass at a time). Delivery is safe to run on any number
 * of instances: rows are claimed with SKIP LOCKED and a lease.
 */
export function startOutboxWorker(
  services: Services,
  logger: Logger,
  intervalMs = 2_000,
): RunningWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runOutboxOnce(services)
      .then((result) => {
        if (result.claimed > 0) logger.info({ worker: "outbox", ...result }, "outbox pass");
      })
      .catch((error) => logger.error({ worker: "outbox", err: error }, "outbox pass failed"))
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
