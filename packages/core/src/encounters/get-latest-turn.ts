import { requireAccount } from "../accounts/callers/caller";
import { notFound } from "../kernel/errors";
import { verb } from "../kernel/verbs";
import { findOwnEncounter } from "./find-own-encounter";
import type { Turn } from "./schemas";
import { EncounterIdInput } from "./schemas";
import { toTurn } from "./views";

export const getLatestTurn = verb(EncounterIdInput, async ({ ctx, input }): Promise<Turn> => {
  const encounter = await findOwnEncounter(ctx.db, requireAccount(ctx.caller), input.id);
  const row = await ctx.db
    .selectFrom("turns")
    .selectAll()
    .where("encounter_id", "=", encounter.id)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) throw notFound("A turn of this encounter");
  return toTurn(row);
});
