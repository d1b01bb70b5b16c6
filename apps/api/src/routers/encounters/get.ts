import { EncounterSummary, getEncounter } from "@intake/core/encounters";
import { accountProcedure } from "../../trpc/init";

export const getEncounterProcedure = accountProcedure
  .meta({
    errors: [],
    openapi: {
      method: "GET",
      path: "/api/v1/encounters/{id}",
      operationId: "getEncounter",
      tags: ["encounters"],
      protect: true,
      summary: "One of your encounters",
      errorResponses: [401, 404],
    },
  })
  .input(getEncounter.input)
  .output(EncounterSummary)
  .query(({ ctx, input }) => getEncounter.parsed({ ctx, input }));
