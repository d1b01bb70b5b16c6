import { getPatient, PatientId, PatientWithHistory } from "@intake/core/accounts";
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
  .input(PatientId)
  .output(PatientWithHistory)
  .query(({ ctx, input }) => getPatient({ ctx, input }));
