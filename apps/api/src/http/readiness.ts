import type { Services } from "@intake/core/kernel";
import { DatabaseUnavailableError, databaseAvailability, migrationStatus } from "@intake/db";
import type { Context } from "hono";

/** Set when the process starts shutting down: load balancers stop sending it new requests. */
export interface Lifecycle {
  draining: boolean;
}

/** `/readyz` answers within this, whatever the database does (a partition answers nothing). */
export const READINESS_BUDGET_MS = 900;

const timedOut = Symbol("timed out");

/**
 * `GET /readyz`: whether this process should receive traffic — the database answers, every
 * migration this build knows is applied, and it is not shutting down. 200 or 503, both with
 * the details, within a second: at once while the database is known to be unreachable, and
 * after `READINESS_BUDGET_MS` when it does not answer (which also starts a probe of it).
 */
export function readyzRoute(services: Services, lifecycle: Lifecycle) {
  const availability = databaseAvailability(services.db);
  return async (c: Context) => {
    let status: Awaited<ReturnType<typeof migrationStatus>> | typeof timedOut;
    try {
      if (availability && !availability.available) throw availability.lastError;
      let timer: NodeJS.Timeout | undefined;
      status = await Promise.race([
        migrationStatus(services.db),
        new Promise<typeof timedOut>((resolve) => {
          timer = setTimeout(() => resolve(timedOut), READINESS_BUDGET_MS);
        }),
      ]).finally(() => clearTimeout(timer));
      if (status === timedOut) {
        availability?.report(new DatabaseUnavailableError(new Error("/readyz: no answer in time")));
        throw new DatabaseUnavailableError();
      }
    } catch {
      return c.json(
        {
          status: "unavailable",
          database: "unreachable",
          code: "database_unreachable",
          error: "The database is not answering.",
        },
        503,
      );
    }
    const { pending } = status;
    const migrationState = {
      applied: status.applied.length,
      expected: status.expected.length,
      pending,
    };
    if (pending.length > 0) {
      return c.json(
        {
          status: "unavailable",
          database: "ok",
          migrations: migrationState,
          code: "migrations_pending",
          error: `The database lacks ${pending.length} migration(s) of this build: ${pending.join(", ")}. Start the service once to apply them.`,
        },
        503,
      );
    }
    if (lifecycle.draining) {
      return c.json(
        {
          status: "unavailable",
          database: "ok",
          migrations: migrationState,
          code: "shutting_down",
          error: "This process is shutting down; send requests to another instance.",
        },
        503,
      );
    }
    return c.json({ status: "ready", database: "ok", migrations: migrationState });
  };
}
