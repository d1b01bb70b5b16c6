import type { Services } from "../context";
import { unseal } from "../crypto";
import { telemetry } from "../telemetry";
import type { EmailMessage } from "./email-port";

/** The outbox topic of e-mails; the worker sends each through the e-mail port. */
export const EMAIL_TOPIC = "email.send";

/**
 * The outbox handler of EMAIL_TOPIC. The message is sealed with APP_SECRET in the row: it may
 * carry a sign-in code.
 */
export async function sendQueuedEmail(
  services: Services,
  payload: Record<string, unknown>,
): Promise<void> {
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
}
