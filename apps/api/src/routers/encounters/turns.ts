import { listTurns, Turn } from "@intake/core/encounters";
import { z } from "zod";
import { accountProcedure } from "../../trpc/init";

export const listTurnsProcedure = accountProcedure
  .meta({
    errors: [],
    openapi: {
      method: "GET",
      path: "/api/v1/encounters/{id}/turns",
      operationId: "listEncounterTurns",
      tags: ["encounters"],
      protect: true,
      summary: "The turns (letters and evaluations) of one of your encounters, oldest first",
      description:
        "`last=N` returns only the N most recent turns. `options` and `evidence` are reserved and empty.",
      errorResponses: [400, 401, 404],
    },
  })
  .input(listTurns.input)
  .output(z.array(Turn))
  .query(({ ctx, input }) => listTurns.parsed({ ctx, input }));
