import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { serve } from "@hono/node-server";

type Fetch = (request: Request) => Response | Promise<Response>;

/**
 * Requests Node refuses before any handler runs (a request line or headers over its ~16 KB limit,
 * a malformed request, a header timeout) get our JSON envelope instead of Node's bare status line.
 */
export function answerClientErrors(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, reason, code, message] = describe(error.code);
    const requestId = randomUUID();
    const body = JSON.stringify({ error: message, code, request_id: requestId });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        "Content-Type: application/json\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `x-request-id: ${requestId}\r\n` +
        "Connection: close\r\n\r\n" +
        body,
    );
  });
}

function describe(code: string | undefined): [number, string, string, string] {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return [
        431,
        "Request Header Fields Too Large",
        "request_header_too_large",
        "The request line and headers together exceed 16 KB. Send shorter headers (cookies, tokens) and a shorter URL; put data in the body.",
      ];
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return [
        408,
        "Request Timeout",
        "request_timeout",
        "The request did not arrive in time. Send it again.",
      ];
    default:
      return [
        400,
        "Bad Request",
        "malformed_request",
        "The request is not valid HTTP/1.1. Check the request line and headers.",
      ];
  }
}

/** How long a slow client may take (docs/deployment.md): Node's defaults are 60 s and 300 s. */
export interface HttpTimeouts {
  /** The request line and every header. */
  headersMs: number;
  /** The whole request, body included. */
  requestMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 60_000,
  keepAliveMs: 5_000,
};

/** Set while a server drains: its answers carry `Connection: close`. */
const draining = new WeakSet<Server>();
/** Each server's open connections (tracked per connection, not per request: it costs nothing per request). */
const openSockets = new WeakMap<Server, Set<Socket>>();

/**
 * Serves the app on a port (0: any free one) with the client-error answers above and deliberate
 * timeouts for slow clients (a head or a request that takes too long gets 408 and the connection
 * closes; Node checks them every second).
 */
export function listen(
  fetch: Fetch,
  options: { port: number; hostname?: string; timeouts?: Partial<HttpTimeouts> },
  onListening?: (port: number) => void,
): Server {
  const timeouts = { ...DEFAULT_HTTP_TIMEOUTS, ...options.timeouts };
  const server = serve(
    {
      fetch,
      port: options.port,
      hostname: options.hostname,
      serverOptions: {
        headersTimeout: timeouts.headersMs,
        requestTimeout: timeouts.requestMs,
        keepAliveTimeout: timeouts.keepAliveMs,
        connectionsCheckingInterval: 1_000,
      },
    },
    (info) => onListening?.(info.port),
  ) as Server;
  answerClientErrors(server);
  const sockets = new Set<Socket>();
  openSockets.set(server, sockets);
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  // Runs before the app's listener: once draining, no answer keeps its connection alive.
  server.prependListener("request", (_request: IncomingMessage, response: ServerResponse) => {
    if (draining.has(server)) response.shouldKeepAlive = false;
  });
  return server;
}

/**
 * Stops accepting connections and drains: idle keep-alive connections close at once; a request
 * in flight is answered with `Connection: close` (so is any request that still arrives on an
 * open connection), and its connection closes after the answer; after `timeoutMs` whatever is
 * still open is cut. Resolves when the server has closed.
 */
export function drain(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    draining.add(server);
    // A request in flight: its answer's head is not written yet, so it can still say close.
    for (const socket of openSockets.get(server) ?? []) {
      const response = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
      if (response && !response.headersSent) response.shouldKeepAlive = false;
    }
    const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}
