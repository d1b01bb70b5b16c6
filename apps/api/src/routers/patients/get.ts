import { getPatient, PatientWithHistory } from "@intake/core/accounts";
import { accountProcedure } from "../../trpc/init";

export const getPatientProcedure = accountProcedure
  .meta({
    errors: [],
    openapi: {
      method: "GET",
      path: "/api/v1/patients/{id}",
      operationId: "getPatient",
      tags: ["patients"],
      protect: true,
      summary: "One patient with clinician-confirmed allergy and medication history",
    },
  })
  .input(getPatient.input)
  .output(PatientWithHistory)
  .query(({ ctx, input }) => getPatient.parsed({ ctx, input }));
