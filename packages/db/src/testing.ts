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
  const name = `intake_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), poolSize: 20 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
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
