import type { EncounterChange, EncounterListener } from "../../encounters/lifecycle/events";
import type { Config } from "../../kernel/config";
import type { DbOrTrx } from "../../kernel/context";
import { newId } from "../../kernel/crypto";
import { enqueueOutbox } from "../../kernel/outbox/enqueue";
import {
  type EmitResult,
  emitForRequest,
  lockRequest,
  type RequestRow,
  updateRequest,
} from "./outcomes";
import { REVIEW_PRICING } from "./pricing";
import { USAGE_BILLING_TOPIC } from "./usage-billing";
import { syncBookings, visitChangeColumns } from "./visits";

/**
 * The prescribing surface's listener of encounter changes, registered by the composition root
 * (apps/api `buildServices`) with this deployment's addresses: for an encounter that belongs to
 * a prescribing request it moves the request's status and emits the matching outcome webhook,
 * inside the transaction of the change; for any other encounter it does nothing.
 */
export function prescribingOutcomes(
  config: Pick<Config, "BASE_URL" | "WEB_URL" | "APP_SECRET">,
): EncounterListener {
  const urls = {
    BASE_URL: config.BASE_URL,
    WEB_URL: config.WEB_URL,
    APP_SECRET: config.APP_SECRET,
  };
  return async (db, at, encounterId, change) => {
    const r = await lockRequest(db, encounterId);
    if (!r) return;
    await applyChange(db, at, urls, r, change);
  };
}

export async function applyChange(
  db: DbOrTrx,
  at: Date,
  config: Pick<Config, "BASE_URL" | "WEB_URL" | "APP_SECRET">,
  r: RequestRow,
  change: EncounterChange,
): Promise<EmitResult | null> {
  switch (change.kind) {
    case "submitted":
      if (r.status === "awaiting_consent" || r.status === "pending_identity") {
        await updateRequest(db, at, r.encounter_id, { status: "in_review", submitted_at: at });
      }
      return null;
    case "clinician_message":
    case "question_asked": {
      const next = await updateRequest(db, at, r.encounter_id, {
        has_clinician_message: true,
        last_message_at: at,
      });
      if (next.status === "in_review" || next.status === "completed") {
        return emitForRequest(db, at, config, next, "encounter.message");
      }
      return null;
    }
    case "patient_reply":
      await updateRequest(db, at, r.encounter_id, { last_message_at: at });
      return null;
    case "prescription_written": {
      const row = await db
        .selectFrom("prescriptions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("encounter_id", "=", r.encounter_id)
        .executeTakeFirstOrThrow();
      await updateRequest(db, at, r.encounter_id, { rx_count: Number(row.n) });
      return null;
    }
    case "prescription_status":
      return emitForRequest(db, at, config, r, "encounter.prescription", {
        prescription_status: change.status,
      });
    case "completed": {
      if (r.status === "completed" || r.status === "canceled") return null;
      const encounter = await db
        .selectFrom("encounters")
        .select("clinical_decision")
        .where("id", "=", r.encounter_id)
        .executeTakeFirst();
      const outcome = encounter?.clinical_decision === "incomplete" ? "incomplete" : "complete";
      return (await completeRequest(db, at, config, r, outcome)).emitted;
    }
    case "visit":
      // Live visits: the booking rows changed; the developer's projection follows (no webhook,
      // as in the sandbox: polling shows visitType/syncEscalated, details the bookings).
      await syncBookings(db, at, config, r.encounter_id, visitChangeColumns(change.change));
      return null;
    case "closed":
      return null;
    case "canceled": {
      if (r.status === "completed" || r.status === "canceled") return null;
      const next = await updateRequest(db, at, r.encounter_id, {
        status: "canceled",
        canceled_at: at,
      });
      return emitForRequest(db, at, config, next, "encounter.canceled");
    }
  }
}

/**
 * A request reaches `completed`: `encounter.completed` is emitted, and a live review is recorded
 * as usage at the complete or incomplete price (sandbox requests are free), with an outbox row
 * for the billing worker that charges it (`billUsage`).
 */
export async function completeRequest(
  db: DbOrTrx,
  at: Date,
  config: Pick<Config, "BASE_URL" | "WEB_URL">,
  r: RequestRow,
  outcome: "complete" | "incomplete",
): Promise<{ row: RequestRow; emitted: Awaited<ReturnType<typeof emitForRequest>> }> {
  const rx = await db
    .selectFrom("prescriptions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("encounter_id", "=", r.encounter_id)
    .executeTakeFirstOrThrow();
  const row = await updateRequest(db, at, r.encounter_id, {
    status: "completed",
    completed_at: at,
    outcome,
    rx_count: Number(rx.n),
  });
  if (row.environment === "live") {
    const usage = await db
      .insertInto("prescribing_usage")
      .values({
        id: newId(),
        developer_id: row.developer_id,
        encounter_id: row.encounter_id,
        outcome,
        amount_cents:
          outcome === "complete"
            ? REVIEW_PRICING.complete_review_cents
            : REVIEW_PRICING.incomplete_review_cents,
        created_at: at,
      })
      .onConflict((oc) => oc.column("encounter_id").doNothing())
      .returning("id")
      .executeTakeFirst();
    // The billing worker charges it through the payment port once this transaction commits.
    if (usage) await enqueueOutbox(db, at, USAGE_BILLING_TOPIC, { usage_id: usage.id });
  }
  const emitted = await emitForRequest(db, at, config, row, "encounter.completed");
  return { row, emitted };
}
