import type { Db } from "@intake/db";
import {
  createLocalJWKSet,
  type JSONWebKeySet,
  type JWTHeaderParameters,
  type JWTPayload,
  errors as joseErrors,
  jwtVerify,
} from "jose";
import type { Clock } from "../../kernel/clock";
import type { Config } from "../../kernel/config";
import { sha256Hex } from "../../kernel/crypto";
import { DomainError, forbidden, unauthorized } from "../../kernel/errors";
import type { SessionIssuer } from "../callers/session-issuer";
import { applyClinicianGrant, CLINICIAN_ROLE, grantClinician } from "../clinicians/clinicians";
import { ensureUserByEmail } from "../users/ensure-user";

/** How long the provider is given to answer one request (discovery, JWKS, userinfo). */
const FETCH_TIMEOUT_MS = 5_000;
/** Discovery metadata and keys are re-read this often, and at once on an unknown `kid`. */
const METADATA_TTL_MS = 60 * 60 * 1000;
const KEYS_TTL_MS = 10 * 60 * 1000;
/** An unknown `kid` re-reads the keys at most this often (a flood of made-up kids is cheap). */
const KEYS_REFRESH_COOLDOWN_MS = 30_000;
/** A userinfo answer is reused for the same token this long at most (and never past `exp`). */
const USERINFO_TTL_MS = 5 * 60 * 1000;
const USERINFO_CACHE_MAX = 1_000;
const RETRY_AFTER_SECONDS = 30;
const LAST_SEEN_THROTTLE_MS = 60_000;
const CLOCK_SKEW_SECONDS = 60;
const ALGORITHMS = [
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
  "ES256",
  "ES384",
  "EdDSA",
];
/** RFC 9068 §2.1: the `typ` of a JWT access token. */
const ACCESS_TOKEN_TYPES = new Set(["at+jwt", "application/at+jwt"]);

/** The provider's metadata this service uses (OpenID Connect Discovery 1.0). */
export interface ProviderMetadata {
  issuer: string;
  jwks_uri: string;
  authorization_endpoint?: string;
  token_endpoint?: string;
  userinfo_endpoint?: string;
  end_session_endpoint?: string;
}

/** 503 with Retry-After: the provider did not answer, which says nothing about the token. */
export const authProviderUnavailable = (what: string) =>
  new DomainError(
    "auth_provider_unavailable",
    `The sign-in provider could not be reached (${what}). Nothing was changed: retry in ${RETRY_AFTER_SECONDS} seconds.`,
    { retry_after_seconds: RETRY_AFTER_SECONDS },
    { "Retry-After": String(RETRY_AFTER_SECONDS) },
  );

const invalidToken = (why: string) =>
  unauthorized(
    `The session token is not accepted: ${why}. Sign in again for a new session token.`,
    "invalid_credential",
  );

async function fetchJson(url: string, what: string, init: RequestInit = {}) {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      redirect: "error",
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: "application/json", ...(init.headers ?? {}) },
    });
  } catch {
    throw authProviderUnavailable(what);
  }
  return { res, json: async () => res.json().catch(() => null) as Promise<unknown> };
}

/** The discovery URL of an issuer (OpenID Connect Discovery §4: one trailing slash dropped). */
export const discoveryUrl = (issuer: string) =>
  `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;

/**
 * Reads and caches the provider's metadata. The issuer it states is what tokens must carry,
 * byte for byte; AUTH_ISSUER may differ from it only by a trailing slash.
 */
export function providerMetadata(config: Config, clock: Clock) {
  let cached: { value: ProviderMetadata; at: number } | null = null;
  return async (): Promise<ProviderMetadata> => {
    const now = clock.now().getTime();
    if (cached && now - cached.at < METADATA_TTL_MS) return cached.value;
    const configured = config.AUTH_ISSUER as string;
    try {
      const { res, json } = await fetchJson(discoveryUrl(configured), "discovery");
      const doc = (await json()) as Partial<ProviderMetadata> | null;
      if (!res.ok || !doc || typeof doc.issuer !== "string" || typeof doc.jwks_uri !== "string") {
        throw authProviderUnavailable(`discovery answered ${res.status}`);
      }
      if (doc.issuer.replace(/\/$/, "") !== configured.replace(/\/$/, "")) {
        // A configuration error, not a bad token: every token would fail. Say so loudly.
        throw authProviderUnavailable(
          `the provider's discovery document names issuer ${doc.issuer}, not AUTH_ISSUER ${configured}`,
        );
      }
      cached = { value: doc as ProviderMetadata, at: now };
      return cached.value;
    } catch (error) {
      // A stale copy is better than none while the provider is briefly away.
      if (cached) return cached.value;
      throw error;
    }
  };
}

/**
 * The provider's signing keys: cached, re-read when old and at once (at most every 30 seconds)
 * when a token names a `kid` we do not have. Unreachable with no keys at hand: 503.
 */
