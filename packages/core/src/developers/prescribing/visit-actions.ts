import type { Trx } from "@intake/db";
import { z } from "zod";
import { postAwaitingPatient } from "../../care/review/review-actions";
import { runReviewAction } from "../../care/review/run-review-action";
import type { ReviewEncounter } from "../../care/review/schemas";
import { ReviewEncounterId } from "../../care/review/schemas";
import { touchEncounter } from "../../encounters/lifecycle/store";
import { conflict, forbidden } from "../../kernel/errors";
import { verb } from "../../kernel/verbs";
import { schedulingUrl } from "./scheduling";
import { cancelActiveBooking, liveVisitRequest, recordCompletedCall } from "./visits";

export const VideoInviteInput = z.object({
  id: z.uuid(),
  message: z
    .string()
    .trim()
    .min(1)
    .max(4000)
    .optional()
    .meta({ description: "Text of the invite (a default invitation when omitted)" }),
});
export type VideoInviteInput = z.infer<typeof VideoInviteInput>;

export const RecordCallInput = z.object({
  id: z.uuid(),
  kind: z.enum(["video", "phone"]).meta({
    description: "`video`: the booked video visit took place; `phone`: a phone call took place",
  }),
});
export type RecordCallInput = z.infer<typeof RecordCallInput>;

export const DEFAULT_INVITE =
  "I'd like to talk with you on a short video call. Please pick a time that suits you.";

async function requireLiveVisits(trx: Trx, encounterId: string) {
  const r = await liveVisitRequest(trx, encounterId);
  if (!r) {
    throw forbidden(
      "live_visits_not_enabled",
      "Live visits are available only for requests of developer accounts with live visits enabled. Continue by chat.",
    );
  }
  return r;
}

const noActiveBooking = () =>
  conflict(
    "no_active_booking",
    "No visit is booked for this encounter: send a video invite and wait for the patient to pick a time.",
  );

/**
 * POST /api/v1/clinician/encounters/{id}/video-invite: a physician message carrying a short-lived
 * scheduling link (the conversation's `schedulingUrl`); the patient picks a slot on the scheduling
 * page. Waits for the patient like a question; the developer gets `encounter.message`, the same
 * event the sandbox's `video_invite` sends.
 */
export const sendVideoInvite = verb(
  VideoInviteInput,
  async ({ ctx, input }): Promise<ReviewEncounter> => {
    return runReviewAction(
      ctx,
      input.id,
      {
        allowed: ["reviewing", "waitingForPatientReply"],
        action: "send a video invite",
        audit: "review.video_invite_sent",
      },
      async ({ trx, encounter, clinician, now }) => {
        await requireLiveVisits(trx, encounter.id);
        const id = await postAwaitingPatient(
          trx,
          ctx.encounterEvents,
          now,
          encounter,
          clinician.userId,
          {
            type: "video_invite",
            message: input.message ?? DEFAULT_INVITE,
            schedulingUrl: schedulingUrl(ctx.config, encounter.id, now),
          },
        );
        return { chat_event_id: id, to_state: "waitingForPatientReply" };
      },
    );
  },
);

/** POST /api/v1/clinician/encounters/{id}/visit/cancel: the clinician cancels the booked visit. */
export const cancelVisitAsClinician = verb(
  ReviewEncounterId,
  async ({ ctx, input }): Promise<ReviewEncounter> => {
    return runReviewAction(
      ctx,
      input.id,
      {
        allowed: ["reviewing", "waitingForPatientReply"],
        action: "cancel the visit",
        audit: "review.visit_canceled",
      },
      async ({ trx, encounter, now }) => {
        await requireLiveVisits(trx, encounter.id);
        if (!(await cancelActiveBooking(trx, now, encounter.id, "clinician"))) {
          throw noActiveBooking();
        }
        await ctx.encounterEvents.publish(trx, now, encounter.id, {
          kind: "visit",
          change: { what: "canceled" },
        });
        return { canceled_by: "clinician" };
      },
    );
  },
);

/**
 * POST /api/v1/clinician/encounters/{id}/visit/complete: a call took place (`video`: the booked
 * visit, 409 `no_active_booking` without one; `phone`: no booking needed). Polling then shows
 * `visitType` and `syncEscalated: true`.
 */
export const recordCall = verb(
  RecordCallInput,
  async ({ ctx, input }): Promise<ReviewEncounter> => {
    return runReviewAction(
      ctx,
      input.id,
      {
        allowed: ["reviewing", "waitingForPatientReply"],
        action: "record a call",
        audit: "review.call_completed",
      },
      async ({ trx, encounter, now }) => {
        await requireLiveVisits(trx, encounter.id);
        if (!(await recordCompletedCall(trx, now, encounter.id, input.kind))) {
          throw noActiveBooking();
        }
        await ctx.encounterEvents.publish(trx, now, encounter.id, {
          kind: "visit",
          change: { what: "call_completed", callKind: input.kind },
        });
        await touchEncounter(trx, now, encounter.id);
        return { call_kind: input.kind };
      },
    );
  },
);
