import { inTransaction } from "@intake/db";
import { z } from "zod";
import { type AuditActor, recordAudit } from "../audit/record-audit";
import type { DbOrTrx, Ports, RequestContext, Services } from "../context";
import { DomainError, notFound } from "../errors";
import { isUuid } from "../patients/load";
import { requireDeveloperManager } from "./developer-caller";

/** Outbox topic of the billing worker: one row per usage record to charge. */
export const USAGE_BILLING_TOPIC = "billing.usage";

/** The idempotency key of the n-th charge for an encounter: a retry never charges twice. */
export const usageKey = (encounterId: string, seq: number) => `usage:${encounterId}:${seq}`;

/**
 * Whether the developer has a card the payment port can charge for live usage: a stored,
 * attached method (embedded processor), or a customer at Stripe (its default method).
 */
export async function hasCardOnFile(
  db: DbOrTrx,
  processor: "embedded" | "stripe",
  userId: string,
): Promise<boolean> {
  if (processor === "stripe") {
    const customer = await db
      .selectFrom("payment_customers")
      .select("user_id")
      .where("user_id", "=", userId)
      .where("processor", "=", "stripe")
      .executeTakeFirst();
    return customer !== undefined;
  }
  return (await latestMethodId(db, userId)) !== null;
}

async function latestMethodId(db: DbOrTrx, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("payment_methods")
    .select("id")
    .where("user_id", "=", userId)
    .where("detached_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export const paymentMethodRequired = () =>
  new DomainError(
    402,
    "payment_method_required",
    "Live keys bill each completed live review to a card: add one first (POST /api/v1/developers/me/payment-method, or the dashboard at /developers). Sandbox (test) keys need no card.",
  );

export const DeveloperCardInput = z.object({
  number: z.string().min(1).max(40).meta({ description: "Card number (digits; spaces allowed)" }),
  exp_month: z.union([z.string().max(4), z.number().int()]),
  exp_year: z.union([z.string().max(6), z.number().int()]),
  cvc: z.string().max(8),
});
export type DeveloperCardInput = z.infer<typeof DeveloperCardInput>;

export const DeveloperCard = z.object({
  brand: z.string(),
  last4: z.string(),
  createdAt: z.string(),
});
export type DeveloperCard = z.infer<typeof DeveloperCard>;

/**
 * POST /api/v1/developers/me/payment-method: the card live usage is charged to, checked and
 * stored by the payment port as brand + last4 (the newest card is the one charged).
 */
export async function addDeveloperCard({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: DeveloperCardInput;
}): Promise<DeveloperCard> {
  const manager = requireDeveloperManager(ctx.caller);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const user = await trx
      .selectFrom("users")
      .select("email")
      .where("id", "=", manager.userId)
      .executeTakeFirstOrThrow();
    const method = await ctx.ports.payments.addPaymentMethod(trx, {
      userId: manager.userId,
      email: user.email,
      card: input,
    });
    await recordAudit(
      trx,
      now,
      { userId: manager.userId, kind: ctx.caller.kind },
      {
        action: "developer.card_added",
        entityType: "payment_method",
        entityId: method.id,
        detail: { brand: method.brand },
      },
    );
    return { brand: method.brand, last4: method.last4, createdAt: now.toISOString() };
  });
}

/**
 * The billing worker (outbox topic `billing.usage`): charges one usage record through the
 * payment port as an invoice of kind `usage`, keyed `usage:<encounterId>:<seq>`. A retry after
 * a crash finds the invoice by its key (or the processor replays the key), so nothing is charged
 * twice. A declined card leaves the invoice `open` (shown on the dashboard); a voided record is
 * skipped.
 */
export async function billUsage(services: Services, payload: Record<string, unknown>) {
  const usageId = payload.usage_id;
  if (typeof usageId !== "string") throw new Error("usage payload has no usage_id");
  await inTransaction(services.db, async (trx) => {
    const usage = await trx
      .selectFrom("prescribing_usage")
      .selectAll()
      .where("id", "=", usageId)
      .forUpdate()
      .executeTakeFirst();
    if (!usage || usage.invoice_id !== null || usage.voided_at !== null) return;
    const at = new Date(usage.created_at);
    const invoice = await services.ports.payments.charge(trx, {
      userId: usage.developer_id,
      subscriptionId: null,
      paymentMethodId: (await latestMethodId(trx, usage.developer_id)) ?? "",
      kind: "usage",
      currency: "usd",
      lines: [
        {
          description: `Live review (${usage.outcome}), request ${usage.encounter_id}`,
          quantity: 1,
          amount: usage.amount_cents,
        },
      ],
      periodStart: at,
      periodEnd: at,
      idempotencyKey: usageKey(usage.encounter_id, usage.seq),
    });
    await trx
      .updateTable("prescribing_usage")
      .set({ invoice_id: invoice.id })
      .where("id", "=", usage.id)
      .execute();
  });
}

/**
 * Operators take back a usage charge (e.g. a review billed in error): a paid invoice is refunded
 * in full through the port, an open one voided, one not yet charged is never charged. Audited.
 */
export async function voidUsage(
  services: Pick<Services, "db" | "clock"> & { ports: Pick<Ports, "payments"> },
  actor: AuditActor,
  encounterId: string,
  reason: string,
): Promise<{ result: "refunded" | "voided" | "not_charged" | "already_voided"; amount: number }> {
  if (!isUuid(encounterId)) throw notFound("A usage record for that encounter", { public: true });
  const now = services.clock.now();
  return inTransaction(services.db, async (trx) => {
    const usage = await trx
      .selectFrom("prescribing_usage")
      .selectAll()
      .where("encounter_id", "=", encounterId)
      .forUpdate()
      .executeTakeFirst();
    if (!usage) throw notFound("A usage record for that encounter", { public: true });
    if (usage.voided_at !== null) return { result: "already_voided" as const, amount: 0 };
    let result: "refunded" | "voided" | "not_charged" = "not_charged";
    let amount = 0;
    const key = usageKey(usage.encounter_id, usage.seq);
    if (usage.invoice_id) {
      const invoice = await trx
        .selectFrom("invoices")
        .select(["id", "status", "amount", "amount_refunded"])
        .where("id", "=", usage.invoice_id)
        .executeTakeFirstOrThrow();
      if (invoice.status === "paid") {
        amount = invoice.amount - invoice.amount_refunded;
        if (amount > 0) {
          await services.ports.payments.refund(trx, {
            invoiceId: invoice.id,
            amount,
            reason,
            idempotencyKey: `${key}:refund`,
          });
        }
        result = "refunded";
      } else {
        await services.ports.payments.voidInvoice(trx, {
          invoiceId: invoice.id,
          reason,
          idempotencyKey: `${key}:void`,
        });
        result = "voided";
      }
    }
    await trx
      .updateTable("prescribing_usage")
      .set({ voided_at: now })
      .where("id", "=", usage.id)
      .execute();
    await recordAudit(trx, now, actor, {
      action: "usage.voided",
      entityType: "encounter",
      entityId: usage.encounter_id,
      detail: { result, amount, invoice_id: usage.invoice_id },
    });
    return { result, amount };
  });
}
