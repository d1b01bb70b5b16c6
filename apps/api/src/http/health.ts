import type { Services } from "@intake/core/kernel";
import { databaseAvailability } from "@intake/db";

export type Health =
  | { status: "ok"; database: "ok" }
  | { status: "degraded"; database: "unreachable"; code: "database_unreachable"; error: string };

/** One round trip to the database: what the front door reports. */
export async function checkHealth(services: Services): Promise<Health> {
  try {
    await services.db.selectNoFrom((eb) => eb.val(1).as("one")).execute();
    return { status: "ok", database: "ok" };
  } catch {
    return {
      status: "degraded",
      database: "unreachable",
      code: "database_unreachable",
      error: "The database is not answering.",
    };
  }
}

/**
 * `GET /healthz`: liveness. 200 while the process can answer at all; it never waits on the
 * database (an orchestrator would otherwise restart every instance during a database outage,
 * which fixes nothing). `database` says what the pool last learnt of it, without a round trip.
 */
export function liveness(services: Services): { status: "ok"; database: "ok" | "unreachable" } {
  const availability = databaseAvailability(services.db);
  return { status: "ok", database: availability?.available === false ? "unreachable" : "ok" };
}
