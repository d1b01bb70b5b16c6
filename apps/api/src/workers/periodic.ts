import { renewSubscriptions } from "@intake/core/billing";
import { runReviewSweepsOnce, runSweepsOnce } from "@intake/core/care";
import { OUTBOX_CHANNEL, runOutboxOnce, type Services } from "@intake/core/kernel";
import {
  attemptWebhookDelivery,
  claimWebhookDeliveries,
  fanOutPendingEvents,
  nextWebhookWorkAt,
  OUTCOME_EVENT_TOPIC,
  WEBHOOK_CHANNEL,
} from "@intake/core/webhooks";
import { isDatabaseUnavailable, listenForNotifications } from "@intake/db";
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

export interface WebhookDispatcherOptions {
  /** Deliveries in flight in this process, all endpoints together. */
  maxInFlight?: number;
  /** Deliveries in flight per endpoint: a slow or hanging endpoint holds at most these. */
  perEndpoint?: number;
  /** `webhook.event` outbox rows fanned out per transaction. */
  fanOutBatch?: number;
  /**
   * Longest sleep with nothing announced (a lost notification, another process's lease ending);
   * 1 s when notifications cannot reach this process (a transaction-mode PgBouncer).
   */
  idleMs?: number;
}

/**
 * Webhook delivery. Woken at once by new work (`pg_notify` at commit: PostgreSQL LISTEN, or
 * PGlite's own notifications), by a finished attempt (room to claim more), and by a timer set to
 * the next retry or lease end. Each pass fans out due events in bulk, then claims due deliveries
 * up to the free room, at most `perEndpoint` in flight per endpoint, and starts them without
 * waiting, so one slow or hanging endpoint never holds the deliveries to the others.
 */
export function startWebhookDispatcher(
  services: Services,
  logger: Logger,
  options: WebhookDispatcherOptions = {},
): RunningWorker & { wake(): void; ready: Promise<void> } {
  const maxInFlight = options.maxInFlight ?? 256;
  const perEndpoint = options.perEndpoint ?? 8;
  const fanOutBatch = options.fanOutBatch ?? 500;
  let idleMs = options.idleMs ?? 5_000;
  const inFlight = new Set<Promise<unknown>>();
  const busy = new Map<string, number>();
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  // What a pass must do besides claiming: fan out (new events announced, or the timer fired), and
  // look up when to wake next (something may be due earlier than the timer set).
  let needFanOut = true;
  let needSchedule = true;
  const unlisteners: Array<() => Promise<void> | void> = [];
  // The payload of this dispatcher's own notifications: it claims right after its fan-out, so
  // they would only wake it for nothing.
  const self = `dispatcher-${process.pid}-${Math.random().toString(36).slice(2)}`;

  const pass = async () => {
    let fanned = 0;
    if (needFanOut) {
      needFanOut = false;
      needSchedule = true;
      for (let i = 0; i < 4; i++) {
        const n = await fanOutPendingEvents(services, { limit: fanOutBatch, notifyPayload: self });
        fanned += n;
        if (n < fanOutBatch) break;
      }
    }
    const room = maxInFlight - inFlight.size;
    if (room <= 0) return;
    const claimed = await claimWebhookDeliveries(services, { batchSize: room, perEndpoint, busy });
    for (const delivery of claimed) {
      busy.set(delivery.endpointId, (busy.get(delivery.endpointId) ?? 0) + 1);
      const attempt = attemptWebhookDelivery(services, delivery)
        .then((outcome) => {
          // A retry is due at a time no timer knows yet.
          if (outcome === "retry") needSchedule = true;
        })
        .catch((error) =>
          isDatabaseUnavailable(error)
            ? logger.warn(
                { worker: "webhooks" },
                "webhook attempt not recorded: database unavailable",
              )
            : logger.error({ worker: "webhooks", err: error }, "webhook attempt failed"),
        )
        .finally(() => {
          inFlight.delete(attempt);
          const left = (busy.get(delivery.endpointId) ?? 1) - 1;
          if (left > 0) busy.set(delivery.endpointId, left);
          else busy.delete(delivery.endpointId);
          wake();
        });
      inFlight.add(attempt);
    }
    // A full claim or a full fan-out batch: more may be due right now.
    if (claimed.length === room || fanned >= fanOutBatch) {
      again = true;
      needFanOut ||= fanned >= fanOutBatch;
    }
    if (fanned || claimed.length)
      logger.debug({ worker: "webhooks", fanned, claimed: claimed.length }, "webhooks pass");
  };

  const schedule = async () => {
    if (stopped || (timer && !needSchedule)) return;
    needSchedule = false;
    let delay = idleMs;
    try {
      const at = await nextWebhookWorkAt(services);
      if (at) {
        const wait = at.getTime() - services.clock.now().getTime();
        // Due now but not claimable here (its endpoint is at its limit, which a finished attempt
        // announces; or another process holds it): look again shortly.
        delay = Math.min(idleMs, wait <= 0 ? 250 : wait);
      }
    } catch {
      delay = 1_000;
    }
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      needFanOut = true;
      needSchedule = true;
      wake();
    }, delay);
    timer.unref();
  };

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = pass()
      .catch((error) =>
        isDatabaseUnavailable(error)
          ? logger.warn({ worker: "webhooks" }, "webhooks pass skipped: database unavailable")
          : logger.error({ worker: "webhooks", err: error }, "webhooks pass failed"),
      )
      .then(() => (again ? undefined : schedule()))
      .finally(() => {
        running = null;
        if (again) setImmediate(wake);
      });
  }

  const ready = (async () => {
    for (const channel of [OUTBOX_CHANNEL, WEBHOOK_CHANNEL]) {
      const unlisten = await listenForNotifications(services.db, channel, (payload) => {
        if (payload === self) return;
        if (channel === WEBHOOK_CHANNEL || payload === OUTCOME_EVENT_TOPIC || payload === "") {
          needFanOut ||= channel === OUTBOX_CHANNEL;
          needSchedule = true;
          wake();
        }
      }).catch(() => null);
      if (unlisten) unlisteners.push(unlisten);
      else idleMs = Math.min(idleMs, 1_000);
    }
    if (stopped) for (const u of unlisteners.splice(0)) await u();
  })();
  wake();
  return {
    wake,
    /** Listening for notifications (tests wait for it). */
    ready: ready.then(() => running ?? undefined),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const u of unlisteners.splice(0)) await u();
      await running;
      await Promise.all([...inFlight]);
    },
  };
}

/**
 * The in-process workers: outbox delivery every 2 s; webhook delivery when woken (see
 * startWebhookDispatcher); housekeeping
 * sweeps, the lifecycle sweeps (expiry, follow-up close and notice, chat reminders) and
 * subscription renewals (which also forget day-old idempotency keys) every minute.
 */
export function startWorkers(services: Services, logger: Logger): RunningWorker {
  const workers = [
    startPeriodic(
      "outbox",
      async () => ({
        ...(await runOutboxOnce(services, {
          // Outcome events are fanned out in bulk by the webhook dispatcher.
          excludeTopics: [OUTCOME_EVENT_TOPIC],
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
