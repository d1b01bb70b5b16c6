import { inTransaction, type Trx } from "@intake/db";
import { type AuditActor, actorOf, recordAudit } from "../audit/record-audit";
import { requireAccount } from "../callers/caller";
import { isServedState } from "../catalogue/catalogue";
import type { RequestContext } from "../context";
import { newId, seal, sha256Hex } from "../crypto";
import type { EmailMessage } from "../email/email-port";
import { createSubmission } from "../encounters/create-submission";
import { chatEndpoint } from "../encounters/encounter-rules";
import { ageInYears } from "../encounters/pending-reasons";
import { badRequest, conflict, DomainError, gone } from "../errors";
import { enqueueOutbox } from "../outbox/enqueue";
import { EMAIL_TOPIC } from "../outbox/handlers";
import { isVerified, loadOwnPatient, type PatientRow } from "../patients/load";
import { onEncounterChanged } from "../prescribing/on-encounter-changed";
import { addMonth, formatMoney, prorate } from "./money";
import { type CardInput, cardDeclined } from "./payment-port";
import type { Invoice } from "./schemas";
import { activeSeats, loadSubscription, syncSeatCount, toInvoice } from "./subscription-store";

export interface CheckoutQuote {
  /** What paying now costs (0: the subscription already covers this patient). */
  amountDue: number;
  currency: string;
  lines: { description: string; amount: number }[];
  needsCard: boolean;
}

export interface CheckoutReceipt {
  encounterId: string;
  submissionId: string | null;
  amountCharged: number;
  currency: string;
  invoice: Invoice | null;
  chatUrl: string;
  chatEndpoint: string;
}

const linkInvalid = () =>
  new DomainError(
    404,
    "checkout_link_invalid",
    "This checkout link is not valid. It may have been replaced by a newer one after the letter was resubmitted: use the checkout_url of the latest response.",
  );

/** Base plan and seat prices of a new subscription, from configuration (minor units). */
function prices(ctx: RequestContext) {
  return {
    base: Math.round(Number(ctx.config.PRICE_BASE.slice(1)) * 100),
    seat: Math.round(Number(ctx.config.PRICE_SEAT.slice(1)) * 100),
    currency: "usd",
  };
}

/** What checkout will charge for this patient, given the account's subscription. */
export async function quoteCheckout(
  ctx: RequestContext,
  userId: string,
  patient: Pick<PatientRow, "id" | "relationship">,
): Promise<CheckoutQuote> {
  const sub = await loadSubscription(ctx.db, userId);
  const p = prices(ctx);
  const self = patient.relationship === "self";
  if (!sub || sub.status === "canceled") {
    const lines = [{ description: "Base plan (account holder), first month", amount: p.base }];
    if (!self) lines.push({ description: "Family seat, first month", amount: p.seat });
    return {
      amountDue: lines.reduce((a, l) => a + l.amount, 0),
      currency: p.currency,
      lines,
      needsCard: true,
    };
  }
  const lines: { description: string; amount: number }[] = [];
  if (sub.status === "past_due") {
    const open = await ctx.db
      .selectFrom("invoices")
      .select(["amount"])
      .where("subscription_id", "=", sub.id)
      .where("status", "=", "open")
      .execute();
    for (const inv of open) lines.push({ description: "Overdue renewal", amount: inv.amount });
  }
  const seated = (await activeSeats(ctx.db, sub.id)).some((s) => s.patient_id === patient.id);
  if (!self && !seated) {
    const now = ctx.clock.now();
    lines.push({
      description: `Family seat, prorated to ${sub.current_period_end.toISOString().slice(0, 10)}`,
      amount: prorate(sub.seat_amount, sub.current_period_start, sub.current_period_end, now),
    });
  }
  const amountDue = lines.reduce((a, l) => a + l.amount, 0);
  return {
    amountDue,
    currency: sub.currency,
    lines,
    needsCard:
      amountDue > 0 &&
      (sub.status === "past_due" || (!sub.payment_method_id && sub.processor === "embedded")),
  };
}

/** Why a patient cannot be checked out yet (the page shows the step to do), or null. */
export function patientBlocker(
  patient: PatientRow,
  now: Date,
):
  | "patient_incomplete"
  | "state_not_served"
  | "telehealth_consent_required"
  | "patient_not_id_verified"
  | null {
  if (!patient.state_of_residence || !patient.date_of_birth) return "patient_incomplete";
  if (!isServedState(patient.state_of_residence.toUpperCase())) return "state_not_served";
  if (!patient.consented_to_telehealth) return "telehealth_consent_required";
  if (!isVerified(patient, now)) return "patient_not_id_verified";
  return null;
}

