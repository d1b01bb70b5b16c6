import type { Db, Trx } from "@intake/db";
import type { Caller } from "./callers/caller";
import type { SessionIssuer } from "./callers/session-issuer";
import type { Clock } from "./clock";
import type { Config } from "./config";

/**
 * Outside services behind ports. Each has an embedded implementation that makes the service
 * complete on one machine; features add their port here.
 */
// biome-ignore lint/suspicious/noEmptyInterface: ports are added by the features that need them
export interface Ports {}

/** What every verb may use: built once at start-up. */
export interface Services {
  db: Db;
  config: Config;
  clock: Clock;
  sessions: SessionIssuer;
  ports: Ports;
}

/** Services plus who is calling; built once per request. */
export interface RequestContext extends Services {
  caller: Caller;
  requestId: string;
  /** The client's address: the socket, or X-Real-IP / X-Forwarded-For when TRUST_PROXY is set. */
  clientAddress: string;
}

export type DbOrTrx = Db | Trx;
