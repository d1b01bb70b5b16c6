import type { InvoiceKind, InvoiceLine, Trx } from "@intake/db";
import { DomainError } from "../errors";

/** Card details as typed on the checkout form; checked and never stored. */
export interface CardInput {
  number: string;
  exp_month: string | number;
  exp_year: string | number;
  cvc: string;
}

export interface StoredPaymentMethod {
  id: string;
  brand: string;
  last4: string;
}

export interface ChargeRequest {
  userId: string;
  /** Null for `usage` invoices (a developer account has no subscription). */
  subscriptionId: string | null;
  /** The stored method to charge ("" when none is stored: the processor's default, or declined). */
  paymentMethodId: string;
  kind: InvoiceKind;
  currency: string;
  lines: InvoiceLine[];
  periodStart: Date;
  periodEnd: Date;
  /** Unique per money movement: a retry with the same key returns the first invoice. */
  idempotencyKey: string;
}

export interface ChargedInvoice {
  id: string;
  number: string;
  amount: number;
  status: "paid" | "open";
  failureMessage: string | null;
}

export interface RefundRequest {
  invoiceId: string;
  amount: number;
  reason: string;
  idempotencyKey: string;
}

/**
 * Money movement at a payment processor. Every call runs inside the caller's transaction and
 * writes the processor's records to our tables (invoices, refunds, payment methods), so a
 * payment and the state change it pays for commit together or not at all. Subscription rules
 * (periods, seats, proration, refund caps) live in core and are the same for every processor.
 */
export interface PaymentPort {
  readonly name: "embedded" | "stripe";
  /** Checks a card and stores it as brand + last4. Throws 400 `invalid_card` / 402 `card_declined`. */
  addPaymentMethod(
    trx: Trx,
    input: { userId: string; email: string; card: CardInput },
  ): Promise<StoredPaymentMethod>;
  /**
   * Charges the sum of `lines` and records the invoice. A declined charge records an `open`
   * invoice with the reason (the caller decides whether to keep it or to throw).
   */
  charge(trx: Trx, request: ChargeRequest): Promise<ChargedInvoice>;
  /** Refunds part of a paid invoice (recorded on it). Idempotent by key. */
  refund(trx: Trx, request: RefundRequest): Promise<{ id: string; amount: number }>;
  /**
   * Voids an `open` (unpaid) invoice so it can never be collected. Idempotent by key; voiding a
   * void invoice returns it unchanged. A paid invoice is refunded instead (`refund`).
   */
  voidInvoice(
    trx: Trx,
    request: { invoiceId: string; reason: string; idempotencyKey: string },
  ): Promise<{ id: string; status: "void" }>;
  /**
   * Processors that take card details on their own page (Stripe Checkout): the URL the person
   * pays at. Completion arrives later by webhook. Absent: cards are entered on our form.
   */
  hostedCheckout?(input: HostedCheckoutInput): Promise<{ url: string }>;
  /**
   * Processors that renew on their side (Stripe): tells them the seat count and cancellation
   * after a change we made and charged or refunded ourselves.
   */
  syncSubscription?(input: {
    processorSubscriptionId: string;
    seatCount: number;
    cancelAtPeriodEnd: boolean;
    cancelNow: boolean;
    idempotencyKey: string;
  }): Promise<void>;
  /**
   * Verifies and applies an incoming processor webhook (raw body, signature header). Throws 400
   * `invalid_signature` when it does not verify.
   */
  handleWebhook?(
    services: import("../context").Services,
    rawBody: string,
    signature: string,
  ): Promise<WebhookOutcome>;
}

/** What a processor webhook did: applied, or seen before (the event id is stored). */
export interface WebhookOutcome {
  duplicate: boolean;
  type: string;
}

export interface HostedCheckoutInput {
  userId: string;
  email: string;
  encounterId: string;
  patientId: string;
  /** Base plan and seat prices (minor units) and seats to start with. */
  baseAmount: number;
  seatAmount: number;
  seats: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export const cardDeclined = (message?: string) =>
  new DomainError(
    402,
    "card_declined",
    message ??
      "The card was declined by the issuer. Nothing was charged. Use another card, or ask the card issuer why.",
  );

const invalidCard = (field: string, message: string) =>
  new DomainError(400, "invalid_card", message, { field });

/** Luhn checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65)/.test(digits)) return "discover";
  return "unknown";
}

/**
 * Checks number (Luhn, 12-19 digits), expiry (not past, at `now`) and CVC shape. Returns the
 * digits, brand and last4; the number, expiry and CVC go no further.
 */
export function checkCard(
  card: CardInput,
  now: Date,
): { digits: string; brand: string; last4: string } {
  const digits = String(card.number ?? "").replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    throw invalidCard("number", "The card number is not valid. Check the digits and try again.");
  }
  const month = Number(card.exp_month);
  let year = Number(card.exp_year);
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw invalidCard("exp_month", "The expiry month must be a number from 1 to 12.");
  }
  if (!Number.isInteger(year) || year < 0) {
    throw invalidCard("exp_year", "The expiry year must be a year such as 2030.");
  }
  if (year < 100) year += 2000;
  const endOfExpiryMonth = Date.UTC(year, month, 1);
  if (endOfExpiryMonth <= now.getTime()) {
    throw invalidCard("exp_year", "The card has expired. Use a card that is still valid.");
  }
  const brand = cardBrand(digits);
  const cvcLength = brand === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(String(card.cvc ?? ""))) {
    throw invalidCard("cvc", `The security code must be ${cvcLength} digits.`);
  }
  return { digits, brand, last4: digits.slice(-4) };
}

/**
 * `voidInvoice` as every processor does it: the stored invoice is locked; a paid one is refused
 * (refund it instead); an open one is voided at the processor first (`atProcessor`, given the
 * processor's invoice id) and then in our table; a void one is returned unchanged.
 */
export async function voidStoredInvoice(
  trx: Trx,
  request: { invoiceId: string; reason: string },
  atProcessor?: (processorInvoiceId: string) => Promise<void>,
): Promise<{ id: string; status: "void" }> {
  const row = await trx
    .selectFrom("invoices")
    .select(["id", "status", "processor_invoice_id"])
    .where("id", "=", request.invoiceId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new Error(`no invoice ${request.invoiceId} to void`);
  if (row.status === "paid") {
    throw new Error(`invoice ${request.invoiceId} is paid: refund it instead of voiding`);
  }
  if (row.status === "open") {
    await atProcessor?.(row.processor_invoice_id);
    await trx
      .updateTable("invoices")
      .set({ status: "void", failure_message: request.reason })
      .where("id", "=", row.id)
      .execute();
  }
  return { id: row.id, status: "void" };
}
