import type { Services } from "../context";
import { unseal } from "../crypto";
import type { EmailMessage } from "../email/email-port";
import { billUsage, USAGE_BILLING_TOPIC } from "../prescribing/usage-billing";
import { telemetry } from "../telemetry";
import { fanOutOutcomeEvent } from "../webhooks/delivery";
import { OUTCOME_EVENT_TOPIC } from "../webhooks/emit-outcome-event";

/** Delivers one outbox payload; throwing means "retry later". */
export type OutboxHandler = (services: Services, payload: Record<string, unknown>) => Promise<void>;

export const EMAIL_TOPIC = "email.send";

/**
 * One handler per topic. Features that need durable delivery (webhooks, reminders) add theirs
 * here. A row whose topic has no handler is marked dead at once.
 */
export const outboxHandlers: Record<string, OutboxHandler> = {
  /** The message is sealed with APP_SECRET in the row: it may carry a sign-in code. */
  [EMAIL_TOPIC]: async (services, payload) => {
    if (typeof payload.sealed !== "string") throw new Error("e-mail payload has no sealed message");
    const message = JSON.parse(unseal(services.config.APP_SECRET, payload.sealed)) as EmailMessage;
    const email = services.ports.email;
    if (!email) throw new Error("no e-mail port is configured");
    const transport = services.config.EMAIL_TRANSPORT;
    try {
      await email.send(message);
    } catch (error) {
      telemetry.emailSend("failed", transport);
      throw error;
    }
    telemetry.emailSend("sent", transport);
  },
  /** Outcome webhooks: fan the event out to the developer's endpoints as delivery rows. */
  [OUTCOME_EVENT_TOPIC]: (services, payload) => fanOutOutcomeEvent(services, payload),
  /** Usage billing of completed live reviews: one charge through the payment port. */
  [USAGE_BILLING_TOPIC]: billUsage,
};
