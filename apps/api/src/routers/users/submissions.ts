import { ListSubmissionsInput, listSubmissions, SubmissionList } from "@intake/core";
import { accountProcedure } from "../../trpc/init";

export const listSubmissionsProcedure = accountProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/api/v1/users/me/submissions",
      operationId: "listMySubmissions",
      tags: ["users"],
      protect: true,
      summary: "Every submission of the account, newest first, with a short letter preview",
      description:
        "Flattened across encounters and patients. Paginate with `limit` (1–100, default 20) and `cursor` (the previous page's `nextCursor`); `nextCursor` is null on the last page.",
    },
  })
  .input(ListSubmissionsInput)
  .output(SubmissionList)
  .query(({ ctx, input }) => listSubmissions({ ctx, input }));
