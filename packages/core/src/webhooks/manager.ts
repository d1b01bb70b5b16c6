import type { WebhookEndpointsTable } from "@intake/db";
import type { Selectable } from "kysely";
import type { Caller } from "../accounts/callers/caller";
import type { DbOrTrx, Services } from "../kernel/context";
import { unseal } from "../kernel/crypto";
import { badRequest, forbidden, notFound, unauthorized } from "../kernel/errors";
import type { WebhookEndpoint } from "./schemas";
import { defaultHostResolver, type UrlPolicy, type WebhookUrlRefused } from "./sender";

/** Who manages endpoints: a session (every environment) or a developer key (its own). */
export interface WebhookManager {
  userId: string;
  /** Set for a developer key: it sees and manages only this environment. */
  environment: "test" | "live" | null;
}

export function requireWebhookManager(caller: Caller): WebhookManager {
  if (caller.kind === "session") return { userId: caller.userId, environment: null };
  if (caller.kind === "developer_key")
    return { userId: caller.userId, environment: caller.environment };
  if (caller.kind === "anonymous") {
    throw unauthorized(
      "Authentication required: send a session token or a developer key as 'Authorization: Bearer <token>'.",
    );
  }
  throw unauthorized(
    "Webhook endpoints are managed with a session token or a developer key (ak_test_… / ak_live_…).",
    "wrong_credential",
  );
}

/** A developer key may only touch its own environment. */
export function assertEnvironment(manager: WebhookManager, environment: "test" | "live"): void {
  if (manager.environment && manager.environment !== environment) {
    throw forbidden(
      "wrong_environment",
      `A ${manager.environment} developer key manages ${manager.environment} endpoints only; use a ${environment} key or a session token.`,
    );
  }
}

export function urlPolicy(services: Services): UrlPolicy {
  return {
    allowPrivate: services.config.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
    resolve: services.ports.resolveHost ?? defaultHostResolver,
  };
}

export type EndpointRow = Selectable<WebhookEndpointsTable>;

/** The caller's endpoint (not deleted, within a developer key's environment), or 404. */
export async function loadEndpoint(
  db: DbOrTrx,
  manager: WebhookManager,
  id: string,
  forUpdate = false,
): Promise<EndpointRow> {
  let query = db
    .selectFrom("webhook_endpoints")
    .selectAll()
    .where("id", "=", id)
    .where("developer_id", "=", manager.userId)
    .where("deleted_at", "is", null);
  if (manager.environment) query = query.where("environment", "=", manager.environment);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound("The webhook endpoint");
  return row;
}

/** The secrets that sign now: current first, then the previous one while its overlap lasts. */
export function validSecrets(appSecret: string, row: EndpointRow, now: Date): string[] {
  const secrets = [unseal(appSecret, row.secret_sealed)];
  if (
    row.previous_secret_sealed &&
    row.previous_secret_expires_at &&
    row.previous_secret_expires_at > now
  )
    secrets.push(unseal(appSecret, row.previous_secret_sealed));
  return secrets;
}

export function toWebhookEndpoint(row: EndpointRow, now: Date): WebhookEndpoint {
  const rotating = row.previous_secret_expires_at && row.previous_secret_expires_at > now;
  return {
    id: row.id,
    url: row.url,
    environment: row.environment,
    description: row.description,
    createdAt: row.created_at.toISOString(),
    failing: row.failing_since !== null,
    previousSecretExpiresAt: rotating
      ? (row.previous_secret_expires_at as Date).toISOString()
      : null,
  };
}

export const badUrl = (code: WebhookUrlRefused["code"], message: string) =>
  badRequest(code, message, { field: "url" });
