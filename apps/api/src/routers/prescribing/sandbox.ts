import {
  advanceSandbox,
  getSandbox,
  SandboxAdvanceResponse,
  SandboxEncounter,
} from "@intake/core/developers";
import { developerProcedure } from "../../trpc/init";

export const sandboxEncounterProcedure = developerProcedure
  .meta({
    errors: [],
    openapi: {
      method: "GET",
      path: "/api/v1/prescribing/sandbox/encounters/{id}",
      operationId: "getSandboxEncounter",
      tags: ["prescribing"],
      protect: true,
      summary: "A sandbox request's status and the events that can be applied now (test keys)",
      description: "Live keys get 404.",
      errorResponses: [401, 403, 404],
    },
  })
  .input(getSandbox.input)
  .output(SandboxEncounter)
  .query(({ ctx, input }) => getSandbox.parsed({ ctx, input }));

export const sandboxAdvanceProcedure = developerProcedure
  .meta({
    errors: ["unknown_event", "invalid_field", "event_not_available"],
    openapi: {
      method: "POST",
      path: "/api/v1/prescribing/sandbox/encounters/{id}/advance",
      operationId: "advanceSandboxEncounter",
      tags: ["prescribing"],
      protect: true,
      summary: "Apply a sandbox event (state change + its webhook through normal delivery)",
      description:
        "`event` required; for `complete`: `rx_count` 0-5 (default 1) and `outcome` `complete` | `incomplete`; for `physician_message`: optional `message`. 409 `event_not_available` with `available_events` when the event does not fit the status; 400 `unknown_event`. Live keys get 404.",
      errorResponses: [400, 401, 403, 404, 409],
    },
  })
  .input(advanceSandbox.input)
  .output(SandboxAdvanceResponse)
  .mutation(({ ctx, input }) => advanceSandbox.parsed({ ctx, input }));
