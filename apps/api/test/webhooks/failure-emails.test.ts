import { runSweepsOnce } from "@intake/core/care";
import { runOutboxOnce } from "@intake/core/kernel";
import { emitOutcomeEvent, runWebhookDeliveriesOnce } from "@intake/core/webhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { type Receiver, startReceiver } from "./helpers";

const MIN = 60_000;
const HOUR = 60 * MIN;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "true" });
});
afterAll(() => t.close());

let n = 0;
/** One event, taken through every attempt of the default schedule (30 s, 2 min) with the clock moved. */
async function deliverOne(developerId: string, environment: "test" | "live" = "live") {
  const externalId = `order-${++n}`;
  await emitOutcomeEvent(t.db, t.clock.now(), {
    developerId,
    environment,
    type: "encounter.completed",
    data: { encounter_id: `enc-${n}`, external_id: externalId, status: "completed", rx_count: 1 },
  });
  await runOutboxOnce(t.services, { topics: ["webhook.event"] });
  await runWebhookDeliveriesOnce(t.services);
  t.clock.advance(30_000);
  await runWebhookDeliveriesOnce(t.services);
  t.clock.advance(2 * MIN);
  await runWebhookDeliveriesOnce(t.services);
  return externalId;
}

async function mails(to: string) {
  await runOutboxOnce(t.services, { topics: ["email.send"] });
  return t.db
    .selectFrom("mailbox")
    .select(["subject", "body_text"])
    .where("to_address", "=", to)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

async function setup(environment: "test" | "live", r: Receiver) {
  const dev = await t.createAccount();
  const res = await t.post(
    "/api/v1/developers/me/webhook-endpoints",
    { url: r.url, environment },
    { token: dev.session },
  );
  expect(res.status).toBe(201);
  return { dev, endpointId: res.body.id as string };
}

describe("failure e-mails (live endpoints)", () => {
  it("two failed deliveries >= 30 min apart: one e-mail with the undelivered external ids; one reminder > 24 h later; one on recovery", async () => {
    const r = await startReceiver({ kind: "status", status: 500 });
    try {
      const { dev, endpointId } = await setup("live", r);
      const first = await deliverOne(dev.id);
      expect(await mails(dev.email)).toHaveLength(0);
      t.clock.advance(10 * MIN);
      const second = await deliverOne(dev.id); // < 30 min after the first failure
      expect(await mails(dev.email)).toHaveLength(0);
      t.clock.advance(20 * MIN);
      const third = await deliverOne(dev.id); // >= 30 min after the first
      let inbox = await mails(dev.email);
      expect(inbox).toHaveLength(1);
      expect(inbox[0]!.subject).toBe("Webhook deliveries to your endpoint are failing");
      for (const id of [first, second, third]) expect(inbox[0]!.body_text).toContain(`  ${id}\n`);
      expect(inbox[0]!.body_text).toContain(r.url);
      expect(inbox[0]!.body_text).not.toMatch(/whsec_/);

      t.clock.advance(HOUR);
      await deliverOne(dev.id); // still failing, within 24 h of the e-mail: nothing
      expect(await mails(dev.email)).toHaveLength(1);
      t.clock.advance(24 * HOUR);
      const late = await deliverOne(dev.id); // > 24 h after the e-mail: the one reminder
      inbox = await mails(dev.email);
      expect(inbox).toHaveLength(2);
      expect(inbox[1]!.subject).toBe(
        "Reminder: webhook deliveries to your endpoint are still failing",
      );
      expect(inbox[1]!.body_text).toContain(`  ${late}\n`);
      t.clock.advance(48 * HOUR);
      await deliverOne(dev.id); // no second reminder
      expect(await mails(dev.email)).toHaveLength(2);

      const session = await t.services.sessions.issue(dev.id);
      const listed = await t.get(`/api/v1/developers/me/webhook-endpoints/${endpointId}`, {
        token: session,
      });
      expect(listed.body.failing).toBe(true);

      r.set({ kind: "status", status: 200 });
      await deliverOne(dev.id);
      inbox = await mails(dev.email);
      expect(inbox).toHaveLength(3);
      expect(inbox[2]!.subject).toBe("Webhook deliveries are succeeding again");
      await deliverOne(dev.id);
      expect(await mails(dev.email)).toHaveLength(3);
      const after = await t.get(`/api/v1/developers/me/webhook-endpoints/${endpointId}`, {
        token: session,
      });
      expect(after.body.failing).toBe(false);
      // Never disabled: it kept receiving every event throughout.
      expect(r.received.length).toBe(6 * 3 + 2);
    } finally {
      await r.close();
    }
  });

  it("a success between two failures breaks the run: no e-mail", async () => {
    const r = await startReceiver({ kind: "status", status: 500 });
    try {
      const { dev } = await setup("live", r);
      await deliverOne(dev.id);
      t.clock.advance(20 * MIN);
      r.set({ kind: "status", status: 204 });
      await deliverOne(dev.id);
      r.set({ kind: "status", status: 500 });
      t.clock.advance(20 * MIN);
      await deliverOne(dev.id); // 40 min after the first failure, but not in a row
      expect(await mails(dev.email)).toHaveLength(0);
      t.clock.advance(30 * MIN);
      await deliverOne(dev.id);
      const inbox = await mails(dev.email);
      expect(inbox).toHaveLength(1);
      expect(inbox[0]!.body_text).not.toContain(`order-${n - 2}\n`); // the delivered one
    } finally {
      await r.close();
    }
  });

  it("test endpoints never e-mail; they show the failing badge", async () => {
    const r = await startReceiver({ kind: "status", status: 500 });
    try {
      const { dev, endpointId } = await setup("test", r);
      for (let i = 0; i < 4; i++) {
        await deliverOne(dev.id, "test");
        t.clock.advance(25 * HOUR);
      }
      expect(await mails(dev.email)).toHaveLength(0);
      const session = await t.services.sessions.issue(dev.id);
      expect(
        (await t.get(`/api/v1/developers/me/webhook-endpoints/${endpointId}`, { token: session }))
          .body.failing,
      ).toBe(true);
      r.set({ kind: "status", status: 200 });
      await deliverOne(dev.id, "test");
      expect(await mails(dev.email)).toHaveLength(0);
      expect(
        (await t.get(`/api/v1/developers/me/webhook-endpoints/${endpointId}`, { token: session }))
          .body.failing,
      ).toBe(false);
    } finally {
      await r.close();
    }
  });
});

describe("30-day retention", () => {
  it("the sweep purges delivery results older than 30 days and keeps newer ones", async () => {
    const r = await startReceiver();
    try {
      const { dev, endpointId } = await setup("test", r);
      await deliverOne(dev.id, "test");
      t.clock.advance(20 * 24 * HOUR);
      await deliverOne(dev.id, "test");
      t.clock.advance(10 * 24 * HOUR + MIN);
      const before = await t.db
        .selectFrom("webhook_attempts")
        .select("id")
        .where("endpoint_id", "=", endpointId)
        .execute();
      expect(before).toHaveLength(2);
      const swept = await runSweepsOnce(t.services);
      expect(swept.webhookDeliveries).toBeGreaterThanOrEqual(1);
      const session = await t.services.sessions.issue(dev.id);
      const log = await t.get(`/api/v1/developers/me/webhook-endpoints/${endpointId}/deliveries`, {
        token: session,
      });
      expect(log.body.deliveries).toHaveLength(1);
      expect((await runSweepsOnce(t.services)).webhookDeliveries).toBe(0);
    } finally {
      await r.close();
    }
  });
});
