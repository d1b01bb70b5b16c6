import type { InvoiceLine, Trx } from "@intake/db";
import type { CardInput } from "./cards";

/**
 * The payment processor, as billing sees it. An adapter talks to its processor and reports what
 * happened as normalised events; it writes none of billing's tables and decides nothing (the
 * billing module applies the events: billing.ts). Both adapters report the same events, so a
 * renewal, a failed payment or a refund means the same on the embedded processor and on Stripe.
 *
 * Every method is called outside any database transaction of ours, with an idempotency key
 * derived from our own ids: a retry with the same key gets the first answer, never a second
 * charge.
 */
export interface PaymentPort {
  readonly name: "embedded" | "stripe";
  /** The account's one customer at the processor (the same one for the same user id). */
  createCustomer(input: { userId: string; email: string }): Promise<{ customerId: string }>;
  /**
   * Embedded only: a card typed on our form, checked and attached as the customer's default.
   * Throws 400 `invalid_card` / 402 `card_declined` (with `decline_code`). Absent: no card
   * number passes our API.
   */
  attachCard?(input: {
    customerId: string;
    card: CardInput;
    idempotencyKey: string;
  }): Promise<ProcessorEvent[]>;
  /**
   * Processors with their own payment page (Stripe Checkout, subscription mode): the URL to pay
   * at. The plan starts when the processor reports `checkout.completed`.
   */
  hostedCheckout?(input: HostedCheckoutInput): Promise<{ url: string }>;
  /** Processors with their own page: a page that saves a card as the customer's default (setup mode). */
  hostedCardSetup?(input: {
    customerId: string;
    userId: string;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<{ url: string }>;
  /**
   * Embedded only: starts a plan paid now with the customer's default card (base plus `seats`
   * seats). A declined first payment creates nothing (`invoice.payment_failed` only).
   */
  createSubscription?(input: {
    customerId: string;
    seats: number;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProcessorEvent[]>;
  /**
   * Sets the seat quantity. `chargeNow`: the added seats are prorated and invoiced at once and
   * the change applies only when that invoice is paid (a failed payment leaves the quantity and
   * an open invoice to void). Otherwise no proration: the next renewal bills the new quantity.
   */
  updateSeats(input: {
    subscriptionId: string;
    quantity: number;
    chargeNow: boolean;
    idempotencyKey: string;
  }): Promise<ProcessorEvent[]>;
  /** Cancel at the period end (or undo that). */
  setCancelAtPeriodEnd(input: {
    subscriptionId: string;
    cancelAtPeriodEnd: boolean;
    idempotencyKey: string;
  }): Promise<ProcessorEvent[]>;
  /** Ends the plan now (no proration, no refund: refunds are separate). */
  cancelSubscription(input: {
    subscriptionId: string;
    idempotencyKey: string;
  }): Promise<ProcessorEvent[]>;
  /** A one-off invoice, finalized and paid with the customer's default payment method. */
  chargeInvoice(input: {
    customerId: string;
    currency: string;
    lines: InvoiceLine[];
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProcessorEvent[]>;
  /** Pays an open invoice again with the customer's default payment method. */
  payInvoice(input: { invoiceId: string; idempotencyKey: string }): Promise<ProcessorEvent[]>;
  /** Refunds part of a paid invoice (its successful payment). */
  refund(input: {
    invoiceId: string;
    amount: number;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProcessorEvent[]>;
  /** Voids an open invoice so it is never collected. */
  voidInvoice(input: { invoiceId: string; idempotencyKey: string }): Promise<ProcessorEvent[]>;
  /**
   * Processors that call us (Stripe): verifies the signature on the raw body and reads what the
   * event is about from the processor's API (not from the payload). Throws 400
   * `invalid_webhook_signature`.
   */
  receiveWebhook?(rawBody: string, signature: string): Promise<ReceivedWebhook>;
  /**
   * Processors whose clock runs here (embedded): renews, fails or ends every subscription whose
   * period ended by `now`, as Stripe does on its side, and delivers each subscription's events
   * to `deliver` inside the transaction of its own change (the way Stripe retries a webhook
   * until it is taken: an event is never lost between the processor and billing).
   */
  advance?(
    now: Date,
    deliver: (trx: Trx, events: ProcessorEvent[]) => Promise<void>,
  ): Promise<ProcessorEvent[]>;
}

export interface HostedCheckoutInput {
  customerId: string;
  userId: string;
  /** Seats to start with (1 for a family member, 0 for the account holder). */
  seats: number;
  /** Our ids only (no health information goes to the processor). */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface ReceivedWebhook {
  eventId: string;
  type: string;
  events: ProcessorEvent[];
}

export interface ProcessorPaymentMethod {
  id: string;
  customerId: string;
  brand: string;
  last4: string;
}

export interface ProcessorSubscription {
  id: string;
  customerId: string;
  status: "active" | "past_due" | "canceled" | "incomplete";
  currency: string;
  baseAmount: number;
  seatAmount: number;
  /** Seats that renew (the seat item's quantity). */
  seatQuantity: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  /** A quantity change waits for its invoice to be paid (Stripe's pending update). */
  pendingUpdate: boolean;
  metadata: Record<string, string>;
}

export interface ProcessorInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  number: string | null;
  reason: "subscription_create" | "subscription_cycle" | "subscription_update" | "manual";
  status: "draft" | "open" | "paid" | "void" | "uncollectible";
  amountDue: number;
  amountPaid: number;
  currency: string;
  lines: InvoiceLine[];
  periodStart: Date;
  periodEnd: Date;
  hostedInvoiceUrl: string | null;
  pdfUrl: string | null;
  metadata: Record<string, string>;
}

export interface ProcessorRefund {
  id: string;
  invoiceId: string;
  amount: number;
  metadata: Record<string, string>;
}

export interface ProcessorCheckout {
  sessionId: string;
  mode: "subscription" | "setup";
  /** The plan's first payment succeeded (false: an asynchronous method still processing). */
  paid: boolean;
  customerId: string;
  subscriptionId: string | null;
  metadata: Record<string, string>;
}

/** What happened at the processor, in the same shape for every processor. */
export type ProcessorEvent =
  | { type: "payment_method.attached"; paymentMethod: ProcessorPaymentMethod }
  | { type: "subscription.updated"; subscription: ProcessorSubscription }
  | { type: "subscription.canceled"; subscription: ProcessorSubscription }
  | { type: "invoice.paid"; invoice: ProcessorInvoice }
  | {
      type: "invoice.payment_failed";
      invoice: ProcessorInvoice;
      failureMessage: string;
      /** Why the card was declined (cards.ts `DeclineReason`), when the processor said. */
      declineCode?: string;
    }
  | { type: "invoice.voided"; invoice: ProcessorInvoice }
  | { type: "refund.succeeded"; refund: ProcessorRefund }
  | { type: "checkout.completed"; checkout: ProcessorCheckout }
  | { type: "checkout.payment_failed"; checkout: ProcessorCheckout };

export type ProcessorEventType = ProcessorEvent["type"];

/** The first event of a type (undefined when none). */
export function eventOf<T extends ProcessorEventType>(
  events: ProcessorEvent[],
  type: T,
): Extract<ProcessorEvent, { type: T }> | undefined {
  return events.find((e): e is Extract<ProcessorEvent, { type: T }> => e.type === type);
}
