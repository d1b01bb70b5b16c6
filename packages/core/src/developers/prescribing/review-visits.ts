import { requireClinician } from "../../accounts/clinicians/clinicians";
import { reviewableEncounter } from "../../care/review/access";
import { ReviewEncounterId } from "../../care/review/schemas";
import { verb } from "../../kernel/verbs";
import { getDeveloperSettings } from "./settings";
import { listVisits, type VisitRow } from "./visits";

/**
 * The bookings of a review's live visits, for the console; null when live visits do not apply
 * (a request of a developer account without the flag, or no developer at all). The clinician
 * must be able to see the encounter (same 404 as the review read).
 */
export const listReviewVisits = verb(
  ReviewEncounterId,
  async ({ ctx, input }): Promise<VisitRow[] | null> => {
    const clinician = await requireClinician(ctx.db, ctx.caller);
    const encounter = await reviewableEncounter(ctx.db, clinician, input.id);
    const request = await ctx.db
      .selectFrom("prescribing_requests")
      .select("developer_id")
      .where("encounter_id", "=", encounter.id)
      .executeTakeFirst();
    if (!request) return null;
    const settings = await getDeveloperSettings(ctx.db, request.developer_id);
    return settings.live_visits ? listVisits(ctx.db, encounter.id) : null;
  },
);
