import { inTransaction } from "@intake/db";
import type { EncounterRow } from "../../encounters/encounter-rules";
import { touchEncounter, transitionEncounter } from "../../encounters/lifecycle/store";
import { recordAudit } from "../../kernel/audit/record-audit";
import type { RequestContext } from "../../kernel/context";
import { newId } from "../../kernel/crypto";
import { DomainError, tooManyRequests } from "../../kernel/errors";
import { isUuid } from "../../kernel/ids";
import { consumeRateLimits } from "../../kernel/rate-limit/rate-limit";
import { verb } from "../../kernel/verbs";
import { assertPatientMayPost, chatEncounter } from "./chat-access";
import { insertChatEvent, loadChatEvents, markClinicianMessagesRead } from "./chat-events";
import {
  type ChatEvent,
  type ChatListing,
  type ChatReadReceipt,
  ListChatEventsInput,
  MarkChatReadInput,
  PostChatEventInput,
} from "./schemas";

/** Spec (Limits): after too many polls, retry after 5 seconds. */
export const CHAT_RETRY_AFTER_SECONDS = 5;

/** GET /api/v1/agent/encounters/{encounter_id}/events */
export const listChatEvents = verb(
  ListChatEventsInput,
  async ({ ctx, input }): Promise<ChatListing> => {
    const encounter = await chatEncounter(ctx, input.encounter_id);
    const perMinute = ctx.config.CHAT_POLLS_PER_MINUTE;
    try {
      await consumeRateLimits(ctx.db, ctx.clock, [
        {
          key: `chat:poll:${encounter.id}`,
          limit: perMinute,
          windowSeconds: 60,
          message: () => "",
        },
      ]);
    } catch (error) {
      if (!(error instanceof DomainError) || error.status !== 429) throw error;
      throw tooManyRequests(
        CHAT_RETRY_AFTER_SECONDS,
        `Polling too fast: this encounter's chat may be read ${perMinute} times a minute. Retry after ${CHAT_RETRY_AFTER_SECONDS} seconds, then poll with since=<createdAt of the newest event>.`,
      );
    }
    const events = await loadChatEvents(ctx.db, encounter.id, {
      since: input.since ? new Date(input.since) : undefined,
      limit: input.limit,
    });
    return { encounterId: encounter.id, state: encounter.state, events };
  },
);

/** POST /api/v1/agent/encounters/{encounter_id}/events: the patient's answer through the API. */
export const postChatEvent = verb(
  PostChatEventInput,
  async ({ ctx, input }): Promise<ChatEvent> => {
    const encounter = await chatEncounter(ctx, input.encounter_id);
    return postPatientMessage(ctx, encounter, input.message, "api");
  },
);

/** POST /api/v1/agent/encounters/{encounter_id}/events/read */
export const markChatRead = verb(
  MarkChatReadInput,
  async ({ ctx, input }): Promise<ChatReadReceipt> => {
    const encounter = await chatEncounter(ctx, input.encounter_id);
    const now = ctx.clock.now();
    const ids = [...new Set(input.eventIds)].filter(isUuid);
    if (ids.length === 0) return { encounterId: encounter.id, readEventIds: [] };
    await markClinicianMessagesRead(ctx.db, encounter.id, now, ids);
    const read = await ctx.db
      .selectFrom("chat_events")
      .select("id")
      .where("encounter_id", "=", encounter.id)
      .where("author_role", "=", "clinician")
      .where("id", "in", ids)
      .where("read_at", "is not", null)
      .orderBy("created_at")
      .execute();
    return { encounterId: encounter.id, readEventIds: read.map((r) => r.id) };
  },
);

/**
 * A patient message (agent API or the hosted chat page). Answering a clinician's question moves
 * `waitingForPatientReply` back to `reviewing`; reading the thread to answer counts as reading
 * the clinician's messages, so no reminder goes out for them.
 */
export async function postPatientMessage(
  ctx: RequestContext,
  encounter: EncounterRow,
  message: string,
  source: "web" | "api",
): Promise<ChatEvent> {
  assertPatientMayPost(encounter);
  const now = ctx.clock.now();
  const id = newId();
  const author = encounter.user_id as string;
  await inTransaction(ctx.db, async (trx) => {
    // Lock the encounter so a concurrent cancel or close cannot slip between check and insert.
    const current = await trx
      .selectFrom("encounters")
      .select("state")
      .where("id", "=", encounter.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    assertPatientMayPost({ ...encounter, state: current.state });
    await insertChatEvent(trx, {
      id,
      encounter_id: encounter.id,
      author_user_id: author,
      author_role: "patient",
      type: "chat",
      message,
      source,
      created_at: now,
    });
    // Answering means the clinician's messages so far were read: no reminder for them.
    await markClinicianMessagesRead(trx, encounter.id, now);
    // Answering a question moves the encounter back to review; any other message keeps the state.
    const state = current.state === "waitingForPatientReply" ? "reviewing" : current.state;
    const audit = {
      actor: actorOfChat(ctx),
      action: "chat.patient_message",
      detail: { chat_event_id: id, source, from_state: current.state, to_state: state },
    };
    const change = { kind: "patient_reply", chatEventId: id } as const;
    if (state !== current.state) {
      await transitionEncounter(trx, ctx.encounterEvents, {
        id: encounter.id,
        at: now,
        from: current.state,
        to: state,
        audit,
        change,
      });
    } else {
      await touchEncounter(trx, now, encounter.id);
      await recordAudit(trx, now, audit.actor, {
        action: audit.action,
        entityType: "encounter",
        entityId: encounter.id,
        detail: audit.detail,
      });
      await ctx.encounterEvents.publish(trx, now, encounter.id, change);
    }
  });
  const [event] = await loadChatEvents(ctx.db, encounter.id, { eventId: id });
  return event as ChatEvent;
}

function actorOfChat(ctx: RequestContext) {
  const c = ctx.caller;
  if (c.kind === "api_key" || c.kind === "session") return { userId: c.userId, kind: c.kind };
  return { userId: null, kind: c.kind };
}
