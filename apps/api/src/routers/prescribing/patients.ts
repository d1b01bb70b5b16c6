import { createDeveloperPatient, DeveloperPatient } from "@intake/core/developers";
import { developerProcedure } from "../../trpc/init";
import { PATIENT_FIELD_ERRORS } from "../patients/errors";

export const createDeveloperPatientProcedure = developerProcedure
  .meta({
    errors: [...PATIENT_FIELD_ERRORS, "enterprise_agreement_required"],
    successStatus: 201,
    openapi: {
      method: "POST",
      path: "/api/v1/prescribing/patients",
      operationId: "createDeveloperPatient",
      tags: ["prescribing"],
      protect: true,
      summary: "Create a developer-consented patient (enterprise agreements only)",
      description:
        "You attest the patient's telehealth and data-sharing consent. Such patients are never e-mailed and their webhooks carry no `chat_url`; pass `patient_id` to the prescribing query. 403 `enterprise_agreement_required` without the agreement.",
      errorResponses: [400, 401, 403],
    },
  })
  .input(createDeveloperPatient.input)
  .output(DeveloperPatient)
  .mutation(({ ctx, input }) => createDeveloperPatient.parsed({ ctx, input }));
