import { inTransaction } from "@intake/db";
import { sql } from "kysely";
import {
  markEncountersExpired,
  markFollowUpNoticeSent,
  transitionEncounter,
} from "../../encounters/lifecycle/store";
import { recordAudit } from "../../kernel/audit/record-audit";
import type { Services } from "../../kernel/context";
import { markRemindersSent } from "../chat/chat-events";
import { enqueuePatientNotice } from "../notices/patient-notices";

export interface ReviewSweepResult {
  expired: number;
  closed: number;
  followUpNotices: number;
  chatReminders: number;
}

const SYSTEM = { userId: null, kind: "system" } as const;
const BATCH = 200;

/**
 * The scheduled transitions of the encounter lifecycle, as idempotent SQL on the injected clock.
 * Each step claims its rows with `FOR UPDATE SKIP LOCKED` and re-checks the condition in the
 * update, so any number of instances may run it at once: a row is handled exactly once, and a
 * second run finds nothing more to do.
 */
export async function runReviewSweepsOnce(
  services: Pick<Services, "db" | "clock" | "config" | "encounterEvents">,
): Promise<ReviewSweepResult> {
  return {
    expired: await expireEncounters(services),
    closed: await closeFollowUps(services),
    followUpNotices: await sendFollowUpNotices(services),
    chatReminders: await sendChatReminders(services),
  };
}

/**
 * open / readyForCheckout past `expires_at`: marked expired (the state stays; the query answers
 * 410 and the checkout and chat pages say so). Audited once.
 */
async function expireEncounters({ db, clock }: Pick<Services, "db" | "clock">): Promise<number> {
  const now = clock.now();
  return inTransaction(db, async (trx) => {
    const due = await trx
      .selectFrom("encounters")
      .select("id")
      .where("state", "in", ["open", "thinking", "readyForCheckout"])
      .where("expires_at", "<=", now)
      .where("expired_at", "is", null)
      .orderBy("expires_at")
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return 0;
    const rows = await markEncountersExpired(
      trx,
      now,
      due.map((d) => d.id),
    );
    for (const r of rows) {
      await recordAudit(trx, now, SYSTEM, {
        action: "encounter.expired",
        entityType: "encounter",
        entityId: r.id,
        detail: { state: r.state },
      });
    }
    return rows.length;
  });
}

/** completed -> closed once the follow-up window ended: the chat closes. */
async function closeFollowUps({
  db,
  clock,
  encounterEvents,
}: Pick<Services, "db" | "clock" | "encounterEvents">): Promise<number> {
  const now = clock.now();
  return inTransaction(db, async (trx) => {
    const due = await trx
      .selectFrom("encounters")
      .select("id")
      .where("state", "=", "completed")
      .where("follow_up_until", "<=", now)
      .orderBy("follow_up_until")
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return 0;
    let closed = 0;
    for (const d of due) {
      const moved = await transitionEncounter(trx, encounterEvents, {
        id: d.id,
        at: now,
        from: "completed",
        to: "closed",
        set: { closed_at: now },
        audit: {
          actor: SYSTEM,
          action: "encounter.closed",
          detail: { reason: "follow_up_window_ended" },
        },
        change: { kind: "closed" },
        ifChanged: "skip",
      });
      if (moved) closed++;
    }
    return closed;
  });
}

/** One "follow-up closing soon" e-mail, FOLLOW_UP_NOTICE_HOURS before the chat closes. */
async function sendFollowUpNotices({
  db,
  clock,
  config,
}: Pick<Services, "db" | "clock" | "config">): Promise<number> {
  const now = clock.now();
  const horizon = new Date(now.getTime() + config.FOLLOW_UP_NOTICE_HOURS * 3600_000);
  return inTransaction(db, async (trx) => {
    const due = await trx
      .selectFrom("encounters")
      .select(["id", "follow_up_until"])
      .where("state", "=", "completed")
      .where("follow_up_until", ">", now)
      .where("follow_up_until", "<=", horizon)
      .where("follow_up_notice_sent_at", "is", null)
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    let sent = 0;
    for (const d of due) {
      const marked = await markFollowUpNoticeSent(trx, now, d.id);
      if (!marked) continue;
      await enqueuePatientNotice(trx, config, now, d.id, "follow_up_closing", {
        followUpUntil: d.follow_up_until ?? undefined,
      });
      sent++;
    }
    return sent;
  });
}

/**
 * Clinician messages unread for CHAT_REMINDER_MINUTES (no read receipt, not opened on the chat
 * page, not answered): one reminder e-mail per encounter, and each message is reminded once.
 */
async function sendChatReminders({
  db,
  clock,
  config,
}: Pick<Services, "db" | "clock" | "config">): Promise<number> {
  const now = clock.now();
  const cutoff = new Date(now.getTime() - config.CHAT_REMINDER_MINUTES * 60_000);
  return inTransaction(db, async (trx) => {
    const due = await trx
      .selectFrom("chat_events")
      .select(["id", "encounter_id"])
      .where("author_role", "=", "clinician")
      .where("read_at", "is", null)
      .where("reminder_sent_at", "is", null)
      .where("created_at", "<=", cutoff)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom("encounters as e")
            .select(sql`1`.as("one"))
            .whereRef("e.id", "=", "chat_events.encounter_id")
            .where("e.state", "not in", ["closed", "canceled"]),
        ),
      )
      .orderBy("created_at")
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return 0;
    const marked = await markRemindersSent(
      trx,
      now,
      due.map((d) => d.id),
    );
    const encounters = [...new Set(marked.map((m) => m.encounter_id))];
    for (const id of encounters) {
      await enqueuePatientNotice(trx, config, now, id, "clinician_message");
    }
    return encounters.length;
  });
}
