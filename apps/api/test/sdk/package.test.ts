import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveOverHttp } from "../browser";
import { createTestApp, type TestApp } from "../harness";

/**
 * The SDK as a customer gets it: `npm pack` (which builds dist with tsup), `npm install` of the
 * tarball into a scratch project, a TypeScript consumer type-checked with NodeNext and with
 * bundler resolution, then the consumer (ESM, compiled) and a CommonJS script run against the
 * real app over HTTP. Offline: the SDK's two dependencies are linked from this repository's
 * install, so no registry is needed.
 */
const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../../../..");
const sdkDir = join(root, "packages/sdk");
const tsc = join(root, "node_modules/typescript/bin/tsc");
const letters = JSON.parse(
  readFileSync(join(root, "packages/evaluator/test/fixtures/letters.json"), "utf8"),
) as { id: string; letter: string }[];

let t: TestApp;
let http: { url: string; close: () => Promise<void> };
let scratch: string;
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

describe("the packed SDK in a scratch project", () => {
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
    const files = info?.files.map((f) => f.path).sort();
    expect(files).toEqual(
      expect.arrayContaining([
        "README.md",
        "dist/index.cjs",
        "dist/index.d.cts",
        "dist/index.d.ts",
        "dist/index.js",
        "package.json",
      ]),
    );
    expect(files?.some((f) => f.startsWith("src/"))).toBe(false);

    const modules = join(root, "node_modules");
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
    expect(installed).toEqual(["README.md", "dist", "package.json"]);

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
      webhookType: "webhook.test",
    });

    const cjs = await run(process.execPath, ["consumer.cjs"], { cwd: scratch, env });
    const version = JSON.parse(readFileSync(join(sdkDir, "package.json"), "utf8")).version;
    expect(JSON.parse(cjs.stdout)).toEqual({ currency: "usd", version, apiError: "function" });
  }, 300_000);
});
