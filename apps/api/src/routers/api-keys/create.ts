import { CreatedApiKeyResponse, createApiKey } from "@intake/core/accounts";
import { sessionProcedure } from "../../trpc/init";

export const createApiKeyProcedure = sessionProcedure
  .meta({
    errors: ["invalid_label", "invalid_expires_at", "key_limit_reached"],
    successStatus: 201,
    openapi: {
      method: "POST",
      path: "/api/v1/users/me/api-keys",
      operationId: "createApiKey",
      tags: ["api-keys"],
      protect: true,
      summary: "Create a personal API key (session token only; the raw key is shown once)",
      description:
        "An API key used here gets 403 `session_required`. At most 25 active (unrevoked, unexpired) personal keys per account: 409 `key_limit_reached` past that.",
    },
  })
  .input(createApiKey.input)
  .output(CreatedApiKeyResponse)
  .mutation(({ ctx, input }) => createApiKey.parsed({ ctx, input }));
