import { DomainError, type Services, seal, unseal } from "@intake/core/kernel";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import * as oidc from "openid-client";

/** The in-flight sign-in (PKCE verifier, state, nonce, where to return), sealed, 10 minutes. */
export const OIDC_FLOW_COOKIE = "intake_oidc_flow";
/** The provider's ID token, kept only as `id_token_hint` for its end-session endpoint. */
export const OIDC_ID_TOKEN_COOKIE = "intake_oidc_id";
const FLOW_TTL_SECONDS = 10 * 60;

interface Flow {
  verifier: string;
  state: string;
  nonce: string;
  next?: string;
}

type Outcome =
  | { kind: "redirect"; to: string }
  | { kind: "error"; status: number; message: string };

/**
 * Sign-in through the external OpenID provider for the hosted pages: the authorization code flow
 * with PKCE, `state` and `nonce` (openid-client). The access token it returns (issued for
 * AUTH_AUDIENCE, see OIDC_AUTH_PARAMS) becomes the page session, verified like any API token.
 */
export function oidcSignin(services: Services) {
  const { config } = services;
  const insecure = new URL(config.AUTH_ISSUER as string).protocol === "http:";
  let configuration: Promise<oidc.Configuration> | null = null;
  const discover = () => {
    configuration ??= oidc
      .discovery(
        new URL(config.AUTH_ISSUER as string),
        config.OIDC_CLIENT_ID as string,
        config.OIDC_CLIENT_SECRET,
        config.OIDC_CLIENT_SECRET ? undefined : oidc.None(),
        // http:// issuers only outside production (tests, a local Keycloak).
        insecure && config.NODE_ENV !== "production"
          ? { execute: [oidc.allowInsecureRequests], timeout: 5 }
          : { timeout: 5 },
      )
      .catch((error) => {
        configuration = null;
        throw error;
      });
    return configuration;
  };
  const redirectUri = `${config.WEB_URL}/signin/callback`;
  const cookieOptions = { path: "/", secure: true, httpOnly: true, sameSite: "Lax" } as const;

  return {
    enabled: Boolean(config.OIDC_CLIENT_ID),

    /** Starts the flow: a fresh verifier, state and nonce; the provider's authorization URL. */
    async start(c: Context, next: string | undefined): Promise<Outcome> {
      let cfg: oidc.Configuration;
      try {
        cfg = await discover();
      } catch {
        return unavailable();
      }
      const flow: Flow = {
        verifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        ...(next ? { next } : {}),
      };
      setCookie(c, OIDC_FLOW_COOKIE, seal(config.APP_SECRET, JSON.stringify(flow)), {
        ...cookieOptions,
        maxAge: FLOW_TTL_SECONDS,
      });
      const url = oidc.buildAuthorizationUrl(cfg, {
        ...config.OIDC_AUTH_PARAMS,
        redirect_uri: redirectUri,
        scope: config.OIDC_SCOPES,
        response_type: "code",
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: "S256",
        state: flow.state,
        nonce: flow.nonce,
      });
      return { kind: "redirect", to: url.toString() };
    },

    /** The provider sent the person back: exchange the code, check state and nonce, sign in. */
    async callback(c: Context): Promise<Outcome & { next?: string }> {
      const sealed = getCookie(c, OIDC_FLOW_COOKIE);
      deleteCookie(c, OIDC_FLOW_COOKIE, { path: "/", secure: true });
      let flow: Flow;
      try {
        flow = JSON.parse(unseal(config.APP_SECRET, sealed ?? "")) as Flow;
      } catch {
        return {
          kind: "error",
          status: 400,
          message:
            "This sign-in was not started here, or it took longer than 10 minutes. Start again from the sign-in page.",
        };
      }
      let cfg: oidc.Configuration;
      try {
        cfg = await discover();
      } catch {
        return unavailable();
      }
      const current = new URL(redirectUri);
      current.search = new URL(c.req.url).search;
      let tokens: oidc.TokenEndpointResponse;
      try {
        tokens = await oidc.authorizationCodeGrant(
          cfg,
          current,
          {
            pkceCodeVerifier: flow.verifier,
            expectedState: flow.state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          },
          config.OIDC_AUTH_PARAMS,
        );
      } catch (error) {
        const providerSaid =
          error instanceof oidc.AuthorizationResponseError ? ` (${error.error})` : "";
        if (error instanceof oidc.ClientError && error.code === "OAUTH_TIMEOUT")
          return unavailable();
        return {
          kind: "error",
          status: 400,
          message: `The identity provider did not complete the sign-in${providerSaid}. Start again from the sign-in page.`,
        };
      }
      try {
        const session = await services.sessions.verify(tokens.access_token);
        if (!session) {
          return {
            kind: "error",
            status: 401,
            message:
              "The identity provider's access token is not for this service (check AUTH_AUDIENCE and OIDC_AUTH_PARAMS). Ask the operator.",
          };
        }
      } catch (error) {
        if (error instanceof DomainError) {
          return { kind: "error", status: error.status, message: error.message };
        }
        throw error;
      }
      const maxAge = Math.max(60, Math.min(tokens.expires_in ?? 3600, 12 * 60 * 60));
      setCookie(c, "intake_session", tokens.access_token, { ...cookieOptions, maxAge });
      if (tokens.id_token) {
        setCookie(c, OIDC_ID_TOKEN_COOKIE, tokens.id_token, {
          ...cookieOptions,
          maxAge: 12 * 60 * 60,
        });
      }
      return { kind: "redirect", to: flow.next ?? "/account", next: flow.next };
    },

    /** The provider's end-session URL for the person signing out here, when it has one. */
    async endSessionUrl(c: Context): Promise<string | null> {
      const idToken = getCookie(c, OIDC_ID_TOKEN_COOKIE);
      deleteCookie(c, OIDC_ID_TOKEN_COOKIE, { path: "/", secure: true });
      try {
        const cfg = await discover();
        if (!cfg.serverMetadata().end_session_endpoint) return null;
        return oidc
          .buildEndSessionUrl(cfg, {
            ...(idToken ? { id_token_hint: idToken } : {}),
            post_logout_redirect_uri: `${config.WEB_URL}/signin`,
          })
          .toString();
      } catch {
        return null;
      }
    },
  };
}

const unavailable = (): Outcome => ({
  kind: "error",
  status: 503,
  message: "The identity provider cannot be reached right now. Try again in a minute.",
});
