import Stripe from "stripe";
import type { Config } from "./config";
import { telemetry } from "./telemetry";

/**
 * The Stripe API version this adapter is written and tested against. The client pins it, and
 * the webhook endpoint must be created with the same `api_version` (docs/payments.md): event
 * payloads follow the endpoint's version, not the client's. We read what matters by id from
 * the API anyway, so a payload of another version changes nothing.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

/** The Stripe client from configuration (host/port/protocol only for tests against a local fake). */
export function createStripeClient(config: Config): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  const client = new Stripe(config.STRIPE_SECRET_KEY, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
  });
  telemetry.stripeClient(client);
  return client;
}
