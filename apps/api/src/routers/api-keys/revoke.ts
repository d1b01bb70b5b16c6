import { ApiKeyMetadata, revokeApiKey } from "@intake/core/accounts";
import { sessionProcedure } from "../../trpc/init";

export const revokeApiKeyProcedure = sessionProcedure
  .meta({
    errors: [],
    openapi: {
      method: "DELETE",
      path: "/api/v1/users/me/api-keys/{keyId}",
      operationId: "revokeApiKey",
      tags: ["api-keys"],
      protect: true,
      summary: "Revoke a personal API key (session token only)",
      description:
        "Later use of the key gets 401; its metadata stays for audit. Revoking a revoked key again answers 200 with the original `revokedAt`.",
    },
  })
  .input(revokeApiKey.input)
  .output(ApiKeyMetadata)
  .mutation(({ ctx, input }) => revokeApiKey.parsed({ ctx, input }));
