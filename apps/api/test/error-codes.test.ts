import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { ERROR_CODES, isErrorCode } from "@intake/core/kernel";
import { describe, expect, it } from "vitest";
import { ERRORS_DOC_PATH, renderErrorsDoc } from "../src/http/errors-doc";

const root = resolve(import.meta.dirname, "../../..");

/** Every source file of the service (not tests, not generated code). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "generated" ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the error-code registry", () => {
  it("docs/errors.md is generated from it (run `npm run errors` to regenerate)", () => {
    expect(readFileSync(join(root, ERRORS_DOC_PATH), "utf8")).toBe(renderErrorsDoc());
  });

  it("every code written in the sources as an error code is registered, with the helper's status", () => {
    const helperStatus: Record<string, number> = {
      badRequest: 400,
      forbidden: 403,
      conflict: 409,
      gone: 410,
    };
    const files = ["packages/core/src", "apps/api/src"].flatMap((d) => sources(join(root, d)));
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      // badRequest("code", ...), conflict(\n "code", ...), new DomainError("code", ...),
      // simple(405, "code", ...), and `code: "..."` in hand-written JSON answers.
      for (const m of text.matchAll(/\b(badRequest|forbidden|conflict|gone)\(\s*"([a-z0-9_]+)"/g)) {
        const [, helper, code] = m as unknown as [string, string, string];
        found.push(code);
        expect(isErrorCode(code), `${file}: ${code}`).toBe(true);
        if (isErrorCode(code))
          expect(ERROR_CODES[code][0], `${file}: ${code}`).toBe(helperStatus[helper]);
      }
      // A DomainError takes its status from the registry: the code must be registered.
      for (const m of text.matchAll(/\bnew DomainError\(\s*"([a-z0-9_]+)"/g)) {
        const code = m[1] as string;
        found.push(code);
        expect(isErrorCode(code), `${file}: ${code}`).toBe(true);
      }
      for (const m of text.matchAll(/\bsimple\(\s*(\d{3}),\s*"([a-z0-9_]+)"/g)) {
        const [, status, code] = m as unknown as [string, string, string];
        found.push(code);
        expect(isErrorCode(code), `${file}: ${code}`).toBe(true);
        if (isErrorCode(code))
          expect(ERROR_CODES[code][0], `${file}: ${code}`).toBe(Number(status));
      }
      for (const m of text.matchAll(/\bcode: "([a-z0-9_]+)"/g)) {
        const code = m[1] as string;
        if (file.endsWith("config.ts") && code === "custom") continue; // zod's issue kind
        found.push(code);
        expect(isErrorCode(code), `${file}: ${code}`).toBe(true);
      }
    }
    // The scan sees the codes it should (a broken pattern would pass vacuously).
    expect(found).toEqual(
      expect.arrayContaining([
        "self_patient_exists",
        "encounter_locked",
        "route_not_found",
        "database_unreachable",
      ]),
    );
  });
});
