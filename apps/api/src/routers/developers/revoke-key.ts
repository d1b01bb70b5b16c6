import { DeveloperKeyMetadata, revokeDeveloperKey } from "@intake/core/developers";
import { developerManagerProcedure } from "../../trpc/init";

export const revokeDeveloperKeyProcedure = developerManagerProcedure
  .meta({
    errors: ["unauthorized", "developer_credential_required", "environment_mismatch"],
    openapi: {
      method: "DELETE",
      path: "/api/v1/developers/me/keys/{keyId}",
      operationId: "revokeDeveloperKey",
      tags: ["developers"],
      protect: true,
      summary: "Revoke a developer key (later use gets 401)",
      errorResponses: [401, 403, 404],
    },
  })
  .input(revokeDeveloperKey.input)
  .output(DeveloperKeyMetadata)
  .mutation(({ ctx, input }) => revokeDeveloperKey.parsed({ ctx, input }));
