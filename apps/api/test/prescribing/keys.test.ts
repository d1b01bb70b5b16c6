import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE, letter } from "../encounters/seed";
import { createTestApp, type TestApp } from "../harness";
import { addCard, createDeveloper, patientFields } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("developer keys", () => {
  it("creates test and live keys with a session (shown once, hashed), lists and revokes them (401 after)", async () => {
    const a = await t.createAccount();
    const created = await t.post(
      "/api/v1/developers/me/keys",
      { label: " Sandbox ", environment: "test" },
      { token: a.session },
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      key: expect.stringMatching(/^ak_test_[0-9a-f]{64}$/),
      keyId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      prefix: created.body.key.slice(0, 16),
      environment: "test",
      label: "Sandbox",
      createdAt: t.clock.now().toISOString(),
    });
    const row = await t.db
      .selectFrom("developer_keys")
      .selectAll()
      .where("id", "=", created.body.keyId)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.key_hash).not.toContain(created.body.key.slice(8));

    t.clock.advance(1000);
    // A live key bills completed live reviews: it needs a card on file first.
    const noCard = await t.post(
      "/api/v1/developers/me/keys",
      { label: "Prod", environment: "live" },
      { token: a.session },
    );
    expect(noCard.status).toBe(402);
    expect(noCard.body.code).toBe("payment_method_required");
    expect(
      await t.db.selectFrom("developer_keys").select("id").where("user_id", "=", a.id).execute(),
    ).toHaveLength(1);
    const card = await addCard(t, a.session);
    expect(card).toEqual({ brand: "visa", last4: "4242", createdAt: t.clock.now().toISOString() });
    const live = await t.post(
      "/api/v1/developers/me/keys",
      { label: "Prod", environment: "live" },
      { token: a.session },
    );
    expect(live.status).toBe(201);
    expect(live.body.key).toMatch(/^ak_live_[0-9a-f]{64}$/);

    const list = await t.get("/api/v1/developers/me/keys", { token: a.session });
    expect(list.status).toBe(200);
    expect(list.body.map((k: any) => k.environment)).toEqual(["live", "test"]);
    expect(list.text).not.toContain(created.body.key);

    // A developer key manages its own environment only.
    const own = await t.get("/api/v1/developers/me/keys", { token: created.body.key });
    expect(own.body.map((k: any) => k.keyId)).toEqual([created.body.keyId]);
    const cross = await t.post(
      "/api/v1/developers/me/keys",
      { label: "x", environment: "live" },
      { token: created.body.key },
    );
    expect(cross.status).toBe(403);
    expect(cross.body.code).toBe("environment_mismatch");
    const sameEnv = await t.post(
      "/api/v1/developers/me/keys",
      { label: "second", environment: "test" },
      { token: created.body.key },
    );
    expect(sameEnv.status).toBe(201);

    const revoked = await t.delete(`/api/v1/developers/me/keys/${created.body.keyId}`, {
      token: a.session,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toBe(t.clock.now().toISOString());
    const after = await t.get("/api/v1/prescribing/encounters", { token: created.body.key });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("invalid_credential");
  });

  it("refuses a personal API key on key management (403) and no credential (401)", async () => {
    const a = await t.createAccount();
    const personal = await t.get("/api/v1/developers/me/keys", { token: a.apiKey });
    expect(personal.status).toBe(403);
    expect(personal.body.code).toBe("developer_credential_required");
    const none = await t.get("/api/v1/developers/me/keys");
    expect(none.status).toBe(401);
    const badLabel = await t.post(
      "/api/v1/developers/me/keys",
      { label: "", environment: "test" },
      { token: a.session },
    );
    expect(badLabel.status).toBe(400);
    const badEnv = await t.post(
      "/api/v1/developers/me/keys",
      { label: "x", environment: "prod" },
      { token: a.session },
    );
    expect(badEnv.status).toBe(400);
  });

  it("prescribing endpoints name the credential they need: 401 without, 403 with a personal key or session", async () => {
    const a = await t.createAccount();
    const body = { query: letter(COMPLETE), ...patientFields };
    const none = await t.post("/api/v1/prescribing/query", body);
    expect(none.status).toBe(401);
    expect(none.body.code).toBe("unauthorized");
    expect(none.body.error).toContain("ak_test_");
    for (const token of [a.apiKey, a.session]) {
      const res = await t.post("/api/v1/prescribing/query", body, { token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("developer_key_required");
      expect(res.body.error).toContain("ak_test_");
    }
    const dev = await createDeveloper(t);
    const agent = await t.post(
      "/api/v1/agent/query",
      { query: letter(COMPLETE) },
      { token: dev.testKey },
    );
    expect(agent.status).toBe(400);
    expect(agent.body.code).toBe("developer_key_not_accepted");
  });
});
