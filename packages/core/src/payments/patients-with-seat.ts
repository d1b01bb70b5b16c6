import type { Db } from "@intake/db";
import { actorOf, recordAudit } from "../audit/record-audit";
import { requireAccount } from "../callers/caller";
import type { RequestContext } from "../context";
import { badRequest, DomainError } from "../errors";
import { createPatient } from "../patients/create-patient";
import { loadOwnPatient } from "../patients/load";
import { parseRelationship } from "../patients/rules";
import type { CreatePatientInput } from "../patients/schemas";
import { planSeatRelease } from "./money";
import type { PatientWithSeat, RemovePatientWithSeatResult } from "./schemas";
import {
  activeSeats,
  assertChangeable,
  paidThisCycle,
  patientsWithPrescription,
  refundFromCycle,
  requireSubscription,
  syncProcessor,
  syncSeatCount,
  toSubscription,
  withIdempotency,
} from "./subscription-store";
import { addSeats } from "./update-subscription";

/**
 * POST /api/v1/patients-with-seat: adds a family member (same fields and rules as POST
 * /patients) and a seat for them: an unassigned seat is used first, else a new seat is charged
 * for the rest of the period. Nothing is written when the charge fails.
 */
export async function addPatientWithSeat({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: CreatePatientInput;
}): Promise<PatientWithSeat> {
  const caller = requireAccount(ctx.caller);
  if (parseRelationship(input.relationship) === "self") {
    throw badRequest(
      "self_takes_no_seat",
      "The account holder is covered by the base plan and takes no seat. Add the self patient with POST /api/v1/patients.",
    );
  }
  return withIdempotency(
    ctx,
    caller.userId,
    "patients_with_seat.create",
    input,
    async (trx, key) => {
      const now = ctx.clock.now();
      const sub = await requireSubscription(trx, caller.userId, { forUpdate: true });
      assertChangeable(sub);
      if (sub.cancel_at_period_end) {
        throw new DomainError(
          409,
          "subscription_ending",
          "The subscription ends at the period end; no seats can be added.",
        );
      }
      const patient = await createPatient({ ctx: { ...ctx, db: trx as unknown as Db }, input });
      const free = (await activeSeats(trx, sub.id)).find(
        (s) => s.patient_id === null && s.ends_at === null,
      );
      let chargedAmount = 0;
      if (free) {
        await trx
          .updateTable("subscription_seats")
          .set({ patient_id: patient.id })
          .where("id", "=", free.id)
          .execute();
      } else {
        chargedAmount = await addSeats(
          trx,
          ctx.ports.payments,
          sub,
          1,
          patient.id,
          now,
          `${key}:charge`,
        );
      }
      const updated = await syncSeatCount(trx, sub, now);
      await syncProcessor(ctx.ports.payments, updated, key);
      await recordAudit(trx, now, actorOf(ctx.caller), {
        action: "seat.assigned",
        entityType: "patient",
        entityId: patient.id,
        detail: { chargedAmount },
      });
      return { patient, subscription: toSubscription(updated), chargedAmount };
    },
  );
}

/**
 * DELETE /api/v1/patients-with-seat/{patientId}. A prescription written for the patient in the
 * current cycle keeps the seat billing, and the patient's access, to the period end (the renewal
 * sweep then releases both); otherwise the seat is released and the patient archived at once,
 * with the unused part of the seat refunded, capped by what was paid this cycle.
 */
export async function removePatientWithSeat({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: { patientId: string };
}): Promise<RemovePatientWithSeatResult> {
  const caller = requireAccount(ctx.caller);
  return withIdempotency(
    ctx,
    caller.userId,
    "patients_with_seat.delete",
    input,
    async (trx, key) => {
      const now = ctx.clock.now();
      const patient = await loadOwnPatient(trx, caller.userId, input.patientId, now);
      if (patient.relationship === "self") {
        throw badRequest(
          "cannot_delete_self_patient",
          "The self patient is the account holder and cannot be deleted. To stop the service, cancel the subscription instead (POST /api/v1/subscriptions/me/cancel).",
        );
      }
      const sub = await requireSubscription(trx, caller.userId, { forUpdate: true });
      const seat = (await activeSeats(trx, sub.id)).find((s) => s.patient_id === patient.id);
      if (!seat) {
        throw new DomainError(
          404,
          "seat_not_found",
          "This family member holds no seat. Remove a patient without a seat with DELETE /api/v1/patients/{id}.",
        );
      }
      if (seat.ends_at) {
        return {
          patientId: patient.id,
          seatReleasedAt: seat.ends_at.toISOString(),
          refunded: false,
          refundAmount: 0,
          subscription: toSubscription(sub),
        };
      }
      const withRx = await patientsWithPrescription(
        trx,
        [patient.id],
        sub.current_period_start,
        sub.current_period_end,
      );
      const plan = planSeatRelease({
        seatAmount: sub.seat_amount,
        periodStart: sub.current_period_start,
        periodEnd: sub.current_period_end,
        at: now,
        hadPrescriptionThisPeriod: withRx.has(patient.id),
        paidThisCycle: sub.status === "canceled" ? 0 : await paidThisCycle(trx, sub),
      });
      let refunded = 0;
      let releasedAt = now;
      if (plan.releaseAt === "period_end") {
        releasedAt = sub.current_period_end;
        await trx
          .updateTable("subscription_seats")
          .set({ ends_at: releasedAt })
          .where("id", "=", seat.id)
          .execute();
      } else {
        await trx
          .updateTable("subscription_seats")
          .set({ released_at: now, ends_at: now })
          .where("id", "=", seat.id)
          .execute();
        await trx
          .updateTable("patients")
          .set({ archived_at: now, updated_at: now })
          .where("id", "=", patient.id)
          .execute();
        refunded = await refundFromCycle(
          trx,
          ctx.ports.payments,
          sub,
          plan.refundAmount,
          "seat_released",
          `${key}:refund`,
        );
      }
      const updated = await syncSeatCount(trx, sub, now);
      await syncProcessor(ctx.ports.payments, updated, key);
      await recordAudit(trx, now, actorOf(ctx.caller), {
        action: plan.releaseAt === "now" ? "seat.released" : "seat.release_scheduled",
        entityType: "patient",
        entityId: patient.id,
        detail: { refundAmount: refunded },
      });
      return {
        patientId: patient.id,
        seatReleasedAt: releasedAt.toISOString(),
        refunded: refunded > 0,
        refundAmount: refunded,
        subscription: toSubscription(updated),
      };
    },
  );
}
