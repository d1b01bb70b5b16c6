import { inTransaction } from "@intake/db";
import { sql } from "kysely";
import { parseRetrySchedule } from "../kernel/config";
import type { DbOrTrx, Services } from "../kernel/context";
import { newId, seal } from "../kernel/crypto";
import { EMAIL_TOPIC } from "../kernel/email/outbox-email";
import { enqueueOutbox } from "../kernel/outbox/enqueue";
import { telemetry } from "../kernel/telemetry";
import { OUTCOME_EVENT_TOPIC, type OutcomeEnvelope } from "./emit-outcome-event";
import { type EndpointRow, urlPolicy, validSecrets } from "./manager";
import { DELIVERY_LOG_RETENTION_MS } from "./schemas";
import { type PostResult, postWebhook } from "./sender";
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

/** The channel `pg_notify` wakes the delivery workers on, when deliveries are queued. */
export const WEBHOOK_CHANNEL = "intake_webhooks";

/**
 * How long a claimed delivery is leased: one attempt (WEBHOOK_TIMEOUT_MS) plus 5 s to record it.
 * A worker killed mid-delivery makes the receiver see that attempt again (same webhook-id) once
 * the lease ends, so this is also how late that one duplicate comes.
 */
export const webhookLeaseMs = (config: Pick<Services["config"], "WEBHOOK_TIMEOUT_MS">): number =>
  config.WEBHOOK_TIMEOUT_MS + 5_000;

/**
 * Fans out up to `limit` due `webhook.event` outbox rows in one transaction: the endpoints of all
 * their developers are read in one query, the deliveries inserted in bulk (idempotent per endpoint
 * and event), the rows marked done, and the delivery workers notified at commit. Rows claimed by
 * another worker are skipped. Returns how many events were fanned out.
 */
export async function fanOutPendingEvents(
  services: Services,
  options: {
    limit?: number /** The notification's payload (a process ignores its own). */;
    notifyPayload?: string;
  } = {},
): Promise<number> {
  const now = services.clock.now();
  return inTransaction(services.db, async (trx) => {
    const rows = await trx
      .selectFrom("outbox")
      .select(["id", "payload"])
      .where("topic", "=", OUTCOME_EVENT_TOPIC)
      .where("status", "=", "pending")
      .where("available_at", "<=", now)
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)]))
      .orderBy("available_at")
      .orderBy("id")
      .limit(options.limit ?? 500)
      .forUpdate()
      .skipLocked()
      .execute();
    if (rows.length === 0) return 0;
    const events = rows.map((row) => {
      const p = row.payload as Record<string, unknown>;
      const envelope = p.envelope as OutcomeEnvelope | undefined;
      const ok =
        typeof p.developerId === "string" &&
        (p.environment === "test" || p.environment === "live") &&
        typeof envelope?.id === "string";
      return ok
        ? {
            id: row.id,
            developerId: p.developerId as string,
            environment: p.environment as "test" | "live",
            envelope: envelope as OutcomeEnvelope,
            body: typeof p.body === "string" ? p.body : JSON.stringify(envelope),
          }
        : { id: row.id, developerId: null };
    });
    const developerIds = [
      ...new Set(events.flatMap((e) => (e.developerId ? [e.developerId] : []))),
    ];
    const endpoints = developerIds.length
      ? await trx
          .selectFrom("webhook_endpoints")
          .select(["id", "developer_id", "environment"])
          .where("developer_id", "in", developerIds)
          .where("deleted_at", "is", null)
          .execute()
      : [];
    const maxAttempts = maxAttemptsOf(services);
    const deliveries = events.flatMap((e) => {
      if (!("envelope" in e) || !e.envelope) return [];
      return endpoints
        .filter((ep) => ep.developer_id === e.developerId && ep.environment === e.environment)
        .map((ep) => ({
          id: newId(),
          endpoint_id: ep.id,
          developer_id: ep.developer_id,
          event_id: e.envelope.id,
          event_type: e.envelope.type,
          external_id: externalIdOf(e.envelope),
          body: e.body,
          max_attempts: maxAttempts,
          next_attempt_at: now,
          created_at: now,
        }));
    });
    // 10 parameters a row: chunks stay far under PostgreSQL's 65,535 parameters.
    for (let i = 0; i < deliveries.length; i += 1_000) {
      await trx
        .insertInto("webhook_deliveries")
        .values(deliveries.slice(i, i + 1_000))
        .onConflict((oc) => oc.columns(["endpoint_id", "event_id"]).doNothing())
        .execute();
    }
    const good = events.filter((e) => e.developerId).map((e) => e.id);
    const bad = events.filter((e) => !e.developerId).map((e) => e.id);
    if (good.length)
      await trx
        .updateTable("outbox")
        .set({ status: "done", completed_at: now, lease_until: null, attempts: sql`attempts + 1` })
        .where("id", "in", good)
        .execute();
    if (bad.length)
      await trx
        .updateTable("outbox")
        .set({
          status: "dead",
          lease_until: null,
          attempts: sql`attempts + 1`,
          last_error: "webhook.event payload needs developerId, environment and envelope",
        })
        .where("id", "in", bad)
        .execute();
    if (deliveries.length)
      await sql`select pg_notify(${WEBHOOK_CHANNEL}, ${options.notifyPayload ?? ""})`.execute(trx);
    return rows.length;
  });
}

