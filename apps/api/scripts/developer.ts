import { join, resolve } from "node:path";
import {
  createEmbeddedProcessor,
  createStripeProcessor,
  loadConfig,
  systemClock,
} from "@intake/core";
import { createDb, migrateToLatest } from "@intake/db";
import { runDeveloperCommand } from "../src/cli/developer-command";

/**
 * `npm run developer -- flags <email> --live-visits on|off --enterprise on|off`. Uses
 * DATABASE_URL, or the embedded database under DATA_DIR (stop the server first: the embedded
 * database takes one process at a time).
 */
const dataDir = resolve(process.env.DATA_DIR || "./.data");
const handle = await createDb(
  process.env.DATABASE_URL
    ? { databaseUrl: process.env.DATABASE_URL }
    : { dataDir: join(dataDir, "pglite") },
);
try {
  await migrateToLatest(handle.db);
  // The payment processor of the server's configuration (void-usage refunds or voids through it).
  const config = loadConfig(process.env, () => "developer-cli-does-not-sign-anything");
  const payments =
    config.PAYMENTS === "stripe"
      ? createStripeProcessor({ config, clock: systemClock })
      : createEmbeddedProcessor({ clock: systemClock });
  const result = await runDeveloperCommand(
    { db: handle.db, clock: systemClock, ports: { payments } },
    process.argv.slice(2),
  );
  (result.exitCode === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
  process.exitCode = result.exitCode;
} finally {
  await handle.close();
}
