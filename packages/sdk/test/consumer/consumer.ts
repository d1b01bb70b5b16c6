// A consumer of the packed SDK, type-checked with NodeNext and bundler resolution and run
// against the real app by apps/api/test/packages.test.ts.
import {
  ApiError,
  type ApiErrorOf,
  type components,
  createClient,
  type ErrorCodeOf,
  signWebhookPayload,
  Webhook,
} from "@intake/sdk";

type EncounterSummary = components["schemas"]["EncounterSummary"];
type QueryError = ApiErrorOf<"/api/v1/agent/query", "post">;

const baseUrl = process.env.API_BASE_URL ?? "http://localhost:3000";
const api = createClient({ baseUrl, apiKey: process.env.API_KEY, userAgent: "consumer/1.0" });

const pricing = await api.config.pricing();
const search = await api.knowledge.search({ query: "hay fever", limit: 1 });
const answer = await api.agent.query({ query: process.env.LETTER ?? "" });

const seen: EncounterSummary["id"][] = [];
for await (const encounter of api.encounters.list({ limit: 1 })) seen.push(encounter.id);

const { error } = await api.POST("/api/v1/agent/query", { body: { query: "too short" } });
const status: QueryError["status"] | undefined = error?.status;
const thrown = await api.encounters.get("00000000-0000-4000-8000-000000000000").catch((e) => e);
// Each operation's error codes are a union: ApiError.of narrows a caught error to them.
let operationCode: ErrorCodeOf<"getEncounter"> | undefined;
if (ApiError.of(thrown, "getEncounter")) {
  if (thrown.code === "not_found") operationCode = thrown.code;
  // @ts-expect-error a misspelt code does not type-check against the operation's codes
  if (thrown.code === "not_fonud") operationCode = undefined;
}

const secret = "whsec_consumer";
const body = JSON.stringify({
  id: "evt_1",
  type: "webhook.test",
  created: new Date().toISOString(),
  sandbox: true,
  data: {},
});
const event = new Webhook(secret).verify(body, {
  "x-service-signature": signWebhookPayload(body, secret),
});

process.stdout.write(
  `${JSON.stringify({
    currency: pricing.currency,
    hits: search.results.length,
    ready: answer.final_decision_ready,
    listed: seen,
    encounterId: answer.encounter_id,
    errorStatus: status,
    errorCode: error?.code,
    thrownIsApiError: thrown instanceof ApiError && thrown.code === "not_found",
    operationCode,
    webhookType: event.type,
  })}\n`,
);
