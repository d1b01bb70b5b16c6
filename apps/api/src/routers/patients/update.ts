import { Patient, updatePatient } from "@intake/core/accounts";
import { accountProcedure } from "../../trpc/init";

export const updatePatientProcedure = accountProcedure
  .meta({
    errors: [
      "invalid_name",
      "invalid_date_of_birth",
      "patient_too_young",
      "invalid_sex",
      "invalid_state",
      "invalid_zip",
      "invalid_phone",
      "patient_locked",
      "consent_cannot_be_revoked",
    ],
    openapi: {
      method: "PATCH",
      path: "/api/v1/patients/{id}",
      operationId: "updatePatient",
      tags: ["patients"],
      protect: true,
      summary:
        "Change a patient (demographics before identity verification; phone any time; give consent)",
      description:
        "After identity verification demographics are locked: 400 `patient_locked` with `fields`. `consentedToTelehealth: false` after true: 400 `consent_cannot_be_revoked`. Field rules as on create.",
    },
  })
  .input(updatePatient.input)
  .output(Patient)
  .mutation(({ ctx, input }) => updatePatient.parsed({ ctx, input }));
