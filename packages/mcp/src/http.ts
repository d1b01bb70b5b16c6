import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { createMcpServer, type McpOptions } from "./server";

const MAX_BODY_BYTES = 1_048_576;

export interface HttpOptions extends Omit<McpOptions, "clientAddress"> {
  port: number;
  /** Default 127.0.0.1; set 0.0.0.0 to listen on every interface. */
  host?: string;
  /**
   * Browser origins allowed to call the server besides the loopback ones (`http://localhost:*`,
   * `http://127.0.0.1:*`, `http://[::1]:*`), e.g. `https://agent.example.com`. A request with any
   * other `Origin` is refused with 403 (DNS rebinding). Requests without `Origin` (non-browser
   * clients) are allowed.
   */
  allowedOrigins?: readonly string[];
  /**
   * `Host` values accepted (hostname, or hostname:port). Default: when listening on a loopback
   * address, only `localhost`, `127.0.0.1` and `[::1]`; otherwise every host unless set.
   */
  allowedHosts?: readonly string[];
  /**
   * Use `apiKey` / `developerKey` for callers that send no `Authorization` header: a single-user
   * deployment only. Without it, each caller's own `Authorization: Bearer <key>` is used for its
   * session, and `apiKey` / `developerKey` are refused (they would be shared with every caller).
   */
  sharedKey?: boolean;
  /**
   * Read the end user's address from `X-Real-IP` / `X-Forwarded-For` (only behind a proxy of
   * your own); otherwise the connecting socket's address is forwarded.
   */
  trustProxy?: boolean;
}

export interface RunningHttpServer {
  /** The MCP endpoint, e.g. `http://127.0.0.1:3333/mcp`. */
  url: string;
  port: number;
  close: () => Promise<void>;
}

/**
 * Streamable HTTP at `/mcp`, stateless: a fresh server and transport per request (every tool is
 * request/response), so the process scales without sticky sessions. `GET /health` answers ok.
 */
export function startHttpServer(options: HttpOptions): Promise<RunningHttpServer> {
  const host = options.host ?? "127.0.0.1";
  if ((options.apiKey || options.developerKey) && !options.sharedKey) {
    return Promise.reject(
      new Error(
        "An API key configured on the HTTP server would be used by every caller: set sharedKey (--shared-key) for a single-user deployment, or leave it out so that each caller sends its own Authorization: Bearer <key>.",
      ),
    );
  }
  const guard = requestGuard(options, host);
  const http = createServer((req, res) => {
    handle(req, res, options, guard).catch(() => {
      if (!res.headersSent) json(res, 500, { error: "Internal error of the MCP server." });
      else res.end();
    });
  });
  return new Promise((resolve, reject) => {
    http.once("error", reject);
    http.listen(options.port, host, () => {
      const { port } = http.address() as AddressInfo;
      const shown = host.includes(":") ? `[${host}]` : host;
      resolve({
        url: `http://${shown}:${port}/mcp`,
        port,
        close: () =>
          new Promise<void>((done) => {
            http.closeAllConnections();
            http.close(() => done());
          }),
      });
    });
  });
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
const isLoopbackHost = (host: string) =>
  LOOPBACK_NAMES.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);

/** Origin and Host checks (DNS rebinding): undefined when the request may proceed. */
function requestGuard(options: HttpOptions, bindHost: string) {
  const origins = new Set((options.allowedOrigins ?? []).map((o) => o.replace(/\/+$/, "")));
  const hosts = options.allowedHosts
    ? new Set(options.allowedHosts.map((h) => h.toLowerCase()))
    : isLoopbackHost(bindHost)
      ? LOOPBACK_NAMES
      : undefined;
  return (req: IncomingMessage): string | undefined => {
    if (hosts) {
      const header = (req.headers.host ?? "").toLowerCase();
      const name = header.startsWith("[")
        ? header.slice(0, header.indexOf("]") + 1)
        : (header.split(":")[0] ?? "");
      if (!hosts.has(header) && !hosts.has(name)) {
        return `Host "${header}" is not allowed: add it to allowedHosts (ALLOWED_HOSTS).`;
      }
    }
    const origin = req.headers.origin;
    if (origin === undefined) return undefined;
    if (origins.has(origin)) return undefined;
    try {
      const url = new URL(origin);
      if ((url.protocol === "http:" || url.protocol === "https:") && isLoopbackHost(url.hostname))
        return undefined;
    } catch {
      // "null" and other opaque origins are refused below.
    }
    return `Origin "${origin}" is not allowed: add it to allowedOrigins (ALLOWED_ORIGINS).`;
  };
}

/** The caller's credentials: its own bearer key, or the shared one when configured. */
function credentialsOf(
  req: IncomingMessage,
  options: HttpOptions,
): { apiKey?: string; developerKey?: string } | { error: string } {
  const header = req.headers.authorization;
  if (header === undefined || header === "") {
    return options.sharedKey ? { apiKey: options.apiKey, developerKey: options.developerKey } : {};
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return { error: "Authorization must be 'Bearer <API key>'." };
  const key = match[1] as string;
  return /^ak_(test|live)_/.test(key) ? { developerKey: key } : { apiKey: key };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  options: HttpOptions,
  guard: (req: IncomingMessage) => string | undefined,
) {
  const refused = guard(req);
  if (refused) return json(res, 403, { error: refused });
  const path = (req.url ?? "/").split("?")[0];
  if (path === "/health" && req.method === "GET") return json(res, 200, { status: "ok" });
  if (path !== "/mcp") return json(res, 404, { error: "Not found: the MCP endpoint is /mcp." });
  if (req.method !== "POST") {
    // Stateless, and no server-initiated messages: no SSE stream to GET, no session to DELETE.
    res.setHeader("Allow", "POST");
    return json(res, 405, {
      error:
        "Method not allowed: this server sends no server-initiated messages and keeps no sessions; use POST /mcp (Streamable HTTP).",
    });
  }
  const credentials = credentialsOf(req, options);
  if ("error" in credentials) {
    res.setHeader("WWW-Authenticate", 'Bearer realm="intake-mcp"');
    return json(res, 401, { error: credentials.error });
  }
  const read = await readJson(req);
  if ("error" in read) return json(res, read.status, { error: read.error });
  const body = read.body;
  const server = createMcpServer({
    ...options,
    apiKey: credentials.apiKey,
    developerKey: credentials.developerKey,
    clientAddress: clientAddress(req, options),
  });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on("close", () => {
    transport.close().catch(() => {});
    server.close().catch(() => {});
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, body);
}

function clientAddress(req: IncomingMessage, options: HttpOptions): string | undefined {
  if (options.trustProxy) {
    const real = req.headers["x-real-ip"];
    if (typeof real === "string" && real.trim()) return real.trim();
    const forwarded = req.headers["x-forwarded-for"];
    const first = typeof forwarded === "string" ? forwarded.split(",")[0]?.trim() : undefined;
    if (first) return first;
  }
  return req.socket.remoteAddress ?? undefined;
}

async function readJson(
  req: IncomingMessage,
): Promise<{ body: unknown } | { status: number; error: string }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return { status: 413, error: "Request body over 1 MiB." };
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return { body: undefined };
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { status: 400, error: "The body is not JSON." };
  }
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}
