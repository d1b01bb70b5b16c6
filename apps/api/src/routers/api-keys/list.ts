import { ApiKeyMetadata, listApiKeys } from "@intake/core/accounts";
import { z } from "zod";
import { sessionProcedure } from "../../trpc/init";

export const listApiKeysProcedure = sessionProcedure
  .meta({
    errors: [],
    openapi: {
      method: "GET",
      path: "/api/v1/users/me/api-keys",
      operationId: "listApiKeys",
      tags: ["api-keys"],
      protect: true,
      summary:
        "The account's personal API keys, newest first (session token only; never the raw key)",
    },
  })
  .input(z.void())
  .output(z.array(ApiKeyMetadata))
  .query(({ ctx }) => listApiKeys({ ctx }));
