import { inTransaction, type Trx } from "@intake/db";
import { type Clinician, requireClinician } from "../../accounts/clinicians/clinicians";
import type { EncounterRow } from "../../encounters/encounter-rules";
import type { EncounterState } from "../../encounters/schemas";
import { recordAudit } from "../../kernel/audit/record-audit";
import type { RequestContext } from "../../kernel/context";
import { assertReviewState, lockReviewable } from "./access";
import type { ReviewEncounter } from "./schemas";
import { toReviewEncounter } from "./views";

export interface ReviewActionContext {
  trx: Trx;
  encounter: EncounterRow;
  clinician: Clinician;
  now: Date;
}

/**
 * The frame of every clinician action: the clinician check, one transaction that locks the
 * encounter and checks its state, the action, and the audit row; then the fresh review view.
 * Actions move the encounter through the lifecycle (`transitionEncounter`, which then writes no
 * audit row of its own) and publish their changes, inside the same transaction.
 */
export async function runReviewAction(
  ctx: RequestContext,
  encounterId: string,
  rule: { allowed: readonly EncounterState[]; action: string; audit: string },
  act: (a: ReviewActionContext) => Promise<Record<string, unknown> | undefined>,
): Promise<ReviewEncounter> {
  const clinician = await requireClinician(ctx.db, ctx.caller);
  const now = ctx.clock.now();
  const row = await inTransaction(ctx.db, async (trx) => {
    const encounter = await lockReviewable(trx, clinician, encounterId);
    assertReviewState(encounter, rule.allowed, rule.action);
    const detail = (await act({ trx, encounter, clinician, now })) ?? {};
    await recordAudit(
      trx,
      now,
      { userId: clinician.userId, kind: "clinician" },
      {
        action: rule.audit,
        entityType: "encounter",
        entityId: encounter.id,
        detail: { from_state: encounter.state, ...detail },
      },
    );
    return trx
      .selectFrom("encounters")
      .selectAll()
      .where("id", "=", encounter.id)
      .executeTakeFirstOrThrow();
  });
  return toReviewEncounter(ctx.db, ctx.config, now, row);
}
