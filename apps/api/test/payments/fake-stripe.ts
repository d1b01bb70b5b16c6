import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface StripeCall {
  method: string;
  path: string;
  body: Record<string, string>;
  idempotencyKey: string | undefined;
}

/**
 * A local HTTP server answering the Stripe API paths the adapter calls, with just enough state
 * (a subscription, invoices and their items) to answer like Stripe. It records every call.
 */
export async function startFakeStripe(prices: { base: number; seat: number }) {
  const calls: StripeCall[] = [];
  const now = Math.floor(Date.now() / 1000);
  const periodEnd = now + 30 * 86400;
  const invoices = new Map<string, Record<string, unknown>>();
  const answered = new Map<string, [number, unknown]>();
  let seq = 0;
  const subscription = {
    id: "sub_123",
    object: "subscription",
    status: "active",
    currency: "usd",
    customer: "cus_123",
    cancel_at_period_end: false,
    canceled_at: null as number | null,
    items: {
      object: "list",
      data: [
        {
          id: "si_base",
          object: "subscription_item",
          quantity: 1,
          price: { id: "price_base", unit_amount: prices.base },
          current_period_start: now,
          current_period_end: periodEnd,
        },
        {
          id: "si_seat",
          object: "subscription_item",
          quantity: 0,
          price: { id: "price_seat", unit_amount: prices.seat },
          current_period_start: now,
          current_period_end: periodEnd,
        },
      ],
    },
  };
  const invoice = (
    id: string,
    amount: number,
    status: string,
    lines: Record<string, unknown>[],
  ) => ({
    id,
    object: "invoice",
    number: `STR-${id}`,
    status,
    currency: "usd",
    amount_due: amount,
    amount_paid: status === "paid" ? amount : 0,
    billing_reason: "subscription_create",
    hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
    invoice_pdf: `https://pay.stripe.test/invoice/${id}/pdf`,
    parent: { type: "subscription_details", subscription_details: { subscription: "sub_123" } },
    lines: { object: "list", data: lines },
  });
  invoices.set(
    "in_first",
    invoice("in_first", prices.base, "paid", [
      {
        id: "il_1",
        description: "Base plan",
        quantity: 1,
        amount: prices.base,
        period: { start: now, end: periodEnd },
      },
    ]),
  );

  const answer = (call: StripeCall): [number, unknown] => {
    const { method, path, body } = call;
    if (method === "POST" && path === "/v1/checkout/sessions") {
      return [
        200,
        {
          id: "cs_test_123",
          object: "checkout.session",
          url: "https://checkout.stripe.test/c/pay/cs_test_123",
          mode: body.mode,
        },
      ];
    }
    if (path === "/v1/subscriptions/sub_123") {
      if (method === "POST") {
        if (body["items[0][quantity]"])
          subscription.items.data[1]!.quantity = Number(body["items[0][quantity]"]);
        if (body.cancel_at_period_end)
          subscription.cancel_at_period_end = body.cancel_at_period_end === "true";
      }
      if (method === "DELETE") {
        subscription.status = "canceled";
        subscription.canceled_at = now;
      }
      return [200, subscription];
    }
    if (method === "POST" && path === "/v1/invoices") {
      const id = `in_${++seq}`;
      invoices.set(id, invoice(id, 0, "draft", []));
      return [200, invoices.get(id)];
    }
    if (method === "POST" && path === "/v1/invoiceitems") {
      const inv = invoices.get(body.invoice as string) as {
        lines: { data: unknown[] };
        amount_due: number;
      };
      inv.lines.data.push({
        id: `il_${++seq}`,
        description: body.description,
        quantity: 1,
        amount: Number(body.amount),
        period: { start: now, end: periodEnd },
      });
      inv.amount_due += Number(body.amount);
      return [200, { id: `ii_${seq}`, object: "invoiceitem", amount: Number(body.amount) }];
    }
    const m = /^\/v1\/invoices\/(in_\w+)(\/finalize|\/pay|\/void)?$/.exec(path);
    if (m) {
      const inv = invoices.get(m[1] as string) as Record<string, unknown> | undefined;
      if (!inv)
        return [404, { error: { type: "invalid_request_error", message: "No such invoice" } }];
      if (m[2] === "/finalize") inv.status = "open";
      if (m[2] === "/void") inv.status = "void";
      if (m[2] === "/pay") {
        inv.status = "paid";
        inv.amount_paid = inv.amount_due;
      }
      return [200, inv];
    }
    if (method === "GET" && path === "/v1/invoice_payments") {
      return [
        200,
        {
          object: "list",
          has_more: false,
          data: [
            {
              id: "inpay_1",
              object: "invoice_payment",
              payment: { type: "payment_intent", payment_intent: `pi_for_${body.invoice}` },
            },
          ],
        },
      ];
    }
    if (method === "POST" && path === "/v1/refunds") {
      return [
        200,
        {
          id: `re_${++seq}`,
          object: "refund",
          amount: Number(body.amount),
          payment_intent: body.payment_intent,
          status: "succeeded",
        },
      ];
    }
    return [
      404,
      { error: { type: "invalid_request_error", message: `fake Stripe has no ${method} ${path}` } },
    ];
  };

  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fake");
    const text = Buffer.concat(chunks).toString("utf8");
    const body = Object.fromEntries(new URLSearchParams(req.method === "GET" ? url.search : text));
    const call: StripeCall = {
      method: req.method ?? "GET",
      path: url.pathname,
      body,
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
    };
    calls.push(call);
    // Like Stripe: a request repeating an idempotency key gets the first answer replayed and
    // changes nothing.
    const replayed = call.idempotencyKey ? answered.get(call.idempotencyKey) : undefined;
    const [status, payload] = replayed ?? answer(call);
    if (call.idempotencyKey && !replayed) answered.set(call.idempotencyKey, [status, payload]);
    res.writeHead(status, {
      "content-type": "application/json",
      "request-id": `req_${calls.length}`,
    });
    res.end(JSON.stringify(payload));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    calls,
    invoices,
    subscription,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
