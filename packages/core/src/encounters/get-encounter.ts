import { requireAccount } from "../accounts/callers/caller";
import type { RequestContext } from "../kernel/context";
import { findOwnEncounter } from "./find-own-encounter";
import type { EncounterSummary } from "./schemas";
import { toSummaries } from "./views";

export async function getEncounter({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: { id: string };
}): Promise<EncounterSummary> {
  const row = await findOwnEncounter(ctx.db, requireAccount(ctx.caller), input.id);
  const [summary] = await toSummaries(ctx.db, [row]);
  return summary as EncounterSummary;
}
