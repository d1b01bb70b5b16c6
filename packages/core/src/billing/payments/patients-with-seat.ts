import type { Db } from "@intake/db";
import { requireAccount } from "../../accounts/callers/caller";
import { createPatient } from "../../accounts/patients/create-patient";
import { loadOwnPatient, toPatient } from "../../accounts/patients/load";
import { parseRelationship } from "../../accounts/patients/rules";
import { CreatePatientInput } from "../../accounts/patients/schemas";
import { archivePatientRow, deleteUnusedPatient } from "../../accounts/patients/store";
import { actorOf, recordAudit } from "../../kernel/audit/record-audit";
import { badRequest, DomainError } from "../../kernel/errors";
import { verb } from "../../kernel/verbs";
import { applyEvents } from "./billing";
import { defineOperation, runOperation } from "./billing-intents";
import {
  allocated,
  allocateRefund,
  assertPaid,
  chargeSeats,
  paidInvoiceOf,
  type RefundAllocation,
  releaseSeats,
} from "./billing-steps";
import type { PatientWithSeat, RemovePatientWithSeatResult } from "./schemas";
import { RemovePatientWithSeatInput } from "./schemas";
import {
  activeSeats,
  assertChangeable,
  planPersonRelease,
  requireSubscription,
  syncSeatCount,
  takeFreeSeat,
  toSubscription,
} from "./subscription-store";
import { addSeatRows, requireSubscriptionById } from "./update-subscription";

interface AddPlan {
  subscriptionId: string;
  processorSubscriptionId: string;
  quantity: number;
  patientId: string;
}

/** A new family member whose seat is bought at the processor (prorated, paid at once). */
const buySeatForNewPatient = defineOperation<AddPlan, PatientWithSeat>({
  kind: "seat.buy_for_patient",
  lane: "subscription",
  async execute(services, plan, key) {
    return {
      events: await chargeSeats(services, plan.processorSubscriptionId, plan.quantity, key),
    };
  },
  async finish(trx, services, plan, { events }, actor) {
    assertPaid(events);
    const now = services.clock.now();
    await applyEvents(trx, services, events);
    const sub = await requireSubscriptionById(trx, plan.subscriptionId);
    await addSeatRows(trx, sub.id, 1, plan.patientId, now);
    const updated = await syncSeatCount(trx, sub, now);
    const chargedAmount = paidInvoiceOf(events)?.amountPaid ?? 0;
    await recordAudit(trx, now, actor, {
      action: "seat.assigned",
      entityType: "patient",
      entityId: plan.patientId,
      detail: { chargedAmount },
    });
    const patient = await loadOwnPatient(trx, sub.user_id, plan.patientId, now);
    return {
      patient: toPatient(patient, now),
      subscription: toSubscription(updated),
      chargedAmount,
    };
  },
  // The seat was not paid: the person added for it goes too (nothing else refers to them yet).
  async failed(trx, _services, plan) {
    await deleteUnusedPatient(trx, plan.patientId);
  },
});

/**
 * POST /api/v1/patients-with-seat: adds a family member (same fields and rules as POST
 * /patients) and a seat for them: an unassigned seat is used first, else a new seat is bought
 * for the rest of the period. When the charge fails, nothing is kept.
 */
export const addPatientWithSeat = verb(
  CreatePatientInput,
  async ({ ctx, input }): Promise<PatientWithSeat> => {
    const caller = requireAccount(ctx.caller);
    if (parseRelationship(input.relationship) === "self") {
      throw badRequest(
        "self_takes_no_seat",
        "The account holder is covered by the base plan and takes no seat. Add the self patient with POST /api/v1/patients.",
      );
    }
    const actor = actorOf(ctx.caller);
    return runOperation(ctx, {
      userId: caller.userId,
      actor,
      op: buySeatForNewPatient,
      request: { key: ctx.idempotencyKey, operation: "patients_with_seat.create", input },
      async prepare(trx) {
        const now = ctx.clock.now();
        const sub = await requireSubscription(trx, caller.userId, { forUpdate: true });
        assertChangeable(sub);
        if (sub.cancel_at_period_end) {
          throw new DomainError(
            "subscription_ending",
            "The subscription ends at the period end; no seats can be added.",
          );
        }
        const patient = await createPatient.parsed({
          ctx: { ...ctx, db: trx as unknown as Db },
          input,
        });
        const seats = await activeSeats(trx, sub.id);
        const updated = await takeFreeSeat(trx, sub, seats, patient.id, now);
        if (updated) {
          await recordAudit(trx, now, actor, {
            action: "seat.assigned",
            entityType: "patient",
            entityId: patient.id,
            detail: { chargedAmount: 0 },
          });
          return { done: { patient, subscription: toSubscription(updated), chargedAmount: 0 } };
        }
        const renewing = seats.filter((s) => s.ends_at === null).length;
        return {
          plan: {
            subscriptionId: sub.id,
            processorSubscriptionId: sub.processor_subscription_id,
            quantity: renewing + 1,
            patientId: patient.id,
          },
        };
      },
    });
  },
);

