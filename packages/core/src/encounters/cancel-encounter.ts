import { inTransaction } from "@intake/db";
import { requireAccount } from "../accounts/callers/caller";
import { badRequest, conflict } from "../kernel/errors";
import { verb } from "../kernel/verbs";
import { TERMINAL_STATES } from "./encounter-rules";
import { findOwnEncounter } from "./find-own-encounter";
import { transitionEncounter } from "./lifecycle/store";
import type { EncounterSummary } from "./schemas";
import { EncounterIdInput } from "./schemas";
import { toSummaries } from "./views";

/**
 * Owner cancellation (spec: any non-terminal -> canceled). Further turns and chat stop; an active
 * submission is canceled with it, so review stops. Billing is not touched here.
 */
export const cancelEncounter = verb(
  EncounterIdInput,
  async ({ ctx, input }): Promise<EncounterSummary> => {
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
      const { row } = await transitionEncounter(trx, ctx.encounterEvents, {
        id: encounter.id,
        at: now,
        from: encounter.state,
        to: "canceled",
        set: { canceled_at: now },
        audit: {
          actor: { userId: account.userId, kind: account.kind },
          action: "encounter.canceled",
          detail: { from_state: encounter.state },
        },
        change: { kind: "canceled", by: "owner" },
        ifChanged: () =>
          conflict(
            "concurrent_update",
            "The encounter changed while it was being canceled. Read it and retry.",
          ),
      });
      return row;
    });
    const [summary] = await toSummaries(ctx.db, [row]);
    return summary as EncounterSummary;
  },
);
