import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import {
  DatabaseAvailability,
  DatabaseUnavailableError,
  isConnectionError,
  isDatabaseUnavailable,
} from "../src/availability";
import { createDb } from "../src/create-db";
import { createScratchDatabase } from "../src/testing";

const serverUrl = process.env.TEST_DATABASE_URL;

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("which errors mean the database is unavailable", () => {
  it.each([
    ["connection refused", withCode("ECONNREFUSED")],
    ["connection reset", withCode("ECONNRESET")],
    ["server shutting down (57P01)", withCode("57P01")],
    ["server starting up (57P03)", withCode("57P03")],
    ["connection exception class 08", withCode("08006")],
    ["pg: terminated", new Error("Connection terminated unexpectedly")],
    ["pg-pool: connect timeout", new Error("timeout exceeded when trying to connect")],
    ["pg: client timeout", new Error("Query read timeout")],
    ["wrapped", new Error("outer", { cause: withCode("ECONNREFUSED") })],
    ["every address refused", new AggregateError([withCode("ECONNREFUSED")], "all")],
    ["known to be down", new DatabaseUnavailableError()],
  ])("%s: yes", (_, error) => {
    expect(isConnectionError(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["unique violation", withCode("23505")],
    ["syntax error", withCode("42601")],
    ["a plain bug", new TypeError("x is undefined")],
    ["not an error", "ECONNREFUSED"],
  ])("%s: no", (_, error) => {
    expect(isConnectionError(error)).toBe(false);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("a statement cancelled by statement_timeout is unavailable, not a connection failure", () => {
    const timeout = withCode("57014", "canceling statement due to statement timeout");
    expect(isConnectionError(timeout)).toBe(false);
    expect(isDatabaseUnavailable(timeout)).toBe(true);
    expect(isDatabaseUnavailable(new Error("outer", { cause: timeout }))).toBe(true);
  });
});

describe("DatabaseAvailability", () => {
  it("goes unavailable only when its probe fails, probes until it succeeds, and says so once each way", async () => {
    let answering = true;
    let probes = 0;
    const availability = new DatabaseAvailability({
      intervalMs: 10,
      probe: async () => {
        probes++;
        if (!answering) throw withCode("ECONNREFUSED");
      },
    });
    const changes: boolean[] = [];
    availability.onChange((available) => changes.push(available));
    const settle = () => new Promise((r) => setTimeout(r, 30));

    availability.report(new TypeError("a bug")); // not a connection error: no probe
    await settle();
    expect(probes).toBe(0);

    availability.report(withCode("ECONNRESET")); // one dead connection, the server answers
    await settle();
    expect(probes).toBe(1);
    expect(availability.available).toBe(true);
    expect(changes).toEqual([]);

    answering = false;
    const generation = availability.generation;
    availability.report(withCode("ECONNREFUSED"));
    await settle();
    expect(availability.available).toBe(false);
    expect(availability.generation).toBe(generation + 1);
    expect(availability.unavailableSince).toBeInstanceOf(Date);
    const probesWhileDown = probes;
    await settle();
    expect(probes).toBeGreaterThan(probesWhileDown);

    answering = true;
    await settle();
    expect(availability.available).toBe(true);
    expect(availability.unavailableSince).toBeNull();
    expect(changes).toEqual([false, true]);
    const after = probes;
    await settle();
    expect(probes).toBe(after); // no probing while it answers
    availability.close();
  });
});

describe.skipIf(!serverUrl)("a pool whose connections die (PostgreSQL)", () => {
  it("an idle connection killed by the server does not end the process; the next query works", async () => {
    const scratch = await createScratchDatabase(serverUrl as string, "intake_test");
    const errors: Error[] = [];
    const handle = await createDb({
      databaseUrl: scratch.url,
      poolSize: 3,
      onConnectionError: (e) => errors.push(e),
    });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(handle.db)));
      expect(handle.poolStats?.()).toMatchObject({ total: 3, idle: 3 });
      // What a restart, a failover or a PgBouncer restart does to idle connections.
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [new URL(scratch.url).pathname.slice(1)],
      );
      for (let i = 0; i < 50 && errors.length < 3; i++) await new Promise((r) => setTimeout(r, 20));
      expect(errors.length).toBeGreaterThanOrEqual(3);
      expect(errors.every((e) => isConnectionError(e))).toBe(true);
      // The pool drops each dead client when its error arrives; on a loaded machine the last
      // one may still be listed for a moment after the third error was counted.
      for (let i = 0; i < 50 && (handle.poolStats?.().total ?? 0) > 0; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(handle.poolStats?.().total).toBe(0);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows).toEqual([{ one: 1 }]);
      expect(handle.availability?.available).toBe(true);
    } finally {
      await admin.end();
      await handle.close();
      await scratch.drop();
    }
  });

  it("a statement past DATABASE_STATEMENT_TIMEOUT_MS is cancelled by the server", async () => {
    const scratch = await createScratchDatabase(serverUrl as string, "intake_test");
    const handle = await createDb({
      databaseUrl: scratch.url,
      poolSize: 1,
      timeouts: { statementMs: 200, queryMs: 2_000 },
    });
    try {
      const started = performance.now();
      const error = await sql`select pg_sleep(2)`.execute(handle.db).catch((e: unknown) => e);
      expect(performance.now() - started).toBeLessThan(1_500);
      expect((error as { code?: string }).code).toBe("57014");
      expect(isDatabaseUnavailable(error)).toBe(true);
      const { rows } = await sql<{
        statement_timeout: string;
      }>`show statement_timeout`.execute(handle.db);
      expect(rows[0]?.statement_timeout).toBe("200ms");
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });

  it("a statement with no answer within the client query timeout fails, and its connection is dropped", async () => {
    const scratch = await createScratchDatabase(serverUrl as string, "intake_test");
    const handle = await createDb({
      databaseUrl: scratch.url,
      poolSize: 1,
      // Server timeout off: only the client's timeout can end the wait.
      timeouts: { statementMs: 0, queryMs: 300 },
    });
    try {
      const started = performance.now();
      const error = await sql`select pg_sleep(3)`.execute(handle.db).catch((e: unknown) => e);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect((error as Error).message).toBe("Query read timeout");
      // The one connection was dropped, not left with the sleeping statement in front of the next.
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });
});
