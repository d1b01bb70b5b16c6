import type { ChatEventsTable } from "@intake/db";
import type { Insertable, Selectable } from "kysely";
import type { DbOrTrx } from "../../kernel/context";
import type { ChatEvent } from "./schemas";

export type ChatEventRow = Selectable<ChatEventsTable>;

/** Reads the events of one encounter, oldest first (after `since`; the last `limit` of them). */
export async function loadChatEvents(
  db: DbOrTrx,
  encounterId: string,
  options: { since?: Date; limit?: number; eventId?: string } = {},
): Promise<ChatEvent[]> {
  let q = db
    .selectFrom("chat_events as e")
    .leftJoin("users as u", "u.id", "e.author_user_id")
    .leftJoin("clinicians as c", (j) =>
      j.onRef("c.user_id", "=", "e.author_user_id").on("e.author_role", "=", "clinician"),
    )
    .select([
      "e.id",
      "e.author_user_id",
      "e.author_role",
      "e.type",
      "e.message",
      "e.source",
      "e.created_at",
      "u.email",
      "c.first_name",
      "c.last_name",
      "c.credentials",
    ])
    .where("e.encounter_id", "=", encounterId);
  if (options.since) q = q.where("e.created_at", ">", options.since);
  if (options.eventId) q = q.where("e.id", "=", options.eventId);
  const rows = await q
    .orderBy("e.created_at", "desc")
    .orderBy("e.id", "desc")
    .limit(options.limit ?? 1000)
    .execute();
  return rows.reverse().map((r) => ({
    eventId: r.id,
    authorId: r.author_user_id ?? "system",
    author: {
      id: r.author_user_id ?? "system",
      email: r.email ?? "",
      ...(r.author_role === "clinician" && r.first_name !== null
        ? {
            clinician: {
              firstName: r.first_name,
              lastName: r.last_name ?? "",
              credentials: r.credentials ?? "",
            },
          }
        : {}),
    },
    type: r.type,
    message: r.message,
    createdAt: r.created_at.toISOString(),
    source: r.source,
    isOwn: r.author_role === "patient",
  }));
}

/** Marks clinician messages read (a read receipt or the patient opening the chat page). */
export async function markClinicianMessagesRead(
  db: DbOrTrx,
  encounterId: string,
  at: Date,
  eventIds?: string[],
): Promise<string[]> {
  if (eventIds && eventIds.length === 0) return [];
  let q = db
    .updateTable("chat_events")
    .set({ read_at: at })
    .where("encounter_id", "=", encounterId)
    .where("author_role", "=", "clinician")
    .where("read_at", "is", null);
  if (eventIds) q = q.where("id", "in", eventIds);
  const rows = await q.returning("id").execute();
  return rows.map((r) => r.id);
}

/**
 * The one insert of a chat event (patient and clinician messages, questions, video invites,
 * relayed replies, the sandbox's simulated physician). This module writes `chat_events`; the
 * verbs decide what is posted.
 */
export async function insertChatEvent(
  db: DbOrTrx,
  values: Insertable<ChatEventsTable>,
): Promise<void> {
  await db.insertInto("chat_events").values(values).execute();
}

/** Marks clinician messages as reminded (one reminder each); returns their encounters. */
export async function markRemindersSent(
  db: DbOrTrx,
  at: Date,
  eventIds: readonly string[],
): Promise<{ encounter_id: string }[]> {
  if (eventIds.length === 0) return [];
  return db
    .updateTable("chat_events")
    .set({ reminder_sent_at: at })
    .where("id", "in", eventIds)
    .where("reminder_sent_at", "is", null)
    .where("read_at", "is", null)
    .returning("encounter_id")
    .execute();
}
