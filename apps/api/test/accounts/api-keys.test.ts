import { newId } from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inDays = (days: number) =>
  new Date(t.clock.now().getTime() + days * 86_400_000).toISOString();

describe("personal API keys", () => {
  it("creates a key (201, raw key once), lists it without the key, revokes it (401 after, metadata kept)", async () => {
    const a = await t.createAccount();
    t.clock.advance(1000); // newer than the harness's key, so it lists first
    const expiresAt = inDays(30);
    const created = await t.post(
      "/api/v1/users/me/api-keys",
      { label: "  Claude desktop ", expiresAt },
      { token: a.session },
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      key: expect.stringMatching(/^ak_[0-9a-f]{64}$/),
      keyId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      prefix: created.body.key.slice(0, 11),
      label: "Claude desktop",
      expiresAt,
      createdAt: t.clock.now().toISOString(),
    });
    const row = await t.db
      .selectFrom("api_keys")
      .selectAll()
      .where("id", "=", created.body.keyId)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).not.toContain(created.body.key.slice(3));

    const me = await t.get("/api/v1/users/me", { token: created.body.key });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(a.id);

    const list = await t.get("/api/v1/users/me/api-keys", { token: a.session });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body[0]).toEqual({
      keyId: created.body.keyId,
      prefix: created.body.prefix,
      label: "Claude desktop",
      expiresAt,
      createdAt: created.body.createdAt,
      lastUsedAt: t.clock.now().toISOString(),
      revokedAt: null,
    });
    expect(list.text).not.toContain(created.body.key);

    const revoked = await t.delete(`/api/v1/users/me/api-keys/${created.body.keyId}`, {
      token: a.session,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({
      keyId: created.body.keyId,
      revokedAt: t.clock.now().toISOString(),
    });
    expect((await t.get("/api/v1/users/me", { token: created.body.key })).status).toBe(401);

    t.clock.advance(1000);
    const twice = await t.delete(`/api/v1/users/me/api-keys/${created.body.keyId}`, {
      token: a.session,
    });
    expect(twice.status).toBe(200);
    expect(twice.body.revokedAt).toBe(revoked.body.revokedAt);

    const after = await t.get("/api/v1/users/me/api-keys", { token: a.session });
    expect(
      after.body.find((k: { keyId: string }) => k.keyId === created.body.keyId).revokedAt,
    ).toBe(revoked.body.revokedAt);
    const trail = await t.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", created.body.keyId)
      .orderBy("id")
      .execute();
    expect(trail.map((r) => r.action)).toEqual(["api_key.created", "api_key.revoked"]);
    expect(JSON.stringify(trail)).not.toContain(created.body.key);
  });

  it("an expired key is 401", async () => {
    const a = await t.createAccount();
    const created = await t.post(
      "/api/v1/users/me/api-keys",
      { label: "short", expiresAt: new Date(t.clock.now().getTime() + 60_000).toISOString() },
      { token: a.session },
    );
    expect((await t.get("/api/v1/patients", { token: created.body.key })).status).toBe(200);
    t.clock.advance(61_000);
    const res = await t.get("/api/v1/patients", { token: created.body.key });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("api_key_expired");
  });

  it.each([
    ["empty label", { label: "   ", expiresAt: "2999-01-01T00:00:00Z" }, "invalid_label"],
    [
      "label over 100",
      { label: "x".repeat(101), expiresAt: "2999-01-01T00:00:00Z" },
      "invalid_label",
    ],
    ["expiresAt not a date", { label: "k", expiresAt: "next week" }, "invalid_expires_at"],
    ["expiresAt a bare date", { label: "k", expiresAt: "2999-01-01" }, "invalid_expires_at"],
    [
      "expiresAt in the past",
      { label: "k", expiresAt: "2020-01-01T00:00:00Z" },
      "invalid_expires_at",
    ],
    ["expiresAt missing", { label: "k" }, "validation_failed"],
  ])("%s: 400 %s", async (_, body, code) => {
    const a = await t.createAccount();
    const res = await t.post("/api/v1/users/me/api-keys", body, { token: a.session });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(
      await t.db.selectFrom("api_keys").select("id").where("user_id", "=", a.id).execute(),
    ).toHaveLength(1);
  });

  it("an API key cannot manage keys: 403 session_required", async () => {
    const a = await t.createAccount();
    const res = await t.post(
      "/api/v1/users/me/api-keys",
      { label: "k", expiresAt: inDays(1) },
      { token: a.apiKey },
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("session_required");
  });
});

