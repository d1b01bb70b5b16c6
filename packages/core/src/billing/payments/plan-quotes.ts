import { requireAccount } from "../../accounts/callers/caller";
import { loadOwnPatient } from "../../accounts/patients/load";
import type { RequestContext } from "../../kernel/context";
import { verb } from "../../kernel/verbs";
import { prorate } from "./money";
import { RemovePatientWithSeatInput, SeatChangeQuoteInput } from "./schemas";
import {
  activeSeats,
  paidThisCycle,
  periodAmount,
  planPersonRelease,
  requireSubscription,
} from "./subscription-store";

/**
 * What a seat change would cost, shown before the person confirms it: the same proration the
 * processor charges (more seats) or the refund a release gives (fewer unassigned seats).
 */
export interface SeatChangeQuote {
  currency: string;
  seatAmount: number;
  /** Seats that renew now, and after the change. */
  currentSeats: number;
  newSeats: number;
  /** Charged today for the rest of the period (more seats). */
  chargeNow: number;
  /** Refunded today for the unused part (fewer seats), capped by what was paid this cycle. */
  refundNow: number;
  /** What each period costs after the change. */
  monthlyAfter: number;
  periodEnd: string;
  /** Seats that hold nobody (only these can be removed by lowering the count). */
  unassignedSeats: number;
}

export const quoteSeatChange = verb(
  SeatChangeQuoteInput,
  async ({ ctx, input }): Promise<SeatChangeQuote> => {
    const caller = requireAccount(ctx.caller);
    const sub = await requireSubscription(ctx.db, caller.userId);
    const now = ctx.clock.now();
    const renewing = (await activeSeats(ctx.db, sub.id)).filter((s) => s.ends_at === null);
    const delta = input.seatCount - renewing.length;
    const unassigned = renewing.filter((s) => s.patient_id === null).length;
    const chargeNow =
      delta > 0
        ? prorate(sub.seat_amount * delta, sub.current_period_start, sub.current_period_end, now)
        : 0;
    const refundNow =
      delta < 0
        ? Math.min(
            prorate(
              sub.seat_amount * Math.min(-delta, unassigned),
              sub.current_period_start,
              sub.current_period_end,
              now,
            ),
            await paidThisCycle(ctx.db, sub),
          )
        : 0;
    return {
      currency: sub.currency,
      seatAmount: sub.seat_amount,
      currentSeats: renewing.length,
      newSeats: input.seatCount,
      chargeNow,
      refundNow,
      monthlyAfter: periodAmount(sub, input.seatCount),
      periodEnd: sub.current_period_end.toISOString(),
      unassignedSeats: unassigned,
    };
  },
);

/** What removing one person (and their seat) would do, shown before the person confirms it. */
export interface PersonRemovalQuote {
  patientId: string;
  name: string;
  holdsSeat: boolean;
  /** `now`: seat released and refund given at once; `period_end`: a prescription this period. */
  releaseAt: "now" | "period_end";
  refundAmount: number;
  currency: string | null;
  periodEnd: string | null;
}

export const quotePersonRemoval = verb(
  RemovePatientWithSeatInput,
  async ({ ctx, input }): Promise<PersonRemovalQuote> => {
    const caller = requireAccount(ctx.caller);
    const now = ctx.clock.now();
    const patient = await loadOwnPatient(ctx.db, caller.userId, input.patientId, now);
    const name = `${patient.first_name} ${patient.last_name}`.trim();
    const sub = await ctx.db
      .selectFrom("subscriptions")
      .selectAll()
      .where("user_id", "=", caller.userId)
      .executeTakeFirst();
    const seat = sub
      ? (await activeSeats(ctx.db, sub.id)).find((s) => s.patient_id === patient.id)
      : undefined;
    if (!sub || !seat) {
      return {
        patientId: patient.id,
        name,
        holdsSeat: false,
        releaseAt: "now",
        refundAmount: 0,
        currency: sub?.currency ?? null,
        periodEnd: sub?.current_period_end.toISOString() ?? null,
      };
    }
    if (seat.ends_at) {
      return {
        patientId: patient.id,
        name,
        holdsSeat: true,
        releaseAt: "period_end",
        refundAmount: 0,
        currency: sub.currency,
        periodEnd: seat.ends_at.toISOString(),
      };
    }
    const release = await planPersonRelease(ctx.db, sub, patient.id, now);
    return {
      patientId: patient.id,
      name,
      holdsSeat: true,
      releaseAt: release.releaseAt,
      refundAmount: release.refundAmount,
      currency: sub.currency,
      periodEnd: sub.current_period_end.toISOString(),
    };
  },
);

/** Who holds a seat: patient id to the seat's end (null: renews), and the unassigned count. */
export async function listSeatHolders({
  ctx,
}: {
  ctx: RequestContext;
}): Promise<{ holders: Map<string, string | null>; unassigned: number }> {
  const caller = requireAccount(ctx.caller);
  const sub = await ctx.db
    .selectFrom("subscriptions")
    .select("id")
    .where("user_id", "=", caller.userId)
    .executeTakeFirst();
  const holders = new Map<string, string | null>();
  if (!sub) return { holders, unassigned: 0 };
  let unassigned = 0;
  for (const seat of await activeSeats(ctx.db, sub.id)) {
    if (seat.patient_id) holders.set(seat.patient_id, seat.ends_at?.toISOString() ?? null);
    else if (seat.ends_at === null) unassigned++;
  }
  return { holders, unassigned };
}
