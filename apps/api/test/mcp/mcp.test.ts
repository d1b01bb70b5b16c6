import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { resolve } from "node:path";
import { MCP_VERSION, type RunningHttpServer, startHttpServer } from "@intake/mcp";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { serveOverHttp } from "../browser";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";
import { subscribedAccount } from "../payments/subscribe";
import { createDeveloper, patientFields } from "../prescribing/helpers";
import { createClinician, seedClinicianMessage } from "../review/helpers";

const root = resolve(import.meta.dirname, "../../../..");
const cli = resolve(root, "packages/mcp/src/cli.ts");
const letters = JSON.parse(
  readFileSync(resolve(root, "packages/evaluator/test/fixtures/letters.json"), "utf8"),
) as { id: string; letter: string }[];
const letter = (id: string) => letters.find((l) => l.id === id)?.letter as string;
const COMPLETE = letter("dev-001-hay-fever-complete");
const NO_ALLERGIES = letter("dev-013-eczema-no-allergies-section");

const PUBLIC_TOOLS = ["search_knowledge_base", "submit_encounter", "list_conditions"];
const ACCOUNT_TOOLS = [
  "get_encounter",
  "list_encounters",
  "read_chat",
  "post_chat_message",
  "mark_chat_read",
  "list_patients",
  "create_patient",
  "get_subscription",
];
const DEVELOPER_TOOLS = [
  "prescribing_query",
  "list_prescribing_encounters",
  "get_prescribing_details",
  "sandbox_advance",
];

let t: TestApp;
/** Requests the MCP server made to the API: the headers that reached the app. */
const seen: Request[] = [];
const recordingFetch = (request: Request) => {
  seen.push(request.clone());
  return t.fetch(request);
};
beforeAll(async () => {
  t = await createTestApp({}, { seedKnowledgeBase: true });
});
afterAll(() => t.close());

const call = (client: Client, name: string, args: Record<string, unknown> = {}) =>
  client.callTool({ name, arguments: args }) as Promise<CallToolResult>;
/** The short text an agent acts on (the first content item; the second is the JSON). */
const summaryOf = (result: CallToolResult) => (result.content[0] as { text: string }).text;
const textOf = (result: CallToolResult) =>
  result.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");

async function connectHttp(url: string, headers: Record<string, string> = {}) {
  const client = new Client({ name: "test-client", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }),
  );
  return client;
}

