import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Config, ConfigError, loadConfig } from "@intake/core/kernel";
import { createDb, type Db, migrateToLatest } from "@intake/db";

/**
 * Runs an operator command against the server's database: DATABASE_URL, or the embedded database
 * under DATA_DIR (stop the server first: the embedded database takes one process at a time; a
 * data directory the server has not made yet is made here). The command gets the server's
 * configuration (the addresses it names). Migrates first, prints the command's output (stderr on
 * failure) and sets the exit code.
 */
export async function runCli(
  command: (db: Db, config: Config) => Promise<{ exitCode: number; output: string }>,
): Promise<void> {
  let config: Config;
  try {
    // Operator commands sign nothing: the secret only completes the configuration.
    config = loadConfig(process.env, () => "operator-cli-signs-nothing");
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
    return;
  }
  let dataDir: string | undefined;
  if (!process.env.DATABASE_URL) {
    dataDir = join(resolve(process.env.DATA_DIR || "./.data"), "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  const handle = await createDb(
    dataDir === undefined
      ? {
          databaseUrl: process.env.DATABASE_URL as string,
          pooler: config.DATABASE_POOLER,
          // Operator commands may migrate and sweep: no statement timeout.
          timeouts: { statementMs: 0, queryMs: 0 },
        }
      : { dataDir },
  );
  let exitCode = 1;
  try {
    await migrateToLatest(handle.db);
    const result = await command(handle.db, config);
    (result.exitCode === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
    exitCode = result.exitCode;
  } finally {
    await handle.close();
  }
  // Set after closing: the embedded database's runtime sets process.exitCode when it shuts down.
  process.exitCode = exitCode;
}
