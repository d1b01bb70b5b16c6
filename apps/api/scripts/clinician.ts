import { systemClock } from "@intake/core/kernel";
import { runClinicianCommand } from "../src/cli/clinician-command";
import { runCli } from "../src/cli/run-cli";

/**
 * `npm run clinician -- add --email ... --first-name ... --last-name ... --credentials MD
 * --states CA,NY` against the server's database (see runCli).
 */
await runCli((db, config) =>
  runClinicianCommand({ db, clock: systemClock, config }, process.argv.slice(2)),
);