describe("MCP over Streamable HTTP (the MCP SDK's Client) against the real app", () => {
  let server: RunningHttpServer;
  let client: Client;
  beforeAll(async () => {
    server = await startHttpServer({ apiBaseUrl: TEST_BASE_URL, port: 0, fetch: recordingFetch });
    client = await connectHttp(server.url);
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });

  it("offers the public server's three tools, with its names, descriptions and input schemas", async () => {
    const info = client.getServerVersion();
    expect(info).toMatchObject({ name: "intake", version: MCP_VERSION });
    const pkg = JSON.parse(readFileSync(resolve(root, "packages/mcp/package.json"), "utf8"));
    expect(MCP_VERSION).toBe(pkg.version);
    expect(client.getInstructions()).toContain(`${TEST_BASE_URL}/SKILL.md`);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(PUBLIC_TOOLS);
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));

    expect(byName.search_knowledge_base?.description).toBe(
      "Search the service's medical knowledge base for clinical literature, treatment guidelines, and reference material to help the user describe their medical issue",
    );
    expect(byName.search_knowledge_base?.inputSchema).toMatchObject({
      type: "object",
      properties: {
        query: { type: "string", description: "Search query (clinical topic or question)" },
        limit: { type: "integer", minimum: 1, maximum: 10, default: 5 },
      },
      required: ["query"],
    });
    expect(byName.submit_encounter?.inputSchema).toMatchObject({
      properties: {
        query: {
          type: "string",
          description: "Clinical letter in Markdown format (500-10,000 characters)",
        },
        session_token: { type: "string" },
        images: {
          type: "array",
          items: {
            type: "object",
            properties: {
              url: { type: "string" },
              base64: { type: "string" },
              name: { type: "string" },
            },
          },
        },
      },
      required: ["query"],
    });
    expect(byName.list_conditions?.inputSchema).toMatchObject({
      properties: { category: { type: "string" } },
    });
    expect(byName.list_conditions?.inputSchema.required ?? []).toEqual([]);
    expect(byName.submit_encounter?.annotations).toMatchObject({
      readOnlyHint: false,
      idempotentHint: false,
    });
  });

  it("search_knowledge_base: structured results, a short text, and the user's address forwarded", async () => {
    seen.length = 0;
    const result = await call(client, "search_knowledge_base", { query: "hay fever", limit: 2 });
    expect(result.isError).toBeFalsy();
    const structured = result.structuredContent as { results: { title: string }[]; query: string };
    expect(structured.query).toBe("hay fever");
    expect(structured.results).toHaveLength(2);
    expect(textOf(result)).toMatch(/^2 result\(s\) for "hay fever": /);
    expect(JSON.parse((result.content[1] as { text: string }).text)).toEqual(structured);

    const request = seen.at(-1) as Request;
    expect(new URL(request.url).pathname).toBe("/api/v1/knowledge/search");
    expect(new URL(request.url).searchParams.get("limit")).toBe("2");
    expect(request.headers.get("authorization")).toBeNull();
    expect(request.headers.get("x-real-ip")).toBe("127.0.0.1");
    expect(request.headers.get("user-agent")).toMatch(/^intake-mcp\/\S+ intake-sdk\//);
  });

  it("list_conditions filters categories by a case-insensitive substring", async () => {
    const result = await call(client, "list_conditions", { category: "respiratory" });
    const { categories } = result.structuredContent as { categories: { name: string }[] };
    expect(categories.map((c) => c.name)).toEqual(["RESPIRATORY"]);
    expect(textOf(result)).toMatch(/^1 category, \d+ conditions: RESPIRATORY\./);
    const all = await call(client, "list_conditions");
    expect((all.structuredContent as { categories: unknown[] }).categories).toHaveLength(15);
  });

  it("submit_encounter: an incomplete letter, fixed with session_token, gets the checkout link", async () => {
    seen.length = 0;
    const first = await call(client, "submit_encounter", { query: NO_ALLERGIES, images: [] });
    const draft = first.structuredContent as { missing_items: string[]; session_token: string };
    expect(draft.missing_items).toEqual(["Allergies"]);
    expect(textOf(first)).toContain(
      `Incomplete: missing Allergies. Ask the user about these, update the letter and call submit_encounter again with session_token "${draft.session_token}"`,
    );
    const sent = JSON.parse(await (seen.at(-1) as Request).text());
    expect(sent).toEqual({ query: NO_ALLERGIES }); // the empty images list is dropped
    expect((seen.at(-1) as Request).headers.get("authorization")).toBeNull();

    const fixed = NO_ALLERGIES.replace("# Family History", "# Allergies\nNKDA\n\n# Family History");
    expect(fixed).not.toBe(NO_ALLERGIES);
    const second = await call(client, "submit_encounter", {
      query: fixed,
      session_token: draft.session_token,
    });
    const ready = second.structuredContent as {
      final_decision_ready: boolean;
      checkout_url: string;
    };
    expect(ready.final_decision_ready).toBe(true);
    expect(textOf(second)).toContain(
      `Show the user checkout_url to verify identity and pay: ${ready.checkout_url}`,
    );
  });

  it("an API error is a tool error with the API's status and message", async () => {
    const result = await call(client, "submit_encounter", { query: "# Chief Complaint\nCough" });
    expect(result.isError).toBe(true);
    const text = textOf(result);
    expect(text).toMatch(/^API error \(400\): \{/);
    const body = JSON.parse(text.slice("API error (400): ".length));
    expect(body.code).toBe("letter_too_short");
    expect(body.error).toMatch(/at least 500 characters/);
  });

  it("behind a proxy it trusts, forwards the end user's X-Real-IP", async () => {
    const trusted = await startHttpServer({
      apiBaseUrl: TEST_BASE_URL,
      port: 0,
      fetch: recordingFetch,
      trustProxy: true,
    });
    const viaProxy = await connectHttp(trusted.url, { "X-Real-IP": "203.0.113.7" });
    try {
      seen.length = 0;
      await call(viaProxy, "list_conditions");
      expect(seen.at(-1)?.headers.get("x-real-ip")).toBe("203.0.113.7");
    } finally {
      await viaProxy.close();
      await trusted.close();
    }
    // Without trust, the same header is ignored: the socket's address is forwarded.
    const direct = await connectHttp(server.url, { "X-Real-IP": "203.0.113.7" });
    seen.length = 0;
    await call(direct, "list_conditions");
    expect(seen.at(-1)?.headers.get("x-real-ip")).toBe("127.0.0.1");
    await direct.close();
  });

  it("answers /health, 404 elsewhere, and 405 to GET (no server-initiated stream), DELETE and PUT", async () => {
    const base = server.url.replace(/\/mcp$/, "");
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: "ok" });
    expect((await fetch(`${base}/other`)).status).toBe(404);
    for (const method of ["GET", "DELETE", "PUT"]) {
      const answer = await fetch(server.url, {
        method,
        headers: { Accept: "text/event-stream" },
      });
      expect(answer.status).toBe(405);
      expect(answer.headers.get("allow")).toBe("POST");
      expect(answer.headers.get("content-type")).toBe("application/json");
      expect((await answer.json()).error).toMatch(/no server-initiated messages/);
    }
  });
});

