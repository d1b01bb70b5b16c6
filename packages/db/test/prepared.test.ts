import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createDb, PREPARED_MARK } from "../src/create-db";
import { createScratchDatabase } from "../src/testing";

const serverUrl = process.env.TEST_DATABASE_URL;

/** Statements marked PREPARED_MARK run as named prepared statements on PostgreSQL (issue 16). */
describe.skipIf(!serverUrl)("named prepared statements (PostgreSQL)", () => {
  it("a marked text is prepared once per connection under a name of its own; others are not", async () => {
    const scratch = await createScratchDatabase(serverUrl as string, "intake_test");
    const handle = await createDb({ databaseUrl: scratch.url, poolSize: 1 });
    try {
      const marked = (n: number) =>
        sql<{ n: number }>`${sql.raw(PREPARED_MARK)} select ${n}::int as n`;
      const other = (n: number) =>
        sql<{ n: number }>`${sql.raw(PREPARED_MARK)} select ${n}::int + 1 as n`;
      expect((await marked(1).execute(handle.db)).rows).toEqual([{ n: 1 }]);
      expect((await marked(2).execute(handle.db)).rows).toEqual([{ n: 2 }]);
      expect((await other(2).execute(handle.db)).rows).toEqual([{ n: 3 }]);
      await sql`select 1`.execute(handle.db);
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements order by prepare_time`.execute(
        handle.db,
      );
      expect(rows).toHaveLength(2);
      expect(rows.map((r) => r.name)).toEqual([
        expect.stringMatching(/^s_[0-9a-f]{24}$/),
        expect.stringMatching(/^s_[0-9a-f]{24}$/),
      ]);
      expect(rows[0]?.name).not.toBe(rows[1]?.name);
      expect(rows[0]?.statement).toContain("select $1::int as n");
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });
});
