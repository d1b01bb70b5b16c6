import { readFileSync } from "node:fs";
import { CRITERIA } from "@intake/core/encounters";
import { loadConfig } from "@intake/core/kernel";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_ERROR_CODES, type OpenApiDocument, renderSkill } from "../src/web/agent-skill";
import { browserAvailable, launchBrowser, serveOverHttp } from "./browser";
import { createTestApp, TEST_BASE_URL, type TestApp } from "./harness";

let t: TestApp;
let doc: OpenApiDocument & { paths: Record<string, Record<string, any>> };
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.get("/api/v1/openapi.json")).body;
});
afterAll(() => t.close());

/** Every name the document defines: properties, parameters, enum values, and `quoted` words of its prose. */
function namesIn(document: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === "object")
      for (const key of Object.keys(record.properties)) names.add(key);
    if (typeof record.name === "string" && typeof record.in === "string") names.add(record.name);
    if (Array.isArray(record.enum)) for (const v of record.enum) names.add(String(v));
    for (const prose of [record.description, record.summary])
      if (typeof prose === "string")
        for (const m of prose.matchAll(/`([^`]+)`/g)) names.add(m[1] as string);
    Object.values(record).forEach(walk);
  };
  walk(document);
  return names;
}

const IDENTIFIER = /^(?:[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+(?:[A-Z][a-z]+)+)$/;
const pathsNamed = (text: string) =>
  [...text.matchAll(/\/api\/v1\/[A-Za-z0-9_{}\-/.]*[A-Za-z0-9_}]/g)].map((m) => m[0]);

describe("GET /SKILL.md (agent skill, version 1.0)", () => {
  it("serves Markdown labelled version 1.0 with the flow, letter format, limits and errors", async () => {
    const res = await t.get("/SKILL.md", { headers: { origin: "https://agent.example" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.text.startsWith("---\nname: telemedicine-letter-intake\nversion: 1.0\n")).toBe(true);
    for (const heading of [
      "## What this service does",
      "## What it does not do",
      "## The flow",
      "## Letter format",
      "## Limits",
      "## Errors and what to do",
    ])
      expect(res.text).toContain(heading);
    expect(res.text).toContain(`endpoint: ${TEST_BASE_URL}/api/v1/agent/query`);
    expect(res.text).toContain(`curl -sf ${TEST_BASE_URL}/SKILL.md`);
    expect(res.text).toContain(`${t.config.QUERY_LIMIT_PER_HOUR} per hour`);
    // The rubric's labels, in order, from the evaluator.
    const listed = [...res.text.matchAll(/^- (.+) \(`([a-z_]+)`\)$/gm)].map((m) => [m[1], m[2]]);
    expect(listed).toEqual(CRITERIA.map((c) => [c.label, c.key]));
  });

  it("names only paths and fields that exist in the served document", async () => {
    const { text } = await t.get("/SKILL.md");
    const named = pathsNamed(text);
    expect(named.length).toBeGreaterThan(10);
    // The document's own address, and every endpoint it describes.
    const served = [...Object.keys(doc.paths), "/api/v1/openapi.json"];
    for (const path of named) expect(served, path).toContain(path);

    const known = namesIn(doc);
    const errorsDoc = readFileSync(new URL("../../../docs/errors.md", import.meta.url), "utf8");
    const identifiers = [...text.matchAll(/`([^`\s]+)`/g)]
      .map((m) => m[1] as string)
      .filter((token) => IDENTIFIER.test(token));
    expect(identifiers).toContain("session_token");
    expect(identifiers).toContain("missing_items");
    for (const name of identifiers) {
      const generic = GENERIC_ERROR_CODES.has(name) && errorsDoc.includes(`\`${name}\``);
      expect(known.has(name) || generic, `${name} is not in the document`).toBe(true);
    }
  });

  it("has the chat, subscription and prescribing sections exactly when their paths exist", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      APP_SECRET: "x".repeat(32),
      BASE_URL: TEST_BASE_URL,
    });
    const { text } = await t.get("/SKILL.md");
    expect(text).toContain(`GET ${TEST_BASE_URL}/api/v1/agent/encounters/{encounter_id}/events`);
    expect(text).toContain("## Subscription");
    expect(text).toContain("/api/v1/prescribing");

    const without = structuredClone(doc);
    for (const path of Object.keys(without.paths))
      if (/^\/api\/v1\/(agent\/encounters|subscriptions|prescribing)/.test(path))
        delete without.paths[path];
    const rendered = renderSkill(without, config);
    expect(rendered).not.toContain("/api/v1/agent/encounters");
    expect(rendered).not.toContain("/api/v1/subscriptions");
    expect(rendered).not.toContain("/api/v1/prescribing");
    expect(rendered).not.toContain("## Subscription");
    expect(renderSkill(doc, config)).toContain(
      `- Chat polling: ${config.CHAT_POLLS_PER_MINUTE} per minute`,
    );
  });
});

describe("GET /llms.txt", () => {
  it("links the skill and the document and lists every public operation", async () => {
    const res = await t.get("/llms.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.text).toMatch(/^# Telemedicine letter intake\n\n> /);
    expect(res.text).toContain(`(${TEST_BASE_URL}/SKILL.md)`);
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item as Record<string, { tags?: string[] }>)) {
        const line = `- ${method.toUpperCase()} ${path}: `;
        // Clinician endpoints are internal: the console uses them, agents never do.
        if (op.tags?.includes("internal")) expect(res.text).not.toContain(line);
        else expect(res.text).toContain(line);
      }
  });
});

describe("GET / (front door)", () => {
  it("answers a JSON index for Accept: application/json, every link of which works", async () => {
    const res = await t.get("/", { headers: { accept: "application/json" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      skill_version: "1.0",
      health: { status: "ok", database: "ok" },
      links: {
        docs: `${TEST_BASE_URL}/docs`,
        skill: `${TEST_BASE_URL}/SKILL.md`,
        new_letter: `${TEST_BASE_URL}/new`,
        signin: `${TEST_BASE_URL}/signin`,
        health: `${TEST_BASE_URL}/healthz`,
      },
    });
    expect(res.body.does_not.join(" ")).toMatch(/911.*988/);
    expect(res.body.quick_start.mcp).toContain(`API_BASE_URL=${TEST_BASE_URL}`);
    for (const link of Object.values<string>(res.body.links))
      expect((await t.get(link.slice(TEST_BASE_URL.length))).status, link).toBe(200);
  });

  it("answers HTML to a browser's Accept (and to none)", async () => {
    const browserAccept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
    for (const accept of [browserAccept, undefined]) {
      const res = await t.get("/", { headers: accept ? { accept } : {} });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.text).toContain("<h1>Telemedicine letter intake</h1>");
    }
  });
});

describe.skipIf(!browserAvailable)("the landing page in headless Chromium", () => {
  let server: { url: string; close: () => Promise<void> };
  let browser: Browser;
  beforeAll(async () => {
    server = await serveOverHttp(t);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("shows what the service does, its health, and links that lead to the skill and the docs", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    expect(await page.locator("h1").textContent()).toBe("Telemedicine letter intake");
    expect(await page.locator("#health").textContent()).toContain("Service: ok");
    await page.getByRole("link", { name: /Agent skill/ }).click();
    await page.waitForURL(`${server.url}/SKILL.md`);
    expect(await page.locator("body").textContent()).toContain("version: 1.0");
    await page.goto(`${server.url}/`);
    await page.getByRole("link", { name: "Check a letter by hand" }).click();
    await page.waitForURL(`${server.url}/new`);
    expect(await page.locator("textarea").count()).toBe(1);
  });
});
