import { claimEncounter, ReviewEncounter } from "@intake/core/care";
import { clinicianProcedure } from "../../trpc/init";
import { CLINICIAN_ACTION_ERRORS } from "./errors";

export const claimEncounterProcedure = clinicianProcedure
  .meta({
    errors: [...CLINICIAN_ACTION_ERRORS],
    openapi: {
      method: "POST",
      path: "/api/v1/clinician/encounters/{id}/claim",
      operationId: "claimEncounter",
      tags: ["internal"],
      protect: true,
      summary:
        "Claim a submitted encounter (submitted -> reviewing); 409 `already_claimed` when another clinician was first",
      description:
        "Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.",
      errorResponses: [401, 403, 404, 409],
    },
  })
  .input(claimEncounter.input)
  .output(ReviewEncounter)
  .mutation(({ ctx, input }) => claimEncounter.parsed({ ctx, input }));
