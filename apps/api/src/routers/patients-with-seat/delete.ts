import { RemovePatientWithSeatResult, removePatientWithSeat } from "@intake/core/billing";
import { accountProcedure } from "../../trpc/init";

export const removePatientWithSeatProcedure = accountProcedure
  .meta({
    idempotency: "operation",
    errors: [
      "cannot_delete_self_patient",
      "seat_not_found",
      "subscription_not_found",
      "invalid_idempotency_key",
      "idempotency_key_reused",
      "billing_in_progress",
      "payment_processor_unavailable",
    ],
    openapi: {
      method: "DELETE",
      path: "/api/v1/patients-with-seat/{patientId}",
      operationId: "removePatientWithSeat",
      tags: ["patients"],
      protect: true,
      summary: "Remove a family member and their seat",
      description:
        "With a prescription written for the patient in the current cycle, the seat bills until the period end and the patient keeps access until then; otherwise the seat is released and the patient removed at once, with the unused part of the seat refunded (capped by what was paid this cycle). Self patients: 400 `cannot_delete_self_patient` (cancel the subscription instead).",
      errorResponses: [400, 401, 404, 409, 422, 503],
    },
  })
  .input(removePatientWithSeat.input)
  .output(RemovePatientWithSeatResult)
  .mutation(({ ctx, input }) => removePatientWithSeat.parsed({ ctx, input }));
