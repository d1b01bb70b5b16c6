import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { COMPLETE, INCOMPLETE, letter, query, TOO_SHORT } from "./seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    QUERY_LIMIT_PER_HOUR: "3",
    QUERY_LIMIT_PER_DAY: "5",
    NEW_ENCOUNTERS_PER_HOUR_PER_CLIENT: "3",
    TRUST_PROXY: "true",
  });
});
afterAll(() => t.close());

/** Each test its own client address, so the per-client limit of one does not leak into another. */
let client = 0;
const nextClient = () => ({ "x-forwarded-for": `198.51.100.${++client}` });
const startOfHour = (d: Date) => new Date(Math.floor(d.getTime() / 3600_000) * 3600_000);

describe("per-session query limits", () => {
  it("the 4th query of a session in one hour is 429 with Retry-After to the end of the hour", async () => {
    t.clock.set(new Date(startOfHour(new Date("2026-03-02T10:00:00Z")).getTime() + 20 * 60_000));
    const headers = nextClient();
    const first = await query(t, { query: letter(INCOMPLETE) }, undefined, headers);
    expect(first.status).toBe(200);
    const token = first.body.session_token;
    for (let i = 0; i < 2; i++) {
      const ok = await query(
        t,
        { query: letter(INCOMPLETE), session_token: token },
        undefined,
        headers,
      );
      expect(ok.status).toBe(200);
    }
    const before = await t.db
      .selectFrom("turns")
      .select("id")
      .where("encounter_id", "=", first.body.encounter_id)
      .execute();
    const limited = await query(
      t,
      { query: letter(COMPLETE), session_token: token },
      undefined,
      headers,
    );
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("rate_limited");
    expect(limited.body.error).toContain("3 queries per hour");
    expect(limited.headers.get("retry-after")).toBe(String(40 * 60));
    expect(limited.body.retry_after_seconds).toBe(40 * 60);
    const after = await t.db
      .selectFrom("turns")
      .select("id")
      .where("encounter_id", "=", first.body.encounter_id)
      .execute();
    expect(after).toHaveLength(before.length);

    // Next hour: allowed again, until the daily limit of 5.
    t.clock.advance(41 * 60_000);
    const again = await query(
      t,
      { query: letter(INCOMPLETE), session_token: token },
      undefined,
      headers,
    );
    expect(again.status).toBe(200);
    const fifth = await query(
      t,
      { query: letter(INCOMPLETE), session_token: token },
      undefined,
      headers,
    );
    // Queries 1-3 + the refused 4th + this one: the day bucket counts refused hits too.
    expect(fifth.status).toBe(429);
    expect(fifth.body.error).toContain("5 queries per day");
    const retry = Number(fifth.headers.get("retry-after"));
    const endOfDay = new Date(t.clock.now());
    endOfDay.setUTCHours(24, 0, 0, 0);
    expect(retry).toBe(Math.ceil((endOfDay.getTime() - t.clock.now().getTime()) / 1000));
    t.clock.set(new Date());
  });

  it("limits are per session: another encounter is unaffected", async () => {
    const headers = nextClient();
    const a = await query(t, { query: letter(INCOMPLETE) }, undefined, headers);
    for (let i = 0; i < 2; i++)
      await query(
        t,
        { query: letter(INCOMPLETE), session_token: a.body.session_token },
        undefined,
        headers,
      );
    expect(
      (
        await query(
          t,
          { query: letter(INCOMPLETE), session_token: a.body.session_token },
          undefined,
          headers,
        )
      ).status,
    ).toBe(429);
    const b = await query(t, { query: letter(INCOMPLETE) }, undefined, headers);
    expect(b.status).toBe(200);
    expect(
      (
        await query(
          t,
          { query: letter(INCOMPLETE), session_token: b.body.session_token },
          undefined,
          headers,
        )
      ).status,
    ).toBe(200);
  });

  it("counters live in rate_limit_buckets", async () => {
    const headers = nextClient();
    const a = await query(t, { query: letter(INCOMPLETE) }, undefined, headers);
    await query(
      t,
      { query: letter(INCOMPLETE), session_token: a.body.session_token },
      undefined,
      headers,
    );
    const rows = await t.db
      .selectFrom("rate_limit_buckets")
      .select(["key", "count"])
      .where("key", "like", `agent-query:session:${a.body.encounter_id}:%`)
      .orderBy("key")
      .execute();
    expect(rows).toEqual([
      { key: `agent-query:session:${a.body.encounter_id}:day`, count: 2 },
      { key: `agent-query:session:${a.body.encounter_id}:hour`, count: 2 },
    ]);
  });
});

describe("new encounters per client address", () => {
  it("the 4th new encounter from one address in an hour is 429; another address is not limited", async () => {
    const headers = nextClient();
    for (let i = 0; i < 3; i++)
      expect((await query(t, { query: letter(COMPLETE) }, undefined, headers)).status).toBe(200);
    const limited = await query(t, { query: letter(COMPLETE) }, undefined, headers);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toContain("new encounters");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await query(t, { query: letter(COMPLETE) }, undefined, nextClient())).status).toBe(200);
  });

  it("a signed-in caller's new encounters count against its account, not its address", async () => {
    const shared = nextClient();
    const a = await t.createAccount();
    for (let i = 0; i < 3; i++)
      expect((await query(t, { query: letter(COMPLETE) }, a.apiKey, shared)).status).toBe(200);
    // The account is at its limit, from this address or any other.
    const limited = await query(t, { query: letter(COMPLETE) }, a.apiKey, nextClient());
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(
      /^This account has started 3 new encounters in the last hour/,
    );
    // Another account, and anonymous agents, behind the same address are not limited by it.
    const b = await t.createAccount();
    expect((await query(t, { query: letter(COMPLETE) }, b.apiKey, shared)).status).toBe(200);
    expect((await query(t, { query: letter(COMPLETE) }, undefined, shared)).status).toBe(200);
  });

  it("a rejected letter creates no encounter and does not count against the client", async () => {
    const headers = nextClient();
    for (let i = 0; i < 5; i++)
      expect((await query(t, { query: letter(TOO_SHORT) }, undefined, headers)).status).toBe(400);
    expect((await query(t, { query: letter(COMPLETE) }, undefined, headers)).status).toBe(200);
  });
});
