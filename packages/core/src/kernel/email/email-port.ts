import type { Db } from "@intake/db";
import type { Clock } from "../clock";
import { newId } from "../crypto";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; absent: made from `text` (`htmlOf`). */
  html?: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

/**
 * The HTML part of a plain-text message: the same words, paragraphs kept, links clickable, the
 * service's name on top.
 */
export function htmlOf(text: string, serviceName: string): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((p) =>
      escapeHtml(p)
        .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')
        .replace(/\n/g, "<br>\n"),
    )
    .map((p) => `<p>${p}</p>`)
    .join("\n");
  const name = escapeHtml(serviceName);
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>${name}</title></head><body style="font-family: sans-serif; line-height: 1.5">\n<p><strong>${name}</strong></p>\n${paragraphs}\n</body></html>\n`;
}

/** Sends e-mail. Called only by the outbox worker, never inside a request's transaction. */
export interface EmailPort {
  send(message: EmailMessage): Promise<{ messageId: string }>;
  /** Closes pooled connections (SMTP), at shutdown. */
  close?(): void;
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
  /** Only log that a message went out (EMAIL_TRANSPORT=log), keeping nothing. */
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
