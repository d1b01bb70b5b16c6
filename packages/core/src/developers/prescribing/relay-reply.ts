import { inTransaction } from "@intake/db";
import { insertChatEvent } from "../../care/chat/chat-events";
import { transitionEncounter } from "../../encounters/lifecycle/store";
import { type AcceptedImage, acceptImages } from "../../images/ingest";
import { MAX_IMAGES_PER_REQUEST } from "../../images/schemas";
import type { RequestContext } from "../../kernel/context";
import { newId } from "../../kernel/crypto";
import { badRequest, conflict } from "../../kernel/errors";
import { assertFullVisibility } from "./details";
import { applyChange } from "./on-encounter-changed";
import { loadOwnedRequest, type RequestScope } from "./read-requests";
import type { RelayReplyInput } from "./schemas";

export const MAX_RELAYED_REPLY_CHARS = 4000;

/**
 * POST /api/v1/prescribing/encounters/{id}/messages: the developer's app relays the patient's
 * reply (plain text up to 4,000 characters and/or up to 3 images). Full visibility only. A reply
 * to a request waiting for the patient moves it back to the physician queue.
 */
export async function relayReply(
  ctx: RequestContext,
  scope: RequestScope,
  input: RelayReplyInput,
): Promise<{ messageId: string; createdAt: string; author: "patient"; viaApp: true }> {
  const r = await loadOwnedRequest(ctx, scope, input.id);
  assertFullVisibility(r);
  const message = (input.message ?? "").replace(/\r\n?/g, "\n");
  const images = input.images ?? [];
  if (message.length > MAX_RELAYED_REPLY_CHARS) {
    throw badRequest(
      "message_too_long",
      `message is ${message.length} characters; the limit is ${MAX_RELAYED_REPLY_CHARS}. Shorten it or split it into several replies.`,
      { field: "message", length: message.length, max_length: MAX_RELAYED_REPLY_CHARS },
    );
  }
  if (images.length > MAX_IMAGES_PER_REQUEST) {
    throw badRequest(
      "too_many_images",
      `At most ${MAX_IMAGES_PER_REQUEST} images can be sent with one reply; ${images.length} were sent.`,
      { max_images: MAX_IMAGES_PER_REQUEST },
    );
  }
  if (message.trim().length === 0 && images.length === 0) {
    throw badRequest("empty_reply", "Send a message (plain text) and/or up to 3 images.", {
      field: "message",
    });
  }
  const encounter = await ctx.db
    .selectFrom("encounters")
    .select(["state", "user_id"])
    .where("id", "=", r.encounter_id)
    .executeTakeFirstOrThrow();
  const closed =
    r.status === "canceled" || encounter.state === "closed" || encounter.state === "canceled";
  if (closed) {
    throw conflict(
      "encounter_closed",
      "This request is closed: replies are no longer accepted. Start a new request for a new concern.",
      { encounter_id: r.encounter_id, status: r.status },
    );
  }
  if (r.status !== "in_review" && r.status !== "completed") {
    throw conflict(
      "reply_not_possible",
      `The request is ${r.status}: replies are possible once it is in review.`,
      { encounter_id: r.encounter_id, status: r.status },
    );
  }
  const accepted: AcceptedImage[] = images.length ? await acceptImages(ctx, images) : [];
  const now = ctx.clock.now();
  const id = newId();
  await inTransaction(ctx.db, async (trx) => {
    await insertChatEvent(trx, {
      id,
      encounter_id: r.encounter_id,
      author_user_id: encounter.user_id,
      author_role: "patient",
      type: "chat",
      message,
      source: "api",
      via_app: true,
      scheduling_url: null,
      read_at: null,
      reminder_sent_at: null,
      created_at: now,
    });
    if (accepted.length > 0) {
      await trx
        .insertInto("images")
        .values(
          // One millisecond apart, so the images list in the order they were sent.
          accepted.map((image, index) => ({
            id: newId(),
            encounter_id: r.encounter_id,
            turn_id: null,
            chat_event_id: id,
            name: image.name,
            mime_type: image.mimeType,
            byte_size: image.bytes.length,
            sha256: image.sha256,
            data: image.bytes,
            storage_key: null,
            created_at: new Date(now.getTime() + index),
          })),
        )
        .execute();
    }
    // The patient answered: back to the physician queue.
    // The prescribing request hears the reply through applyChange below (it holds the row).
    await transitionEncounter(trx, ctx.encounterEvents, {
      id: r.encounter_id,
      at: now,
      from: "waitingForPatientReply",
      to: "reviewing",
      audit: null,
      ifChanged: "skip",
    });
    await applyChange(trx, now, ctx.config, r, { kind: "patient_reply", chatEventId: id });
  });
  return { messageId: id, createdAt: now.toISOString(), author: "patient", viaApp: true };
}