function remoteKeys(jwksUrl: () => Promise<string>, clock: Clock) {
  let keys: { set: ReturnType<typeof createLocalJWKSet>; at: number } | null = null;
  let lastAttempt = Number.NEGATIVE_INFINITY;
  const refresh = async () => {
    lastAttempt = clock.now().getTime();
    const { res, json } = await fetchJson(await jwksUrl(), "keys");
    const body = (await json()) as JSONWebKeySet | null;
    if (!res.ok || !body || !Array.isArray(body.keys)) {
      throw authProviderUnavailable(`keys answered ${res.status}`);
    }
    keys = { set: createLocalJWKSet(body), at: clock.now().getTime() };
  };
  return async (
    header: JWTHeaderParameters,
    token: Parameters<ReturnType<typeof createLocalJWKSet>>[1],
  ) => {
    const now = clock.now().getTime();
    if (!keys) await refresh();
    else if (now - keys.at > KEYS_TTL_MS) await refresh().catch(() => undefined);
    try {
      return await (keys as NonNullable<typeof keys>).set(header, token);
    } catch (error) {
      if (
        !(error instanceof joseErrors.JWKSNoMatchingKey) ||
        now - lastAttempt < KEYS_REFRESH_COOLDOWN_MS
      ) {
        throw error;
      }
      await refresh();
      return (keys as NonNullable<typeof keys>).set(header, token);
    }
  };
}

