import { inTransaction } from "@intake/db";
import { sql } from "kysely";
import { parseRetrySchedule } from "../config";
import type { DbOrTrx, Services } from "../context";
import { newId, seal } from "../crypto";
import { enqueueOutbox } from "../outbox/enqueue";
import { EMAIL_TOPIC } from "../outbox/handlers";
import { telemetry } from "../telemetry";
import type { OutcomeEnvelope } from "./emit-outcome-event";
import { type EndpointRow, urlPolicy, validSecrets } from "./manager";
import { DELIVERY_LOG_RETENTION_MS } from "./schemas";
import { postWebhook } from "./sender";
import { deliveryHeaders } from "./signing";

/** Two failed deliveries at least this far apart start the failure e-mail. */
export const FAILURE_EMAIL_GAP_MS = 30 * 60 * 1000;
/** A later failure more than this after the failure e-mail sends the one reminder. */
export const FAILURE_REMINDER_GAP_MS = 24 * 60 * 60 * 1000;

/** Attempts per delivery: the first, then one per wait of WEBHOOK_RETRY_SCHEDULE. */
export const maxAttemptsOf = (services: Pick<Services, "config">): number =>
  parseRetrySchedule(services.config.WEBHOOK_RETRY_SCHEDULE).length + 1;

const externalIdOf = (envelope: OutcomeEnvelope): string | null =>
  typeof envelope.data.external_id === "string" ? envelope.data.external_id : null;

/**
 * Queues one event for the given endpoints (its exact bytes stored once per endpoint). Idempotent
 * per (endpoint, event): a fan-out that runs twice queues nothing more.
 */
export async function queueDeliveries(
  db: DbOrTrx,
  services: Pick<Services, "config">,
  at: Date,
  envelope: OutcomeEnvelope,
  endpoints: Array<Pick<EndpointRow, "id" | "developer_id">>,
  body: string = JSON.stringify(envelope),
): Promise<string[]> {
  if (endpoints.length === 0) return [];
  const rows = await db
    .insertInto("webhook_deliveries")
    .values(
      endpoints.map((endpoint) => ({
        id: newId(),
        endpoint_id: endpoint.id,
        developer_id: endpoint.developer_id,
        event_id: envelope.id,
        event_type: envelope.type,
        external_id: externalIdOf(envelope),
        body,
        max_attempts: maxAttemptsOf(services),
        next_attempt_at: at,
        created_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(["endpoint_id", "event_id"]).doNothing())
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Outbox handler of topic `webhook.event`: fans the envelope out to every non-deleted endpoint of
 * the developer in the event's environment (sandbox events to test endpoints only, live events to
 * live ones). Delivery happens in the webhook worker.
 */
export async function fanOutOutcomeEvent(
  services: Services,
  payload: Record<string, unknown>,
): Promise<void> {
  const developerId = payload.developerId;
  const environment = payload.environment;
  const envelope = payload.envelope as OutcomeEnvelope | undefined;
  if (
    typeof developerId !== "string" ||
    (environment !== "test" && environment !== "live") ||
    !envelope?.id
  )
    throw new Error("webhook.event payload needs developerId, environment and envelope");
  await inTransaction(services.db, async (trx) => {
    const endpoints = await trx
      .selectFrom("webhook_endpoints")
      .select(["id", "developer_id"])
      .where("developer_id", "=", developerId)
      .where("environment", "=", environment)
      .where("deleted_at", "is", null)
      .execute();
    const body = typeof payload.body === "string" ? payload.body : JSON.stringify(envelope);
    await queueDeliveries(trx, services, services.clock.now(), envelope, endpoints, body);
  });
}

export interface ClaimedDelivery {
  id: string;
  leaseToken: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  body: string;
  /** The attempt this claim makes (attempts recorded so far + 1). */
  attempt: number;
  maxAttempts: number;
  claims: number;
}

export interface DeliveryRunOptions {
  batchSize?: number;
  /** How long a claim lasts; default: the receiver timeout plus 30 s. */
  leaseMs?: number;
}

const leaseMsOf = (services: Services, options: DeliveryRunOptions) =>
  options.leaseMs ?? services.config.WEBHOOK_TIMEOUT_MS + 30_000;

/**
 * Claims due deliveries with `FOR UPDATE SKIP LOCKED` and a lease, so any number of workers may
 * run; a crashed worker's claim is taken again once its lease ends (the same attempt, since an
 * attempt is counted only when its result is recorded).
 */
export async function claimWebhookDeliveries(
  services: Services,
  options: DeliveryRunOptions = {},
): Promise<ClaimedDelivery[]> {
  const now = services.clock.now();
  const leaseUntil = new Date(now.getTime() + leaseMsOf(services, options));
  const leaseToken = newId();
  const rows = await inTransaction(services.db, async (trx) => {
    const due = await trx
      .selectFrom("webhook_deliveries")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", now)
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)]))
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(options.batchSize ?? 20)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable("webhook_deliveries")
      .set({ lease_until: leaseUntil, lease_token: leaseToken, claims: sql`claims + 1` })
      .where(
        "id",
        "in",
        due.map((d) => d.id),
      )
      .returning([
        "id",
        "endpoint_id",
        "event_id",
        "event_type",
        "body",
        "attempts",
        "max_attempts",
        "claims",
      ])
      .execute();
  });
  return rows.map((r) => ({
    id: r.id,
    leaseToken,
    endpointId: r.endpoint_id,
    eventId: r.event_id,
    eventType: r.event_type,
    body: r.body,
    attempt: r.attempts + 1,
    maxAttempts: r.max_attempts,
    claims: r.claims,
  }));
}

