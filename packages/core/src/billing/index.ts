/** The billing context's public surface (`@intake/core/billing`). */

export { addLetterWeight, parseWeightKg } from "./payments/add-letter-weight";
export { type Applied, applyEvents, customerFor } from "./payments/billing";
export {
  reconcileIntent,
  reconcileIntents,
  STALE_INTENT_MS,
} from "./payments/billing-intents";
export { handleProcessorWebhook, type WebhookOutcome } from "./payments/billing-webhook";
export { cancelSubscription } from "./payments/cancel-subscription";
export { startCardSetup } from "./payments/card-setup";
export * from "./payments/cards";
export {
  type CheckoutQuote,
  type CheckoutReceipt,
  completeCheckout,
  letterWeightMissing,
  loadReceipt,
  patientBlocker,
  quoteCheckout,
  WEIGHT_TEXT,
  weightMissing,
} from "./payments/checkout";
export {
  createEmbeddedProcessor,
  DECLINED_TEST_CARDS,
  TEST_CARDS,
} from "./payments/embedded-processor";
export {
  type InvoiceDocument,
  invoiceTextLines,
  loadInvoiceDocument,
} from "./payments/invoice-document";
export { renderInvoicePdf } from "./payments/invoice-pdf";
export * from "./payments/money";
export { addPatientWithSeat, removePatientWithSeat } from "./payments/patients-with-seat";
export * from "./payments/payment-port";
export * from "./payments/plan-quotes";
export {
  getCancellationPreview,
  getPaymentMethod,
  getSubscription,
  listInvoices,
} from "./payments/read-subscription";
export { type RenewalResult, renewSubscriptions } from "./payments/renew-subscriptions";
export * from "./payments/schemas";
export { createStripeProcessor } from "./payments/stripe-processor";
export { invoiceSignature, invoiceUrls, toInvoice } from "./payments/subscription-store";
export { updateSubscription } from "./payments/update-subscription";
