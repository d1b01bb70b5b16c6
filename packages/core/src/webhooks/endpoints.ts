import { inTransaction } from "@intake/db";
import { sql } from "kysely";
import { actorOf, recordAudit } from "../kernel/audit/record-audit";
import type { RequestContext } from "../kernel/context";
import { newId, seal, unseal } from "../kernel/crypto";
import { conflict } from "../kernel/errors";
import { verb } from "../kernel/verbs";
import {
  assertEnvironment,
  badUrl,
  loadEndpoint,
  requireWebhookManager,
  toWebhookEndpoint,
  urlPolicy,
} from "./manager";
import {
  type CreatedWebhookEndpoint,
  CreateWebhookEndpointInput,
  MAX_ENDPOINTS_PER_ENVIRONMENT,
  SECRET_ROTATION_OVERLAP_MS,
  type WebhookEndpoint,
  WebhookEndpointIdInput,
  type WebhookEndpointSecret,
} from "./schemas";
import { checkedWebhookAddress, parseWebhookUrl, WebhookUrlRefused } from "./sender";
import { newWebhookSecret } from "./signing";

/** Registers an endpoint: HTTPS, public address, at most 5 per environment. */
export const createWebhookEndpoint = verb(
  CreateWebhookEndpointInput,
  async ({ ctx, input }): Promise<CreatedWebhookEndpoint> => {
    const manager = requireWebhookManager(ctx.caller);
    assertEnvironment(manager, input.environment);
    const policy = urlPolicy(ctx);
    let url: string;
    try {
      const parsed = parseWebhookUrl(input.url.trim(), policy);
      await checkedWebhookAddress(parsed, policy);
      url = parsed.toString();
    } catch (error) {
      if (error instanceof WebhookUrlRefused) throw badUrl(error.code, error.message);
      throw error;
    }
    const secret = newWebhookSecret();
    const now = ctx.clock.now();
    return inTransaction(ctx.db, async (trx) => {
      // Serialise creations of one developer so two at once cannot pass the limit together.
      await sql`select pg_advisory_xact_lock(hashtext(${`webhook_endpoints:${manager.userId}`}))`.execute(
        trx,
      );
      const count = await trx
        .selectFrom("webhook_endpoints")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("developer_id", "=", manager.userId)
        .where("environment", "=", input.environment)
        .where("deleted_at", "is", null)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_ENDPOINTS_PER_ENVIRONMENT) {
        throw conflict(
          "endpoint_limit_reached",
          `You have ${MAX_ENDPOINTS_PER_ENVIRONMENT} ${input.environment} endpoints, the most allowed; delete one first.`,
        );
      }
      const row = await trx
        .insertInto("webhook_endpoints")
        .values({
          id: newId(),
          developer_id: manager.userId,
          environment: input.environment,
          url,
          description: input.description?.trim() || null,
          secret_sealed: seal(ctx.config.APP_SECRET, secret),
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, now, actorOf(ctx.caller), {
        action: "webhook_endpoint.created",
        entityType: "webhook_endpoint",
        entityId: row.id,
        detail: { environment: row.environment },
      });
      return {
        id: row.id,
        url: row.url,
        environment: row.environment,
        description: row.description,
        secret,
        createdAt: row.created_at.toISOString(),
      };
    });
  },
);

/** The caller's endpoints (a developer key: its environment only), oldest first; no secrets. */
export async function listWebhookEndpoints({
  ctx,
}: {
  ctx: RequestContext;
}): Promise<WebhookEndpoint[]> {
  const manager = requireWebhookManager(ctx.caller);
  let query = ctx.db
    .selectFrom("webhook_endpoints")
    .selectAll()
    .where("developer_id", "=", manager.userId)
    .where("deleted_at", "is", null)
    .orderBy("created_at")
    .orderBy("id");
  if (manager.environment) query = query.where("environment", "=", manager.environment);
  const now = ctx.clock.now();
  return (await query.execute()).map((row) => toWebhookEndpoint(row, now));
}

export const getWebhookEndpoint = verb(
  WebhookEndpointIdInput,
  async ({ ctx, input }): Promise<WebhookEndpoint> => {
    const row = await loadEndpoint(ctx.db, requireWebhookManager(ctx.caller), input.id);
    return toWebhookEndpoint(row, ctx.clock.now());
  },
);

export const getWebhookEndpointSecret = verb(
  WebhookEndpointIdInput,
  async ({ ctx, input }): Promise<WebhookEndpointSecret> => {
    const row = await loadEndpoint(ctx.db, requireWebhookManager(ctx.caller), input.id);
    const now = ctx.clock.now();
    const rotating =
      row.previous_secret_sealed &&
      row.previous_secret_expires_at &&
      row.previous_secret_expires_at > now;
    return {
      secret: unseal(ctx.config.APP_SECRET, row.secret_sealed),
      previousSecret: rotating
        ? unseal(ctx.config.APP_SECRET, row.previous_secret_sealed as string)
        : null,
      previousSecretExpiresAt: rotating
        ? (row.previous_secret_expires_at as Date).toISOString()
        : null,
    };
  },
);

/** Deletes an endpoint: it receives nothing more (pending deliveries are dropped). */
export const deleteWebhookEndpoint = verb(
  WebhookEndpointIdInput,
  async ({ ctx, input }): Promise<WebhookEndpoint> => {
    const manager = requireWebhookManager(ctx.caller);
    const now = ctx.clock.now();
    return inTransaction(ctx.db, async (trx) => {
      await loadEndpoint(trx, manager, input.id, true);
      const row = await trx
        .updateTable("webhook_endpoints")
        .set({ deleted_at: now })
        .where("id", "=", input.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("webhook_deliveries")
        .set({
          status: "failed",
          completed_at: now,
          next_attempt_at: null,
          last_error: "endpoint deleted",
        })
        .where("endpoint_id", "=", input.id)
        .where("status", "=", "pending")
        // An attempt in flight (under a live lease) finishes and is logged; if it fails, its next
        // claim ends it as "endpoint deleted" without sending.
        .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)]))
        .execute();
      await recordAudit(trx, now, actorOf(ctx.caller), {
        action: "webhook_endpoint.deleted",
        entityType: "webhook_endpoint",
        entityId: row.id,
      });
      return toWebhookEndpoint(row, now);
    });
  },
);

/** A new secret; the old one keeps signing beside it for 24 hours. */
export const rotateWebhookEndpointSecret = verb(
  WebhookEndpointIdInput,
  async ({ ctx, input }): Promise<WebhookEndpointSecret> => {
    const manager = requireWebhookManager(ctx.caller);
    const now = ctx.clock.now();
    const secret = newWebhookSecret();
    const expiresAt = new Date(now.getTime() + SECRET_ROTATION_OVERLAP_MS);
    return inTransaction(ctx.db, async (trx) => {
      const row = await loadEndpoint(trx, manager, input.id, true);
      const previous = unseal(ctx.config.APP_SECRET, row.secret_sealed);
      await trx
        .updateTable("webhook_endpoints")
        .set({
          secret_sealed: seal(ctx.config.APP_SECRET, secret),
          previous_secret_sealed: row.secret_sealed,
          previous_secret_expires_at: expiresAt,
        })
        .where("id", "=", row.id)
        .execute();
      await recordAudit(trx, now, actorOf(ctx.caller), {
        action: "webhook_endpoint.secret_rotated",
        entityType: "webhook_endpoint",
        entityId: row.id,
      });
      return { secret, previousSecret: previous, previousSecretExpiresAt: expiresAt.toISOString() };
    });
  },
);
