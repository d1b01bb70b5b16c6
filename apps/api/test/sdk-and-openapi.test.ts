import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { ApiError, createClient, unwrap } from "@intake/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ARTIFACTS,
  renderMcpResponses,
  renderOpenApiJson,
  renderSdkOperations,
  renderSdkTypes,
} from "../src/trpc/artifacts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "./harness";
import { createClinician } from "./review/helpers";

const root = resolve(import.meta.dirname, "../../..");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("generated artifacts", () => {
  it("docs/openapi.json is current (run `npm run openapi` to regenerate)", () => {
    expect(readFileSync(resolve(root, ARTIFACTS.openApiJson), "utf8")).toBe(renderOpenApiJson());
  });

  it("the SDK's generated types are current (run `npm run openapi` to regenerate)", async () => {
    const committed = readFileSync(resolve(root, ARTIFACTS.openApiJson), "utf8");
    expect(readFileSync(resolve(root, ARTIFACTS.sdkTypes), "utf8")).toBe(
      await renderSdkTypes(committed),
    );
  });

  it("the SDK's operation table and the MCP server's response schemas are current", () => {
    const committed = readFileSync(resolve(root, ARTIFACTS.openApiJson), "utf8");
    expect(readFileSync(resolve(root, ARTIFACTS.sdkOperations), "utf8")).toBe(
      renderSdkOperations(committed),
    );
    expect(readFileSync(resolve(root, ARTIFACTS.mcpResponses), "utf8")).toBe(
      renderMcpResponses(committed),
    );
  });

  it("serves the document at /api/v1/openapi.json with this server's address", async () => {
    const res = await t.get("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.servers).toEqual([{ url: TEST_BASE_URL }]);
    expect(Object.keys(res.body.paths)).toEqual(Object.keys(JSON.parse(renderOpenApiJson()).paths));
  });

  it("describes every error with the operation's own Error schema and names every operation", () => {
    const doc = JSON.parse(renderOpenApiJson());
    const operationIds = new Set<string>();
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      expect(path.startsWith("/api/v1/") || path.startsWith("/developers/")).toBe(true);
      for (const operation of Object.values<any>(item)) {
        expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
        expect(operationIds.has(operation.operationId)).toBe(false);
        operationIds.add(operation.operationId);
        for (const [code, response] of Object.entries<any>(operation.responses)) {
          if (Number(code) < 400) continue;
          expect(response.content["application/json"].schema).toEqual({
            $ref: `#/components/schemas/Error_${operation.operationId}_${code}`,
          });
        }
        expect(operation.responses["500"]).toBeDefined();
      }
    }
    expect(Object.keys(doc.components.schemas).filter((name) => name.startsWith("error."))).toEqual(
      [],
    );
  });

  it("/docs: a server-rendered public reference without the internal clinician operations", async () => {
    const doc = (await t.get("/api/v1/openapi.json")).body;
    const all = Object.values<Record<string, { operationId: string; tags?: string[] }>>(doc.paths)
      .flatMap((item) => Object.values(item))
      .filter((op) => op?.operationId);
    const internal = all.filter((op) => op.tags?.includes("internal"));
    const open = all.filter((op) => !op.tags?.includes("internal"));
    expect(internal.length).toBeGreaterThan(10);
    // The raw document keeps every operation (the console and the SDK use it).
    expect(internal.map((op) => op.operationId)).toContain("claimEncounter");

    const page = await t.get("/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    // Every public operation has its anchor; no internal one is named.
    for (const op of open) expect(page.text).toContain(`id="${op.operationId}"`);
    for (const op of internal) expect(page.text).not.toContain(`id="${op.operationId}"`);
    expect(page.text).not.toContain("/api/v1/clinician/");
    // The site's own header and stylesheet; no third-party script, lean.
    expect(page.text).toContain('class="site-header"');
    expect(page.text).not.toMatch(/<script[^>]+src="(?!\/assets\/kit\.)/);
    expect(page.text).not.toMatch(/https?:\/\/(?!localhost|api\.test)[a-z]/i);
    expect(page.text.length).toBeLessThan(400_000);

    // A signed-in clinician sees the internal operations too; anyone else does not.
    const person = await t.createAccount();
    const asPerson = await t.get("/docs", {
      headers: { cookie: `intake_session=${person.session}` },
    });
    expect(asPerson.text).not.toContain("/api/v1/clinician/");
    const clinician = await createClinician(t, ["CA"]);
    const asClinician = await t.get("/docs", {
      headers: { cookie: `intake_session=${clinician.session}` },
    });
    for (const op of all) expect(asClinician.text).toContain(`id="${op.operationId}"`);
    expect(asClinician.text).toContain("Clinician operations (internal)");
  });
});

describe("SDK round trip", () => {
  it("calls a public endpoint", async () => {
    const api = createClient({ baseUrl: TEST_BASE_URL, fetch: t.fetch });
    const { data, error } = await api.GET("/api/v1/config/pricing");
    expect(error).toBeUndefined();
    expect(data?.currency).toBe("usd");
    expect(data?.baseAmount).toBe(t.config.PRICE_BASE);
  });

  it("authenticates with an API key", async () => {
    const account = await t.createAccount();
    const api = createClient({ baseUrl: TEST_BASE_URL, apiKey: account.apiKey, fetch: t.fetch });
    const me = await unwrap(api.GET("/api/v1/users/me"));
    expect(me.id).toBe(account.id);
    expect(me.email).toBe(account.email);
  });

  it("returns typed errors with status, code and message", async () => {
    const api = createClient({ baseUrl: TEST_BASE_URL, fetch: t.fetch });
    const { data, error, response } = await api.GET("/api/v1/users/me");
    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(error?.status).toBe(401);
    expect(error?.code).toBe("unauthorized");
    expect(error?.error).toMatch(/Authentication required/);
  });

  it("unwrap throws ApiError", async () => {
    const api = createClient({
      baseUrl: TEST_BASE_URL,
      token: `ak_${"1".repeat(64)}`,
      fetch: t.fetch,
    });
    const failure = await unwrap(api.GET("/api/v1/users/me")).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: "invalid_credential" });
  });
});
