import { listPatients, Patient } from "@intake/core/accounts";
import { z } from "zod";
import { accountProcedure } from "../../trpc/init";

export const listPatientsProcedure = accountProcedure
  .meta({
    errors: [],
    openapi: {
      method: "GET",
      path: "/api/v1/patients",
      operationId: "listPatients",
      tags: ["patients"],
      protect: true,
      summary: "The account's active (not archived) patients",
    },
  })
  .input(z.void())
  .output(z.array(Patient))
  .query(({ ctx }) => listPatients({ ctx }));
