import { DeveloperKeyMetadata, listDeveloperKeys } from "@intake/core/developers";
import { z } from "zod";
import { developerManagerProcedure } from "../../trpc/init";

export const listDeveloperKeysProcedure = developerManagerProcedure
  .meta({
    errors: ["unauthorized", "developer_credential_required"],
    openapi: {
      method: "GET",
      path: "/api/v1/developers/me/keys",
      operationId: "listDeveloperKeys",
      tags: ["developers"],
      protect: true,
      summary: "Your developer keys, newest first (never the raw key)",
      description: "With a developer key: only the keys of its environment.",
      errorResponses: [401, 403],
    },
  })
  .input(z.void())
  .output(z.array(DeveloperKeyMetadata))
  .query(({ ctx }) => listDeveloperKeys({ ctx }));
