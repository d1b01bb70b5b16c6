import { completeReview, ReviewEncounter } from "@intake/core/care";
import { clinicianProcedure } from "../../trpc/init";
import { CLINICIAN_ACTION_ERRORS } from "./errors";

export const completeReviewProcedure = clinicianProcedure
  .meta({
    errors: [...CLINICIAN_ACTION_ERRORS, "prescription_required"],
    openapi: {
      method: "POST",
      path: "/api/v1/clinician/encounters/{id}/complete",
      operationId: "completeReview",
      tags: ["internal"],
      protect: true,
      summary:
        "Complete the review with a categorical decision (-> completed; follow-up chat open FOLLOW_UP_HOURS)",
      description:
        "Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.",
      errorResponses: [400, 401, 403, 404, 409],
    },
  })
  .input(completeReview.input)
  .output(ReviewEncounter)
  .mutation(({ ctx, input }) => completeReview.parsed({ ctx, input }));