export const WEIGHT_TEXT =
  "This person is under 19, so the letter must state the weight in kilograms (a # Weight section such as `32 kg`). Resubmit the letter with it, then use the new checkout link. Nothing was charged.";

/**
 * Under 19 (by the patient's date of birth) the letter must state a weight in kilograms (spec:
 * Letter, Weight), whatever age the letter itself gives.
 */
export async function weightMissing(
  db: Trx | RequestContext["db"],
  encounterId: string,
  patient: Pick<PatientRow, "date_of_birth">,
  now: Date,
): Promise<boolean> {
  if (!patient.date_of_birth || ageInYears(patient.date_of_birth, now) >= 19) return false;
  const turn = await db
    .selectFrom("turns")
    .select("query_text")
    .where("encounter_id", "=", encounterId)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  return !/\b\d+(?:[.,]\d+)?\s*(?:kg|kgs|kilograms?)\b/i.test(turn?.query_text ?? "");
}

const BLOCKER_TEXT = {
  patient_incomplete: "The patient's details are incomplete. Fill them in first.",
  state_not_served:
    "Clinical services are offered only to residents of the 18 served states; this patient's state is not served. Nothing was charged.",
  telehealth_consent_required: "The patient has not consented to telehealth yet.",
  patient_not_id_verified: "The patient's identity is not verified yet.",
};

/**
 * Pays a hosted checkout and submits the encounter, in one transaction: the encounter row is
 * locked first, so a double submit waits and then finds it paid (no second charge). Payment
 * creates or reuses the subscription (a family member who is not the account holder takes a
 * seat); the encounter is claimed by the account, bound to the patient and moved
 * `readyForCheckout -> submitted` with a submission; a receipt e-mail goes to the outbox.
 */
export async function completeCheckout({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: { encounterId: string; token: string; patientId: string; card?: CardInput };
}): Promise<CheckoutReceipt & { alreadyPaid: boolean; redirectUrl?: string }> {
  const caller = requireAccount(ctx.caller);
  const now = ctx.clock.now();
  if (!/^[0-9a-f]{64}$/.test(input.token) || !/^[0-9a-f-]{36}$/.test(input.encounterId))
    throw linkInvalid();
  return inTransaction(ctx.db, async (trx) => {
    const encounter = await trx
      .selectFrom("encounters")
      .selectAll()
      .where("id", "=", input.encounterId)
      .forUpdate()
      .executeTakeFirst();
    if (!encounter || encounter.encounter_token_hash !== sha256Hex(input.token))
      throw linkInvalid();
    if (encounter.user_id !== null && encounter.user_id !== caller.userId) throw claimedByOther();
    if (
      encounter.checkout_invoice_id !== null ||
      (encounter.state !== "readyForCheckout" && encounter.submitted_at)
    ) {
      const receipt = await loadReceipt(trx, ctx, encounter.id);
      if (receipt) return { ...receipt, alreadyPaid: true };
    }
    assertPayable(encounter, now);
    const patient = await loadOwnPatient(trx, caller.userId, input.patientId, now);
    if (encounter.patient_id && encounter.patient_id !== patient.id) {
      throw badRequest(
        "patient_already_bound",
        "This encounter is already bound to another patient. Choose that patient, or start a new encounter for this one.",
      );
    }
    const blocker = patientBlocker(patient, now);
    if (blocker) throw badRequest(blocker, BLOCKER_TEXT[blocker]);
    if (await weightMissing(trx, encounter.id, patient, now)) {
      throw badRequest("weight_required", WEIGHT_TEXT);
    }

    const user = await trx
      .selectFrom("users")
      .select(["email"])
      .where("id", "=", caller.userId)
      .executeTakeFirstOrThrow();
    const current = await loadSubscription(trx, caller.userId);
    const hosted = ctx.ports.payments.hostedCheckout;
    if (hosted && current?.status === "past_due") {
      // The processor retries the open renewal; paying it there restores the plan.
      const open = await trx
        .selectFrom("invoices")
        .select(["hosted_invoice_url"])
        .where("subscription_id", "=", current.id)
        .where("status", "=", "open")
        .orderBy("created_at", "desc")
        .executeTakeFirst();
      throw conflict(
        "subscription_past_due",
        `The last renewal payment failed. Pay the open invoice${open?.hosted_invoice_url ? ` at ${open.hosted_invoice_url}` : " (GET /api/v1/subscriptions/me/invoices)"}, then come back to this checkout link.`,
      );
    }
    if (hosted && current?.status !== "active") {
      // The processor takes the card on its own page; its webhook completes this checkout.
      const p = prices(ctx);
      const self = patient.relationship === "self";
      const { url } = await hosted({
        userId: caller.userId,
        email: user.email,
        encounterId: encounter.id,
        patientId: patient.id,
        baseAmount: p.base,
        seatAmount: p.seat,
        seats: self ? 0 : 1,
        currency: p.currency,
        successUrl: `${ctx.config.WEB_URL}/checkout/${encounter.id}?token=${input.token}&patient_id=${patient.id}`,
        cancelUrl: `${ctx.config.WEB_URL}/checkout/${encounter.id}?token=${input.token}&patient_id=${patient.id}`,
        idempotencyKey: `checkout:${encounter.id}:session:${patient.id}:${encounter.token_version}`,
      });
      return {
        encounterId: encounter.id,
        submissionId: null,
        amountCharged: 0,
        currency: p.currency,
        invoice: null,
        chatUrl: `${ctx.config.WEB_URL}/c/${encounter.id}`,
        chatEndpoint: chatEndpoint(encounter.id),
        alreadyPaid: false,
        redirectUrl: url,
      };
    }
    const paid = await payForPatient(trx, ctx, {
      userId: caller.userId,
      email: user.email,
      patient,
      card: input.card,
      keyBase: `checkout:${encounter.id}`,
    });

    const submissionId = await submitPaidCheckout(trx, ctx, actorOf(ctx.caller), {
      encounterId: encounter.id,
      claimedAt: encounter.claimed_at,
      userId: caller.userId,
      email: user.email,
      patientId: patient.id,
      paid,
    });
    const receipt = await loadReceipt(trx, ctx, encounter.id);
    return { ...(receipt as CheckoutReceipt), submissionId, alreadyPaid: false };
  });
}

