import type { EncounterRow } from "../../encounters/encounter-rules";
import type { RequestContext } from "../../kernel/context";
import { badRequest, notFound } from "../../kernel/errors";
import { postPatientMessage } from "./agent-chat";
import { chatEncounter } from "./chat-access";
import { loadChatEvents, markClinicianMessagesRead } from "./chat-events";
import { type ChatEvent, ChatMessageText, MAX_CHAT_MESSAGE_LENGTH } from "./schemas";

/**
 * The hosted chat page's access: the signed-in owner (session), or the encounter token (the
 * same rules as the agent chat: 404 for another encounter, 410 past the token window).
 */
export async function patientChatEncounter(
  ctx: RequestContext,
  encounterId: string,
): Promise<EncounterRow> {
  if (ctx.caller.kind !== "session") return chatEncounter(ctx, encounterId);
  const encounter = await ctx.db
    .selectFrom("encounters")
    .selectAll()
    .where("id", "=", encounterId)
    .where("user_id", "=", ctx.caller.userId)
    .executeTakeFirst();
  if (!encounter) throw notFound("The encounter");
  return encounter;
}

/** Opening the chat page shows the conversation and marks the clinician's messages read. */
export async function openPatientChat(
  ctx: RequestContext,
  encounterId: string,
): Promise<{ encounter: EncounterRow; events: ChatEvent[] }> {
  const encounter = await patientChatEncounter(ctx, encounterId);
  await markClinicianMessagesRead(ctx.db, encounter.id, ctx.clock.now());
  return { encounter, events: await loadChatEvents(ctx.db, encounter.id) };
}

/** A reply typed on the chat page (`source: web`). */
export async function replyOnChatPage(
  ctx: RequestContext,
  encounterId: string,
  message: string,
): Promise<ChatEvent> {
  const encounter = await patientChatEncounter(ctx, encounterId);
  const parsed = ChatMessageText.safeParse(message);
  if (!parsed.success) {
    throw badRequest(
      "invalid_message",
      `Write a message of 1 to ${MAX_CHAT_MESSAGE_LENGTH} characters.`,
    );
  }
  return postPatientMessage(ctx, encounter, parsed.data, "web");
}
