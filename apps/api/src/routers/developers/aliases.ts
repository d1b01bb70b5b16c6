import {
  advanceMySandbox,
  DeveloperDetails,
  getMyEncounterDetails,
  getMySandbox,
  SandboxAdvanceResponse,
  SandboxEncounter,
} from "@intake/core/developers";
import { developerSessionProcedure } from "../../trpc/init";

export const myEncounterDetailsProcedure = developerSessionProcedure
  .meta({
    errors: ["unauthorized", "session_required", "data_visibility_not_enabled", "consent_pending"],
    openapi: {
      method: "GET",
      path: "/developers/me/encounters/{id}/details",
      operationId: "getMyPrescribingDetails",
      tags: ["developers"],
      protect: true,
      summary: "Dashboard alias of the details read, for the signed-in developer (session token)",
      errorResponses: [401, 403, 404],
    },
  })
  .input(getMyEncounterDetails.input)
  .output(DeveloperDetails)
  .query(({ ctx, input }) => getMyEncounterDetails.parsed({ ctx, input }));

export const mySandboxProcedure = developerSessionProcedure
  .meta({
    errors: ["unauthorized", "session_required"],
    openapi: {
      method: "GET",
      path: "/developers/me/sandbox/encounters/{id}",
      operationId: "getMySandboxEncounter",
      tags: ["developers"],
      protect: true,
      summary: "Dashboard alias of the sandbox read (session token; test requests only)",
      errorResponses: [401, 403, 404],
    },
  })
  .input(getMySandbox.input)
  .output(SandboxEncounter)
  .query(({ ctx, input }) => getMySandbox.parsed({ ctx, input }));

export const myAdvanceProcedure = developerSessionProcedure
  .meta({
    errors: [
      "unauthorized",
      "session_required",
      "unknown_event",
      "invalid_field",
      "event_not_available",
    ],
    openapi: {
      method: "POST",
      path: "/developers/me/sandbox/encounters/{id}/advance",
      operationId: "advanceMySandboxEncounter",
      tags: ["developers"],
      protect: true,
      summary: "Dashboard alias of the sandbox advance (session token; test requests only)",
      errorResponses: [400, 401, 403, 404, 409],
    },
  })
  .input(advanceMySandbox.input)
  .output(SandboxAdvanceResponse)
  .mutation(({ ctx, input }) => advanceMySandbox.parsed({ ctx, input }));
