import { createPatient, Patient } from "@intake/core/accounts";
import { accountProcedure } from "../../trpc/init";
import { PATIENT_FIELD_ERRORS } from "./errors";

export const createPatientProcedure = accountProcedure
  .meta({
    errors: [...PATIENT_FIELD_ERRORS, "self_patient_exists"],
    successStatus: 201,
    openapi: {
      method: "POST",
      path: "/api/v1/patients",
      operationId: "createPatient",
      tags: ["patients"],
      protect: true,
      summary: "Add a person to the account",
      description:
        "All fields required. Each rule fails with its own 400 code: `invalid_relationship`, `invalid_name`, `invalid_date_of_birth`, `patient_too_young`, `invalid_sex`, `invalid_state`, `invalid_zip`, `invalid_phone`, `self_patient_exists`.",
    },
  })
  .input(createPatient.input)
  .output(Patient)
  .mutation(({ ctx, input }) => createPatient.parsed({ ctx, input }));
