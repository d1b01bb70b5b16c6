import type { Db, Trx } from "@intake/db";
import { sql } from "kysely";
import type { Clock } from "../../kernel/clock";
import { newId } from "../../kernel/crypto";

/** Finds the account of an e-mail address (case-insensitive), creating it on first sight. */
export async function ensureUserByEmail(db: Db | Trx, clock: Clock, email: string) {
  const normalized = email.trim().toLowerCase();
  const existing = await db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", normalized)
    .executeTakeFirst();
  if (existing) return { ...existing, created: false };
  // A concurrent first sign-in may insert the same address first: then this one did not create it.
  const inserted = await db
    .insertInto("users")
    .values({ id: newId(), email: normalized, created_at: clock.now() })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { ...inserted, created: true };
  const user = await db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", normalized)
    .executeTakeFirstOrThrow();
  return { ...user, created: false };
}
