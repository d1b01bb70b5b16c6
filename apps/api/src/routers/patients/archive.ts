import { ArchivedPatient, archivePatient } from "@intake/core/accounts";
import { accountProcedure } from "../../trpc/init";

export const archivePatientProcedure = accountProcedure
  .meta({
    errors: ["cannot_delete_self_patient", "patient_has_seat"],
    openapi: {
      method: "DELETE",
      path: "/api/v1/patients/{id}",
      operationId: "archivePatient",
      tags: ["patients"],
      protect: true,
      summary:
        "Archive a family member (the self patient cannot be deleted: 400 `cannot_delete_self_patient`)",
    },
  })
  .input(archivePatient.input)
  .output(ArchivedPatient)
  .mutation(({ ctx, input }) => archivePatient.parsed({ ctx, input }));
