import { loadConfig, systemClock } from "@intake/core";
import { runDeveloperCommand } from "../src/cli/developer-command";
import { runCli } from "../src/cli/run-cli";
import { paymentsFor } from "../src/services";

/**
 * `npm run developer -- flags <email> --live-visits on|off --enterprise on|off` against the
 * server's database (see runCli). void-usage refunds or voids through the payment processor of
 * the server's configuration.
 */
const config = loadConfig(process.env, () => "developer-cli-does-not-sign-anything");
const payments = paymentsFor(config, systemClock);
await runCli((db) =>
  runDeveloperCommand({ db, clock: systemClock, ports: { payments } }, process.argv.slice(2)),
);
