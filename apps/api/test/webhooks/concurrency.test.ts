import { runOutboxOnce } from "@intake/core/kernel";
import { emitOutcomeEvent, runWebhookDeliveriesOnce } from "@intake/core/webhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { type Receiver, startReceiver } from "./helpers";

/** Real races need real connections: PGlite serialises transactions, so this runs on PostgreSQL. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)("webhook workers racing on PostgreSQL", () => {
  let t: TestApp;
  const receivers: Receiver[] = [];
  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "true" });
  });
  afterAll(async () => {
    for (const r of receivers) await r.close();
    await t.close();
  });

  it("four workers deliver every attempt exactly once (no attempt twice, none lost)", async () => {
    const dev = await t.createAccount();
    for (let i = 0; i < 3; i++) {
      const r = await startReceiver({ kind: "status", status: i === 2 ? 500 : 204, delayMs: 5 });
      receivers.push(r);
      const res = await t.post(
        "/api/v1/developers/me/webhook-endpoints",
        { url: r.url, environment: "live" },
        { token: dev.session },
      );
      expect(res.status).toBe(201);
    }
    const EVENTS = 40;
    for (let i = 0; i < EVENTS; i++) {
      await emitOutcomeEvent(t.db, t.clock.now(), {
        developerId: dev.id,
        environment: "live",
        type: "encounter.completed",
        data: { encounter_id: `e${i}`, external_id: `x${i}`, status: "completed", rx_count: 0 },
      });
    }
    // Two fan-out workers too: each event becomes exactly one delivery per endpoint.
    await Promise.all([
      runOutboxOnce(t.services, { topics: ["webhook.event"], batchSize: 10 }),
      runOutboxOnce(t.services, { topics: ["webhook.event"], batchSize: 10 }),
      runOutboxOnce(t.services, { topics: ["webhook.event"], batchSize: 100 }),
    ]);
    await runOutboxOnce(t.services, { topics: ["webhook.event"], batchSize: 100 });

    const worker = async () => {
      let claimed = 0;
      for (;;) {
        const r = await runWebhookDeliveriesOnce(t.services, { batchSize: 7 });
        if (r.claimed === 0) return claimed;
        claimed += r.claimed;
      }
    };
    const drain = async () =>
      (await Promise.all([worker(), worker(), worker(), worker()])).reduce((a, b) => a + b, 0);
    expect(await drain()).toBe(EVENTS * 3);
    t.clock.advance(30_000);
    expect(await drain()).toBe(EVENTS); // the failing endpoint's first retry
    t.clock.advance(120_000);
    expect(await drain()).toBe(EVENTS); // its second retry, then dropped

    const [ok1, ok2, failing] = receivers as [Receiver, Receiver, Receiver];
    for (const r of [ok1, ok2]) {
      const ids = r.received.map((q) => q.headers["webhook-id"]);
      expect(ids).toHaveLength(EVENTS);
      expect(new Set(ids).size).toBe(EVENTS);
    }
    const perEvent = new Map<string, number>();
    for (const q of failing.received) {
      const id = q.headers["webhook-id"] as string;
      perEvent.set(id, (perEvent.get(id) ?? 0) + 1);
    }
    expect(perEvent.size).toBe(EVENTS);
    expect([...perEvent.values()].every((n) => n === 3)).toBe(true);
    const attempts = await t.db
      .selectFrom("webhook_attempts")
      .select(({ fn }) => [fn.countAll<string>().as("n")])
      .executeTakeFirstOrThrow();
    expect(Number(attempts.n)).toBe(EVENTS * 2 + EVENTS * 3);
    const statuses = await t.db
      .selectFrom("webhook_deliveries")
      .select(["status"])
      .select(({ fn }) => [fn.countAll<string>().as("n")])
      .groupBy("status")
      .orderBy("status")
      .execute();
    expect(statuses.map((s) => [s.status, Number(s.n)])).toEqual([
      ["delivered", EVENTS * 2],
      ["failed", EVENTS],
    ]);
  });

  it("eight concurrent registrations: exactly five succeed, the rest get 409 endpoint_limit_reached", async () => {
    const dev = await t.createAccount();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.post(
          "/api/v1/developers/me/webhook-endpoints",
          { url: `http://127.0.0.1:9/${i}`, environment: "test" },
          { token: dev.session },
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    expect(
      results
        .filter((r) => r.status === 409)
        .every((r) => r.body.code === "endpoint_limit_reached"),
    ).toBe(true);
  });
});