/** A raw JSON-RPC POST to /mcp (what a browser page could send). */
const rawCall = (url: string, headers: Record<string, string>, name: string) =>
  fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      "MCP-Protocol-Version": "2025-11-25",
      ...headers,
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name, arguments: {} },
    }),
  });

describe("MCP over HTTP: Origin and Host checks, per-caller keys, output schemas", () => {
  it("refuses a foreign Origin with 403 before any API call, even with a shared key", async () => {
    const owner = await t.createAccount();
    const server = await startHttpServer({
      apiBaseUrl: TEST_BASE_URL,
      port: 0,
      fetch: recordingFetch,
      apiKey: owner.apiKey,
      sharedKey: true,
      allowedOrigins: ["https://agent.example.com"],
    });
    try {
      seen.length = 0;
      const evil = await rawCall(server.url, { Origin: "http://evil.example" }, "list_patients");
      expect(evil.status).toBe(403);
      expect((await evil.json()).error).toBe(
        'Origin "http://evil.example" is not allowed: add it to allowedOrigins (ALLOWED_ORIGINS).',
      );
      expect((await rawCall(server.url, { Origin: "null" }, "list_patients")).status).toBe(403);
      expect(seen).toHaveLength(0);
      // The official client is refused the same way.
      await expect(connectHttp(server.url, { Origin: "http://evil.example" })).rejects.toThrow(
        /Origin \\"http:\/\/evil\.example\\" is not allowed/,
      );
      // A DNS-rebinding page reaches the server under a foreign Host name.
      // (fetch will not send another Host: node:http does.)
      const rebound = await new Promise<{ status: number; body: string }>((done, fail) => {
        const req = httpRequest(
          server.url,
          {
            method: "POST",
            headers: {
              Host: "evil.example:80",
              "Content-Type": "application/json",
              Accept: "application/json, text/event-stream",
            },
          },
          (res) => {
            let body = "";
            res.on("data", (chunk: Buffer) => {
              body += chunk.toString();
            });
            res.on("end", () => done({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on("error", fail);
        req.end(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }));
      });
      expect(rebound.status).toBe(403);
      expect(JSON.parse(rebound.body).error).toBe(
        'Host "evil.example:80" is not allowed: add it to allowedHosts (ALLOWED_HOSTS).',
      );
      expect(seen).toHaveLength(0);

      // Allowed: no Origin (not a browser), a loopback origin, a configured origin.
      for (const origin of [undefined, "http://localhost:5173", "https://agent.example.com"]) {
        const client = await connectHttp(server.url, origin ? { Origin: origin } : {});
        const result = await call(client, "list_patients");
        expect(result.structuredContent).toEqual({ patients: [] });
        await client.close();
      }
    } finally {
      await server.close();
    }
  });

  it("listens on 127.0.0.1 by default", async () => {
    const server = await startHttpServer({ apiBaseUrl: TEST_BASE_URL, port: 0 });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    } finally {
      await server.close();
    }
  });

  it("each caller's own Authorization key is used for its session; a configured key needs sharedKey", async () => {
    await expect(
      startHttpServer({ apiBaseUrl: TEST_BASE_URL, port: 0, apiKey: "ak_x" }),
    ).rejects.toThrow(/sharedKey/);
    const alice = await t.createAccount();
    const bob = await t.createAccount();
    const server = await startHttpServer({
      apiBaseUrl: TEST_BASE_URL,
      port: 0,
      fetch: recordingFetch,
    });
    const asAlice = await connectHttp(server.url, { Authorization: `Bearer ${alice.apiKey}` });
    const asBob = await connectHttp(server.url, { Authorization: `Bearer ${bob.apiKey}` });
    const anonymous = await connectHttp(server.url);
    try {
      const created = await call(asAlice, "create_patient", {
        relationship: "spouse",
        firstName: "Ana",
        lastName: "Lopez",
        dateOfBirth: "1990-02-03",
        sex: "female",
        stateOfResidence: "CA",
        zipCode: "94110",
        phoneNumber: "4155550199",
      });
      expect(created.isError).toBeFalsy();
      expect(seen.at(-1)?.headers.get("authorization")).toBe(`Bearer ${alice.apiKey}`);
      const mine = await call(asAlice, "list_patients");
      expect(
        (mine.structuredContent as { patients: { firstName: string }[] }).patients.map(
          (p) => p.firstName,
        ),
      ).toEqual(["Ana"]);
      const theirs = await call(asBob, "list_patients");
      expect(theirs.structuredContent).toEqual({ patients: [] });
      expect(seen.at(-1)?.headers.get("authorization")).toBe(`Bearer ${bob.apiKey}`);
      // Without a key: the public tools only, and no Authorization reaches the API.
      expect((await anonymous.listTools()).tools.map((tool) => tool.name)).toEqual(PUBLIC_TOOLS);
      await call(anonymous, "list_conditions");
      expect(seen.at(-1)?.headers.get("authorization")).toBeNull();
      // A wrong key is the API's 401, as a tool error.
      const wrong = await connectHttp(server.url, { Authorization: `Bearer ak_${"0".repeat(64)}` });
      const denied = await call(wrong, "list_patients");
      expect(denied.isError).toBe(true);
      expect(summaryOf(denied)).toMatch(/^API error \(401\): /);
      await wrong.close();
      // Not a bearer credential: 401 from the MCP server itself.
      const basic = await rawCall(server.url, { Authorization: "Basic abc" }, "list_patients");
      expect(basic.status).toBe(401);
      expect(basic.headers.get("www-authenticate")).toBe('Bearer realm="intake-mcp"');
    } finally {
      await asAlice.close();
      await asBob.close();
      await anonymous.close();
      await server.close();
    }
    // A single-user deployment: the shared key serves callers that send none.
    const shared = await startHttpServer({
      apiBaseUrl: TEST_BASE_URL,
      port: 0,
      fetch: recordingFetch,
      apiKey: alice.apiKey,
      sharedKey: true,
    });
    const client = await connectHttp(shared.url);
    try {
      const result = await call(client, "list_patients");
      expect((result.structuredContent as { patients: unknown[] }).patients).toHaveLength(1);
    } finally {
      await client.close();
      await shared.close();
    }
  });

  it("every tool declares an object outputSchema, and its structuredContent matches it", async () => {
    const s = await subscribedAccount(t);
    const dev = await createDeveloper(t);
    const server = await startHttpServer({
      apiBaseUrl: TEST_BASE_URL,
      port: 0,
      fetch: recordingFetch,
    });
    const account = await connectHttp(server.url, { Authorization: `Bearer ${s.apiKey}` });
    const developer = await connectHttp(server.url, { Authorization: `Bearer ${dev.testKey}` });
    try {
      const accountTools = (await account.listTools()).tools;
      const developerTools = (await developer.listTools()).tools;
      const all = new Map([...accountTools, ...developerTools].map((tool) => [tool.name, tool]));
      expect([...all.keys()].sort()).toEqual(
        [...PUBLIC_TOOLS, ...ACCOUNT_TOOLS, ...DEVELOPER_TOOLS].sort(),
      );
      for (const tool of all.values()) {
        expect(tool.outputSchema?.type, tool.name).toBe("object");
        expect(Object.keys(tool.outputSchema?.properties ?? {}).length, tool.name).toBeGreaterThan(
          0,
        );
      }
      const check = (name: string, result: CallToolResult) => {
        expect(result.isError, `${name}: ${textOf(result)}`).toBeFalsy();
        const schema = z.fromJSONSchema(all.get(name)?.outputSchema as never);
        const parsed = schema.safeParse(result.structuredContent);
        expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
      };
      const patient = await call(account, "create_patient", {
        relationship: "child",
        firstName: "Sam",
        lastName: "Rivera",
        dateOfBirth: "2016-09-01",
        sex: "male",
        stateOfResidence: "CA",
        zipCode: "94110",
        phoneNumber: "4155550123",
      });
      check("create_patient", patient);
      const calls: [Client, string, Record<string, unknown>][] = [
        [account, "search_knowledge_base", { query: "hay fever", limit: 1 }],
        [account, "list_conditions", {}],
        [account, "submit_encounter", { query: NO_ALLERGIES }],
        [account, "get_encounter", { encounter_id: s.encounterId }],
        [account, "list_encounters", { limit: 2 }],
        [account, "read_chat", { encounter_id: s.encounterId }],
        [account, "post_chat_message", { encounter_id: s.encounterId, message: "Hello." }],
        [account, "list_patients", {}],
        [account, "get_subscription", {}],
      ];
      for (const [client, name, args] of calls) check(name, await call(client, name, args));
      const clinician = await createClinician(t);
      const question = await seedClinicianMessage(t, s.encounterId, clinician.id, "Fever?");
      check(
        "mark_chat_read",
        await call(account, "mark_chat_read", {
          encounter_id: s.encounterId,
          event_ids: [question],
        }),
      );
      const created = await call(developer, "prescribing_query", {
        query: COMPLETE,
        ...patientFields,
        external_id: "schema-1",
        data_visibility: "full",
        sandbox_progression: "manual",
      });
      check("prescribing_query", created);
      const id = (created.structuredContent as { encounter_id: string }).encounter_id;
      check(
        "sandbox_advance",
        await call(developer, "sandbox_advance", { encounter_id: id, event: "consent_accepted" }),
      );
      check(
        "list_prescribing_encounters",
        await call(developer, "list_prescribing_encounters", {}),
      );
      check(
        "get_prescribing_details",
        await call(developer, "get_prescribing_details", { encounter_id: id }),
      );
    } finally {
      await account.close();
      await developer.close();
      await server.close();
    }
  });
});

describe("the intake-mcp command (stdio and --http) with an API key, against the app over HTTP", () => {
  let http: { url: string; close: () => Promise<void> };
  let account: Awaited<ReturnType<TestApp["createAccount"]>>;
  let env: Record<string, string>;
  beforeAll(async () => {
    http = await serveOverHttp(t);
    account = await t.createAccount();
    env = {
      PATH: process.env.PATH ?? "",
      API_BASE_URL: http.url,
      API_KEY: account.apiKey,
      // Run from source: the SDK import resolves to its TypeScript, no build needed.
      TSX_TSCONFIG_PATH: resolve(root, "packages/mcp/tsconfig.json"),
    };
  });
  afterAll(() => http?.close());

  it("stdio: the account tools manage patients and read the encounters the agent created", async () => {
    const client = new Client({ name: "stdio-test", version: "1.0.0" });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ["--import", "tsx", cli],
        cwd: root,
        env,
        stderr: "pipe",
      }),
    );
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual([...PUBLIC_TOOLS, ...ACCOUNT_TOOLS]);

      const empty = await call(client, "list_patients");
      expect(empty.structuredContent).toEqual({ patients: [] });
      expect(textOf(empty)).toContain("add one with create_patient");
      const created = await call(client, "create_patient", {
        relationship: "child",
        firstName: "Sam",
        lastName: "Rivera",
        dateOfBirth: "2016-09-01",
        sex: "male",
        stateOfResidence: "CA",
        zipCode: "94110",
        phoneNumber: "4155550123",
      });
      const patient = created.structuredContent as { id: string; phoneNumber: string };
      expect(patient.phoneNumber).toBe("+14155550123");
      expect(textOf(created)).toContain(`Added Sam Rivera (child) as patient ${patient.id}.`);
      const listed = await call(client, "list_patients");
      expect(
        (listed.structuredContent as { patients: { id: string }[] }).patients.map((p) => p.id),
      ).toEqual([patient.id]);
      const invalid = await call(client, "create_patient", {
        relationship: "child",
        firstName: "Sam",
        lastName: "Rivera",
        dateOfBirth: "2016-09-01",
        sex: "male",
        stateOfResidence: "ZZ",
        zipCode: "94110",
        phoneNumber: "4155550123",
      });
      expect(invalid.isError).toBe(true);
      expect(textOf(invalid)).toMatch(/^API error \(400\): .*stateOfResidence/);

      // With API_KEY, submit_encounter claims the encounter for the account.
      const submitted = await call(client, "submit_encounter", { query: COMPLETE });
      const encounterId = (submitted.structuredContent as { encounter_id: string }).encounter_id;
      const page = await call(client, "list_encounters", { limit: 5 });
      expect(page.structuredContent).toMatchObject({
        encounters: [{ id: encounterId, state: "readyForCheckout" }],
        next_cursor: null,
      });
      const one = await call(client, "get_encounter", { encounter_id: encounterId });
      expect(textOf(one)).toMatch(
        new RegExp(`^Encounter ${encounterId} is readyForCheckout after 1 submission\\(s\\)`),
      );
      const missing = await call(client, "get_encounter", {
        encounter_id: "00000000-0000-4000-8000-000000000000",
      });
      expect(missing.isError).toBe(true);
      expect(textOf(missing)).toMatch(/^API error \(404\): \{"error":".*","code":"not_found"\}$/);
    } finally {
      await client.close();
    }
  }, 60_000);

  it("--http 0: listens on a free port, prints its address, and serves the same tools", async () => {
    // Over HTTP the key is each caller's own: API_KEY would be shared, so it is refused...
    const { API_KEY: _shared, ...perCaller } = env;
    const refused = spawn(process.execPath, ["--import", "tsx", cli, "--http", "0"], {
      cwd: root,
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let refusal = "";
    refused.stderr.on("data", (chunk: Buffer) => {
      refusal += chunk.toString();
    });
    expect(await new Promise((done) => refused.once("exit", done))).toBe(2);
    expect(refusal).toContain("--shared-key");
    // ...and each caller sends its own.
    const child = spawn(process.execPath, ["--import", "tsx", cli, "--http", "0"], {
      cwd: root,
      env: perCaller,
      stdio: ["ignore", "ignore", "pipe"],
    });
    try {
      const url = await new Promise<string>((done, fail) => {
        let err = "";
        child.stderr.on("data", (chunk: Buffer) => {
          err += chunk.toString();
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(err);
          if (match) done(match[1] as string);
        });
        child.once("exit", (code) => fail(new Error(`exited ${code}: ${err}`)));
      });
      const anonymous = await connectHttp(url);
      expect((await anonymous.listTools()).tools.map((tool) => tool.name)).toEqual(PUBLIC_TOOLS);
      await anonymous.close();
      const client = await connectHttp(url, { Authorization: `Bearer ${account.apiKey}` });
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual([...PUBLIC_TOOLS, ...ACCOUNT_TOOLS]);
      const patients = await call(client, "list_patients");
      expect(patients.isError).toBeFalsy();
      await client.close();
    } finally {
      child.kill("SIGTERM");
    }
  }, 60_000);
});

