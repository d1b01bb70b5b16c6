import { PrescribingQueryResponse, submitPrescribingQuery } from "@intake/core/developers";
import { developerProcedure } from "../../trpc/init";
import { LETTER_AND_IMAGE_ERRORS } from "../agent/errors";

export const prescribingQueryProcedure = developerProcedure
  .meta({
    errors: [
      ...LETTER_AND_IMAGE_ERRORS,
      "invalid_external_id",
      "external_id_personal_data",
      "sandbox_only",
      "session_not_found",
      "request_locked",
      "encounter_expired",
      "invalid_email",
      "invalid_phone",
      "invalid_state",
      "invalid_zip",
      "patient_contact_required",
      "state_not_served",
      "enterprise_agreement_required",
      "not_found",
      "rate_limited",
    ],
    openapi: {
      method: "POST",
      path: "/api/v1/prescribing/query",
      operationId: "prescribingQuery",
      tags: ["prescribing"],
      protect: true,
      summary: "Evaluate a letter for your patient and create (or iterate) a prescribing request",
      description: [
        "Developer key only (`ak_test_` sandbox, `ak_live_` production); other credentials get 401/403 `developer_key_required`.",
        "The letter follows the agent query's rules (500-10,000 characters, same evaluator). A new request needs `patient_email`, `patient_phone` (E.164), `patient_state`, `patient_zip`. `external_id` is opaque: e-mail, phone or name patterns get 400 `external_id_personal_data`. `data_visibility` defaults to your dashboard setting and is fixed per request.",
        "When `final_decision_ready`: `consent_url` (ends `&sandbox=1` in sandbox), `pricing` in cents and, in sandbox, `simulated_decision`. Live patients outside the 18 served states: 400 `state_not_served`.",
      ].join("\n\n"),
      errorResponses: [400, 401, 403, 404, 409, 410, 429],
    },
  })
  .input(submitPrescribingQuery.input)
  .output(PrescribingQueryResponse)
  .mutation(({ ctx, input }) => submitPrescribingQuery.parsed({ ctx, input }));
