import type { BodyOf, IntakeClient, paths } from "@intake/sdk";
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { RESPONSES, SCHEMAS } from "./generated/responses";

type HttpMethod = "get" | "post" | "patch" | "put" | "delete";

/**
 * `METHOD /path` of an operation in the API's OpenAPI document (through the SDK's generated
 * types). A tool names the endpoints it calls with this type, so a tool for an endpoint the
 * document does not have yet does not compile.
 */
export type Endpoint = {
  [P in keyof paths]: {
    [M in HttpMethod]: paths[P][M] extends undefined ? never : `${Uppercase<M>} ${P & string}`;
  }[HttpMethod];
}[keyof paths];

/**
 * Which client a tool calls with. `none`: anonymous, like the public server (never an
 * `Authorization` header). `apiKeyIfSet`: the API key when configured, else anonymous.
 * `apiKey` / `developerKey`: registered only when that key is configured.
 */
export type Credential = "none" | "apiKeyIfSet" | "apiKey" | "developerKey";

/** What a tool answers: the data (structured content) and a short text an agent can act on. */
export interface ToolAnswer {
  structured: Record<string, unknown>;
  text: string;
}

export interface ToolDefinition<Shape extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  credential: Credential;
  endpoints: readonly Endpoint[];
  inputSchema: Shape;
  /** The shape of `structuredContent`, from the API's documented responses. */
  outputSchema: z.ZodObject;
  annotations: ToolAnnotations;
  run: (input: z.infer<z.ZodObject<Shape>>, api: IntakeClient) => Promise<ToolAnswer>;
}

/** Keeps each definition's input type tied to its schema. */
const tool = <Shape extends z.ZodRawShape>(definition: ToolDefinition<Shape>) =>
  definition as unknown as ToolDefinition;

/** `$ref`s of the OpenAPI document inlined (its schemas are not recursive). */
function inline(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(inline);
  if (!schema || typeof schema !== "object") return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === "string") return inline(SCHEMAS[ref.split("/").pop() as string]);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inline(value)]));
}

/** The JSON schema of `METHOD /path`'s success body, as a zod schema. */
export function responseOf(endpoint: Endpoint): z.ZodType {
  const schema = RESPONSES[endpoint];
  if (!schema) throw new Error(`${endpoint} has no JSON response in the OpenAPI document`);
  return z.fromJSONSchema(inline(schema) as Parameters<typeof z.fromJSONSchema>[0]);
}

/** An object schema: the response itself when it is one. */
const objectResponse = (endpoint: Endpoint) => responseOf(endpoint) as z.ZodObject;

const readOnly = (title: string): ToolAnnotations => ({
  title,
  readOnlyHint: true,
  openWorldHint: true,
});

// ---- The three tools of the public server: same names, descriptions and input schemas. ----

const searchKnowledgeBase = tool({
  name: "search_knowledge_base",
  title: "Search medical literature",
  description:
    "Search the service's medical knowledge base for clinical literature, treatment guidelines, and reference material to help the user describe their medical issue",
  credential: "none",
  endpoints: ["GET /api/v1/knowledge/search"],
  inputSchema: {
    query: z.string().describe("Search query (clinical topic or question)"),
    limit: z
      .number()
      .int()
      .min(1)
      .max(10)
      .optional()
      .default(5)
      .describe("Max results to return (1-10, default 5)"),
  },
  outputSchema: objectResponse("GET /api/v1/knowledge/search"),
  annotations: readOnly("Search medical literature"),
  run: async ({ query, limit }, api) => {
    const found = await api.knowledge.search({ query, limit });
    const titles = found.results.map((r) => `${r.title} (${r.section_heading})`).join("; ");
    return {
      structured: found,
      text: found.results.length
        ? `${found.results.length} result(s) for "${query}": ${titles}. Use them to ask the user better questions before drafting the letter.`
        : `Nothing found for "${query}". Try the condition's common name or the main symptom.`,
    };
  },
});

