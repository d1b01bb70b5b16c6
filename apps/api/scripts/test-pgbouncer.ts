import { spawn } from "node:child_process";
import { PGBOUNCER_URL_ENV, startPgBouncer } from "@intake/db/testing";

/**
 * `npm run test:pgbouncer` (CI runs it): the concurrency tests with the app's connections going
 * through a private PgBouncer in transaction mode (a free port, Debian's `pgbouncer`) in front
 * of TEST_DATABASE_URL's server, with `DATABASE_POOLER=pgbouncer-transaction`. Extra arguments
 * go to vitest.
 */
const CONCURRENCY_TESTS = [
  "apps/api/test/encounters/concurrency.test.ts",
  "apps/api/test/prescribing/concurrency.test.ts",
  "apps/api/test/review/concurrency.test.ts",
  "apps/api/test/webhooks/concurrency.test.ts",
];

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  process.stderr.write("set TEST_DATABASE_URL (PgBouncer sits in front of that server)\n");
  process.exit(1);
}
const bouncer = await startPgBouncer(serverUrl);
process.stdout.write(`PgBouncer (transaction mode) on port ${bouncer.port}\n`);
const code = await new Promise<number>((resolve) => {
  const child = spawn("npx", ["vitest", "run", ...CONCURRENCY_TESTS, ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, [PGBOUNCER_URL_ENV]: bouncer.url },
  });
  child.once("exit", (c) => resolve(c ?? 1));
});
await bouncer.stop();
process.exit(code);
