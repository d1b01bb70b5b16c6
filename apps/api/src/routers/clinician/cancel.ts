import { cancelReview, ReviewEncounter } from "@intake/core/care";
import { clinicianProcedure } from "../../trpc/init";
import { CLINICIAN_ACTION_ERRORS } from "./errors";

export const clinicianCancelProcedure = clinicianProcedure
  .meta({
    errors: [...CLINICIAN_ACTION_ERRORS],
    openapi: {
      method: "POST",
      path: "/api/v1/clinician/encounters/{id}/cancel",
      operationId: "clinicianCancelEncounter",
      tags: ["internal"],
      protect: true,
      summary: "Cancel the encounter (from the queue or during review)",
      description:
        "Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.",
      errorResponses: [400, 401, 403, 404, 409],
    },
  })
  .input(cancelReview.input)
  .output(ReviewEncounter)
  .mutation(({ ctx, input }) => cancelReview.parsed({ ctx, input }));
