import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { ConfigError, loadConfig } from "@intake/core/kernel";
import { createDb, migrateToLatest, migrationStatus } from "@intake/db";

/**
 * `npm run migrate` (or `node apps/api/dist/migrate.js` from the bundle): applies every pending
 * migration to DATABASE_URL, or to the embedded database under DATA_DIR, and exits; for deploy
 * pipelines that migrate before they start the new build with `MIGRATE_ON_START=false`. No
 * statement timeout applies: a migration may take longer than any request should. Exit code 0
 * when the database is at this build's schema, 1 on any failure (the failing migration named).
 */
async function migrate(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    // Migrating signs nothing: the secret only completes the configuration.
    config = loadConfig(process.env, () => "migrations-sign-nothing");
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  const handle = await createDb(
    config.DATABASE_URL
      ? {
          databaseUrl: config.DATABASE_URL,
          poolSize: 1,
          pooler: config.DATABASE_POOLER,
          timeouts: { connectMs: config.DATABASE_CONNECT_TIMEOUT_MS, statementMs: 0, queryMs: 0 },
        }
      : { dataDir: ensureDir(join(resolve(config.DATA_DIR), "pglite")) },
  );
  try {
    const applied = await migrateToLatest(handle.db);
    const status = await migrationStatus(handle.db);
    process.stdout.write(
      applied.length > 0
        ? `Applied ${applied.length} migration(s) to ${handle.location}: ${applied.join(", ")}\n`
        : `Nothing to apply: ${handle.location} has all ${status.expected.length} migrations of this build.\n`,
    );
    return 0;
  } catch (error) {
    process.stderr.write(`migrate: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await handle.close();
  }
}

function ensureDir(path: string): string {
  mkdirSync(path, { recursive: true });
  return path;
}

// Set after closing: the embedded database's runtime sets process.exitCode when it shuts down.
const exitCode = await migrate();
process.exitCode = exitCode;
