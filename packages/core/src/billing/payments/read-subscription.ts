import { requireAccount } from "../../accounts/callers/caller";
import type { RequestContext } from "../../kernel/context";
import { DomainError } from "../../kernel/errors";
import { decodeCursor, olderThan, takePage } from "../../kernel/shared/keyset-page";
import { verb } from "../../kernel/verbs";
import { formatMoney } from "./money";
import {
  type CancellationPreview,
  type Invoice,
  ListInvoicesInput,
  type PaymentMethod,
  type Subscription,
} from "./schemas";
import {
  cancellationPlan,
  requireSubscription,
  toInvoice,
  toSubscription,
} from "./subscription-store";

/** GET /api/v1/subscriptions/me: 404 `subscription_not_found` when the user never subscribed. */
export async function getSubscription({ ctx }: { ctx: RequestContext }): Promise<Subscription> {
  const caller = requireAccount(ctx.caller);
  return toSubscription(await requireSubscription(ctx.db, caller.userId));
}

/** GET /api/v1/subscriptions/me/payment-method: brand and last4 of the charged card. */
export async function getPaymentMethod({ ctx }: { ctx: RequestContext }): Promise<PaymentMethod> {
  const caller = requireAccount(ctx.caller);
  const sub = await requireSubscription(ctx.db, caller.userId);
  const method = sub.payment_method_id
    ? await ctx.db
        .selectFrom("payment_methods")
        .select(["brand", "last4"])
        .where("id", "=", sub.payment_method_id)
        .executeTakeFirst()
    : undefined;
  if (!method) {
    throw new DomainError(
      "payment_method_not_found",
      "No payment method is on file for this subscription. Add a card at the checkout link of a complete letter.",
    );
  }
  return { brand: method.brand, last4: method.last4 };
}

/** GET /api/v1/subscriptions/me/invoices: most recent first, keyset-paginated. */
export const listInvoices = verb(
  ListInvoicesInput,
  async ({ ctx, input }): Promise<{ invoices: Invoice[]; nextCursor: string | null }> => {
    const caller = requireAccount(ctx.caller);
    await requireSubscription(ctx.db, caller.userId);
    const position = decodeCursor(input.cursor);
    let q = ctx.db
      .selectFrom("invoices")
      .select([
        "id",
        "number",
        "amount",
        "amount_refunded",
        "currency",
        "status",
        "hosted_invoice_url",
        "invoice_pdf_url",
        "created_at",
      ])
      .where("user_id", "=", caller.userId)
      // Usage invoices bill a developer account, not the subscription (shown on /developers).
      .where("kind", "!=", "usage");
    if (position) q = q.where(olderThan(position));
    const rows = await q
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(input.limit + 1)
      .execute();
    const { page, nextCursor } = takePage(rows, input.limit);
    return { invoices: page.map((r) => toInvoice(ctx.config, ctx.clock.now(), r)), nextCursor };
  },
);

/** GET /api/v1/subscriptions/me/cancellation-preview: refund variant B, explained per person. */
export async function getCancellationPreview({
  ctx,
}: {
  ctx: RequestContext;
}): Promise<CancellationPreview> {
  const caller = requireAccount(ctx.caller);
  const sub = await requireSubscription(ctx.db, caller.userId);
  const plan = await cancellationPlan(ctx.db, sub);
  const money = (n: number) => formatMoney(n, sub.currency);
  const people = plan.people.map((p) => ({
    patientId: p.patientId,
    role: p.role,
    periodAmount: p.periodAmount,
    hadPrescriptionThisPeriod: p.hadPrescriptionThisPeriod,
    refundAmount: p.refundAmount,
    explanation: p.hadPrescriptionThisPeriod
      ? `${p.role === "account_holder" ? "Account holder" : "Seat"}: a prescription was written this period, so this share (${money(p.periodAmount)}) is not refundable.`
      : p.refundAmount < p.periodAmount
        ? `${p.role === "account_holder" ? "Account holder" : "Seat"}: no prescription this period; ${money(p.refundAmount)} of ${money(p.periodAmount)} is refundable (capped by what was paid this cycle).`
        : `${p.role === "account_holder" ? "Account holder" : "Seat"}: no prescription this period, so this share (${money(p.periodAmount)}) is refunded in full.`,
  }));
  const now = ctx.clock.now();
  let explanation: string;
  if (sub.status === "canceled") {
    explanation = "The subscription is already canceled; nothing is refundable.";
  } else if (plan.refundable) {
    explanation = `Canceling with refundIfEligible true refunds ${money(plan.refundAmount)} now (to the original payment method within 5-10 business days) and ends the plan at once. Without it, the plan stays active until ${sub.current_period_end.toISOString()} and does not renew.`;
  } else {
    explanation = `Nothing is refundable this period, so a cancellation takes effect at the period end (${sub.current_period_end.toISOString()}): the plan stays active until then and does not renew.`;
  }
  return {
    refundable: plan.refundable,
    refundAmount: plan.refundAmount,
    currency: sub.currency,
    paidThisCycle: plan.paidThisCycle,
    effectiveDateIfRefunded: plan.refundable ? now.toISOString() : null,
    effectiveDateOtherwise: sub.current_period_end.toISOString(),
    people,
    explanation,
  };
}
