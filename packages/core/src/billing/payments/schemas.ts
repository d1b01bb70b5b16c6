import { z } from "zod";
import { Patient } from "../../accounts/patients/schemas";
import { CheckoutLinkInput } from "../../encounters/schemas";

const minor = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}, integer minor units (cents)` });

export const Subscription = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    processorSubscriptionId: z.string().meta({ description: "Id at the payment processor" }),
    plan: z.string().meta({ example: "base" }),
    status: z.enum(["active", "past_due", "canceled"]).meta({
      description:
        "`active` is the gate for one-call submission; `past_due` after a failed renewal (pay again at a checkout link); `canceled` once a cancellation took effect",
    }),
    amount: minor("What one billing period costs now: base plus every seat"),
    currency: z.string().meta({ example: "usd" }),
    seatCount: z.number().int().min(0).meta({ description: "Additional family seats" }),
    currentPeriodStart: z.iso.datetime(),
    currentPeriodEnd: z.iso.datetime(),
    cancelAtPeriodEnd: z.boolean(),
  })
  .meta({ id: "Subscription" });
export type Subscription = z.infer<typeof Subscription>;

export const PaymentMethod = z
  .object({
    brand: z.string().meta({ example: "visa" }),
    last4: z.string().meta({ example: "4242" }),
  })
  .meta({ id: "PaymentMethod" });
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const Invoice = z
  .object({
    id: z.uuid(),
    number: z.string().meta({ description: "Sequential", example: "INV-000042" }),
    amount: minor("Amount charged"),
    amountRefunded: minor("Refunded from this invoice so far"),
    currency: z.string(),
    status: z.enum(["paid", "open", "void"]).meta({
      description:
        "`open`: the charge failed and is still due; `void`: replaced by a later payment",
    }),
    hostedInvoiceUrl: z
      .string()
      .meta({ description: "An HTML page of the invoice (capability link)" }),
    invoicePdf: z.string().meta({ description: "The invoice as a PDF (capability link)" }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Invoice" });
export type Invoice = z.infer<typeof Invoice>;

export const ListInvoicesInput = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .meta({ description: "Page size, 1-100 (default 20)" }),
  cursor: z.string().max(200).optional().meta({
    description: "The `X-Next-Cursor` header of the previous page; omit for the first page",
  }),
});
export type ListInvoicesInput = z.infer<typeof ListInvoicesInput>;

export const CancellationPreviewPerson = z
  .object({
    patientId: z.uuid().nullable().meta({ description: "Null for an unassigned seat" }),
    role: z.enum(["account_holder", "seat"]),
    periodAmount: minor("This person's share of the current period"),
    hadPrescriptionThisPeriod: z.boolean(),
    refundAmount: minor("What this person's share returns (0 with a prescription this period)"),
    explanation: z.string(),
  })
  .meta({ id: "CancellationPreviewPerson" });

export const CancellationPreview = z
  .object({
    refundable: z
      .boolean()
      .meta({ description: "Whether any current-period amount is refundable" }),
    refundAmount: minor("What `POST /cancel` with `refundIfEligible: true` refunds now"),
    currency: z.string(),
    paidThisCycle: minor("Paid this billing period, net of refunds: the cap on any refund"),
    effectiveDateIfRefunded: z.iso.datetime().nullable().meta({
      description:
        "Now, when a refund is due (a refunded cancellation takes effect at once); else null",
    }),
    effectiveDateOtherwise: z.iso.datetime().meta({ description: "End of the current period" }),
    people: z.array(CancellationPreviewPerson),
    explanation: z.string(),
  })
  .meta({ id: "CancellationPreview" });
export type CancellationPreview = z.infer<typeof CancellationPreview>;

export const CancelSubscriptionInput = z
  .strictObject({
    refundIfEligible: z.boolean().optional().meta({
      description:
        "true: refund eligible no-prescription shares now and end the plan at once; otherwise the plan ends at period end",
    }),
  })
  .optional();
export type CancelSubscriptionInput = z.infer<typeof CancelSubscriptionInput>;

export const CancelSubscriptionResult = z
  .object({
    refunded: z.boolean(),
    refundAmount: minor("Refunded now"),
    effectiveDate: z.iso.datetime(),
    subscription: Subscription,
  })
  .meta({ id: "CancelSubscriptionResult" });
export type CancelSubscriptionResult = z.infer<typeof CancelSubscriptionResult>;

export const UpdateSubscriptionInput = z.strictObject({
  seatCount: z
    .number()
    .int()
    .min(0)
    .max(100)
    .meta({ description: "Additional family seats, >= 0" }),
});
export type UpdateSubscriptionInput = z.infer<typeof UpdateSubscriptionInput>;

export const PatientWithSeat = z
  .object({
    patient: Patient,
    subscription: Subscription,
    chargedAmount: minor("Charged now for the seat (prorated to the period end)"),
  })
  .meta({ id: "PatientWithSeat" });
export type PatientWithSeat = z.infer<typeof PatientWithSeat>;

export const RemovePatientWithSeatResult = z
  .object({
    patientId: z.uuid(),
    seatReleasedAt: z.iso
      .datetime()
      .meta({ description: "Now, or the period end when a prescription was written this period" }),
    refunded: z.boolean(),
    refundAmount: minor("Refunded now"),
    subscription: Subscription,
  })
  .meta({ id: "RemovePatientWithSeatResult" });
export type RemovePatientWithSeatResult = z.infer<typeof RemovePatientWithSeatResult>;

/** `DELETE /api/v1/patients-with-seat/{patientId}`, and the page's quote of that removal. */
export const RemovePatientWithSeatInput = z.object({ patientId: z.string() });

const SEATS = "Choose a number of seats from 0 to 100.";
/** The account page's quote of a seat count (the same range as `UpdateSubscriptionInput`). */
export const SeatChangeQuoteInput = z.object({
  seatCount: z.number({ error: SEATS }).int({ error: SEATS }).min(0, SEATS).max(100, SEATS),
});

/** Card details as typed on the embedded processor's form; the verb checks them (`invalid_card`). */
export const CardDetails = z.object({
  number: z.string(),
  exp_month: z.union([z.string(), z.number()]),
  exp_year: z.union([z.string(), z.number()]),
  cvc: z.string(),
});

/** The checkout page's payment: the link, the person, and a card for the embedded processor. */
export const CompleteCheckoutInput = CheckoutLinkInput.extend({
  patientId: z.string(),
  card: CardDetails.optional(),
});

/** Checkout, for a child without a weight in the letter: the weight as typed (the verb reads it). */
export const LetterWeightInput = CheckoutLinkInput.extend({
  patientId: z.string(),
  weightKg: z.string(),
});
