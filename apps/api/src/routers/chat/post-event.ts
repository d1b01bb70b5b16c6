import { ChatEvent, postChatEvent } from "@intake/core/care";
import { agentChatProcedure } from "../../trpc/init";

export const postChatEventProcedure = agentChatProcedure
  .meta({
    errors: [
      "unauthorized",
      "wrong_credential",
      "not_found",
      "encounter_token_expired",
      "chat_closed",
      "checkout_not_completed",
    ],
    successStatus: 201,
    openapi: {
      method: "POST",
      path: "/api/v1/agent/encounters/{encounter_id}/events",
      operationId: "postChatEvent",
      tags: ["agent-chat"],
      protect: true,
      summary: "Answer the physician for the patient",
      description: [
        "Recorded with `source: api` (the clinician sees an API badge). Answering a physician question moves `waitingForPatientReply` back to `reviewing`.",
        "400 `chat_closed` in `closed` / `canceled`; 401; 404; 409 `checkout_not_completed` before checkout (or auto-submit); 410 `encounter_token_expired`.",
      ].join("\n\n"),
      errorResponses: [400, 401, 404, 409, 410],
    },
  })
  .input(postChatEvent.input)
  .output(ChatEvent)
  .mutation(({ ctx, input }) => postChatEvent.parsed({ ctx, input }));
