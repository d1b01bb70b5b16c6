import nodemailer from "nodemailer";
import { telemetry } from "../telemetry";
import type { EmailLog, EmailPort } from "./email-port";

/**
 * The real e-mail transport: SMTP through nodemailer, selected by SMTP_URL
 * (`smtp://user:pass@host:587`, STARTTLS when the server offers it; `smtps://...:465` for TLS
 * from the start). Logs only the message id and the server's reply, never the address or body.
 */
export function createSmtpEmail(options: {
  url: string;
  from: string;
  log?: EmailLog;
  /** Connection and greeting timeouts (ms). */
  timeoutMs?: number;
}): EmailPort {
  const timeout = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport(options.url, {
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 2,
  } as object);
  return {
    async send(message) {
      const info = await telemetry.outbound("smtp send", { "messaging.system": "smtp" }, () =>
        transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        }),
      );
      options.log?.({ messageId: info.messageId, transport: "smtp" }, "e-mail sent");
      return { messageId: info.messageId };
    },
  };
}
