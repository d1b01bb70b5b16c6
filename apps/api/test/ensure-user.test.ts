import { ensureUserByEmail } from "@intake/core/accounts";
import { ManualClock } from "@intake/core/kernel";
import { createTestDatabase } from "@intake/db/testing";
import { describe, expect, it } from "vitest";

describe("ensureUserByEmail", () => {
  it("creates an account once, case-insensitively, and says which call created it", async () => {
    const database = await createTestDatabase();
    try {
      const clock = new ManualClock();
      const results = await Promise.all(
        ["Race@Example.com", "race@example.com", " RACE@example.com "].map((email) =>
          ensureUserByEmail(database.db, clock, email),
        ),
      );
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(results.every((r) => r.email === "race@example.com")).toBe(true);
      expect((await ensureUserByEmail(database.db, clock, "race@example.com")).created).toBe(false);
    } finally {
      await database.close();
    }
  });
});
