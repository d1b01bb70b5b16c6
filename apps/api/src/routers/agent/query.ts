import { AgentQueryResponse, submitLetter } from "@intake/core/encounters";
import { publicProcedure } from "../../trpc/init";
import { LETTER_AND_IMAGE_ERRORS } from "./errors";

export const agentQueryProcedure = publicProcedure
  .meta({
    errors: [
      ...LETTER_AND_IMAGE_ERRORS,
      "authentication_required",
      "developer_key_not_accepted",
      "encounter_token_not_accepted",
      "patient_not_owned",
      "patient_already_bound",
      "session_not_found",
      "encounter_locked",
      "concurrent_resubmission",
      "encounter_expired",
      "rate_limited",
    ],
    openapi: {
      method: "POST",
      path: "/api/v1/agent/query",
      operationId: "agentQuery",
      tags: ["agent"],
      protect: false,
      summary: "Evaluate a clinical letter; start or continue an encounter",
      description: [
        "Anonymous, personal API key or session token. Omit `session_token` to start an encounter; send it to continue one (the `encounter_token` rotates on every resubmission: use the newest).",
        "Authenticated calls claim the encounter, may bind `patient_id` (for good) and get `auto_submit`: `submitted` when the letter is complete and the patient is bound, consented, ID-verified, the subscription active and within fair use; otherwise `blocked` with every `pending_reasons` value that applies (an incomplete letter is never submitted: `final_decision_ready` is false and `missing_items` says why). On a `submitted` encounter a complete letter replaces the submission at no charge; an incomplete one leaves the earlier letter in review.",
        "400 `letter_too_short` / `letter_too_long` / `not_medical` (nothing stored), `patient_not_owned`, `patient_already_bound`, `developer_key_not_accepted`. 401 `patient_id` without authentication. 404 `session_not_found` (unknown or another account's session). 409 `encounter_locked` with `encounter_id`, `session_token`, `state`, `submission_id`, `next_action` (`use_chat` or `start_new_encounter`) and `chat_endpoint`; 409 `concurrent_resubmission` (retry). 410 `encounter_expired`. 429 `rate_limited` with `Retry-After` (60 per hour and 300 per day per session; new encounters per hour per account, or per client address when anonymous).",
      ].join("\n\n"),
      errorResponses: {
        400: "`letter_too_short`, `letter_too_long`, `not_medical`, `patient_not_owned`, `patient_already_bound`, `developer_key_not_accepted` or `validation_failed`",
        401: "Invalid credential, or `patient_id` without authentication (`WWW-Authenticate: Bearer`)",
        404: "`session_not_found`: unknown session token, or another account's",
        409: "`encounter_locked` (with `next_action`, `chat_endpoint` …) or `concurrent_resubmission`",
        410: "`encounter_expired`: start a new encounter without `session_token`",
        429: "`rate_limited`: wait `Retry-After` seconds",
      },
    },
  })
  .input(submitLetter.input)
  .output(AgentQueryResponse)
  .mutation(({ ctx, input }) => submitLetter.parsed({ ctx, input }));
