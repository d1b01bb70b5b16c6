/**
 * The money rules as pure functions (docs/payments.md). Every amount is an integer in minor
 * units (cents); a fraction of a cent is rounded half up, once, at the end of each rule.
 */

/** The same day-of-month one month later (UTC), clamped to the month's last day. */
export function addMonth(start: Date): Date {
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(start.getTime());
  d.setUTCDate(1);
  d.setUTCMonth(m % 12);
  if (m === 12) d.setUTCFullYear(y + 1);
  d.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return d;
}

/**
 * The part of `amount` for the rest of the period after `at`: amount x remaining / length.
 * Before the period: the whole amount; at or after its end: nothing.
 */
export function prorate(amount: number, periodStart: Date, periodEnd: Date, at: Date): number {
  const length = periodEnd.getTime() - periodStart.getTime();
  const remaining = Math.min(length, Math.max(0, periodEnd.getTime() - at.getTime()));
  if (length <= 0) return 0;
  return Math.round((amount * remaining) / length);
}

/** One person on the plan, as the refund rule sees them. */
export interface PersonShare {
  /** The patient holding this share (null: an unassigned seat or the holder with no profile). */
  patientId: string | null;
  role: "account_holder" | "seat";
  /** What this person's share of the current period costs. */
  periodAmount: number;
  hadPrescriptionThisPeriod: boolean;
}

export interface RefundPlan {
  people: (PersonShare & { refundAmount: number })[];
  /** Sum of eligible shares before the cap. */
  eligibleAmount: number;
  /** What was paid this cycle, net of refunds already given. */
  paidThisCycle: number;
  refundAmount: number;
  refundable: boolean;
}

/**
 * Refund variant B: each person with no prescription in the current period is refunded their
 * whole share of the period; people with a prescription get nothing back. The total is capped
 * by what was paid this cycle (net of earlier refunds), and the cap is taken from the last
 * people listed first, so the account holder's share is the last to be cut.
 */
export function planCancellationRefund(people: PersonShare[], paidThisCycle: number): RefundPlan {
  const paid = Math.max(0, paidThisCycle);
  const eligible = people.map((p) => (p.hadPrescriptionThisPeriod ? 0 : p.periodAmount));
  const eligibleAmount = eligible.reduce((a, b) => a + b, 0);
  let left = Math.min(eligibleAmount, paid);
  const refundAmount = left;
  const out = people.map((p, i) => {
    const share = Math.min(eligible[i] ?? 0, left);
    left -= share;
    return { ...p, refundAmount: share };
  });
  return {
    people: out,
    eligibleAmount,
    paidThisCycle: paid,
    refundAmount,
    refundable: refundAmount > 0,
  };
}

/**
 * Releasing one seat now: with a prescription for its patient this period the seat bills to the
 * end of the period (no refund); otherwise the unused part of the seat is refunded at once,
 * capped by what was paid this cycle.
 */
export function planSeatRelease(args: {
  seatAmount: number;
  periodStart: Date;
  periodEnd: Date;
  at: Date;
  hadPrescriptionThisPeriod: boolean;
  paidThisCycle: number;
}): { releaseAt: "now" | "period_end"; refundAmount: number } {
  if (args.hadPrescriptionThisPeriod) return { releaseAt: "period_end", refundAmount: 0 };
  const unused = prorate(args.seatAmount, args.periodStart, args.periodEnd, args.at);
  return { releaseAt: "now", refundAmount: Math.min(unused, Math.max(0, args.paidThisCycle)) };
}

/** Formats minor units for pages and e-mails: 4900 -> "$49.00". */
export function formatMoney(amount: number, currency: string): string {
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  const symbol = currency.toLowerCase() === "usd" ? "$" : `${currency.toUpperCase()} `;
  return `${sign}${symbol}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
