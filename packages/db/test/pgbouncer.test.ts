import { existsSync } from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DatabasePooler, PREPARED_MARK } from "../src/create-db";
import { PGBOUNCER_BIN, type PgBouncer, startPgBouncer } from "../src/pgbouncer";
import { createScratchDatabase, type ScratchDatabase } from "../src/testing";

/**
 * PgBouncer (Debian's 1.18, no `max_prepared_statements`) in transaction mode hands each
 * transaction whichever server connection is free: a named prepared statement made on one is
 * missing on the next. `DATABASE_POOLER=pgbouncer-transaction` sends those statements unnamed.
 * Needs PostgreSQL and the pgbouncer binary (required in CI).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const available = Boolean(serverUrl) && (existsSync(PGBOUNCER_BIN) || Boolean(process.env.CI));

describe.skipIf(!available)("behind PgBouncer in transaction mode", () => {
  let bouncer: PgBouncer;
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl as string, "intake_test");
    bouncer = await startPgBouncer(serverUrl as string, { poolSize: 2 });
  });
  afterAll(async () => {
    await bouncer?.stop();
    await scratch?.drop();
  });

  /**
   * Client A runs the marked statement (on server connection 1); client B then holds that
   * server connection in a transaction, so A's next call runs on server connection 2.
   */
  async function marked(pooler: DatabasePooler) {
    const url = `${bouncer.url}${new URL(scratch.url).pathname}`;
    // Through PgBouncer the server timeouts are not start-up parameters (it refuses them).
    const timeouts = { statementMs: 0, idleInTransactionMs: 0 };
    const a = await createDb({ databaseUrl: url, poolSize: 1, pooler, timeouts });
    const b = await createDb({ databaseUrl: url, poolSize: 1, pooler, timeouts });
    const query = (n: number) =>
      sql<{ n: number }>`${sql.raw(PREPARED_MARK)} select ${n}::int as n`.execute(a.db);
    try {
      expect((await query(1)).rows).toEqual([{ n: 1 }]);
      let release: () => void = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      let began: () => void = () => {};
      const begun = new Promise<void>((r) => {
        began = r;
      });
      const holding = b.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        began();
        await held;
      });
      await begun;
      const second = await query(2).then(
        (r) => r.rows,
        (e: Error) => e,
      );
      release();
      await holding;
      return second;
    } finally {
      await a.close();
      await b.close();
    }
  }

  it("named prepared statements break (the defect): prepared statement ... does not exist", async () => {
    const result = await marked("none");
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toMatch(/prepared statement "s_[0-9a-f]+" does not exist/);
  });

  it("DATABASE_POOLER=pgbouncer-transaction: the same statements work", async () => {
    expect(await marked("pgbouncer-transaction")).toEqual([{ n: 2 }]);
  });

  it("start-up timeouts are refused by PgBouncer, so the pgbouncer poolers leave them to the role", async () => {
    const url = `${bouncer.url}${new URL(scratch.url).pathname}`;
    const direct = await createDb({ databaseUrl: url, poolSize: 1, pooler: "none" });
    const error = await sql`select 1`.execute(direct.db).catch((e: Error) => e);
    await direct.close();
    expect(String(error)).toMatch(/unsupported startup parameter/);
    const pooled = await createDb({ databaseUrl: url, poolSize: 1, pooler: "pgbouncer-session" });
    expect((await sql<{ one: number }>`select 1 as one`.execute(pooled.db)).rows).toEqual([
      { one: 1 },
    ]);
    await pooled.close();
  });
});