/** A claim by name, or by dotted path (`realm_access.roles`) when no claim has that name. */
function claimAt(claims: Record<string, unknown>, name: string): unknown {
  if (name in claims) return claims[name];
  let value: unknown = claims;
  for (const part of name.split(".")) {
    if (!value || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The roles a claim lists: an array of strings, or one space- or comma-separated string. */
export function rolesIn(claims: Record<string, unknown>, name: string | undefined): string[] {
  if (!name) return [];
  const value = claimAt(claims, name);
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  if (typeof value === "string") return value.split(/[\s,]+/).filter(Boolean);
  return [];
}

const isVerified = (v: unknown) => v === true || v === "true";

/**
 * An external OpenID provider. A token is a standard access token for this API (RFC 9068
 * `at+jwt`, or a provider's plain JWT access token), signed with one of the provider's keys,
 * issued by exactly the issuer its metadata states, for AUTH_AUDIENCE. An ID token is refused.
 *
 * The person is the pair (iss, sub). On first sight they are linked to the account of their
 * e-mail address (or a new one) only when the provider says the address is verified; with no
 * `email` in the token it is read from the provider's userinfo endpoint. An unverified address
 * is never linked nor used to create an account: that sign-in is refused (403
 * `email_not_verified`), since an account made under an unverified address could later be
 * claimed by the real owner of that address.
 */
export function createExternalIssuer(db: Db, config: Config, clock: Clock): SessionIssuer {
  const metadata = providerMetadata(config, clock);
  const explicitJwks = config.AUTH_JWKS_URL;
  const keys = remoteKeys(async () => explicitJwks ?? (await metadata()).jwks_uri, clock);
  /** With AUTH_JWKS_URL set, discovery is not needed to verify: the issuer is AUTH_ISSUER as written. */
  const expectedIssuer = async () =>
    explicitJwks ? (config.AUTH_ISSUER as string) : (await metadata()).issuer;
  const userinfoCache = new Map<string, { claims: Record<string, unknown>; until: number }>();

  async function userinfo(token: string, sub: string, exp: number) {
    const key = sha256Hex(token);
    const now = clock.now().getTime();
    const hit = userinfoCache.get(key);
    if (hit && hit.until > now) return hit.claims;
    const endpoint = (await metadata()).userinfo_endpoint;
    if (!endpoint) {
      throw invalidToken(
        "it has no email claim and the provider has no userinfo endpoint to read it from",
      );
    }
    const { res, json } = await fetchJson(endpoint, "userinfo", {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status === 401 || res.status === 403) {
      throw invalidToken("the provider's userinfo endpoint refused it");
    }
    const claims = (await json()) as Record<string, unknown> | null;
    if (!res.ok || !claims || typeof claims !== "object") {
      throw authProviderUnavailable(`userinfo answered ${res.status}`);
    }
    // OpenID Connect Core §5.3.2: a userinfo answer for another subject must not be used.
    if (claims.sub !== sub) throw invalidToken("userinfo describes another subject");
    if (userinfoCache.size >= USERINFO_CACHE_MAX) {
      for (const [k, v] of userinfoCache) if (v.until <= now) userinfoCache.delete(k);
      if (userinfoCache.size >= USERINFO_CACHE_MAX) userinfoCache.clear();
    }
    userinfoCache.set(key, { claims, until: Math.min(now + USERINFO_TTL_MS, exp * 1000) });
    return claims;
  }

  async function verifyToken(token: string) {
    const issuer = await expectedIssuer();
    let payload: JWTPayload;
    let header: JWTHeaderParameters;
    try {
      ({ payload, protectedHeader: header } = await jwtVerify(token, keys, {
        issuer,
        audience: config.AUTH_AUDIENCE as string,
        currentDate: clock.now(),
        algorithms: ALGORITHMS,
        requiredClaims: ["exp", "iat", "sub"],
        clockTolerance: CLOCK_SKEW_SECONDS,
      }));
    } catch (error) {
      if (error instanceof DomainError) throw error;
      return null;
    }
    const now = Math.floor(clock.now().getTime() / 1000);
    if (typeof payload.iat !== "number" || payload.iat > now + CLOCK_SKEW_SECONDS) return null;
    const typ = header.typ?.toLowerCase();
    if (!(typ && ACCESS_TOKEN_TYPES.has(typ))) {
      // Not an RFC 9068 access token. Plain `JWT` access tokens (Auth0, Okta, Keycloak, Entra)
      // are accepted, but nothing that is, or looks like, an ID token.
      if (typ !== undefined && typ !== "jwt") return null;
      // Keycloak marks its tokens in the payload: `Bearer` (access, may carry a nonce) or `ID`.
      if (payload.typ === "ID") return null;
      const keycloakAccess = payload.typ === "Bearer";
      if (!keycloakAccess && (payload.nonce !== undefined || payload.at_hash !== undefined)) {
        return null;
      }
      const client = config.OIDC_CLIENT_ID;
      if (client && client !== config.AUTH_AUDIENCE) {
        const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
        if (aud.includes(client)) return null;
      }
    }
    return { payload, issuer };
  }

  return {
    mode: "external",
    jwks: () => ({ keys: [] }),
    issue() {
      throw new Error(
        "sessions are issued by the external identity provider in this configuration",
      );
    },
    // The provider's tokens end at the provider (its sign-out and its token lifetime).
    async revoke() {},
    async revokeAll() {
      return 0;
    },
    async verify(token) {
      const verified = await verifyToken(token);
      if (!verified) return null;
      const { payload, issuer } = verified;
      const sub = payload.sub as string;
      const exp = payload.exp as number;
      const now = clock.now();
      const roles = rolesIn(payload, config.OIDC_ROLES_CLAIM);

      const known = await db
        .selectFrom("external_identities as e")
        .innerJoin("users as u", "u.id", "e.user_id")
        .select([
          "u.id",
          "u.email",
          "u.role",
          "e.email as claimed_email",
          "e.email_verified",
          "e.last_seen_at",
        ])
        .where("e.issuer", "=", issuer)
        .where("e.subject", "=", sub)
        .executeTakeFirst();

      let claims: Record<string, unknown> = payload;
      if (!known && typeof payload.email !== "string") {
        claims = { ...(await userinfo(token, sub, exp)), ...payload };
      }
      const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : null;
      const emailVerified =
        email !== null && isVerified(claimAt(claims, config.OIDC_EMAIL_VERIFIED_CLAIM));

      let user: { id: string; email: string; role: string };
      let verifiedEmail: boolean;
      if (known) {
        user = known;
        // The token may carry a newer e-mail; without one, what the provider said last stands.
        verifiedEmail = email
          ? emailVerified && email === known.email
          : known.email_verified && known.claimed_email === known.email;
        // Written when something changed, or at most once a minute (not on every request).
        const changed =
          email !== null &&
          (email !== known.claimed_email || emailVerified !== known.email_verified);
        if (changed || now.getTime() - known.last_seen_at.getTime() > LAST_SEEN_THROTTLE_MS) {
          await db
            .updateTable("external_identities")
            .set({
              last_seen_at: now,
              ...(email ? { email, email_verified: emailVerified } : {}),
            })
            .where("issuer", "=", issuer)
            .where("subject", "=", sub)
            .execute();
        }
      } else {
        if (!email) throw invalidToken("the provider gives no e-mail address for this person");
        if (!emailVerified) {
          throw forbidden(
            "email_not_verified",
            "Your identity provider has not verified your e-mail address, so this sign-in cannot be linked to an account. Verify the address with your identity provider, then sign in again.",
          );
        }
        user = await ensureUserByEmail(db, clock, email);
        await db
          .insertInto("external_identities")
          .values({
            issuer,
            subject: sub,
            user_id: user.id,
            email,
            email_verified: true,
            created_at: now,
            last_seen_at: now,
          })
          .onConflict((oc) => oc.columns(["issuer", "subject"]).doNothing())
          .execute();
        // A concurrent first sign-in of the same person may have linked first: that link wins.
        const linked = await db
          .selectFrom("external_identities as e")
          .innerJoin("users as u", "u.id", "e.user_id")
          .select(["u.id", "u.email", "u.role"])
          .where("e.issuer", "=", issuer)
          .where("e.subject", "=", sub)
          .executeTakeFirstOrThrow();
        user = linked;
        verifiedEmail = true;
      }

      if (roles.includes(config.OIDC_CLINICIAN_ROLE)) {
        if (user.role === CLINICIAN_ROLE) return { userId: user.id, sessionId: null };
        await grantClinician(db, clock, user, `OIDC_ROLES_CLAIM:${config.OIDC_ROLES_CLAIM}`);
      } else if (verifiedEmail) {
        // CLINICIAN_EMAILS is a grant to an address: only an address the provider verified.
        await applyClinicianGrant(db, config, clock, user);
      }
      return { userId: user.id, sessionId: null };
    },
  };
}
