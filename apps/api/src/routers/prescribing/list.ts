import { listPrescribingEncounters, OutcomeList } from "@intake/core/developers";
import { developerProcedure } from "../../trpc/init";

export const listPrescribingEncountersProcedure = developerProcedure
  .meta({
    errors: ["invalid_cursor"],
    openapi: {
      method: "GET",
      path: "/api/v1/prescribing/encounters",
      operationId: "listPrescribingEncounters",
      tags: ["prescribing"],
      protect: true,
      summary: "Poll outcomes: your requests in the key's environment, newest first",
      description:
        "Optional `external_id` filter; `limit` (1-100, default 20) and `cursor` (the previous page's `next_cursor`). Rows are the outcome projection: never patient identity or medical details.",
      errorResponses: [400, 401, 403],
    },
  })
  .input(listPrescribingEncounters.input)
  .output(OutcomeList)
  .query(({ ctx, input }) => listPrescribingEncounters.parsed({ ctx, input }));
