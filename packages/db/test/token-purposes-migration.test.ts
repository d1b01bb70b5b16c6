import { createHash } from "node:crypto";
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DatabaseHandle } from "../src/create-db";
import { migrateToLatest } from "../src/migrate";
import { migrations } from "../src/migrations";

/**
 * 0013 gives the consent link a token of its own: an existing request's consent link (until now
 * the encounter token) keeps opening the consent page, and the encounter token of every
 * prescribing encounter is replaced by one nobody holds. Other encounters keep theirs.
 */
let handle: DatabaseHandle;
const upTo = (last: string) =>
  Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last));
const migrate = async (last: string) => {
  const { error } = await new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => upTo(last) },
  }).migrateToLatest();
  if (error) throw error;
};
const hash = (s: string) => createHash("sha256").update(s).digest("hex");

beforeAll(async () => {
  handle = await createDb({});
  await sql`create extension if not exists pg_trgm`.execute(handle.db);
  await migrate("0012-visit-bookings");
});
afterAll(() => handle?.close());

describe("migration 0013 (token purposes)", () => {
  it("moves the consent link's hash to the request and replaces prescribing encounter tokens", async () => {
    const at = new Date("2026-03-10T00:00:00.000Z");
    const dev = "11111111-1111-4111-8111-111111111111";
    const prescribing = "22222222-2222-4222-8222-222222222222";
    const agent = "33333333-3333-4333-8333-333333333333";
    await sql`insert into users (id, email, created_at) values (${dev}, 'dev@example.com', ${at})`.execute(
      handle.db,
    );
    for (const [id, token] of [
      [prescribing, "consent-link-token"],
      [agent, "agent-encounter-token"],
    ] as const) {
      await sql`insert into encounters (id, state, session_token_hash, encounter_token_hash, expires_at, created_at, updated_at)
        values (${id}, 'readyForCheckout', ${hash(`s:${id}`)}, ${hash(token)}, ${at}, ${at}, ${at})`.execute(
        handle.db,
      );
    }
    await sql`insert into prescribing_requests (encounter_id, developer_id, environment, status, data_visibility,
        patient_state, created_at, updated_at)
      values (${prescribing}, ${dev}, 'test', 'awaiting_consent', 'outcome_only', 'CA', ${at}, ${at})`.execute(
      handle.db,
    );
    await sql`insert into signin_codes (id, email, code_hash, expires_at, created_at)
      values ('44444444-4444-4444-8444-444444444444', 'p@example.com', 'x', ${at}, ${at})`.execute(
      handle.db,
    );

    await migrate("0013-token-purposes");

    const request = await sql<{ consent_token_hash: string }>`
      select consent_token_hash from prescribing_requests where encounter_id = ${prescribing}`.execute(
      handle.db,
    );
    expect(request.rows[0]?.consent_token_hash).toBe(hash("consent-link-token"));
    const encounters = await sql<{ id: string; encounter_token_hash: string }>`
      select id, encounter_token_hash from encounters order by id`.execute(handle.db);
    const byId = Object.fromEntries(encounters.rows.map((r) => [r.id, r.encounter_token_hash]));
    expect(byId[agent]).toBe(hash("agent-encounter-token"));
    expect(byId[prescribing]).toMatch(/^[0-9a-f]{64}$/);
    expect(byId[prescribing]).not.toBe(hash("consent-link-token"));
    const codes = await sql<{ purpose: string; encounter_id: string | null }>`
      select purpose, encounter_id from signin_codes`.execute(handle.db);
    expect(codes.rows).toEqual([{ purpose: "signin", encounter_id: null }]);
    const sessions = await sql<{ n: number }>`select count(*)::int as n from sessions`.execute(
      handle.db,
    );
    expect(sessions.rows[0]?.n).toBe(0);
  });

  it("a database already at 0018/0019 applies 0013 when it arrives (unordered migrations)", async () => {
    const other = await createDb({});
    try {
      await sql`create extension if not exists pg_trgm`.execute(other.db);
      const without = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name !== "0013-token-purposes"),
      );
      const { error } = await new Migrator({
        db: other.db,
        provider: { getMigrations: async () => without },
      }).migrateToLatest();
      if (error) throw error;
      expect(await migrateToLatest(other.db)).toEqual(["0013-token-purposes"]);
      expect(await migrateToLatest(other.db)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
