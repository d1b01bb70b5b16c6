import {
  enqueueOutbox,
  type OutboxHandler,
  outboxBackoffMs,
  runOutboxOnce,
} from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const row = (id: number) =>
  t.db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const only = (topic: string, handler: OutboxHandler) => ({
  handlers: { [topic]: handler },
  topics: [topic],
});

describe("outbox worker", () => {
  it("claims due rows, delivers them once, marks them done", async () => {
    const seen: unknown[] = [];
    const id = await enqueueOutbox(t.db, t.clock.now(), "test.ok", { n: 1 });
    const later = await enqueueOutbox(t.db, new Date(t.clock.now().getTime() + 60_000), "test.ok", {
      n: 2,
    });
    const result = await runOutboxOnce(
      t.services,
      only("test.ok", async (_, p) => void seen.push(p)),
    );
    expect(result).toEqual({ claimed: 1, delivered: 1, retried: 0, dead: 0 });
    expect(seen).toEqual([{ n: 1 }]);
    expect(await row(id)).toMatchObject({
      status: "done",
      attempts: 1,
      lease_until: null,
      completed_at: t.clock.now(),
    });
    expect((await row(later)).status).toBe("pending");
    expect(
      (
        await runOutboxOnce(
          t.services,
          only("test.ok", async (_, p) => void seen.push(p)),
        )
      ).claimed,
    ).toBe(0);
  });

  it("retries with backoff, then dead after the last attempt", async () => {
    const id = await enqueueOutbox(t.db, t.clock.now(), "test.fail", {});
    const failing = only("test.fail", async () => {
      throw new Error("receiver down");
    });
    const first = await runOutboxOnce(t.services, { ...failing, maxAttempts: 3 });
    expect(first).toMatchObject({ claimed: 1, retried: 1 });
    const after1 = await row(id);
    expect(after1).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "receiver down",
      lease_until: null,
    });
    expect(after1.available_at.getTime()).toBe(t.clock.now().getTime() + outboxBackoffMs(1));
    expect((await runOutboxOnce(t.services, { ...failing, maxAttempts: 3 })).claimed).toBe(0);

    t.clock.advance(outboxBackoffMs(1));
    await runOutboxOnce(t.services, { ...failing, maxAttempts: 3 });
    expect((await row(id)).available_at.getTime()).toBe(
      t.clock.now().getTime() + outboxBackoffMs(2),
    );
    expect(outboxBackoffMs(2)).toBe(2 * outboxBackoffMs(1));
    t.clock.advance(outboxBackoffMs(2));
    const last = await runOutboxOnce(t.services, { ...failing, maxAttempts: 3 });
    expect(last).toMatchObject({ claimed: 1, dead: 1 });
    expect(await row(id)).toMatchObject({ status: "dead", attempts: 3 });
  });

  it("a crashed worker's rows come back after the lease", async () => {
    const id = await enqueueOutbox(t.db, t.clock.now(), "test.crash", {});
    // A worker claims and never finishes (its process died): the row keeps its lease.
    const stuck = runOutboxOnce(t.services, {
      ...only("test.crash", () => new Promise(() => {})),
      leaseMs: 30_000,
    });
    await expect.poll(async () => (await row(id)).lease_until).not.toBeNull();
    void stuck;
    const during = await runOutboxOnce(
      t.services,
      only("test.crash", async () => {}),
    );
    expect(during.claimed).toBe(0);
    t.clock.advance(30_001);
    const after = await runOutboxOnce(
      t.services,
      only("test.crash", async () => {}),
    );
    expect(after).toMatchObject({ claimed: 1, delivered: 1 });
    expect(await row(id)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("a topic without a handler is dead at once", async () => {
    const id = await enqueueOutbox(t.db, t.clock.now(), "test.unknown", {});
    await runOutboxOnce(t.services, { handlers: {}, topics: ["test.unknown"] });
    expect(await row(id)).toMatchObject({
      status: "dead",
      last_error: "no handler for topic test.unknown",
    });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "concurrent workers never deliver a row twice (SKIP LOCKED, PostgreSQL)",
    async () => {
      const ids: number[] = [];
      for (let i = 0; i < 40; i++)
        ids.push(await enqueueOutbox(t.db, t.clock.now(), "test.race", { i }));
      const delivered: number[] = [];
      const handler: OutboxHandler = async (_, p) => {
        await new Promise((r) => setTimeout(r, 5));
        delivered.push(p.i as number);
      };
      const results = await Promise.all(
        Array.from({ length: 4 }, () =>
          runOutboxOnce(t.services, { ...only("test.race", handler), batchSize: 10 }),
        ),
      );
      expect(results.reduce((n, r) => n + r.claimed, 0)).toBe(40);
      expect(new Set(delivered).size).toBe(40);
      expect(delivered).toHaveLength(40);
      const rows = await t.db
        .selectFrom("outbox")
        .select(["status", "attempts"])
        .where("id", "in", ids)
        .execute();
      expect(rows.every((r) => r.status === "done" && r.attempts === 1)).toBe(true);
    },
  );
});
