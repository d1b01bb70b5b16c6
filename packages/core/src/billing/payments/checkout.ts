import { type EncountersTable, inTransaction, type Trx } from "@intake/db";
import { statesKilograms, weightRequired } from "@intake/evaluator";
import type { Selectable } from "kysely";
import { requireAccount } from "../../accounts/callers/caller";
import { isVerified, loadOwnPatient, type PatientRow } from "../../accounts/patients/load";
import { isServedState } from "../../catalogue/conditions/catalogue";
import { chatEndpoint } from "../../encounters/encounter-rules";
import { transitionEncounter } from "../../encounters/lifecycle/store";
import { ageInYears } from "../../encounters/pending-reasons";
import { latestLetter } from "../../encounters/read-letter-check";
import { type AuditActor, actorOf } from "../../kernel/audit/record-audit";
import type { DbOrTrx, RequestContext } from "../../kernel/context";
import { newId, seal, sha256Hex } from "../../kernel/crypto";
import type { EmailMessage } from "../../kernel/email/email-port";
import { EMAIL_TOPIC } from "../../kernel/email/outbox-email";
import { badRequest, conflict, DomainError, gone } from "../../kernel/errors";
import { enqueueOutbox } from "../../kernel/outbox/enqueue";
import { verb } from "../../kernel/verbs";
import { applyEvents, customerFor } from "./billing";
import { defineOperation, runOperation } from "./billing-intents";
import { assertPaid, chargeSeats } from "./billing-steps";
import { formatMoney, prorate } from "./money";
import type { ProcessorEvent } from "./payment-port";
import type { Invoice } from "./schemas";
import { CompleteCheckoutInput } from "./schemas";
import {
  activeSeats,
  loadSubscription,
  type SubscriptionRow,
  syncSeatCount,
  takeFreeSeat,
  toInvoice,
} from "./subscription-store";
import { addSeatRows } from "./update-subscription";

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
 * Letter, Weight), whatever age the letter itself gives. The rule and the reading of the letter
 * are the evaluator's own (rubric criterion 2: `weightRequired`, `statesKilograms`).
 */
export async function weightMissing(
  db: Trx | RequestContext["db"],
  encounterId: string,
  patient: Pick<PatientRow, "date_of_birth">,
  now: Date,
): Promise<boolean> {
  if (!patient.date_of_birth || !weightRequired(ageInYears(patient.date_of_birth, now)))
    return false;
  return letterWeightMissing(db, encounterId);
}

/**
 * Whether the encounter's latest letter states no weight in kilograms (`32 kg`, `32kg`, `32.5
 * kilograms`), read as the evaluator reads it for criterion 2 (the checkout asks for it).
 */
export async function letterWeightMissing(db: DbOrTrx, encounterId: string): Promise<boolean> {
  return !statesKilograms((await latestLetter(db, encounterId)) ?? "");
}

const BLOCKER_TEXT = {
  patient_incomplete: "The patient's details are incomplete. Fill them in first.",
  state_not_served:
    "Clinical services are offered only to residents of the 18 served states; this patient's state is not served. Nothing was charged.",
  telehealth_consent_required: "The patient has not consented to telehealth yet.",
  patient_not_id_verified: "The patient's identity is not verified yet.",
};

interface CheckoutPlan {
  encounterId: string;
  userId: string;
  email: string;
  patientId: string;
  claimedAt: string | null;
  customerId: string;
  /** `create`: a new plan; `retry`: pay the overdue renewal; `seat`: buy a seat on the plan. */
  mode: "create" | "retry" | "seat";
  seats: number;
  retry: string[];
  /** The seat quantity after buying one (retry or seat mode, for a family member not seated). */
  seatQuantity: number | null;
  processorSubscriptionId: string | null;
}

type CheckoutResult = CheckoutReceipt & { alreadyPaid: boolean; redirectUrl?: string };

/**
 * A checkout paid through the processor: the plan is created (or its overdue renewal paid, or a
 * seat bought) at the processor first, then the events are applied and the encounter submitted
 * in one transaction.
 */
