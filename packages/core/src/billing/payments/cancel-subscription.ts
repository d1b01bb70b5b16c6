import { requireAccount } from "../../accounts/callers/caller";
import { actorOf, recordAudit } from "../../kernel/audit/record-audit";
import { verb } from "../../kernel/verbs";
import { applyEvents } from "./billing";
import { defineOperation, runOperation } from "./billing-intents";
import { allocated, allocateRefund, executeRefunds, type RefundAllocation } from "./billing-steps";
import { CancelSubscriptionInput, type CancelSubscriptionResult } from "./schemas";
import {
  cancellationPlan,
  requireSubscription,
  syncSeatCount,
  toSubscription,
} from "./subscription-store";
import { requireSubscriptionById } from "./update-subscription";

interface CancelPlan {
  subscriptionId: string;
  processorSubscriptionId: string;
  /** `now`: refunded and ended at once; `period_end`: runs to its end and does not renew. */
  effective: "now" | "period_end";
  refunds: RefundAllocation[];
}

const cancel = defineOperation<CancelPlan, CancelSubscriptionResult>({
  kind: "subscription.cancel",
  lane: "subscription",
  async execute(services, plan, key) {
    const payments = services.ports.payments;
    if (plan.effective === "period_end") {
      return {
        events: await payments.setCancelAtPeriodEnd({
          subscriptionId: plan.processorSubscriptionId,
          cancelAtPeriodEnd: true,
          idempotencyKey: `${key}:cancel_at_period_end`,
        }),
      };
    }
    const events = await executeRefunds(services, plan.refunds, key, "cancellation");
    events.push(
      ...(await payments.cancelSubscription({
        subscriptionId: plan.processorSubscriptionId,
        idempotencyKey: `${key}:cancel`,
      })),
    );
    return { events };
  },
  async finish(trx, services, plan, { events }, actor) {
    const now = services.clock.now();
    await applyEvents(trx, services, events);
    let sub = await requireSubscriptionById(trx, plan.subscriptionId);
    if (plan.effective === "now" && sub.status !== "canceled") {
      // The processor's `subscription.canceled` normally did this already.
      await trx
        .updateTable("subscription_seats")
        .set({ released_at: now })
        .where("subscription_id", "=", sub.id)
        .where("released_at", "is", null)
        .execute();
      sub = await trx
        .updateTable("subscriptions")
        .set({ status: "canceled", canceled_at: now, cancel_at_period_end: false, updated_at: now })
        .where("id", "=", sub.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      sub = await syncSeatCount(trx, sub, now);
    }
    if (plan.effective === "period_end" && !sub.cancel_at_period_end) {
      sub = await trx
        .updateTable("subscriptions")
        .set({ cancel_at_period_end: true, updated_at: now })
        .where("id", "=", sub.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const refunded = allocated(plan.refunds);
    await recordAudit(trx, now, actor, {
      action: plan.effective === "now" ? "subscription.canceled" : "subscription.cancel_scheduled",
      entityType: "subscription",
      entityId: sub.id,
      detail:
        plan.effective === "now"
          ? { refundAmount: refunded, effective: "now" }
          : { effective: "period_end" },
    });
    return {
      refunded: refunded > 0,
      refundAmount: refunded,
      effectiveDate: (plan.effective === "now"
        ? (sub.canceled_at ?? now)
        : sub.current_period_end
      ).toISOString(),
      subscription: toSubscription(sub),
    };
  },
});

/**
 * POST /api/v1/subscriptions/me/cancel (refund variant B). With `refundIfEligible` and a refund
 * due: the eligible shares are refunded now and the plan ends at once. Otherwise the plan stays
 * active to the period end and does not renew.
 */
export const cancelSubscription = verb(
  CancelSubscriptionInput,
  async ({ ctx, input }): Promise<CancelSubscriptionResult> => {
    const caller = requireAccount(ctx.caller);
    const refundIfEligible = input?.refundIfEligible === true;
    return runOperation(ctx, {
      userId: caller.userId,
      actor: actorOf(ctx.caller),
      op: cancel,
      request: {
        key: ctx.idempotencyKey,
        operation: "subscription.cancel",
        input: { refundIfEligible },
      },
      async prepare(trx) {
        const sub = await requireSubscription(trx, caller.userId, { forUpdate: true });
        if (sub.status === "canceled" || (sub.cancel_at_period_end && !refundIfEligible)) {
          return {
            done: {
              refunded: false,
              refundAmount: 0,
              effectiveDate: (sub.status === "canceled"
                ? (sub.canceled_at ?? sub.current_period_end)
                : sub.current_period_end
              ).toISOString(),
              subscription: toSubscription(sub),
            },
          };
        }
        const refund = await cancellationPlan(trx, sub);
        const now = refundIfEligible && refund.refundable;
        return {
          plan: {
            subscriptionId: sub.id,
            processorSubscriptionId: sub.processor_subscription_id,
            effective: now ? ("now" as const) : ("period_end" as const),
            refunds: now ? await allocateRefund(trx, sub, refund.refundAmount) : [],
          },
        };
      },
    });
  },
);
