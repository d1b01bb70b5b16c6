import { readFileSync } from "node:fs";
import { ERROR_CODES, isErrorCode } from "@intake/core/kernel";
import { describe, expect, it } from "vitest";

const doc = readFileSync(new URL("../../../../docs/payments.md", import.meta.url), "utf8");

describe("docs/payments.md", () => {
  it("names every error code with the status the service answers it with", () => {
    const named = [...doc.matchAll(/\b([45]\d\d) `([a-z_]+)`/g)].map((m) => [m[2], Number(m[1])]);
    expect(named.length).toBeGreaterThan(5);
    for (const [code, status] of named) {
      expect(isErrorCode(String(code)), `${code} is not a registered error code`).toBe(true);
      expect(ERROR_CODES[code as keyof typeof ERROR_CODES][0], String(code)).toBe(status);
    }
  });

  it("the Stripe webhook's refusal is the code /webhooks/stripe answers", () => {
    expect(doc).toContain("400 `invalid_webhook_signature`");
    expect(doc).not.toMatch(/`invalid_signature`/);
  });
});
