import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { advance, createDeveloper, createRequest, outcomeEvents } from "./helpers";

/** Real races need real connections: PGlite serialises transactions, so this runs on PostgreSQL only. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)("sandbox concurrency on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("concurrent advances of the same event: one applies, the rest get 409, one webhook", async () => {
    const dev = await createDeveloper(t);
    const r = await createRequest(t, dev.testKey, { sandbox_progression: "manual" });
    const consent = await Promise.all(
      Array.from({ length: 6 }, () =>
        advance(t, dev.testKey, r.encounter_id, { event: "consent_accepted" }),
      ),
    );
    expect(consent.map((c) => c.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    await advance(t, dev.testKey, r.encounter_id, { event: "identity_verified" });
    const complete = await Promise.all(
      Array.from({ length: 6 }, () =>
        advance(t, dev.testKey, r.encounter_id, { event: "complete", rx_count: 2 }),
      ),
    );
    expect(complete.map((c) => c.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const prescriptions = await t.db
      .selectFrom("prescriptions")
      .select("id")
      .where("encounter_id", "=", r.encounter_id)
      .execute();
    expect(prescriptions).toHaveLength(2);
    const events = await outcomeEvents(t, r.encounter_id);
    expect(events.map((e) => e.envelope.type)).toEqual(["encounter.completed"]);
  });
});
