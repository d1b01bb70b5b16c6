import { consumeRateLimits, newId, runSweepsOnce } from "@intake/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Noon UTC: the test moves two hours and must not cross a day boundary (the day bucket).
  t.clock.set("2026-03-02T12:00:00.000Z");
});
afterAll(() => t.close());

const HOUR = 3600 * 1000;

describe("housekeeping sweeps", () => {
  it("purge ended rate-limit windows and day-old sign-in codes, and nothing else", async () => {
    const rule = (key: string, windowSeconds: number) => ({
      key,
      limit: 10,
      windowSeconds,
      message: () => "limited",
    });
    await consumeRateLimits(t.db, t.clock, [rule("sweep:hour", 3600), rule("sweep:day", 86_400)]);
    const code = (createdAt: Date) => ({
      id: newId(),
      email: "sweep@example.com",
      client_hash: "h",
      code_hash: "x".repeat(64),
      expires_at: new Date(createdAt.getTime() + 10 * 60 * 1000),
      created_at: createdAt,
    });
    const oldCode = code(new Date(t.clock.now().getTime() - 25 * HOUR));
    const recentCode = code(new Date(t.clock.now().getTime() - 2 * HOUR));
    await t.db.insertInto("signin_codes").values([oldCode, recentCode]).execute();

    expect(await runSweepsOnce(t.services)).toEqual({
      rateLimitBuckets: 0,
      signinCodes: 1,
      webhookDeliveries: 0,
    });

    t.clock.advance(2 * HOUR);
    expect(await runSweepsOnce(t.services)).toEqual({
      rateLimitBuckets: 1,
      signinCodes: 0,
      webhookDeliveries: 0,
    });
    const buckets = await t.db
      .selectFrom("rate_limit_buckets")
      .select("key")
      .where("key", "like", "sweep:%")
      .execute();
    expect(buckets.map((b) => b.key)).toEqual(["sweep:day"]);
    const codes = await t.db
      .selectFrom("signin_codes")
      .select("id")
      .where("email", "=", "sweep@example.com")
      .execute();
    expect(codes.map((c) => c.id)).toEqual([recentCode.id]);

    // Idempotent: nothing more to do.
    expect(await runSweepsOnce(t.services)).toEqual({
      rateLimitBuckets: 0,
      signinCodes: 0,
      webhookDeliveries: 0,
    });
  });
});