/**
 * After payment, in the same transaction: the encounter is claimed by the account, bound to the
 * patient and moved `readyForCheckout -> submitted` with a submission; onEncounterChanged is
 * told; the receipt e-mail goes to the outbox. Shared by the card form and the Stripe webhook.
 */
export async function submitPaidCheckout(
  trx: Trx,
  services: Pick<RequestContext, "config" | "clock">,
  actor: AuditActor,
  a: {
    encounterId: string;
    claimedAt: Date | null;
    userId: string;
    email: string;
    patientId: string;
    paid: { amount: number; invoiceId: string | null; invoiceNumber: string | null };
  },
): Promise<string> {
  const now = services.clock.now();
  const { paid } = a;
  const moved = await trx
    .updateTable("encounters")
    .set({
      user_id: a.userId,
      claimed_at: a.claimedAt ?? now,
      patient_id: a.patientId,
      state: "submitted",
      submitted_at: now,
      billing_type: "subscription",
      billing_amount: paid.amount,
      billing_status: paid.amount > 0 ? "paid" : "included",
      checkout_invoice_id: paid.invoiceId,
      updated_at: now,
    })
    .where("id", "=", a.encounterId)
    .where("state", "=", "readyForCheckout")
    .returning("id")
    .executeTakeFirst();
  if (!moved)
    throw conflict(
      "encounter_changed",
      "The encounter changed during checkout. Reload the checkout page.",
    );
  await trx
    .updateTable("submissions")
    .set({ status: "canceled", canceled_at: now })
    .where("encounter_id", "=", a.encounterId)
    .where("status", "=", "active")
    .execute();
  const submissionId = await createSubmission(trx, now, actor, {
    encounterId: a.encounterId,
    userId: a.userId,
    patientId: a.patientId,
  });
  await onEncounterChanged(trx, now, a.encounterId, { kind: "submitted" });
  await recordAudit(trx, now, actor, {
    action: "checkout.completed",
    entityType: "encounter",
    entityId: a.encounterId,
    detail: { amount: paid.amount, invoiceId: paid.invoiceId },
  });
  await enqueueReceipt(trx, services, now, a.email, a.encounterId, paid);
  return submissionId;
}

const claimedByOther = () =>
  conflict(
    "claimed_by_other_account",
    "This encounter belongs to another account. Sign in with that account, or submit the letter again to start a new encounter. Nothing was charged.",
  );

