import { inTransaction } from "@intake/db";
import { requireAccount } from "../callers/caller";
import type { RequestContext } from "../context";
import { badRequest, conflict } from "../errors";
import { onEncounterChanged } from "../prescribing/on-encounter-changed";
import { TERMINAL_STATES } from "./encounter-rules";
import { findOwnEncounter } from "./find-own-encounter";
import type { EncounterSummary } from "./schemas";
import { toSummaries } from "./views";

/**
 * Owner cancellation (spec: any non-terminal -> canceled). Further turns and chat stop; an active
 * submission is canceled with it, so review stops. Billing is not touched here.
 */
export async function cancelEncounter({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: { id: string };
}): Promise<EncounterSummary> {
  const account = requireAccount(ctx.caller);
  const now = ctx.clock.now();
  const row = await inTransaction(ctx.db, async (trx) => {
    const encounter = await findOwnEncounter(trx, account, input.id);
    if (TERMINAL_STATES.includes(encounter.state)) {
      throw badRequest(
        "encounter_terminal",
        `This encounter is already ${encounter.state}; nothing to cancel. Start a new encounter instead.`,
        { state: encounter.state },
      );
    }
    const updated = await trx
      .updateTable("encounters")
      .set({ state: "canceled", canceled_at: now, updated_at: now })
      .where("id", "=", encounter.id)
      .where("state", "=", encounter.state)
      .returningAll()
      .executeTakeFirst();
    if (!updated) {
      throw conflict(
        "concurrent_update",
        "The encounter changed while it was being canceled. Read it and retry.",
      );
    }
    const canceled = await trx
      .updateTable("submissions")
      .set({ status: "canceled", canceled_at: now })
      .where("encounter_id", "=", encounter.id)
      .where("status", "=", "active")
      .returning("id")
      .execute();
    await trx
      .insertInto("audit_log")
      .values({
        at: now,
        actor_user_id: account.userId,
        actor_kind: account.kind,
        action: "encounter.canceled",
        entity_type: "encounter",
        entity_id: encounter.id,
        detail: JSON.stringify({
          from_state: encounter.state,
          canceled_submission_ids: canceled.map((c) => c.id),
        }),
      })
      .execute();
    await onEncounterChanged(trx, now, encounter.id, { kind: "canceled" });
    return updated;
  });
  const [summary] = await toSummaries(ctx.db, [row]);
  return summary as EncounterSummary;
}
