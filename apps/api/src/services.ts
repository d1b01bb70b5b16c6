import {
  type Clock,
  type Config,
  createEmbeddedIssuer,
  createExternalIssuer,
  createImageFetcher,
  type Services,
} from "@intake/core";
import type { Db } from "@intake/db";

/** Wires the services every verb uses. Ports get their embedded implementations by default. */
export async function buildServices(db: Db, config: Config, clock: Clock): Promise<Services> {
  const sessions = config.AUTH_ISSUER ? createExternalIssuer(db, config, clock) : await createEmbeddedIssuer(db, config, clock);
  const imageFetcher = createImageFetcher({ timeoutMs: config.IMAGE_FETCH_TIMEOUT_MS });
  return { db, config, clock, sessions, ports: { imageFetcher } };
}