const payCheckout = defineOperation<CheckoutPlan, CheckoutResult>({
  kind: "checkout.pay",
  lane: "subscription",
  async execute(services, plan, key) {
    const payments = services.ports.payments;
    const events: ProcessorEvent[] = [];
    if (plan.mode === "create") {
      if (!payments.createSubscription)
        throw new Error(`${payments.name} starts plans on its own page (hostedCheckout)`);
      events.push(
        ...(await payments.createSubscription({
          customerId: plan.customerId,
          seats: plan.seats,
          metadata: { userId: plan.userId },
          idempotencyKey: `${key}:create`,
        })),
      );
      return { events };
    }
    for (const invoiceId of plan.retry) {
      events.push(
        ...(await payments.payInvoice({ invoiceId, idempotencyKey: `${key}:pay:${invoiceId}` })),
      );
    }
    if (events.some((e) => e.type === "invoice.payment_failed")) return { events };
    if (plan.seatQuantity !== null && plan.processorSubscriptionId) {
      events.push(
        ...(await chargeSeats(services, plan.processorSubscriptionId, plan.seatQuantity, key)),
      );
    }
    return { events };
  },
  async finish(trx, services, plan, { events }, actor) {
    assertPaid(events);
    const now = services.clock.now();
    const applied = await applyEvents(trx, services, events);
    const sub = await loadSubscription(trx, plan.userId, { forUpdate: true });
    if (sub?.status !== "active") {
      throw new Error(`checkout ${plan.encounterId}: the plan is not active after payment`);
    }
    if (plan.seats > 0 || plan.seatQuantity !== null) {
      await addSeatRows(trx, sub.id, 1, plan.patientId, now);
      await syncSeatCount(trx, sub, now);
    }
    const paidInvoices = applied.invoices.filter((i) => i.status === "paid");
    const last = paidInvoices.at(-1);
    const submissionId = await submitPaidCheckout(trx, services, actor, {
      encounterId: plan.encounterId,
      claimedAt: plan.claimedAt ? new Date(plan.claimedAt) : null,
      userId: plan.userId,
      email: plan.email,
      patientId: plan.patientId,
      paid: {
        amount: paidInvoices.reduce((sum, i) => sum + i.amount, 0),
        invoiceId: last?.id ?? null,
        invoiceNumber: last?.number ?? null,
      },
    });
    const receipt = await loadReceipt(trx, services, plan.encounterId);
    return { ...(receipt as CheckoutReceipt), submissionId, alreadyPaid: false };
  },
});

/**
 * Pays a hosted checkout and submits the encounter. The checks run first without locks (so a
 * card is attached only for a checkout that can go on), then again under the encounter's lock
 * when the payment is recorded; a double submit waits for the first and then finds it paid (no
 * second charge). Payment creates or reuses the subscription (a family member who is not the
 * account holder takes a seat); the encounter is claimed by the account, bound to the patient
 * and moved `readyForCheckout -> submitted` with a submission; a receipt e-mail goes to the
 * outbox. With a processor that has its own page (Stripe), a new plan is paid there and its
 * webhook completes the checkout.
 */
