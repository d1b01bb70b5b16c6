import { runOutboxOnce } from "@intake/core/kernel";
import { emitOutcomeEvent, runWebhookDeliveriesOnce } from "@intake/core/webhooks";
import { Webhook, type WebhookEvent, WebhookVerificationError } from "@intake/sdk";
import { Webhook as StandardWebhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReceiver, describeEvent } from "../../../../examples/webhook-receiver/receiver";
import { freePort } from "../free-port";
import { createTestApp, type TestApp } from "../harness";
import { startReceiver } from "./helpers";

const BASE = "/api/v1/developers/me/webhook-endpoints";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "true" });
});
afterAll(() => t.close());

const completed = (developerId: string, externalId: string) =>
  emitOutcomeEvent(t.db, t.clock.now(), {
    developerId,
    environment: "test",
    type: "encounter.completed",
    data: { encounter_id: "enc-9", external_id: externalId, status: "completed", rx_count: 2 },
  });
const deliverAll = async () => {
  await runOutboxOnce(t.services, { topics: ["webhook.event"] });
  return runWebhookDeliveriesOnce(t.services);
};

describe("SDK Webhook against real deliveries", () => {
  it("verifies both schemes of a real delivery, with several secrets during a rotation, then only the new one", async () => {
    const dev = await t.createAccount();
    const r = await startReceiver();
    try {
      const ep = (await t.post(BASE, { url: r.url, environment: "test" }, { token: dev.session }))
        .body;
      await completed(dev.id, "a-1");
      await deliverAll();
      const req = r.received[0]!;
      const now = () => t.clock.now();
      const event = new Webhook(ep.secret, { now }).verify(req.body, req.headers);
      expect(event).toMatchObject({
        type: "encounter.completed",
        sandbox: true,
        data: { external_id: "a-1", rx_count: 2 },
      });
      if (event.type === "encounter.completed") expect(event.data.status).toBe("completed");
      // Only our header: verified all the same.
      const { "webhook-signature": _s, ...legacy } = req.headers;
      expect(new Webhook(ep.secret).verify(req.body, legacy).id).toBe(event.id);
      // Wrong secret, tampered body, replay past 5 minutes.
      expect(() => new Webhook("whsec_AAAA").verify(req.body, req.headers)).toThrow(
        WebhookVerificationError,
      );
      const tampered = Buffer.from(req.body.toString().replace('"rx_count":2', '"rx_count":3'));
      expect(() => new Webhook(ep.secret, { now }).verify(tampered, req.headers)).toThrow(
        /does not match/,
      );
      const later = () => new Date(t.clock.now().getTime() + 5 * 60_000 + 1000);
      expect(() => new Webhook(ep.secret, { now: later }).verify(req.body, req.headers)).toThrow(
        /more than the 300 s/,
      );

      const rotated = (
        await t.post(`${BASE}/${ep.id}/rotate-secret`, undefined, { token: dev.session })
      ).body;
      await completed(dev.id, "a-2");
      await deliverAll();
      const during = r.received[1]!;
      expect(
        new Webhook(ep.secret, { now }).verify(during.body, during.headers).data,
      ).toMatchObject({ external_id: "a-2" });
      expect(
        new Webhook(rotated.secret, { now }).verify(during.body, during.headers).data,
      ).toMatchObject({ external_id: "a-2" });
      const { "webhook-signature": _d, ...duringLegacy } = during.headers;
      expect(new Webhook(ep.secret).verify(during.body, duringLegacy).id).toBeTruthy();

      t.clock.advance(24 * 3600_000 + 1000);
      await completed(dev.id, "a-3");
      await deliverAll();
      const after = r.received[2]!;
      expect(() => new Webhook(ep.secret, { now }).verify(after.body, after.headers)).toThrow(
        /does not match/,
      );
      expect(
        new Webhook([ep.secret, rotated.secret], { now }).verify(after.body, after.headers).data,
      ).toMatchObject({
        external_id: "a-3",
      });
    } finally {
      await r.close();
    }
  });

  it("Webhook.sign makes headers the standardwebhooks package accepts, and the SDK accepts that package's signatures", () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    const body = JSON.stringify({
      id: "evt_abc",
      type: "webhook.test",
      created: new Date().toISOString(),
      sandbox: true,
      data: { encounter_id: "x", external_id: "y", status: "completed", rx_count: 0 },
    });
    const headers = Webhook.sign(body, { secret });
    expect(headers["webhook-id"]).toBe("evt_abc");
    expect(headers["X-Service-Event"]).toBe("webhook.test");
    expect(new StandardWebhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    const ts = new Date();
    const theirs = new StandardWebhook(secret).sign("evt_abc", ts, body);
    const event = new Webhook(secret).verify(body, {
      "webhook-id": "evt_abc",
      "webhook-timestamp": String(Math.floor(ts.getTime() / 1000)),
      "webhook-signature": theirs,
    });
    expect(event.type).toBe("webhook.test");
    // Two secrets: either verifies.
    const both = Webhook.sign(body, { secret: [secret, "whsec_b3RoZXI="] });
    expect(new Webhook("whsec_b3RoZXI=").verify(body, both).id).toBe("evt_abc");
    expect(new StandardWebhook("whsec_b3RoZXI=").verify(body, both)).toBeTruthy();
  });
});

