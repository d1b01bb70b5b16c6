import { requireAccount } from "../accounts/callers/caller";
import { verb } from "../kernel/verbs";
import { findOwnEncounter } from "./find-own-encounter";
import { ListTurnsInput, type Turn } from "./schemas";
import { toTurn } from "./views";

/** The encounter's turns, oldest first; with `last`, only the N most recent (still oldest first). */
export const listTurns = verb(ListTurnsInput, async ({ ctx, input }): Promise<Turn[]> => {
  const encounter = await findOwnEncounter(ctx.db, requireAccount(ctx.caller), input.id);
  let query = ctx.db
    .selectFrom("turns")
    .selectAll()
    .where("encounter_id", "=", encounter.id)
    .orderBy("version", "desc");
  if (input.last !== undefined) query = query.limit(input.last);
  const rows = await query.execute();
  return rows.reverse().map(toTurn);
});
