import { requireAccount } from "../../accounts/callers/caller";
import type { RequestContext } from "../../kernel/context";
import { newId } from "../../kernel/crypto";
import { conflict } from "../../kernel/errors";
import { customerFor } from "./billing";

/**
 * A page of the processor's that saves a card as the account's default (Stripe Checkout in
 * setup mode): the URL to send the signed-in person to. The card arrives by webhook
 * (`checkout.session.completed`, mode setup) as the customer's default payment method.
 */
export async function startCardSetup(ctx: RequestContext): Promise<{ url: string }> {
  const caller = requireAccount(ctx.caller);
  const payments = ctx.ports.payments;
  if (!payments.hostedCardSetup) {
    throw conflict(
      "hosted_payment_required",
      "This processor takes cards on our own form: use the card form of the dashboard.",
    );
  }
  const user = await ctx.db
    .selectFrom("users")
    .select("email")
    .where("id", "=", caller.userId)
    .executeTakeFirstOrThrow();
  const customerId = await customerFor(ctx, { id: caller.userId, email: user.email });
  return payments.hostedCardSetup({
    customerId,
    userId: caller.userId,
    successUrl: `${ctx.config.WEB_URL}/developers?card=saved`,
    cancelUrl: `${ctx.config.WEB_URL}/developers`,
    idempotencyKey: `card-setup:${caller.userId}:${newId()}`,
  });
}
