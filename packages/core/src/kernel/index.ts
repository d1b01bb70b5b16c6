/** The kernel context's public surface (`@intake/core/kernel`). */
export {
  type AuditActor,
  type AuditEntry,
  actorOf,
  recordAudit,
} from "./audit/record-audit";
export * from "./clock";
export * from "./config";
export type * from "./context";
export { requestContext } from "./context";
export * from "./crypto";
export * from "./email/dev-mailbox";
export {
  createEmbeddedEmail,
  type EmailLog,
  type EmailMessage,
  type EmailPort,
  htmlOf,
} from "./email/email-port";
export { EMAIL_TOPIC, sendQueuedEmail } from "./email/outbox-email";
export {
  createSmtpEmail,
  DEFAULT_SMTP_TIMEOUTS,
  displayNameOf,
  type SmtpTimeouts,
} from "./email/smtp-email";
export * from "./error-codes";
export * from "./errors";
export { isUuid } from "./ids";
export { isPublicAddress } from "./net/addresses";
export {
  listOutboxRows,
  type OutboxRowSummary,
  retryDeadOutboxRows,
} from "./outbox/admin";
export { enqueueOutbox, OUTBOX_CHANNEL } from "./outbox/enqueue";
export {
  OUTBOX_DEFAULTS,
  type OutboxHandler,
  type OutboxHandlers,
  type OutboxRunResult,
  outboxBackoffMs,
  type RunOutboxOptions,
  redactAddresses,
  runOutboxOnce,
} from "./outbox/run-outbox";
export * from "./rate-limit/rate-limit";
export * from "./shared/schemas";
export { createStripeClient, STRIPE_API_VERSION } from "./stripe-client";
export * from "./telemetry";
export {
  isVerb,
  parseInput,
  type Unchecked,
  type ValidationIssue,
  type Verb,
  validationFailed,
  verb,
} from "./verbs";