/**
 * When the delivery workers next have something to do: the earliest retry or lease end of a
 * pending delivery, or the earliest due `webhook.event` outbox row. Null when nothing waits.
 */
export async function nextWebhookWorkAt(services: Services): Promise<Date | null> {
  const result = await sql<{ deliveries: Date | null; events: Date | null }>`
    select
      (select min(greatest(next_attempt_at, coalesce(lease_until, next_attempt_at)))
        from webhook_deliveries where status = 'pending') as deliveries,
      (select min(greatest(available_at, coalesce(lease_until, available_at)))
        from outbox where status = 'pending' and topic = ${OUTCOME_EVENT_TOPIC}) as events`.execute(
    services.db,
  );
  const row = result.rows[0];
  const times = [row?.deliveries, row?.events]
    .filter((t): t is Date => t !== null && t !== undefined)
    .map((t) => new Date(t).getTime());
  return times.length ? new Date(Math.min(...times)) : null;
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
  /** The endpoint, read with the claim (absent: read by the attempt). */
  endpoint?: EndpointRow;
}

export interface DeliveryRunOptions {
  batchSize?: number;
  /** How long a claim lasts; default: `webhookLeaseMs` (the receiver timeout plus 5 s). */
  leaseMs?: number;
  /** At most this many deliveries per endpoint in one claim (and in flight, with `busy`). */
  perEndpoint?: number;
  /** Deliveries this worker has in flight per endpoint id: they count against `perEndpoint`. */
  busy?: ReadonlyMap<string, number>;
}