describe("examples/webhook-receiver receives real deliveries", () => {
  it("verifies, handles each event once (redeliveries ignored) and refuses a forged one", async () => {
    t.clock.set(new Date()); // the receiver checks webhook-timestamp against the real clock
    const dev = await t.createAccount();
    // Find a free port first: the endpoint URL names it, and the receiver needs the secret.
    const port = await freePort();
    const ep = (
      await t.post(
        BASE,
        { url: `http://127.0.0.1:${port}/hooks`, environment: "test" },
        { token: dev.session },
      )
    ).body;
    const events: WebhookEvent[] = [];
    const rejected: string[] = [];
    const server = createReceiver({
      secret: ep.secret,
      onEvent: (e) => events.push(e),
      onRejected: (reason) => rejected.push(reason),
    });
    await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
    try {
      await completed(dev.id, "ext-1");
      await emitOutcomeEvent(t.db, t.clock.now(), {
        developerId: dev.id,
        environment: "test",
        type: "encounter.message",
        data: { encounter_id: "enc-9", external_id: "ext-1", status: "in_review", rx_count: 0 },
      });
      const sent = await t.post(`${BASE}/${ep.id}/test`, undefined, { token: dev.session });
      expect(await deliverAll()).toMatchObject({ claimed: 3, delivered: 3 });
      expect(events.map(describeEvent).sort()).toEqual([
        "completed ext-1: 2 prescription(s)",
        "message waiting on ext-1 (in_review)",
        "test event received",
      ]);
      // A redelivery of the same event is verified and answered 2xx, but handled once.
      const log = await t.get(`${BASE}/${ep.id}/deliveries`, { token: dev.session });
      const first = log.body.deliveries.find(
        (d: { eventId: string }) => d.eventId === sent.body.eventId,
      );
      await t.post(
        `/api/v1/developers/me/webhook-deliveries/${first.deliveryId}/redeliver`,
        undefined,
        { token: dev.session },
      );
      expect(await runWebhookDeliveriesOnce(t.services)).toMatchObject({
        claimed: 1,
        delivered: 1,
      });
      expect(events).toHaveLength(3);
      // A forged request is refused with 400 and never handled.
      const forged = await fetch(`http://127.0.0.1:${port}/hooks`, {
        method: "POST",
        body: '{"id":"evt_x","type":"webhook.test"}',
        headers: Webhook.sign('{"id":"evt_x","type":"webhook.test"}', { secret: "whsec_Zm9yZ2Vk" }),
      });
      expect(forged.status).toBe(400);
      expect(rejected).toEqual([expect.stringMatching(/does not match/)]);
      expect(events).toHaveLength(3);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
