import { sql } from "kysely";
import type { DbOrTrx } from "../kernel/context";
import { CLINICIAN_ROLE } from "./clinicians/clinicians";

/** Who is signed in, for the pages' header: the address and the places they can go. */
export interface Viewer {
  userId: string;
  email: string;
  clinician: boolean;
  developer: boolean;
}

/**
 * One query: the account's address, whether it is an active clinician and whether it has ever
 * had a developer key (the developer dashboard is then one of its places). Null when the account
 * no longer exists.
 */
export async function getViewer(db: DbOrTrx, userId: string): Promise<Viewer | null> {
  const row = await db
    .selectFrom("users")
    .select([
      "users.email",
      "users.role",
      sql<boolean>`exists (select 1 from clinicians where clinicians.user_id = users.id)`.as(
        "clinician",
      ),
      sql<boolean>`exists (select 1 from developer_keys where developer_keys.user_id = users.id)`.as(
        "developer",
      ),
    ])
    .where("users.id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    userId,
    email: row.email,
    clinician: Boolean(row.clinician) && row.role === CLINICIAN_ROLE,
    developer: Boolean(row.developer),
  };
}
