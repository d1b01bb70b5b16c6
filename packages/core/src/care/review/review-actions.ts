import type { Trx } from "@intake/db";
import { clinicianName } from "../../accounts/clinicians/clinicians";
import type { EncounterRow } from "../../encounters/encounter-rules";
import type { EncounterEvents } from "../../encounters/lifecycle/events";
import { touchEncounter, transitionEncounter } from "../../encounters/lifecycle/store";
import { newId } from "../../kernel/crypto";
import { badRequest, conflict } from "../../kernel/errors";
import { verb } from "../../kernel/verbs";
import { insertChatEvent } from "../chat/chat-events";
import { runReviewAction } from "./run-review-action";
import {
  ClinicalNoteInput,
  ClinicianCancelInput,
  ClinicianMessageInput,
  CompleteReviewInput,
  ConfirmHistoryInput,
  PrescriptionInput,
  type ReviewEncounter,
  ReviewEncounterId,
} from "./schemas";
import { isCatalogueMedication } from "./views";

/** POST /api/v1/clinician/encounters/{id}/claim: submitted -> reviewing, by exactly one clinician. */
export const claimEncounter = verb(
  ReviewEncounterId,
  async ({ ctx, input }): Promise<ReviewEncounter> => {
    return runReviewAction(
      ctx,
      input.id,
      { allowed: ["submitted"], action: "claim", audit: "review.claimed" },
      async ({ trx, encounter, clinician, now }) => {
        // The row is locked (FOR UPDATE) and the update is fenced on `submitted`: of two
        // clinicians claiming at once, the second waits, re-reads `reviewing` and gets 409.
        await transitionEncounter(trx, ctx.encounterEvents, {
          id: encounter.id,
          at: now,
          from: "submitted",
          to: "reviewing",
          set: { clinician_id: clinician.userId, review_started_at: now },
          audit: null,
          ifChanged: () =>
            conflict("already_claimed", "Another clinician claimed this encounter first."),
        });
        return { to_state: "reviewing" };
      },
    );
  },
);

/** POST .../messages: a chat message to the patient (also during the follow-up window). */
export const sendClinicianMessage = verb(
  ClinicianMessageInput,
  async ({ ctx, input }): Promise<ReviewEncounter> => {
    return runReviewAction(
      ctx,
      input.id,
      {
        allowed: ["reviewing", "waitingForPatientReply", "completed"],
        action: "send a message",
        audit: "review.message_sent",
      },
      async ({ trx, encounter, clinician, now }) => {
        const id = newId();
        await insertChatEvent(trx, {
          id,
          encounter_id: encounter.id,
          author_user_id: clinician.userId,
          author_role: "clinician",
          type: "chat",
          message: input.message,
          source: "web",
          created_at: now,
        });
        await touchEncounter(trx, now, encounter.id);
        await ctx.encounterEvents.publish(trx, now, encounter.id, {
          kind: "clinician_message",
          chatEventId: id,
        });
        return { chat_event_id: id };
      },
    );
  },
);

/** POST .../questions: a question the patient must answer; reviewing -> waitingForPatientReply. */
export const askPatientQuestion = verb(
  ClinicianMessageInput,
  async ({ ctx, input }): Promise<ReviewEncounter> => {
    return runReviewAction(
      ctx,
      input.id,
      {
        allowed: ["reviewing", "waitingForPatientReply"],
        action: "ask a question",
        audit: "review.question_asked",
      },
      async ({ trx, encounter, clinician, now }) => {
        const id = await postAwaitingPatient(
          trx,
          ctx.encounterEvents,
          now,
          encounter,
          clinician.userId,
          {
            type: "question",
            message: input.message,
          },
        );
        return { chat_event_id: id, to_state: "waitingForPatientReply" };
      },
    );
  },
);