describe("GET /api/v1/users/me/submissions", () => {
  async function seedSubmissions(userId: string, count: number) {
    const patient = newId();
    const now = t.clock.now();
    await t.db
      .insertInto("patients")
      .values({
        id: patient,
        owner_id: userId,
        relationship: "self",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const encounter = newId();
      const turn = newId();
      const at = new Date(now.getTime() + i * 1000);
      await t.db
        .insertInto("encounters")
        .values({
          id: encounter,
          user_id: userId,
          patient_id: patient,
          state: "submitted",
          session_token_hash: newId(),
          encounter_token_hash: newId(),
          expires_at: new Date(at.getTime() + 86_400_000),
          created_at: at,
          updated_at: at,
        })
        .execute();
      await t.db
        .insertInto("turns")
        .values({
          id: turn,
          encounter_id: encounter,
          version: 1,
          query_text: "q",
          evaluation: {},
          result: {},
          created_at: at,
        })
        .execute();
      const id = newId();
      await t.db
        .insertInto("submissions")
        .values({
          id,
          encounter_id: encounter,
          user_id: userId,
          patient_id: patient,
          turn_id: turn,
          query_snapshot: `# Chief Complaint ${i}\n${"é".repeat(300)}`,
          status: i === 0 ? "canceled_replaced" : "active",
          created_at: at,
        })
        .execute();
      ids.push(id);
    }
    return { ids: ids.reverse(), patient };
  }

  it("flattens, newest first, with a 160-character preview, paginated by cursor; only the caller's", async () => {
    const a = await t.createAccount();
    const other = await t.createAccount();
    const { ids, patient } = await seedSubmissions(a.id, 5);
    await seedSubmissions(other.id, 2);
    const first = await t.get("/api/v1/users/me/submissions?limit=2", { token: a.apiKey });
    expect(first.status).toBe(200);
    expect(Array.isArray(first.body)).toBe(true);
    expect(first.body.map((s: { submissionId: string }) => s.submissionId)).toEqual(
      ids.slice(0, 2),
    );
    const firstCursor = first.headers.get("x-next-cursor");
    expect(firstCursor).toBeTruthy();
    expect(first.headers.get("link")).toBe(
      `<${t.config.BASE_URL}/api/v1/users/me/submissions?limit=2&cursor=${firstCursor}>; rel="next"`,
    );
    expect(first.body[0]).toEqual({
      submissionId: ids[0],
      encounterId: expect.any(String),
      patientId: patient,
      status: "active",
      createdAt: expect.stringMatching(/\.\d{3}Z$/),
      queryPreview: expect.stringMatching(/^# Chief Complaint 4\n/),
    });
    expect([...first.body[0].queryPreview]).toHaveLength(160);
    const second = await t.get(`/api/v1/users/me/submissions?limit=2&cursor=${firstCursor}`, {
      token: a.session,
    });
    expect(second.body.map((s: { submissionId: string }) => s.submissionId)).toEqual(
      ids.slice(2, 4),
    );
    const third = await t.get(
      `/api/v1/users/me/submissions?limit=2&cursor=${second.headers.get("x-next-cursor")}`,
      { token: a.apiKey },
    );
    expect(third.body.map((s: { submissionId: string }) => s.submissionId)).toEqual(ids.slice(4));
    expect(third.body[0].status).toBe("canceled_replaced");
    expect(third.headers.get("x-next-cursor")).toBeNull();
    expect(third.headers.get("link")).toBeNull();
    const all = await t.get("/api/v1/users/me/submissions", { token: a.apiKey });
    expect(all.body).toHaveLength(5);
  });

  it("rejects a bad cursor (400 invalid_cursor) and a bad limit (400 validation_failed)", async () => {
    const a = await t.createAccount();
    expect(
      (await t.get("/api/v1/users/me/submissions?cursor=garbage", { token: a.apiKey })).body.code,
    ).toBe("invalid_cursor");
    const res = await t.get("/api/v1/users/me/submissions?limit=500", { token: a.apiKey });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
  });
});
