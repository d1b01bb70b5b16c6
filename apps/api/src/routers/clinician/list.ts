import { listMyReviews, MyReviews } from "@intake/core/care";
import { z } from "zod";
import { clinicianProcedure } from "../../trpc/init";
import { CLINICIAN_ERRORS } from "./errors";

export const clinicianReviewsProcedure = clinicianProcedure
  .meta({
    errors: [...CLINICIAN_ERRORS],
    openapi: {
      method: "GET",
      path: "/api/v1/clinician/encounters",
      operationId: "listClinicianEncounters",
      tags: ["internal"],
      protect: true,
      summary: "Encounters this clinician claimed, most recent first",
      description:
        "Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.",
      errorResponses: [401, 403],
    },
  })
  .input(z.object({}))
  .output(MyReviews)
  .query(({ ctx }) => listMyReviews({ ctx }));
