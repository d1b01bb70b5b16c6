import { cancelEncounter, EncounterSummary } from "@intake/core/encounters";
import { accountProcedure } from "../../trpc/init";

export const cancelEncounterProcedure = accountProcedure
  .meta({
    errors: ["encounter_terminal", "concurrent_update"],
    openapi: {
      method: "POST",
      path: "/api/v1/encounters/{id}/cancel",
      operationId: "cancelEncounter",
      tags: ["encounters"],
      protect: true,
      summary: "Cancel one of your encounters",
      description:
        "Moves a non-terminal encounter to `canceled`; an active submission is canceled with it. 400 `encounter_terminal` when it is already closed or canceled.",
      errorResponses: [400, 401, 404],
    },
  })
  .input(cancelEncounter.input)
  .output(EncounterSummary)
  .mutation(({ ctx, input }) => cancelEncounter.parsed({ ctx, input }));
