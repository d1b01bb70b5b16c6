import { ChatListing, listChatEvents } from "@intake/core/care";
import { agentChatProcedure } from "../../trpc/init";

export const listChatEventsProcedure = agentChatProcedure
  .meta({
    errors: [
      "unauthorized",
      "wrong_credential",
      "not_found",
      "encounter_token_expired",
      "rate_limited",
    ],
    openapi: {
      method: "GET",
      path: "/api/v1/agent/encounters/{encounter_id}/events",
      operationId: "listChatEvents",
      tags: ["agent-chat"],
      protect: true,
      summary: "Read the chat of an encounter (physician and patient messages)",
      description: [
        "Encounter token or the owner's personal API key (a session token or developer key is 401 `wrong_credential`). Events oldest first; `since` (RFC 3339) keeps events created after it, `limit` the most recent N.",
        "404 `not_found` (unknown, or not the key owner's); 410 `encounter_token_expired` (the token's window closed; the owner's API key still works); 429 `rate_limited` after `CHAT_POLLS_PER_MINUTE` (12) reads per minute per encounter, `Retry-After: 5`.",
      ].join("\n\n"),
      errorResponses: [400, 401, 404, 410, 429],
    },
  })
  .input(listChatEvents.input)
  .output(ChatListing)
  .query(({ ctx, input }) => listChatEvents.parsed({ ctx, input }));
