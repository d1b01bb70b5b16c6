import { runOutboxOnce } from "@intake/core/kernel";
import { emitOutcomeEvent, runWebhookDeliveriesOnce } from "@intake/core/webhooks";
import { ApiError, createClient, Webhook } from "@intake/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";
import { startReceiver } from "../webhooks/helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "true" });
});
afterAll(() => t.close());

describe("api.developers.keys against the real app", () => {
  it("creates, lists and revokes developer keys; a personal API key is refused", async () => {
    const account = await t.createAccount();
    const api = createClient({ baseUrl: TEST_BASE_URL, token: account.session, fetch: t.fetch });
    const test = await api.developers.keys.create({ label: "sandbox", environment: "test" });
    expect(test.key).toMatch(/^ak_test_/);
    t.clock.advance(1000);
    const noCard = await api.developers.keys
      .create({ label: "prod", environment: "live" })
      .catch((e: unknown) => e);
    expect(noCard).toMatchObject({ status: 402, code: "payment_method_required" });
    const declined = await api.developers.paymentMethod
      .add({ number: "4000000000000002", exp_month: 12, exp_year: 2099, cvc: "123" })
      .catch((e: unknown) => e);
    expect(declined).toMatchObject({ status: 402, code: "card_declined" });
    const card = await api.developers.paymentMethod.add({
      number: "4242424242424242",
      exp_month: 12,
      exp_year: 2099,
      cvc: "123",
    });
    expect(card).toEqual({ brand: "visa", last4: "4242", createdAt: t.clock.now().toISOString() });
    const live = await api.developers.keys.create({ label: "prod", environment: "live" });
    expect(live.key).toMatch(/^ak_live_/);
    const listed = await api.developers.keys.list();
    expect(listed.map((k) => k.keyId)).toEqual([live.keyId, test.keyId]);
    expect(JSON.stringify(listed)).not.toContain(test.key);

    // A test key sees its own environment only.
    const sandbox = createClient({ baseUrl: TEST_BASE_URL, token: test.key, fetch: t.fetch });
    expect((await sandbox.developers.keys.list()).map((k) => k.keyId)).toEqual([test.keyId]);

    await api.developers.keys.revoke(live.keyId);
    const revoked = createClient({ baseUrl: TEST_BASE_URL, token: live.key, fetch: t.fetch });
    const err = await revoked.prescribing
      .list()
      .firstPage()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401 });

    const personal = createClient({
      baseUrl: TEST_BASE_URL,
      apiKey: account.apiKey,
      fetch: t.fetch,
    });
    const refused = await personal.developers.keys
      .create({ label: "x", environment: "test" })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, code: "developer_credential_required" });
  });
});

describe("api.webhooks against the real app", () => {
  it("registers an endpoint, tests it, reads the log, redelivers, rotates and deletes", async () => {
    const account = await t.createAccount();
    const api = createClient({ baseUrl: TEST_BASE_URL, token: account.session, fetch: t.fetch });
    const r = await startReceiver();
    try {
      const ep = await api.webhooks.create({ url: r.url, environment: "test" });
      expect(ep.secret).toMatch(/^whsec_/);
      expect((await api.webhooks.list()).map((e) => e.id)).toEqual([ep.id]);
      expect(await api.webhooks.get(ep.id)).toMatchObject({ id: ep.id, url: r.url });
      expect((await api.webhooks.secret(ep.id)).secret).toBe(ep.secret);

      const sent = await api.webhooks.test(ep.id);
      await emitOutcomeEvent(t.db, t.clock.now(), {
        developerId: account.id,
        environment: "test",
        type: "encounter.completed",
        data: { encounter_id: "enc-1", external_id: "x-1", status: "completed", rx_count: 1 },
      });
      await runOutboxOnce(t.services, { topics: ["webhook.event"] });
      expect(await runWebhookDeliveriesOnce(t.services)).toMatchObject({ delivered: 2 });
      const verifier = new Webhook(ep.secret, { now: () => t.clock.now() });
      const types = r.received.map((q) => verifier.verify(q.body, q.headers).type).sort();
      expect(types).toEqual(["encounter.completed", "webhook.test"]);

      const log = await api.webhooks.deliveries(ep.id, { limit: 1 }).toArray();
      expect(log).toHaveLength(2);
      const first = log.find((d) => d.eventId === sent.eventId);
      expect(first).toBeDefined();
      await api.webhooks.redeliver(first?.deliveryId as string);
      expect(await runWebhookDeliveriesOnce(t.services)).toMatchObject({ delivered: 1 });
      expect(r.received).toHaveLength(3);

      const rotated = await api.webhooks.rotateSecret(ep.id);
      expect(rotated.secret).not.toBe(ep.secret);
      await api.webhooks.delete(ep.id);
      const gone = await api.webhooks.get(ep.id).catch((e: unknown) => e);
      expect(gone).toMatchObject({ status: 404 });
    } finally {
      await r.close();
    }
  });
});