const submitEncounter = tool({
  name: "submit_encounter",
  title: "Submit clinical encounter",
  description:
    "Submit a clinical encounter letter to the service's physician team for review. The letter should be in Markdown format following the letter structure. Returns feedback on completeness or a checkout URL when ready. One of our board-certified physicians will personally review the submission and provide clinical guidance and a prescription if appropriate.",
  credential: "apiKeyIfSet",
  endpoints: ["POST /api/v1/agent/query"],
  inputSchema: {
    query: z.string().describe("Clinical letter in Markdown format (500-10,000 characters)"),
    session_token: z
      .string()
      .optional()
      .describe("Token from a previous response to continue the same encounter"),
    images: z
      .array(
        z.object({
          url: z.string().optional().describe("URL pointing to an image"),
          base64: z.string().optional().describe("Base64-encoded image data"),
          name: z.string().optional().describe("Optional filename"),
        }),
      )
      .optional()
      .describe("Up to 3 images to attach"),
  },
  outputSchema: objectResponse("POST /api/v1/agent/query"),
  annotations: {
    title: "Submit clinical encounter",
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: false,
    openWorldHint: true,
  },
  run: async ({ query, session_token, images }, api) => {
    const answer = await api.agent.query({
      query,
      ...(session_token ? { session_token } : {}),
      // An empty list adds nothing; the public server drops it too.
      ...(images?.length
        ? { images: images as BodyOf<"/api/v1/agent/query", "post">["images"] }
        : {}),
    });
    const text = answer.final_decision_ready
      ? answer.auto_submit?.status === "submitted"
        ? `Complete and submitted (submission ${answer.submission_id}): no checkout needed. A physician will review it.`
        : `Complete: all criteria met. Show the user checkout_url to verify identity and pay: ${answer.checkout_url}`
      : `Incomplete: missing ${answer.missing_items.join(", ")}. Ask the user about these, update the letter and call submit_encounter again with session_token "${answer.session_token}" (do not re-send images).`;
    return { structured: answer, text };
  },
});

const listConditions = tool({
  name: "list_conditions",
  title: "List conditions & medications",
  description: "List all conditions and medications available through the service",
  credential: "none",
  endpoints: ["GET /api/v1/config/conditions"],
  inputSchema: {
    category: z
      .string()
      .optional()
      .describe("Filter by category name (case-insensitive, e.g. 'respiratory')"),
  },
  outputSchema: z.object({ categories: responseOf("GET /api/v1/config/conditions") }),
  annotations: readOnly("List conditions & medications"),
  run: async ({ category }, api) => {
    const all = await api.config.conditions();
    const categories = category
      ? all.filter((c) => c.name.toLowerCase().includes(category.toLowerCase()))
      : all;
    const count = categories.reduce((n, c) => n + c.conditions.length, 0);
    return {
      structured: { categories },
      text: categories.length
        ? `${categories.length} categor${categories.length === 1 ? "y" : "ies"}, ${count} conditions: ${categories.map((c) => c.name).join(", ")}.`
        : `No category matches "${category}". Call list_conditions without a category to see them all.`,
    };
  },
});

// ---- Account tools (API_KEY). ----

const getEncounter = tool({
  name: "get_encounter",
  title: "Get an encounter",
  description:
    "Read one of the account's encounters: its state (open, readyForCheckout, submitted, reviewing, waitingForPatientReply, completed, closed, canceled), turn count, submission and billing.",
  credential: "apiKey",
  endpoints: ["GET /api/v1/encounters/{id}"],
  inputSchema: {
    encounter_id: z.string().describe("The encounter_id from submit_encounter or list_encounters"),
  },
  outputSchema: objectResponse("GET /api/v1/encounters/{id}"),
  annotations: readOnly("Get an encounter"),
  run: async ({ encounter_id }, api) => {
    const encounter = await api.encounters.get(encounter_id);
    return {
      structured: encounter,
      text: `Encounter ${encounter.id} is ${encounter.state} after ${encounter.turnCount} submission(s); it expires ${encounter.expiresAt}.`,
    };
  },
});

const listEncounters = tool({
  name: "list_encounters",
  title: "List encounters",
  description:
    "List the account's encounters, most recent first, a page at a time. Pass next_cursor back as cursor for the next page.",
  credential: "apiKey",
  endpoints: ["GET /api/v1/encounters"],
  inputSchema: {
    limit: z.number().int().min(1).max(100).optional().describe("Page size (1-100, default 20)"),
    cursor: z.string().optional().describe("next_cursor of the previous page"),
  },
  outputSchema: z.object({
    encounters: responseOf("GET /api/v1/encounters"),
    next_cursor: z.string().nullable(),
  }),
  annotations: readOnly("List encounters"),
  run: async ({ limit, cursor }, api) => {
    const page = await api.encounters.list({ limit, cursor }).firstPage();
    const states = page.items.map((e) => `${e.id} (${e.state})`).join(", ");
    return {
      structured: { encounters: page.items, next_cursor: page.nextCursor ?? null },
      text: page.items.length
        ? `${page.items.length} encounter(s): ${states}.${page.nextCursor ? " More: call again with cursor=next_cursor." : ""}`
        : "No encounters yet: submit a letter with submit_encounter.",
    };
  },
});

