import { inTransaction } from "@intake/db";
import { sql } from "kysely";
import { actorOf, recordAudit } from "../kernel/audit/record-audit";
import type { RequestContext } from "../kernel/context";
import { badRequest, notFound } from "../kernel/errors";
import { isUuid } from "../kernel/ids";
import { consumeRateLimits } from "../kernel/rate-limit/rate-limit";
import { verb } from "../kernel/verbs";
import { maxAttemptsOf, queueDeliveries } from "./delivery";
import { newEventId, type OutcomeEnvelope } from "./emit-outcome-event";
import { loadEndpoint, requireWebhookManager } from "./manager";
import {
  ListWebhookDeliveriesInput,
  type QueuedWebhookDelivery,
  WebhookDeliveryIdInput,
  type WebhookDeliveryLog,
  WebhookEndpointIdInput,
} from "./schemas";

/** Placeholder ids of `webhook.test` (ignore them in outcome logic). */
export const TEST_EVENT_DATA = {
  encounter_id: "00000000-0000-0000-0000-000000000000",
  external_id: "webhook_test",
  status: "completed",
  rx_count: 0,
} as const;

/** Queues a `webhook.test` event to one endpoint; `sandbox` matches its environment. */
export const sendWebhookTest = verb(
  WebhookEndpointIdInput,
  async ({ ctx, input }): Promise<QueuedWebhookDelivery> => {
    const manager = requireWebhookManager(ctx.caller);
    const now = ctx.clock.now();
    return inTransaction(ctx.db, async (trx) => {
      const endpoint = await loadEndpoint(trx, manager, input.id);
      await limitManualSends(ctx, trx, endpoint.id);
      const envelope: OutcomeEnvelope = {
        id: newEventId(),
        type: "webhook.test",
        created: now.toISOString(),
        sandbox: endpoint.environment === "test",
        data: { ...TEST_EVENT_DATA },
      };
      const [deliveryId] = await queueDeliveries(trx, ctx, now, envelope, [endpoint]);
      await recordAudit(trx, now, actorOf(ctx.caller), {
        action: "webhook.test_sent",
        entityType: "webhook_endpoint",
        entityId: endpoint.id,
        detail: { event_id: envelope.id },
      });
      return { deliveryId: deliveryId as string, eventId: envelope.id, status: "pending" };
    });
  },
);

/**
 * Test events and redeliveries an endpoint may be sent per hour, together: each is a POST the
 * service makes to an address the caller chose. Counted in the caller's transaction, so a refused
 * request (429 `rate_limited`, `Retry-After`) does not use up more of the budget.
 */
async function limitManualSends(
  ctx: RequestContext,
  trx: Parameters<typeof consumeRateLimits>[0],
  endpointId: string,
): Promise<void> {
  const limit = ctx.config.WEBHOOK_MANUAL_SENDS_PER_HOUR;
  await consumeRateLimits(trx, ctx.clock, [
    {
      key: `webhook-manual-sends:${endpointId}`,
      limit,
      windowSeconds: 3600,
      message: (s) =>
        `This endpoint has had ${limit} test events and redeliveries this hour, the most allowed. Retry in ${s} seconds; scheduled deliveries and retries are not affected.`,
    },
  ]);
}

/** The endpoint's delivery log (one entry per attempt), newest first, 30 days. */
export const listWebhookDeliveries = verb(
  ListWebhookDeliveriesInput,
  async ({ ctx, input }): Promise<WebhookDeliveryLog> => {
    const manager = requireWebhookManager(ctx.caller);
    const endpoint = await loadEndpoint(ctx.db, manager, input.id);
    const position = decodeAttemptCursor(input.cursor);
    let query = ctx.db
      .selectFrom("webhook_attempts as a")
      .innerJoin("webhook_deliveries as d", "d.id", "a.delivery_id")
      .select([
        "a.id",
        "a.delivery_id",
        "a.attempt",
        "a.attempted_at",
        "a.response_status",
        "a.latency_ms",
        "a.error",
        "a.response_body",
        "a.response_body_truncated",
        "a.response_content_type",
        "d.event_id",
        "d.event_type",
        "d.status",
      ])
      .where("a.endpoint_id", "=", endpoint.id)
      .orderBy("a.attempted_at", "desc")
      .orderBy("a.id", "desc")
      .limit(input.limit + 1);
    if (position) {
      query = query.where(
        sql<boolean>`(a.attempted_at, a.id) < (${position.at}, ${position.id}::uuid)`,
      );
    }
    const rows = await query.execute();
    const page = rows.slice(0, input.limit);
    const last = page.at(-1);
    return {
      deliveries: page.map((r) => ({
        id: r.id,
        deliveryId: r.delivery_id,
        eventId: r.event_id,
        type: r.event_type,
        attempt: r.attempt,
        attemptedAt: r.attempted_at.toISOString(),
        responseStatus: r.response_status,
        latencyMs: r.latency_ms,
        error: r.error,
        responseBody: r.response_body,
        responseBodyTruncated: r.response_body_truncated,
        responseContentType: r.response_content_type,
        deliveryStatus: r.status,
      })),
      nextCursor:
        rows.length > input.limit && last
          ? Buffer.from(`${last.attempted_at.toISOString()}|${last.id}`).toString("base64url")
          : null,
    };
  },
);

function decodeAttemptCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (cursor === undefined) return null;
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const date = new Date(at ?? "");
  if (!id || !isUuid(id) || Number.isNaN(date.getTime())) {
    throw badRequest(
      "invalid_cursor",
      "cursor is not one this endpoint returned. Omit it to start from the newest.",
      { field: "cursor" },
    );
  }
  return { at: date, id };
}

/**
 * Sends a delivery again (same event id and bytes, fresh signatures): a new attempt now, with
 * the usual retries after it. A delivery still pending is left as it is.
 */
export const redeliverWebhook = verb(
  WebhookDeliveryIdInput,
  async ({ ctx, input }): Promise<QueuedWebhookDelivery> => {
    const manager = requireWebhookManager(ctx.caller);
    const now = ctx.clock.now();
    return inTransaction(ctx.db, async (trx) => {
      let query = trx
        .selectFrom("webhook_deliveries as d")
        .innerJoin("webhook_endpoints as e", "e.id", "d.endpoint_id")
        .select(["d.id", "d.event_id", "d.status", "d.attempts", "d.endpoint_id", "e.environment"])
        .where("d.id", "=", input.id)
        .where("d.developer_id", "=", manager.userId)
        .where("e.deleted_at", "is", null);
      if (manager.environment) query = query.where("e.environment", "=", manager.environment);
      const delivery = await query.forUpdate("d").executeTakeFirst();
      if (!delivery) throw notFound("The webhook delivery");
      await limitManualSends(ctx, trx, delivery.endpoint_id);
      if (delivery.status !== "pending") {
        await trx
          .updateTable("webhook_deliveries")
          .set({
            status: "pending",
            max_attempts: delivery.attempts + maxAttemptsOf(ctx),
            claims: 0,
            next_attempt_at: now,
            lease_until: null,
            lease_token: null,
            completed_at: null,
          })
          .where("id", "=", delivery.id)
          .execute();
      }
      await recordAudit(trx, now, actorOf(ctx.caller), {
        action: "webhook.redelivered",
        entityType: "webhook_delivery",
        entityId: delivery.id,
        detail: { event_id: delivery.event_id, was: delivery.status },
      });
      return { deliveryId: delivery.id, eventId: delivery.event_id, status: "pending" };
    });
  },
);
