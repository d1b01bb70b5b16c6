import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, importJWK, type JWK, jwtVerify, type SignJWT } from "jose";
import Provider from "oidc-provider";
import * as oidc from "openid-client";

/**
 * A real, certified OpenID provider (`oidc-provider`) on loopback for the tests: discovery,
 * JWKS, authorization (its development login form: any login name is the account id), token,
 * userinfo and end-session endpoints. Access tokens for AUDIENCE are RFC 9068 JWTs (`at+jwt`,
 * resource indicators); `extraTokenClaims` puts the e-mail and roles into them for accounts that
 * ask for it.
 */
export const AUDIENCE = "https://api.intake.test";
export const CLIENT_ID = "intake-pages";
export const CLIENT_SECRET = "intake-pages-secret-0123456789abcdef";

export interface TestAccount {
  email?: string;
  email_verified?: boolean | "absent";
  roles?: string[];
  /** Put email/email_verified into the access token (otherwise only userinfo has them). */
  emailInToken?: boolean;
}

export interface RunningProvider {
  issuer: string;
  origin: string;
  accounts: Map<string, TestAccount>;
  signingKey: { privateKey: Parameters<SignJWT["sign"]>[0]; publicJwk: JWK; kid: string };
  redirectUris: string[];
  /** Paths requested of the provider, in order. */
  requests: string[];
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Code flow + PKCE driven with openid-client over HTTP (the provider's login form). */
  tokensFor(accountId: string): Promise<oidc.TokenEndpointResponse>;
}

export async function startProvider(
  options: { trailingSlash?: boolean; redirectUris?: string[] } = {},
): Promise<RunningProvider> {
  let handler: (req: never, res: never) => void = () => undefined;
  const server: Server = createServer((req, res) => handler(req as never, res as never));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  const issuer = options.trailingSlash ? `${origin}/` : origin;
  const accounts = new Map<string, TestAccount>();
  const redirectUris = options.redirectUris ?? ["http://127.0.0.1/callback"];

  const kid = "test-key-1";
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: "RS256", use: "sig" };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };

  const claimsOf = (id: string) => {
    const a = accounts.get(id) ?? {};
    return {
      ...(a.email ? { email: a.email } : {}),
      ...(a.email && a.email_verified !== "absent" && a.email_verified !== undefined
        ? { email_verified: a.email_verified }
        : {}),
      ...(a.roles ? { roles: a.roles } : {}),
    };
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: redirectUris,
        post_logout_redirect_uris: redirectUris.map((u) => new URL("/signin", u).toString()),
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [privateJwk] },
    cookies: { keys: ["test-cookie-key-0123456789"] },
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], roles: ["roles"] },
    scopes: ["openid", "email", "profile", "roles", "api"],
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, ...claimsOf(id) }),
    }),
    extraTokenClaims: async (_ctx, token) => {
      const accountId = "accountId" in token ? String(token.accountId) : "";
      const a = accounts.get(accountId) ?? {};
      return {
        ...(a.roles ? { roles: a.roles } : {}),
        ...(a.emailInToken ? claimsOf(accountId) : {}),
      };
    },
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: "api",
          audience: AUDIENCE,
          accessTokenTTL: 600,
          accessTokenFormat: "jwt",
          jwt: { sign: { alg: "RS256" } },
        }),
      },
    },
  });
  const callback = provider.callback();
  // oidc-provider's userinfo endpoint takes only its own stored (opaque) tokens: a JWT access
  // token is not stored and is meant for the resource server in its audience alone (its design).
  // Auth0, Okta and Keycloak answer userinfo for their JWT access tokens, which this service
  // relies on. So, in front of the provider, userinfo for a JWT access token is answered as
  // those providers do: the token verified with the provider's own key, then the claims of the
  // provider's account for its subject. Everything else is the provider itself.
  const verifyKey = await importJWK(publicJwk, "RS256");
  const userinfoForJwt = async (req: IncomingMessage, res: ServerResponse) => {
    const bearer = /^Bearer (\S+\.\S+\.\S+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!bearer) return false;
    res.setHeader("content-type", "application/json");
    try {
      const { payload } = await jwtVerify(bearer, verifyKey, { issuer, audience: AUDIENCE });
      res.end(JSON.stringify({ sub: payload.sub, ...claimsOf(String(payload.sub)) }));
    } catch {
      res.statusCode = 401;
      res.setHeader("www-authenticate", 'Bearer error="invalid_token"');
      res.end(JSON.stringify({ error: "invalid_token" }));
    }
    return true;
  };
  const requests: string[] = [];
  handler = ((req: IncomingMessage, res: ServerResponse) => {
    requests.push(req.url?.split("?")[0] ?? "");
    if (req.url?.split("?")[0] === "/me") {
      void userinfoForJwt(req, res).then((done) => {
        if (!done) callback(req, res);
      });
      return;
    }
    callback(req, res);
  }) as never;
  let running = true;

  const self: RunningProvider = {
    issuer,
    origin,
    accounts,
    redirectUris,
    requests,
    signingKey: { privateKey, publicJwk, kid },
    async stop() {
      if (!running) return;
      running = false;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      if (running) return;
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
      running = true;
    },
    async tokensFor(accountId) {
      const config = await oidc.discovery(new URL(issuer), CLIENT_ID, CLIENT_SECRET, undefined, {
        execute: [oidc.allowInsecureRequests],
      });
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUris[0] as string,
        scope: "openid email profile roles api",
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: "S256",
        state,
        resource: AUDIENCE,
      });
      const jar = new CookieJar();
      let res = await jar.fetch(url.toString());
      // Follow redirects; answer the development login form, then the consent form.
      for (let step = 0; step < 20; step++) {
        if (res.status >= 300 && res.status < 400) {
          const next = new URL(res.headers.get("location") as string, origin);
          if (next.toString().startsWith(redirectUris[0] as string)) break;
          res = await jar.fetch(next.toString());
          continue;
        }
        const html = await res.text();
        const action = /action="([^"]+)"/.exec(html)?.[1];
        if (res.status !== 200 || !action) throw new Error(`provider answered ${res.status}`);
        const form: Record<string, string> = html.includes('name="login"')
          ? { prompt: "login", login: accountId, password: "x" }
          : { prompt: "consent" };
        res = await jar.fetch(new URL(action, origin).toString(), {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(form).toString(),
        });
      }
      const back = new URL(res.headers.get("location") as string, origin);
      return oidc.authorizationCodeGrant(
        config,
        back,
        { pkceCodeVerifier: verifier, expectedState: state },
        { resource: AUDIENCE },
      );
    },
  };
  return self;
}

/** fetch with cookies kept per host (paths ignored: enough for these servers), no auto-redirects. */
export class CookieJar {
  private readonly cookies = new Map<string, Map<string, string>>();
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const host = new URL(url).host;
    const jar = this.cookies.get(host) ?? new Map<string, string>();
    this.cookies.set(host, jar);
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = (pair as string).indexOf("=");
      const name = (pair as string).slice(0, eq).trim();
      const value = (pair as string).slice(eq + 1).trim();
      const expired = attrs.some(
        (a) => /^\s*max-age=0/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (expired || value === "") jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }
  get(host: string, name: string): string | undefined {
    return this.cookies.get(host)?.get(name);
  }
}
