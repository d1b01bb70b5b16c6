import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { listen } from "../src/http/server";
import { COMPLETE, letter } from "./encounters/seed";
import { createTestApp, type TestApp } from "./harness";

/**
 * Over real HTTP (@hono/node-server), request bodies are read from the Node request itself, not
 * through a Fetch Request (issue 16, speed); the body limits are applied there too. The rest of
 * the suite calls `app.fetch` with Fetch Requests, so this file is what covers that path: every
 * answer must be the one `app.fetch` gives for the same bytes.
 */
let t: TestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  const app = createApp(t.services, pino({ level: "silent" }));
  server = await new Promise<Server>((resolve) => {
    const s = listen(app.fetch, { port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** POSTs `chunks`: with Content-Length when `chunked` is false, else chunk by chunk. */
function post(
  path: string,
  chunks: (string | Buffer)[],
  options: { chunked?: boolean; contentType?: string } = {},
) {
  const buffers = chunks.map((c) => (typeof c === "string" ? Buffer.from(c) : c));
  const length = buffers.reduce((n, b) => n + b.length, 0);
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: {
          "content-type": options.contentType ?? "application/json",
          ...(options.chunked ? { "transfer-encoding": "chunked" } : { "content-length": length }),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on("error", reject);
    (async () => {
      for (const b of buffers) {
        req.write(b);
        // Separate packets, so the server sees the body in pieces.
        if (options.chunked) await new Promise((r) => setTimeout(r, 5));
      }
      req.end();
    })();
  });
}

const storedQuery = async (encounterId: string) =>
  (
    await t.db
      .selectFrom("turns")
      .select("query_text")
      .where("encounter_id", "=", encounterId)
      .executeTakeFirstOrThrow()
  ).query_text;

describe("request bodies over real HTTP", () => {
  it("a JSON body with Content-Length: the letter arrives intact", async () => {
    const text = `${letter(COMPLETE)} Café, naïve, 日本.`;
    const res = await post("/api/v1/agent/query", [JSON.stringify({ query: text })]);
    expect(res.status).toBe(200);
    expect(await storedQuery(res.body.encounter_id)).toBe(text);
  });

  it("a chunked body, a multi-byte character split across chunks: decoded as one text", async () => {
    const text = `${letter(COMPLETE)} Café.`;
    const bytes = Buffer.from(JSON.stringify({ query: text }));
    const cut = bytes.indexOf(Buffer.from("é")) + 1; // inside the two bytes of é
    const res = await post("/api/v1/agent/query", [bytes.subarray(0, cut), bytes.subarray(cut)], {
      chunked: true,
    });
    expect(res.status).toBe(200);
    expect(await storedQuery(res.body.encounter_id)).toBe(text);
  });

  it("a leading byte-order mark is dropped, as Request.text() drops it", async () => {
    const body = `\uFEFF${JSON.stringify({ query: letter(COMPLETE) })}`;
    const overHttp = await post("/api/v1/agent/query", [body]);
    const inProcess = await t.request("POST", "/api/v1/agent/query", {
      rawBody: body,
      headers: { "content-type": "application/json" },
    });
    expect(overHttp.status).toBe(200);
    expect(inProcess.status).toBe(200);
  });

  it("malformed JSON, a non-JSON type and an empty body answer as in process", async () => {
    for (const [chunks, contentType] of [
      [['{"query": '], "application/json"],
      [[JSON.stringify({ query: letter(COMPLETE) })], "text/plain"],
      [[], "application/json"],
    ] as [string[], string][]) {
      const overHttp = await post("/api/v1/agent/query", chunks, { contentType });
      const inProcess = await t.request("POST", "/api/v1/agent/query", {
        rawBody: chunks.join(""),
        headers: { "content-type": contentType },
      });
      expect(overHttp.status).toBe(inProcess.status);
      expect(overHttp.body.code).toBe(inProcess.body.code);
      expect(overHttp.status).toBeGreaterThanOrEqual(400);
    }
  });

  it("over the limit: 413 payload_too_large, declared or chunked", async () => {
    const big = JSON.stringify({ label: "a".repeat(300 * 1024) });
    const declared = await post("/api/v1/users/me/api-keys", [big]);
    expect(declared.status).toBe(413);
    expect(declared.body.code).toBe("payload_too_large");
    const pieces = [big.slice(0, 100_000), big.slice(100_000, 200_000), big.slice(200_000)];
    const chunked = await post("/api/v1/users/me/api-keys", pieces, { chunked: true });
    expect(chunked.status).toBe(413);
    expect(chunked.body.code).toBe("payload_too_large");
    // Under the limit, chunked: read, then judged by the endpoint (no credential: 401).
    const small = await post("/api/v1/users/me/api-keys", ['{"label":', '"x"}'], { chunked: true });
    expect(small.status).toBe(401);
  });
});
