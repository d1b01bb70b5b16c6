import type { Trx } from "@intake/db";
import { requireAccount } from "../../accounts/callers/caller";
import { actorOf, recordAudit } from "../../kernel/audit/record-audit";
import { newId } from "../../kernel/crypto";
import { conflict } from "../../kernel/errors";
import { verb } from "../../kernel/verbs";
import { applyEvents } from "./billing";
import { defineOperation, runOperation } from "./billing-intents";
import {
  allocateRefund,
  assertPaid,
  chargeSeats,
  type RefundAllocation,
  releaseSeats,
} from "./billing-steps";
import { prorate } from "./money";
import { type Subscription, UpdateSubscriptionInput } from "./schemas";
import {
  activeSeats,
  assertChangeable,
  paidThisCycle,
  requireSubscription,
  type SubscriptionRow,
  syncSeatCount,
  toSubscription,
} from "./subscription-store";

interface SeatsPlan {
  subscriptionId: string;
  processorSubscriptionId: string;
  /** Renewing seats after the change (the processor's seat quantity). */
  quantity: number;
  /** New unassigned seats to add once paid. */
  add: number;
  /** Unassigned seats released now, and the refund of their unused part. */
  release: string[];
  refunds: RefundAllocation[];
}

/**
 * PATCH /api/v1/subscriptions/me seat changes, as an operation: more seats are bought at the
 * processor (prorated and paid at once, applied only when paid); fewer release unassigned seats
 * now with their unused part refunded (capped by what was paid this cycle), and the processor's
 * quantity drops without proration.
 */
const changeSeats = defineOperation<SeatsPlan, Subscription>({
  kind: "seats.change",
  lane: "subscription",
  async execute(services, plan, key) {
    if (plan.add > 0) {
      return {
        events: await chargeSeats(services, plan.processorSubscriptionId, plan.quantity, key),
      };
    }
    return {
      events: await releaseSeats(
        services,
        plan.processorSubscriptionId,
        plan.quantity,
        plan.refunds,
        key,
      ),
    };
  },
  async finish(trx, services, plan, { events }, actor) {
    assertPaid(events);
    const now = services.clock.now();
    await applyEvents(trx, services, events);
    const sub = await requireSubscriptionById(trx, plan.subscriptionId);
    await addSeatRows(trx, sub.id, plan.add, null, now);
    if (plan.release.length > 0) {
      await trx
        .updateTable("subscription_seats")
        .set({ released_at: now })
        .where("id", "in", plan.release)
        .execute();
    }
    const updated = await syncSeatCount(trx, sub, now);
    await recordAudit(trx, now, actor, {
      action: "subscription.seats_changed",
      entityType: "subscription",
      entityId: updated.id,
      detail: { seatCount: updated.seat_count },
    });
    return toSubscription(updated);
  },
});

/**
 * PATCH /api/v1/subscriptions/me: sets the number of additional seats, prorated at once at the
 * processor. More seats: the new seats are charged for the rest of the period. Fewer:
 * unassigned seats are released now and their unused part refunded (capped by what was paid
 * this cycle); seats held by a patient are released with DELETE /api/v1/patients-with-seat/{id}.
 */
export const updateSubscription = verb(
  UpdateSubscriptionInput,
  async ({ ctx, input }): Promise<Subscription> => {
    const caller = requireAccount(ctx.caller);
    return runOperation(ctx, {
      userId: caller.userId,
      actor: actorOf(ctx.caller),
      op: changeSeats,
      request: { key: ctx.idempotencyKey, operation: "subscription.update", input },
      async prepare(trx) {
        const now = ctx.clock.now();
        const sub = await requireSubscription(trx, caller.userId, { forUpdate: true });
        assertChangeable(sub);
        if (sub.cancel_at_period_end) {
          throw conflict(
            "subscription_ending",
            "The subscription ends at the period end and cannot change. Seats stay as they are until then.",
          );
        }
        const renewing = (await activeSeats(trx, sub.id)).filter((s) => s.ends_at === null);
        const delta = input.seatCount - renewing.length;
        const plan: SeatsPlan = {
          subscriptionId: sub.id,
          processorSubscriptionId: sub.processor_subscription_id,
          quantity: input.seatCount,
          add: Math.max(0, delta),
          release: [],
          refunds: [],
        };
        if (delta === 0) return { done: toSubscription(sub) };
        if (delta < 0) {
          const free = renewing.filter((s) => s.patient_id === null);
          if (free.length < -delta) {
            throw conflict(
              "seats_in_use",
              `Only ${free.length} seat(s) are unassigned; the others belong to family members. Remove a family member with DELETE /api/v1/patients-with-seat/{patientId} instead.`,
              { unassignedSeats: free.length },
            );
          }
          const releasing = free.slice(free.length + delta);
          const unused = prorate(
            sub.seat_amount * releasing.length,
            sub.current_period_start,
            sub.current_period_end,
            now,
          );
          plan.release = releasing.map((s) => s.id);
          plan.refunds = await allocateRefund(
            trx,
            sub,
            Math.min(unused, await paidThisCycle(trx, sub)),
          );
        }
        return { plan };
      },
    });
  },
);

export async function requireSubscriptionById(trx: Trx, id: string): Promise<SubscriptionRow> {
  return trx
    .selectFrom("subscriptions")
    .selectAll()
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Seat rows for seats bought (for `patientId` when given, else unassigned). */
export async function addSeatRows(
  trx: Trx,
  subscriptionId: string,
  count: number,
  patientId: string | null,
  now: Date,
): Promise<void> {
  for (let i = 0; i < count; i++) {
    await trx
      .insertInto("subscription_seats")
      .values({
        id: newId(),
        subscription_id: subscriptionId,
        patient_id: patientId,
        created_at: now,
      })
      .execute();
  }
}
