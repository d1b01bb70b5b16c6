import { type Services, systemClock } from "@intake/core/kernel";
import {
  claimWebhookDeliveries,
  emitOutcomeEvent,
  fanOutPendingEvents,
  type OutcomeEvent,
  webhookLeaseMs,
} from "@intake/core/webhooks";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type RunningWorker, startWebhookDispatcher } from "../../src/workers/periodic";
import { createTestApp, type TestApp } from "../harness";
import { type Receiver, startReceiver } from "./helpers";

const BASE = "/api/v1/developers/me/webhook-endpoints";
const silent = pino({ level: process.env.DEBUG_DISPATCHER ? "info" : "silent" });

let t: TestApp;
let real: Services;
const receivers: Receiver[] = [];
const workers: RunningWorker[] = [];
beforeAll(async () => {
  t = await createTestApp({
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "true",
    WEBHOOK_TIMEOUT_MS: "10000",
    WEBHOOK_RETRY_SCHEDULE: "1s,1s",
  });
  // The dispatcher runs on real time (its timers), as in the server.
  real = { ...t.services, clock: systemClock };
});
afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop();
  await t.db
    .updateTable("webhook_deliveries")
    .set({ status: "failed", next_attempt_at: null })
    .where("status", "=", "pending")
    .execute();
  for (const r of receivers.splice(0)) await r.close();
});
afterAll(() => t.close());

async function receiver(...args: Parameters<typeof startReceiver>) {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
}
async function endpoint(token: string, url: string) {
  const res = await t.post(BASE, { url, environment: "test" }, { token });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}
const event = (developerId: string, n = 1): OutcomeEvent => ({
  developerId,
  environment: "test",
  type: "encounter.completed",
  data: {
    encounter_id: "8b0e1c5a-0000-4000-8000-000000000001",
    external_id: `order-${n}`,
    status: "completed",
    rx_count: 1,
  },
});
/** Emits in a committed transaction, as a request does. */
const emit = (developerId: string, n = 1) =>
  t.db.transaction().execute((trx) => emitOutcomeEvent(trx, t.clock.now(), event(developerId, n)));
const start = (options: Parameters<typeof startWebhookDispatcher>[2] = {}) => {
  const w = startWebhookDispatcher(real, silent, { idleMs: 60_000, ...options });
  workers.push(w);
  return w;
};
const until = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${check.toString()}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe("webhook dispatcher", () => {
  it("is woken by a committed event (no polling): fan-out and first attempt within a second", async () => {
    const dev = await t.createAccount();
    const r = await receiver();
    await endpoint(dev.session, r.url);
    // Once it listens and its first (empty) pass is done, with idleMs at 60 s only a
    // notification can wake it.
    await start().ready;
    const emitted = Date.now();
    const envelope = await emit(dev.id);
    await until(() => r.received.length === 1, 2_000);
    expect(Date.now() - emitted).toBeLessThan(1_000);
    expect(r.received[0]?.headers["webhook-id"]).toBe(envelope.id);
    const row = await t.db
      .selectFrom("outbox")
      .select(["status"])
      .where("topic", "=", "webhook.event")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("done");
  });

  it("a hanging endpoint holds at most its per-endpoint slots; the other endpoint gets every event at once", async () => {
    const dev = await t.createAccount();
    const hanging = await receiver({ kind: "hang" });
    const fast = await receiver();
    await endpoint(dev.session, hanging.url);
    await endpoint(dev.session, fast.url);
    for (let i = 0; i < 30; i++) await emit(dev.id, i);
    const started = Date.now();
    start({ perEndpoint: 4 });
    // Well before the hanging attempts time out (10 s), every event reached the other endpoint.
    await until(() => fast.received.length === 30, 8_000).catch((e) => {
      throw new Error(
        `${e.message}: fast ${fast.received.length}, hanging ${hanging.received.length}`,
      );
    });
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(hanging.received).toHaveLength(4);
  });

  it("retries fire on schedule (±250 ms), counted from the failed attempt", async () => {
    const dev = await t.createAccount();
    const r = await receiver({ kind: "status", status: 503 });
    await endpoint(dev.session, r.url);
    start();
    const arrivals: number[] = [];
    const track = async () => {
      for (;;) {
        await r.nextRequest();
        arrivals.push(Date.now());
        if (arrivals.length === 1) r.set({ kind: "status", status: 204 });
        if (arrivals.length === 2) return;
      }
    };
    const tracking = track();
    await emit(dev.id);
    await tracking;
    const gap = (arrivals[1] as number) - (arrivals[0] as number);
    expect(gap).toBeGreaterThanOrEqual(1_000 - 250);
    expect(gap).toBeLessThanOrEqual(1_000 + 250);
    const attempts = () =>
      t.db
        .selectFrom("webhook_attempts as a")
        .innerJoin("webhook_deliveries as d", "d.id", "a.delivery_id")
        .select(["a.attempt", "a.response_status"])
        .where("d.developer_id", "=", dev.id)
        .orderBy("a.attempt")
        .execute();
    await expect.poll(attempts).toEqual([
      { attempt: 1, response_status: 503 },
      { attempt: 2, response_status: 204 },
    ]);
  });

  it("a claim is leased for one attempt plus 5 s (a killed worker's duplicate comes that soon)", async () => {
    expect(webhookLeaseMs(t.config)).toBe(10_000 + 5_000);
    const dev = await t.createAccount();
    const r = await receiver();
    await endpoint(dev.session, r.url);
    await emit(dev.id);
    expect(await fanOutPendingEvents(t.services)).toBe(1);
    const [claimed] = await claimWebhookDeliveries(t.services);
    const row = await t.db
      .selectFrom("webhook_deliveries")
      .select("lease_until")
      .where("id", "=", claimed?.id as string)
      .executeTakeFirstOrThrow();
    expect((row.lease_until as Date).getTime()).toBe(t.clock.now().getTime() + 15_000);
  });
});
