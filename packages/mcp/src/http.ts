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
  const http = createServer((req, res) => {
    handle(req, res, options).catch(() => {
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

async function handle(req: IncomingMessage, res: ServerResponse, options: HttpOptions) {
  const path = (req.url ?? "/").split("?")[0];
  if (path === "/health" && req.method === "GET") return json(res, 200, { status: "ok" });
  if (path !== "/mcp") return json(res, 404, { error: "Not found: the MCP endpoint is /mcp." });
  if (req.method !== "POST" && req.method !== "GET" && req.method !== "DELETE") {
    res.setHeader("Allow", "GET, POST, DELETE");
    return json(res, 405, { error: "Use POST /mcp (Streamable HTTP)." });
  }
  let body: unknown;
  if (req.method === "POST") {
    const read = await readJson(req);
    if ("error" in read) return json(res, read.status, { error: read.error });
    body = read.body;
  }
  const server = createMcpServer({ ...options, clientAddress: clientAddress(req, options) });
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