function assertPayable(encounter: { state: string; expires_at: Date }, now: Date): void {
  if (encounter.expires_at.getTime() <= now.getTime()) {
    throw gone(
      "encounter_expired",
      "This encounter has expired. Submit the letter again to start a new one. Nothing was charged.",
    );
  }
  if (encounter.state === "closed" || encounter.state === "canceled") {
    throw conflict(
      "encounter_not_payable",
      `This encounter is ${encounter.state} and cannot be paid. Submit the letter again to start a new one. Nothing was charged.`,
    );
  }
  if (encounter.state === "open") {
    throw conflict(
      "letter_incomplete",
      "The letter is not complete yet: complete it and check it again before checkout.",
    );
  }
  if (encounter.state !== "readyForCheckout") {
    throw conflict(
      "encounter_not_payable",
      `This encounter is ${encounter.state}; there is nothing to pay.`,
    );
  }
}

/**
 * Creates or reuses the subscription for this patient, charging what is due: a new plan (base,
 * plus a seat for a family member), an overdue renewal, or a prorated seat for a family member
 * not yet seated. Every charge's idempotency key derives from the encounter.
 */
async function payForPatient(
  trx: Trx,
  ctx: RequestContext,
  a: { userId: string; email: string; patient: PatientRow; card?: CardInput; keyBase: string },
): Promise<{ amount: number; invoiceId: string | null; invoiceNumber: string | null }> {
  const now = ctx.clock.now();
  const payments = ctx.ports.payments;
  const self = a.patient.relationship === "self";
  let sub = await loadSubscription(trx, a.userId, { forUpdate: true });
  const needCard = () => {
    if (!a.card) throw badRequest("card_required", "Enter a card to pay for the subscription.");
    return a.card;
  };
  let total = 0;
  let invoiceId: string | null = null;
  let invoiceNumber: string | null = null;
  if (!sub || sub.status === "canceled") {
    const method = await payments.addPaymentMethod(trx, {
      userId: a.userId,
      email: a.email,
      card: needCard(),
    });
    const p = prices(ctx);
    const values = {
      processor_subscription_id: `sub_${newId().replaceAll("-", "").slice(0, 24)}`,
      plan: "base",
      status: "active",
      amount: p.base,
      currency: p.currency,
      seat_count: 0,
      base_amount: p.base,
      seat_amount: p.seat,
      processor: payments.name,
      payment_method_id: method.id,
      current_period_start: now,
      current_period_end: addMonth(now),
      cancel_at_period_end: false,
      canceled_at: null,
      updated_at: now,
    };
    sub = sub
      ? await trx
          .updateTable("subscriptions")
          .set(values)
          .where("id", "=", sub.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto("subscriptions")
          .values({ id: newId(), user_id: a.userId, created_at: now, ...values })
          .returningAll()
          .executeTakeFirstOrThrow();
    const lines = [{ description: "Base plan (account holder)", quantity: 1, amount: p.base }];
    if (!self) lines.push({ description: "Family seat", quantity: 1, amount: p.seat });
    const invoice = await payments.charge(trx, {
      userId: a.userId,
      subscriptionId: sub.id,
      paymentMethodId: method.id,
      kind: "subscription_create",
      currency: sub.currency,
      lines,
      periodStart: sub.current_period_start,
      periodEnd: sub.current_period_end,
      idempotencyKey: `${a.keyBase}:create`,
    });
    if (invoice.status !== "paid") throw cardDeclined();
    if (!self) {
      await trx
        .insertInto("subscription_seats")
        .values({ id: newId(), subscription_id: sub.id, patient_id: a.patient.id, created_at: now })
        .execute();
    }
    await syncSeatCount(trx, sub, now);
    return { amount: invoice.amount, invoiceId: invoice.id, invoiceNumber: invoice.number };
  }
  if (sub.status === "past_due" || (a.card && !sub.payment_method_id)) {
    const method = await payments.addPaymentMethod(trx, {
      userId: a.userId,
      email: a.email,
      card: needCard(),
    });
    sub = await trx
      .updateTable("subscriptions")
      .set({ payment_method_id: method.id, updated_at: now })
      .where("id", "=", sub.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  if (sub.status === "past_due") {
    const open = await trx
      .selectFrom("invoices")
      .selectAll()
      .where("subscription_id", "=", sub.id)
      .where("status", "=", "open")
      .execute();
    for (const inv of open) {
      const retry = await payments.charge(trx, {
        userId: a.userId,
        subscriptionId: sub.id,
        paymentMethodId: sub.payment_method_id as string,
        kind: "retry",
        currency: inv.currency,
        lines: typeof inv.lines === "string" ? JSON.parse(inv.lines) : inv.lines,
        periodStart: inv.period_start,
        periodEnd: inv.period_end,
        idempotencyKey: `${a.keyBase}:retry:${inv.id}`,
      });
      if (retry.status !== "paid") throw cardDeclined();
      await trx.updateTable("invoices").set({ status: "void" }).where("id", "=", inv.id).execute();
      total += retry.amount;
      invoiceId = retry.id;
      invoiceNumber = retry.number;
    }
    sub = await trx
      .updateTable("subscriptions")
      .set({ status: "active", updated_at: now })
      .where("id", "=", sub.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const seated = (await activeSeats(trx, sub.id)).some((s) => s.patient_id === a.patient.id);
  if (!self && !seated) {
    const free = (await activeSeats(trx, sub.id)).find(
      (s) => s.patient_id === null && s.ends_at === null,
    );
    if (free) {
      await trx
        .updateTable("subscription_seats")
        .set({ patient_id: a.patient.id })
        .where("id", "=", free.id)
        .execute();
    } else {
      if (!sub.payment_method_id && sub.processor === "embedded") needCard();
      const amount = prorate(
        sub.seat_amount,
        sub.current_period_start,
        sub.current_period_end,
        now,
      );
      const invoice = await payments.charge(trx, {
        userId: a.userId,
        subscriptionId: sub.id,
        paymentMethodId: sub.payment_method_id as string,
        kind: "checkout_seat",
        currency: sub.currency,
        lines: [
          {
            description: `Family seat, prorated to ${sub.current_period_end.toISOString().slice(0, 10)}`,
            quantity: 1,
            amount,
          },
        ],
        periodStart: sub.current_period_start,
        periodEnd: sub.current_period_end,
        idempotencyKey: `${a.keyBase}:seat`,
      });
      if (invoice.status !== "paid") throw cardDeclined();
      await trx
        .insertInto("subscription_seats")
        .values({ id: newId(), subscription_id: sub.id, patient_id: a.patient.id, created_at: now })
        .execute();
      total += invoice.amount;
      invoiceId = invoice.id;
      invoiceNumber = invoice.number;
    }
    await syncSeatCount(trx, sub, now);
  }
  return { amount: total, invoiceId, invoiceNumber };
}

/** The receipt of a paid (or covered) checkout, for the page that re-opens it. */
export async function loadReceipt(
  db: Trx | RequestContext["db"],
  ctx: Pick<RequestContext, "config">,
  encounterId: string,
): Promise<CheckoutReceipt | null> {
  const row = await db
    .selectFrom("encounters")
    .select(["id", "billing_amount", "checkout_invoice_id", "submitted_at"])
    .where("id", "=", encounterId)
    .executeTakeFirst();
  if (!row?.submitted_at) return null;
  const submission = await db
    .selectFrom("submissions")
    .select("id")
    .where("encounter_id", "=", encounterId)
    .where("status", "=", "active")
    .executeTakeFirst();
  const invoice = row.checkout_invoice_id
    ? await db
        .selectFrom("invoices")
        .selectAll()
        .where("id", "=", row.checkout_invoice_id)
        .executeTakeFirst()
    : undefined;
  return {
    encounterId,
    submissionId: submission?.id ?? null,
    amountCharged: row.billing_amount ?? 0,
    currency: invoice?.currency ?? "usd",
    invoice: invoice ? toInvoice(ctx.config, invoice) : null,
    chatUrl: `${ctx.config.WEB_URL}/c/${encounterId}`,
    chatEndpoint: chatEndpoint(encounterId),
  };
}

/** The receipt e-mail: amounts, invoice number and links only; no health information. */
async function enqueueReceipt(
  trx: Trx,
  ctx: Pick<RequestContext, "config">,
  now: Date,
  email: string,
  encounterId: string,
  paid: { amount: number; invoiceId: string | null; invoiceNumber: string | null },
): Promise<void> {
  const lines = [
    "Thank you. Your request was submitted for physician review.",
    "",
    paid.amount > 0
      ? `Charged: ${formatMoney(paid.amount, "usd")} (invoice ${paid.invoiceNumber}).`
      : "Nothing was charged: your subscription already covers this request.",
    "",
    `Follow the review and answer the physician here: ${ctx.config.WEB_URL}/c/${encounterId}`,
    `Invoices: ${ctx.config.WEB_URL}/account`,
    "",
    "Acceptance by the automated check does not guarantee a review or a review time.",
  ];
  const message: EmailMessage = { to: email, subject: "Your receipt", text: lines.join("\n") };
  await enqueueOutbox(trx, now, EMAIL_TOPIC, {
    kind: "checkout_receipt",
    sealed: seal(ctx.config.APP_SECRET, JSON.stringify(message)),
  });
}