/**
 * A clinician's chat event the patient must answer (a question, a video invite): the event is
 * posted, the encounter waits for the patient (`waitingForPatientReply`) and the listeners hear
 * `question_asked` (a question e-mails the patient; both reach the prescribing seam). Returns the
 * event's id.
 */
export async function postAwaitingPatient(
  trx: Trx,
  events: EncounterEvents,
  now: Date,
  encounter: Pick<EncounterRow, "id" | "state">,
  clinicianId: string,
  event: { type: "question" | "video_invite"; message: string; schedulingUrl?: string },
): Promise<string> {
  const id = newId();
  const encounterId = encounter.id;
  await insertChatEvent(trx, {
    id,
    encounter_id: encounterId,
    author_user_id: clinicianId,
    author_role: "clinician",
    type: event.type,
    message: event.message,
    source: "web",
    ...(event.schedulingUrl ? { scheduling_url: event.schedulingUrl } : {}),
    created_at: now,
  });
  await transitionEncounter(trx, events, {
    id: encounterId,
    at: now,
    from: encounter.state,
    to: "waitingForPatientReply",
    audit: null,
    change: { kind: "question_asked", chatEventId: id, asked: event.type },
  });
  return id;
}

/** POST .../notes: clinical documentation (never shown to the patient side). */
export const addClinicalNote = verb(
  ClinicalNoteInput,
  async ({ ctx, input }): Promise<ReviewEncounter> => {
    return runReviewAction(
      ctx,
      input.id,
      {
        allowed: ["reviewing", "waitingForPatientReply", "completed"],
        action: "add a note",
        audit: "review.note_added",
      },
      async ({ trx, encounter, clinician, now }) => {
        const id = newId();
        await trx
          .insertInto("clinical_notes")
          .values({
            id,
            encounter_id: encounter.id,
            clinician_id: clinician.userId,
            note: input.note,
            created_at: now,
          })
          .execute();
        return { note_id: id };
      },
    );
  },
);

/**
 * POST .../history: the clinician confirms allergies and medications; they appear in
 * GET /api/v1/patients/{id} as the clinician-confirmed history.
 */
export const confirmPatientHistory = verb(
  ConfirmHistoryInput,
  async ({ ctx, input }): Promise<ReviewEncounter> => {
    if (input.allergies.length === 0 && input.medications.length === 0) {
      throw badRequest(
        "nothing_to_confirm",
        'Send at least one allergy or medication to confirm (use substance "NKDA" for no known drug allergies).',
      );
    }
    return runReviewAction(
      ctx,
      input.id,
      {
        allowed: ["reviewing", "waitingForPatientReply", "completed"],
        action: "confirm the patient's history",
        audit: "review.history_confirmed",
      },
      async ({ trx, encounter, clinician, now }) => {
        const by = clinicianName(clinician);
        const patientId = encounter.patient_id as string;
        if (input.allergies.length > 0) {
          await trx
            .insertInto("patient_allergies")
            .values(
              input.allergies.map((a) => ({
                id: newId(),
                patient_id: patientId,
                substance: a.substance,
                reaction: a.reaction ?? null,
                severity: a.severity ?? null,
                confirmed_by: by,
                confirmed_at: now,
              })),
            )
            .execute();
        }
        if (input.medications.length > 0) {
          await trx
            .insertInto("patient_medications")
            .values(
              input.medications.map((m) => ({
                id: newId(),
                patient_id: patientId,
                name: m.name,
                status: m.status,
                confirmed_by: by,
                confirmed_at: now,
              })),
            )
            .execute();
        }
        // Counts only: the audit log never holds clinical values.
        return {
          patient_id: patientId,
          allergies: input.allergies.length,
          medications: input.medications.length,
        };
      },
    );
  },
);

