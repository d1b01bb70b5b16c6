import { execFile } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveOverHttp } from "./browser";
import { createTestApp, type TestApp } from "./harness";

/**
 * The published packages as a customer gets them, in one file so the two `npm pack` builds never
 * run at once (the MCP server's build reads the SDK's dist). The SDK: `npm pack` (which builds
 * dist with tsup), `npm install` of the tarball into a scratch project, a TypeScript consumer type-checked with NodeNext and with
 * bundler resolution, then the consumer (ESM, compiled) and a CommonJS script run against the
 * real app over HTTP. The MCP server: packed, installed, its `intake-mcp` bin started over
 * stdio by the MCP SDK's client against the real app. Offline: registry dependencies are linked
 * from this repository's install, so no registry is needed.
 */
const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../../..");
const sdkDir = join(root, "packages/sdk");
const modules = join(root, "node_modules");
const tsc = join(root, "node_modules/typescript/bin/tsc");
const letters = JSON.parse(
  readFileSync(join(root, "packages/evaluator/test/fixtures/letters.json"), "utf8"),
) as { id: string; letter: string }[];

let t: TestApp;
let http: { url: string; close: () => Promise<void> };
let scratch: string;
/** The SDK's tarball, packed by the first test and installed again by the second. */
let sdkTarball: string | undefined;
beforeAll(async () => {
  t = await createTestApp({}, { seedKnowledgeBase: true });
  http = await serveOverHttp(t);
  scratch = mkdtempSync(join(tmpdir(), "sdk-consumer-"));
}, 300_000);
afterAll(async () => {
  await http?.close();
  await t?.close();
  rmSync(scratch, { recursive: true, force: true });
});

// Packaging does not depend on the database: these run in the embedded pass only (in CI the
// PostgreSQL pass would repeat two minutes of npm pack and tsc for nothing).
const packagingPass = describe.skipIf(Boolean(process.env.TEST_DATABASE_URL));

packagingPass("the packed SDK in a scratch project", () => {
  // About 10 s on an idle machine (the declaration build dominates); the bound is for a busy one.
  it("packs, installs, type-checks (NodeNext and bundler) and runs against the real app", async () => {
    const { stdout: packed } = await run("npm", ["pack", "--json", "--pack-destination", scratch], {
      cwd: sdkDir,
    });
    // npm prints the prepack build's output first, then the JSON.
    const [info] = JSON.parse(packed.slice(packed.indexOf("[\n"))) as {
      filename: string;
      files: { path: string }[];
    }[];
    sdkTarball = join(scratch, info?.filename as string);
    const files = info?.files.map((f) => f.path).sort();
    expect(files).toEqual(
      expect.arrayContaining([
        "CHANGELOG.md",
        "LICENSE",
        "README.md",
        "dist/index.cjs",
        "dist/index.d.cts",
        "dist/index.d.ts",
        "dist/index.js",
        "package.json",
      ]),
    );
    expect(files?.some((f) => f.startsWith("src/"))).toBe(false);

    writeFileSync(
      join(scratch, "package.json"),
      JSON.stringify({
        name: "sdk-consumer",
        private: true,
        type: "module",
        dependencies: {
          "@intake/sdk": `file:./${info?.filename}`,
          "openapi-fetch": `file:${join(modules, "openapi-fetch")}`,
          "openapi-typescript-helpers": `file:${join(modules, "openapi-typescript-helpers")}`,
          "@types/node": `file:${join(modules, "@types/node")}`,
        },
      }),
    );
    await run("npm", ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts"], {
      cwd: scratch,
    });
    const installed = readdirSync(join(scratch, "node_modules/@intake/sdk")).sort();
    expect(installed).toEqual(["CHANGELOG.md", "LICENSE", "README.md", "dist", "package.json"]);

    for (const file of readdirSync(join(sdkDir, "test/consumer")))
      cpSync(join(sdkDir, "test/consumer", file), join(scratch, file));
    await run(process.execPath, [tsc, "-p", "tsconfig.bundler.json"], { cwd: scratch });
    await run(process.execPath, [tsc, "-p", "tsconfig.nodenext.json"], { cwd: scratch });
    writeFileSync(join(scratch, "out/package.json"), '{"type":"module"}');

    const account = await t.createAccount();
    const env = {
      ...process.env,
      API_BASE_URL: http.url,
      API_KEY: account.apiKey,
      LETTER: letters.find((l) => l.id === "dev-001-hay-fever-complete")?.letter,
    };
    const esm = await run(process.execPath, ["out/consumer.js"], { cwd: scratch, env });
    const result = JSON.parse(esm.stdout);
    expect(result).toEqual({
      currency: "usd",
      hits: 1,
      ready: true,
      listed: [result.encounterId],
      encounterId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      errorStatus: 400,
      errorCode: "letter_too_short",
      thrownIsApiError: true,
      operationCode: "not_found",
      webhookType: "webhook.test",
    });

    const cjs = await run(process.execPath, ["consumer.cjs"], { cwd: scratch, env });
    const version = JSON.parse(readFileSync(join(sdkDir, "package.json"), "utf8")).version;
    expect(JSON.parse(cjs.stdout)).toEqual({ currency: "usd", version, apiError: "function" });
  }, 300_000);
});

