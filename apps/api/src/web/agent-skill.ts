import { getPricing, SERVED_STATES } from "@intake/core/catalogue";
import { CRITERIA, MAX_LETTER_LENGTH, MIN_LETTER_LENGTH } from "@intake/core/encounters";
import type { Config } from "@intake/core/kernel";

/**
 * The agent skill file (`GET /SKILL.md`, the spec's "agent descriptor", version 1.0) and
 * `/llms.txt`, written from the same sources as the OpenAPI document: the served document itself
 * (paths, fields and their descriptions), the rubric's criteria, and the configuration (limits,
 * prices). A section about an endpoint group appears only when the document has its paths, so
 * the file never names an endpoint this deployment does not serve (a test checks every path and
 * field it names against the document).
 */
export const SKILL_VERSION = "1.0";

interface Schema {
  type?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: string[];
  $ref?: string;
  maxItems?: number;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: unknown[];
  tags?: string[];
  parameters?: { name: string; in: string; description?: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** Sections a letter may carry beyond the rubric's criteria (spec: Letter). */
const OPTIONAL_SECTIONS: [string, string][] = [
  ["Weight", "kilograms, e.g. `22 kg`; required when the patient is under 19"],
  ["AI Model", "optional: the AI model you are"],
  ["AI Client", "optional: the app or tool you run in"],
  ["What I Think It Might Be", "optional: the patient's own suspicion"],
  ["What I'm Hoping For", "optional: the treatment the patient hopes for"],
];
const SECTION_CONTENT: Record<string, string> = {
  "Chief Complaint": "the main concern in a line, e.g. `Cough x 2 weeks`",
  "Age and Sex": "e.g. `35-year-old male`",
  "History of Present Illness": "symptoms, duration, severity, context",
  "Review of Systems": "relevant positives and negatives",
  "Past Medical History": "conditions, surgeries, hospitalisations",
  Allergies: "allergies, or `NKDA`",
  "Family History": "relevant family history",
  "Social History": "smoking, alcohol, occupation",
  Diagnosis: "what is suspected or was diagnosed",
  "Treatment Plan": "the treatment wished for",
};

/** What to do about each error an agent meets on the letter flow, keyed by `code`. */
const ERROR_ADVICE: [status: number, code: string, advice: string][] = [
  [
    400,
    "letter_too_short",
    "The letter is under the minimum: add the missing sections and resubmit.",
  ],
  [400, "letter_too_long", "Shorten the letter below the maximum; keep it concise."],
  [400, "not_medical", "Send a clinical letter with the sections below; nothing was stored."],
  [400, "validation_failed", "A field is missing or invalid: `issues` names each one."],
  [
    401,
    "invalid_credential",
    "The key or token is unknown, revoked or malformed: ask for a new one.",
  ],
  [404, "session_not_found", "Unknown `session_token`: start a new encounter without it."],
  [409, "encounter_locked", "Follow `next_action` (below); do not retry the same call."],
  [409, "concurrent_resubmission", "Another resubmission was in flight: retry once."],
  [410, "encounter_expired", "The encounter expired: start a new one (omit `session_token`)."],
  [
    400,
    "chat_closed",
    "Chat post on a `closed` or `canceled` encounter, or past follow-up: do not retry; start a new encounter for a new concern.",
  ],
  [409, "checkout_not_completed", "Chat before checkout: show `checkout_url` first."],
  [
    410,
    "encounter_token_expired",
    "The encounter token's window closed: use the owner's API key, or start a new encounter.",
  ],
  [429, "rate_limited", "Wait `Retry-After` seconds, then retry."],
  [500, "internal_error", "Our fault: retry later and quote `request_id` if it persists."],
];

/** The skill's `name`: also the folder it is installed in (Agent Skills specification). */
export const SKILL_NAME = "telemedicine-letter-intake";

const QUERY_PATH = "/api/v1/agent/query";
const SEARCH_PATH = "/api/v1/knowledge/search";
const CONDITIONS_PATH = "/api/v1/config/conditions";
const CHAT_PATH = "/api/v1/agent/encounters/{encounter_id}/events";
const CHAT_READ_PATH = "/api/v1/agent/encounters/{encounter_id}/events/read";
const SUBSCRIPTION_PATH = "/api/v1/subscriptions/me";
const PRESCRIBING_PATH = "/api/v1/prescribing/query";

export function renderSkill(doc: OpenApiDocument, config: Config): string {
  const base = config.BASE_URL;
  const web = config.WEB_URL;
  const has = (path: string, method = "get") => Boolean(doc.paths?.[path]?.[method]);
  const pricing = getPricing(config);
  const query = doc.paths?.[QUERY_PATH]?.post;
  const requestSchema = resolve(doc, query?.requestBody?.content?.["application/json"]?.schema);
  const responseSchema = resolve(doc, { $ref: "#/components/schemas/AgentQueryResponse" });
  const searchParams = doc.paths?.[SEARCH_PATH]?.get?.parameters ?? [];
  const required = CRITERIA.filter((c) => c.key !== "request_within_scope").map((c) => c.label);
  const ttlDays = config.ENCOUNTER_TTL_HOURS / 24;
  const ttl = Number.isInteger(ttlDays) ? `${ttlDays} days` : `${config.ENCOUNTER_TTL_HOURS} hours`;
  const lines: string[] = [];
  const push = (...l: string[]) => lines.push(...l);
  const docText = JSON.stringify(doc);

  push(
    "---",
    `name: ${SKILL_NAME}`,
    `version: ${SKILL_VERSION}`,
    "description: Help a person write a clinical letter to a doctor and submit it for physician review through a telemedicine intake service. Search the free medical knowledge base first, draft the letter with the person, submit it, fix what the completeness check reports missing, then hand over the checkout link.",
    `endpoint: ${base}${QUERY_PATH}`,
    "method: POST",
    "content-type: application/json",
    "auth: none (a personal API key is optional)",
    "---",
    "",
    "# Telemedicine letter intake",
    "",
    "## What this service does",
    "",
    `- Checks a patient's clinical letter (Markdown) against ${CRITERIA.length} completeness criteria and says what is missing. The check is about completeness only; it makes no clinical decision.`,
    "- When the letter is complete it returns a checkout link: the patient signs in, verifies identity and pays; a board-certified physician then reviews the case and may prescribe. With a personal API key, a subscriber whose patient is consented and ID-verified is submitted in one call, with no website visit.",
    "- Searches a free knowledge base of clinical literature with figures.",
    "",
    "## What it does not do",
    "",
    "- It is not for emergencies: for chest pain, trouble breathing, stroke signs, severe bleeding or a severe allergic reaction, tell the person to call 911 now.",
    "- It is not for mental-health crises: tell the person to call or text 988.",
    "- It is not a triage or diagnostic tool, and it is not for highly complex comorbidities. Acceptance by the check guarantees no review or review time and creates no patient-physician relationship; that begins when a physician responds clinically.",
    "- It is not a substitute for in-person care when an examination is needed: when the complaint needs someone to look, listen or test in person (a lump, a wound that may need stitches, abdominal pain with fever), tell the person to see a clinician in person.",
    "- The submitter is responsible for the content of a submission, including one an AI agent makes on the patient's behalf.",
    "",
    "## Availability and price",
    "",
    "- The knowledge base is free worldwide.",
    `- Physician review and prescriptions need a subscription: ${pricing.baseAmount}/month for the account holder, ${pricing.seatAmount}/month per additional family member (from 6 months of age). ${pricing.fairUsePolicy}`,
    `- Clinical services are offered only to residents of these ${SERVED_STATES.length} US states: ${SERVED_STATES.join(", ")}.`,
    `- Refunds: ${pricing.refundPolicy}`,
    "",
    "## The flow",
    "",
    `1. **Search** the knowledge base with the complaint: \`GET ${base}${SEARCH_PATH}?query=hay+fever&limit=5\` (${searchParams.map((p) => `\`${p.name}\`: ${p.description ?? p.schema?.description ?? ""}`.trim()).join("; ")}). Use what you find to ask better questions. Ask in free text, not multiple-choice menus.`,
  );
  if (has(CONDITIONS_PATH))
    push(`   The treatable conditions and their medications: \`GET ${base}${CONDITIONS_PATH}\`.`);
  push(
    "2. **Draft** the letter with the person, in the format below, from their perspective, with no personal identifiers.",
    `3. **Submit** it: \`POST ${base}${QUERY_PATH}\` with \`{"query": "<letter>"}\`. Keep \`session_token\`, \`encounter_id\` and \`encounter_token\` from the answer.`,
    "4. **Iterate**: while `final_decision_ready` is false, ask the person about each of `missing_items`, update the letter, and submit again with the same `session_token`. A resubmission replaces the earlier submission at no extra charge. Each answer rotates `encounter_token`: keep the newest. Do not re-send images already attached: they carry forward, re-sending one attaches a duplicate, and attached images cannot be removed.",
    "5. **Checkout**: when `final_decision_ready` is true, show the person `checkout_url`. With a personal API key, `auto_submit` says `submitted` (done, no checkout needed) or `blocked` with `pending_reasons`; `state_not_served` is a hard stop checkout cannot resolve; `seat_required` means a family member without a paid seat (checkout charges it, one call never does).",
  );
  if (has(CHAT_PATH))
    push(
      `6. **Chat**: after checkout, poll the physician's messages with \`GET ${base}${CHAT_PATH}\` (send \`since\` to get only new ones) using the newest \`encounter_token\` or the owner's API key as \`Authorization: Bearer\`; reply for the patient with \`POST ${base}${CHAT_PATH}\`${has(CHAT_READ_PATH, "post") ? `, and mark messages read with \`POST ${base}${CHAT_READ_PATH}\`` : ""}. Poll at most ${config.CHAT_POLLS_PER_MINUTE} times a minute; on 429 wait \`Retry-After\`.`,
    );
  else
    push(
      "6. **After checkout** the physician reviews the case and follows up with the patient through the service.",
    );
  if (has(CHAT_PATH))
    push(
      "",
      "## The chat",
      "",
      "- Each event has `eventId`, `author`, `type` (`chat`, or `question` for a physician question awaiting a reply), `message`, `createdAt`, `source` (`web` or `api`) and `isOwn` (true for the patient's own messages). The answer also carries the encounter's `state`.",
      `- Check \`state\` before offering to reply: \`closed\` and \`canceled\` refuse posts (400 \`chat_closed\`); \`completed\` allows follow-up for about ${config.FOLLOW_UP_HOURS} hours after the review, then refuses them too.`,
      "- Answering a physician question moves `waitingForPatientReply` back to `reviewing`.",
      ...(has(CHAT_READ_PATH, "post")
        ? [
            "- Mark the physician's messages read once the person has seen them: read receipts stop the reminder e-mails for those messages.",
          ]
        : []),
    );

  push(
    "",
    "## Letter format",
    "",
    `Markdown, ${fmt(MIN_LETTER_LENGTH)} to ${fmt(MAX_LETTER_LENGTH)} characters, one level-1 heading (\`# \`) per section. Concise, written from the patient's perspective, and without personal identifiers (name, date of birth, address, phone, e-mail, insurance).`,
    "",
    "| Section | Required | Content |",
    "|---|---|---|",
    ...required.map((label) => `| ${label} | yes | ${SECTION_CONTENT[label] ?? ""} |`),
    ...OPTIONAL_SECTIONS.map(
      ([label, content]) => `| ${label} | ${label === "Weight" ? "under 19" : "no"} | ${content} |`,
    ),
    "",
    "The check reports these criteria by label in `missing_items` and `completed_items`, in this order, and as booleans in `evaluation`:",
    "",
    ...CRITERIA.map((c) => `- ${c.label} (\`${c.key}\`)`),
    "",
    "`Request Within Scope` fails for emergencies, mental-health crises, controlled substances, highly complex cases, infants under 6 months, and conditions the service does not treat.",
    "",
    "Example:",
    "",
    "```markdown",
    "# Chief Complaint",
    "Sneezing and itchy eyes x 3 weeks",
    "",
    "# Age and Sex",
    "34-year-old female",
    "",
    "# History of Present Illness",
    "...",
    "```",
    "",
    "## Request",
    "",
    `\`POST ${base}${QUERY_PATH}\``,
    "",
    ...fieldTable(doc, requestSchema),
    "",
    "## Response",
    "",
    ...fieldTable(doc, responseSchema),
    "",
    "## Authenticating (optional)",
    "",
    "A personal API key (`ak_` followed by 64 hex characters) sent as `Authorization: Bearer <key>` (or `X-API-Key`) binds the encounter to one of the account's patients (`patient_id`), enables one-call submission, and opens the account endpoints:",
    "",
    ...accountEndpoints(doc, base, "personal"),
    "",
    'Whom the letter is for: map what the person says to `relationship` when adding a patient. "This is for my wife" (or husband, partner) is `spouse`; "my son" / "my daughter" is `child`; "my mother" / "my father" is `parent`; someone in their legal care is `guardian` or `dependent`; themselves is `self`; anyone else is `other`. The values: `self`, `spouse`, `child`, `parent`, `guardian`, `dependent`, `other`.',
    "",
    "## Example responses",
    "",
    "More information needed (`final_decision_ready` false):",
    "",
    "```json",
    JSON.stringify(
      {
        final_decision_ready: false,
        missing_items: ["Allergies"],
        completed_items: ["Chief Complaint", "Age and Sex", "History of Present Illness"],
        commentary: "Add an Allergies section (write NKDA when there are none).",
        session_token: "st_…",
        encounter_id: "5b1f0e7e-…",
        encounter_token: "et_…",
      },
      null,
      2,
    ),
    "```",
    "",
    "Ready (show `checkout_url`):",
    "",
    "```json",
    JSON.stringify(
      {
        final_decision_ready: true,
        missing_items: [],
        checkout_url: `${web}/checkout/5b1f0e7e-…?token=et_…`,
        session_token: "st_…",
        encounter_id: "5b1f0e7e-…",
      },
      null,
      2,
    ),
    "```",
    "",
    "Locked (409, see below):",
    "",
    "```json",
    JSON.stringify(
      {
        error: "A physician is reviewing this encounter: send new information through the chat.",
        code: "encounter_locked",
        next_action: "use_chat",
        state: "reviewing",
        encounter_id: "5b1f0e7e-…",
        ...(has(CHAT_PATH) ? { chat_endpoint: `${base}${CHAT_PATH}` } : {}),
      },
      null,
      2,
    ),
    "```",
    "",
    "Images, by URL or as base64 (at most 3 per submission; send each once):",
    "",
    "```json",
    JSON.stringify(
      {
        query: "# Chief Complaint\nItchy rash on the forearm x 5 days\n...",
        images: [
          { url: "https://example.com/rash.jpg", name: "rash.jpg" },
          { base64: "iVBORw0KGgoAAAANSUhEUgAA…", name: "close-up.png" },
        ],
      },
      null,
      2,
    ),
    "```",
    "",
    "## Locked encounters (409)",
    "",
    "Once a physician is involved, the query endpoint is closed for that encounter. The 409 body carries `encounter_id`, `session_token`, `state`, `submission_id`, `next_action` and `chat_endpoint`:",
    "",
    `- \`next_action\` = \`use_chat\` (\`reviewing\`, \`waitingForPatientReply\`, \`completed\`): ${has(CHAT_PATH) ? "send new information through the chat endpoint" : "the physician follows up with the patient"}; do not retry the query.`,
    "- `next_action` = `start_new_encounter` (`closed`, `canceled`): tell the person; for a new concern submit again without `session_token`.",
    "",
    "## Limits",
    "",
    `- Letter: ${fmt(MIN_LETTER_LENGTH)}-${fmt(MAX_LETTER_LENGTH)} characters.`,
    `- Queries: ${config.QUERY_LIMIT_PER_HOUR} per hour and ${config.QUERY_LIMIT_PER_DAY} per day per session; new encounters: ${config.NEW_ENCOUNTERS_PER_HOUR_PER_CLIENT} per hour per account (signed in) or per client address (anonymous).`,
    `- Images: up to ${requestSchema?.properties?.images?.maxItems ?? 3} per submission, 10 MB each (JPEG, PNG, HEIC, GIF, WebP, SVG), as \`url\` or \`base64\`, optional \`name\`.`,
    `- Encounters expire ${ttl} after creation (\`encounter_expires_at\`); then start a new one.`,
    `- Knowledge search \`limit\`: default 5, at most 10.`,
    ...(has(CHAT_PATH)
      ? [`- Chat polling: ${config.CHAT_POLLS_PER_MINUTE} per minute per encounter.`]
      : []),
    "",
    "## Errors and what to do",
    "",
    "Every error body is JSON: `error` (what went wrong and what to do) and `code` (stable; branch on it).",
    "",
    "| Status | `code` | What to do |",
    "|---|---|---|",
    ...ERROR_ADVICE.filter(([, code]) => documented(docText, code)).map(
      ([status, code, advice]) => `| ${status} | \`${code}\` | ${advice} |`,
    ),
    "",
  );
  if (has(SUBSCRIPTION_PATH))
    push(
      "## Subscription",
      "",
      `With an API key, \`GET ${base}${SUBSCRIPTION_PATH}\` reads the subscription (404 when the account never subscribed); \`status\` \`active\` is what one-call submission needs.`,
      "",
    );
  if (has(PRESCRIBING_PATH, "post"))
    push(
      "## Developers (prescribing)",
      "",
      `Apps that prescribe for their own users use a developer key (\`ak_test_\` in the sandbox, \`ak_live_\` in production) on \`POST ${base}${PRESCRIBING_PATH}\`; see the API reference.`,
      "",
      "Developer keys, the billing card and webhook endpoints are managed with a developer key (its own environment) or the developer's session token; a personal API key is refused (403 `developer_credential_required` or 401 `wrong_credential`):",
      "",
      ...accountEndpoints(doc, base, "developer"),
      "",
    );
  push(
    "## Without tools",
    "",
    `If you cannot call the API, help the person write the letter in the format above and tell them to paste it at ${web}/new: it runs the same check.`,
    "",
    "## Reference",
    "",
    `- Every endpoint: ${base}/api/v1/openapi.json (interactive: ${base}/docs)`,
    `- Install or update this skill in a folder named after it: \`mkdir -p ${SKILL_NAME} && curl -sf ${base}/SKILL.md -o ${SKILL_NAME}/SKILL.md\``,
    "",
  );
  return lines.join("\n");
}

