import { newId, sha256Hex } from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("config endpoints", () => {
  it("lists conditions as a top-level array of categories (real-clients.md)", async () => {
    const res = await t.get("/api/v1/config/conditions");
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(15);
    expect(res.body[0]).toEqual({
      name: "RESPIRATORY",
      conditions: expect.arrayContaining([
        { name: "Asthma", medications: expect.arrayContaining(["albuterol"]) },
      ]),
    });
    const total = res.body.reduce(
      (n: number, c: { conditions: unknown[] }) => n + c.conditions.length,
      0,
    );
    expect(total).toBe(97);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("keeps CORS closed on account endpoints", async () => {
    const res = await t.get("/api/v1/users/me", { headers: { origin: "https://evil.example" } });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers CORS preflight on public endpoints", async () => {
    const res = await t.request("OPTIONS", "/api/v1/config/conditions", {
      headers: { origin: "https://agent.example", "access-control-request-method": "GET" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("serves pricing in camelCase with amounts from config", async () => {
    const res = await t.get("/api/v1/config/pricing");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        "amount",
        "baseAmount",
        "currency",
        "fairUsePolicy",
        "includes",
        "refundPolicy",
        "seatAmount",
      ].sort(),
    );
    expect(res.body.baseAmount).toBe(t.config.PRICE_BASE);
    expect(res.body.seatAmount).toBe(t.config.PRICE_SEAT);
    expect(res.body.currency).toBe("usd");
  });

  it("takes prices from the environment", async () => {
    const other = await createTestApp({ PRICE_BASE: "$99", PRICE_SEAT: "$29" });
    try {
      const res = await other.get("/api/v1/config/pricing");
      expect(res.body).toMatchObject({ amount: "$99", baseAmount: "$99", seatAmount: "$29" });
    } finally {
      await other.close();
    }
  });
});

describe("error envelope", () => {
  it("unknown route: 404 JSON with a code", async () => {
    const res = await t.get("/api/v1/nothing-here");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: expect.stringContaining("/api/v1/nothing-here"),
      code: "route_not_found",
    });
    const outside = await t.get("/nowhere");
    expect(outside.status).toBe(404);
    expect(outside.body.code).toBe("route_not_found");
  });

  it("wrong method: 405 JSON with Allow", async () => {
    const res = await t.request("DELETE", "/api/v1/config/pricing");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(res.body.code).toBe("method_not_allowed");
    expect(res.body.error).toBe("DELETE is not allowed on /api/v1/config/pricing; use GET, HEAD.");
  });

  it("HEAD on a GET endpoint: the GET's status and headers, no body", async () => {
    const get = await t.get("/api/v1/config/pricing");
    const head = await t.request("HEAD", "/api/v1/config/pricing");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
    expect(head.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(head.text).toBe("");
    // Errors keep their status: without a credential an encounter read is 401 for HEAD as for GET.
    const guarded = await t.request("HEAD", `/api/v1/encounters/${newId()}`);
    expect(guarded.status).toBe(401);
    // HEAD on a POST-only endpoint is 405 and names HEAD.
    const post = await t.request("HEAD", "/api/v1/agent/query");
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("POST");
  });

  it("every response carries x-request-id, echoing a sane incoming one", async () => {
    const fresh = await t.get("/api/v1/config/pricing");
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.get("/api/v1/config/pricing", {
      headers: { "x-request-id": "client-req-12345" },
    });
    expect(echoed.headers.get("x-request-id")).toBe("client-req-12345");
    const refused = await t.get("/api/v1/config/pricing", {
      headers: { "x-request-id": "bad id with spaces" },
    });
    expect(refused.headers.get("x-request-id")).not.toBe("bad id with spaces");
  });

  it("oversized bodies get 413 JSON", async () => {
    const res = await t.request("POST", "/api/v1/users/me", {
      rawBody: JSON.stringify({ x: "a".repeat(300 * 1024) }),
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("payload_too_large");
  });

  it("healthz reports the database", async () => {
    const res = await t.get("/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: "ok" });
  });
});

describe("callers", () => {
  it("no credential on an account endpoint: 401 with WWW-Authenticate", async () => {
    const res = await t.get("/api/v1/users/me");
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(res.body.code).toBe("unauthorized");
  });

  it("personal API key, in Authorization or X-API-Key", async () => {
    const account = await t.createAccount();
    const viaBearer = await t.get("/api/v1/users/me", { token: account.apiKey });
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.body).toEqual({
      id: account.id,
      email: account.email,
      role: "member",
      identityVerification: { status: "unverified", verifiedAt: null },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const viaHeader = await t.get("/api/v1/users/me", { headers: { "x-api-key": account.apiKey } });
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body.id).toBe(account.id);
    const same = await t.get("/api/v1/users/me", {
      token: account.apiKey,
      headers: { "x-api-key": account.apiKey },
    });
    expect(same.status).toBe(200);
  });

  it("two different credentials in Authorization and X-API-Key: 401, neither is chosen", async () => {
    const [a, b] = [await t.createAccount(), await t.createAccount()];
    const res = await t.get("/api/v1/users/me", {
      token: a.apiKey,
      headers: { "x-api-key": b.apiKey },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error:
        "Authorization and X-API-Key carry different credentials: send one credential, in one header.",
      code: "invalid_credential",
    });
  });

  it("an unusable credential's message says what to do about that kind", async () => {
    const token = await t.get("/api/v1/users/me", { token: "f".repeat(64) });
    expect(token.body.error).toBe(
      "The encounter token is invalid, revoked or unknown. It rotates on every resubmission: use the encounter_token of the latest query response.",
    );
    const key = await t.get("/api/v1/users/me", { token: `ak_${"0".repeat(64)}` });
    expect(key.body.error).toBe(
      "The API key is invalid, revoked or unknown. Check the value, or create a new key (POST /api/v1/users/me/api-keys).",
    );
  });

  it("session JWT from the embedded issuer; JWKS published", async () => {
    const account = await t.createAccount();
    const res = await t.get("/api/v1/users/me", { token: account.session });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(account.id);
    const jwks = await t.get("/.well-known/jwks.json");
    expect(jwks.body.keys).toHaveLength(1);
    expect(jwks.body.keys[0]).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig" });
    expect(jwks.body.keys[0].d).toBeUndefined();
  });

  it.each([
    ["unknown API key", `ak_${"0".repeat(64)}`],
    ["malformed API key", "ak_123"],
    ["tampered JWT", "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl"],
    ["unknown encounter token", "f".repeat(64)],
    ["unknown developer key", "ak_test_0123456789abcdef0123"],
    ["garbage", "hello"],
  ])(
    "present but invalid (%s): 401, never anonymous, even on public endpoints",
    async (_, token) => {
      const res = await t.get("/api/v1/config/pricing", { token });
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(res.body.code).toBe("invalid_credential");
    },
  );

  it("a valid developer key is its own kind: not accepted on account endpoints; revoked is 401", async () => {
    const account = await t.createAccount();
    const key = `ak_test_${"a1b2c3d4".repeat(4)}`;
    await t.db
      .insertInto("developer_keys")
      .values({
        id: newId(),
        user_id: account.id,
        key_hash: sha256Hex(key),
        prefix: key.slice(0, 16),
        environment: "test",
        created_at: t.clock.now(),
      })
      .execute();
    const wrongKind = await t.get("/api/v1/users/me", { token: key });
    expect(wrongKind.status).toBe(401);
    expect(wrongKind.body.code).toBe("wrong_credential");
    expect(wrongKind.body.error).toMatch(/developer key is not accepted/);
    // Public endpoints take any valid credential.
    expect((await t.get("/api/v1/config/pricing", { token: key })).status).toBe(200);

    await t.db
      .updateTable("developer_keys")
      .set({ revoked_at: t.clock.now() })
      .where("key_hash", "=", sha256Hex(key))
      .execute();
    const revoked = await t.get("/api/v1/config/pricing", { token: key });
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe("invalid_credential");
  });

  it("a valid encounter token is not accepted on account endpoints", async () => {
    const token = "ab".repeat(32);
    const now = t.clock.now();
    await t.db
      .insertInto("encounters")
      .values({
        id: newId(),
        state: "open",
        session_token_hash: sha256Hex(`session-${token}`),
        encounter_token_hash: sha256Hex(token),
        expires_at: new Date(now.getTime() + 3600_000),
        created_at: now,
        updated_at: now,
      })
      .execute();
    const res = await t.get("/api/v1/users/me", { token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("wrong_credential");
    expect(res.body.error).toBe(
      "This endpoint takes a personal API key or a session token; an encounter token is not accepted here.",
    );
  });

  it("a non-Bearer Authorization scheme is 401", async () => {
    const res = await t.get("/api/v1/users/me", {
      headers: { authorization: "Basic dXNlcjpwYXNz" },
    });
    expect(res.status).toBe(401);
  });

  it("revoked and expired API keys are 401", async () => {
    const account = await t.createAccount();
    await t.db
      .updateTable("api_keys")
      .set({ revoked_at: t.clock.now() })
      .where("user_id", "=", account.id)
      .execute();
    const revoked = await t.get("/api/v1/users/me", { token: account.apiKey });
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe("invalid_credential");

    const other = await t.createAccount();
    await t.db
      .updateTable("api_keys")
      .set({ expires_at: new Date(t.clock.now().getTime() - 1000) })
      .where("user_id", "=", other.id)
      .execute();
    const expired = await t.get("/api/v1/users/me", { token: other.apiKey });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe("api_key_expired");
  });

  it("an expired session JWT is 401", async () => {
    const account = await t.createAccount();
    const shortLived = await t.services.sessions.issue(account.id, 60);
    t.clock.advance(2 * 60 * 1000);
    try {
      const res = await t.get("/api/v1/users/me", { token: shortLived });
      expect(res.status).toBe(401);
    } finally {
      t.clock.advance(-2 * 60 * 1000);
    }
  });

  it("lastUsedAt is recorded on use", async () => {
    const account = await t.createAccount();
    await t.get("/api/v1/users/me", { token: account.apiKey });
    const row = await t.db
      .selectFrom("api_keys")
      .select("last_used_at")
      .where("user_id", "=", account.id)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it("secrets are stored only as SHA-256 hashes", async () => {
    const account = await t.createAccount();
    const row = await t.db
      .selectFrom("api_keys")
      .selectAll()
      .where("user_id", "=", account.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.key_hash).not.toContain(account.apiKey.slice(3));
    expect(row.prefix).toBe(account.apiKey.slice(0, 11));
  });
});
