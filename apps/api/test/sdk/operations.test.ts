import { createClient, OPERATIONS } from "@intake/sdk";
import { describe, expect, it } from "vitest";
import { renderOpenApiJson } from "../../src/trpc/artifacts";

/** `METHOD /path/{param}` as a pattern matching concrete request paths. */
const patternOf = (method: string, path: string) =>
  new RegExp(`^${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, "[^/]+")}$`);

describe("every public operation has an SDK method", () => {
  it("the operation table is the OpenAPI document's operations", () => {
    const doc = JSON.parse(renderOpenApiJson()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const fromDoc = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => [op.operationId, { method, path }] as const),
    );
    expect(Object.entries(OPERATIONS)).toEqual(fromDoc);
  });

  it("calling every method of the client reaches every operation of the document", async () => {
    const reached = new Set<string>();
    const api = createClient({
      baseUrl: "http://sdk.test",
      retry: false,
      fetch: async (request) => {
        const url = new URL(request.url);
        reached.add(`${request.method} ${url.pathname}`);
        return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
      },
    });
    const methods: string[] = [];
    const walk = async (node: Record<string, unknown>, prefix: string) => {
      for (const [key, value] of Object.entries(node)) {
        if (["GET", "POST", "PATCH", "PUT", "DELETE", "raw"].includes(key)) continue;
        if (typeof value === "function") {
          methods.push(`${prefix}${key}`);
          const result = (value as (...args: unknown[]) => unknown)("id-1", {}, {});
          if (result && typeof (result as { firstPage?: unknown }).firstPage === "function") {
            await (result as { firstPage: () => Promise<unknown> }).firstPage();
          } else {
            await result;
          }
        } else if (value && typeof value === "object") {
          await walk(value as Record<string, unknown>, `${prefix}${key}.`);
        }
      }
    };
    await walk(api as unknown as Record<string, unknown>, "");
    const missing = Object.entries(OPERATIONS)
      .filter(([, { method, path }]) => {
        const pattern = patternOf(method, path);
        return ![...reached].some((request) => pattern.test(request));
      })
      .map(([operationId, { method, path }]) => `${operationId} (${method.toUpperCase()} ${path})`);
    expect(missing, `operations without an SDK method (${methods.length} methods)`).toEqual([]);
  });
});
