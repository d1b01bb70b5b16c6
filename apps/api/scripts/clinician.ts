import { join, resolve } from "node:path";
import { systemClock } from "@intake/core";
import { createDb, migrateToLatest } from "@intake/db";
import { runClinicianCommand } from "../src/cli/clinician-command";

/**
 * `npm run clinician -- add --email ... --first-name ... --last-name ... --credentials MD
 * --states CA,NY`. Uses DATABASE_URL, or the embedded database under DATA_DIR (stop the server
 * first: the embedded database takes one process at a time).
 */
const dataDir = resolve(process.env.DATA_DIR || "./.data");
const handle = await createDb(
  process.env.DATABASE_URL
    ? { databaseUrl: process.env.DATABASE_URL }
    : { dataDir: join(dataDir, "pglite") },
);
try {
  await migrateToLatest(handle.db);
  const result = await runClinicianCommand(
    { db: handle.db, clock: systemClock },
    process.argv.slice(2),
  );
  (result.exitCode === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
  process.exitCode = result.exitCode;
} finally {
  await handle.close();
}
