import nodemailer from "nodemailer";
import { telemetry } from "../telemetry";
import { type EmailLog, type EmailPort, htmlOf } from "./email-port";

export interface SmtpTimeouts {
  /** TCP connect (nodemailer `connectionTimeout`). */
  connectionMs: number;
  /** The server's greeting after connect (`greetingTimeout`). */
  greetingMs: number;
  /** Any wait for the server with nothing moving (`socketTimeout`): a silent server mid-send. */
  socketMs: number;
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 30_000,
};

/**
 * The real e-mail transport: a pooled SMTP transport through nodemailer, selected by SMTP_URL
 * (`smtp://user:pass@host:587`, STARTTLS when the server offers it; `smtps://...:465` for TLS
 * from the start). The timeouts are transport options (where nodemailer reads them; as message
 * defaults they would never apply). Every message is multipart: text and HTML. Logs only the
 * message id and the server's reply, never the address or body.
 */
export function createSmtpEmail(options: {
  url: string;
  from: string;
  log?: EmailLog;
  timeouts?: Partial<SmtpTimeouts>;
  /** Connections kept open to the server (nodemailer `maxConnections`). */
  poolSize?: number;
}): EmailPort {
  const timeouts = { ...DEFAULT_SMTP_TIMEOUTS, ...options.timeouts };
  const url = new URL(options.url);
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: options.poolSize ?? 2,
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    ...(url.username
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
  const serviceName = displayNameOf(options.from);
  return {
    async send(message) {
      const info = await telemetry.outbound("smtp send", { "messaging.system": "smtp" }, () =>
        transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? htmlOf(message.text, serviceName),
        }),
      );
      options.log?.({ messageId: info.messageId, transport: "smtp" }, "e-mail sent");
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/** `Telemedicine intake <no-reply@x>` -> `Telemedicine intake` (the address when there is no name). */
export function displayNameOf(from: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*<[^>]*>\s*$/.exec(from);
  return match?.[1]?.trim() || from.trim();
}
