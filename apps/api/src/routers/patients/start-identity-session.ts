import { IdentitySessionResponse, PatientId, startIdentitySession } from "@intake/core";
import { accountProcedure } from "../../trpc/init";

export const startIdentitySessionProcedure = accountProcedure
  .meta({
    errors: ["identity_inherited", "identity_already_verified"],
    successStatus: 201,
    openapi: {
      method: "POST",
      path: "/api/v1/patients/{id}/identity-session",
      operationId: "startIdentitySession",
      tags: ["patients"],
      protect: true,
      summary: "Start identity verification; open the returned url to complete it",
      description:
        "Verifying the self patient verifies the account holder. Minors inherit it (400 `identity_inherited`); already verified: 409 `identity_already_verified`.",
    },
  })
  .input(PatientId)
  .output(IdentitySessionResponse)
  .mutation(({ ctx, input }) => startIdentitySession({ ctx, input }));
