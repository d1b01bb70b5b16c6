import { ApiError, createClient } from "@intake/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";
import { subscribedAccount } from "../payments/subscribe";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("api.subscriptions against the real app", () => {
  it("404 before checkout as a typed error", async () => {
    const account = await t.createAccount();
    const api = createClient({ baseUrl: TEST_BASE_URL, apiKey: account.apiKey, fetch: t.fetch });
    const err = await api.subscriptions.get().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, code: "subscription_not_found" });
  });

  it("reads, changes seats, pages invoices, previews and cancels", async () => {
    const s = await subscribedAccount(t);
    const api = createClient({ baseUrl: TEST_BASE_URL, apiKey: s.apiKey, fetch: t.fetch });
    const sub = await api.subscriptions.get();
    expect(sub).toMatchObject({ userId: s.id, plan: "base", status: "active", seatCount: 0 });
    expect(await api.subscriptions.paymentMethod()).toEqual({ brand: "visa", last4: "4242" });

    for (const seatCount of [1, 2]) {
      t.clock.advance(1000);
      const updated = await api.subscriptions.update(
        { seatCount },
        { headers: { "Idempotency-Key": `seats-${seatCount}` } },
      );
      expect(updated.seatCount).toBe(seatCount);
    }
    const pages = [];
    for await (const page of api.subscriptions.invoices({ limit: 2 }).pages()) pages.push(page);
    expect(pages.map((p) => p.items.length)).toEqual([2, 1]);
    const all = await api.subscriptions.invoices().toArray();
    expect(all.map((i) => i.id)).toEqual(pages.flatMap((p) => p.items.map((i) => i.id)));
    expect(all.every((i) => i.status === "paid")).toBe(true);

    const preview = await api.subscriptions.cancellationPreview();
    expect(preview).toMatchObject({ refundable: true, currency: "usd" });
    expect(preview.refundAmount).toBeGreaterThan(0);
    const canceled = await api.subscriptions.cancel({ refundIfEligible: true });
    expect(canceled).toMatchObject({ refunded: true, refundAmount: preview.refundAmount });
    expect(canceled.subscription.status).toBe("canceled");
    expect((await api.subscriptions.get()).status).toBe("canceled");
  });
});
