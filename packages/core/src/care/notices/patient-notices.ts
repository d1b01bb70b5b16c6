import type { EncounterChange, EncounterListener } from "../../encounters/lifecycle/events";
import type { Config } from "../../kernel/config";
import type { DbOrTrx } from "../../kernel/context";
import { seal } from "../../kernel/crypto";
import type { EmailMessage } from "../../kernel/email/email-port";
import { EMAIL_TOPIC } from "../../kernel/email/outbox-email";
import { enqueueOutbox } from "../../kernel/outbox/enqueue";

export type PatientNotice =
  | "clinician_message"
  | "question_asked"
  | "encounter_completed"
  | "prescription_written"
  | "follow_up_closing"
  | "encounter_canceled";

/**
 * What each notice says. Never clinical content, names or anything that identifies the patient:
 * only that something is waiting, and a link to the chat page, which asks the reader to sign in.
 */
function noticeText(
  notice: PatientNotice,
  facts: { followUpUntil?: Date; followUpHours?: number },
): { subject: string; lead: string } {
  switch (notice) {
    case "clinician_message":
      return {
        subject: "You have an unread message from your clinician",
        lead: "A clinician sent you a message about your request and it has not been read yet.",
      };
    case "question_asked":
      return {
        subject: "Your clinician has a question for you",
        lead: "A clinician reviewing your request asked you a question. The review continues once you answer.",
      };
    case "encounter_completed":
      return {
        subject: "Your review is complete",
        lead: `A clinician completed the review of your request. You can send follow-up questions in the chat for about ${facts.followUpHours ?? 72} hours.`,
      };
    case "prescription_written":
      return {
        // The subject names nothing clinical (a prescription is health information).
        subject: "You have a new message",
        lead: "There is an update about your review waiting in your account.",
      };
    case "encounter_canceled":
      return {
        // No reason in the e-mail: the clinician's reason may be health information.
        subject: "Your request was canceled",
        lead: "A clinician canceled your request. No further charge is made for it. Sign in to read any message the clinician left.",
      };
    case "follow_up_closing":
      return {
        subject: "Your follow-up chat closes soon",
        lead: `The follow-up chat of your completed review closes at ${facts.followUpUntil?.toISOString().replace("T", " ").slice(0, 16) ?? "soon"} UTC. Send any last questions before then.`,
      };
  }
}

/**
 * Queues a notice e-mail to the encounter's owner, in the caller's transaction (so it exists if
 * and only if the change that causes it committed). The message is sealed in the outbox row like
 * every e-mail. Returns false when the encounter has no owner to write to, or belongs to a
 * developer-consented patient.
 */
export async function enqueuePatientNotice(
  db: DbOrTrx,
  config: Pick<Config, "APP_SECRET" | "WEB_URL" | "FOLLOW_UP_HOURS">,
  at: Date,
  encounterId: string,
  notice: PatientNotice,
  facts: { followUpUntil?: Date } = {},
): Promise<boolean> {
  const owner = await db
    .selectFrom("encounters as e")
    .innerJoin("users as u", "u.id", "e.user_id")
    .select("u.email")
    .where("e.id", "=", encounterId)
    // Developer-consented patients are never e-mailed (spec): the developer's app relays.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("prescribing_requests as pr")
            .select("pr.encounter_id")
            .whereRef("pr.encounter_id", "=", "e.id")
            .where("pr.developer_consented", "=", true),
        ),
      ),
    )
    .executeTakeFirst();
  if (!owner) return false;
  const link = `${config.WEB_URL}/c/${encounterId}`;
  const { subject, lead } = noticeText(notice, {
    ...facts,
    followUpHours: config.FOLLOW_UP_HOURS,
  });
  const message: EmailMessage = {
    to: owner.email,
    subject,
    text: `${lead}\n\nSign in to read it: ${link}\n\nFor your privacy this e-mail never contains medical details.\n`,
  };
  await enqueueOutbox(db, at, EMAIL_TOPIC, {
    kind: `notice.${notice}`,
    encounter_id: encounterId,
    sealed: seal(config.APP_SECRET, JSON.stringify(message)),
  });
  return true;
}

/**
 * The notice an encounter change sends its owner, if any: a clinician's question (not a video
 * invite), a prescription, the completed review, a clinician's cancellation (not the owner's own).
 * A clinician's chat message sends none at once: the reminder sweep e-mails it when it stays
 * unread, and the follow-up notice comes from the sweep too (neither is a change of the encounter).
 */
export function noticeFor(change: EncounterChange): PatientNotice | null {
  switch (change.kind) {
    case "question_asked":
      return change.asked === "question" ? "question_asked" : null;
    case "prescription_written":
      return "prescription_written";
    case "completed":
      return "encounter_completed";
    case "canceled":
      return change.by === "clinician" ? "encounter_canceled" : null;
    default:
      return null;
  }
}

/**
 * The listener of encounter changes that e-mails the patient (registered by the composition
 * root, apps/api `encounterEventsFor`): the notice is queued in the outbox inside the transaction
 * of the change, so it is sent once if the change commits and never if it rolls back.
 */
export function patientNotices(
  config: Pick<Config, "APP_SECRET" | "WEB_URL" | "FOLLOW_UP_HOURS">,
): EncounterListener {
  return async (db, at, encounterId, change) => {
    const notice = noticeFor(change);
    if (notice) await enqueuePatientNotice(db, config, at, encounterId, notice);
  };
}
