import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { STRIPE_API_VERSION } from "@intake/core/kernel";

/**
 * A local Stripe API for the adapter's tests. No Stripe emulator runs here, so this fake is what
 * every Stripe test trusts: it answers with objects built from Stripe's own example objects
 * (`shared/reference/stripe-fixtures3.json`, the same keys), takes the `stripe` package's
 * form-encoded parameters, and reproduces Stripe's documented behaviour where the adapter
 * depends on it, refusals included:
 *
 * - idempotency: a replayed key returns the first answer; the same key with other parameters is
 *   refused (`idempotency_error`);
 * - `invoices.pay` uses the invoice's, the subscription's, then the customer's
 *   `invoice_settings.default_payment_method`, and fails without one; a card such as
 *   4000 0000 0000 0341 attaches but every charge is declined (402 `card_declined`);
 * - a subscription item that does not exist is refused (`resource_missing`);
 * - a seat quantity change with `proration_behavior: always_invoice` creates, finalizes and
 *   pays a proration invoice (credit for the unused time of the old quantity, charge for the
 *   remaining time of the new one); with `payment_behavior: pending_if_incomplete` a failed
 *   payment leaves the quantity and a `pending_update`, which voiding the invoice discards;
 * - Checkout sessions in `subscription` mode leave the card on the subscription
 *   (`default_payment_method`), not as the customer's default; `setup` mode attaches the card
 *   through a SetupIntent;
 * - a refund needs a PaymentIntent that succeeded; an invoice's payments list its failed
 *   attempts too (`status` filter);
 * - events carry the pinned API version and the object as it is now; `legacyEvent` gives the
 *   payload an endpoint on an older default version would get (no `invoice.parent`).
 *
 * Its clock is the test's clock (periods and prorations line up with the app's).
 */

type Obj = Record<string, unknown>;

/**
 * The resources the fake answers with, copied from Stripe's `openapi/fixtures3.json` (public
 * `stripe/openapi` repository, MIT licence; the workplace's shared/reference copy). A test
 * compares this copy with the shared one whenever that is present.
 */
export const FIXTURES = (
  JSON.parse(readFileSync(new URL("./stripe-fixtures.json", import.meta.url), "utf8")) as {
    resources: Record<string, Obj>;
  }
).resources;

/** A fixture object by resource name (deep copy). */
export const fixture = (resource: string): Obj => structuredClone(FIXTURES[resource] as Obj) as Obj;

/** Stripe's resource name of an object (`object` field), for the shape check. */
export const resourceOf = (o: Obj) => String(o.object);

export interface StripeCall {
  method: string;
  path: string;
  body: Obj;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
}

const DECLINING_CARD = "4000000000000341";

/** How a card error reads in Stripe: `code`, and `decline_code` when the issuer declined. */
type CardError = { code: string; decline_code?: string };
const GENERIC_DECLINE: CardError = { code: "card_declined", decline_code: "generic_decline" };
/**
 * Stripe's test cards for each decline reason (docs.stripe.com/testing#declined-payments); a
 * saved card whose charges these should decline is set with `declineCharges(pm, reason)`.
 */
export const DECLINE_REASONS: Record<string, CardError> = {
  generic_decline: GENERIC_DECLINE,
  insufficient_funds: { code: "card_declined", decline_code: "insufficient_funds" },
  lost_card: { code: "card_declined", decline_code: "lost_card" },
  stolen_card: { code: "card_declined", decline_code: "stolen_card" },
  expired_card: { code: "expired_card" },
  incorrect_cvc: { code: "incorrect_cvc" },
  processing_error: { code: "processing_error" },
};
const STRIPE_MESSAGES: Record<string, string> = {
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: "An error occurred while processing your card. Try again in a little bit.",
  insufficient_funds: "Your card has insufficient funds.",
};
const messageOf = (e: CardError) =>
  STRIPE_MESSAGES[e.decline_code ?? e.code] ?? "Your card was declined.";
const MONTH = 30 * 86_400;

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Obj,
  ) {
    super(String(error.message));
  }
}
const missing = (kind: string, id: string) =>
  new StripeFailure(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    param: "id",
  });
const invalid = (message: string, param?: string) =>
  new StripeFailure(400, { type: "invalid_request_error", message, ...(param ? { param } : {}) });

/** Parses the `stripe` package's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseStripeForm(text: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Obj | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = /^\d+$/.test(path[i + 1] ?? "");
      const container = node as Record<string, unknown>;
      if (last) container[part] = value;
      else {
        container[part] ??= nextIsIndex ? [] : {};
        node = container[part] as Obj;
      }
    });
  }
  return root;
}

/**
 * Starts the fake on a free port. `prices` are the Stripe Prices of the plan (their ids go in
 * STRIPE_PRICE_BASE / STRIPE_PRICE_SEAT); `now` is the test's clock.
 */
