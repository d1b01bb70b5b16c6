import { EncounterSummary, listEncounters } from "@intake/core/encounters";
import { z } from "zod";
import { accountProcedure } from "../../trpc/init";

export const listEncountersProcedure = accountProcedure
  .meta({
    errors: ["invalid_cursor"],
    openapi: {
      method: "GET",
      path: "/api/v1/encounters",
      operationId: "listEncounters",
      tags: ["encounters"],
      protect: true,
      summary: "Your encounters, most recent first",
      description:
        'A top-level array of Encounter summaries, `limit` per page (default 20, max 100). When more exist, the response carries `X-Next-Cursor` (pass it as `cursor`) and a `Link: <...>; rel="next"` header.',
      errorResponses: [400, 401],
    },
  })
  .input(listEncounters.input)
  .output(z.array(EncounterSummary))
  .query(async ({ ctx, input }) => {
    const page = await listEncounters.parsed({ ctx, input });
    if (page.nextCursor && ctx.responseHeaders) {
      const next = `${ctx.config.BASE_URL}/api/v1/encounters?limit=${input.limit}&cursor=${page.nextCursor}`;
      ctx.responseHeaders["X-Next-Cursor"] = page.nextCursor;
      ctx.responseHeaders.Link = `<${next}>; rel="next"`;
    }
    return page.encounters;
  });
