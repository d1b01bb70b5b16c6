import type { Services } from "@intake/core";

export type Health =
  | { status: "ok"; database: "ok" }
  | { status: "degraded"; database: "unreachable"; code: "database_unreachable"; error: string };

/** One round trip to the database: what `/healthz` and the front door report. */
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
