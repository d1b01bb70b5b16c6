import { ChatReadReceipt, markChatRead } from "@intake/core/care";
import { agentChatProcedure } from "../../trpc/init";

export const markChatReadProcedure = agentChatProcedure
  .meta({
    errors: ["unauthorized", "wrong_credential", "not_found", "encounter_token_expired"],
    openapi: {
      method: "POST",
      path: "/api/v1/agent/encounters/{encounter_id}/events/read",
      operationId: "markChatRead",
      tags: ["agent-chat"],
      protect: true,
      summary: "Record read receipts for physician messages",
      description:
        "The patient gets no reminder e-mail for messages marked read. Ids that are not physician messages of this encounter are ignored; `readEventIds` lists the ones now read. 401; 404; 410 `encounter_token_expired`.",
      errorResponses: [400, 401, 404, 410],
    },
  })
  .input(markChatRead.input)
  .output(ChatReadReceipt)
  .mutation(({ ctx, input }) => markChatRead.parsed({ ctx, input }));
