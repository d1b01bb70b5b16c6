import type { Trx } from "@intake/db";
import type { Caller } from "../../accounts/callers/caller";
import type { DbOrTrx } from "../context";

export interface AuditActor {
  userId: string | null;
  kind: string;
}

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string;
  /**
   * Field NAMES and non-identifying facts only (e.g. `{ fields: ["firstName"] }`). The audit log
   * is append-only and outlives the data it describes, so it never holds PHI values or secrets.
   */
  detail?: Record<string, unknown>;
}

export function actorOf(caller: Caller): AuditActor {
  if (caller.kind === "api_key" || caller.kind === "session" || caller.kind === "developer_key") {
    return { userId: caller.userId, kind: caller.kind };
  }
  return { userId: null, kind: caller.kind };
}

/** Appends one row to the audit log, inside the transaction of the change it records. */
export async function recordAudit(
  db: DbOrTrx | Trx,
  at: Date,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at,
      actor_user_id: actor.userId,
      actor_kind: actor.kind,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}
