import type { PharmacyOrderRecord, PrescriptionStatus } from "@intake/db";
import { inTransaction } from "@intake/db";
import { insertChatEvent } from "../../care/chat/chat-events";
import {
  type EncounterColumns,
  statesLeadingTo,
  transitionEncounter,
} from "../../encounters/lifecycle";
import type { EncounterState } from "../../encounters/schemas";
import { actorOf, recordAudit } from "../../kernel/audit/record-audit";
import type { RequestContext } from "../../kernel/context";
import { newId } from "../../kernel/crypto";
import { badRequest, conflict, DomainError } from "../../kernel/errors";
import type { OutcomeEventType } from "../../webhooks/emit-outcome-event";
import { applyChange, completeRequest } from "./on-encounter-changed";
import { type EmitResult, emitForRequest, type RequestRow, updateRequest } from "./outcomes";
import { loadOwnedRequest, type RequestScope } from "./read-requests";
import { schedulingUrl } from "./scheduling";
import type {
  SandboxAdvanceInput,
  SandboxAdvanceResponse,
  SandboxEncounter,
  SandboxEventInfo,
} from "./schemas";
import { type DeveloperSettings, getDeveloperSettings } from "./settings";
import { startReview, writeSimulatedPrescriptions } from "./submit-prescribing-query";
import { bookSlot, cancelActiveBooking, recordCompletedCall } from "./visits";

type Group = SandboxEventInfo["group"];
interface EventDef {
  group: Group;
  label: string;
  webhook: OutcomeEventType | null;
  description: string;
}

const PHARMACY: Record<string, string> = {
  order_placed: "placed",
  order_rerouted: "rerouted",
  order_filling: "filling",
  order_shipped: "shipped",
  order_delivered: "delivered",
  order_received: "received",
  order_ready: "ready",
  order_picked_up: "picked_up",
  order_completed: "completed",
  order_canceled: "canceled",
};
const PRESCRIPTION: Record<string, PrescriptionStatus> = {
  prescription_depleted: "depleted",
  prescription_expired: "expired",
  prescription_active: "active",
};

