import { ReviewEncounter, writePrescription } from "@intake/core/care";
import { clinicianProcedure } from "../../trpc/init";
import { CLINICIAN_ACTION_ERRORS } from "./errors";

export const prescriptionProcedure = clinicianProcedure
  .meta({
    errors: [...CLINICIAN_ACTION_ERRORS],
    openapi: {
      method: "POST",
      path: "/api/v1/clinician/encounters/{id}/prescriptions",
      operationId: "writePrescription",
      tags: ["internal"],
      protect: true,
      summary: "Write a prescription (catalogue medication or free text)",
      description:
        "Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.",
      errorResponses: [400, 401, 403, 404, 409],
    },
  })
  .input(writePrescription.input)
  .output(ReviewEncounter)
  .mutation(({ ctx, input }) => writePrescription.parsed({ ctx, input }));
