import { DeveloperDetails, getEncounterDetails } from "@intake/core/developers";
import { developerProcedure } from "../../trpc/init";

export const prescribingDetailsProcedure = developerProcedure
  .meta({
    errors: ["data_visibility_not_enabled", "consent_pending"],
    openapi: {
      method: "GET",
      path: "/api/v1/prescribing/encounters/{id}/details",
      operationId: "getPrescribingDetails",
      tags: ["prescribing"],
      protect: true,
      summary: "The developer details object (full visibility, after data-sharing consent)",
      description:
        "404 not yours; 403 `data_visibility_not_enabled` (outcome-only request, permanently); 403 `consent_pending` (until the patient accepts data sharing). Image URLs are signed and valid about 15 minutes: do not store them.",
      errorResponses: [401, 403, 404],
    },
  })
  .input(getEncounterDetails.input)
  .output(DeveloperDetails)
  .query(({ ctx, input }) => getEncounterDetails.parsed({ ctx, input }));
