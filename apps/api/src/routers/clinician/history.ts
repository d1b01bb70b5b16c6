import { confirmPatientHistory, ReviewEncounter } from "@intake/core/care";
import { clinicianProcedure } from "../../trpc/init";
import { CLINICIAN_ACTION_ERRORS } from "./errors";

export const confirmHistoryProcedure = clinicianProcedure
  .meta({
    errors: [...CLINICIAN_ACTION_ERRORS, "nothing_to_confirm"],
    openapi: {
      method: "POST",
      path: "/api/v1/clinician/encounters/{id}/history",
      operationId: "confirmPatientHistory",
      tags: ["internal"],
      protect: true,
      summary: "Confirm allergies and medications (shown by GET /api/v1/patients/{id})",
      description:
        "Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.",
      errorResponses: [400, 401, 403, 404, 409],
    },
  })
  .input(confirmPatientHistory.input)
  .output(ReviewEncounter)
  .mutation(({ ctx, input }) => confirmPatientHistory.parsed({ ctx, input }));