/** POST .../prescriptions: a catalogue medication or free text, quantity, refills, instructions. */
export const writePrescription = verb(
  PrescriptionInput,
  async ({ ctx, input }): Promise<ReviewEncounter> => {
    return runReviewAction(
      ctx,
      input.id,
      {
        allowed: ["reviewing", "waitingForPatientReply"],
        action: "write a prescription",
        audit: "review.prescription_written",
      },
      async ({ trx, encounter, clinician, now }) => {
        const id = newId();
        await trx
          .insertInto("prescriptions")
          .values({
            id,
            encounter_id: encounter.id,
            patient_id: encounter.patient_id,
            clinician_id: clinician.userId,
            medication: input.medication,
            quantity: input.quantity,
            refills: input.refills,
            instructions: input.instructions,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await touchEncounter(trx, now, encounter.id);
        await ctx.encounterEvents.publish(trx, now, encounter.id, {
          kind: "prescription_written",
          prescriptionId: id,
        });
        return { prescription_id: id, from_catalogue: isCatalogueMedication(input.medication) };
      },
    );
  },
);

/**
 * POST .../complete: reviewing -> completed with a categorical decision; the follow-up chat
 * stays open FOLLOW_UP_HOURS, then the sweep closes it.
 */
export const completeReview = verb(
  CompleteReviewInput,
  async ({ ctx, input }): Promise<ReviewEncounter> => {
    return runReviewAction(
      ctx,
      input.id,
      {
        allowed: ["reviewing", "waitingForPatientReply"],
        action: "complete the review",
        audit: "review.completed",
      },
      async ({ trx, encounter, now }) => {
        const rx = await trx
          .selectFrom("prescriptions")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("encounter_id", "=", encounter.id)
          .executeTakeFirstOrThrow();
        const rxCount = Number(rx.n);
        if (input.decision === "treatment_prescribed" && rxCount === 0) {
          throw badRequest(
            "prescription_required",
            "The decision treatment_prescribed needs at least one prescription: write it first, or choose another decision.",
          );
        }
        const followUpUntil = new Date(now.getTime() + ctx.config.FOLLOW_UP_HOURS * 3600_000);
        await transitionEncounter(trx, ctx.encounterEvents, {
          id: encounter.id,
          at: now,
          from: encounter.state,
          to: "completed",
          set: {
            completed_at: now,
            clinical_decision: input.decision,
            follow_up_until: followUpUntil,
          },
          audit: null,
          change: { kind: "completed" },
        });
        return {
          to_state: "completed",
          decision: input.decision,
          rx_count: rxCount,
          follow_up_until: followUpUntil.toISOString(),
        };
      },
    );
  },
);

/** POST .../cancel: the clinician cancels (from the queue or during review). */
export const cancelReview = verb(
  ClinicianCancelInput,
  async ({ ctx, input }): Promise<ReviewEncounter> => {
    return runReviewAction(
      ctx,
      input.id,
      {
        allowed: ["submitted", "reviewing", "waitingForPatientReply", "completed"],
        action: "cancel",
        audit: "review.canceled",
      },
      async ({ trx, encounter, clinician, now }) => {
        if (input.reason) {
          // The reason is clinical documentation, kept as a note (never in the audit log).
          await trx
            .insertInto("clinical_notes")
            .values({
              id: newId(),
              encounter_id: encounter.id,
              clinician_id: clinician.userId,
              note: `Canceled: ${input.reason}`,
              created_at: now,
            })
            .execute();
        }
        const { canceledSubmissionIds } = await transitionEncounter(trx, ctx.encounterEvents, {
          id: encounter.id,
          at: now,
          from: encounter.state,
          to: "canceled",
          // A queued encounter canceled before anyone claimed it becomes this clinician's, so
          // the canceling clinician can still open it afterwards (not a 404).
          set: { canceled_at: now, clinician_id: encounter.clinician_id ?? clinician.userId },
          audit: null,
          change: { kind: "canceled", by: "clinician" },
        });
        return {
          to_state: "canceled",
          canceled_submission_ids: canceledSubmissionIds,
          has_reason: Boolean(input.reason),
        };
      },
    );
  },
);
