import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { appRouter } from "../src/routers";

/**
 * "Add an endpoint", step 3 (docs/architecture.md): every procedure a file under
 * `src/routers/` exports is wired into the app router, so a procedure file written but not
 * wired fails here instead of answering 404.
 */
const ROUTERS = new URL("../src/routers/", import.meta.url);
const files = readdirSync(ROUTERS, { recursive: true, encoding: "utf8" }).filter(
  (f) => f.endsWith(".ts") && f !== "index.ts",
);

describe("router wiring", () => {
  it("every exported procedure of src/routers/** is in the app router", async () => {
    const wired = new Set(Object.values(appRouter._def.procedures as Record<string, unknown>));
    const unwired: string[] = [];
    let seen = 0;
    for (const file of files) {
      const module = (await import(new URL(file, ROUTERS).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        const def = (value as { _def?: { procedure?: boolean; resolver?: unknown } })?._def;
        // A builder (no resolver yet, e.g. webhookManagerProcedure) is not an endpoint.
        if (!def?.procedure || !def.resolver) continue;
        seen++;
        if (!wired.has(value)) unwired.push(`${file}: ${name}`);
      }
    }
    expect(unwired, "add these to src/routers/index.ts").toEqual([]);
    expect(seen).toBe(wired.size);
  });
});
