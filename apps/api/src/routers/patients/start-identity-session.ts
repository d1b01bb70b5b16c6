import { IdentitySessionResponse, startIdentitySession } from "@intake/core/accounts";
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
      summary: "Start identity verification; the person opens the returned url to complete it",
      description:
        "The url is single use, expires at `expiresAt`, and works only for this account: the person opens it in a browser signed in to the account (the hosted pages), which sends them to the identity provider (Stripe Identity, or the embedded simulation outside production). The outcome shows in `identityVerification.latestSession` of GET /api/v1/patients/{id}. Starting again replaces an unused link. Verifying the self patient verifies the account holder. Minors inherit it (400 `identity_inherited`); already verified: 409 `identity_already_verified`.",
    },
  })
  .input(startIdentitySession.input)
  .output(IdentitySessionResponse)
  .mutation(({ ctx, input }) => startIdentitySession.parsed({ ctx, input }));
