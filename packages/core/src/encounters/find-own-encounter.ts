import type { AccountCaller } from "../accounts/callers/caller";
import type { DbOrTrx } from "../kernel/context";
import { notFound } from "../kernel/errors";
import { isUuid } from "../kernel/ids";
import type { EncounterRow } from "./encounter-rules";

/** The caller's own encounter, or 404 (foreign and unknown ids look the same). */
export async function findOwnEncounter(
  db: DbOrTrx,
  account: AccountCaller,
  id: string,
): Promise<EncounterRow> {
  if (!isUuid(id)) throw notFound("The encounter");
  const row = await db
    .selectFrom("encounters")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", account.userId)
    .executeTakeFirst();
  if (!row) throw notFound("The encounter");
  return row;
}
