import { requireAccount } from "../accounts/callers/caller";
import { verb } from "../kernel/verbs";
import { findOwnEncounter } from "./find-own-encounter";
import type { EncounterSummary } from "./schemas";
import { EncounterIdInput } from "./schemas";
import { toSummaries } from "./views";

export const getEncounter = verb(
  EncounterIdInput,
  async ({ ctx, input }): Promise<EncounterSummary> => {
    const row = await findOwnEncounter(ctx.db, requireAccount(ctx.caller), input.id);
    const [summary] = await toSummaries(ctx.db, [row]);
    return summary as EncounterSummary;
  },
);
