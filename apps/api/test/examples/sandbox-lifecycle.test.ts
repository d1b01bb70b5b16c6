import { runOutboxOnce } from "@intake/core/kernel";
import { runWebhookDeliveriesOnce } from "@intake/core/webhooks";
import { createClient } from "@intake/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LIFECYCLE,
  sandboxLifecycle,
} from "../../../../examples/sandbox-lifecycle/sandbox-lifecycle";
import { COMPLETE, letter } from "../encounters/seed";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "true" });
});
afterAll(() => t.close());

describe("examples/sandbox-lifecycle (SDK only) against the real app", () => {
  it("consents in the sandbox, applies every event and verifies each webhook on a local receiver", async () => {
    t.clock.set(new Date()); // the receiver checks webhook-timestamp against the real clock
    const account = await t.createAccount();
    const withSession = createClient({
      baseUrl: TEST_BASE_URL,
      token: account.session,
      fetch: t.fetch,
    });
    const key = await withSession.developers.keys.create({ label: "tour", environment: "test" });

    // The delivery worker, as `npm start` runs it: outbox to deliveries, deliveries to the receiver.
    let pumping = true;
    const pump = (async () => {
      while (pumping) {
        await runOutboxOnce(t.services, { topics: ["webhook.event"] });
        await runWebhookDeliveriesOnce(t.services);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const lines: string[] = [];
    let steps: Awaited<ReturnType<typeof sandboxLifecycle>>;
    try {
      steps = await sandboxLifecycle({
        baseUrl: TEST_BASE_URL,
        developerKey: key.key,
        letter: letter(COMPLETE),
        fetch: t.fetch,
        log: (l) => lines.push(l),
        webhookTimeoutMs: 10_000,
      });
    } finally {
      pumping = false;
      await pump;
    }

    expect(steps.map((s) => s.event)).toEqual([...LIFECYCLE.map((s) => s.event), "cancel"]);
    const [first, second] = [steps[0]?.encounterId, steps.at(-1)?.encounterId];
    expect(steps.map((s) => [s.event, s.status, s.webhook?.type ?? null]).slice(0, 6)).toEqual([
      ["consent_accepted", "pending_identity", null],
      ["identity_verified", "in_review", null],
      ["physician_message", "in_review", "encounter.message"],
      ["complete", "completed", "encounter.completed"],
      ["order_placed", "completed", "encounter.pharmacy_order"],
      ["order_rerouted", "completed", "encounter.pharmacy_order"],
    ]);
    // Every verified webhook is the event the step fired, for the right request, in sandbox.
    const hooks = steps.filter((s) => s.webhook).map((s) => s.webhook!);
    expect(hooks).toHaveLength(LIFECYCLE.length - 2 + 1);
    expect(hooks.every((h) => h.sandbox === true)).toBe(true);
    expect(new Set(hooks.map((h) => h.id)).size).toBe(hooks.length);
    const pharmacy = hooks.filter((h) => h.type === "encounter.pharmacy_order");
    expect(
      pharmacy.map((h) => (h.data as { pharmacy_order_status: string }).pharmacy_order_status),
    ).toEqual([
      "placed",
      "rerouted",
      "filling",
      "shipped",
      "delivered",
      "received",
      "ready",
      "picked_up",
      "completed",
      "canceled",
    ]);
    const rx = hooks.filter((h) => h.type === "encounter.prescription");
    expect(rx.map((h) => (h.data as { prescription_status: string }).prescription_status)).toEqual([
      "depleted",
      "expired",
      "active",
    ]);
    expect(hooks.at(-1)).toMatchObject({
      type: "encounter.canceled",
      data: { encounter_id: second, external_id: "sandbox-tour-2", status: "canceled" },
    });
    expect(hooks[1]).toMatchObject({
      type: "encounter.completed",
      data: { encounter_id: first, external_id: "sandbox-tour-1", rx_count: 1 },
    });
    expect(lines.some((l) => l.startsWith("refused"))).toBe(false);
    expect(lines.at(-1)).toBe("cancel: canceled, webhook encounter.canceled verified");

    // The example cleaned up its endpoint; every logged attempt succeeded the first time.
    const api = createClient({ baseUrl: TEST_BASE_URL, token: key.key, fetch: t.fetch });
    expect(await api.webhooks.list()).toEqual([]);
    const attempts = await t.db
      .selectFrom("webhook_attempts")
      .select(["attempt", "response_status"])
      .execute();
    expect(attempts.length).toBeGreaterThan(0);
    expect(attempts.every((a) => a.attempt === 1 && a.response_status === 204)).toBe(true);
    // One delivery per event (an attempt still in flight when the endpoint is deleted is not
    // logged: deleting an endpoint ends its pending deliveries).
    const deliveries = await t.db.selectFrom("webhook_deliveries").select("id").execute();
    expect(deliveries).toHaveLength(hooks.length);
  }, 60_000);
});
