import type { DbOrTrx } from "../../kernel/context";

/** A live-visit change (bookings and calls) the prescribing surface projects. */
export type VisitChange =
  | { what: "booked" }
  | { what: "canceled" }
  | { what: "call_completed"; callKind: "video" | "phone" };

/** What happened to an encounter, as the lifecycle and the review and chat code report it. */
export type EncounterChange =
  | { kind: "submitted" }
  | { kind: "clinician_message"; chatEventId: string }
  | {
      kind: "question_asked";
      chatEventId: string;
      /** What the patient must answer: a clinician's question, or a video invite (live visits). */
      asked: "question" | "video_invite";
    }
  | { kind: "patient_reply"; chatEventId: string }
  | { kind: "prescription_written"; prescriptionId: string }
  | {
      kind: "prescription_status";
      prescriptionId: string;
      status: "active" | "depleted" | "expired";
    }
  | { kind: "completed" }
  | { kind: "visit"; change: VisitChange }
  | { kind: "closed" }
  | { kind: "canceled"; by: "owner" | "clinician" };

/**
 * Hears every encounter change inside the transaction of the change, so what it writes (an
 * outcome webhook in the outbox, a request's status) commits or rolls back with it.
 */
export type EncounterListener = (
  db: DbOrTrx,
  at: Date,
  encounterId: string,
  change: EncounterChange,
) => Promise<void>;

/**
 * Where encounter changes are published. The composition root (apps/api `buildServices`)
 * registers the listeners (the patient's notice e-mails, the prescribing surface's outcome
 * events); core modules only publish, so nothing below knows who listens.
 */
export interface EncounterEvents {
  publish(db: DbOrTrx, at: Date, encounterId: string, change: EncounterChange): Promise<void>;
}

/** Publishes to each listener in turn, in registration order. */
export function createEncounterEvents(listeners: readonly EncounterListener[]): EncounterEvents {
  const all = [...listeners];
  return {
    async publish(db, at, encounterId, change) {
      for (const listener of all) await listener(db, at, encounterId, change);
    },
  };
}
