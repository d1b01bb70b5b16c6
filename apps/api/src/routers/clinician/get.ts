import { getReviewEncounter, ReviewEncounter } from "@intake/core/care";
import { clinicianProcedure } from "../../trpc/init";
import { CLINICIAN_ENCOUNTER_ERRORS } from "./errors";

export const clinicianEncounterProcedure = clinicianProcedure
  .meta({
    errors: [...CLINICIAN_ENCOUNTER_ERRORS],
    openapi: {
      method: "GET",
      path: "/api/v1/clinician/encounters/{id}",
      operationId: "getClinicianEncounter",
      tags: ["internal"],
      protect: true,
      summary:
        "One encounter to review: letter, turns, images (signed URLs), patient, chat, notes, prescriptions",
      description:
        "Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.",
      errorResponses: [401, 403, 404, 409],
    },
  })
  .input(getReviewEncounter.input)
  .output(ReviewEncounter)
  .query(({ ctx, input }) => getReviewEncounter.parsed({ ctx, input }));