export type AttemptOutcome = "delivered" | "retry" | "failed" | "lost_lease";

/** Makes the claimed attempt and records it (fenced on the lease: a stale worker writes nothing). */
export async function attemptWebhookDelivery(
  services: Services,
  claimed: ClaimedDelivery,
): Promise<AttemptOutcome> {
  const endpoint = await services.db
    .selectFrom("webhook_endpoints")
    .selectAll()
    .where("id", "=", claimed.endpointId)
    .executeTakeFirstOrThrow();
  const startedAt = services.clock.now();
  let result: { ok: boolean; status: number | null; error: string | null; latencyMs: number };
  if (endpoint.deleted_at) {
    result = { ok: false, status: null, error: "endpoint deleted", latencyMs: 0 };
  } else if (claimed.claims > claimed.maxAttempts + 3) {
    // Claimed again and again without a recorded result: its worker keeps dying. Give up.
    result = {
      ok: false,
      status: null,
      error: "delivery abandoned: the worker stopped repeatedly",
      latencyMs: 0,
    };
  } else {
    const headers = deliveryHeaders({
      eventId: claimed.eventId,
      eventType: claimed.eventType,
      body: claimed.body,
      secrets: validSecrets(services.config.APP_SECRET, endpoint, startedAt),
      timestamp: Math.floor(startedAt.getTime() / 1000),
    });
    result = await telemetry.outbound(
      "webhook POST",
      { "webhook.event_type": claimed.eventType, "webhook.attempt": claimed.attempt },
      (propagation) =>
        postWebhook(
          endpoint.url,
          claimed.body,
          { ...headers, ...propagation },
          { ...urlPolicy(services), timeoutMs: services.config.WEBHOOK_TIMEOUT_MS },
        ),
    );
  }
  const finalAttempt =
    result.ok ||
    claimed.attempt >= claimed.maxAttempts ||
    endpoint.deleted_at !== null ||
    claimed.claims > claimed.maxAttempts + 3;
  const schedule = parseRetrySchedule(services.config.WEBHOOK_RETRY_SCHEDULE);
  const now = services.clock.now();
  const outcome: AttemptOutcome = result.ok ? "delivered" : finalAttempt ? "failed" : "retry";

  const ended = outcome !== "retry" && !endpoint.deleted_at;
  const recorded = await inTransaction(services.db, async (trx): Promise<AttemptOutcome> => {
    // The failure-e-mail state is per endpoint: take its row lock first, so that concurrent
    // endings on one endpoint queue up here instead of deadlocking later. NO KEY UPDATE does not
    // conflict with the key-share locks the foreign keys of the inserts below take.
    if (ended) {
      await trx
        .selectFrom("webhook_endpoints")
        .select("id")
        .where("id", "=", claimed.endpointId)
        .forNoKeyUpdate()
        .execute();
    }
    const updated = await trx
      .updateTable("webhook_deliveries")
      .set({
        attempts: claimed.attempt,
        status: outcome === "retry" ? "pending" : outcome,
        next_attempt_at:
          outcome === "retry"
            ? new Date(now.getTime() + (schedule[claimed.attempt - 1] ?? schedule.at(-1) ?? 0))
            : null,
        lease_until: null,
        lease_token: null,
        last_response_status: result.status,
        last_error: result.error,
        last_attempt_at: startedAt,
        completed_at: outcome === "retry" ? null : now,
      })
      .where("id", "=", claimed.id)
      .where("lease_token", "=", claimed.leaseToken)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return "lost_lease";
    await trx
      .insertInto("webhook_attempts")
      .values({
        id: newId(),
        delivery_id: claimed.id,
        endpoint_id: claimed.endpointId,
        attempt: claimed.attempt,
        attempted_at: startedAt,
        response_status: result.status,
        latency_ms: result.latencyMs,
        error: result.error,
      })
      .execute();
    if (ended) {
      await applyFailureRules(trx, services, claimed.endpointId, outcome === "delivered", now);
    }
    return outcome;
  });
  telemetry.webhookAttempt(recorded, result.latencyMs);
  return recorded;
}

export interface DeliveryRunResult {
  claimed: number;
  delivered: number;
  retried: number;
  failed: number;
}

/** One pass: claim, then attempt every claimed delivery concurrently (each with its own timeout). */
export async function runWebhookDeliveriesOnce(
  services: Services,
  options: DeliveryRunOptions = {},
): Promise<DeliveryRunResult> {
  const claimed = await claimWebhookDeliveries(services, options);
  const outcomes = await Promise.all(claimed.map((c) => attemptWebhookDelivery(services, c)));
  return {
    claimed: claimed.length,
    delivered: outcomes.filter((o) => o === "delivered").length,
    retried: outcomes.filter((o) => o === "retry").length,
    failed: outcomes.filter((o) => o === "failed").length,
  };
}

