#!/usr/bin/env node
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { startHttpServer } from "./http";
import { availableTools, createMcpServer } from "./server";
import { MCP_VERSION } from "./version";

const USAGE = `intake-mcp ${MCP_VERSION}: MCP server for the telemedicine letter-intake API

Usage: intake-mcp                 stdio (for Claude Desktop, Cursor, ... as a command)
       intake-mcp --http PORT     Streamable HTTP at http://127.0.0.1:PORT/mcp
                  [--host HOST]   listen address (default 127.0.0.1)
                  [--shared-key]  use API_KEY / DEVELOPER_KEY for every caller (single-user only)

Over HTTP each caller sends its own key: Authorization: Bearer <API key or developer key>.

Environment:
  API_BASE_URL    the API (default http://localhost:3000)
  API_KEY         a personal API key: adds the account tools (stdio; HTTP only with --shared-key)
  DEVELOPER_KEY   a developer key (ak_test_... / ak_live_...) for the prescribing tools (likewise)
  ALLOWED_ORIGINS with --http: comma-separated browser origins allowed besides localhost ones
  ALLOWED_HOSTS   with --http: comma-separated Host values allowed (default: loopback names when
                  listening on a loopback address)
  TRUST_PROXY     true: with --http, read the user's address from X-Real-IP / X-Forwarded-For
`;

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : (args[i + 1] ?? "");
};
if (args.includes("--help") || args.includes("-h")) {
  process.stdout.write(USAGE);
  process.exit(0);
}

const config = {
  apiBaseUrl: process.env.API_BASE_URL || "http://localhost:3000",
  apiKey: process.env.API_KEY || undefined,
  developerKey: process.env.DEVELOPER_KEY || undefined,
};
try {
  new URL(config.apiBaseUrl);
} catch {
  process.stderr.write(`API_BASE_URL is not a URL: ${config.apiBaseUrl}\n`);
  process.exit(2);
}
const tools = availableTools(config).map((t) => t.name);
// stdout carries the protocol in stdio mode: every human line goes to stderr.
const log = (line: string) => process.stderr.write(`[intake-mcp] ${line}\n`);

const httpPort = option("--http");
if (httpPort !== undefined) {
  const port = Number(httpPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`--http needs a port number (0-65535), got "${httpPort}"\n${USAGE}`);
    process.exit(2);
  }
  const sharedKey = args.includes("--shared-key");
  if ((config.apiKey || config.developerKey) && !sharedKey) {
    process.stderr.write(
      "API_KEY / DEVELOPER_KEY with --http would be used by every caller. Leave them out (each caller sends Authorization: Bearer <key>), or add --shared-key for a single-user deployment.\n",
    );
    process.exit(2);
  }
  const list = (value: string | undefined) =>
    value
      ?.split(",")
      .map((v) => v.trim())
      .filter(Boolean);
  const allowedHosts = list(process.env.ALLOWED_HOSTS);
  const running = await startHttpServer({
    ...config,
    port,
    host: option("--host") || "127.0.0.1",
    sharedKey,
    allowedOrigins: list(process.env.ALLOWED_ORIGINS) ?? [],
    ...(allowedHosts?.length ? { allowedHosts } : {}),
    trustProxy: /^(1|true|yes|on)$/i.test(process.env.TRUST_PROXY ?? ""),
  });
  log(
    `listening on ${running.url} (API ${config.apiBaseUrl}; ${sharedKey ? `shared key; tools: ${tools.join(", ")}` : "each caller's own key"})`,
  );
  const stop = () => running.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} else {
  const server = createMcpServer(config);
  await server.connect(new StdioServerTransport());
  log(`ready on stdio (API ${config.apiBaseUrl}; tools: ${tools.join(", ")})`);
}
