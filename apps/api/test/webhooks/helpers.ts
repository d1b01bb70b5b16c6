import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { newId, randomHex, sha256Hex } from "@intake/core/kernel";
import type { TestApp } from "../harness";

/** Inserts a developer key (the key API belongs to another issue) and returns the raw key. */
export async function createDeveloperKey(
  t: TestApp,
  userId: string,
  environment: "test" | "live",
): Promise<string> {
  const key = `ak_${environment}_${randomHex(24)}`;
  await t.db
    .insertInto("developer_keys")
    .values({
      id: newId(),
      user_id: userId,
      key_hash: sha256Hex(key),
      prefix: key.slice(0, 16),
      environment,
      created_at: t.clock.now(),
      revoked_at: null,
    })
    .execute();
  return key;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Behaviour =
  | {
      kind: "status";
      status: number;
      delayMs?: number;
      /** The answer body (default "ok") and its Content-Type (default none). */
      body?: string | Buffer;
      contentType?: string;
    }
  | { kind: "hang" }
  | { kind: "reset" };

/**
 * A real local HTTP receiver on 127.0.0.1, port 0. Its behaviour can change between requests;
 * every request is recorded (a reset or hanging request is recorded when its body arrived).
 */
export async function startReceiver(initial: Behaviour = { kind: "status", status: 204 }) {
  const received: ReceivedRequest[] = [];
  let behaviour = initial;
  const sockets = new Set<Socket>();
  const waiters: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      for (const w of waiters.splice(0)) w();
      const b = behaviour;
      if (b.kind === "hang") return;
      if (b.kind === "reset") {
        req.socket.resetAndDestroy();
        return;
      }
      const headers: Record<string, string> = { location: "https://example.com/" };
      if (b.contentType) headers["content-type"] = b.contentType;
      setTimeout(() => res.writeHead(b.status, headers).end(b.body ?? "ok"), b.delayMs ?? 0);
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    set(next: Behaviour) {
      behaviour = next;
    },
    /** Resolves when the next request has arrived. */
    nextRequest: () => new Promise<void>((r) => waiters.push(r)),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
