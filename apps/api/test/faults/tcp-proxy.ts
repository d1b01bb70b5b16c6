import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of PostgreSQL that a test can break the ways a network breaks:
 * `reset` (every open connection gets a TCP reset), `refuse` (nothing listens: connection
 * refused), `blackhole` (connections open but no byte passes either way: a partition) and
 * `heal` (back to passing bytes on the same port).
 */
export interface TcpProxy {
  port: number;
  /** Resets every connection open now; new ones pass. */
  reset(): void;
  /** Resets every connection and stops listening: new connections are refused. */
  refuse(): Promise<void>;
  /** Stops passing bytes on open connections and on new ones (they are accepted, then silent). */
  blackhole(): void;
  /** Listens again on the same port (after `refuse`) and passes bytes again (after `blackhole`). */
  heal(): Promise<void>;
  /** Connections accepted so far. */
  accepted(): number;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
  /** Bytes held back while blackholed (TCP retransmits them once the partition heals). */
  held: { to: Socket; chunk: Buffer }[];
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let mode: "pass" | "blackhole" = "pass";
  let accepted = 0;
  let server: Server;

  const onConnection = (client: Socket) => {
    accepted++;
    client.on("error", () => {});
    const upstream = connect(target.port, target.host);
    upstream.on("error", () => client.destroy());
    const pair: Pair = { client, upstream, held: [] };
    pairs.add(pair);
    const forget = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", forget);
    upstream.on("close", forget);
    client.on("data", (chunk) => {
      if (mode === "pass") upstream.write(chunk);
      else pair.held.push({ to: upstream, chunk });
    });
    upstream.on("data", (chunk) => {
      if (mode === "pass") client.write(chunk);
      else pair.held.push({ to: client, chunk });
    });
  };

  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const s = createServer(onConnection);
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => resolve(s));
    });

  server = await listen(0);
  const port = (server.address() as { port: number }).port;

  const resetAll = () => {
    for (const pair of pairs) {
      pair.client.resetAndDestroy();
      pair.upstream.destroy();
    }
    pairs.clear();
  };

  return {
    port,
    reset: resetAll,
    async refuse() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        resetAll();
      });
    },
    blackhole() {
      mode = "blackhole";
    },
    async heal() {
      mode = "pass";
      for (const pair of pairs) {
        for (const { to, chunk } of pair.held) if (!to.destroyed) to.write(chunk);
        pair.held = [];
      }
      if (!server.listening) server = await listen(port);
    },
    accepted: () => accepted,
    async close() {
      resetAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
