import { inTransaction, type Trx } from "@intake/db";
import { z } from "zod";
import { applyEvents, type BillingServices, customerFor } from "../../billing/payments/billing";
import { defineOperation, runOperation } from "../../billing/payments/billing-intents";
import { eventOf } from "../../billing/payments/payment-port";
import { type AuditActor, recordAudit } from "../../kernel/audit/record-audit";
import type { DbOrTrx } from "../../kernel/context";
import { newId } from "../../kernel/crypto";
import { DomainError, notFound } from "../../kernel/errors";
import { isUuid } from "../../kernel/ids";
import { verb } from "../../kernel/verbs";
import { requireDeveloperManager } from "./developer-caller";

/** Outbox topic of the billing worker: one row per usage record to charge. */
export const USAGE_BILLING_TOPIC = "billing.usage";

/** The idempotency key of the n-th charge for an encounter: a retry never charges twice. */
export const usageKey = (encounterId: string, seq: number) => `usage:${encounterId}:${seq}`;

/**
 * Whether the developer has a card on file that live usage can be charged to: the processor's
 * default method, mirrored as a payment method (embedded: typed on our form; Stripe: saved on
 * Stripe's page in setup mode).
 */
export async function hasCardOnFile(db: DbOrTrx, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("payment_methods")
    .select("id")
    .where("user_id", "=", userId)
    .where("detached_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

export const paymentMethodRequired = () =>
  new DomainError(
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
 * POST /api/v1/developers/me/payment-method: the card live usage is charged to, checked by the
 * embedded processor and kept as brand + last4 (the newest card is the default). With Stripe no
 * card number passes through our API: 409 `hosted_payment_required` with the page that saves a
 * card on Stripe (Checkout in setup mode).
 */
export const addDeveloperCard = verb(
  DeveloperCardInput,
  async ({ ctx, input }): Promise<DeveloperCard> => {
    const manager = requireDeveloperManager(ctx.caller);
    const payments = ctx.ports.payments;
    if (!payments.attachCard) {
      const url = `${ctx.config.WEB_URL}/developers/card-setup`;
      throw new DomainError(
        "hosted_payment_required",
        `Cards are saved on the payment processor's page, never sent to this API: open ${url} while signed in to the dashboard.`,
        { url },
      );
    }
    const now = ctx.clock.now();
    const user = await ctx.db
      .selectFrom("users")
      .select("email")
      .where("id", "=", manager.userId)
      .executeTakeFirstOrThrow();
    const customerId = await customerFor(ctx, { id: manager.userId, email: user.email });
    // Outside any transaction: the processor checks and keeps the card.
    const events = await payments.attachCard({
      customerId,
      card: input,
      idempotencyKey: `card:${manager.userId}:${newId()}`,
    });
    const attached = eventOf(events, "payment_method.attached")?.paymentMethod;
    if (!attached) throw new Error("the processor attached no card");
    return inTransaction(ctx.db, async (trx) => {
      await applyEvents(trx, ctx, events);
      const method = await trx
        .selectFrom("payment_methods")
        .select("id")
        .where("processor_payment_method_id", "=", attached.id)
        .executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        now,
        { userId: manager.userId, kind: ctx.caller.kind },
        {
          action: "developer.card_added",
          entityType: "payment_method",
          entityId: method.id,
          detail: { brand: attached.brand },
        },
      );
      return { brand: attached.brand, last4: attached.last4, createdAt: now.toISOString() };
    });
  },
);

interface UsagePlan {
  usageId: string;
  customerId: string;
  key: string;
  lines: { description: string; quantity: number; amount: number }[];
}

/**
 * Charges one usage record as a one-off invoice (kind `usage`) keyed `usage:<encounterId>:<seq>`
 * at the processor: a retry after a lost commit replays the same keys, so nothing is charged
 * twice. A declined card leaves the invoice `open` (shown on the dashboard).
 */
const chargeUsage = defineOperation<UsagePlan, null>({
  kind: "usage.charge",
  lane: null,
  async execute(services, plan) {
    return {
      events: await services.ports.payments.chargeInvoice({
        customerId: plan.customerId,
        currency: "usd",
        lines: plan.lines,
        metadata: { kind: "usage", usageId: plan.usageId, idempotencyKey: plan.key },
        idempotencyKey: plan.key,
      }),
    };
  },
  async finish(trx, services, plan, { events }) {
    const applied = await applyEvents(trx, services, events);
    const invoice = applied.invoices[0];
    if (!invoice) throw new Error(`usage ${plan.usageId}: the processor reported no invoice`);
    await trx
      .updateTable("prescribing_usage")
      .set({ invoice_id: invoice.id })
      .where("id", "=", plan.usageId)
      .where("invoice_id", "is", null)
      .execute();
    return null;
  },
});

/**
 * The billing worker (outbox topic `billing.usage`): charges one usage record through the
 * payment port (see chargeUsage). A voided or already charged record is skipped.
 */
export async function billUsage(services: BillingServices, payload: Record<string, unknown>) {
  const usageId = payload.usage_id;
  if (typeof usageId !== "string") throw new Error("usage payload has no usage_id");
  const usage = await services.db
    .selectFrom("prescribing_usage")
    .select("developer_id")
    .where("id", "=", usageId)
    .executeTakeFirst();
  if (!usage) return;
  await runOperation(services, {
    userId: usage.developer_id,
    actor: { userId: null, kind: "system" },
    op: chargeUsage,
    async prepare(trx) {
      const row = await trx
        .selectFrom("prescribing_usage")
        .selectAll()
        .where("id", "=", usageId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (row.invoice_id !== null || row.voided_at !== null) return { done: null };
      const customer = await trx
        .selectFrom("payment_customers")
        .select("processor_customer_id")
        .where("user_id", "=", row.developer_id)
        .where("processor", "=", services.ports.payments.name)
        .executeTakeFirst();
      if (!customer) {
        throw new Error(
          `usage ${row.id}: developer ${row.developer_id} has no customer at ${services.ports.payments.name}`,
        );
      }
      return {
        plan: {
          usageId: row.id,
          customerId: customer.processor_customer_id,
          key: usageKey(row.encounter_id, row.seq),
          lines: [
            {
              description: `Live review (${row.outcome}), request ${row.encounter_id}`,
              quantity: 1,
              amount: row.amount_cents,
            },
          ],
        },
      };
    },
  });
}

interface VoidUsagePlan {
  usageId: string;
  encounterId: string;
  result: "refunded" | "voided";
  processorInvoiceId: string;
  invoiceId: string;
  amount: number;
  key: string;
  reason: string;
}

/** Takes back a usage charge at the processor: a refund of a paid invoice, or a void. */
const takeBackUsage = defineOperation<
  VoidUsagePlan,
  { result: "refunded" | "voided"; amount: number }
>({
  kind: "usage.void",
  lane: null,
  async execute(services, plan) {
    const payments = services.ports.payments;
    if (plan.result === "voided") {
      return {
        events: await payments.voidInvoice({
          invoiceId: plan.processorInvoiceId,
          idempotencyKey: `${plan.key}:void`,
        }),
      };
    }
    if (plan.amount === 0) return { events: [] };
    return {
      events: await payments.refund({
        invoiceId: plan.processorInvoiceId,
        amount: plan.amount,
        metadata: { reason: plan.reason, idempotencyKey: `${plan.key}:refund` },
        idempotencyKey: `${plan.key}:refund`,
      }),
    };
  },
  async finish(trx, services, plan, { events }, actor) {
    await applyEvents(trx, services, events);
    await markVoided(trx, services.clock.now(), actor, plan.usageId, plan.encounterId, {
      result: plan.result,
      amount: plan.amount,
      invoice_id: plan.invoiceId,
    });
    return { result: plan.result, amount: plan.amount };
  },
});

async function markVoided(
  trx: Trx,
  now: Date,
  actor: AuditActor,
  usageId: string,
  encounterId: string,
  detail: { result: string; amount: number; invoice_id: string | null },
) {
  await trx
    .updateTable("prescribing_usage")
    .set({ voided_at: now })
    .where("id", "=", usageId)
    .execute();
  await recordAudit(trx, now, actor, {
    action: "usage.voided",
    entityType: "encounter",
    entityId: encounterId,
    detail,
  });
}

/**
 * Operators take back a usage charge (e.g. a review billed in error): a paid invoice is refunded
 * in full through the port, an open one voided, one not yet charged is never charged. Audited.
 */
export async function voidUsage(
  services: BillingServices,
  actor: AuditActor,
  encounterId: string,
  reason: string,
): Promise<{ result: "refunded" | "voided" | "not_charged" | "already_voided"; amount: number }> {
  if (!isUuid(encounterId)) throw notFound("A usage record for that encounter", { public: true });
  const usage = await services.db
    .selectFrom("prescribing_usage")
    .select("developer_id")
    .where("encounter_id", "=", encounterId)
    .executeTakeFirst();
  if (!usage) throw notFound("A usage record for that encounter", { public: true });
  return runOperation<
    VoidUsagePlan,
    { result: "refunded" | "voided" | "not_charged" | "already_voided"; amount: number }
  >(services, {
    userId: usage.developer_id,
    actor,
    op: takeBackUsage,
    async prepare(trx) {
      const now = services.clock.now();
      const row = await trx
        .selectFrom("prescribing_usage")
        .selectAll()
        .where("encounter_id", "=", encounterId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (row.voided_at !== null) return { done: { result: "already_voided", amount: 0 } };
      if (!row.invoice_id) {
        await markVoided(trx, now, actor, row.id, row.encounter_id, {
          result: "not_charged",
          amount: 0,
          invoice_id: null,
        });
        return { done: { result: "not_charged", amount: 0 } };
      }
      const invoice = await trx
        .selectFrom("invoices")
        .select(["id", "status", "amount", "amount_refunded", "processor_invoice_id"])
        .where("id", "=", row.invoice_id)
        .executeTakeFirstOrThrow();
      const key = usageKey(row.encounter_id, row.seq);
      const base = {
        usageId: row.id,
        encounterId: row.encounter_id,
        processorInvoiceId: invoice.processor_invoice_id,
        invoiceId: invoice.id,
        key,
        reason,
      };
      if (invoice.status === "paid") {
        return {
          plan: { ...base, result: "refunded", amount: invoice.amount - invoice.amount_refunded },
        };
      }
      if (invoice.status === "void") {
        await markVoided(trx, now, actor, row.id, row.encounter_id, {
          result: "voided",
          amount: 0,
          invoice_id: invoice.id,
        });
        return { done: { result: "voided", amount: 0 } };
      }
      return { plan: { ...base, result: "voided", amount: 0 } };
    },
  });
}
