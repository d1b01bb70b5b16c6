import { type Caller, getViewer, requestSigninCode, verifySigninCode } from "@intake/core/accounts";
import {
  DomainError,
  listDevMailbox,
  type RequestContext,
  type Services,
} from "@intake/core/kernel";
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { FORM_BODY_BYTES, limitBody } from "../http/limits";
import {
  Button,
  Card,
  csrfRefused,
  Field,
  csrfOf as kitCsrfOf,
  sessionOf as kitSessionOf,
  LocalTime,
  page,
  pageContext,
  privatePageGuard,
  SESSION_COOKIE,
  safeNext,
  signinRedirect,
  validCsrf,
} from "./kit";
import { oidcSignin } from "./oidc-signin";

const SHOW_TOKEN_COOKIE = "intake_show_token";
const SESSION_TTL_SECONDS = 12 * 60 * 60;
const PAGE_PATHS = [
  "/signin",
  "/signin/*",
  "/signout",
  "/signout/*",
  "/account",
  "/account/*",
  "/dev/mailbox",
];

type Env = { Variables: { requestId: string } };

/**
 * Sign-in with an e-mail code (the embedded issuer), the account page (API keys) and, outside
 * production, the development mailbox (the identity verifier: identity-pages.tsx). Plain HTML forms:
 * everything works without JavaScript.
 *
 * CSRF: the session cookie is SameSite=Lax, every state-changing form on /account carries a
 * per-session token (an HMAC of the session under APP_SECRET), and cross-origin form posts (an
 * Origin header naming another site) are refused on every page here.
 */
