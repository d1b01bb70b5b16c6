import { createHmac } from "node:crypto";
import { loadConfig, parseRetrySchedule, runOutboxOnce } from "@intake/core/kernel";
import {
  attemptWebhookDelivery,
  claimWebhookDeliveries,
  emitOutcomeEvent,
  type OutcomeEvent,
  postWebhook,
  runWebhookDeliveriesOnce,
} from "@intake/core/webhooks";
import { Webhook as StandardWebhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_APP_SECRET, type TestApp } from "../harness";
import { createDeveloperKey, type Receiver, startReceiver } from "./helpers";

const BASE = "/api/v1/developers/me/webhook-endpoints";

let t: TestApp;
const receivers: Receiver[] = [];
beforeAll(async () => {
  // Local receivers on 127.0.0.1 need the development switch. The receiver timeout stays at its
  // 10 s default, so answering receivers never miss it on a loaded machine (six concurrent
  // deliveries did miss 1 s); the tests of a hanging receiver shorten it (`hangingReceivers`).
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "true" });
});
/** For a test whose receiver hangs: attempts give up after 1 s instead of 10 s. */
const hangingReceivers = () => {
  (t.services.config as { WEBHOOK_TIMEOUT_MS: number }).WEBHOOK_TIMEOUT_MS = 1000;
};
afterEach(async () => {
  (t.services.config as { WEBHOOK_TIMEOUT_MS: number }).WEBHOOK_TIMEOUT_MS = 10_000;
  // Each test starts with nothing due: a test's unfinished retries must not reach the next one.
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

async function developer() {
  const account = await t.createAccount();
  return account;
}

async function endpoint(token: string, url: string, environment: "test" | "live" = "test") {
  const res = await t.post(BASE, { url, environment }, { token });
  expect(res.status).toBe(201);
  return res.body as { id: string; secret: string };
}

async function emit(event: OutcomeEvent) {
  const envelope = await emitOutcomeEvent(t.db, t.clock.now(), event);
  await runOutboxOnce(t.services, { topics: ["webhook.event"] });
  return envelope;
}

const completed = (
  developerId: string,
  environment: "test" | "live" = "test",
  externalId = "order-1",
) =>
  ({
    developerId,
    environment,
    type: "encounter.completed",
    data: {
      encounter_id: "8b0e1c5a-0000-4000-8000-000000000001",
      external_id: externalId,
      status: "completed",
      rx_count: 1,
    },
  }) as const;

const log = async (token: string, id: string) =>
  (await t.get(`${BASE}/${id}/deliveries`, { token })).body.deliveries as Array<
    Record<string, unknown>
  >;

describe("fan-out and signed delivery", () => {
  it("sends every event of an environment to each of its endpoints, byte for byte, signed both ways", async () => {
    const dev = await developer();
    const a = await receiver();
    const b = await receiver();
    const live = await receiver();
    const deleted = await receiver();
    const epA = await endpoint(dev.session, a.url);
    const epB = await endpoint(dev.session, b.url);
    await endpoint(dev.session, live.url, "live");
    const gone = await endpoint(dev.session, deleted.url);
    await t.delete(`${BASE}/${gone.id}`, { token: dev.session });
    const stranger = await developer();
    const theirs = await receiver();
    await endpoint(stranger.session, theirs.url);

    const envelope = await emit(completed(dev.id));
    expect(await runWebhookDeliveriesOnce(t.services)).toEqual({
      claimed: 2,
      delivered: 2,
      retried: 0,
      failed: 0,
    });
    expect(live.received).toHaveLength(0);
    expect(deleted.received).toHaveLength(0);
    expect(theirs.received).toHaveLength(0);

    for (const [r, ep] of [
      [a, epA],
      [b, epB],
    ] as const) {
      expect(r.received).toHaveLength(1);
      const req = r.received[0]!;
      const raw = req.body.toString("utf8");
      expect(req.method).toBe("POST");
      expect(req.path).toBe("/hook");
      expect(raw).toBe(JSON.stringify(envelope));
      expect(JSON.parse(raw)).toEqual({
        id: envelope.id,
        type: "encounter.completed",
        created: t.clock.now().toISOString(),
        sandbox: true,
        data: {
          encounter_id: "8b0e1c5a-0000-4000-8000-000000000001",
          external_id: "order-1",
          status: "completed",
          rx_count: 1,
        },
      });
      expect(envelope.id).toMatch(/^evt_[0-9a-f]{24}$/);
      expect(req.headers["content-type"]).toBe("application/json");
      expect(req.headers["x-service-event"]).toBe("encounter.completed");
      // By hand with node:crypto: hex HMAC-SHA256 of the raw body under the endpoint secret.
      const hex = createHmac("sha256", ep.secret).update(req.body).digest("hex");
      expect(req.headers["x-service-signature"]).toBe(`sha256=${hex}`);
      // Standard Webhooks by hand, then with the reference package.
      expect(req.headers["webhook-id"]).toBe(envelope.id);
      const ts = req.headers["webhook-timestamp"] as string;
      expect(ts).toBe(String(Math.floor(t.clock.now().getTime() / 1000)));
      const v1 = createHmac("sha256", Buffer.from(ep.secret.slice(6), "base64"))
        .update(`${envelope.id}.${ts}.${raw}`)
        .digest("base64");
      expect(req.headers["webhook-signature"]).toBe(`v1,${v1}`);
      expect(
        new StandardWebhook(ep.secret).verify(raw, req.headers as Record<string, string>),
      ).toEqual(JSON.parse(raw));
      // Another endpoint's secret does not verify it.
      const other = ep === epA ? epB : epA;
      expect(() =>
        new StandardWebhook(other.secret).verify(raw, req.headers as Record<string, string>),
      ).toThrow();
    }

    const entries = await log(dev.session, epA.id);
    expect(entries).toEqual([
      {
        id: expect.any(String),
        deliveryId: expect.any(String),
        eventId: envelope.id,
        type: "encounter.completed",
        attempt: 1,
        attemptedAt: t.clock.now().toISOString(),
        responseStatus: 204,
        latencyMs: expect.any(Number),
        error: null,
        responseBody: null,
        responseBodyTruncated: false,
        responseContentType: null,
        deliveryStatus: "delivered",
      },
    ]);
    // The fan-out is idempotent: running the handler again for the same event queues nothing.
    await runOutboxOnce(t.services, { topics: ["webhook.event"] });
    expect(await runWebhookDeliveriesOnce(t.services)).toMatchObject({ claimed: 0 });
  });

  it("live events go to live endpoints only, with sandbox false", async () => {
    const dev = await developer();
    const test = await receiver();
    const live = await receiver();
    await endpoint(dev.session, test.url, "test");
    await endpoint(dev.session, live.url, "live");
    await emit(completed(dev.id, "live"));
    await runWebhookDeliveriesOnce(t.services);
    expect(test.received).toHaveLength(0);
    expect(live.received).toHaveLength(1);
    expect(JSON.parse(live.received[0]!.body.toString()).sandbox).toBe(false);
  });

  it("each event type carries the spec's data fields only (doorbell, no pharmacy details, details_url as given)", async () => {
    const dev = await developer();
    const r = await receiver();
    await endpoint(dev.session, r.url);
    const ref = { encounter_id: "enc-1", external_id: "ext-1" };
    const events: Array<[OutcomeEvent["type"], Record<string, unknown>, Record<string, unknown>]> =
      [
        [
          "encounter.completed",
          { ...ref, status: "completed", rx_count: 2, details_url: "https://api/d" },
          { ...ref, status: "completed", rx_count: 2, details_url: "https://api/d" },
        ],
        [
          "encounter.canceled",
          { ...ref, status: "canceled", rx_count: 0 },
          { ...ref, status: "canceled", rx_count: 0 },
        ],
        [
          "encounter.message",
          {
            ...ref,
            status: "in_review",
            rx_count: 0,
            chat_url: "https://web/c/1",
            message: "take two",
            author: "Dr X",
            clinical_decision: "x",
          },
          { ...ref, status: "in_review", rx_count: 0, chat_url: "https://web/c/1" },
        ],
        [
          "encounter.message",
          { ...ref, status: "completed", rx_count: 1 },
          { ...ref, status: "completed", rx_count: 1 },
        ],
        [
          "encounter.pharmacy_order",
          {
            ...ref,
            pharmacy_order_status: "shipped",
            details_url: "https://api/d",
            carrier: "UPS",
            tracking_number: "1Z",
            pharmacy: { name: "P" },
          },
          { ...ref, pharmacy_order_status: "shipped", details_url: "https://api/d" },
        ],
        [
          "encounter.prescription",
          { ...ref, prescription_status: "depleted" },
          { ...ref, prescription_status: "depleted" },
        ],
      ];
    for (const [type, data] of events)
      await emit({ developerId: dev.id, environment: "test", type, data });
    await runWebhookDeliveriesOnce(t.services);
    const got = r.received.map((q) => JSON.parse(q.body.toString()));
    expect(
      got
        .map((e) => [e.type, e.data])
        .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    ).toEqual(
      events
        .map(([type, , data]) => [type, data])
        .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    );
    for (const q of r.received)
      expect(q.headers["x-service-event"]).toBe(JSON.parse(q.body.toString()).type);
    // A required field missing, or a value outside the spec, aborts the emitting change.
    await expect(
      emitOutcomeEvent(t.db, t.clock.now(), {
        developerId: dev.id,
        environment: "test",
        type: "encounter.message",
        data: { ...ref, status: "canceled", rx_count: 0 },
      }),
    ).rejects.toThrow(/status/);
    await expect(
      emitOutcomeEvent(t.db, t.clock.now(), {
        developerId: dev.id,
        environment: "test",
        type: "encounter.prescription",
        data: { ...ref },
      }),
    ).rejects.toThrow(/prescription_status/);
  });

  it("POST /{id}/test sends webhook.test with placeholder ids; sandbox matches the environment", async () => {
    const dev = await developer();
    const r = await receiver();
    const testEp = await endpoint(dev.session, r.url, "test");
    const liveEp = await endpoint(dev.session, r.url, "live");
    const sent = await t.post(`${BASE}/${testEp.id}/test`, undefined, { token: dev.session });
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({
      deliveryId: expect.any(String),
      eventId: expect.stringMatching(/^evt_/),
      status: "pending",
    });
    await t.post(`${BASE}/${liveEp.id}/test`, undefined, { token: dev.session });
    await runWebhookDeliveriesOnce(t.services);
    const bodies = r.received.map((q) => JSON.parse(q.body.toString()));
    expect(bodies.map((b) => [b.type, b.sandbox]).sort()).toEqual([
      ["webhook.test", false],
      ["webhook.test", true],
    ]);
    expect(bodies[0].data).toEqual({
      encounter_id: "00000000-0000-0000-0000-000000000000",
      external_id: "webhook_test",
      status: "completed",
      rx_count: 0,
    });
    const key = await createDeveloperKey(t, dev.id, "live");
    expect((await t.post(`${BASE}/${testEp.id}/test`, undefined, { token: key })).status).toBe(404);
    expect((await t.post(`${BASE}/${liveEp.id}/test`, undefined, { token: key })).status).toBe(202);
  });

  it("rotation: both secrets sign for 24 hours, then only the new one", async () => {
    const dev = await developer();
    const r = await receiver();
    const ep = await endpoint(dev.session, r.url);
    const rotated = (
      await t.post(`${BASE}/${ep.id}/rotate-secret`, undefined, { token: dev.session })
    ).body;
    await emit(completed(dev.id));
    await runWebhookDeliveriesOnce(t.services);
    const during = r.received[0]!;
    const raw = during.body.toString();
    const headers = during.headers as Record<string, string>;
    expect(headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(new StandardWebhook(ep.secret).verify(raw, headers)).toBeTruthy();
    expect(new StandardWebhook(rotated.secret).verify(raw, headers)).toBeTruthy();
    const hex = (s: string) => `sha256=${createHmac("sha256", s).update(raw).digest("hex")}`;
    expect(headers["x-service-signature"]).toBe(`${hex(rotated.secret)},${hex(ep.secret)}`);

    t.clock.advance(24 * 3600_000 + 1);
    await emit(completed(dev.id));
    await runWebhookDeliveriesOnce(t.services);
    const after = r.received[1]!;
    const afterRaw = after.body.toString();
    // standardwebhooks checks the timestamp against the real clock: sign-time is the moved clock.
    const realNow = new Date(Number(after.headers["webhook-timestamp"]) * 1000);
    expect(after.headers["webhook-signature"]!.toString().split(" ")).toHaveLength(1);
    expect(after.headers["x-service-signature"]).toBe(
      `sha256=${createHmac("sha256", rotated.secret).update(afterRaw).digest("hex")}`,
    );
    const sig = after.headers["webhook-signature"] as string;
    expect(sig).toBe(
      new StandardWebhook(rotated.secret).sign(
        after.headers["webhook-id"] as string,
        realNow,
        afterRaw,
      ),
    );
    expect(sig).not.toBe(
      new StandardWebhook(ep.secret).sign(after.headers["webhook-id"] as string, realNow, afterRaw),
    );
  });
});

describe("failures, retries and isolation", () => {
  it("retries after 30 s and 2 min (default schedule), then drops; each failure is logged; redeliver sends again", async () => {
    hangingReceivers();
    const dev = await developer();
    const r = await receiver({ kind: "status", status: 500 });
    const ep = await endpoint(dev.session, r.url);
    const envelope = await emit(completed(dev.id));
    expect(await runWebhookDeliveriesOnce(t.services)).toMatchObject({ claimed: 1, retried: 1 });
    t.clock.advance(29_000);
    expect(await runWebhookDeliveriesOnce(t.services)).toMatchObject({ claimed: 0 });
    t.clock.advance(1_000);
    r.set({ kind: "hang" });
    expect(await runWebhookDeliveriesOnce(t.services)).toMatchObject({ claimed: 1, retried: 1 });
    t.clock.advance(119_000);
    expect(await runWebhookDeliveriesOnce(t.services)).toMatchObject({ claimed: 0 });
    t.clock.advance(1_000);
    r.set({ kind: "reset" });
    expect(await runWebhookDeliveriesOnce(t.services)).toMatchObject({ claimed: 1, failed: 1 });
    t.clock.advance(3600_000);
    expect(await runWebhookDeliveriesOnce(t.services)).toMatchObject({ claimed: 0 });
    expect(r.received).toHaveLength(3);
    expect(new Set(r.received.map((q) => q.headers["webhook-id"]))).toEqual(new Set([envelope.id]));

    const entries = await log(dev.session, ep.id);
    expect(entries.map((e) => [e.attempt, e.responseStatus, e.error, e.deliveryStatus])).toEqual([
      [3, null, "connection reset by the receiver", "failed"],
      [2, null, "no answer within 1 s", "failed"],
      [1, 500, "HTTP 500", "failed"],
    ]);
    expect(entries[1]!.latencyMs as number).toBeGreaterThanOrEqual(950);

    r.set({ kind: "status", status: 200 });
    const again = await t.post(
      `/api/v1/developers/me/webhook-deliveries/${entries[0]!.deliveryId}/redeliver`,
      undefined,
      { token: dev.session },
    );
    expect(again.status).toBe(202);
    expect(again.body).toEqual({
      deliveryId: entries[0]!.deliveryId,
      eventId: envelope.id,
      status: "pending",
    });
    expect(await runWebhookDeliveriesOnce(t.services)).toMatchObject({ claimed: 1, delivered: 1 });
    expect(r.received.at(-1)!.body.toString()).toBe(JSON.stringify(envelope));
    const after = await log(dev.session, ep.id);
    expect(after[0]).toMatchObject({
      attempt: 4,
      responseStatus: 200,
      error: null,
      deliveryStatus: "delivered",
    });
  });

  it("3xx is a failure and is not followed; 4xx is a failure", async () => {
    const dev = await developer();
    const r = await receiver({ kind: "status", status: 302 });
    const ep = await endpoint(dev.session, r.url);
    await emit(completed(dev.id));
    await runWebhookDeliveriesOnce(t.services);
    r.set({ kind: "status", status: 404 });
    t.clock.advance(30_000);
    await runWebhookDeliveriesOnce(t.services);
    expect(r.received).toHaveLength(2);
    expect((await log(dev.session, ep.id)).map((e) => [e.responseStatus, e.error])).toEqual([
      [404, "HTTP 404"],
      [302, "HTTP 302: redirects are not followed"],
    ]);
  });

  it("the log keeps the receiver's answer: its first 2 KB, whether it was longer, its type", async () => {
    const dev = await developer();
    const json = JSON.stringify({ received: true, note: "thanks" });
    const r = await receiver({
      kind: "status",
      status: 200,
      body: json,
      contentType: "application/json; charset=utf-8",
    });
    const ep = await endpoint(dev.session, r.url);
    await emit(completed(dev.id, "test", "order-a"));
    await runWebhookDeliveriesOnce(t.services);
    // Longer than 2 KB, with a 3-byte character across the 2,048th byte: the cut character is
    // dropped, not shown as a replacement mark. A NUL is kept as a replacement (text column).
    const long = `${"a".repeat(2046)}€${"b".repeat(3000)}`;
    r.set({ kind: "status", status: 500, body: `\u0000${long}`, contentType: "text/plain" });
    t.clock.advance(1_000);
    await emit(completed(dev.id, "test", "order-b"));
    await runWebhookDeliveriesOnce(t.services);
    // An empty answer, and none at all.
    r.set({ kind: "status", status: 202, body: "" });
    t.clock.advance(1_000);
    await emit(completed(dev.id, "test", "order-c"));
    await runWebhookDeliveriesOnce(t.services);

    const entries = await log(dev.session, ep.id);
    expect(
      entries.map((e) => [
        e.responseStatus,
        e.responseBody,
        e.responseBodyTruncated,
        e.responseContentType,
      ]),
    ).toEqual([
      [202, null, false, null],
      [500, `\uFFFD${"a".repeat(2046)}`, true, "text/plain"],
      [200, json, false, "application/json; charset=utf-8"],
    ]);
    const kept = await t.db
      .selectFrom("webhook_attempts")
      .select(["response_body", "response_body_truncated"])
      .where("endpoint_id", "=", ep.id)
      .where("response_status", "=", 500)
      .executeTakeFirstOrThrow();
    // The NUL byte and the 2,046 "a" are the 2,047 bytes before the cut character.
    expect(kept.response_body).toHaveLength(2047);
    expect(kept.response_body_truncated).toBe(true);
  });

  it("a hanging receiver does not hold up delivery to other endpoints", async () => {
    hangingReceivers();
    const dev = await developer();
    const slow = await receiver({ kind: "hang" });
    const fast = await receiver();
    await endpoint(dev.session, slow.url);
    const fastEp = await endpoint(dev.session, fast.url);
    await emit(completed(dev.id));
    const started = Date.now();
    const run = runWebhookDeliveriesOnce(t.services);
    await fast.nextRequest();
    // The fast endpoint's attempt is recorded while the slow one is still hanging.
    for (let i = 0; i < 50 && (await log(dev.session, fastEp.id)).length === 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await log(dev.session, fastEp.id)).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(900);
    expect(await run).toMatchObject({ claimed: 2, delivered: 1, retried: 1 });
  });

  it("a worker that dies after claiming loses nothing: the attempt is made once its lease ends", async () => {
    const dev = await developer();
    const r = await receiver();
    const ep = await endpoint(dev.session, r.url);
    await emit(completed(dev.id));
    const claimed = await claimWebhookDeliveries(t.services); // ... and the worker dies here
    expect(claimed).toHaveLength(1);
    expect(await runWebhookDeliveriesOnce(t.services)).toMatchObject({ claimed: 0 });
    t.clock.advance(t.config.WEBHOOK_TIMEOUT_MS + 30_001);
    expect(await runWebhookDeliveriesOnce(t.services)).toMatchObject({ claimed: 1, delivered: 1 });
    expect(r.received).toHaveLength(1);
    expect((await log(dev.session, ep.id)).map((e) => e.attempt)).toEqual([1]);
    // The stale worker, should it wake up, cannot record anything: its lease was taken over.
    expect(await attemptWebhookDelivery(t.services, claimed[0]!)).toBe("lost_lease");
    expect((await log(dev.session, ep.id)).map((e) => e.attempt)).toEqual([1]);
  });

  it("deleting an endpoint drops its pending deliveries", async () => {
    const dev = await developer();
    const r = await receiver({ kind: "status", status: 503 });
    const ep = await endpoint(dev.session, r.url);
    await emit(completed(dev.id));
    await runWebhookDeliveriesOnce(t.services);
    await t.delete(`${BASE}/${ep.id}`, { token: dev.session });
    t.clock.advance(60_000);
    expect(await runWebhookDeliveriesOnce(t.services)).toMatchObject({ claimed: 0 });
    expect(r.received).toHaveLength(1);
  });

  it("an attempt in flight when its endpoint is deleted finishes and is logged", async () => {
    const dev = await developer();
    const r = await receiver({ kind: "status", status: 204, delayMs: 300 });
    const ep = await endpoint(dev.session, r.url);
    await emit(completed(dev.id));
    const [claimed] = await claimWebhookDeliveries(t.services);
    if (!claimed) throw new Error("nothing was claimed");
    const inFlight = attemptWebhookDelivery(t.services, claimed);
    await t.delete(`${BASE}/${ep.id}`, { token: dev.session });
    expect(await inFlight).toBe("delivered");
    const attempts = await t.db
      .selectFrom("webhook_attempts")
      .select(["response_status"])
      .where("delivery_id", "=", claimed.id)
      .execute();
    expect(attempts).toEqual([{ response_status: 204 }]);
  });

  it("defaults: 10 s receiver timeout, retries 30s,2m, private addresses refused; the switch is refused in production", () => {
    const defaults = loadConfig({ APP_SECRET: TEST_APP_SECRET });
    expect(defaults.WEBHOOK_TIMEOUT_MS).toBe(10_000);
    expect(parseRetrySchedule(defaults.WEBHOOK_RETRY_SCHEDULE)).toEqual([30_000, 120_000]);
    expect(defaults.WEBHOOK_ALLOW_PRIVATE_ADDRESSES).toBe(false);
    expect(() =>
      loadConfig({
        APP_SECRET: TEST_APP_SECRET,
        NODE_ENV: "production",
        WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "true",
      }),
    ).toThrow(/WEBHOOK_ALLOW_PRIVATE_ADDRESSES: must not be set in production/);
    expect(() =>
      loadConfig({ APP_SECRET: TEST_APP_SECRET, WEBHOOK_RETRY_SCHEDULE: "soon" }),
    ).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
  });

  it("with the default 10 s timeout, a receiver hanging past 10 s fails the attempt; a slow 2xx in time succeeds", async () => {
    const defaults = loadConfig({ APP_SECRET: TEST_APP_SECRET });
    const policy = { allowPrivate: true, resolve: async () => [] as string[] };
    const hanging = await receiver({ kind: "hang" });
    const hung = await postWebhook(
      hanging.url,
      "{}",
      {},
      { ...policy, timeoutMs: defaults.WEBHOOK_TIMEOUT_MS },
    );
    expect(hung).toMatchObject({ ok: false, status: null, error: "no answer within 10 s" });
    expect(hung.latencyMs).toBeGreaterThanOrEqual(9_990);
    const slow = await receiver({ kind: "status", status: 202, delayMs: 1_500 });
    const late = await postWebhook(slow.url, "{}", {}, { ...policy, timeoutMs: 3_000 });
    expect(late).toMatchObject({ ok: true, status: 202, error: null });
    expect(late.latencyMs).toBeGreaterThanOrEqual(1_490);
  }, 20_000);
});
