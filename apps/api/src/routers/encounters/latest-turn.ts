import { getLatestTurn, Turn } from "@intake/core/encounters";
import { accountProcedure } from "../../trpc/init";

export const getLatestTurnProcedure = accountProcedure
  .meta({
    errors: [],
    openapi: {
      method: "GET",
      path: "/api/v1/encounters/{id}/latest-turn",
      operationId: "getEncounterLatestTurn",
      tags: ["encounters"],
      protect: true,
      summary: "The most recent turn of one of your encounters",
      errorResponses: [401, 404],
    },
  })
  .input(getLatestTurn.input)
  .output(Turn)
  .query(({ ctx, input }) => getLatestTurn.parsed({ ctx, input }));
