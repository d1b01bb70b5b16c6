import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { type CreateDbOptions, createDb, type DatabaseHandle } from "./create-db";
import { migrateToLatest } from "./migrate";
import type { Database } from "./types";

/**
 * Set by the test runner's global setup (`vitest.global-setup.ts`): a migrated database made once
 * per run, which every test file copies instead of migrating its own. PGlite's initdb alone costs
 * 1.5-2.5 s per file; loading a dumped data directory about 0.4 s. Without them (a script, a
 * bench) each database is migrated from scratch, as before.
 */
export const PGLITE_TEMPLATE_ENV = "INTAKE_TEST_PGLITE_TEMPLATE";
export const POSTGRES_TEMPLATE_ENV = "INTAKE_TEST_POSTGRES_TEMPLATE";
/**
 * Set (by `npm run test:pgbouncer`, and CI) to a PgBouncer in transaction mode in front of
 * TEST_DATABASE_URL's server: test databases are still made on the server, but the app's
 * connections go through PgBouncer with `DATABASE_POOLER=pgbouncer-transaction`.
 */
export const PGBOUNCER_URL_ENV = "TEST_PGBOUNCER_URL";
export { startPgBouncer } from "./pgbouncer";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a database of
 * its own on the PostgreSQL server named by TEST_DATABASE_URL (dropped again by `close`).
 */
export async function createTestDatabase(
  options: Pick<CreateDbOptions, "onStatement" | "onQuery"> = {},
): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const templateFile = process.env[PGLITE_TEMPLATE_ENV];
    const handle = await createDb({
      ...options,
      dataDir: "memory://",
      ...(templateFile ? { loadDataDir: new Blob([await readFile(templateFile)]) } : {}),
    });
    // On a template this only confirms every migration is there (a stale template migrates on).
    await migrateToLatest(handle.db);
    return handle;
  }
  const scratch = await createScratchDatabase(
    serverUrl,
    "intake_test",
    process.env[POSTGRES_TEMPLATE_ENV],
  );
  const bouncer = process.env[PGBOUNCER_URL_ENV];
  const handle = await createDb({
    ...options,
    databaseUrl: bouncer ? `${bouncer}${new URL(scratch.url).pathname}` : scratch.url,
    poolSize: 20,
    ...(bouncer ? { pooler: "pgbouncer-transaction" as const } : {}),
  });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * Makes the migrated template of this test run and returns how to remove it: a dumped PGlite
 * data directory in a temporary file, or a template database on TEST_DATABASE_URL's server.
 * The environment variable it sets is inherited by the test workers started after it.
 */
export async function prepareTestTemplate(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create("memory://", { extensions: { pg_trgm } });
    const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
    await migrateToLatest(db);
    const dir = await mkdtemp(join(tmpdir(), "intake-test-"));
    const file = join(dir, "template.tar");
    await writeFile(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    await db.destroy();
    process.env[PGLITE_TEMPLATE_ENV] = file;
    return () => rm(dir, { recursive: true, force: true });
  }
  const scratch = await createScratchDatabase(serverUrl, "intake_template");
  const handle = await createDb({ databaseUrl: scratch.url, poolSize: 1 });
  await migrateToLatest(handle.db);
  await handle.close();
  process.env[POSTGRES_TEMPLATE_ENV] = new URL(scratch.url).pathname.slice(1);
  return () => scratch.drop();
}

export interface ScratchDatabase {
  /** Connection string of the new database. */
  url: string;
  /** Drops it, once the connections to it are gone. */
  drop(): Promise<void>;
}

/** An empty database of its own on a PostgreSQL server (tests, benchmarks). */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  if (template !== undefined && !/^[a-z0-9_]+$/.test(template))
    throw new Error(`template database name ${JSON.stringify(template)} is not a plain identifier`);
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // pg's pool.end() can resolve before the server has seen every Terminate; dropping with
      // force then kills those sessions and the dying clients raise unhandled 57P01 errors.
      await waitForDisconnect(serverUrl, name);
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function waitForDisconnect(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let i = 0; i < 40; i++) {
      const { rows } = await client.query(
        "select count(*)::int as n from pg_stat_activity where datname = $1",
        [database],
      );
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}