const listPatients = tool({
  name: "list_patients",
  title: "List patients",
  description:
    "List the people on the account (self, spouse, child, parent, ...) with their ids, to know whom a letter is for.",
  credential: "apiKey",
  endpoints: ["GET /api/v1/patients"],
  inputSchema: {},
  outputSchema: z.object({ patients: responseOf("GET /api/v1/patients") }),
  annotations: readOnly("List patients"),
  run: async (_input, api) => {
    const patients = await api.patients.list();
    return {
      structured: { patients },
      text: patients.length
        ? `${patients.length} patient(s): ${patients.map((p) => `${p.firstName} ${p.lastName} (${p.relationship}, id ${p.id})`).join("; ")}.`
        : "No patients on the account yet: add one with create_patient.",
    };
  },
});

const createPatient = tool({
  name: "create_patient",
  title: "Add a patient",
  description:
    "Add a person to the account. All fields are required; the service checks them and says what to fix.",
  credential: "apiKey",
  endpoints: ["POST /api/v1/patients"],
  inputSchema: {
    relationship: z
      .enum(["self", "spouse", "child", "parent", "guardian", "dependent", "other"])
      .describe("Relationship to the account holder"),
    firstName: z.string().describe("Legal first name"),
    lastName: z.string().describe("Legal last name"),
    dateOfBirth: z.string().describe("YYYY-MM-DD"),
    sex: z.string().describe("Biological sex, e.g. male or female"),
    stateOfResidence: z.string().describe("Two-letter US state code"),
    zipCode: z.string().describe("5-digit US ZIP code"),
    phoneNumber: z.string().describe("E.164, or a 10-digit US number"),
  },
  outputSchema: objectResponse("POST /api/v1/patients"),
  annotations: {
    title: "Add a patient",
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: false,
    openWorldHint: true,
  },
  run: async (input, api) => {
    const patient = await api.patients.create(input);
    return {
      structured: patient,
      text: `Added ${patient.firstName} ${patient.lastName} (${patient.relationship}) as patient ${patient.id}.`,
    };
  },
});

const changes = (title: string, idempotent = false): ToolAnnotations => ({
  title,
  readOnlyHint: false,
  destructiveHint: false,
  idempotentHint: idempotent,
  openWorldHint: true,
});

// ---- Chat of a paid encounter (API_KEY: the owner's key). ----

const readChat = tool({
  name: "read_chat",
  title: "Read the physician chat",
  description:
    "Read the chat of a submitted encounter (physician and patient messages, oldest first). Pass since (the createdAt of the last message you saw) to get only newer ones. Reads are limited to 12 per minute per encounter: poll every 5 seconds or slower.",
  credential: "apiKey",
  endpoints: ["GET /api/v1/agent/encounters/{encounter_id}/events"],
  inputSchema: {
    encounter_id: z.string().describe("The encounter_id of a submitted encounter"),
    since: z
      .string()
      .optional()
      .describe("RFC 3339 time: only messages created after it (the last createdAt you saw)"),
    limit: z.number().int().min(1).max(100).optional().describe("Only the most recent N"),
  },
  outputSchema: objectResponse("GET /api/v1/agent/encounters/{encounter_id}/events"),
  annotations: readOnly("Read the physician chat"),
  run: async ({ encounter_id, since, limit }, api) => {
    const chat = await api.chat.events(encounter_id, { since, limit });
    const unread = chat.events.filter((e) => !e.isOwn);
    const last = chat.events.at(-1);
    return {
      structured: chat,
      text: chat.events.length
        ? `${chat.events.length} message(s) (encounter ${chat.state}); ${unread.length} from the physician${unread.length ? `: ${unread.map((e) => `"${e.message}" (${e.eventId})`).join("; ")}` : ""}. Answer with post_chat_message, mark physician messages read with mark_chat_read, and poll again with since="${last?.createdAt}".`
        : `No new messages (encounter ${chat.state}). Poll again later${since ? ` with the same since` : ""}.`,
    };
  },
});

