import { createEmbeddedIssuer, ensureUserByEmail } from "@intake/core/accounts";
import { loadConfig, ManualClock } from "@intake/core/kernel";
import { createTestDatabase } from "@intake/db/testing";
import { describe, expect, it } from "vitest";
import { TEST_APP_SECRET, TEST_BASE_URL } from "./harness";

describe("embedded session issuer", () => {
  it("instances starting together on an empty database share one signing key", async () => {
    const database = await createTestDatabase();
    try {
      const config = loadConfig({ APP_SECRET: TEST_APP_SECRET, BASE_URL: TEST_BASE_URL });
      const clock = new ManualClock();
      const [a, b, c] = await Promise.all(
        [1, 2, 3].map(() => createEmbeddedIssuer(database.db, config, clock)),
      );
      const keys = await database.db.selectFrom("signing_keys").select("kid").execute();
      expect(keys).toHaveLength(1);
      for (const issuer of [a, b, c])
        expect(issuer?.jwks().keys.map((k) => k.kid)).toEqual([keys[0]?.kid]);

      const user = await ensureUserByEmail(database.db, clock, "issuer@example.com");
      const token = await a?.issue(user.id);
      expect(await b?.verify(token as string)).toEqual({
        userId: user.id,
        sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });

      // A restart reads the same key back.
      const restarted = await createEmbeddedIssuer(database.db, config, clock);
      expect(restarted.jwks()).toEqual(a?.jwks());
      expect(await restarted.verify(token as string)).toEqual({
        userId: user.id,
        sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
    } finally {
      await database.close();
    }
  });
});