describe("chat, subscription and prescribing tools over HTTP against the real app", () => {
  it("with an API key after checkout: read_chat with since, post_chat_message, mark_chat_read, get_subscription", async () => {
    const s = await subscribedAccount(t);
    const clinician = await createClinician(t);
    const server = await startHttpServer({
      apiBaseUrl: TEST_BASE_URL,
      port: 0,
      fetch: recordingFetch,
    });
    const client = await connectHttp(server.url, { Authorization: `Bearer ${s.apiKey}` });
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual([...PUBLIC_TOOLS, ...ACCOUNT_TOOLS]);

      const empty = await call(client, "read_chat", { encounter_id: s.encounterId });
      expect(empty.structuredContent).toMatchObject({ state: "submitted", events: [] });
      expect(summaryOf(empty)).toMatch(/^No new messages \(encounter submitted\)/);

      t.clock.advance(1000);
      const question = await seedClinicianMessage(t, s.encounterId, clinician.id, "Any fever?");
      const read = await call(client, "read_chat", { encounter_id: s.encounterId });
      const events = (
        read.structuredContent as { events: { eventId: string; createdAt: string }[] }
      ).events;
      expect(events.map((e) => e.eventId)).toEqual([question]);
      expect(summaryOf(read)).toContain(`1 from the physician: "Any fever?" (${question})`);
      expect(summaryOf(read)).toContain(`since="${events[0]?.createdAt}"`);

      t.clock.advance(1000);
      const posted = await call(client, "post_chat_message", {
        encounter_id: s.encounterId,
        message: "No fever.",
      });
      expect(posted.structuredContent).toMatchObject({ message: "No fever.", source: "api" });
      const since = await call(client, "read_chat", {
        encounter_id: s.encounterId,
        since: events[0]?.createdAt,
      });
      expect(
        (since.structuredContent as { events: { message: string }[] }).events.map((e) => e.message),
      ).toEqual(["No fever."]);

      const marked = await call(client, "mark_chat_read", {
        encounter_id: s.encounterId,
        event_ids: [question],
      });
      expect(marked.structuredContent).toMatchObject({ readEventIds: [question] });
      expect(summaryOf(marked)).toBe("1 physician message(s) marked read.");

      const sub = await call(client, "get_subscription");
      expect(sub.structuredContent).toMatchObject({ userId: s.id, status: "active", plan: "base" });
      expect(summaryOf(sub)).toMatch(/^Subscription base, active: /);

      const closed = await call(client, "read_chat", {
        encounter_id: "00000000-0000-4000-8000-000000000000",
      });
      expect(closed.isError).toBe(true);
      expect(summaryOf(closed)).toMatch(/^API error \(404\): /);
    } finally {
      await client.close();
      await server.close();
    }
  });

  it("without a subscription, get_subscription is a tool error with the API's code", async () => {
    const account = await t.createAccount();
    const server = await startHttpServer({
      apiBaseUrl: TEST_BASE_URL,
      port: 0,
      fetch: recordingFetch,
    });
    const client = await connectHttp(server.url, { Authorization: `Bearer ${account.apiKey}` });
    try {
      const result = await call(client, "get_subscription");
      expect(result.isError).toBe(true);
      expect(summaryOf(result)).toMatch(/^API error \(404\): .*"code":"subscription_not_found"/);
    } finally {
      await client.close();
      await server.close();
    }
  });

  it("with a developer key: prescribing_query, sandbox_advance, list_prescribing_encounters, get_prescribing_details", async () => {
    const dev = await createDeveloper(t);
    const server = await startHttpServer({
      apiBaseUrl: TEST_BASE_URL,
      port: 0,
      fetch: recordingFetch,
    });
    const client = await connectHttp(server.url, { Authorization: `Bearer ${dev.testKey}` });
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual([...PUBLIC_TOOLS, ...DEVELOPER_TOOLS]);

      const created = await call(client, "prescribing_query", {
        query: COMPLETE,
        ...patientFields,
        external_id: "mcp-1",
        data_visibility: "full",
        sandbox_progression: "manual",
      });
      const request = created.structuredContent as {
        encounter_id: string;
        consent_url: string;
        sandbox: boolean;
      };
      expect(request.sandbox).toBe(true);
      expect(summaryOf(created)).toBe(
        `Request ${request.encounter_id} is ready (awaiting_consent, sandbox). The patient consents at ${request.consent_url}.`,
      );
      const id = request.encounter_id;

      const consent = await call(client, "sandbox_advance", {
        encounter_id: id,
        event: "consent_accepted",
      });
      expect(consent.structuredContent).toMatchObject({ status: "pending_identity" });
      await call(client, "sandbox_advance", { encounter_id: id, event: "identity_verified" });
      const done = await call(client, "sandbox_advance", {
        encounter_id: id,
        event: "complete",
        rx_count: 2,
      });
      expect(done.structuredContent).toMatchObject({ status: "completed", rxCount: 2 });
      expect(summaryOf(done)).toMatch(
        /^Applied complete: request is completed, webhook encounter.completed queued\. Next events: /,
      );
      const refused = await call(client, "sandbox_advance", {
        encounter_id: id,
        event: "complete",
      });
      expect(refused.isError).toBe(true);
      expect(summaryOf(refused)).toMatch(/^API error \(409\): .*"code":"event_not_available"/);

      const listed = await call(client, "list_prescribing_encounters", { external_id: "mcp-1" });
      expect(listed.structuredContent).toMatchObject({
        encounters: [{ encounterId: id, status: "completed", rxCount: 2 }],
        next_cursor: null,
      });
      expect(summaryOf(listed)).toBe(`1 request(s): ${id} completed (2 rx).`);

      const details = await call(client, "get_prescribing_details", { encounter_id: id });
      expect(details.structuredContent).toMatchObject({ encounterId: id, status: "completed" });
      expect(summaryOf(details)).toBe(
        `Request ${id} is completed: 0 chat message(s), 2 prescription(s).`,
      );
    } finally {
      await client.close();
      await server.close();
    }
  });
});
