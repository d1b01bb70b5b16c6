import { createHmac } from "node:crypto";
import { base64url, exportSPKI, generateKeyPair, importJWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { AUDIENCE, CLIENT_ID, type RunningProvider, startProvider } from "./provider";

/**
 * Session tokens from a real OpenID provider (oidc-provider on loopback), obtained with
 * openid-client through the authorization code flow with PKCE, sent to the real app.
 */
let op: RunningProvider;
let t: TestApp;

const envFor = (p: RunningProvider) => ({
  AUTH_ISSUER: p.issuer,
  AUTH_AUDIENCE: AUDIENCE,
  OIDC_CLIENT_ID: CLIENT_ID,
  OIDC_ROLES_CLAIM: "roles",
  CLINICIAN_EMAILS: "lead.clinician@example.com",
});

beforeAll(async () => {
  op = await startProvider();
  t = await createTestApp(envFor(op));
}, 60_000);

afterAll(async () => {
  await t?.close();
  await op?.stop();
});

const me = (token: string) => t.get("/api/v1/users/me", { token });
const header = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split(".")[0] as string, "base64url").toString());
const identities = (subject: string) =>
  t.db.selectFrom("external_identities").selectAll().where("subject", "=", subject).execute();

describe("standard access tokens", () => {
  it("an RFC 9068 access token without email: the address comes from userinfo, the account is keyed on (iss, sub)", async () => {
    op.accounts.set("alice", { email: "Alice@Example.com", email_verified: true });
    const tokens = await op.tokensFor("alice");
    expect(header(tokens.access_token).typ).toBe("at+jwt");
    const payload = JSON.parse(
      Buffer.from(tokens.access_token.split(".")[1] as string, "base64url").toString(),
    );
    expect(payload.email).toBeUndefined();
    const res = await me(tokens.access_token);
    expect(res.status).toBe(200);
    expect(res.body.email).toBe("alice@example.com");
    const rows = await identities("alice");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      issuer: op.issuer,
      user_id: res.body.id,
      email_verified: true,
    });
    // Again: the known (iss, sub), the same account.
    expect((await me(tokens.access_token)).body.id).toBe(res.body.id);
  });

  it("an existing account is linked by a verified e-mail", async () => {
    const existing = await t.createUser("bob@example.com");
    op.accounts.set("bob", { email: "bob@example.com", email_verified: true, emailInToken: true });
    const res = await me((await op.tokensFor("bob")).access_token);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(existing.id);
  });

  it("email_verified false or absent: not linked to the account of that address, refused with 403 email_not_verified", async () => {
    const victim = await t.createUser("carol@example.com");
    for (const [sub, verified, inToken] of [
      ["mallory-1", false, true],
      ["mallory-2", "absent", true],
      ["mallory-3", false, false],
      ["mallory-4", "absent", false],
    ] as const) {
      op.accounts.set(sub, {
        email: "carol@example.com",
        email_verified: verified,
        emailInToken: inToken,
      });
      const res = await me((await op.tokensFor(sub)).access_token);
      expect(res.status, sub).toBe(403);
      expect(res.body.code, sub).toBe("email_not_verified");
      expect(res.body.error).toMatch(/Verify the address with your identity provider/);
      expect(await identities(sub)).toHaveLength(0);
    }
    const carol = await t.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", victim.id)
      .executeTakeFirstOrThrow();
    expect(carol.email).toBe("carol@example.com");
    // No account is made under an unverified address either (it could be claimed later).
    op.accounts.set("dave", { email: "dave@example.com", email_verified: false });
    expect((await me((await op.tokensFor("dave")).access_token)).body.code).toBe(
      "email_not_verified",
    );
    const dave = await t.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "dave@example.com")
      .execute();
    expect(dave).toHaveLength(0);
  });

  it("CLINICIAN_EMAILS needs a verified address; once linked, (iss, sub) decides, not a changed e-mail", async () => {
    op.accounts.set("impostor", {
      email: "lead.clinician@example.com",
      email_verified: false,
      emailInToken: true,
    });
    expect((await me((await op.tokensFor("impostor")).access_token)).status).toBe(403);
    expect(
      await t.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "lead.clinician@example.com")
        .execute(),
    ).toHaveLength(0);

    op.accounts.set("lead", { email: "lead.clinician@example.com", email_verified: true });
    const lead = await me((await op.tokensFor("lead")).access_token);
    expect(lead.body.role).toBe("clinician");

    // A linked person whose provider later reports another, unverified address: same account,
    // and the address (unverified) grants nothing.
    op.accounts.set("erin", { email: "erin@example.com", email_verified: true });
    const erin = await me((await op.tokensFor("erin")).access_token);
    op.accounts.set("erin", {
      email: "lead.clinician@example.com",
      email_verified: false,
      emailInToken: true,
    });
    const again = await me((await op.tokensFor("erin")).access_token);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(erin.body.id);
    expect(again.body.email).toBe("erin@example.com");
    expect(again.body.role).not.toBe("clinician");
  });

  it("the roles claim (OIDC_ROLES_CLAIM=roles) makes a clinician", async () => {
    op.accounts.set("frank", {
      email: "frank@example.com",
      email_verified: true,
      roles: ["clinician"],
    });
    const res = await me((await op.tokensFor("frank")).access_token);
    expect(res.body.role).toBe("clinician");
    const audit = await t.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", res.body.id)
      .where("action", "=", "clinician.granted")
      .execute();
    expect(audit).toHaveLength(1);
    op.accounts.set("gina", {
      email: "gina@example.com",
      email_verified: true,
      roles: ["patient"],
    });
    expect((await me((await op.tokensFor("gina")).access_token)).body.role).not.toBe("clinician");
  });

  it("an ID token sent as an access token is refused", async () => {
    op.accounts.set("henry", { email: "henry@example.com", email_verified: true });
    const tokens = await op.tokensFor("henry");
    const res = await me(tokens.id_token as string);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("invalid_credential");
  });
});