const postChatMessage = tool({
  name: "post_chat_message",
  title: "Answer the physician",
  description:
    "Post the patient's answer in the chat of a submitted encounter (shown to the physician with an API badge). Answering a physician question puts the encounter back in review.",
  credential: "apiKey",
  endpoints: ["POST /api/v1/agent/encounters/{encounter_id}/events"],
  inputSchema: {
    encounter_id: z.string().describe("The encounter_id of a submitted encounter"),
    message: z.string().describe("The patient's message, plain text, 1-4000 characters"),
  },
  outputSchema: objectResponse("POST /api/v1/agent/encounters/{encounter_id}/events"),
  annotations: changes("Answer the physician"),
  run: async ({ encounter_id, message }, api) => {
    const event = await api.chat.post(encounter_id, { message });
    return {
      structured: event,
      text: `Sent (message ${event.eventId} at ${event.createdAt}). Read the chat later for the physician's reply.`,
    };
  },
});

const markChatRead = tool({
  name: "mark_chat_read",
  title: "Mark physician messages read",
  description:
    "Record that the patient has seen physician messages, so no reminder e-mail is sent for them. Ids that are not physician messages of this encounter are ignored.",
  credential: "apiKey",
  endpoints: ["POST /api/v1/agent/encounters/{encounter_id}/events/read"],
  inputSchema: {
    encounter_id: z.string().describe("The encounter_id of a submitted encounter"),
    event_ids: z.array(z.string()).min(1).describe("eventId values from read_chat"),
  },
  outputSchema: objectResponse("POST /api/v1/agent/encounters/{encounter_id}/events/read"),
  annotations: changes("Mark physician messages read", true),
  run: async ({ encounter_id, event_ids }, api) => {
    const receipt = await api.chat.markRead(encounter_id, event_ids);
    return {
      structured: receipt,
      text: `${receipt.readEventIds.length} physician message(s) marked read.`,
    };
  },
});

const getSubscription = tool({
  name: "get_subscription",
  title: "Get the subscription",
  description:
    "Read the account's subscription: plan, status (active allows one-call submission), amount, family seats and the current period. Accounts that never checked out have none.",
  credential: "apiKey",
  endpoints: ["GET /api/v1/subscriptions/me"],
  inputSchema: {},
  outputSchema: objectResponse("GET /api/v1/subscriptions/me"),
  annotations: readOnly("Get the subscription"),
  run: async (_input, api) => {
    const sub = await api.subscriptions.get();
    return {
      structured: sub,
      text: `Subscription ${sub.plan}, ${sub.status}${sub.cancelAtPeriodEnd ? " (ends at period end)" : ""}: ${sub.amount / 100} ${sub.currency.toUpperCase()} per period with ${sub.seatCount} extra seat(s), period ends ${sub.currentPeriodEnd}.`,
    };
  },
});

// ---- The prescribing surface (DEVELOPER_KEY). ----

const prescribingQuery = tool({
  name: "prescribing_query",
  title: "Prescribing request",
  description:
    "Evaluate a clinical letter for your patient and create (or, with session_token, iterate) a prescribing request. A new request needs patient_email, patient_phone (E.164), patient_state and patient_zip. When final_decision_ready, the patient consents at consent_url. With a test key (ak_test_) it is a sandbox request.",
  credential: "developerKey",
  endpoints: ["POST /api/v1/prescribing/query"],
  inputSchema: {
    query: z.string().describe("Clinical letter in Markdown format (500-10,000 characters)"),
    session_token: z.string().optional().describe("Continue a request whose letter is incomplete"),
    patient_email: z.string().optional().describe("Where the consent code is sent"),
    patient_phone: z.string().optional().describe("E.164, e.g. +14155550123"),
    patient_state: z.string().optional().describe("Two-letter US state"),
    patient_zip: z.string().optional().describe("5-digit US ZIP"),
    external_id: z
      .string()
      .optional()
      .describe("Your opaque id for the request (never personal data)"),
    data_visibility: z
      .enum(["outcome_only", "full"])
      .optional()
      .describe("Default: your dashboard setting; fixed per request"),
    sandbox_progression: z
      .enum(["auto", "manual"])
      .optional()
      .describe(
        "Test keys: manual stops at pending_identity so you apply events with sandbox_advance",
      ),
  },
  outputSchema: objectResponse("POST /api/v1/prescribing/query"),
  annotations: changes("Prescribing request"),
  run: async (input, api) => {
    const answer = await api.prescribing.query(input);
    const text = answer.final_decision_ready
      ? `Request ${answer.encounter_id} is ready (${answer.status}${answer.sandbox ? ", sandbox" : ""}). The patient consents at ${answer.consent_url}.`
      : `Incomplete: missing ${answer.missing_items.join(", ")}. Update the letter and call prescribing_query again with session_token "${answer.session_token}".`;
    return { structured: answer, text };
  },
});

