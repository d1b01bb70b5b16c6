import { sql } from "kysely";
import type { Clock } from "../../kernel/clock";
import type { DbOrTrx } from "../../kernel/context";
import { conflict } from "../../kernel/errors";

/** Active (not revoked, not expired) keys one account may hold, per kind (personal, developer). */
export const MAX_ACTIVE_KEYS = 25;

/**
 * Refuses a new key when the account already holds MAX_ACTIVE_KEYS active keys of that kind:
 * 409 `key_limit_reached`. Call inside the transaction that inserts the key; the account's row is
 * locked first, so two concurrent creations cannot both pass at 24.
 */
export async function assertKeyCapacity(
  trx: DbOrTrx,
  clock: Clock,
  userId: string,
  kind: "personal" | "developer",
): Promise<void> {
  await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
  const now = clock.now();
  const row =
    kind === "personal"
      ? await trx
          .selectFrom("api_keys")
          .select(sql<number>`count(*)::int`.as("n"))
          .where("user_id", "=", userId)
          .where("revoked_at", "is", null)
          .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", now)]))
          .executeTakeFirstOrThrow()
      : await trx
          .selectFrom("developer_keys")
          .select(sql<number>`count(*)::int`.as("n"))
          .where("user_id", "=", userId)
          .where("revoked_at", "is", null)
          .executeTakeFirstOrThrow();
  if (Number(row.n) >= MAX_ACTIVE_KEYS) {
    const what = kind === "personal" ? "personal API keys" : "developer keys";
    throw conflict(
      "key_limit_reached",
      `This account already has ${MAX_ACTIVE_KEYS} active ${what}, the most allowed. Revoke keys you no longer use, then create the new one.`,
      { max_active_keys: MAX_ACTIVE_KEYS },
    );
  }
}