describe("forged and unfit tokens: 401 invalid_credential", () => {
  const now = () => Math.floor(t.clock.now().getTime() / 1000);
  const sign = (
    claims: Record<string, unknown>,
    opts: { iss?: string; aud?: string; typ?: string; iat?: number; exp?: number } = {},
  ) =>
    new SignJWT({ email: "ivy@example.com", email_verified: true, ...claims })
      .setProtectedHeader({ alg: "RS256", kid: op.signingKey.kid, typ: opts.typ ?? "at+jwt" })
      .setIssuer(opts.iss ?? op.issuer)
      .setAudience(opts.aud ?? AUDIENCE)
      .setSubject("ivy")
      .setIssuedAt(opts.iat ?? now())
      .setExpirationTime(opts.exp ?? now() + 600)
      .sign(op.signingKey.privateKey);

  it("a well-formed token signed with the provider's key is accepted (the control)", async () => {
    expect((await me(await sign({}))).status).toBe(200);
    // Providers' plain JWT access tokens: typ JWT (Auth0, Entra), Keycloak's (payload typ
    // Bearer, which may carry the nonce).
    expect((await me(await sign({}, { typ: "JWT" }))).status).toBe(200);
    expect((await me(await sign({ typ: "Bearer", nonce: "n" }, { typ: "JWT" }))).status).toBe(200);
  });

  it("expired, wrong aud, wrong iss, alg none, HS256 keyed with the public key, an ID token type", async () => {
    const publicKey = await importJWK(op.signingKey.publicJwk, "RS256");
    const pem = await exportSPKI(publicKey as CryptoKey);
    const unsigned = (alg: string) =>
      `${base64url.encode(JSON.stringify({ alg, kid: op.signingKey.kid, typ: "at+jwt" }))}.${base64url.encode(
        JSON.stringify({
          iss: op.issuer,
          aud: AUDIENCE,
          sub: "ivy",
          iat: now(),
          exp: now() + 600,
          email: "ivy@example.com",
          email_verified: true,
        }),
      )}`;
    const hmac = (key: string) => {
      const input = unsigned("HS256");
      return `${input}.${createHmac("sha256", key).update(input).digest("base64url")}`;
    };
    const cases: [string, string][] = [
      ["expired", await sign({}, { iat: now() - 7200, exp: now() - 3600 })],
      ["wrong aud", await sign({}, { aud: "https://other.example.com" })],
      ["aud is the client (an ID token's audience)", await sign({}, { aud: CLIENT_ID })],
      ["wrong iss", await sign({}, { iss: "https://evil.example.com" })],
      [
        "iss with a trailing slash the provider does not use",
        await sign({}, { iss: `${op.issuer}/` }),
      ],
      ["alg none", `${unsigned("none")}.`],
      ["HS256 with the public key (PEM)", hmac(pem)],
      ["HS256 with the public key (JWK JSON)", hmac(JSON.stringify(op.signingKey.publicJwk))],
      ["typ id_token+jwt", await sign({}, { typ: "id_token+jwt" })],
      ["plain JWT carrying a nonce (an ID token)", await sign({ nonce: "n" }, { typ: "JWT" })],
      ["plain JWT carrying at_hash (an ID token)", await sign({ at_hash: "x" }, { typ: "JWT" })],
      ["Keycloak's ID token (payload typ ID)", await sign({ typ: "ID" }, { typ: "JWT" })],
    ];
    for (const [label, token] of cases) {
      const res = await me(token);
      expect(res.status, label).toBe(401);
      expect(res.body.code, label).toBe("invalid_credential");
    }
  });
});

