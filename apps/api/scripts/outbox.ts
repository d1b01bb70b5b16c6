import { systemClock } from "@intake/core/kernel";
import { runOutboxCommand } from "../src/cli/outbox-command";
import { runCli } from "../src/cli/run-cli";

/** `npm run outbox -- list | retry <id> | retry --all-dead` against the server's database (see runCli). */
await runCli((db) => runOutboxCommand({ db, clock: systemClock }, process.argv.slice(2)));