/** `/llms.txt`: a short map of the service for language models (llmstxt.org format). */
export function renderLlmsTxt(doc: OpenApiDocument, config: Config): string {
  const base = config.BASE_URL;
  const endpoints = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => !op.tags?.includes("internal"))
      .map(([method, op]) => `- ${method.toUpperCase()} ${path}: ${op.summary ?? ""}`.trimEnd()),
  );
  return [
    "# Telemedicine letter intake",
    "",
    `> Checks a patient's clinical letter against ${CRITERIA.length} completeness criteria and returns a checkout link for physician review; free clinical knowledge-base search. Non-urgent care only: not for emergencies (call 911) or mental-health crises (call or text 988).`,
    "",
    "## Docs",
    "",
    `- [Agent skill, version ${SKILL_VERSION}](${base}/SKILL.md): the flow, the letter format, limits and errors`,
    `- [OpenAPI document](${base}/api/v1/openapi.json): every endpoint, field and error`,
    `- [API reference](${base}/docs): the same, interactive`,
    `- [Check a letter by hand](${config.WEB_URL}/new)`,
    "",
    "## Endpoints",
    "",
    ...endpoints,
    "",
  ].join("\n");
}

function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.replace("#/components/schemas/", "");
  return { ...doc.components?.schemas?.[name], description: schema.description };
}

