import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
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

/** Serves the app on a port (0: any free one) with the client-error answers above. */
export function listen(
  fetch: Fetch,
  options: { port: number; hostname?: string },
  onListening?: (port: number) => void,
): Server {
  const server = serve({ fetch, port: options.port, hostname: options.hostname }, (info) =>
    onListening?.(info.port),
  ) as Server;
  answerClientErrors(server);
  return server;
}

/**
 * Stops accepting connections, lets requests in flight finish (idle keep-alive connections are
 * closed at once), and after `timeoutMs` cuts whatever is still open. Resolves when the server
 * has closed.
 */
export function drain(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}