export const completeCheckout = verb(
  CompleteCheckoutInput,
  async ({ ctx, input }): Promise<CheckoutResult> => {
    const caller = requireAccount(ctx.caller);
    if (!/^[0-9a-f]{64}$/.test(input.token) || !/^[0-9a-f-]{36}$/.test(input.encounterId))
      throw linkInvalid();
    const payments = ctx.ports.payments;
    const first = await checkCheckout(ctx.db, ctx, caller.userId, input);
    if (first.receipt) return first.receipt;
    const { encounter, patient, user, current } = first;

    if (payments.hostedCheckout && current?.status === "past_due") {
      // The processor retries the open renewal; paying it there restores the plan.
      const open = await ctx.db
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
    const customerId = await customerFor(ctx, { id: caller.userId, email: user.email });
    if (payments.hostedCheckout && current?.status !== "active") {
      // The processor takes the card on its own page; its webhook completes this checkout.
      const back = `${ctx.config.WEB_URL}/checkout/${encounter.id}?token=${input.token}&patient_id=${patient.id}`;
      // A session whose asynchronous payment failed is complete: the next try needs a new one.
      const failed = await ctx.db
        .selectFrom("billing_intents")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("encounter_id", "=", encounter.id)
        .where("kind", "=", "checkout.async")
        .where("status", "=", "failed")
        .executeTakeFirst();
      const { url } = await payments.hostedCheckout({
        customerId,
        userId: caller.userId,
        seats: patient.relationship === "self" ? 0 : 1,
        metadata: { encounterId: encounter.id, patientId: patient.id, userId: caller.userId },
        successUrl: back,
        cancelUrl: back,
        idempotencyKey: `checkout:${encounter.id}:session:${patient.id}:${encounter.token_version}:${Number(failed?.n ?? 0)}`,
      });
      return {
        encounterId: encounter.id,
        submissionId: null,
        amountCharged: 0,
        currency: "usd",
        invoice: null,
        chatUrl: `${ctx.config.WEB_URL}/c/${encounter.id}`,
        chatEndpoint: chatEndpoint(encounter.id),
        alreadyPaid: false,
        redirectUrl: url,
      };
    }
    if (input.card) {
      if (!payments.attachCard) throw new Error(`${payments.name} takes no card numbers`);
      // Outside any transaction: the card is the processor's; we keep its brand and last4.
      const attached = await payments.attachCard({
        customerId,
        card: input.card,
        idempotencyKey: `card:${caller.userId}:${newId()}`,
      });
      await inTransaction(ctx.db, (trx) => applyEvents(trx, ctx, attached));
    }
    const actor = actorOf(ctx.caller);
    return runOperation(ctx, {
      userId: caller.userId,
      actor,
      op: payCheckout,
      async prepare(trx) {
        const now = ctx.clock.now();
        const checked = await checkCheckout(trx, ctx, caller.userId, input, { lock: true });
        if (checked.receipt) return { done: checked.receipt };
        const { encounter } = checked;
        const sub = await loadSubscription(trx, caller.userId, { forUpdate: true });
        const self = patient.relationship === "self";
        const plan: CheckoutPlan = {
          encounterId: encounter.id,
          userId: caller.userId,
          email: user.email,
          patientId: patient.id,
          claimedAt: encounter.claimed_at?.toISOString() ?? null,
          customerId,
          mode: "create",
          seats: self ? 0 : 1,
          retry: [],
          seatQuantity: null,
          processorSubscriptionId: sub?.processor_subscription_id ?? null,
        };
        if (!sub || sub.status === "canceled") {
          if (!(await hasCard(trx, caller.userId)))
            throw badRequest("card_required", "Enter a card to pay for the subscription.");
          return { plan, encounterId: encounter.id };
        }
        plan.seats = 0;
        plan.mode = sub.status === "past_due" ? "retry" : "seat";
        if (sub.status === "past_due") {
          const open = await trx
            .selectFrom("invoices")
            .select("processor_invoice_id")
            .where("subscription_id", "=", sub.id)
            .where("status", "=", "open")
            .orderBy("created_at")
            .execute();
          plan.retry = open.map((i) => i.processor_invoice_id);
        }
        const seats = await activeSeats(trx, sub.id);
        const seated = seats.some((s) => s.patient_id === patient.id);
        // Someone without a seat takes a free one, or a new seat is charged.
        if (!self && !seated && (await takeFreeSeat(trx, sub, seats, patient.id, now)) === null) {
          if (!(await hasCard(trx, caller.userId)))
            throw badRequest("card_required", "Enter a card to pay for the family seat.");
          plan.seatQuantity = seats.filter((s) => s.ends_at === null).length + 1;
        }
        if (plan.retry.length > 0 || plan.seatQuantity !== null) {
          return { plan, encounterId: encounter.id };
        }
        // Covered by the plan (the account holder, a seated member, or a free seat): no charge.
        const submissionId = await submitPaidCheckout(trx, ctx, actor, {
          encounterId: encounter.id,
          claimedAt: encounter.claimed_at,
          userId: caller.userId,
          email: user.email,
          patientId: patient.id,
          paid: { amount: 0, invoiceId: null, invoiceNumber: null },
        });
        const receipt = await loadReceipt(trx, ctx, encounter.id);
        return { done: { ...(receipt as CheckoutReceipt), submissionId, alreadyPaid: false } };
      },
    });
  },
);

/** Whether a card is on file for the account (the processor's default method). */
async function hasCard(db: DbOrTrx, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("payment_methods")
    .select("id")
    .where("user_id", "=", userId)
    .where("detached_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The checks of a checkout, in order (the link, the account, a receipt when already paid, the
 * encounter's state, the patient): `lock` takes the encounter's row lock first.
 */
async function checkCheckout(
  db: DbOrTrx,
  ctx: RequestContext,
  userId: string,
  input: { encounterId: string; token: string; patientId: string },
  opts: { lock?: boolean } = {},
): Promise<
  | { receipt: CheckoutResult }
  | {
      receipt?: undefined;
      encounter: Selectable<EncountersTable>;
      patient: PatientRow;
      user: { email: string };
      current: SubscriptionRow | undefined;
    }
> {
  const now = ctx.clock.now();
  let q = db
    .selectFrom("encounters")
    .selectAll()
    .where("id", "=", input.encounterId)
    // A prescribing request has no checkout: its patient goes through the consent page.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("prescribing_requests as pr")
            .select("pr.encounter_id")
            .whereRef("pr.encounter_id", "=", "encounters.id"),
        ),
      ),
    );
  if (opts.lock) q = q.forUpdate();
  const encounter = await q.executeTakeFirst();
  if (!encounter || encounter.encounter_token_hash !== sha256Hex(input.token)) throw linkInvalid();
  if (encounter.user_id !== null && encounter.user_id !== userId) throw claimedByOther();
  if (
    encounter.checkout_invoice_id !== null ||
    (encounter.state !== "readyForCheckout" && encounter.submitted_at)
  ) {
    const receipt = await loadReceipt(db, ctx, encounter.id);
    if (receipt) return { receipt: { ...receipt, alreadyPaid: true } };
  }
  assertPayable(encounter, now);
  const processing = await db
    .selectFrom("billing_intents")
    .select("id")
    .where("encounter_id", "=", encounter.id)
    .where("kind", "=", "checkout.async")
    .where("status", "=", "awaiting")
    .executeTakeFirst();
  if (processing) {
    throw conflict(
      "payment_processing",
      "The payment for this checkout is still processing at your bank. The request is submitted as soon as it clears (we e-mail you); nothing more to pay.",
    );
  }
  const patient = await loadOwnPatient(db, userId, input.patientId, now);
  if (encounter.patient_id && encounter.patient_id !== patient.id) {
    throw badRequest(
      "patient_already_bound",
      "This encounter is already bound to another patient. Choose that patient, or start a new encounter for this one.",
    );
  }
  const blocker = patientBlocker(patient, now);
  if (blocker) throw badRequest(blocker, BLOCKER_TEXT[blocker]);
  if (await weightMissing(db, encounter.id, patient, now)) {
    throw badRequest("weight_required", WEIGHT_TEXT);
  }
  const user = await db
    .selectFrom("users")
    .select(["email"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const current = await loadSubscription(db, userId);
  return { encounter, patient, user, current };
}

/**
 * After payment, in the same transaction: the encounter is claimed by the account, bound to the
 * patient and moved `readyForCheckout -> submitted` with a submission (one lifecycle transition, which
 * publishes `submitted`); the receipt e-mail goes to the outbox. Shared by the card form and the Stripe webhook.
 */
export async function submitPaidCheckout(
  trx: Trx,
  services: Pick<RequestContext, "config" | "clock" | "encounterEvents">,
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
  const { submissionId } = await transitionEncounter(trx, services.encounterEvents, {
    id: a.encounterId,
    at: now,
    from: "readyForCheckout",
    to: "submitted",
    set: {
      user_id: a.userId,
      claimed_at: a.claimedAt ?? now,
      patient_id: a.patientId,
      submitted_at: now,
      billing_type: "subscription",
      billing_amount: paid.amount,
      billing_status: paid.amount > 0 ? "paid" : "included",
      checkout_invoice_id: paid.invoiceId,
    },
    submission: { actor, userId: a.userId, patientId: a.patientId, via: "checkout" },
    audit: {
      actor,
      action: "checkout.completed",
      detail: { amount: paid.amount, invoiceId: paid.invoiceId },
    },
    change: { kind: "submitted" },
    ifChanged: () =>
      conflict(
        "encounter_changed",
        "The encounter changed during checkout. Reload the checkout page.",
      ),
  });
  await enqueueReceipt(trx, services, now, a.email, a.encounterId, paid);
  return submissionId as string;
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

/** The receipt of a paid (or covered) checkout, for the page that re-opens it. */
export async function loadReceipt(
  db: Trx | RequestContext["db"],
  ctx: Pick<RequestContext, "config" | "clock">,
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
    invoice: invoice ? toInvoice(ctx.config, ctx.clock.now(), invoice) : null,
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
