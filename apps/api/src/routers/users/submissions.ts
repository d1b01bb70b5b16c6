import { listSubmissions, SubmissionListEntry } from "@intake/core/accounts";
import { z } from "zod";
import { accountProcedure } from "../../trpc/init";

export const listSubmissionsProcedure = accountProcedure
  .meta({
    errors: ["invalid_cursor"],
    openapi: {
      method: "GET",
      path: "/api/v1/users/me/submissions",
      operationId: "listMySubmissions",
      tags: ["users"],
      protect: true,
      summary: "Every submission of the account, newest first, with a short letter preview",
      description:
        'Flattened across encounters and patients: a top-level array, `limit` per page (1–100, default 20). When more exist, the response carries `X-Next-Cursor` (pass it as `cursor`) and a `Link: <...>; rel="next"` header, as `GET /api/v1/encounters` does.',
    },
  })
  .input(listSubmissions.input)
  .output(z.array(SubmissionListEntry))
  .query(async ({ ctx, input }) => {
    const page = await listSubmissions.parsed({ ctx, input });
    if (page.nextCursor && ctx.responseHeaders) {
      const next = `${ctx.config.BASE_URL}/api/v1/users/me/submissions?limit=${input.limit ?? 20}&cursor=${page.nextCursor}`;
      ctx.responseHeaders["X-Next-Cursor"] = page.nextCursor;
      ctx.responseHeaders.Link = `<${next}>; rel="next"`;
    }
    return page.submissions;
  });
