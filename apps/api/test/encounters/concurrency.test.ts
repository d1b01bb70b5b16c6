import { sha256Hex } from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { COMPLETE, COMPLETE_2, INCOMPLETE, letter, query, seedSubscriber } from "./seed";

/**
 * Real races need real connections: PGlite has one connection and serialises transactions, so
 * these run only on PostgreSQL (TEST_DATABASE_URL).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)(
  "concurrency on PostgreSQL (skipped on PGlite: it serialises transactions)",
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ NEW_ENCOUNTERS_PER_HOUR_PER_CLIENT: "5", TRUST_PROXY: "true" });
    });
    afterAll(() => t.close());

    it("concurrent resubmissions: at most one wins per token version, losers get 409, no turn is lost", async () => {
      for (let round = 0; round < 3; round++) {
        const first = await query(t, { query: letter(INCOMPLETE) }, undefined, {
          "x-forwarded-for": `203.0.113.${round}`,
        });
        const session = first.body.session_token;
        const N = 12;
        const results = await Promise.all(
          Array.from({ length: N }, (_, i) =>
            query(t, { query: letter(i % 2 ? COMPLETE : COMPLETE_2), session_token: session }),
          ),
        );
        const ok = results.filter((r) => r.status === 200);
        const lost = results.filter((r) => r.status === 409);
        expect(ok.length + lost.length).toBe(N);
        if (process.env.DEBUG_RACES)
          console.log(`round ${round}: ${ok.length} won, ${lost.length} lost`);
        expect(ok.length).toBeGreaterThanOrEqual(1);
        for (const r of lost) {
          expect(r.body.code).toBe("concurrent_resubmission");
          expect(r.body.error).toContain("Retry");
        }
        const enc = await t.db
          .selectFrom("encounters")
          .selectAll()
          .where("id", "=", first.body.encounter_id)
          .executeTakeFirstOrThrow();
        const turns = await t.db
          .selectFrom("turns")
          .select("version")
          .where("encounter_id", "=", enc.id)
          .orderBy("version")
          .execute();
        // Every accepted resubmission has its turn, versions are contiguous, the token moved once per win.
        expect(turns.map((x) => x.version)).toEqual(
          Array.from({ length: ok.length + 1 }, (_, i) => i + 1),
        );
        expect(enc.token_version).toBe(ok.length + 1);
        // Exactly one of the winners holds the current encounter token; every other one is dead.
        const live = ok.filter(
          (r) => sha256Hex(r.body.encounter_token) === enc.encounter_token_hash,
        );
        expect(live).toHaveLength(1);
        for (const r of ok.filter((x) => x !== live[0])) {
          const res = await t.get("/api/v1/encounters", { token: r.body.encounter_token });
          expect(res.status).toBe(401);
          expect(res.body.code).toBe("invalid_credential");
        }
      }
    });

    it("concurrent auto-submitting resubmissions leave exactly one active submission", async () => {
      const s = await seedSubscriber(t);
      const first = await query(t, { query: letter(COMPLETE), patient_id: s.patientId }, s.apiKey, {
        "x-forwarded-for": "203.0.113.50",
      });
      expect(first.body.auto_submit.status).toBe("submitted");
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          query(
            t,
            { query: letter(COMPLETE_2), session_token: first.body.session_token },
            s.apiKey,
          ),
        ),
      );
      expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
      const wins = results.filter((r) => r.status === 200);
      const subs = await t.db
        .selectFrom("submissions")
        .selectAll()
        .where("encounter_id", "=", first.body.encounter_id)
        .execute();
      expect(subs.filter((x) => x.status === "active")).toHaveLength(1);
      expect(subs).toHaveLength(1 + wins.length);
      expect(subs.filter((x) => x.status === "canceled_replaced")).toHaveLength(wins.length);
    });

    it("the shared rate-limit counter is atomic: 12 concurrent new encounters from one client, exactly 5 pass", async () => {
      const results = await Promise.all(
        Array.from({ length: 12 }, () =>
          query(t, { query: letter(COMPLETE) }, undefined, { "x-forwarded-for": "192.0.2.77" }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      const limited = results.filter((r) => r.status === 429);
      expect(limited).toHaveLength(7);
      for (const r of limited) expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  },
);
