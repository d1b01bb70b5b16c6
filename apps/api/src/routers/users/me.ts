import { getMe, UserProfile } from "@intake/core/accounts";
import { accountProcedure } from "../../trpc/init";

export const getMeProcedure = accountProcedure
  .meta({
    errors: ["not_found"],
    openapi: {
      method: "GET",
      path: "/api/v1/users/me",
      operationId: "getMe",
      tags: ["users"],
      protect: true,
      summary: "The signed-in account's profile",
      errorResponses: [401],
    },
  })
  .output(UserProfile)
  .query(({ ctx }) => getMe({ ctx }));
