import { requireClinician } from "../../accounts/clinicians/clinicians";
import { recordAudit } from "../../kernel/audit/record-audit";
import type { RequestContext } from "../../kernel/context";
import { verb } from "../../kernel/verbs";
import { reviewableEncounter } from "./access";
import type { ClinicianQueue, MyReviews, ReviewEncounter } from "./schemas";
import { ReviewEncounterId } from "./schemas";
import { toReviewEncounter } from "./views";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * GET /api/v1/clinician/queue: submitted encounters this clinician may take, oldest first.
 * Sandbox requests never enter it; the patient must live in one of the licensed states.
 */
export async function listReviewQueue({ ctx }: { ctx: RequestContext }): Promise<ClinicianQueue> {
  const clinician = await requireClinician(ctx.db, ctx.caller);
  if (clinician.licensedStates.length === 0) return { encounters: [] };
  const rows = await ctx.db
    .selectFrom("encounters as e")
    .innerJoin("patients as p", "p.id", "e.patient_id")
    .select(["e.id", "e.state", "e.submitted_at", "e.created_at", "p.state_of_residence"])
    .select((eb) =>
      eb
        .selectFrom("submissions as s")
        .select((sb) => sb.fn("left", ["s.query_snapshot", sb.val(200)]).as("preview"))
        .whereRef("s.encounter_id", "=", "e.id")
        .where("s.status", "=", "active")
        .limit(1)
        .as("preview"),
    )
    .where("e.state", "=", "submitted")
    .where("e.sandbox", "=", false)
    .where("p.state_of_residence", "in", clinician.licensedStates)
    .orderBy("e.submitted_at")
    .orderBy("e.created_at")
    .limit(200)
    .execute();
  return {
    encounters: rows.map((r) => ({
      encounterId: r.id,
      state: r.state,
      submittedAt: iso(r.submitted_at),
      stateOfResidence: r.state_of_residence ?? "",
      letterPreview: (r.preview as string | null) ?? "",
    })),
  };
}

/** GET /api/v1/clinician/encounters: the encounters this clinician claimed, most recent first. */
export async function listMyReviews({ ctx }: { ctx: RequestContext }): Promise<MyReviews> {
  const clinician = await requireClinician(ctx.db, ctx.caller);
  const rows = await ctx.db
    .selectFrom("encounters")
    .selectAll()
    .where("clinician_id", "=", clinician.userId)
    .orderBy("updated_at", "desc")
    .limit(200)
    .execute();
  return {
    encounters: rows.map((r) => ({
      encounterId: r.id,
      state: r.state,
      submittedAt: iso(r.submitted_at),
      reviewStartedAt: iso(r.review_started_at),
      completedAt: iso(r.completed_at),
      followUpUntil: iso(r.follow_up_until),
      updatedAt: r.updated_at.toISOString(),
    })),
  };
}

/** GET /api/v1/clinician/encounters/{id}: letter, turns, images (signed URLs), patient, chat. */
export const getReviewEncounter = verb(
  ReviewEncounterId,
  async ({ ctx, input }): Promise<ReviewEncounter> => {
    const clinician = await requireClinician(ctx.db, ctx.caller);
    const encounter = await reviewableEncounter(ctx.db, clinician, input.id);
    const now = ctx.clock.now();
    // Reading a patient's record is audited like a change.
    await recordAudit(
      ctx.db,
      now,
      { userId: clinician.userId, kind: "clinician" },
      {
        action: "review.viewed",
        entityType: "encounter",
        entityId: encounter.id,
      },
    );
    return toReviewEncounter(ctx.db, ctx.config, now, encounter);
  },
);