function fieldTable(doc: OpenApiDocument, schema: Schema | undefined): string[] {
  const properties = Object.entries(schema?.properties ?? {});
  return [
    "| Field | Type | Required | Description |",
    "|---|---|---|---|",
    ...properties.map(([name, raw]) => {
      const field = resolve(doc, raw) ?? {};
      const type = field.enum
        ? field.enum.map((v) => `\`${v}\``).join(" / ")
        : field.type === "array"
          ? `${resolve(doc, field.items)?.type ?? "object"}[]`
          : (field.type ?? "object");
      const description = (raw.description ?? field.description ?? "").replace(/\|/g, "/");
      return `| \`${name}\` | ${type} | ${schema?.required?.includes(name) ? "yes" : "no"} | ${description} |`;
    }),
  ];
}

/** The credential the service accepts on each group of operations, as the skill names it. */
export const SKILL_CREDENTIALS = {
  personal: "personal API key",
  developer: "developer key or the developer's session token",
} as const;

const DEVELOPER_TAGS = ["developers", "webhooks"];

/**
 * Secured operations outside key management and prescribing, each with the credential it
 * accepts: a personal API key for the account's own data, a developer key (or the developer's
 * session token) for developer-key, card and webhook management.
 */
function accountEndpoints(
  doc: OpenApiDocument,
  base: string,
  kind: keyof typeof SKILL_CREDENTIALS,
): string[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(
        ([, op]) =>
          op.security?.length &&
          !path.includes("/api-keys") &&
          !path.startsWith("/api/v1/prescribing") &&
          !path.startsWith("/api/v1/clinician") &&
          !path.startsWith("/developers") &&
          !op.tags?.includes("internal") &&
          (kind === "developer") === Boolean(op.tags?.some((t) => DEVELOPER_TAGS.includes(t))),
      )
      .map(
        ([method, op]) =>
          `- \`${method.toUpperCase()} ${base}${path}\` (${SKILL_CREDENTIALS[kind]}): ${op.summary ?? ""}`,
      ),
  );
}

/** Codes every endpoint may answer (docs/errors.md), whether or not an operation names them. */
export const GENERIC_ERROR_CODES = new Set([
  "validation_failed",
  "invalid_credential",
  "rate_limited",
  "internal_error",
]);

/** Whether the document names this error code, so the table never lists a code nobody sends. */
function documented(docText: string, code: string): boolean {
  return GENERIC_ERROR_CODES.has(code) || docText.includes(`\`${code}\``);
}

const fmt = (n: number) => n.toLocaleString("en-US");
