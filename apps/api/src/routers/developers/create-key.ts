import { CreatedDeveloperKey, createDeveloperKey } from "@intake/core/developers";
import { developerManagerProcedure } from "../../trpc/init";

export const createDeveloperKeyProcedure = developerManagerProcedure
  .meta({
    errors: [
      "unauthorized",
      "developer_credential_required",
      "environment_mismatch",
      "invalid_label",
      "payment_method_required",
      "key_limit_reached",
    ],
    successStatus: 201,
    openapi: {
      method: "POST",
      path: "/api/v1/developers/me/keys",
      operationId: "createDeveloperKey",
      tags: ["developers"],
      protect: true,
      summary: "Create a developer key (`ak_test_` sandbox or `ak_live_` production; shown once)",
      description:
        "Session token, or a developer key managing its own environment (403 `environment_mismatch` otherwise). A personal API key gets 403 `developer_credential_required`. At most 25 active (unrevoked) developer keys per account: 409 `key_limit_reached` past that.",
      errorResponses: [400, 401, 402, 403, 409],
    },
  })
  .input(createDeveloperKey.input)
  .output(CreatedDeveloperKey)
  .mutation(({ ctx, input }) => createDeveloperKey.parsed({ ctx, input }));
