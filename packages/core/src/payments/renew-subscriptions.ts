import { inTransaction } from "@intake/db";
import type { Services } from "../context";
import { addMonth } from "./money";
import { activeSeats, periodAmount, syncSeatCount } from "./subscription-store";

export interface RenewalResult {
  renewed: number;
  pastDue: number;
  ended: number;
  /** Idempotency keys past their 24 hours, forgotten by this pass. */
  idempotencyKeys: number;
}

/**
 * The renewal sweep: every active subscription whose period has ended either ends (canceled at
 * period end) or moves to the next period and is charged for it. Idempotent: the period moves by
 * compare-and-swap on its end, and the charge's idempotency key names the subscription and the
 * period, so two sweeps at once charge once. A declined renewal leaves an open invoice and sets
 * `past_due`, which blocks one-call submission. Seats scheduled to end are released (and their
 * patients archived) before the charge.
 */
export async function renewSubscriptions(
  services: Pick<Services, "db" | "clock" | "ports">,
): Promise<RenewalResult> {
  const { db, clock } = services;
  const now = clock.now();
  const due = await db
    .selectFrom("subscriptions")
    .select(["id"])
    .where("status", "=", "active")
    .where("current_period_end", "<=", now)
    // Stripe renews its subscriptions itself and reports by webhook.
    .where("processor", "=", "embedded")
    .limit(500)
    .execute();
  const result: RenewalResult = { renewed: 0, pastDue: 0, ended: 0, idempotencyKeys: 0 };
  const purged = await db
    .deleteFrom("idempotency_keys")
    .where("expires_at", "<=", now)
    .executeTakeFirst();
  result.idempotencyKeys = Number(purged.numDeletedRows);
  for (const { id } of due) {
    await inTransaction(db, async (trx) => {
      let sub = await trx
        .selectFrom("subscriptions")
        .selectAll()
        .where("id", "=", id)
        .where("status", "=", "active")
        .where("current_period_end", "<=", now)
        .forUpdate()
        .executeTakeFirst();
      if (!sub) return;
      const end = sub.current_period_end;
      // Seats that billed to this period end leave now, with their patients.
      const ending = (await activeSeats(trx, sub.id)).filter(
        (s) => s.ends_at !== null && s.ends_at <= end,
      );
      for (const seat of ending) {
        await trx
          .updateTable("subscription_seats")
          .set({ released_at: end })
          .where("id", "=", seat.id)
          .execute();
        if (seat.patient_id) {
          await trx
            .updateTable("patients")
            .set({ archived_at: end, updated_at: now })
            .where("id", "=", seat.patient_id)
            .where("archived_at", "is", null)
            .execute();
        }
      }
      if (sub.cancel_at_period_end) {
        await trx
          .updateTable("subscription_seats")
          .set({ released_at: end })
          .where("subscription_id", "=", sub.id)
          .where("released_at", "is", null)
          .execute();
        await trx
          .updateTable("subscriptions")
          .set({ status: "canceled", canceled_at: end, updated_at: now })
          .where("id", "=", sub.id)
          .execute();
        await syncSeatCount(trx, sub, now);
        result.ended++;
        return;
      }
      const seats = (await activeSeats(trx, sub.id)).length;
      const nextStart = end;
      const nextEnd = addMonth(end);
      const invoice = await services.ports.payments.charge(trx, {
        userId: sub.user_id,
        subscriptionId: sub.id,
        paymentMethodId: sub.payment_method_id ?? "",
        kind: "subscription_cycle",
        currency: sub.currency,
        lines: [
          { description: "Base plan (account holder)", quantity: 1, amount: sub.base_amount },
          ...(seats > 0
            ? [
                {
                  description: "Additional family seat",
                  quantity: seats,
                  amount: sub.seat_amount * seats,
                },
              ]
            : []),
        ],
        periodStart: nextStart,
        periodEnd: nextEnd,
        idempotencyKey: `renewal:${sub.id}:${nextStart.toISOString()}`,
      });
      sub = await trx
        .updateTable("subscriptions")
        .set({
          current_period_start: nextStart,
          current_period_end: nextEnd,
          status: invoice.status === "paid" ? "active" : "past_due",
          amount: periodAmount(sub, seats),
          updated_at: now,
        })
        .where("id", "=", sub.id)
        .where("current_period_end", "=", end)
        .returningAll()
        .executeTakeFirstOrThrow();
      await syncSeatCount(trx, sub, now);
      if (invoice.status === "paid") result.renewed++;
      else result.pastDue++;
    });
  }
  return result;
}
