import { ReviewEncounter } from "@intake/core/care";
import { recordCall } from "@intake/core/developers";
import { clinicianProcedure } from "../../trpc/init";
import { CLINICIAN_ACTION_ERRORS } from "./errors";

export const clinicianVisitCompleteProcedure = clinicianProcedure
  .meta({
    errors: [...CLINICIAN_ACTION_ERRORS, "live_visits_not_enabled", "no_active_booking"],
    openapi: {
      method: "POST",
      path: "/api/v1/clinician/encounters/{id}/visit/complete",
      operationId: "recordCompletedCall",
      tags: ["internal"],
      protect: true,
      summary: "Record a completed call: the booked video visit, or a phone call",
      description:
        "Clinician console procedure (clinician session only). `kind: video` completes the active booking (409 `no_active_booking` without one); `kind: phone` needs no booking. Polling then shows `visitType` and `syncEscalated: true`. 403 `live_visits_not_enabled`.",
      errorResponses: [400, 401, 403, 404, 409],
    },
  })
  .input(recordCall.input)
  .output(ReviewEncounter)
  .mutation(({ ctx, input }) => recordCall.parsed({ ctx, input }));
