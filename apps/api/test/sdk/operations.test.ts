import { APIError, createClient, OPERATIONS } from "@intake/sdk";
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

  it("calling every method of the client reaches every operation of the document, labelled with its operationId", async () => {
    // Every request answers 404, so each method's error says which operation it named (that
    // label types the error's `code`: a method naming another operation would mistype it).
    let request: string | undefined;
    const api = createClient({
      baseUrl: "http://sdk.test",
      retry: false,
      fetch: async (r) => {
        request = `${r.method} ${new URL(r.url).pathname}`;
        return new Response(JSON.stringify({ error: "Not found", code: "not_found" }), {
          status: 404,
          headers: { "content-type": "application/json" },
        });
      },
    });
    const calls: { method: string; request: string; operation: unknown }[] = [];
    const walk = async (node: Record<string, unknown>, prefix: string) => {
      for (const [key, value] of Object.entries(node)) {
        if (["GET", "POST", "PATCH", "PUT", "DELETE", "raw"].includes(key)) continue;
        if (typeof value === "function") {
          request = undefined;
          let operation: unknown;
          try {
            const result = (value as (...args: unknown[]) => unknown)("id-1", {}, {});
            if (result && typeof (result as { firstPage?: unknown }).firstPage === "function") {
              await (result as { firstPage: () => Promise<unknown> }).firstPage();
            } else {
              await result;
            }
          } catch (error) {
            expect(error, `${prefix}${key}`).toBeInstanceOf(APIError);
            operation = (error as APIError).operation;
          }
          expect(request, `${prefix}${key} sent no request`).toBeDefined();
          calls.push({ method: `${prefix}${key}`, request: String(request), operation });
        } else if (value && typeof value === "object") {
          await walk(value as Record<string, unknown>, `${prefix}${key}.`);
        }
      }
    };
    await walk(api as unknown as Record<string, unknown>, "");
    const missing: string[] = [];
    const mislabelled: string[] = [];
    for (const [operationId, { method, path }] of Object.entries(OPERATIONS)) {
      const pattern = patternOf(method, path);
      const reaching = calls.filter((c) => pattern.test(c.request));
      if (reaching.length === 0) missing.push(`${operationId} (${method.toUpperCase()} ${path})`);
      for (const c of reaching)
        if (c.operation !== operationId)
          mislabelled.push(`${c.method} calls ${operationId} but names ${String(c.operation)}`);
    }
    expect(missing, `operations without an SDK method (${calls.length} methods)`).toEqual([]);
    expect(mislabelled).toEqual([]);
    expect(calls.length).toBe(Object.keys(OPERATIONS).length);
  });
});
