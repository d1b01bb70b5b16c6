import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { newId, unseal } from "@intake/core/kernel";
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { listen } from "../src/http/server";
import { COMPLETE, letter, SPOUSE as patient } from "./encounters/seed";
import { createTestApp, TEST_APP_SECRET, TEST_BASE_URL, type TestApp } from "./harness";

/** Defects found by an outside test (issue 16): each answered 500 or broke the contract before. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("query parameters named like Object.prototype members", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "?%s=y is no 500, anonymous or authenticated",
    async (name) => {
      const a = await t.createAccount();
      const pricing = await t.get(`/api/v1/config/pricing?${name}=y`);
      expect(pricing.status).toBe(200);
      expect(pricing.body.currency).toBe("usd");
      const search = await t.get(`/api/v1/knowledge/search?query=cough&limit=2&${name}=y`);
      expect(search.status).toBe(200);
      const patients = await t.get(`/api/v1/patients?${name}=y&${name}=z`, { token: a.apiKey });
      expect(patients.status).toBe(200);
      const encounters = await t.get(`/api/v1/encounters?limit=2&${name}=y`, {
        token: a.apiKey,
      });
      expect(encounters.status).toBe(200);
    },
  );
});

describe("U+0000 in a text field is 400 naming the field, nothing stored", () => {
  it("API-key label, patient name, letter, query parameter", async () => {
    const a = await t.createAccount();
    const key = await t.post(
      "/api/v1/users/me/api-keys",
      { label: "work\u0000laptop", expiresAt: "2999-01-01T00:00:00Z" },
      { token: a.session },
    );
    expect(key.status).toBe(400);
    expect(key.body).toMatchObject({
      code: "validation_failed",
      issues: [{ path: "label", message: "must not contain the NUL character (U+0000)" }],
    });
    expect(key.body.error).toContain("label");
    const keys = await t.db.selectFrom("api_keys").select("id").where("user_id", "=", a.id);
    expect(await keys.execute()).toHaveLength(1); // the harness's own key only

    const named = await t.post(
      "/api/v1/patients",
      { ...patient, firstName: "Al\u0000ex" },
      { token: a.apiKey },
    );
    expect(named.status).toBe(400);
    expect(named.body.issues).toEqual([expect.objectContaining({ path: "firstName" })]);
    const stored = await t.db.selectFrom("patients").select("id").where("owner_id", "=", a.id);
    expect(await stored.execute()).toHaveLength(0);

    const query = await t.post("/api/v1/agent/query", {
      query: `${letter(COMPLETE)}\u0000`,
      images: [{ url: "https://example.com/a\u0000.png" }],
    });
    expect(query.status).toBe(400);
    expect(query.body.issues[0].path).toBe("query");
    const nested = await t.post("/api/v1/agent/query", {
      query: letter(COMPLETE),
      images: [{ url: "https://example.com/a\u0000.png" }],
    });
    expect(nested.body.issues[0].path).toBe("images.0.url");

    const search = await t.get("/api/v1/knowledge/search?query=cou%00gh");
    expect(search.status).toBe(400);
    expect(search.body.issues[0].path).toBe("query");

    const patch = await t.post("/api/v1/patients", patient, { token: a.apiKey });
    const renamed = await t.patch(
      `/api/v1/patients/${patch.body.id}`,
      { lastName: "Ri\u0000vera" },
      { token: a.apiKey },
    );
    expect(renamed.status).toBe(400);
    expect(renamed.body.issues[0].path).toBe("lastName");
    expect(
      (await t.get(`/api/v1/patients/${patch.body.id}`, { token: a.apiKey })).body.lastName,
    ).toBe("Rivera");
  });
});

describe("session JWT claims", () => {
  async function embeddedKey() {
    const row = await t.db.selectFrom("signing_keys").selectAll().executeTakeFirstOrThrow();
    const jwk = JSON.parse(unseal(TEST_APP_SECRET, row.private_jwk_sealed)) as JWK;
    return { key: await importJWK(jwk, "ES256"), kid: row.kid };
  }
  const now = () => Math.floor(t.clock.now().getTime() / 1000);

  it("a sub that is not a UUID, a token without exp, an iat in the future, no stored session: 401", async () => {
    const a = await t.createAccount();
    const other = await t.createAccount();
    // The account's stored session (issue 22): a genuine JWT must name it by `jti`.
    const sid = JSON.parse(Buffer.from(a.session.split(".")[1] as string, "base64url").toString())
      .jti as string;
    const otherSid = JSON.parse(
      Buffer.from(other.session.split(".")[1] as string, "base64url").toString(),
    ).jti as string;
    const { key, kid } = await embeddedKey();
    const token = (claims: { sub?: string; exp?: number; iat?: number; jti?: string | null }) => {
      const jwt = new SignJWT({})
        .setProtectedHeader({ alg: "ES256", kid })
        .setIssuer(TEST_BASE_URL)
        .setAudience("intake-api");
      if (claims.sub) jwt.setSubject(claims.sub);
      if (claims.exp) jwt.setExpirationTime(claims.exp);
      if (claims.iat) jwt.setIssuedAt(claims.iat);
      if (claims.jti !== null) jwt.setJti(claims.jti ?? sid);
      return jwt.sign(key);
    };
    const good = await token({ sub: a.id, iat: now(), exp: now() + 600 });
    expect((await t.get("/api/v1/users/me", { token: good })).status).toBe(200);

    for (const [label, claims] of [
      ["non-UUID sub", { sub: "not-a-uuid", iat: now(), exp: now() + 600 }],
      ["SQL in sub", { sub: "' or 1=1 --", iat: now(), exp: now() + 600 }],
      ["no exp", { sub: a.id, iat: now() }],
      ["no iat", { sub: a.id, exp: now() + 600 }],
      ["iat an hour ahead", { sub: a.id, iat: now() + 3600, exp: now() + 7200 }],
      ["expired", { sub: a.id, iat: now() - 7200, exp: now() - 3600 }],
      ["no session id", { sub: a.id, iat: now(), exp: now() + 600, jti: null }],
      [
        "unknown session id",
        { sub: a.id, iat: now(), exp: now() + 600, jti: "00000000-0000-4000-8000-000000000000" },
      ],
      ["another account's session", { sub: a.id, iat: now(), exp: now() + 600, jti: otherSid }],
    ] as const) {
      const res = await t.get("/api/v1/users/me", { token: await token(claims) });
      expect(res.status, label).toBe(401);
      expect(res.body.code, label).toBe("invalid_credential");
      expect(res.headers.get("www-authenticate"), label).toMatch(/^Bearer/);
    }
  });

  it("an external OIDC issuer: the same rules for exp and iat", async () => {
    const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
    const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: "ext-1", alg: "RS256" }] };
    const server: Server = createServer((_req, res) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(jwks));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const issuer = "https://id.example.com";
    const ext = await createTestApp({
      AUTH_ISSUER: issuer,
      AUTH_AUDIENCE: "intake",
      AUTH_JWKS_URL: `http://127.0.0.1:${port}/jwks`,
    });
    try {
      const at = Math.floor(ext.clock.now().getTime() / 1000);
      const token = (claims: { exp?: number; iat?: number }) => {
        const jwt = new SignJWT({ email: "ext.user@example.com", email_verified: true })
          .setProtectedHeader({ alg: "RS256", kid: "ext-1" })
          .setIssuer(issuer)
          .setAudience("intake")
          .setSubject("auth0|12345");
        if (claims.exp) jwt.setExpirationTime(claims.exp);
        if (claims.iat) jwt.setIssuedAt(claims.iat);
        return jwt.sign(privateKey);
      };
      const good = await ext.get("/api/v1/users/me", {
        token: await token({ iat: at, exp: at + 600 }),
      });
      expect(good.status).toBe(200);
      expect(good.body.email).toBe("ext.user@example.com");
      for (const [label, claims] of [
        ["no exp", { iat: at }],
        ["iat an hour ahead", { iat: at + 3600, exp: at + 7200 }],
      ] as const) {
        const res = await ext.get("/api/v1/users/me", { token: await token(claims) });
        expect(res.status, label).toBe(401);
        expect(res.body.code, label).toBe("invalid_credential");
      }
    } finally {
      await ext.close();
      server.close();
    }
  });
});

describe("oversized request line or headers", () => {
  it("431 in our JSON envelope (request_header_too_large), not Node's bare status line", async () => {
    const app = createApp(t.services, pino({ level: "silent" }));
    const server = await new Promise<Server>((resolve) => {
      const s = listen(app.fetch, { port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    try {
      const port = (server.address() as AddressInfo).port;
      const send = (path: string, headers: Record<string, string>) =>
        new Promise<{ status: number; body: string; requestId?: string }>((resolve, reject) => {
          const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
            let body = "";
            res.on("data", (chunk) => {
              body += chunk;
            });
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                body,
                requestId: res.headers["x-request-id"] as string | undefined,
              }),
            );
          });
          req.on("error", reject);
          req.end();
        });
      const big = await send("/api/v1/config/pricing", { "x-filler": "a".repeat(20_000) });
      expect(big.status).toBe(431);
      expect(JSON.parse(big.body)).toMatchObject({ code: "request_header_too_large" });
      expect(JSON.parse(big.body).error).toMatch(/16 KB/);
      expect(big.requestId).toMatch(/^[0-9a-f-]{36}$/);
      const longUrl = await send(`/api/v1/config/pricing?x=${"a".repeat(20_000)}`, {});
      expect(longUrl.status).toBe(431);
      const fine = await send("/api/v1/config/pricing", {});
      expect(fine.status).toBe(200);
    } finally {
      server.close();
    }
  });
});

describe("x-request-id", () => {
  it("is on authenticated responses too (the caller's id when sane)", async () => {
    const a = await t.createAccount();
    for (const path of ["/api/v1/users/me", "/api/v1/patients", "/api/v1/encounters"]) {
      const res = await t.get(path, {
        token: a.apiKey,
        headers: { "x-request-id": "trace-12345678" },
      });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-request-id"), path).toBe("trace-12345678");
      const fresh = await t.get(path, { token: a.session });
      expect(fresh.headers.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("malformed ids are 404 like unknown ones", () => {
  it.each([
    ["GET", "/api/v1/encounters/not-a-uuid"],
    ["GET", "/api/v1/encounters/not-a-uuid/turns"],
    ["GET", "/api/v1/encounters/not-a-uuid/latest-turn"],
    ["POST", "/api/v1/encounters/not-a-uuid/cancel"],
    ["GET", "/api/v1/patients/not-a-uuid"],
    ["PATCH", "/api/v1/patients/not-a-uuid"],
    ["DELETE", "/api/v1/patients/not-a-uuid"],
    ["POST", "/api/v1/patients/not-a-uuid/identity-session"],
    ["DELETE", "/api/v1/users/me/api-keys/not-a-uuid"],
  ])("%s %s", async (method, path) => {
    const a = await t.createAccount();
    const res = await t.request(method, path, {
      token: path.includes("api-keys") ? a.session : a.apiKey,
      body: method === "PATCH" ? { phoneNumber: "+14155550100" } : undefined,
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("not_found");
  });
});

describe("GET /patients lists complete patients only", () => {
  it("an empty self placeholder from an older sign-in is invisible until POST fills it", async () => {
    const a = await t.createAccount();
    const placeholder = newId();
    const now = t.clock.now();
    await t.db
      .insertInto("patients")
      .values({
        id: placeholder,
        owner_id: a.id,
        relationship: "self",
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await t.get("/api/v1/patients", { token: a.apiKey })).body).toEqual([]);
    expect((await t.get(`/api/v1/patients/${placeholder}`, { token: a.apiKey })).status).toBe(404);
    const created = await t.post(
      "/api/v1/patients",
      { ...patient, relationship: "self" },
      { token: a.apiKey },
    );
    expect(created.status).toBe(201);
    expect(created.body.id).toBe(placeholder);
    const listed = await t.get("/api/v1/patients", { token: a.apiKey });
    expect(listed.body).toHaveLength(1);
    for (const field of ["firstName", "lastName", "dateOfBirth", "sex", "zipCode"]) {
      expect(typeof listed.body[0][field], field).toBe("string");
    }
    const again = await t.post(
      "/api/v1/patients",
      { ...patient, relationship: "self" },
      { token: a.apiKey },
    );
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "self_patient_exists", patientId: placeholder });
  });
});

describe("the OpenAPI document", () => {
  it("describes every status of an operation on its own (a 410 is not 'Internal server error')", async () => {
    const doc = (await t.get("/api/v1/openapi.json")).body;
    for (const [path, item] of Object.entries(doc.paths as Record<string, object>)) {
      for (const [method, op] of Object.entries(
        item as Record<string, { responses: Record<string, { description: string }> }>,
      )) {
        const seen = new Map<string, string>();
        for (const [status, response] of Object.entries(op.responses)) {
          const where = `${method.toUpperCase()} ${path} ${status}`;
          expect(response.description, where).toBeTruthy();
          expect(seen.get(response.description), where).toBeUndefined();
          seen.set(response.description, status);
          if (status !== "500") expect(response.description, where).not.toMatch(/internal/i);
        }
      }
    }
    expect(doc.paths["/api/v1/agent/query"].post.responses["410"].description).toMatch(
      /encounter_expired/,
    );
  });
});

describe("TRUST_PROXY: addresses and ranges whose X-Real-IP / X-Forwarded-For count", () => {
  /**
   * A real server (the socket peer is 127.0.0.1) allowing one new anonymous encounter per client:
   * `post(headers)` answers 200 for a client seen for the first time and 429 for a repeat.
   */
  async function withServer(
    trust: string,
    run: (post: (h: Record<string, string>) => Promise<number>) => Promise<void>,
  ) {
    const app = await createTestApp({
      TRUST_PROXY: trust,
      NEW_ENCOUNTERS_PER_HOUR_PER_CLIENT: "1",
    });
    const http = createApp(app.services, pino({ level: "silent" }));
    const server = await new Promise<Server>((resolve) => {
      const s = listen(http.fetch, { port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    const port = (server.address() as AddressInfo).port;
    try {
      await run(async (headers) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/agent/query`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ query: letter(COMPLETE) }),
        });
        return res.status;
      });
    } finally {
      server.close();
      await app.close();
    }
  }

  it("loopback trusts the local proxy: X-Forwarded-For tells clients apart (X-Real-IP is not read)", async () => {
    await withServer("loopback", async (post) => {
      expect(await post({ "x-forwarded-for": "198.51.100.1" })).toBe(200);
      expect(await post({ "x-real-ip": "198.51.100.2" })).toBe(200); // the peer, 127.0.0.1
      expect(await post({ "x-real-ip": "198.51.100.9" })).toBe(429); // still the peer
      // The rightmost untrusted entry is the client; what the client wrote left of it proves nothing.
      expect(await post({ "x-forwarded-for": "1.1.1.1, 198.51.100.3" })).toBe(200);
      expect(await post({ "x-forwarded-for": "1.1.1.1, 198.51.100.4, 127.0.0.1" })).toBe(200);
      expect(await post({ "x-forwarded-for": "2.2.2.2, 198.51.100.3" })).toBe(429);
    });
  }, 60_000);

  it("a peer outside the list is the client itself: its headers are ignored", async () => {
    await withServer("10.0.0.0/8, 192.168.1.7", async (post) => {
      expect(await post({ "x-real-ip": "198.51.100.1" })).toBe(200);
      expect(await post({ "x-real-ip": "198.51.100.2" })).toBe(429);
    });
  }, 60_000);
});

describe("deeply nested JSON", () => {
  it("is 400 naming the body, not a stack overflow (500)", async () => {
    const a = await t.createAccount();
    for (const depth of [33, 5000, 40_000]) {
      const res = await t.request("POST", "/api/v1/patients", {
        rawBody: `${'{"":'.repeat(depth)}1${"}".repeat(depth)}`,
        headers: { "content-type": "application/json" },
        token: a.apiKey,
      });
      expect(res.status, String(depth)).toBe(400);
      expect(res.body).toMatchObject({
        code: "validation_failed",
        issues: [{ path: expect.any(String), message: "is nested deeper than 32 levels" }],
      });
      // A body that is an array, however deep, is not an object: refused before it is parsed.
      const array = await t.request("POST", "/api/v1/patients", {
        rawBody: `${"[".repeat(depth)}${"]".repeat(depth)}`,
        headers: { "content-type": "application/json" },
        token: a.apiKey,
      });
      expect(array.status, String(depth)).toBe(400);
      expect(array.body.code).toBe("invalid_body");
    }
    const deepField = await t.post("/api/v1/agent/query", {
      query: letter(COMPLETE),
      images: [JSON.parse(`${"[".repeat(40)}${"]".repeat(40)}`)],
    });
    expect(deepField.status).toBe(400);
  });
});
