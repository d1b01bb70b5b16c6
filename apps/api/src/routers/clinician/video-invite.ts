import { ReviewEncounter } from "@intake/core/care";
import { sendVideoInvite } from "@intake/core/developers";
import { clinicianProcedure } from "../../trpc/init";
import { CLINICIAN_ACTION_ERRORS } from "./errors";

export const clinicianVideoInviteProcedure = clinicianProcedure
  .meta({
    errors: [...CLINICIAN_ACTION_ERRORS, "live_visits_not_enabled"],
    openapi: {
      method: "POST",
      path: "/api/v1/clinician/encounters/{id}/video-invite",
      operationId: "sendVideoInvite",
      tags: ["internal"],
      protect: true,
      summary:
        "Invite the patient to a video visit: a message with a scheduling link (live-visit accounts)",
      description:
        "Clinician console procedure (clinician session only). The message carries a 72-hour `schedulingUrl`; the encounter waits for the patient; the developer gets `encounter.message`. 403 `live_visits_not_enabled` unless the encounter is a request of a developer account with live visits on; 409 `invalid_encounter_state` outside review.",
      errorResponses: [400, 401, 403, 404, 409],
    },
  })
  .input(sendVideoInvite.input)
  .output(ReviewEncounter)
  .mutation(({ ctx, input }) => sendVideoInvite.parsed({ ctx, input }));
