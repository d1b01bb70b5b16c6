import { systemClock } from "@intake/core/kernel";
import { runDeveloperCommand } from "../src/cli/developer-command";
import { runCli } from "../src/cli/run-cli";
import { encounterEventsFor, paymentsFor } from "../src/services";

/**
 * `npm run developer -- flags <email> --live-visits on|off --enterprise on|off` against the
 * server's database (see runCli). void-usage refunds or voids through the payment processor of
 * the server's configuration.
 */
await runCli((db, config) =>
  runDeveloperCommand(
    {
      db,
      clock: systemClock,
      config,
      ports: { payments: paymentsFor(config, systemClock, db) },
      encounterEvents: encounterEventsFor(config),
    },
    process.argv.slice(2),
  ),
);