async function pack(dir: string, destination: string): Promise<string> {
  const { stdout } = await run("npm", ["pack", "--json", "--pack-destination", destination], {
    cwd: join(root, dir),
  });
  // npm prints the prepack build's output first, then the JSON.
  return (JSON.parse(stdout.slice(stdout.indexOf("[\n"))) as { filename: string }[])[0]
    ?.filename as string;
}

packagingPass("the packed MCP server, installed and run as the intake-mcp command", () => {
  // About 20 s on an idle machine (two declaration builds); the bound is for a busy one.
  it("installs with its bin and answers an MCP client over stdio", async () => {
    // The SDK first: the MCP server's declarations refer to the SDK's built ones.
    const sdk = sdkTarball ?? join(scratch, await pack("packages/sdk", scratch));
    const dir = join(scratch, "mcp-consumer");
    mkdirSync(dir);
    const mcp = await pack("packages/mcp", dir);
    writeFileSync(
      join(dir, "package.json"),
      JSON.stringify({
        name: "mcp-consumer",
        private: true,
        dependencies: {
          "@intake/mcp": `file:./${mcp}`,
          "@intake/sdk": `file:${sdk}`,
          "@modelcontextprotocol/sdk": `file:${join(modules, "@modelcontextprotocol/sdk")}`,
          zod: `file:${join(modules, "zod")}`,
          "openapi-fetch": `file:${join(modules, "openapi-fetch")}`,
          "openapi-typescript-helpers": `file:${join(modules, "openapi-typescript-helpers")}`,
        },
      }),
    );
    await run("npm", ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts"], {
      cwd: dir,
    });
    expect(readdirSync(join(dir, "node_modules/@intake/mcp")).sort()).toEqual([
      "CHANGELOG.md",
      "LICENSE",
      "README.md",
      "bin",
      "dist",
      "package.json",
    ]);
    const help = await run("npm", ["exec", "--offline", "--", "intake-mcp", "--help"], {
      cwd: dir,
    });
    expect(help.stdout).toMatch(/^intake-mcp 0\.\d+\.\d+: MCP server/);

    const client = new Client({ name: "package-test", version: "1.0.0" });
    await client.connect(
      new StdioClientTransport({
        command: join(dir, "node_modules/.bin/intake-mcp"),
        cwd: dir,
        env: { PATH: process.env.PATH ?? "", API_BASE_URL: http.url },
        stderr: "pipe",
      }),
    );
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual([
        "search_knowledge_base",
        "submit_encounter",
        "list_conditions",
      ]);
      const conditions = (await client.callTool({
        name: "list_conditions",
        arguments: { category: "resp" },
      })) as CallToolResult;
      expect(conditions.structuredContent).toMatchObject({ categories: [{ name: "RESPIRATORY" }] });
      const letter = letters.find((l) => l.id === "dev-001-hay-fever-complete")?.letter;
      const submitted = (await client.callTool({
        name: "submit_encounter",
        arguments: { query: letter },
      })) as CallToolResult;
      expect(submitted.structuredContent).toMatchObject({ final_decision_ready: true });
      expect((submitted.content[0] as { text: string }).text).toMatch(
        /^Complete: all criteria met\. Show the user checkout_url/,
      );
    } finally {
      await client.close();
    }
  }, 300_000);
});
