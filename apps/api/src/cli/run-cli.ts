import { join, resolve } from "node:path";
import { createDb, type Db, migrateToLatest } from "@intake/db";

/**
 * Runs an operator command against the server's database: DATABASE_URL, or the embedded database
 * under DATA_DIR (stop the server first: the embedded database takes one process at a time).
 * Migrates first, prints the command's output (stderr on failure) and sets the exit code.
 */
export async function runCli(
  command: (db: Db) => Promise<{ exitCode: number; output: string }>,
): Promise<void> {
  const handle = await createDb(
    process.env.DATABASE_URL
      ? { databaseUrl: process.env.DATABASE_URL }
      : { dataDir: join(resolve(process.env.DATA_DIR || "./.data"), "pglite") },
  );
  try {
    await migrateToLatest(handle.db);
    const result = await command(handle.db);
    (result.exitCode === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
    process.exitCode = result.exitCode;
  } finally {
    await handle.close();
  }
}
