import { actorOf, recordAudit } from "../audit/record-audit";
import { requireAccount } from "../callers/caller";
import type { RequestContext } from "../context";
import type { CancelSubscriptionInput, CancelSubscriptionResult } from "./schemas";
import {
  cancellationPlan,
  refundFromCycle,
  requireSubscription,
  syncProcessor,
  syncSeatCount,
  toSubscription,
  withIdempotency,
} from "./subscription-store";

/**
 * POST /api/v1/subscriptions/me/cancel (refund variant B). With `refundIfEligible` and a refund
 * due: the eligible shares are refunded now and the plan ends at once. Otherwise the plan stays
 * active to the period end and does not renew.
 */
export async function cancelSubscription({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: CancelSubscriptionInput;
}): Promise<CancelSubscriptionResult> {
  const caller = requireAccount(ctx.caller);
  const refundIfEligible = input?.refundIfEligible === true;
  return withIdempotency(
    ctx,
    caller.userId,
    "subscription.cancel",
    { refundIfEligible },
    async (trx, key) => {
      const now = ctx.clock.now();
      let sub = await requireSubscription(trx, caller.userId, { forUpdate: true });
      if (sub.status === "canceled") {
        return {
          refunded: false,
          refundAmount: 0,
          effectiveDate: (sub.canceled_at ?? sub.current_period_end).toISOString(),
          subscription: toSubscription(sub),
        };
      }
      const plan = await cancellationPlan(trx, sub);
      if (refundIfEligible && plan.refundable) {
        const refunded = await refundFromCycle(
          trx,
          ctx.ports.payments,
          sub,
          plan.refundAmount,
          "cancellation",
          `${key}:refund`,
        );
        await trx
          .updateTable("subscription_seats")
          .set({ released_at: now })
          .where("subscription_id", "=", sub.id)
          .where("released_at", "is", null)
          .execute();
        await trx
          .updateTable("subscriptions")
          .set({
            status: "canceled",
            canceled_at: now,
            cancel_at_period_end: false,
            updated_at: now,
          })
          .where("id", "=", sub.id)
          .execute();
        sub = await syncSeatCount(trx, sub, now);
        await syncProcessor(ctx.ports.payments, sub, key, { cancelNow: true });
        await recordAudit(trx, now, actorOf(ctx.caller), {
          action: "subscription.canceled",
          entityType: "subscription",
          entityId: sub.id,
          detail: { refundAmount: refunded, effective: "now" },
        });
        return {
          refunded: refunded > 0,
          refundAmount: refunded,
          effectiveDate: now.toISOString(),
          subscription: toSubscription(sub),
        };
      }
      sub = await trx
        .updateTable("subscriptions")
        .set({ cancel_at_period_end: true, updated_at: now })
        .where("id", "=", sub.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await syncProcessor(ctx.ports.payments, sub, key);
      await recordAudit(trx, now, actorOf(ctx.caller), {
        action: "subscription.cancel_scheduled",
        entityType: "subscription",
        entityId: sub.id,
        detail: { effective: "period_end" },
      });
      return {
        refunded: false,
        refundAmount: 0,
        effectiveDate: sub.current_period_end.toISOString(),
        subscription: toSubscription(sub),
      };
    },
  );
}
