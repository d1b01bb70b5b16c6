// A consumer of the packed SDK, type-checked with NodeNext and bundler resolution and run
// against the real app by apps/api/test/packages.test.ts.
import {
  ApiError,
  type ApiErrorOf,
  type components,
  createClient,
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
    webhookType: event.type,
  })}\n`,
);
