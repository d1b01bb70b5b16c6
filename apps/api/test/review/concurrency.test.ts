import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { createClinician, reviewPath, seedPaidEncounter, type TestClinician } from "./helpers";

/**
 * Real races need real connections: PGlite has one connection and serialises transactions, so
 * these run only on PostgreSQL (TEST_DATABASE_URL).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)(
  "review concurrency on PostgreSQL (skipped on PGlite: it serialises transactions)",
  () => {
    let t: TestApp;
    let clinicians: TestClinician[];
    beforeAll(async () => {
      t = await createTestApp();
      clinicians = await Promise.all([1, 2, 3, 4].map(() => createClinician(t, ["CA"])));
    });
    afterAll(() => t.close());

    it("clinicians claiming the same encounter at once: exactly one wins, the others get 409", async () => {
      for (let round = 0; round < 5; round++) {
        const e = await seedPaidEncounter(t);
        const results = await Promise.all(
          clinicians.map((c) =>
            t.post(reviewPath(e.encounterId, "claim"), {}, { token: c.session }),
          ),
        );
        const won = results.filter((r) => r.status === 200);
        const lost = results.filter((r) => r.status === 409);
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(clinicians.length - 1);
        for (const r of lost) expect(r.body.code).toBe("already_claimed");
        const row = await t.db
          .selectFrom("encounters")
          .select(["state", "clinician_id"])
          .where("id", "=", e.encounterId)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ state: "reviewing", clinician_id: won[0]?.body.clinicianId });
        const audits = await t.db
          .selectFrom("audit_log")
          .select("actor_user_id")
          .where("entity_id", "=", e.encounterId)
          .where("action", "=", "review.claimed")
          .execute();
        expect(audits).toEqual([{ actor_user_id: row.clinician_id }]);
      }
    });
  },
);
