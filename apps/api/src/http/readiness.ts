import type { Services } from "@intake/core";
import { migrationStatus } from "@intake/db";
import type { Context } from "hono";

/** Set when the process starts shutting down: load balancers stop sending it new requests. */
export interface Lifecycle {
  draining: boolean;
}

/**
 * `GET /readyz`: whether this process should receive traffic — the database answers, every
 * migration this build knows is applied, and it is not shutting down. 200 or 503, both with
 * the details.
 */
export function readyzRoute(services: Services, lifecycle: Lifecycle) {
  return async (c: Context) => {
    let status: Awaited<ReturnType<typeof migrationStatus>>;
    try {
      status = await migrationStatus(services.db);
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
