import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { COMPLETE, INCOMPLETE, letter, query, seedSubscriber } from "./seed";

/**
 * How many statements (database round trips) one POST /api/v1/agent/query costs. Each is a
 * network round trip on PostgreSQL, so fewer is faster under load; the counts are exact so a
 * change that adds one is seen. Before the single-statement path: 5 (anonymous first query),
 * 6 (anonymous resubmission) and 14 (API key, auto-submitted).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What each statement does, in a few words: its verb and table. */
const summary = (statements: string[]) =>
  statements.map((sql) => {
    let text = sql
      .replace(/\/\*.*?\*\//gs, "")
      .trim()
      .replace(/"/g, "")
      .replace(/\s+/g, " ");
    // Subqueries and lists removed, so `select … from` names the statement's own table.
    while (/\([^()]*\)/.test(text)) text = text.replace(/\([^()]*\)/g, "");
    text = text.toLowerCase();
    const m = /^(with|select .*? from|insert into|update|delete from|begin|commit)\s*(\w*)/.exec(
      text,
    );
    return m ? `${(m[1] as string).split(" ")[0]} ${m[2] ?? ""}`.trim() : text.slice(0, 30);
  });

describe("database round trips of POST /api/v1/agent/query", () => {
  it("an anonymous first query is ONE statement: rate limits, encounter and turn together", async () => {
    const { result, statements } = await t.recordStatements(() =>
      query(t, { query: letter(COMPLETE) }),
    );
    expect(result.status).toBe(200);
    expect(summary(statements)).toEqual(["with rl"]);
    // It stored what the separate steps stored.
    const turns = await t.db
      .selectFrom("turns")
      .select(["version", "query_text"])
      .where("encounter_id", "=", result.body.encounter_id)
      .execute();
    expect(turns).toEqual([{ version: 1, query_text: letter(COMPLETE) }]);
    const buckets = await t.db
      .selectFrom("rate_limit_buckets")
      .select("key")
      .where("key", "like", `%${result.body.encounter_id}%`)
      .execute();
    expect(buckets).toHaveLength(2);
  });

  it("an anonymous resubmission with session_token is two: the session, then one statement", async () => {
    const first = await query(t, { query: letter(INCOMPLETE) });
    const { result, statements } = await t.recordStatements(() =>
      query(t, { query: letter(COMPLETE), session_token: first.body.session_token }),
    );
    expect(result.status).toBe(200);
    expect(result.body.encounter_id).toBe(first.body.encounter_id);
    expect(summary(statements)).toEqual(["select encounters", "with rl"]);
    const encounter = await t.db
      .selectFrom("encounters")
      .select(["token_version", "state"])
      .where("id", "=", first.body.encounter_id)
      .executeTakeFirstOrThrow();
    expect(encounter).toEqual({ token_version: 2, state: "readyForCheckout" });
  });

  it("an API-key query that auto-submits: the gate's account facts are one query", async () => {
    const s = await seedSubscriber(t);
    // The key's first use also stamps last_used_at; this is the steady state after it.
    await t.get("/api/v1/patients", { token: s.apiKey });
    const { result, statements } = await t.recordStatements(() =>
      query(t, { query: letter(COMPLETE), patient_id: s.patientId }, s.apiKey),
    );
    expect(result.status).toBe(200);
    expect(result.body.auto_submit.status).toBe("submitted");
    expect(summary(statements)).toEqual([
      "select api_keys",
      "select patients",
      "insert rate_limit_buckets",
      "select users",
      "begin",
      "insert encounters",
      "insert turns",
      "insert submissions",
      "insert audit_log",
      "commit",
    ]);
  });
});
