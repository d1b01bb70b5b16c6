import { randomBytes } from "node:crypto";
import type { DbOrTrx } from "../kernel/context";
import { enqueueOutbox } from "../kernel/outbox/enqueue";
import { outcomeEventDataSchemas } from "./schemas";

/** The outbox topic of outcome events; its handler fans an event out to the developer's endpoints. */
export const OUTCOME_EVENT_TOPIC = "webhook.event";

/** The spec's "Outcome webhooks" event types. */
export type OutcomeEventType =
  | "encounter.completed"
  | "encounter.canceled"
  | "encounter.message"
  | "encounter.pharmacy_order"
  | "encounter.prescription"
  | "webhook.test";

export interface OutcomeEvent {
  /** The developer (user id) whose endpoints receive the event. */
  developerId: string;
  /** `test` events go only to test endpoints, `live` only to live ones. */
  environment: "test" | "live";
  type: OutcomeEventType;
  /** The event's `data` exactly as delivered (snake_case, never PHI or message content). */
  data: Record<string, unknown>;
}

/** The envelope stored in the outbox row and delivered byte for byte. */
export interface OutcomeEnvelope {
  id: string;
  type: OutcomeEventType;
  created: string;
  sandbox: boolean;
  data: Record<string, unknown>;
}

export const newEventId = (): string => `evt_${randomBytes(12).toString("hex")}`;

/**
 * Records an outcome event. Call it with the transaction of the state change that causes the
 * event, so the event exists if and only if the change committed; delivery (signing, retries,
 * the delivery log) happens later in the outbox worker.
 */
export async function emitOutcomeEvent(
  db: DbOrTrx,
  at: Date,
  event: OutcomeEvent,
): Promise<OutcomeEnvelope> {
  // The spec's fields only: keys outside the event's schema (e.g. pharmacy details) are dropped,
  // and a missing or mistyped field is a programming error that aborts the state change.
  const parsed = outcomeEventDataSchemas[event.type].safeParse(event.data);
  if (!parsed.success) {
    throw new Error(
      `outcome event ${event.type} has invalid data: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
    );
  }
  const envelope: OutcomeEnvelope = {
    id: newEventId(),
    type: event.type,
    created: at.toISOString(),
    sandbox: event.environment === "test",
    data: parsed.data as Record<string, unknown>,
  };
  await enqueueOutbox(db, at, OUTCOME_EVENT_TOPIC, {
    developerId: event.developerId,
    environment: event.environment,
    envelope,
    // The bytes to deliver, fixed now: the outbox's jsonb column does not keep key order.
    body: JSON.stringify(envelope),
  });
  return envelope;
}