const listPrescribingEncounters = tool({
  name: "list_prescribing_encounters",
  title: "List prescribing outcomes",
  description:
    "Poll the outcomes of your prescribing requests in the key's environment, newest first (status, prescription count, whether a physician message waits). Filter by external_id; pass next_cursor back as cursor for the next page.",
  credential: "developerKey",
  endpoints: ["GET /api/v1/prescribing/encounters"],
  inputSchema: {
    external_id: z.string().optional().describe("Only the request with this external_id"),
    limit: z.number().int().min(1).max(100).optional().describe("Page size (1-100, default 20)"),
    cursor: z.string().optional().describe("next_cursor of the previous page"),
  },
  outputSchema: z.object({
    encounters: objectResponse("GET /api/v1/prescribing/encounters").shape.encounters as z.ZodType,
    next_cursor: z.string().nullable(),
  }),
  annotations: readOnly("List prescribing outcomes"),
  run: async ({ external_id, limit, cursor }, api) => {
    const page = await api.prescribing.list({ external_id, limit, cursor }).firstPage();
    return {
      structured: { encounters: page.items, next_cursor: page.nextCursor ?? null },
      text: page.items.length
        ? `${page.items.length} request(s): ${page.items.map((e) => `${e.encounterId} ${e.status} (${e.rxCount} rx)`).join(", ")}.${page.nextCursor ? " More: call again with cursor=next_cursor." : ""}`
        : "No prescribing requests match.",
    };
  },
});

const getPrescribingDetails = tool({
  name: "get_prescribing_details",
  title: "Get prescribing details",
  description:
    "Read the details of a full-visibility prescribing request after the patient's data-sharing consent: patient, letter, conversation, prescriptions and pharmacy order. Image URLs expire in about 15 minutes; do not store them.",
  credential: "developerKey",
  endpoints: ["GET /api/v1/prescribing/encounters/{id}/details"],
  inputSchema: {
    encounter_id: z.string().describe("The encounter_id from prescribing_query"),
  },
  outputSchema: objectResponse("GET /api/v1/prescribing/encounters/{id}/details"),
  annotations: readOnly("Get prescribing details"),
  run: async ({ encounter_id }, api) => {
    const details = await api.prescribing.details(encounter_id);
    return {
      structured: details,
      text: `Request ${details.encounterId} is ${details.status}: ${details.conversation.length} chat message(s), ${details.prescriptions.length} prescription(s).`,
    };
  },
});

const sandboxAdvance = tool({
  name: "sandbox_advance",
  title: "Advance a sandbox request",
  description:
    "Test keys only: apply a lifecycle event to a sandbox request (consent_accepted, identity_verified, physician_message, complete, cancel, pharmacy order_* and prescription_* events). The state changes and its webhook is delivered like a real one. An event that does not fit the status is refused with the events available now.",
  credential: "developerKey",
  endpoints: ["POST /api/v1/prescribing/sandbox/encounters/{id}/advance"],
  inputSchema: {
    encounter_id: z.string().describe("The encounter_id of a sandbox request"),
    event: z.string().describe("The event name, e.g. consent_accepted or complete"),
    rx_count: z.number().int().min(0).max(5).optional().describe("complete: prescriptions 0-5"),
    outcome: z.enum(["complete", "incomplete"]).optional().describe("complete: the outcome"),
    message: z.string().optional().describe("physician_message: the message text"),
  },
  outputSchema: objectResponse("POST /api/v1/prescribing/sandbox/encounters/{id}/advance"),
  annotations: changes("Advance a sandbox request"),
  run: async ({ encounter_id, ...body }, api) => {
    const result = await api.prescribing.sandbox.advance(encounter_id, body);
    return {
      structured: result,
      text: `Applied ${result.applied}: request is ${result.status}${result.webhook.type ? `, webhook ${result.webhook.type} ${result.webhook.fired ? "queued" : "not sent"}` : ""}. Next events: ${result.availableEvents.map((e) => e.name).join(", ") || "none"}.`,
    };
  },
});

/**
 * Every tool, in the order clients list them. A tool for a new endpoint group is one more
 * `tool({...})` here once its path is in the OpenAPI document (the `endpoints` type enforces
 * that).
 */
export const TOOLS: readonly ToolDefinition[] = [
  searchKnowledgeBase,
  submitEncounter,
  listConditions,
  getEncounter,
  listEncounters,
  readChat,
  postChatMessage,
  markChatRead,
  listPatients,
  createPatient,
  getSubscription,
  prescribingQuery,
  listPrescribingEncounters,
  getPrescribingDetails,
  sandboxAdvance,
];
