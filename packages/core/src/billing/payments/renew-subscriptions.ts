import { applyEvents, type BillingServices } from "./billing";
import { purgeIdempotencyKeys, reconcileIntents } from "./billing-intents";

export interface RenewalResult {
  renewed: number;
  pastDue: number;
  ended: number;
  /** Idempotency keys past their 24 hours, forgotten by this pass. */
  idempotencyKeys: number;
  /** Billing intents left without an answer, executed again and finished by this pass. */
  reconciled: number;
}

/**
 * The billing sweep (every minute in the worker): intents left pending by a crash or an
 * unanswered processor call are executed again with the same keys and finished; a processor
 * whose clock runs here (embedded) renews, fails or ends the subscriptions whose period ended,
 * and its events are applied exactly as Stripe's webhooks are (period moved, `past_due` on a
 * declined renewal, seats that billed to the period end released). Stripe renews on its side.
 * Idempotent: each subscription moves in the processor's own compare-and-swap, and events are
 * matched by processor id.
 */
export async function renewSubscriptions(services: BillingServices): Promise<RenewalResult> {
  const result: RenewalResult = {
    renewed: 0,
    pastDue: 0,
    ended: 0,
    idempotencyKeys: await purgeIdempotencyKeys(services),
    reconciled: await reconcileIntents(services),
  };
  const events =
    (await services.ports.payments.advance?.(services.clock.now(), async (trx, batch) => {
      await applyEvents(trx, services, batch);
    })) ?? [];
  for (const event of events) {
    if (event.type === "subscription.canceled") result.ended++;
    if (event.type === "invoice.paid" && event.invoice.reason === "subscription_cycle")
      result.renewed++;
    if (event.type === "invoice.payment_failed" && event.invoice.reason === "subscription_cycle")
      result.pastDue++;
  }
  return result;
}
