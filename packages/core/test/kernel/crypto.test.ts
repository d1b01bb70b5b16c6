import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { randomHex, sha256Hex } from "../../src/kernel/crypto";

describe("randomHex (pooled CSPRNG bytes)", () => {
  it("returns 2n lower-case hex digits for n bytes, across pool refills and beyond the pool size", () => {
    for (const n of [1, 12, 16, 32, 4095, 4096, 5000]) {
      const hex = randomHex(n);
      expect(hex).toMatch(new RegExp(`^[0-9a-f]{${2 * n}}$`));
    }
  });

  it("never hands out the same bytes twice (10,000 tokens of 32 bytes, ~80 pool refills)", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i++) seen.add(randomHex(32));
    expect(seen.size).toBe(10_000);
    // and consecutive draws do not overlap: no 16-byte window of one token starts another
    const a = randomHex(32);
    const b = randomHex(32);
    expect(b.startsWith(a.slice(32))).toBe(false);
  });
});

describe("sha256Hex", () => {
  it("equals createHash('sha256') for strings and bytes", () => {
    for (const value of ["", "abc", "é✓", "x".repeat(10_000)]) {
      expect(sha256Hex(value)).toBe(createHash("sha256").update(value).digest("hex"));
      const bytes = new TextEncoder().encode(value);
      expect(sha256Hex(bytes)).toBe(createHash("sha256").update(bytes).digest("hex"));
    }
  });
});