const leaseMsOf = (services: Services, options: DeliveryRunOptions) =>
  options.leaseMs ?? webhookLeaseMs(services.config);

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
  const batchSize = options.batchSize ?? 20;
  if (options.perEndpoint !== undefined) {
    return claimPerEndpoint(services, now, leaseUntil, leaseToken, batchSize, options);
  }
  const rows = await inTransaction(services.db, async (trx) => {
    const due = await trx
      .selectFrom("webhook_deliveries")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", now)
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)]))
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(batchSize)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const claimed = await trx
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
    const endpoints = await trx
      .selectFrom("webhook_endpoints")
      .selectAll()
      .where("id", "in", [...new Set(claimed.map((c) => c.endpoint_id))])
      .execute();
    const byId = new Map(endpoints.map((e) => [e.id, e]));
    return claimed.map((c) => ({ ...c, endpoint: byId.get(c.endpoint_id) }));
  });
  return rows.map((r) => ({
    ...(r.endpoint ? { endpoint: r.endpoint } : {}),
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

const ENDPOINT_COLUMNS = [
  "id",
  "developer_id",
  "environment",
  "url",
  "description",
  "secret_sealed",
  "previous_secret_sealed",
  "previous_secret_expires_at",
  "created_at",
  "deleted_at",
  "failing_since",
  "failure_notified_at",
  "failure_reminded_at",
] as const;

/**
 * The dispatcher's claim, in one statement: the first `perEndpoint - busy` due deliveries of each
 * endpoint (a window function, which FOR UPDATE does not allow in the same query), locked with the
 * due conditions checked again (a row another worker claimed meanwhile is skipped, never claimed
 * twice), leased, and returned with their endpoints.
 */
async function claimPerEndpoint(
  services: Services,
  now: Date,
  leaseUntil: Date,
  leaseToken: string,
  batchSize: number,
  options: DeliveryRunOptions,
): Promise<ClaimedDelivery[]> {
  const busy = JSON.stringify(Object.fromEntries(options.busy ?? []));
  const endpointColumns = sql.join(
    ENDPOINT_COLUMNS.map((c) => sql`e.${sql.ref(c)} as ${sql.ref(`e_${c}`)}`),
  );
  const result = await sql<Record<string, unknown>>`
    with due as (
      select id from webhook_deliveries
      where id in (
        select d.id from (
          select id, endpoint_id, next_attempt_at,
            row_number() over (partition by endpoint_id order by next_attempt_at, id) as rn
          from webhook_deliveries
          where status = 'pending' and next_attempt_at <= ${now}
            and (lease_until is null or lease_until <= ${now})
        ) d
        where d.rn <= ${options.perEndpoint} - coalesce((${busy}::jsonb ->> d.endpoint_id::text)::int, 0)
        order by d.next_attempt_at, d.id
        limit ${batchSize}
      )
      and status = 'pending' and next_attempt_at <= ${now}
      and (lease_until is null or lease_until <= ${now})
      for update skip locked
    ), claimed as (
      update webhook_deliveries w
      set lease_until = ${leaseUntil}, lease_token = ${leaseToken}, claims = w.claims + 1
      from due where w.id = due.id
      returning w.id, w.endpoint_id, w.event_id, w.event_type, w.body, w.attempts,
        w.max_attempts, w.claims, w.next_attempt_at
    )
    select c.*, ${endpointColumns}
    from claimed c join webhook_endpoints e on e.id = c.endpoint_id
    order by c.next_attempt_at, c.id`.execute(services.db);
  return result.rows.map((r) => ({
    id: r.id as string,
    leaseToken,
    endpointId: r.endpoint_id as string,
    eventId: r.event_id as string,
    eventType: r.event_type as string,
    body: r.body as string,
    attempt: (r.attempts as number) + 1,
    maxAttempts: r.max_attempts as number,
    claims: r.claims as number,
    endpoint: Object.fromEntries(
      ENDPOINT_COLUMNS.map((c) => [c, r[`e_${c}`]]),
    ) as unknown as EndpointRow,
  }));
}

export type AttemptOutcome = "delivered" | "retry" | "failed" | "lost_lease";

/** Makes the claimed attempt and records it (fenced on the lease: a stale worker writes nothing). */
export async function attemptWebhookDelivery(
  services: Services,
  claimed: ClaimedDelivery,
): Promise<AttemptOutcome> {
  const endpoint =
    claimed.endpoint ??
    (await services.db
      .selectFrom("webhook_endpoints")
      .selectAll()
      .where("id", "=", claimed.endpointId)
      .executeTakeFirstOrThrow());
  const startedAt = services.clock.now();
  let result: PostResult;
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
  // The receiver's answer for the delivery log (never logged elsewhere).
  const answer = result.response ?? { body: null, truncated: false, contentType: null };
  // The common case, a success on an endpoint that is not failing, is recorded in one statement:
  // the failure rules have nothing to do then. Should the endpoint be failing after all (another
  // attempt failed since the claim), nothing is written and the full path below runs.
  if (outcome === "delivered" && !endpoint.deleted_at && endpoint.failing_since === null) {
    const fast = await sql<{ updated: number; failing: boolean | null }>`
      with ok as (
        select not exists (
          select 1 from webhook_endpoints where id = ${claimed.endpointId} and failing_since is not null
        ) as ok
      ), u as (
        update webhook_deliveries set
          attempts = ${claimed.attempt}, status = 'delivered', next_attempt_at = null,
          lease_until = null, lease_token = null, last_response_status = ${result.status},
          last_error = null, last_attempt_at = ${startedAt}, completed_at = ${now}
        where id = ${claimed.id} and lease_token = ${claimed.leaseToken} and status = 'pending'
          and (select ok from ok)
        returning id
      ), i as (
        insert into webhook_attempts
          (id, delivery_id, endpoint_id, attempt, attempted_at, response_status, latency_ms, error,
           response_body, response_body_truncated, response_content_type)
        select ${newId()}, u.id, ${claimed.endpointId}, ${claimed.attempt}, ${startedAt},
          ${result.status}, ${result.latencyMs}, null, ${answer.body}, ${answer.truncated},
          ${answer.contentType}
        from u
        returning 1
      )
      select (select count(*) from u)::int as updated, not (select ok from ok) as failing`.execute(
      services.db,
    );
    const row = fast.rows[0];
    if (row && !row.failing) {
      const recorded: AttemptOutcome = row.updated === 1 ? "delivered" : "lost_lease";
      telemetry.webhookAttempt(recorded, result.latencyMs);
      return recorded;
    }
  }
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
        response_body: answer.body,
        response_body_truncated: answer.truncated,
        response_content_type: answer.contentType,
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
