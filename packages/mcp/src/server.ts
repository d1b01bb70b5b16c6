import { ApiError, createClient, type IntakeClient } from "@intake/sdk";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { type Credential, TOOLS, type ToolDefinition } from "./tools";
import { MCP_VERSION } from "./version";

export interface McpOptions {
  /** The API's base address (API_BASE_URL), e.g. `http://localhost:3000`. */
  apiBaseUrl: string;
  /** A personal API key (API_KEY): registers the account tools. */
  apiKey?: string;
  /** A developer key (DEVELOPER_KEY, `ak_test_…` / `ak_live_…`): registers the prescribing tools. */
  developerKey?: string;
  /**
   * The end user's address, forwarded as `X-Real-IP` so the API can rate-limit per user (it
   * reads the header only when it trusts this server as a proxy: its TRUST_PROXY setting).
   */
  clientAddress?: string;
  /** A custom fetch for the API calls (tests). */
  fetch?: (input: Request) => Promise<Response>;
}

/** Tools this configuration offers: each needs its credential. */
export function availableTools(options: McpOptions): ToolDefinition[] {
  const has: Record<Credential, boolean> = {
    none: true,
    apiKeyIfSet: true,
    apiKey: Boolean(options.apiKey),
    developerKey: Boolean(options.developerKey),
  };
  return TOOLS.filter((t) => has[t.credential]);
}

const instructions = (base: string) =>
  [
    "Help the user write a clinical letter to a doctor and submit it for physician review. Non-urgent concerns only: for an emergency tell the user to call 911; in a mental-health crisis, to call or text 988.",
    "1. Call search_knowledge_base with the user's complaint before drafting; ask open questions in free text.",
    "2. Draft the letter in Markdown with the sections Chief Complaint, Age and Sex, History of Present Illness, Review of Systems, Past Medical History, Allergies, Family History, Social History, Diagnosis, Treatment Plan (and Weight under 19), 500-10,000 characters, no personal identifiers.",
    "3. Call submit_encounter. While final_decision_ready is false, ask about missing_items and call it again with the same session_token.",
    "4. When complete, show the user checkout_url.",
    `The full guide: ${base}/SKILL.md`,
  ].join("\n");

/** One MCP server over the API, with the tools the configured credentials allow. */
export function createMcpServer(options: McpOptions): McpServer {
  const base = options.apiBaseUrl.replace(/\/+$/, "");
  const server = new McpServer(
    { name: "intake", title: "Telemedicine letter intake", version: MCP_VERSION },
    { instructions: instructions(base) },
  );
  const client = (credential?: string): IntakeClient =>
    createClient({
      baseUrl: base,
      apiKey: credential,
      fetch: options.fetch,
      userAgent: `intake-mcp/${MCP_VERSION}`,
      // X-Forwarded-For is what the API reads from a proxy it trusts; X-Real-IP only when its
      // CLIENT_ADDRESS_HEADER names it.
      headers: options.clientAddress
        ? { "X-Real-IP": options.clientAddress, "X-Forwarded-For": options.clientAddress }
        : {},
    });
  const anonymous = client();
  const account = options.apiKey ? client(options.apiKey) : undefined;
  const developer = options.developerKey ? client(options.developerKey) : undefined;
  const clientFor: Record<Credential, IntakeClient | undefined> = {
    none: anonymous,
    apiKeyIfSet: account ?? anonymous,
    apiKey: account,
    developerKey: developer,
  };

  for (const definition of availableTools(options)) {
    const api = clientFor[definition.credential] as IntakeClient;
    server.registerTool(
      definition.name,
      {
        title: definition.title,
        description: definition.description,
        inputSchema: definition.inputSchema,
        outputSchema: definition.outputSchema,
        annotations: definition.annotations,
      },
      async (input: Record<string, unknown>): Promise<CallToolResult> => {
        try {
          const answer = await definition.run(input as never, api);
          return {
            content: [
              { type: "text", text: answer.text },
              { type: "text", text: JSON.stringify(answer.structured, null, 2) },
            ],
            structuredContent: answer.structured,
          };
        } catch (error) {
          return { isError: true, content: [{ type: "text", text: errorText(error) }] };
        }
      },
    );
  }
  return server;
}

/**
 * The public server's error text, `API error (<status>): <body>`: the body is the API's JSON
 * `{error, code}`, whose `error` says what to do.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const { status: _status, ...body } = error.body;
    return `API error (${error.status}): ${JSON.stringify(body)}`;
  }
  return error instanceof Error ? error.message : "Unknown error";
}
