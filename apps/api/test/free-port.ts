import { type AddressInfo, createServer } from "node:net";

/**
 * A loopback port nobody listens on right now, for an address that must be known before its
 * server starts (a callback URL, an endpoint URL, a fixed PORT for a child process).
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
