import type { Db, Trx } from "@intake/db";
import type { Caller } from "../accounts/callers/caller";
import type { SessionIssuer } from "../accounts/callers/session-issuer";
import type { IdentityPort } from "../accounts/identity/identity-port";
import type { PaymentPort } from "../billing/payments/payment-port";
import type { EncounterEvents } from "../encounters/lifecycle/events";
import type { ImageFetcher } from "../images/fetch-port";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { EmailPort } from "./email/email-port";
import type { OutboxHandlers } from "./outbox/run-outbox";

/**
 * Outside services behind ports. Each has an embedded implementation that makes the service
 * complete on one machine; features add their port here.
 */
export interface Ports {
  /** Fetches images callers name by URL (public addresses only). */
  imageFetcher: ImageFetcher;
  /** E-mail delivery (embedded: /dev/mailbox outside production). Used by the outbox worker. */
  email: EmailPort;
  /** Identity verification: Stripe Identity, or the embedded simulation (docs/identity.md). */
  identity: IdentityPort;
  /**
   * Resolves host names for webhook delivery and registration checks (default: the system
   * resolver). Tests give one that answers what they need (e.g. a name resolving to 127.0.0.1).
   */
  resolveHost?: (hostname: string) => Promise<string[]>;
  /** Payments (embedded processor by default; Stripe with PAYMENTS=stripe). */
  payments: PaymentPort;
}

/** What every verb may use: built once at start-up. */
export interface Services {
  db: Db;
  config: Config;
  clock: Clock;
  sessions: SessionIssuer;
  ports: Ports;
  /** Where encounter changes are published; apps/api registers the listeners. */
  encounterEvents: EncounterEvents;
  /** What the outbox worker runs for each topic; apps/api wires them. */
  outboxHandlers: OutboxHandlers;
}

/** Services plus who is calling; built once per request. */
export interface RequestContext extends Services {
  caller: Caller;
  requestId: string;
  /** The client's address: the socket, or X-Real-IP / X-Forwarded-For when TRUST_PROXY is set. */
  clientAddress: string;
  /**
   * Extra response headers a procedure asks the transport to send on success (e.g. the
   * pagination cursor of a list that must stay a top-level array). Absent outside HTTP.
   */
  responseHeaders?: Record<string, string>;
  /** The `Idempotency-Key` header of a POST/PATCH, when sent (kept 24 h per account). */
  idempotencyKey?: string;
}

export type DbOrTrx = Db | Trx;

/** What a request adds to the services. */
export type RequestFields = Omit<RequestContext, keyof Services>;

/**
 * A request's context: the services field by field, then the request's own fields. Not
 * `{ ...services, caller, ... }`: V8 (Node 20) builds an object literal that spreads and then
 * adds fields off its fast path, about a microsecond per request, and every context built here
 * has the one shape the verbs read.
 */
export function requestContext(services: Services, request: RequestFields): RequestContext {
  return {
    db: services.db,
    config: services.config,
    clock: services.clock,
    sessions: services.sessions,
    ports: services.ports,
    encounterEvents: services.encounterEvents,
    outboxHandlers: services.outboxHandlers,
    caller: request.caller,
    requestId: request.requestId,
    clientAddress: request.clientAddress,
    responseHeaders: request.responseHeaders,
    idempotencyKey: request.idempotencyKey,
  };
}
