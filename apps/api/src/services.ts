import {
  createEmbeddedIdentity,
  createEmbeddedIssuer,
  createExternalIssuer,
  createStripeIdentity,
} from "@intake/core/accounts";
import {
  createEmbeddedProcessor,
  createStripeProcessor,
  type PaymentPort,
} from "@intake/core/billing";
import { patientNotices } from "@intake/core/care";
import { billUsage, prescribingOutcomes, USAGE_BILLING_TOPIC } from "@intake/core/developers";
import { createEncounterEvents, type EncounterEvents } from "@intake/core/encounters";
import { createImageFetcher } from "@intake/core/images";
import {
  type Clock,
  type Config,
  createEmbeddedEmail,
  createSmtpEmail,
  EMAIL_TOPIC,
  type OutboxHandlers,
  priceToMinorUnits,
  type Services,
  sendQueuedEmail,
} from "@intake/core/kernel";
import { fanOutOutcomeEvent, OUTCOME_EVENT_TOPIC } from "@intake/core/webhooks";
import type { Db } from "@intake/db";
import pino from "pino";

/** Wires the services every verb uses. Ports get their embedded implementations by default. */
export async function buildServices(db: Db, config: Config, clock: Clock): Promise<Services> {
  const sessions = config.AUTH_ISSUER
    ? createExternalIssuer(db, config, clock)
    : await createEmbeddedIssuer(db, config, clock);
  const imageFetcher = createImageFetcher({ timeoutMs: config.IMAGE_FETCH_TIMEOUT_MS });
  const mailLog = pino({ level: config.LOG_LEVEL, name: "email" });
  const log = (fields: Record<string, unknown>, message: string) => mailLog.info(fields, message);
  const email =
    config.EMAIL_TRANSPORT === "smtp" && config.SMTP_URL
      ? createSmtpEmail({
          url: config.SMTP_URL,
          from: config.MAIL_FROM,
          log,
          poolSize: config.SMTP_POOL_SIZE,
          timeouts: {
            connectionMs: config.SMTP_CONNECTION_TIMEOUT_MS,
            greetingMs: config.SMTP_GREETING_TIMEOUT_MS,
            socketMs: config.SMTP_SOCKET_TIMEOUT_MS,
          },
        })
      : createEmbeddedEmail({ db, clock, production: config.EMAIL_TRANSPORT === "log", log });
  const identity =
    config.IDENTITY_PROVIDER === "stripe"
      ? createStripeIdentity({ config })
      : createEmbeddedIdentity();
  const payments = paymentsFor(config, clock, db);
  const encounterEvents = encounterEventsFor(config);
  const outboxHandlers = outboxHandlersFor();
  return {
    db,
    config,
    clock,
    sessions,
    ports: { imageFetcher, email, identity, payments },
    encounterEvents,
    outboxHandlers,
  };
}

/**
 * Who hears encounter changes (the composition root decides), in this order, inside the
 * transaction of each change: the patient's notice e-mails (queued in the outbox), then the
 * prescribing surface's outcome events (request status and webhooks).
 */
export function encounterEventsFor(config: Config): EncounterEvents {
  return createEncounterEvents([patientNotices(config), prescribingOutcomes(config)]);
}

/**
 * What the outbox worker runs for each topic: e-mails through the e-mail port, outcome webhooks
 * fanned out to the developer's endpoints, usage billing through the payment port. A row whose
 * topic has no handler is marked dead at once.
 */
export function outboxHandlersFor(): OutboxHandlers {
  return {
    [EMAIL_TOPIC]: sendQueuedEmail,
    [OUTCOME_EVENT_TOPIC]: fanOutOutcomeEvent,
    [USAGE_BILLING_TOPIC]: billUsage,
  };
}

/** The payment processor PAYMENTS names (the server's, and the operator CLI's). */
export function paymentsFor(config: Config, clock: Clock, db: Db): PaymentPort {
  return config.PAYMENTS === "stripe"
    ? createStripeProcessor({ config })
    : createEmbeddedProcessor({
        db,
        clock,
        prices: {
          base: priceToMinorUnits(config.PRICE_BASE),
          seat: priceToMinorUnits(config.PRICE_SEAT),
          currency: "usd",
        },
      });
}