interface ReleasePlan {
  subscriptionId: string;
  processorSubscriptionId: string;
  seatId: string;
  patientId: string;
  /** `now`: released with a refund; `period_end`: bills to the end of the period. */
  releaseAt: "now" | "period_end";
  quantity: number;
  refunds: RefundAllocation[];
}

/** Releases a family member's seat: the processor stops renewing it (and refunds, when due). */
const releaseSeat = defineOperation<ReleasePlan, RemovePatientWithSeatResult>({
  kind: "seat.release",
  lane: "subscription",
  async execute(services, plan, key) {
    return {
      events: await releaseSeats(
        services,
        plan.processorSubscriptionId,
        plan.quantity,
        plan.refunds,
        key,
      ),
    };
  },
  async finish(trx, services, plan, { events }, actor) {
    const now = services.clock.now();
    await applyEvents(trx, services, events);
    let sub = await requireSubscriptionById(trx, plan.subscriptionId);
    let releasedAt = now;
    if (plan.releaseAt === "period_end") {
      releasedAt = sub.current_period_end;
      await trx
        .updateTable("subscription_seats")
        .set({ ends_at: releasedAt })
        .where("id", "=", plan.seatId)
        .execute();
    } else {
      await trx
        .updateTable("subscription_seats")
        .set({ released_at: now, ends_at: now })
        .where("id", "=", plan.seatId)
        .execute();
      await archivePatientRow(trx, plan.patientId, now);
    }
    sub = await syncSeatCount(trx, sub, now);
    const refunded = allocated(plan.refunds);
    await recordAudit(trx, now, actor, {
      action: plan.releaseAt === "now" ? "seat.released" : "seat.release_scheduled",
      entityType: "patient",
      entityId: plan.patientId,
      detail: { refundAmount: refunded },
    });
    return {
      patientId: plan.patientId,
      seatReleasedAt: releasedAt.toISOString(),
      refunded: refunded > 0,
      refundAmount: refunded,
      subscription: toSubscription(sub),
    };
  },
});

/**
 * DELETE /api/v1/patients-with-seat/{patientId}. A prescription written for the patient in the
 * current cycle keeps the seat billing, and the patient's access, to the period end (the
 * period's end then releases both); otherwise the seat is released and the patient archived at
 * once, with the unused part of the seat refunded, capped by what was paid this cycle.
 */
export const removePatientWithSeat = verb(
  RemovePatientWithSeatInput,
  async ({ ctx, input }): Promise<RemovePatientWithSeatResult> => {
    const caller = requireAccount(ctx.caller);
    return runOperation(ctx, {
      userId: caller.userId,
      actor: actorOf(ctx.caller),
      op: releaseSeat,
      request: { key: ctx.idempotencyKey, operation: "patients_with_seat.delete", input },
      async prepare(trx) {
        const now = ctx.clock.now();
        const patient = await loadOwnPatient(trx, caller.userId, input.patientId, now);
        if (patient.relationship === "self") {
          throw badRequest(
            "cannot_delete_self_patient",
            "The self patient is the account holder and cannot be deleted. To stop the service, cancel the subscription instead (POST /api/v1/subscriptions/me/cancel).",
          );
        }
        const sub = await requireSubscription(trx, caller.userId, { forUpdate: true });
        const seats = await activeSeats(trx, sub.id);
        const seat = seats.find((s) => s.patient_id === patient.id);
        if (!seat) {
          throw new DomainError(
            "seat_not_found",
            "This family member holds no seat. Remove a patient without a seat with DELETE /api/v1/patients/{id}.",
          );
        }
        if (seat.ends_at) {
          return {
            done: {
              patientId: patient.id,
              seatReleasedAt: seat.ends_at.toISOString(),
              refunded: false,
              refundAmount: 0,
              subscription: toSubscription(sub),
            },
          };
        }
        const release = await planPersonRelease(trx, sub, patient.id, now);
        const renewing = seats.filter((s) => s.ends_at === null).length;
        return {
          plan: {
            subscriptionId: sub.id,
            processorSubscriptionId: sub.processor_subscription_id,
            seatId: seat.id,
            patientId: patient.id,
            releaseAt: release.releaseAt,
            quantity: renewing - 1,
            refunds: await allocateRefund(trx, sub, release.refundAmount),
          },
        };
      },
    });
  },
);
