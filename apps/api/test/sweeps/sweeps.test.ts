import { runSweepsOnce } from "@intake/core/care";
import { consumeRateLimits, newId } from "@intake/core/kernel";
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
      sessions: 0,
      webhookDeliveries: 0,
    });

    t.clock.advance(2 * HOUR);
    expect(await runSweepsOnce(t.services)).toEqual({
      rateLimitBuckets: 1,
      signinCodes: 0,
      sessions: 0,
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
      sessions: 0,
      webhookDeliveries: 0,
    });
  });

  it("delete sessions a day after they ended (expired or revoked); live ones stay", async () => {
    const user = await t.createUser();
    const now = t.clock.now().getTime();
    const session = (id: string, expiresAt: number, revokedAt: number | null = null) => ({
      id,
      user_id: user.id,
      created_at: new Date(now - 30 * HOUR),
      expires_at: new Date(expiresAt),
      revoked_at: revokedAt === null ? null : new Date(revokedAt),
    });
    const ids = [newId(), newId(), newId(), newId()];
    await t.db
      .insertInto("sessions")
      .values([
        session(ids[0] as string, now - 25 * HOUR), // expired over a day ago
        session(ids[1] as string, now + 10 * HOUR, now - 25 * HOUR), // revoked over a day ago
        session(ids[2] as string, now - 2 * HOUR), // expired recently: kept a day
        session(ids[3] as string, now + 10 * HOUR), // live
      ])
      .execute();
    expect((await runSweepsOnce(t.services)).sessions).toBe(2);
    const left = await t.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", user.id)
      .execute();
    expect(left.map((r) => r.id).sort()).toEqual([ids[2], ids[3]].sort());
    expect((await runSweepsOnce(t.services)).sessions).toBe(0);
  });
});
