import { z } from "zod";
import { EncounterState } from "../../encounters/schemas";

/** Longest chat message accepted (the spec's relayed-reply limit, used for every chat message). */
export const MAX_CHAT_MESSAGE_LENGTH = 4000;
export const MAX_CHAT_EVENTS = 200;

export const ChatAuthor = z
  .object({
    id: z.string(),
    email: z.string(),
    clinician: z
      .object({ firstName: z.string(), lastName: z.string(), credentials: z.string() })
      .optional()
      .meta({ description: "Present when the author is a clinician" }),
  })
  .meta({ id: "ChatAuthor" });

export const ChatEvent = z
  .object({
    eventId: z.string(),
    authorId: z.string(),
    author: ChatAuthor,
    type: z.string().meta({
      description: "`chat` for a message; `question` for a clinician question awaiting a reply",
      example: "chat",
    }),
    message: z.string(),
    createdAt: z.string(),
    source: z.enum(["web", "api"]).meta({
      description: "`web` when a person typed it on a page, `api` when posted through the API",
    }),
    isOwn: z.boolean().meta({ description: "True when authored by the patient (via web or API)" }),
  })
  .meta({ id: "ChatEvent" });
export type ChatEvent = z.infer<typeof ChatEvent>;

export const ChatListing = z
  .object({ encounterId: z.string(), state: EncounterState, events: z.array(ChatEvent) })
  .meta({ id: "ChatListing" });
export type ChatListing = z.infer<typeof ChatListing>;

export const ListChatEventsInput = z.object({
  encounter_id: z.uuid(),
  since: z.iso
    .datetime({ offset: true })
    .optional()
    .meta({ description: "RFC 3339 timestamp: only events created after it" }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_CHAT_EVENTS)
    .optional()
    .meta({ description: `Only the most recent N events (1-${MAX_CHAT_EVENTS})` }),
});
export type ListChatEventsInput = z.infer<typeof ListChatEventsInput>;

export const ChatMessageText = z.string().trim().min(1).max(MAX_CHAT_MESSAGE_LENGTH);

export const PostChatEventInput = z.object({
  encounter_id: z.uuid(),
  message: ChatMessageText.meta({
    description: `The patient's message, plain text, 1-${MAX_CHAT_MESSAGE_LENGTH} characters`,
  }),
});
export type PostChatEventInput = z.infer<typeof PostChatEventInput>;

export const MarkChatReadInput = z.object({
  encounter_id: z.uuid(),
  // Any ids: those that are not clinician messages of this chat (not even UUIDs) are ignored.
  eventIds: z.array(z.string().max(100)).min(1).max(MAX_CHAT_EVENTS),
});
export type MarkChatReadInput = z.infer<typeof MarkChatReadInput>;

export const ChatReadReceipt = z
  .object({
    encounterId: z.string(),
    readEventIds: z
      .array(z.string())
      .meta({ description: "Clinician messages of this encounter now marked read" }),
  })
  .meta({ id: "ChatReadReceipt" });
export type ChatReadReceipt = z.infer<typeof ChatReadReceipt>;
