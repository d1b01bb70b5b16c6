import type { Db } from "@intake/db";
import type { Clock } from "../clock";
import { newId } from "../crypto";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail. Called only by the outbox worker, never inside a request's transaction. */
export interface EmailPort {
  send(message: EmailMessage): Promise<{ messageId: string }>;
}

export type EmailLog = (fields: Record<string, unknown>, message: string) => void;

/**
 * The embedded transport. Outside production it keeps every message in the `mailbox` table, shown
 * at /dev/mailbox, so sign-in works on one machine. In production it only logs that a message
 * went out: never the address, the subject's secrets or the body (which carries the code).
 */
export function createEmbeddedEmail(options: {
  db: Db;
  clock: Clock;
  production: boolean;
  log: EmailLog;
}): EmailPort {
  return {
    async send(message) {
      const messageId = newId();
      if (options.production) {
        options.log(
          { messageId, transport: "embedded" },
          "e-mail sent (embedded transport; content not kept)",
        );
        return { messageId };
      }
      await options.db
        .insertInto("mailbox")
        .values({
          id: messageId,
          to_address: message.to,
          subject: message.subject,
          body_text: message.text,
          created_at: options.clock.now(),
        })
        .execute();
      return { messageId };
    },
  };
}