export function accountPages(services: Services): Hono<Env> {
  const pages = new Hono<Env>();
  const { config } = services;

  // Mounted at "/": middleware names its own paths so it never touches other routes.
  const guard = privatePageGuard(services);
  for (const path of PAGE_PATHS) {
    pages.use(path, guard);
    pages.use(path, limitBody(FORM_BODY_BYTES));
  }

  const context = (c: Context<Env>, caller: Caller): RequestContext =>
    pageContext(services, c, caller);

  /** The signed-in person from the session cookie, or null. */
  const sessionOf = (c: Context<Env>) => kitSessionOf(services, c);
  const csrfOf = (sessionToken: string) => kitCsrfOf(services, sessionToken);

  // --- sign-in -------------------------------------------------------------------------------

  const external = services.sessions.mode === "external" ? oidcSignin(services) : null;
  if (external?.enabled) {
    // Sign-in through the identity provider (authorization code + PKCE, state, nonce).
    pages.get("/signin", async (c) => {
      const session = await sessionOf(c);
      const next = safeNext(c.req.query("next"));
      if (session && next) return c.redirect(next, 303);
      return page(
        c,
        200,
        "Sign in",
        <>
          <h1>Sign in</h1>
          {next ? <p>Sign in to continue to checkout.</p> : null}
          {session ? (
            <p class="notice">
              You are already signed in. <a href="/account">Go to your account</a>.
            </p>
          ) : null}
          <form method="get" action="/signin/start">
            {next ? <input type="hidden" name="next" value={next} /> : null}
            <button type="submit" id="signin-provider">
              Sign in with your identity provider
            </button>
          </form>
        </>,
      );
    });
    pages.get("/signin/start", async (c) => {
      const outcome = await external.start(c, safeNext(c.req.query("next")));
      if (outcome.kind === "redirect") return c.redirect(outcome.to, 303);
      return signinErrorPage(c, outcome.status, outcome.message);
    });
    pages.get("/signin/callback", async (c) => {
      const outcome = await external.callback(c);
      if (outcome.kind === "redirect") {
        if (!outcome.next)
          setCookie(c, SHOW_TOKEN_COOKIE, "1", {
            path: "/",
            secure: true,
            httpOnly: true,
            sameSite: "Lax",
            maxAge: 300,
          });
        return c.redirect(outcome.to, 303);
      }
      return signinErrorPage(c, outcome.status, outcome.message);
    });
  }

  /** Where a person goes after signing in with no `next`: their own place. */
  async function homeOf(userId: string): Promise<string> {
    const viewer = await getViewer(services.db, userId);
    return viewer?.clinician ? "/clinician" : "/account";
  }

  pages.get("/signin", async (c) => {
    if (services.sessions.mode !== "embedded") return externalIssuerPage(c);
    const session = await sessionOf(c);
    const next = safeNext(c.req.query("next"));
    if (session) return c.redirect(next ?? (await homeOf(session.userId)), 303);
    return signinPage(c, 200, { next });
  });

  function signinPage(
    c: Context<Env>,
    status: number,
    opts: { next?: string; email?: string; error?: string },
  ) {
    return page(
      c,
      status,
      "Sign in",
      <Card>
        <h1>Sign in</h1>
        <p class="muted">
          {opts.next
            ? "Sign in or create an account with your e-mail address to continue where you were."
            : "Sign in or create an account with your e-mail address. No password: we e-mail you a 6-digit code."}
        </p>
        <EmailForm email={opts.email} next={opts.next} error={opts.error} />
      </Card>,
      { width: "narrow" },
    );
  }

  // The address waits in a short-lived cookie between "send me a code" and the code form, so the
  // code form is a GET (reload and Back send nothing again) and the address is never in a URL.
  const EMAIL_COOKIE = "intake_signin_email";
  const cookieOptions = { path: "/signin", secure: true, httpOnly: true, sameSite: "Lax" } as const;

  pages.post("/signin", async (c) => {
    if (services.sessions.mode !== "embedded") return externalIssuerPage(c);
    const form = await c.req.parseBody();
    const email = typeof form.email === "string" ? form.email : "";
    const next = safeNext(form.next);
    try {
      await requestSigninCode({ ctx: context(c, { kind: "anonymous" }), input: { email } });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return signinPage(c, error.status, { next, email, error: error.message });
    }
    setCookie(c, EMAIL_COOKIE, email.trim().toLowerCase(), { ...cookieOptions, maxAge: 600 });
    return c.redirect(`/signin/code${next ? `?next=${encodeURIComponent(next)}` : ""}`, 303);
  });

  pages.get("/signin/code", async (c) => {
    if (services.sessions.mode !== "embedded") return externalIssuerPage(c);
    const next = safeNext(c.req.query("next"));
    const email = getCookie(c, EMAIL_COOKIE);
    if (!email) return c.redirect(`/signin${next ? `?next=${encodeURIComponent(next)}` : ""}`, 303);
    return codePage(c, 200, { email, next });
  });

  function codePage(
    c: Context<Env>,
    status: number,
    opts: { email: string; next?: string; error?: string },
  ) {
    return page(
      c,
      status,
      "Enter your code",
      <Card>
        <CodeForm email={opts.email} next={opts.next} error={opts.error} />
      </Card>,
      { width: "narrow" },
    );
  }

  pages.post("/signin/verify", async (c) => {
    if (services.sessions.mode !== "embedded") return externalIssuerPage(c);
    const form = await c.req.parseBody();
    const email =
      (typeof form.email === "string" ? form.email : "") || (getCookie(c, EMAIL_COOKIE) ?? "");
    const code = typeof form.code === "string" ? form.code : "";
    const next = safeNext(form.next);
    try {
      const { token, userId } = await verifySigninCode({
        ctx: context(c, { kind: "anonymous" }),
        input: { email, code },
      });
      const secure = { path: "/", secure: true, httpOnly: true, sameSite: "Lax" } as const;
      setCookie(c, SESSION_COOKIE, token, { ...secure, maxAge: SESSION_TTL_SECONDS });
      deleteCookie(c, EMAIL_COOKIE, cookieOptions);
      if (next) return c.redirect(next, 303);
      setCookie(c, SHOW_TOKEN_COOKIE, "1", { ...secure, maxAge: 300 });
      return c.redirect(await homeOf(userId), 303);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const dead = error.code === "code_locked" || error.code === "code_expired";
      if (dead) return signinPage(c, error.status, { email, next, error: error.message });
      return codePage(c, error.status, { email, next, error: error.message });
    }
  });

  // Sign-out ends the session server-side: its token (cookie or Bearer) is refused from now on.
  /**
   * After sign-out: back to the sign-in page or, with an external provider, a page offering the
   * provider's end-session endpoint (our session ends here; the provider's is the person's to end).
   */
  async function signedOut(c: Context<Env>) {
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
    if (!external?.enabled) return c.redirect("/signin", 303);
    const endSession = await external.endSessionUrl(c);
    return page(
      c,
      200,
      "Signed out",
      <>
        <h1>Signed out</h1>
        <p>You are signed out of this service.</p>
        {endSession ? (
          <p>
            You are still signed in at your identity provider.{" "}
            <a id="provider-signout" href={endSession}>
              Sign out there too
            </a>
            .
          </p>
        ) : null}
        <p>
          <a href="/signin">Sign in again</a>
        </p>
      </>,
    );
  }

  pages.post("/signout", async (c) => {
    const session = await sessionOf(c);
    const form = await c.req.parseBody();
    if (session && !validCsrf(form.csrf, csrfOf(session.token))) return csrfRefused(c);
    if (session?.sessionId) await services.sessions.revoke(session.sessionId);
    return signedOut(c);
  });

  // Ends every session of the account (every browser and every session token handed out).
  pages.post("/signout/everywhere", async (c) => {
    const session = await sessionOf(c);
    if (!session) return signinRedirect(c);
    const form = await c.req.parseBody();
    if (!validCsrf(form.csrf, csrfOf(session.token))) return csrfRefused(c);
    await services.sessions.revokeAll(session.userId);
    return signedOut(c);
  });

  // --- development mailbox ------------------------------------------------------------------

  if (config.NODE_ENV !== "production") {
    pages.get("/dev/mailbox", async (c) => {
      const messages = await listDevMailbox(services.db);
      return page(
        c,
        200,
        "Development mailbox",
        <>
          <h1>Development mailbox</h1>
          <p class="notice">
            E-mail the embedded transport would have sent. This page does not exist in production.
          </p>
          {messages.length === 0 ? <p class="muted">No messages yet.</p> : null}
          {messages.map((m) => (
            <Card class="message">
              <h2>{m.subject}</h2>
              <p class="muted small">
                To <span class="to">{m.to}</span> · <LocalTime value={m.createdAt} />
              </p>
              <pre class="body">{m.bodyText}</pre>
            </Card>
          ))}
        </>,
      );
    });
  }

  return pages;
}

