import type { Services } from "../../kernel/context";
import { purgeExpiredRateLimitBuckets } from "../../kernel/rate-limit/rate-limit";
import { purgeWebhookDeliveries } from "../../webhooks/delivery";

/** Sign-in codes are kept a day after they were made: long enough for the hourly request limits. */
const SIGNIN_CODE_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Ended sessions (expired or revoked) are kept a day, then deleted: a JWT naming none is refused. */
const SESSION_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  rateLimitBuckets: number;
  signinCodes: number;
  /** Sessions that ended (expired or were revoked) more than a day ago. */
  sessions: number;
  /** Webhook delivery results older than 30 days. */
  webhookDeliveries: number;
}

/**
 * Scheduled housekeeping as idempotent SQL: any instance may run it at any time, and running it
 * twice changes nothing more.
 */
export async function runSweepsOnce(
  services: Pick<Services, "db" | "clock">,
): Promise<SweepResult> {
  const { db, clock } = services;
  const rateLimitBuckets = await purgeExpiredRateLimitBuckets(db, clock);
  const codes = await db
    .deleteFrom("signin_codes")
    .where("created_at", "<", new Date(clock.now().getTime() - SIGNIN_CODE_RETENTION_MS))
    .executeTakeFirst();
  const dayAgo = new Date(clock.now().getTime() - SESSION_RETENTION_MS);
  const sessions = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<", dayAgo), eb("revoked_at", "<", dayAgo)]))
    .executeTakeFirst();
  const webhookDeliveries = await purgeWebhookDeliveries(services);
  return {
    rateLimitBuckets,
    signinCodes: Number(codes.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    webhookDeliveries,
  };
}