describe("the provider's keys", () => {
  it("an unknown kid re-reads the JWKS at once, then at most every 30 seconds", async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const stranger = await generateKeyPair("RS256");
    const forged = (kid: string) =>
      new SignJWT({ email: "ivy@example.com", email_verified: true })
        .setProtectedHeader({ alg: "RS256", kid, typ: "at+jwt" })
        .setIssuer(op.issuer)
        .setAudience(AUDIENCE)
        .setSubject("ivy")
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(stranger.privateKey);
    // Make sure the keys are cached, then let the cooldown pass.
    expect((await me(await forgedByProvider())).status).toBe(200);
    t.clock.advance(31_000);
    const jwksFetches = () => op.requests.filter((p) => p === "/jwks").length;
    const before = jwksFetches();
    expect((await me(await forged("rotated-1"))).status).toBe(401);
    expect(jwksFetches()).toBe(before + 1);
    expect((await me(await forged("rotated-2"))).status).toBe(401);
    expect((await me(await forged("rotated-3"))).status).toBe(401);
    expect(jwksFetches()).toBe(before + 1);
    t.clock.advance(31_000);
    expect((await me(await forged("rotated-4"))).status).toBe(401);
    expect(jwksFetches()).toBe(before + 2);
    // Known keys need no fetch.
    expect((await me(await forgedByProvider())).status).toBe(200);
    expect(jwksFetches()).toBe(before + 2);
  });
});

/** A token signed with the provider's own key (as the provider would sign it). */
function forgedByProvider() {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({ email: "ivy@example.com", email_verified: true })
    .setProtectedHeader({ alg: "RS256", kid: op.signingKey.kid, typ: "at+jwt" })
    .setIssuer(op.issuer)
    .setAudience(AUDIENCE)
    .setSubject("ivy")
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(op.signingKey.privateKey);
}

describe("issuer with a trailing slash (Auth0's form)", () => {
  it("is compared exactly as discovery states it", async () => {
    const slash = await startProvider({ trailingSlash: true });
    const app = await createTestApp(envFor(slash));
    try {
      const discovery = await (
        await fetch(`${slash.origin}/.well-known/openid-configuration`)
      ).json();
      expect(discovery.issuer).toBe(`${slash.origin}/`);
      slash.accounts.set("jane", { email: "jane@example.com", email_verified: true });
      const tokens = await slash.tokensFor("jane");
      const res = await app.get("/api/v1/users/me", { token: tokens.access_token });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe("jane@example.com");
      const [row] = await app.db.selectFrom("external_identities").selectAll().execute();
      expect(row?.issuer).toBe(`${slash.origin}/`);
      // AUTH_ISSUER written without the slash finds the same provider; tokens are still held to
      // the issuer discovery states (with the slash), so the one without it is refused.
      const lax = await createTestApp({ ...envFor(slash), AUTH_ISSUER: slash.origin });
      try {
        expect((await lax.get("/api/v1/users/me", { token: tokens.access_token })).status).toBe(
          200,
        );
        const now = Math.floor(lax.clock.now().getTime() / 1000);
        const noSlash = await new SignJWT({ email: "jane@example.com", email_verified: true })
          .setProtectedHeader({ alg: "RS256", kid: slash.signingKey.kid, typ: "at+jwt" })
          .setIssuer(slash.origin)
          .setAudience(AUDIENCE)
          .setSubject("jane")
          .setIssuedAt(now)
          .setExpirationTime(now + 600)
          .sign(slash.signingKey.privateKey);
        const refused = await lax.get("/api/v1/users/me", { token: noSlash });
        expect(refused.status).toBe(401);
        expect(refused.body.code).toBe("invalid_credential");
      } finally {
        await lax.close();
      }
    } finally {
      await app.close();
      await slash.stop();
    }
  });
});

describe("the provider unreachable: 503 auth_provider_unavailable with Retry-After", () => {
  it("no keys yet, and userinfo away for a new person; known people go on with cached keys", async () => {
    const p = await startProvider();
    const app = await createTestApp(envFor(p));
    try {
      p.accounts.set("kim", { email: "kim@example.com", email_verified: true, emailInToken: true });
      p.accounts.set("lee", { email: "lee@example.com", email_verified: true });
      const kim = await p.tokensFor("kim");
      const lee = await p.tokensFor("lee");
      const cold = await createTestApp(envFor(p));
      try {
        expect((await app.get("/api/v1/users/me", { token: kim.access_token })).status).toBe(200);
        await p.stop();
        // Keys cached: the token with its e-mail in it still works.
        expect((await app.get("/api/v1/users/me", { token: kim.access_token })).status).toBe(200);
        // A new person without e-mail in the token: userinfo is needed and away.
        const away = await app.get("/api/v1/users/me", { token: lee.access_token });
        expect(away.status).toBe(503);
        expect(away.body.code).toBe("auth_provider_unavailable");
        expect(away.headers.get("retry-after")).toBe("30");
        // An instance that never had the keys.
        const none = await cold.get("/api/v1/users/me", { token: kim.access_token });
        expect(none.status).toBe(503);
        expect(none.body.code).toBe("auth_provider_unavailable");
        expect(none.headers.get("retry-after")).toBe("30");
        await p.start();
        expect((await cold.get("/api/v1/users/me", { token: kim.access_token })).status).toBe(200);
        expect((await app.get("/api/v1/users/me", { token: lee.access_token })).status).toBe(200);
      } finally {
        await cold.close();
      }
    } finally {
      await app.close();
      await p.stop();
    }
  });
});