function EmailForm(props: { email?: string; next?: string; error?: string }) {
  return (
    <form method="post" action="/signin">
      {props.next ? <input type="hidden" name="next" value={props.next} /> : null}
      <Field
        name="email"
        label="E-mail address"
        type="email"
        autocomplete="email"
        required
        value={props.email ?? ""}
        error={props.error}
      />
      <Button variant="primary" block>
        Send me a code
      </Button>
    </form>
  );
}

function CodeForm(props: { email: string; next?: string; error?: string }) {
  return (
    <>
      <h1>Check your e-mail</h1>
      <p class="muted">
        If <strong>{props.email}</strong> can receive e-mail, a 6-digit code is on its way. It
        expires in 10 minutes.
      </p>
      <form method="post" action="/signin/verify">
        <input type="hidden" name="email" value={props.email} />
        {props.next ? <input type="hidden" name="next" value={props.next} /> : null}
        <Field
          name="code"
          label="6-digit code"
          inputmode="numeric"
          autocomplete="one-time-code"
          pattern="[0-9]{6}"
          maxlength={6}
          required
          error={props.error}
        />
        <Button variant="primary" block>
          Sign in
        </Button>
      </form>
      <p class="small" style="margin-top:var(--sp-4)">
        <a href={`/signin${props.next ? `?next=${encodeURIComponent(props.next)}` : ""}`}>
          Use another address or send a new code
        </a>
      </p>
    </>
  );
}

function signinErrorPage(c: Context<Env>, status: number, message: string) {
  return page(
    c,
    status,
    "Sign in",
    <>
      <h1>Sign in</h1>
      <p class="error" role="alert">
        {message}
      </p>
      <p>
        <a href="/signin">Back to sign-in</a>
      </p>
    </>,
  );
}

function externalIssuerPage(c: Context<Env>) {
  return page(
    c,
    404,
    "Sign in",
    <p>
      Sign-in is handled by the configured identity provider; use its session token with the API.
    </p>,
  );
}