export async function startFakeStripe(options: {
  prices: { base: number; seat: number };
  now: () => Date;
}) {
  const calls: StripeCall[] = [];
  /** Every object answered (lists' items included), for the fixture shape check. */
  const returned: Obj[] = [];
  const idempotency = new Map<string, { hash: string; status: number; body: unknown }>();
  const customers = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj & { number: string }>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const invoicePayments = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const setupIntents = new Map<string, Obj>();
  /** Stripe Identity verification sessions (with `__verified_outputs` once verified). */
  const verificationSessions = new Map<string, Obj>();
  let seq = 0;
  const id = (prefix: string) => `${prefix}_fake${String(++seq).padStart(6, "0")}`;
  const unix = () => Math.floor(options.now().getTime() / 1000);

  const price = (priceId: string, amount: number, name: string): Obj => {
    const p = fixture("price");
    Object.assign(p, {
      id: priceId,
      unit_amount: amount,
      unit_amount_decimal: String(amount),
      product: `prod_${name}`,
      nickname: name,
      created: unix(),
      transform_quantity: null,
      recurring: { ...(p.recurring as Obj), interval: "month", interval_count: 1 },
    });
    return p;
  };
  const prices = new Map<string, Obj>([
    ["price_base_monthly", price("price_base_monthly", options.prices.base, "base")],
    ["price_seat_monthly", price("price_seat_monthly", options.prices.seat, "seat")],
  ]);

  // --- objects ---------------------------------------------------------------------------------

  function customerOf(customerId: unknown): Obj {
    const c = customers.get(String(customerId));
    if (!c) throw missing("customer", String(customerId));
    return c;
  }

  function attachCard(customerId: string, number: string): Obj {
    const pm = fixture("payment_method") as Obj & { number: string };
    const card = pm.card as Obj;
    Object.assign(card, { last4: number.slice(-4), brand: "visa", display_brand: "visa" });
    Object.assign(pm, {
      id: id("pm"),
      customer: customerId,
      created: unix(),
      metadata: {},
      billing_details: { ...(pm.billing_details as Obj), email: customerOf(customerId).email },
    });
    // The card number stays inside the fake (it decides declines); never returned.
    Object.defineProperty(pm, "number", { value: number, enumerable: false, writable: true });
    paymentMethods.set(pm.id as string, pm);
    return pm;
  }

  function subscriptionItem(subId: string, priceId: string, quantity: number, sub: Obj): Obj {
    const item = fixture("subscription_item");
    Object.assign(item, {
      id: id("si"),
      subscription: subId,
      price: structuredClone(prices.get(priceId)),
      quantity,
      created: unix(),
      current_period_start: sub.__periodStart,
      current_period_end: sub.__periodEnd,
      plan: { ...(item.plan as Obj), id: priceId, amount: prices.get(priceId)?.unit_amount },
    });
    return item;
  }

  /** A public copy of an internal object (fields starting with __ stay inside). */
  function view(o: Obj): Obj {
    return Object.fromEntries(Object.entries(o).filter(([k]) => !k.startsWith("__")));
  }

  function subscriptionView(sub: Obj): Obj {
    const items = (sub.items as { data: Obj[] }).data;
    for (const item of items) {
      item.current_period_start = sub.__periodStart;
      item.current_period_end = sub.__periodEnd;
    }
    return view(sub);
  }

  function createSubscription(
    customerId: string,
    lines: { price: string; quantity: number }[],
    pm: string,
    metadata: Obj,
  ): Obj {
    const sub = fixture("subscription");
    const subId = id("sub");
    const start = unix();
    Object.assign(sub, {
      id: subId,
      customer: customerId,
      status: "active",
      created: start,
      start_date: start,
      billing_cycle_anchor: start,
      billing_cycle_anchor_config: null,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      cancel_at_period_end: false,
      trial_start: null,
      trial_end: null,
      next_pending_invoice_item_invoice: null,
      pending_update: null,
      pause_collection: null,
      transfer_data: null,
      schedule: null,
      discounts: [],
      default_payment_method: pm,
      metadata,
      latest_invoice: null,
      __periodStart: start,
      __periodEnd: start + MONTH,
    });
    sub.items = {
      object: "list",
      has_more: false,
      url: `/v1/subscription_items?subscription=${subId}`,
      data: lines.map((l) => subscriptionItem(subId, l.price, l.quantity, sub)),
    };
    subscriptions.set(subId, sub);
    return sub;
  }

  function lineItem(
    invoiceId: string,
    description: string,
    amount: number,
    quantity: number,
    period: { start: number; end: number },
    sub: Obj | null,
  ): Obj {
    const line = fixture("invoice").lines as { data: Obj[] };
    const l = structuredClone(line.data[0] as Obj);
    Object.assign(l, {
      id: id("il"),
      invoice: invoiceId,
      description,
      amount,
      subtotal: amount,
      quantity,
      period,
      subscription: sub ? sub.id : null,
      parent: sub
        ? {
            type: "subscription_item_details",
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: amount < 0 || description.startsWith("Remaining"),
              proration_details: { credited_items: null },
              subscription: sub.id,
              subscription_item: null,
            },
          }
        : {
            type: "invoice_item_details",
            invoice_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: { credited_items: null },
              subscription: null,
            },
            subscription_item_details: null,
          },
    });
    return l;
  }

  function newInvoice(
    customerId: string,
    opts: { sub: Obj | null; reason: string; metadata?: Obj; currency?: string },
  ): Obj {
    const inv = fixture("invoice");
    const invoiceId = id("in");
    const customer = customerOf(customerId);
    Object.assign(inv, {
      id: invoiceId,
      customer: customerId,
      customer_email: customer.email,
      created: unix(),
      effective_at: null,
      due_date: null,
      next_payment_attempt: null,
      webhooks_delivered_at: null,
      last_finalization_error: null,
      from_invoice: null,
      shipping_cost: null,
      amount_overpaid: 0,
      amount_due: 0,
      amount_paid: 0,
      amount_remaining: 0,
      subtotal: 0,
      subtotal_excluding_tax: 0,
      total: 0,
      total_excluding_tax: 0,
      attempt_count: 0,
      attempted: false,
      auto_advance: false,
      billing_reason: opts.reason,
      currency: opts.currency ?? "usd",
      status: "draft",
      number: null,
      hosted_invoice_url: null,
      invoice_pdf: null,
      default_payment_method: null,
      metadata: opts.metadata ?? {},
      subscription: null,
      period_start: unix(),
      period_end: unix(),
      status_transitions: {
        finalized_at: null,
        marked_uncollectible_at: null,
        paid_at: null,
        voided_at: null,
      },
      parent: opts.sub
        ? {
            type: "subscription_details",
            quote_details: null,
            subscription_details: { metadata: opts.sub.metadata, subscription: opts.sub.id },
          }
        : null,
      lines: {
        object: "list",
        has_more: false,
        url: `/v1/invoices/${invoiceId}/lines`,
        data: [],
      },
    });
    invoices.set(invoiceId, inv);
    return inv;
  }

  function addLine(inv: Obj, line: Obj) {
    (inv.lines as { data: Obj[] }).data.push(line);
    const total = (inv.lines as { data: Obj[] }).data.reduce((s, l) => s + Number(l.amount), 0);
    const due = Math.max(0, total);
    Object.assign(inv, {
      subtotal: total,
      subtotal_excluding_tax: total,
      total,
      total_excluding_tax: total,
      amount_due: due,
      amount_remaining: due,
    });
  }

  let invoiceNumber = 0;
  function finalize(inv: Obj) {
    if (inv.status !== "draft")
      throw invalid(
        `This invoice is already finalized, you can't re-finalize a non-draft invoice.`,
      );
    Object.assign(inv, {
      status: "open",
      number: `FAKE-${String(++invoiceNumber).padStart(4, "0")}`,
      hosted_invoice_url: `https://invoice.stripe.test/i/${inv.id}`,
      invoice_pdf: `https://pay.stripe.test/invoice/${inv.id}/pdf`,
      effective_at: unix(),
      status_transitions: { ...(inv.status_transitions as Obj), finalized_at: unix() },
    });
  }

  /** Stripe's order: the invoice's method, the subscription's, then the customer's default. */
  function methodFor(inv: Obj): Obj | undefined {
    const sub = subscriptionOfInvoice(inv);
    const customer = customerOf(inv.customer);
    const pmId =
      (inv.default_payment_method as string | null) ??
      (sub?.default_payment_method as string | null) ??
      ((customer.invoice_settings as Obj).default_payment_method as string | null);
    return pmId ? paymentMethods.get(pmId) : undefined;
  }

  function subscriptionOfInvoice(inv: Obj): Obj | undefined {
    const parent = inv.parent as { subscription_details?: { subscription?: string } } | null;
    const subId = parent?.subscription_details?.subscription;
    return subId ? subscriptions.get(subId) : undefined;
  }

  /** Attempts payment of an open invoice: a succeeded or failed PaymentIntent and an invoice payment. */
  function attemptPayment(inv: Obj): "paid" | "declined" {
    if (inv.status === "paid") return "paid";
    if (inv.status !== "open")
      throw invalid(`Invoice is ${inv.status}: only open invoices can be paid.`);
    const pm = methodFor(inv);
    if (!pm) {
      throw invalid(
        "This customer has no attached payment source or default payment method. Please consider adding a default payment method. For more information, visit https://stripe.com/docs/billing/invoices/customize#settings.",
      );
    }
    const amount = Number(inv.amount_due);
    const declined = pm.number === DECLINING_CARD && amount > 0;
    const reason = (pm as Obj).__decline as CardError | undefined;
    const pi = fixture("payment_intent");
    Object.assign(pi, {
      id: id("pi"),
      amount,
      amount_received: declined ? 0 : amount,
      customer: inv.customer,
      payment_method: pm.id,
      status: declined ? "requires_payment_method" : "succeeded",
      created: unix(),
      canceled_at: null,
      latest_charge: declined ? null : id("ch"),
      last_payment_error: declined
        ? {
            type: "card_error",
            ...(reason ?? GENERIC_DECLINE),
            message: messageOf(reason ?? GENERIC_DECLINE),
          }
        : null,
      next_action: null,
      processing: null,
      transfer_data: null,
      __refunded: 0,
    });
    paymentIntents.set(pi.id as string, pi);
    // An earlier failed attempt on this invoice is canceled when a new one is made.
    for (const p of invoicePayments.values()) {
      if (p.invoice === inv.id && p.status === "open") p.status = "canceled";
    }
    const payment = fixture("invoice_payment");
    Object.assign(payment, {
      id: id("inpay"),
      invoice: inv.id,
      currency: inv.currency,
      amount_requested: amount,
      amount_paid: declined ? null : amount,
      created: unix(),
      livemode: false,
      is_default: true,
      payment: { type: "payment_intent", payment_intent: pi.id },
      status: declined ? "open" : "paid",
      status_transitions: { canceled_at: null, paid_at: declined ? null : unix() },
    });
    invoicePayments.set(payment.id as string, payment);
    inv.attempt_count = Number(inv.attempt_count) + 1;
    inv.attempted = true;
    if (declined) return "declined";
    Object.assign(inv, {
      status: "paid",
      amount_paid: amount,
      amount_remaining: 0,
      status_transitions: { ...(inv.status_transitions as Obj), paid_at: unix() },
    });
    return "paid";
  }

  /** The card error of the invoice's failed payment (the reason its card declines with). */
  const cardDeclined = (inv?: Obj) => {
    const pm = inv ? methodFor(inv) : undefined;
    const reason = ((pm as Obj | undefined)?.__decline as CardError | undefined) ?? GENERIC_DECLINE;
    return new StripeFailure(402, { type: "card_error", ...reason, message: messageOf(reason) });
  };

  /** A prorated seat change, Stripe's way: credit the unused time, charge the remaining time. */
  function prorationInvoice(sub: Obj, item: Obj, from: number, to: number): Obj {
    const now = unix();
    const start = Number(sub.__periodStart);
    const end = Number(sub.__periodEnd);
    const unit = Number((item.price as Obj).unit_amount);
    const share = (end - now) / (end - start);
    const inv = newInvoice(String(sub.customer), { sub, reason: "subscription_update" });
    const date = new Date(now * 1000).toUTCString().slice(5, 16);
    const period = { start: now, end };
    if (from > 0)
      addLine(
        inv,
        lineItem(
          String(inv.id),
          `Unused time on ${from} × Family seat after ${date}`,
          -Math.round(unit * from * share),
          from,
          period,
          sub,
        ),
      );
    addLine(
      inv,
      lineItem(
        String(inv.id),
        `Remaining time on ${to} × Family seat after ${date}`,
        Math.round(unit * to * share),
        to,
        period,
        sub,
      ),
    );
    finalize(inv);
    sub.latest_invoice = inv.id;
    return inv;
  }

  // --- requests --------------------------------------------------------------------------------

  function expand(o: Obj, fields: unknown): Obj {
    const list = Array.isArray(fields) ? (fields as string[]) : [];
    const out = { ...o };
    for (const f of list) {
      const ref = out[f];
      if (typeof ref !== "string") continue;
      const source =
        f === "latest_invoice" || f === "invoice"
          ? invoices.get(ref)
          : f === "setup_intent"
            ? setupIntents.get(ref)
            : f === "subscription"
              ? subscriptions.get(ref)
              : undefined;
      if (source) out[f] = f === "subscription" ? subscriptionView(source) : view(source);
    }
    return out;
  }

  /**
   * Stripe Identity (`/v1/identity/verification_sessions`): create (`type` document or
   * id_number; `options.document.require_matching_selfie`; `return_url` must be a URL) and
   * retrieve, `verified_outputs` only when expanded. A new session `requires_input` and has a
   * `url`; the url is gone once the session leaves `requires_input`.
   */
  function identityAnswer(method: string, sessionId: string | undefined, body: Obj): [number, Obj] {
    if (method === "POST" && !sessionId) {
      if (body.type !== "document" && body.type !== "id_number")
        throw invalid(
          "Invalid type: must be one of document, id_number, verification_flow",
          "type",
        );
      if (body.return_url !== undefined) {
        try {
          new URL(String(body.return_url));
        } catch {
          throw invalid("Not a valid URL", "return_url");
        }
      }
      const vs = fixture("identity.verification_session");
      const vsId = id("vs");
      const document = (body.options as { document?: Obj } | undefined)?.document ?? {};
      Object.assign(vs, {
        id: vsId,
        client_reference_id: body.client_reference_id ?? null,
        client_secret: `${vsId}_secret_${seq}`,
        created: unix(),
        last_error: null,
        last_verification_report: null,
        metadata: body.metadata ?? {},
        options: {
          document: {
            ...(document.require_matching_selfie !== undefined
              ? { require_matching_selfie: document.require_matching_selfie === "true" }
              : {}),
          },
        },
        redaction: null,
        status: "requires_input",
        type: body.type,
        url: `https://verify.stripe.com/start/test_${vsId}`,
        __return_url: body.return_url ?? null,
        __verified_outputs: null,
      });
      verificationSessions.set(vsId, vs);
      return [200, view(vs)];
    }
    const vs = verificationSessions.get(String(sessionId));
    if (!vs) throw missing("identity.verification_session", String(sessionId));
    if (method === "GET") {
      const out = view(vs);
      const fields = Array.isArray(body.expand) ? (body.expand as string[]) : [];
      if (fields.includes("verified_outputs")) out.verified_outputs = vs.__verified_outputs;
      return [200, out];
    }
    throw invalid(`Unrecognized request URL (${method}: /v1/identity/verification_sessions)`);
  }

  function answer(call: StripeCall): [number, Obj] {
    const { method, path, body } = call;
    const parts = path.split("/").filter(Boolean).slice(1);
    const [resource, objectId, action] = parts;

    if (resource === "identity" && objectId === "verification_sessions") {
      return identityAnswer(method, parts[2], body);
    }

    if (resource === "customers" && method === "POST" && !objectId) {
      const c = fixture("customer");
      Object.assign(c, {
        id: id("cus"),
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        created: unix(),
        discount: null,
        invoice_settings: { ...(c.invoice_settings as Obj), default_payment_method: null },
      });
      customers.set(c.id as string, c);
      return [200, c];
    }
    if (resource === "customers" && objectId) {
      const c = customerOf(objectId);
      if (method === "POST") {
        const settings = body.invoice_settings as Obj | undefined;
        if (settings?.default_payment_method !== undefined) {
          const pm = paymentMethods.get(String(settings.default_payment_method));
          if (!pm || pm.customer !== c.id)
            throw invalid(
              `No such PaymentMethod: '${settings.default_payment_method}'; it must be attached to the customer first.`,
              "invoice_settings[default_payment_method]",
            );
          (c.invoice_settings as Obj).default_payment_method = pm.id;
        }
      }
      return [200, c];
    }
    if (resource === "prices" && objectId) {
      const p = prices.get(objectId);
      if (!p) throw missing("price", objectId);
      return [200, p];
    }
    if (resource === "payment_intents" && objectId && method === "GET") {
      const pi = paymentIntents.get(objectId);
      if (!pi) throw missing("payment_intent", objectId);
      return [200, view(pi)];
    }
    if (resource === "payment_methods" && objectId) {
      const pm = paymentMethods.get(objectId);
      if (!pm) throw missing("payment_method", objectId);
      return [200, pm];
    }
    if (resource === "checkout" && objectId === "sessions" && method === "POST") {
      if (!body.customer)
        throw invalid(
          "This integration requires `customer` (one Customer per account).",
          "customer",
        );
      customerOf(body.customer);
      const s = fixture("checkout.session");
      const lineItems =
        (body.line_items as { price: string; quantity: string }[] | undefined) ?? [];
      for (const l of lineItems) if (!prices.has(l.price)) throw missing("price", l.price);
      const sessionId = `cs_test_${id("s")}`;
      Object.assign(s, {
        id: sessionId,
        mode: body.mode,
        customer: body.customer,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        success_url: body.success_url ?? null,
        cancel_url: body.cancel_url ?? null,
        created: unix(),
        expires_at: unix() + 86_400,
        currency: body.mode === "setup" ? null : "usd",
        payment_intent: null,
        payment_status: body.mode === "setup" ? "no_payment_required" : "unpaid",
        status: "open",
        subscription: null,
        invoice: null,
        setup_intent: null,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        shipping_cost: null,
        shipping_address_collection: null,
        total_details: null,
        currency_conversion: null,
        __lines: lineItems.map((l) => ({ price: l.price, quantity: Number(l.quantity) })),
        __subscriptionMetadata: (body.subscription_data as Obj | undefined)?.metadata ?? {},
      });
      sessions.set(sessionId, s);
      return [200, view(s)];
    }
    if (resource === "checkout" && objectId === "sessions" && action) {
      const s = sessions.get(action);
      if (!s) throw missing("checkout.session", action);
      return [200, expand(view(s), body.expand)];
    }
    if (resource === "subscriptions" && objectId) {
      const sub = subscriptions.get(objectId);
      if (!sub) throw missing("subscription", objectId);
      if (method === "DELETE") {
        if (sub.status !== "canceled")
          Object.assign(sub, { status: "canceled", canceled_at: unix(), ended_at: unix() });
        return [200, subscriptionView(sub)];
      }
      if (method === "POST") updateSubscription(sub, body);
      return [200, expand(subscriptionView(sub), body.expand)];
    }
    if (resource === "invoices" && method === "POST" && !objectId) {
      customerOf(body.customer);
      const inv = newInvoice(String(body.customer), {
        sub: null,
        reason: "manual",
        metadata: (body.metadata as Obj) ?? {},
        currency: String(body.currency ?? "usd"),
      });
      return [200, view(inv)];
    }
    if (resource === "invoices" && objectId) {
      const inv = invoices.get(objectId);
      if (!inv) throw missing("invoice", objectId);
      if (action === "finalize") finalize(inv);
      if (action === "void") {
        if (inv.status !== "open")
          throw invalid(`You can only void open invoices; this one is ${inv.status}.`);
        Object.assign(inv, {
          status: "void",
          amount_remaining: 0,
          status_transitions: { ...(inv.status_transitions as Obj), voided_at: unix() },
        });
        const sub = subscriptionOfInvoice(inv);
        // Voiding the invoice of a pending update discards the update.
        if (sub && sub.latest_invoice === inv.id) sub.pending_update = null;
      }
      if (action === "pay") {
        if (attemptPayment(inv) === "declined") throw cardDeclined(inv);
        applyPendingUpdate(inv);
      }
      return [200, view(inv)];
    }
    if (resource === "invoiceitems" && method === "POST") {
      customerOf(body.customer);
      const inv = invoices.get(String(body.invoice));
      if (!inv) throw missing("invoice", String(body.invoice));
      if (inv.status !== "draft")
        throw invalid("Invoice items can only be added to draft invoices.", "invoice");
      const amount = Number(body.amount);
      addLine(
        inv,
        lineItem(
          String(inv.id),
          String(body.description ?? ""),
          amount,
          1,
          { start: unix(), end: unix() },
          null,
        ),
      );
      const item = fixture("invoiceitem");
      Object.assign(item, {
        id: id("ii"),
        amount,
        currency: body.currency,
        customer: body.customer,
        description: body.description ?? null,
        invoice: inv.id,
        date: unix(),
        parent: null,
        net_amount: amount,
        quantity_decimal: "1",
        metadata: {},
      });
      return [200, item];
    }
    if (resource === "invoice_payments" && method === "GET") {
      const data = [...invoicePayments.values()]
        .filter((p) => p.invoice === body.invoice)
        .filter((p) => !body.status || p.status === body.status);
      return [200, { object: "list", has_more: false, url: "/v1/invoice_payments", data }];
    }
    if (resource === "refunds" && method === "POST") {
      const pi = paymentIntents.get(String(body.payment_intent));
      if (!pi) throw missing("payment_intent", String(body.payment_intent));
      if (pi.status !== "succeeded")
        throw invalid(
          `This PaymentIntent (${pi.id}) does not have a successful charge to refund.`,
          "payment_intent",
        );
      const amount = Number(body.amount ?? Number(pi.amount) - Number(pi.__refunded));
      if (amount > Number(pi.amount) - Number(pi.__refunded))
        throw invalid(
          `Refund amount (${amount}) is greater than unrefunded amount on charge.`,
          "amount",
        );
      pi.__refunded = Number(pi.__refunded) + amount;
      const r = fixture("refund");
      Object.assign(r, {
        id: id("re"),
        amount,
        payment_intent: pi.id,
        charge: pi.latest_charge,
        created: unix(),
        metadata: body.metadata ?? {},
        customer: pi.customer,
        status: "succeeded",
      });
      refunds.set(r.id as string, r);
      return [200, r];
    }
    throw new StripeFailure(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}). The fake answers the paths the adapter uses.`,
    });
  }

  function updateSubscription(sub: Obj, body: Obj) {
    if (sub.status === "canceled")
      throw invalid(
        "A canceled subscription can only update its cancellation_details and metadata.",
      );
    if (body.cancel_at_period_end !== undefined)
      sub.cancel_at_period_end = body.cancel_at_period_end === "true";
    const items = (body.items as Obj[] | undefined) ?? [];
    for (const change of items) {
      const list = (sub.items as { data: Obj[] }).data;
      let item: Obj | undefined;
      if (change.id) {
        item = list.find((i) => i.id === change.id);
        if (!item) throw missing("subscription_item", String(change.id));
      } else {
        if (!prices.has(String(change.price))) throw missing("price", String(change.price));
        if (list.some((i) => (i.price as Obj).id === change.price))
          throw invalid(
            `Cannot add multiple subscription items with the same plan: ${change.price}`,
            "items",
          );
      }
      const from = item ? Number(item.quantity) : 0;
      const to = Number(change.quantity ?? from);
      const behavior = body.proration_behavior ?? "create_prorations";
      if (behavior === "always_invoice" && to > from) {
        const probe = item ?? subscriptionItem(String(sub.id), String(change.price), 0, sub);
        const inv = prorationInvoice(sub, probe, from, to);
        const apply = () => {
          if (item) item.quantity = to;
          else list.push({ ...probe, quantity: to });
        };
        let paid: "paid" | "declined";
        try {
          paid = attemptPayment(inv);
        } catch (error) {
          if (body.payment_behavior === "pending_if_incomplete") throw error;
          throw error;
        }
        if (paid === "paid") apply();
        else if (body.payment_behavior === "pending_if_incomplete") {
          const pending = fixture("subscription").pending_update as Obj;
          sub.pending_update = {
            ...pending,
            expires_at: unix() + 23 * 3600,
            subscription_items: [
              { id: item?.id ?? null, price: (probe.price as Obj).id, quantity: to },
            ],
            discounts: null,
            billing_cycle_anchor: null,
            trial_end: null,
            trial_from_plan: null,
          };
          (inv as Obj).__apply = apply;
        } else if (body.payment_behavior === "error_if_incomplete") {
          Object.assign(inv, { status: "void" });
          throw cardDeclined(inv);
        } else {
          apply();
          sub.status = "past_due";
        }
      } else if (item) {
        item.quantity = to;
      } else {
        list.push(subscriptionItem(String(sub.id), String(change.price), to, sub));
      }
    }
  }

  /** A pending update applies once its invoice is paid. */
  function applyPendingUpdate(inv: Obj) {
    const sub = subscriptionOfInvoice(inv);
    const apply = inv.__apply as (() => void) | undefined;
    if (sub && apply && sub.pending_update) {
      apply();
      sub.pending_update = null;
      inv.__apply = undefined;
    }
  }

  // --- the server ------------------------------------------------------------------------------

  const control: {
    /** Awaited before each answer (the tests check what our side is doing meanwhile). */
    onRequest: ((call: StripeCall) => Promise<void>) | null;
    /** Requests to this path whose answer is lost on the way back (the work is done). */
    loseAnswers: { method: string; path: RegExp; count: number } | null;
  } = { onRequest: null, loseAnswers: null };

  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fake");
    const text =
      req.method === "GET" ? url.search.slice(1) : Buffer.concat(chunks).toString("utf8");
    const call: StripeCall = {
      method: req.method ?? "GET",
      path: url.pathname,
      body: parseStripeForm(text),
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      stripeVersion: req.headers["stripe-version"] as string | undefined,
    };
    calls.push(call);
    await control.onRequest?.(call);
    let status: number;
    let payload: unknown;
    const hash = createHash("sha256").update(`${call.method} ${call.path} ${text}`).digest("hex");
    const first = call.idempotencyKey ? idempotency.get(call.idempotencyKey) : undefined;
    if (first && first.hash !== hash) {
      status = 400;
      payload = {
        error: {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${call.idempotencyKey}' if you meant to execute a different request.`,
        },
      };
    } else if (first) {
      [status, payload] = [first.status, first.body];
    } else {
      try {
        const [s, body] = answer(call);
        status = s;
        payload = structuredClone(body);
        record(body);
      } catch (error) {
        if (!(error instanceof StripeFailure)) {
          status = 500;
          payload = { error: { type: "api_error", message: String(error) } };
        } else {
          status = error.status;
          payload = { error: error.error };
        }
      }
      if (call.idempotencyKey && call.method === "POST")
        idempotency.set(call.idempotencyKey, { hash, status, body: payload });
    }
    const lose = control.loseAnswers;
    if (lose && lose.count > 0 && lose.method === call.method && lose.path.test(call.path)) {
      lose.count--;
      req.socket.destroy();
      return;
    }
    res.writeHead(status, {
      "content-type": "application/json",
      "request-id": `req_${calls.length}`,
      ...(call.idempotencyKey ? { "idempotency-key": call.idempotencyKey } : {}),
      ...(first ? { "idempotent-replayed": "true" } : {}),
    });
    res.end(JSON.stringify(payload));
  });

  /** Records an answered object, its lists' items and its expanded fields. */
  function record(o: unknown) {
    if (!o || typeof o !== "object") return;
    const obj = o as Obj;
    if (obj.object === "list") {
      for (const item of obj.data as Obj[]) record(item);
      return;
    }
    if (typeof obj.object !== "string") return;
    returned.push(structuredClone(obj));
    for (const [key, v] of Object.entries(obj)) {
      if (!v || typeof v !== "object") continue;
      if ((v as Obj).object === "list") record(v);
      else if (["latest_invoice", "setup_intent", "invoice", "subscription"].includes(key))
        record(v);
    }
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  // --- what the person does on Stripe's pages, and Stripe's own clock --------------------------

  function event(type: string, object: Obj, apiVersion: string = STRIPE_API_VERSION): Obj {
    const e = fixture("event");
    Object.assign(e, {
      id: id("evt"),
      type,
      api_version: apiVersion,
      created: unix(),
      data: { object: structuredClone(object) },
      request: { id: null, idempotency_key: null },
    });
    return e;
  }

  return {
    port: (server.address() as AddressInfo).port,
    calls,
    returned,
    customers,
    subscriptions,
    invoices,
    invoicePayments,
    refunds,
    paymentMethods,
    sessions,
    verificationSessions,
    /**
     * What the person does on Stripe's verification page, and Stripe's check of it: `verified`
     * with what the document says (`verified_outputs`), `requires_input` with Stripe's
     * `last_error`, or `canceled`. Returns the webhook event Stripe sends.
     */
    finishVerification(
      sessionId: string,
      outcome:
        | { status: "verified"; firstName: string; lastName: string; dob: string }
        | { status: "requires_input"; code: string; reason: string }
        | { status: "canceled" },
    ) {
      const vs = verificationSessions.get(sessionId);
      if (!vs) throw new Error(`no verification session ${sessionId}`);
      vs.url = null;
      vs.last_verification_report = id("vr");
      if (outcome.status === "verified") {
        const [year, month, day] = outcome.dob.split("-").map(Number);
        Object.assign(vs, { status: "verified", last_error: null, redaction: null });
        vs.__verified_outputs = {
          address: null,
          dob: { day, month, year },
          email: null,
          first_name: outcome.firstName,
          id_number: null,
          id_number_type: null,
          last_name: outcome.lastName,
          phone: null,
          sex: null,
          unparsed_place_of_birth: null,
          unparsed_sex: null,
        };
      } else if (outcome.status === "requires_input") {
        Object.assign(vs, {
          status: "requires_input",
          last_error: { code: outcome.code, reason: outcome.reason },
        });
      } else {
        Object.assign(vs, { status: "canceled", last_error: null });
      }
      return event(`identity.verification_session.${outcome.status}`, view(vs));
    },
    priceIds: { base: "price_base_monthly", seat: "price_seat_monthly" },
    control,
    event,
    /**
     * The card's issuer starts declining every charge (as 4000 0000 0000 0341 does), for `reason`
     * (a key of DECLINE_REASONS; Stripe's generic decline by default).
     */
    declineCharges(paymentMethodId: string, reason = "generic_decline") {
      const pm = paymentMethods.get(paymentMethodId);
      if (!pm) throw new Error(`no payment method ${paymentMethodId}`);
      const error = DECLINE_REASONS[reason];
      if (!error) throw new Error(`no decline reason ${reason}`);
      pm.number = DECLINING_CARD;
      Object.defineProperty(pm, "__decline", { value: error, enumerable: false, writable: true });
    },
    /** The event as an endpoint on an older default API version gets it: no `invoice.parent`. */
    legacyEvent(type: string, object: Obj) {
      const old = structuredClone(object);
      if (old.object === "invoice") {
        const parent = old.parent as { subscription_details?: { subscription?: string } } | null;
        old.subscription = parent?.subscription_details?.subscription ?? null;
        delete old.parent;
      }
      return event(type, old, "2024-06-20");
    },
    /**
     * The person pays on the Checkout page with `card`: subscription mode creates the plan and
     * pays its first invoice (`payment: "async"` leaves it processing, as a bank debit does);
     * setup mode saves the card through a SetupIntent. Returns checkout.session.completed.
     */
    completeSession(
      sessionId: string,
      card = "4242424242424242",
      payment: "card" | "async" = "card",
    ) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      const customerId = String(s.customer);
      const pm = attachCard(customerId, card);
      if (s.mode === "setup") {
        const si = fixture("setup_intent");
        Object.assign(si, {
          id: id("seti"),
          customer: customerId,
          payment_method: pm.id,
          status: "succeeded",
          created: unix(),
          last_setup_error: null,
          next_action: null,
          metadata: {},
          usage: "off_session",
        });
        setupIntents.set(si.id as string, si);
        Object.assign(s, { status: "complete", setup_intent: si.id });
        return event("checkout.session.completed", view(s));
      }
      const sub = createSubscription(
        customerId,
        s.__lines as { price: string; quantity: number }[],
        String(pm.id),
        s.__subscriptionMetadata as Obj,
      );
      const inv = newInvoice(customerId, { sub, reason: "subscription_create" });
      for (const l of s.__lines as { price: string; quantity: number }[]) {
        const p = prices.get(l.price) as Obj;
        addLine(
          inv,
          lineItem(
            String(inv.id),
            `${l.quantity} × ${p.nickname} (at $${Number(p.unit_amount) / 100} / month)`,
            Number(p.unit_amount) * l.quantity,
            l.quantity,
            { start: Number(sub.__periodStart), end: Number(sub.__periodEnd) },
            sub,
          ),
        );
      }
      finalize(inv);
      sub.latest_invoice = inv.id;
      if (payment === "card") {
        if (attemptPayment(inv) !== "paid")
          throw new Error("the Checkout page does not accept a declined card");
      } else sub.status = "incomplete";
      Object.assign(s, {
        status: "complete",
        payment_status: payment === "card" ? "paid" : "unpaid",
        subscription: sub.id,
        invoice: inv.id,
        amount_total: inv.amount_due,
        amount_subtotal: inv.amount_due,
      });
      return event("checkout.session.completed", view(s));
    },
    /** The bank's answer to an asynchronous Checkout payment. */
    settleAsyncSession(sessionId: string, outcome: "succeeded" | "failed") {
      const s = sessions.get(sessionId) as Obj;
      const sub = subscriptions.get(String(s.subscription)) as Obj;
      const inv = invoices.get(String(s.invoice)) as Obj;
      if (outcome === "succeeded") {
        attemptPayment(inv);
        sub.status = "active";
        s.payment_status = "paid";
        return event("checkout.session.async_payment_succeeded", view(s));
      }
      return event("checkout.session.async_payment_failed", view(s));
    },
    /**
     * Stripe's clock reaches the period end: the subscription renews (a cycle invoice charged to
     * its default method; declined: `past_due`) or ends when it was canceled at period end.
     * Returns the events Stripe sends.
     */
    renew(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId) as Obj;
      if (sub.cancel_at_period_end) {
        Object.assign(sub, { status: "canceled", canceled_at: unix(), ended_at: unix() });
        return [event("customer.subscription.deleted", subscriptionView(sub))];
      }
      sub.__periodStart = sub.__periodEnd;
      sub.__periodEnd = Number(sub.__periodEnd) + MONTH;
      const inv = newInvoice(String(sub.customer), { sub, reason: "subscription_cycle" });
      for (const item of (sub.items as { data: Obj[] }).data) {
        const p = item.price as Obj;
        if (Number(item.quantity) === 0) continue;
        addLine(
          inv,
          lineItem(
            String(inv.id),
            `${item.quantity} × ${p.nickname} (at $${Number(p.unit_amount) / 100} / month)`,
            Number(p.unit_amount) * Number(item.quantity),
            Number(item.quantity),
            { start: Number(sub.__periodStart), end: Number(sub.__periodEnd) },
            sub,
          ),
        );
      }
      finalize(inv);
      sub.latest_invoice = inv.id;
      const paid = attemptPayment(inv) === "paid";
      sub.status = paid ? "active" : "past_due";
      return [
        event("customer.subscription.updated", subscriptionView(sub)),
        event(paid ? "invoice.paid" : "invoice.payment_failed", view(inv)),
      ];
    },
    /** The person saves a new card on the hosted invoice page and pays the open invoice. */
    payOnHostedPage(invoiceId: string, card = "4242424242424242") {
      const inv = invoices.get(invoiceId) as Obj;
      const pm = attachCard(String(inv.customer), card);
      const sub = subscriptionOfInvoice(inv);
      if (sub) sub.default_payment_method = pm.id;
      attemptPayment(inv);
      if (sub && inv.status === "paid") sub.status = "active";
      return [
        event("invoice.paid", view(inv)),
        ...(sub ? [event("customer.subscription.updated", subscriptionView(sub))] : []),
      ];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
