import type { Trx } from "@intake/db";
import { actorOf, recordAudit } from "../audit/record-audit";
import { requireAccount } from "../callers/caller";
import type { RequestContext } from "../context";
import { newId } from "../crypto";
import { conflict } from "../errors";
import { prorate } from "./money";
import { cardDeclined, type PaymentPort } from "./payment-port";
import type { Subscription, UpdateSubscriptionInput } from "./schemas";
import {
  activeSeats,
  assertChangeable,
  paidThisCycle,
  refundFromCycle,
  requireSubscription,
  type SubscriptionRow,
  syncProcessor,
  syncSeatCount,
  toSubscription,
  withIdempotency,
} from "./subscription-store";

/**
 * PATCH /api/v1/subscriptions/me: sets the number of additional seats, prorated at once. More
 * seats: the new seats are charged for the rest of the period. Fewer: unassigned seats are
 * released now and their unused part refunded (capped by what was paid this cycle); seats held
 * by a patient are released with DELETE /api/v1/patients-with-seat/{patientId}.
 */
export async function updateSubscription({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: UpdateSubscriptionInput;
}): Promise<Subscription> {
  const caller = requireAccount(ctx.caller);
  return withIdempotency(ctx, caller.userId, "subscription.update", input, async (trx, key) => {
    const now = ctx.clock.now();
    let sub = await requireSubscription(trx, caller.userId, { forUpdate: true });
    assertChangeable(sub);
    if (sub.cancel_at_period_end) {
      throw conflict(
        "subscription_ending",
        "The subscription ends at the period end and cannot change. Seats stay as they are until then.",
      );
    }
    const seats = await activeSeats(trx, sub.id);
    const renewing = seats.filter((s) => s.ends_at === null);
    const delta = input.seatCount - renewing.length;
    if (delta > 0) {
      await addSeats(trx, ctx.ports.payments, sub, delta, null, now, `${key}:charge`);
    } else if (delta < 0) {
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
      const refund = Math.min(unused, await paidThisCycle(trx, sub));
      await trx
        .updateTable("subscription_seats")
        .set({ released_at: now })
        .where(
          "id",
          "in",
          releasing.map((s) => s.id),
        )
        .execute();
      await refundFromCycle(trx, ctx.ports.payments, sub, refund, "seat_released", `${key}:refund`);
    }
    sub = await syncSeatCount(trx, sub, now);
    await syncProcessor(ctx.ports.payments, sub, key);
    await recordAudit(trx, now, actorOf(ctx.caller), {
      action: "subscription.seats_changed",
      entityType: "subscription",
      entityId: sub.id,
      detail: { seatCount: sub.seat_count },
    });
    return toSubscription(sub);
  });
}

/**
 * Adds `count` seats (for `patientId` when given), charging the prorated rest of the period on
 * the subscription's card. A declined charge throws 402 and the transaction rolls back.
 */
export async function addSeats(
  trx: Trx,
  payments: PaymentPort,
  sub: SubscriptionRow,
  count: number,
  patientId: string | null,
  now: Date,
  idempotencyKey: string,
): Promise<number> {
  const amount = prorate(
    sub.seat_amount * count,
    sub.current_period_start,
    sub.current_period_end,
    now,
  );
  if (!sub.payment_method_id && sub.processor === "embedded")
    throw cardDeclined("No card is on file. Pay at a checkout link to add one.");
  const invoice = await payments.charge(trx, {
    userId: sub.user_id,
    subscriptionId: sub.id,
    paymentMethodId: sub.payment_method_id ?? "",
    kind: "proration",
    currency: sub.currency,
    lines: [
      {
        description: `Additional seat, prorated to ${sub.current_period_end.toISOString().slice(0, 10)}`,
        quantity: count,
        amount,
      },
    ],
    periodStart: sub.current_period_start,
    periodEnd: sub.current_period_end,
    idempotencyKey,
  });
  if (invoice.status !== "paid") throw cardDeclined();
  for (let i = 0; i < count; i++) {
    await trx
      .insertInto("subscription_seats")
      .values({ id: newId(), subscription_id: sub.id, patient_id: patientId, created_at: now })
      .execute();
  }
  return amount;
}
