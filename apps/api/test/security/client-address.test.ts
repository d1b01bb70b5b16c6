import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { loadConfig } from "@intake/core/kernel";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { listen } from "../../src/http/server";
import { createTestApp } from "../harness";

/**
 * The client address as proxy-addr computes it, proven with the sign-in code limit per client
 * address (SIGNIN_CODES_PER_CLIENT_PER_HOUR) on a real server whose socket peer is 127.0.0.1.
 */
async function withServer(
  env: Record<string, string>,
  run: (signin: (i: number, h: Record<string, string>) => Promise<number>) => Promise<void>,
) {
  const app = await createTestApp({ SIGNIN_CODES_PER_CLIENT_PER_HOUR: "20", ...env });
  const http = createApp(app.services, pino({ level: "silent" }));
  const server = await new Promise<Server>((resolve) => {
    const s = listen(http.fetch, { port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  try {
    await run(async (i, headers) => {
      const res = await fetch(`http://127.0.0.1:${port}/signin`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams({ email: `person-${i}@example.com` }).toString(),
      });
      await res.arrayBuffer();
      return res.status;
    });
  } finally {
    server.close();
    await app.close();
  }
}

describe("client address", () => {
  it("behind a trusted proxy a varying X-Real-IP does not dodge the sign-in code limit (issue 22)", async () => {
    await withServer({ TRUST_PROXY: "loopback" }, async (signin) => {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        statuses.push(
          await signin(i, {
            // The proxy appends the real client; X-Real-IP comes from the client.
            "x-forwarded-for": "203.0.113.7",
            "x-real-ip": `198.51.100.${i + 1}`,
          }),
        );
      }
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429]);
    });
  }, 60_000);

  it("X-Forwarded-For: the right-most address that is not a trusted proxy is the client", async () => {
    await withServer(
      { TRUST_PROXY: "loopback, 10.0.0.0/8", SIGNIN_CODES_PER_CLIENT_PER_HOUR: "1" },
      async (signin) => {
        expect(await signin(1, { "x-forwarded-for": "203.0.113.1" })).toBe(200);
        // Left of the client: written by the client, ignored. Right of it: trusted proxies.
        expect(await signin(2, { "x-forwarded-for": "1.1.1.1, 203.0.113.1, 10.1.2.3" })).toBe(429);
        expect(await signin(3, { "x-forwarded-for": "9.9.9.9, 203.0.113.2, 10.1.2.3" })).toBe(200);
      },
    );
  }, 60_000);

  it("CLIENT_ADDRESS_HEADER=x-real-ip: the named header is read (a proxy that sets it)", async () => {
    await withServer(
      {
        TRUST_PROXY: "loopback",
        CLIENT_ADDRESS_HEADER: "X-Real-IP",
        SIGNIN_CODES_PER_CLIENT_PER_HOUR: "1",
      },
      async (signin) => {
        expect(await signin(1, { "x-real-ip": "198.51.100.1" })).toBe(200);
        expect(await signin(2, { "x-real-ip": "198.51.100.2" })).toBe(200);
        expect(await signin(3, { "x-real-ip": "198.51.100.2" })).toBe(429);
      },
    );
  }, 60_000);

  it("an untrusted peer's headers are never read, whatever CLIENT_ADDRESS_HEADER says", async () => {
    await withServer(
      {
        TRUST_PROXY: "false",
        CLIENT_ADDRESS_HEADER: "x-real-ip",
        SIGNIN_CODES_PER_CLIENT_PER_HOUR: "1",
      },
      async (signin) => {
        expect(await signin(1, { "x-real-ip": "198.51.100.1" })).toBe(200);
        expect(await signin(2, { "x-real-ip": "198.51.100.2", "x-forwarded-for": "1.2.3.4" })).toBe(
          429,
        );
      },
    );
  }, 60_000);

  it("CLIENT_ADDRESS_HEADER must be a single-address header name", () => {
    const base = { NODE_ENV: "test", APP_SECRET: "x".repeat(32) };
    expect(loadConfig({ ...base, CLIENT_ADDRESS_HEADER: "X-Real-IP" }).CLIENT_ADDRESS_HEADER).toBe(
      "x-real-ip",
    );
    expect(loadConfig(base).CLIENT_ADDRESS_HEADER).toBeUndefined();
    expect(() => loadConfig({ ...base, CLIENT_ADDRESS_HEADER: "x-forwarded-for" })).toThrow(
      /X-Forwarded-For is always read/,
    );
    expect(() => loadConfig({ ...base, CLIENT_ADDRESS_HEADER: "bad header" })).toThrow(
      /header name/,
    );
  });
});
