import { inTransaction, type Trx } from "@intake/db";
import { loadOwnPatient } from "../../accounts/patients/load";
import type { AuditActor } from "../../kernel/audit/record-audit";
import { recordAudit } from "../../kernel/audit/record-audit";
import { newId } from "../../kernel/crypto";
import { DomainError } from "../../kernel/errors";
import { type Applied, applyEvents, type BillingServices } from "./billing";
import { submitPaidCheckout } from "./checkout";
import type { ProcessorCheckout, ProcessorEvent } from "./payment-port";
import { activeSeats, loadSubscription, syncSeatCount } from "./subscription-store";
import { addSeatRows } from "./update-subscription";

const PROCESSOR: AuditActor = { userId: null, kind: "processor" };

/** What a processor webhook did: applied, or seen before (the event id is stored). */
export interface WebhookOutcome {
  duplicate: boolean;
  type: string;
}

/**
 * POST /webhooks/stripe: the adapter verifies the signature and reads the objects from the
 * processor (outside any transaction); the events then apply once, in one transaction with the
 * event id stored in `processor_events`.
 */
export async function handleProcessorWebhook(
  services: BillingServices,
  rawBody: string,
  signature: string,
): Promise<WebhookOutcome> {
  const payments = services.ports.payments;
  if (!payments.receiveWebhook) {
    throw new DomainError(
      "route_not_found",
      `Processor webhooks are not enabled (PAYMENTS is ${payments.name}).`,
    );
  }
  const received = await payments.receiveWebhook(rawBody, signature);
  const outcome = await inTransaction(services.db, async (trx) => {
    const fresh = await trx
      .insertInto("processor_events")
      .values({
        id: received.eventId,
        processor: payments.name,
        type: received.type,
        received_at: services.clock.now(),
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!fresh) return { duplicate: true, type: received.type };
    await applyWebhookEvents(trx, services, received.events);
    return { duplicate: false, type: received.type };
  });
  if (!outcome.duplicate) {
    // A plan whose first payment failed asynchronously is not kept at the processor either.
    for (const event of received.events) {
      if (event.type !== "checkout.payment_failed" || !event.checkout.subscriptionId) continue;
      const canceled = await payments.cancelSubscription({
        subscriptionId: event.checkout.subscriptionId,
        idempotencyKey: `checkout-failed:${event.checkout.sessionId}`,
      });
      await inTransaction(services.db, (trx) => applyEvents(trx, services, canceled));
    }
  }
  return outcome;
}

/** Applies a webhook's events, then what a checkout's completion means for our side. */
export async function applyWebhookEvents(
  trx: Trx,
  services: BillingServices,
  events: ProcessorEvent[],
): Promise<void> {
  const applied = await applyEvents(trx, services, events);
  for (const event of events) {
    if (event.type === "checkout.completed" && event.checkout.mode === "subscription") {
      await checkoutCompleted(trx, services, event.checkout, applied);
    }
    if (event.type === "checkout.payment_failed") {
      await checkoutFailed(trx, services, event.checkout);
    }
  }
}

/**
 * A plan paid on the processor's page: the family member takes their seat and the encounter is
 * submitted, as the card form does. An asynchronous payment still processing is recorded so the
 * checkout page says so; its `async_payment_succeeded` completes it later.
 */
async function checkoutCompleted(
  trx: Trx,
  services: BillingServices,
  checkout: ProcessorCheckout,
  applied: Applied,
): Promise<void> {
  const now = services.clock.now();
  const { encounterId, patientId, userId } = checkout.metadata;
  if (!encounterId || !patientId || !userId) return;
  if (!checkout.paid) {
    await trx
      .insertInto("billing_intents")
      .values({
        id: newId(),
        user_id: userId,
        kind: "checkout.async",
        lane: null,
        encounter_id: encounterId,
        status: "awaiting",
        plan: JSON.stringify({ sessionId: checkout.sessionId }),
        processor_ref: checkout.sessionId,
        attempt_at: now,
        created_at: now,
      })
      .execute();
    return;
  }
  await trx
    .updateTable("billing_intents")
    .set({ status: "succeeded", completed_at: now })
    .where("processor_ref", "=", checkout.sessionId)
    .where("status", "=", "awaiting")
    .execute();
  const sub = await loadSubscription(trx, userId, { forUpdate: true });
  if (!sub || sub.processor_subscription_id !== checkout.subscriptionId) return;
  const patient = await loadOwnPatient(trx, userId, patientId, now);
  if (patient.relationship !== "self") {
    const seated = (await activeSeats(trx, sub.id)).some((s) => s.patient_id === patient.id);
    if (!seated) await addSeatRows(trx, sub.id, 1, patient.id, now);
  }
  await syncSeatCount(trx, sub, now);
  const encounter = await trx
    .selectFrom("encounters")
    .select(["id", "state", "user_id", "claimed_at"])
    .where("id", "=", encounterId)
    .forUpdate()
    .executeTakeFirst();
  // Paid for an encounter that can no longer be submitted (expired, canceled, claimed by
  // someone else): the plan stays; the person resubmits the letter as a subscriber.
  if (
    encounter?.state !== "readyForCheckout" ||
    (encounter.user_id && encounter.user_id !== userId)
  )
    return;
  const user = await trx
    .selectFrom("users")
    .select("email")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const invoice = applied.invoices.find((i) => i.status === "paid");
  await submitPaidCheckout(trx, services, PROCESSOR, {
    encounterId,
    claimedAt: encounter.claimed_at,
    userId,
    email: user.email,
    patientId,
    paid: {
      amount: invoice?.amount ?? 0,
      invoiceId: invoice?.id ?? null,
      invoiceNumber: invoice?.number ?? null,
    },
  });
}

/** The asynchronous payment failed: nothing was paid, the checkout link works again. */
async function checkoutFailed(trx: Trx, services: BillingServices, checkout: ProcessorCheckout) {
  const now = services.clock.now();
  await trx
    .updateTable("billing_intents")
    .set({ status: "failed", error: "the asynchronous payment failed", completed_at: now })
    .where("processor_ref", "=", checkout.sessionId)
    .where("status", "=", "awaiting")
    .execute();
  const { encounterId } = checkout.metadata;
  if (encounterId) {
    await recordAudit(trx, now, PROCESSOR, {
      action: "checkout.payment_failed",
      entityType: "encounter",
      entityId: encounterId,
      detail: { session: checkout.sessionId },
    });
  }
}
