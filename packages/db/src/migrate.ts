import { type Kysely, Migrator, sql } from "kysely";
import { migrations } from "./migrations";

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Numbers are handed out ahead of merging (0013-0017 landed after 0018 and 0019): a database
    // already at a later number applies an earlier, newly merged migration instead of refusing.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed?.migrationName ?? "(unknown)"} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Which migrations of this build the database has, and which it lacks (for /readyz). */
export async function migrationStatus<DB>(
  db: Kysely<DB>,
): Promise<{ applied: string[]; pending: string[]; expected: string[] }> {
  const expected = Object.keys(migrations).sort();
  const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = rows.rows.map((r) => r.name).sort();
  return { applied, pending: expected.filter((name) => !applied.includes(name)), expected };
}
