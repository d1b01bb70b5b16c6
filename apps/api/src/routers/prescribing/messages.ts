import { RelayReplyResponse, relayPatientReply } from "@intake/core/developers";
import { developerProcedure } from "../../trpc/init";

export const relayReplyProcedure = developerProcedure
  .meta({
    errors: [
      "invalid_image",
      "too_many_images",
      "data_visibility_not_enabled",
      "consent_pending",
      "message_too_long",
      "empty_reply",
      "encounter_closed",
      "reply_not_possible",
      "rate_limited",
    ],
    successStatus: 201,
    openapi: {
      method: "POST",
      path: "/api/v1/prescribing/encounters/{id}/messages",
      operationId: "relayPrescribingReply",
      tags: ["prescribing"],
      protect: true,
      summary:
        "Relay the patient's reply (plain text up to 4,000 characters and/or up to 3 images)",
      description:
        "Full visibility only (403 `data_visibility_not_enabled` / `consent_pending`); 409 `encounter_closed` on a closed request; 400 `message_too_long`, `too_many_images`, `empty_reply`. A reply to a request waiting for the patient moves it back to the physician queue. 429 `rate_limited` when the account's daily image storage quota is used up (`Retry-After`).",
      errorResponses: [400, 401, 403, 404, 409, 429],
    },
  })
  .input(relayPatientReply.input)
  .output(RelayReplyResponse)
  .mutation(({ ctx, input }) => relayPatientReply.parsed({ ctx, input }));
