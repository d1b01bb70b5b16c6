import { ReviewEncounter } from "@intake/core/care";
import { cancelVisitAsClinician } from "@intake/core/developers";
import { clinicianProcedure } from "../../trpc/init";
import { CLINICIAN_ACTION_ERRORS } from "./errors";

export const clinicianVisitCancelProcedure = clinicianProcedure
  .meta({
    errors: [...CLINICIAN_ACTION_ERRORS, "live_visits_not_enabled", "no_active_booking"],
    openapi: {
      method: "POST",
      path: "/api/v1/clinician/encounters/{id}/visit/cancel",
      operationId: "cancelVisit",
      tags: ["internal"],
      protect: true,
      summary: "Cancel the booked live visit (kept in bookings[] as canceled)",
      description:
        "Clinician console procedure (clinician session only). 403 `live_visits_not_enabled`; 409 `no_active_booking` when nothing is booked.",
      errorResponses: [400, 401, 403, 404, 409],
    },
  })
  .input(cancelVisitAsClinician.input)
  .output(ReviewEncounter)
  .mutation(({ ctx, input }) => cancelVisitAsClinician.parsed({ ctx, input }));
