import { addPatientWithSeat, PatientWithSeat } from "@intake/core/billing";
import { accountProcedure } from "../../trpc/init";
import { PATIENT_FIELD_ERRORS } from "../patients/errors";

export const addPatientWithSeatProcedure = accountProcedure
  .meta({
    idempotency: "operation",
    errors: [
      ...PATIENT_FIELD_ERRORS,
      "self_patient_exists",
      "self_takes_no_seat",
      "subscription_canceled",
      "subscription_past_due",
      "subscription_ending",
      "card_declined",
      "subscription_not_found",
      "invalid_idempotency_key",
      "idempotency_key_reused",
      "billing_in_progress",
      "payment_processor_unavailable",
    ],
    successStatus: 201,
    openapi: {
      method: "POST",
      path: "/api/v1/patients-with-seat",
      operationId: "addPatientWithSeat",
      tags: ["patients"],
      protect: true,
      summary: "Add a family member with a subscription seat",
      description:
        "Same fields and rules as POST /api/v1/patients (not `self`). Uses an unassigned seat, else adds one, charged prorated to the period end. Needs a subscription (404 `subscription_not_found`); a declined card is 402 `card_declined` and nothing is written. Send `Idempotency-Key` to make retries safe.",
      errorResponses: [400, 401, 402, 404, 409, 422, 503],
    },
  })
  .input(addPatientWithSeat.input)
  .output(PatientWithSeat)
  .mutation(({ ctx, input }) => addPatientWithSeat.parsed({ ctx, input }));