/** Every sandbox event of the spec's four groups. */
export const SANDBOX_EVENTS: Record<string, EventDef> = {
  consent_accepted: {
    group: "lifecycle",
    label: "Patient accepts consent",
    webhook: null,
    description:
      "The patient confirms the e-mail and accepts telehealth consent and data sharing (full visibility). Auto progression then completes the request with one simulated prescription (encounter.completed); manual stops at pending_identity.",
  },
  identity_verified: {
    group: "lifecycle",
    label: "Identity verified",
    webhook: null,
    description: "The patient's identity is verified: the request enters review (in_review).",
  },
  physician_message: {
    group: "lifecycle",
    label: "Physician sends a message",
    webhook: "encounter.message",
    description:
      "A simulated physician writes to the patient (optional `message`); the request waits for the patient's reply. The webhook is a doorbell without content.",
  },
  complete: {
    group: "lifecycle",
    label: "Physician completes the review",
    webhook: "encounter.completed",
    description:
      "The review ends with `rx_count` (0-5, default 1) simulated prescriptions and `outcome` complete (default) or incomplete.",
  },
  cancel: {
    group: "lifecycle",
    label: "Cancel the request",
    webhook: "encounter.canceled",
    description: "The request is canceled (terminal).",
  },
  ...Object.fromEntries(
    Object.entries(PHARMACY).map(([name, status]) => [
      name,
      {
        group: "pharmacy" as const,
        label: `Pharmacy order ${status.replace("_", " ")}`,
        webhook: "encounter.pharmacy_order" as const,
        description: `The pharmacy reports the order stage \`${status}\` (data.pharmacy_order_status). Completed requests with at least one prescription; sent only for full visibility with data-sharing consent.`,
      },
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(PRESCRIPTION).map(([name, status]) => [
      name,
      {
        group: "prescription" as const,
        label: `Prescription ${status}`,
        webhook: "encounter.prescription" as const,
        description: `The prescriptions become \`${status}\` (data.prescription_status). Completed requests with at least one prescription; sent only for full visibility with data-sharing consent.`,
      },
    ]),
  ),
  video_invite: {
    group: "live_visits",
    label: "Physician invites to a video call",
    webhook: "encounter.message",
    description:
      "A physician message with a short-lived schedulingUrl (conversation) where the patient books a slot.",
  },
  visit_booked: {
    group: "live_visits",
    label: "Patient books a visit",
    webhook: null,
    description: "A video visit is booked for tomorrow (booking in details; visitType video).",
  },
  visit_canceled: {
    group: "live_visits",
    label: "Visit canceled",
    webhook: null,
    description: "The active booking is canceled (kept in bookings[]; booking disappears).",
  },
  video_call_completed: {
    group: "live_visits",
    label: "Video call completed",
    webhook: null,
    description: "The video call took place: visitType video, syncEscalated true.",
  },
  phone_call_completed: {
    group: "live_visits",
    label: "Phone call completed",
    webhook: null,
    description: "A phone call took place: visitType phone, syncEscalated true.",
  },
};

/** The events that fit the request's current status (and the account's live-visit flag). */
export function availableEvents(
  r: RequestRow,
  letterReady: boolean,
  settings: Pick<DeveloperSettings, "live_visits">,
): SandboxEventInfo[] {
  const names: string[] = [];
  const s = r.status;
  if (s === "awaiting_consent" && letterReady) names.push("consent_accepted");
  if (s === "pending_identity") names.push("identity_verified");
  if (s === "in_review" || s === "completed") names.push("physician_message");
  if (s === "in_review") names.push("complete");
  if (s === "awaiting_consent" || s === "pending_identity" || s === "in_review")
    names.push("cancel");
  if (s === "completed" && r.rx_count > 0) {
    names.push(...Object.keys(PHARMACY), ...Object.keys(PRESCRIPTION));
  }
  if (settings.live_visits && s === "in_review") {
    names.push("video_invite", "visit_booked");
    if ((r.bookings ?? []).some((b) => b.status === "booked")) {
      names.push("visit_canceled");
    }
    names.push("video_call_completed", "phone_call_completed");
  }
  return names.map((name) => {
    const def = SANDBOX_EVENTS[name] as EventDef;
    const webhook =
      name === "consent_accepted" && r.progression === "auto" ? "encounter.completed" : def.webhook;
    return { name, group: def.group, label: def.label, webhook, description: def.description };
  });
}

const sandboxOnly = () =>
  new DomainError(
    "not_found",
    "Sandbox endpoints exist for test keys only (ak_test_...). With a live key, follow requests with GET /api/v1/prescribing/encounters and webhooks.",
  );

async function sandboxRequest(ctx: RequestContext, scope: RequestScope, id: string) {
  if (scope.environment === "live") throw sandboxOnly();
  const r = await loadOwnedRequest(ctx, { ...scope, environment: "test" }, id);
  return r;
}

async function letterReady(ctx: RequestContext, encounterId: string): Promise<boolean> {
  const turn = await ctx.db
    .selectFrom("turns")
    .select("result")
    .where("encounter_id", "=", encounterId)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  return (
    (turn?.result as { final_decision_ready?: boolean } | undefined)?.final_decision_ready === true
  );
}

async function webhookUrlSet(ctx: RequestContext, developerId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom("webhook_endpoints")
    .select("id")
    .where("developer_id", "=", developerId)
    .where("environment", "=", "test")
    .where("deleted_at", "is", null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** GET /api/v1/prescribing/sandbox/encounters/{id} */
export async function getSandboxEncounter(
  ctx: RequestContext,
  scope: RequestScope,
  id: string,
): Promise<SandboxEncounter> {
  const r = await sandboxRequest(ctx, scope, id);
  const settings = await getDeveloperSettings(ctx.db, r.developer_id);
  return {
    encounterId: r.encounter_id,
    status: r.status,
    fullDataVisible:
      r.data_visibility === "full" && (r.data_sharing_consent_at !== null || r.developer_consented),
    webhookUrlSet: await webhookUrlSet(ctx, r.developer_id),
    rxCount: r.rx_count,
    availableEvents: availableEvents(r, await letterReady(ctx, r.encounter_id), settings),
  };
}

/**
 * POST /api/v1/prescribing/sandbox/encounters/{id}/advance: applies one event's state change and
 * emits its webhook through normal delivery (an outbox row). No physician or pharmacy is reached.
 */
export async function advanceSandboxEncounter(
  ctx: RequestContext,
  scope: RequestScope,
  input: SandboxAdvanceInput,
): Promise<SandboxAdvanceResponse> {
  await sandboxRequest(ctx, scope, input.id);
  const def = SANDBOX_EVENTS[input.event];
  if (!def) {
    throw badRequest(
      "unknown_event",
      `Unknown sandbox event "${input.event}". Events: ${Object.keys(SANDBOX_EVENTS).join(", ")}.`,
      { field: "event", events: Object.keys(SANDBOX_EVENTS) },
    );
  }
  if (input.event !== "complete" && (input.rx_count !== undefined || input.outcome !== undefined)) {
    throw badRequest("invalid_field", "rx_count and outcome apply to the `complete` event only.", {
      field: input.rx_count !== undefined ? "rx_count" : "outcome",
    });
  }
  if (input.event !== "physician_message" && input.message !== undefined) {
    throw badRequest("invalid_field", "message applies to the `physician_message` event only.", {
      field: "message",
    });
  }
  const ready = await letterReady(ctx, input.id);
  const now = ctx.clock.now();
  const { row, webhook } = await inTransaction(ctx.db, async (trx) => {
    const r = await trx
      .selectFrom("prescribing_requests")
      .selectAll()
      .where("encounter_id", "=", input.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const settings = await getDeveloperSettings(trx, r.developer_id);
    const available = availableEvents(r, ready, settings);
    if (!available.some((e) => e.name === input.event)) {
      throw conflict(
        "event_not_available",
        `The event "${input.event}" does not fit a request that is ${r.status}${r.status === "completed" && r.rx_count === 0 ? " without prescriptions" : ""}. Valid now: ${available.map((e) => e.name).join(", ") || "none"}.`,
        { status: r.status, available_events: available.map((e) => e.name) },
      );
    }
    const applied = await applyEvent(trx, ctx, r, input, now);
    // One row per simulated event (the event's name only; a physician_message's text is not kept).
    await recordAudit(trx, now, actorOf(ctx.caller), {
      action: "sandbox.event_applied",
      entityType: "encounter",
      entityId: r.encounter_id,
      detail: { event: input.event, status: applied.row.status },
    });
    return applied;
  });
  const settings = await getDeveloperSettings(ctx.db, row.developer_id);
  return {
    encounterId: row.encounter_id,
    applied: input.event,
    status: row.status,
    rxCount: row.rx_count,
    webhook,
    availableEvents: availableEvents(row, ready, settings),
  };
}

const NO_WEBHOOK = (note: string): EmitResult => ({ type: null, fired: false, note });

type Trx = Parameters<typeof updateRequest>[0];

/**
 * The simulator moves the encounter like a clinician would, through the lifecycle; the request
 * hears it from applyChange / completeRequest here, which also say which webhook went out, so
 * nothing is published twice. Simulated moves are not audited (the request's history records them).
 */
async function moveEncounter(
  trx: Trx,
  ctx: RequestContext,
  now: Date,
  id: string,
  to: "completed" | "canceled" | "waitingForPatientReply",
  from: readonly EncounterState[],
  set: EncounterColumns = {},
) {
  await transitionEncounter(trx, ctx.encounterEvents, {
    id,
    at: now,
    from,
    to,
    set,
    audit: null,
    ifChanged: "skip",
  });
}

async function applyEvent(
  trx: Trx,
  ctx: RequestContext,
  r: RequestRow,
  input: SandboxAdvanceInput,
  now: Date,
): Promise<{ row: RequestRow; webhook: EmitResult }> {
  const reload = () =>
    trx
      .selectFrom("prescribing_requests")
      .selectAll()
      .where("encounter_id", "=", r.encounter_id)
      .executeTakeFirstOrThrow();
  const event = input.event;

  if (event === "consent_accepted") {
    let row = await updateRequest(trx, now, r.encounter_id, {
      status: "pending_identity",
      email_verified_at: r.email_verified_at ?? now,
      telehealth_consent_at: now,
      ...(r.data_visibility === "full" ? { data_sharing_consent_at: now } : {}),
      first_name: r.first_name ?? "Sandbox",
      last_name: r.last_name ?? "Patient",
      date_of_birth: r.date_of_birth ?? "1990-01-01",
      sex: r.sex ?? "female",
    });
    if (row.progression === "manual") {
      return { row, webhook: NO_WEBHOOK("No webhook: the request waits for identity_verified.") };
    }
    row = await startReview(trx, ctx, row, null, null);
    return {
      row,
      webhook: {
        type: "encounter.completed",
        fired: true,
        note: "Auto progression: the request completed with one simulated prescription. Queued for delivery to every sandbox webhook endpoint.",
      },
    };
  }
  if (event === "identity_verified") {
    const row = await startReview(trx, ctx, { ...r, progression: "manual" }, null, null);
    return { row, webhook: NO_WEBHOOK("No webhook: the request is now in_review.") };
  }
  if (event === "physician_message" || event === "video_invite") {
    const chatEventId = newId();
    const scheduling =
      event === "video_invite" ? schedulingUrl(ctx.config, r.encounter_id, now) : null;
    await insertChatEvent(trx, {
      id: chatEventId,
      encounter_id: r.encounter_id,
      author_user_id: null,
      author_role: "clinician",
      type: event === "video_invite" ? "video_invite" : "chat",
      message:
        input.message ??
        (event === "video_invite"
          ? "I'd like to talk with you on a short video call. Please pick a time that suits you."
          : "Sandbox physician: how long have you had these symptoms, and have they changed?"),
      source: "web",
      via_app: false,
      scheduling_url: scheduling,
      read_at: null,
      reminder_sent_at: null,
      created_at: now,
    });
    if (r.status === "in_review") {
      await moveEncounter(trx, ctx, now, r.encounter_id, "waitingForPatientReply", [
        "submitted",
        "reviewing",
      ]);
    }
    const emitted = await applyChange(trx, now, ctx.config, r, {
      kind: "question_asked",
      chatEventId,
      asked: event === "video_invite" ? "video_invite" : "question",
    });
    return { row: await reload(), webhook: emitted ?? notSent("encounter.message") };
  }
  if (event === "complete") {
    const rx = input.rx_count ?? 1;
    await writeSimulatedPrescriptions(trx, now, r.encounter_id, rx);
    const outcome = input.outcome ?? "complete";
    await moveEncounter(trx, ctx, now, r.encounter_id, "completed", statesLeadingTo("completed"), {
      completed_at: now,
      clinical_decision:
        outcome === "incomplete" ? "incomplete" : rx > 0 ? "treatment_prescribed" : "advice_only",
    });
    const { row, emitted } = await completeRequest(trx, now, ctx.config, r, outcome);
    return { row, webhook: emitted };
  }
  if (event === "cancel") {
    await moveEncounter(trx, ctx, now, r.encounter_id, "canceled", statesLeadingTo("canceled"), {
      canceled_at: now,
    });
    const emitted = await applyChange(trx, now, ctx.config, r, {
      kind: "canceled",
      by: "clinician",
    });
    return { row: await reload(), webhook: emitted ?? notSent("encounter.canceled") };
  }
  const pharmacyStatus = PHARMACY[event];
  if (pharmacyStatus) {
    const order: PharmacyOrderRecord = {
      ...(r.pharmacy_order ?? {
        type: "mail_order",
        pharmacy: {
          name: "Sandbox Pharmacy",
          street1: "1 Simulated Way",
          city: "Sacramento",
          state: "CA",
          postalCode: "95814",
        },
      }),
      status: pharmacyStatus,
      fulfillmentStatus: pharmacyStatus,
      updatedAt: now.toISOString(),
      ...(pharmacyStatus === "shipped"
        ? { carrier: "Sandbox Carrier", trackingNumber: "SANDBOX0000001" }
        : {}),
    };
    const row = await updateRequest(trx, now, r.encounter_id, {
      pharmacy_order: JSON.stringify(order),
    });
    const webhook = await emitForRequest(trx, now, ctx.config, row, "encounter.pharmacy_order", {
      pharmacy_order_status: pharmacyStatus,
    });
    return { row, webhook };
  }
  const prescriptionStatus = PRESCRIPTION[event];
  if (prescriptionStatus) {
    const prescriptions = await trx
      .updateTable("prescriptions")
      .set({ status: prescriptionStatus, updated_at: now })
      .where("encounter_id", "=", r.encounter_id)
      .returning("id")
      .execute();
    const webhook = await emitForRequest(trx, now, ctx.config, r, "encounter.prescription", {
      prescription_status: prescriptionStatus,
    });
    void prescriptions;
    return { row: await reload(), webhook };
  }
  // Live visits: the same booking rows and projection as the scheduling page and the console.
  if (event === "visit_booked") {
    const startAt = new Date(now.getTime() + 24 * 3600_000);
    await bookSlot(trx, now, r.encounter_id, {
      startAt,
      endAt: new Date(startAt.getTime() + 30 * 60_000),
    });
    await applyChange(trx, now, ctx.config, r, { kind: "visit", change: { what: "booked" } });
  } else if (event === "visit_canceled") {
    await cancelActiveBooking(trx, now, r.encounter_id, "sandbox");
    await applyChange(trx, now, ctx.config, r, { kind: "visit", change: { what: "canceled" } });
  } else if (event === "video_call_completed" || event === "phone_call_completed") {
    const callKind = event === "video_call_completed" ? "video" : "phone";
    // The simulator records the call even without a booking.
    await recordCompletedCall(trx, now, r.encounter_id, callKind);
    await applyChange(trx, now, ctx.config, r, {
      kind: "visit",
      change: { what: "call_completed", callKind },
    });
  }
  return {
    row: await reload(),
    webhook: NO_WEBHOOK(
      "No webhook for this event: polling shows visitType and syncEscalated, and details show the booking.",
    ),
  };
}

const notSent = (type: OutcomeEventType): EmitResult => ({
  type,
  fired: false,
  note: "Not sent for this request's status.",
});