/**
 * The failure e-mail rules (spec), applied when a delivery ends (the caller holds the endpoint's
 * row lock): for live endpoints, a failed delivery at least 30 minutes after the first failed one of an
 * unbroken run sends one e-mail listing the undelivered external ids; a failure more than 24 hours
 * after that e-mail sends one reminder; the first success after an e-mail sends one "recovered"
 * e-mail. Test endpoints only keep the failing flag (the badge). Nothing ever disables an endpoint.
 */
async function applyFailureRules(
  trx: DbOrTrx,
  services: Services,
  endpointId: string,
  succeeded: boolean,
  now: Date,
): Promise<void> {
  const endpoint = await trx
    .selectFrom("webhook_endpoints")
    .innerJoin("users", "users.id", "webhook_endpoints.developer_id")
    .select([
      "webhook_endpoints.id",
      "webhook_endpoints.url",
      "webhook_endpoints.environment",
      "webhook_endpoints.failing_since",
      "webhook_endpoints.failure_notified_at",
      "webhook_endpoints.failure_reminded_at",
      "users.email",
    ])
    .where("webhook_endpoints.id", "=", endpointId)
    .executeTakeFirstOrThrow();
  const live = endpoint.environment === "live";
  const update = (values: {
    failing_since?: Date | null;
    failure_notified_at?: Date | null;
    failure_reminded_at?: Date | null;
  }) => trx.updateTable("webhook_endpoints").set(values).where("id", "=", endpointId).execute();

  if (succeeded) {
    if (endpoint.failing_since === null) return;
    if (live && endpoint.failure_notified_at) {
      await sendEmail(trx, services, now, endpoint.email, "webhook_recovered", {
        subject: "Webhook deliveries are succeeding again",
        text: [
          `Deliveries to your live webhook endpoint ${endpoint.url} are succeeding again.`,
          "",
          "Events that were dropped while it failed are not resent; use polling (GET /api/v1/prescribing/encounters) or redeliver them from the delivery log.",
        ].join("\n"),
      });
    }
    await update({ failing_since: null, failure_notified_at: null, failure_reminded_at: null });
    return;
  }

  if (endpoint.failing_since === null) {
    await update({ failing_since: now });
    return;
  }
  if (!live) return;
  const since = endpoint.failing_since;
  const notify =
    endpoint.failure_notified_at === null &&
    now.getTime() - since.getTime() >= FAILURE_EMAIL_GAP_MS;
  const remind =
    endpoint.failure_notified_at !== null &&
    endpoint.failure_reminded_at === null &&
    now.getTime() - endpoint.failure_notified_at.getTime() > FAILURE_REMINDER_GAP_MS;
  if (!notify && !remind) return;
  const undelivered = await trx
    .selectFrom("webhook_deliveries")
    .select("external_id")
    .distinct()
    .where("endpoint_id", "=", endpointId)
    .where("status", "=", "failed")
    .where("completed_at", ">=", since)
    .where("external_id", "is not", null)
    .orderBy("external_id")
    .execute();
  const ids = undelivered.map((r) => r.external_id as string);
  await sendEmail(
    trx,
    services,
    now,
    endpoint.email,
    notify ? "webhook_failing" : "webhook_failing_reminder",
    {
      subject: notify
        ? "Webhook deliveries to your endpoint are failing"
        : "Reminder: webhook deliveries to your endpoint are still failing",
      text: [
        `Deliveries to your live webhook endpoint ${endpoint.url} have failed since ${since.toISOString()} (every retry included).`,
        "",
        ids.length
          ? `Undelivered external_id values:\n${ids.map((id) => `  ${id}`).join("\n")}`
          : "No undelivered event carried an external_id.",
        "",
        "The endpoint stays enabled. Fix the receiver (it must answer 2xx within 10 seconds), then poll GET /api/v1/prescribing/encounters or redeliver from the delivery log.",
      ].join("\n"),
    },
  );
  await update(notify ? { failure_notified_at: now } : { failure_reminded_at: now });
}

async function sendEmail(
  trx: DbOrTrx,
  services: Services,
  at: Date,
  to: string,
  kind: string,
  message: { subject: string; text: string },
): Promise<void> {
  await enqueueOutbox(trx, at, EMAIL_TOPIC, {
    kind,
    sealed: seal(services.config.APP_SECRET, JSON.stringify({ to, ...message })),
  });
}

/** The 30-day retention of delivery results: deletes ended deliveries (and their attempts). */
export async function purgeWebhookDeliveries(
  services: Pick<Services, "db" | "clock">,
): Promise<number> {
  const cutoff = new Date(services.clock.now().getTime() - DELIVERY_LOG_RETENTION_MS);
  const result = await services.db
    .deleteFrom("webhook_deliveries")
    .where("created_at", "<", cutoff)
    .where("status", "in", ["delivered", "failed"])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
