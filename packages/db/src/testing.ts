import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDb, type DatabaseHandle } from "./create-db";
import { migrateToLatest } from "./migrate";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a database of
 * its own on the PostgreSQL server named by TEST_DATABASE_URL (dropped again by `close`).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await createDb({ dataDir: "memory://" });
    await migrateToLatest(handle.db);
    return handle;
  }
  const scratch = await createScratchDatabase(serverUrl, "intake_test");
  const handle = await createDb({ databaseUrl: scratch.url, poolSize: 20 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
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
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
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
