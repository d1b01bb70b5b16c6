import {
  type ApiKeyMetadata,
  type Caller,
  createApiKey,
  DomainError,
  formatMoney,
  getSubscription,
  getViewer,
  type Invoice,
  listApiKeys,
  listInvoices,
  type RequestContext,
  requestSigninCode,
  revokeApiKey,
  type Services,
  type Subscription,
  verifySigninCode,
} from "@intake/core";
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { limitBody } from "../http/limits";
import {
  Button,
  Card,
  csrfRefused,
  Field,
  csrfOf as kitCsrfOf,
  sessionOf as kitSessionOf,
  type PageSession,
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
const FORM_BODY_BYTES = 16 * 1024;
const KEY_LIFETIMES = [30, 90, 365] as const;
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

  // --- account -------------------------------------------------------------------------------

  async function accountPage(
    c: Context<Env>,
    session: PageSession,
    extra: { created?: { key: string; label: string }; error?: string; status?: number } = {},
  ) {
    const ctx = context(c, { kind: "session", userId: session.userId });
    const user = await services.db
      .selectFrom("users")
      .select(["email", "identity_status"])
      .where("id", "=", session.userId)
      .executeTakeFirstOrThrow();
    const keys = await listApiKeys({ ctx });
    const billing = await getSubscription({ ctx })
      .then(async (subscription) => ({
        subscription,
        invoices: (await listInvoices({ ctx, input: { limit: 20 } })).invoices,
      }))
      .catch((error) => {
        if (error instanceof DomainError && error.code === "subscription_not_found") return null;
        throw error;
      });
    const showToken = getCookie(c, SHOW_TOKEN_COOKIE) === "1";
    if (showToken) deleteCookie(c, SHOW_TOKEN_COOKIE, { path: "/", secure: true });
    const csrf = csrfOf(session.token);
    return page(
      c,
      extra.status ?? 200,
      "Your account",
      <>
        <h1>Your account</h1>
        <p>
          Signed in as <strong>{user.email}</strong>. Identity: {user.identity_status}.
        </p>
        {showToken ? (
          <section class="notice" aria-labelledby="session-token">
            <h2 id="session-token">Your session token</h2>
            <p>
              For API calls that need a session (such as managing keys). It is shown once and lasts
              12 hours.
            </p>
            <pre id="session-token-value" style="white-space:pre-wrap;word-break:break-all">
              {session.token}
            </pre>
          </section>
        ) : null}
        {extra.error ? (
          <p class="error" role="alert">
            {extra.error}
          </p>
        ) : null}
        {extra.created ? (
          <section class="notice" aria-labelledby="new-key">
            <h2 id="new-key">New API key "{extra.created.label}"</h2>
            <p>
              Copy it now: it is shown only once. Send it as "Authorization: Bearer &lt;key&gt;".
            </p>
            <pre id="new-key-value">{extra.created.key}</pre>
          </section>
        ) : null}
        <Billing billing={billing} />
        <h2>Personal API keys</h2>
        <KeyTable keys={keys} csrf={csrf} />
        <h2>Create an API key</h2>
        <form method="post" action="/account/api-keys">
          <input type="hidden" name="csrf" value={csrf} />
          <label for="label">Label</label>
          <input id="label" name="label" required maxlength={100} />
          <label for="expires">Expires in</label>
          <select id="expires" name="expiresInDays">
            {KEY_LIFETIMES.map((d) => (
              <option value={String(d)} selected={d === 90}>
                {d} days
              </option>
            ))}
          </select>
          <div>
            <button type="submit">Create key</button>
          </div>
        </form>
        <h2>Sessions</h2>
        <form method="post" action="/signout">
          <input type="hidden" name="csrf" value={csrf} />
          <button type="submit">Sign out</button>
        </form>
        <form method="post" action="/signout/everywhere">
          <input type="hidden" name="csrf" value={csrf} />
          <p>
            Ends every session of this account: in every browser, and every session token handed
            out. API keys are not affected (revoke them above).
          </p>
          <button type="submit">Sign out everywhere</button>
        </form>
      </>,
    );
  }

  pages.get("/account", async (c) => {
    const session = await sessionOf(c);
    if (!session) return signinRedirect(c);
    return accountPage(c, session);
  });

  pages.post("/account/api-keys", async (c) => {
    const session = await sessionOf(c);
    if (!session) return signinRedirect(c);
    const form = await c.req.parseBody();
    if (!validCsrf(form.csrf, csrfOf(session.token))) return csrfRefused(c);
    const days = Number(form.expiresInDays);
    const label = typeof form.label === "string" ? form.label : "";
    if (!KEY_LIFETIMES.includes(days as (typeof KEY_LIFETIMES)[number])) {
      return accountPage(c, session, {
        error: "Choose how long the key should last.",
        status: 400,
      });
    }
    const expiresAt = new Date(services.clock.now().getTime() + days * 86_400_000).toISOString();
    try {
      const created = await createApiKey({
        ctx: context(c, { kind: "session", userId: session.userId }),
        input: { label, expiresAt },
      });
      return accountPage(c, session, {
        created: { key: created.key, label: created.label },
        status: 201,
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return accountPage(c, session, { error: error.message, status: error.status });
    }
  });

  pages.post("/account/api-keys/:keyId/revoke", async (c) => {
    const session = await sessionOf(c);
    if (!session) return signinRedirect(c);
    const form = await c.req.parseBody();
    if (!validCsrf(form.csrf, csrfOf(session.token))) return csrfRefused(c);
    try {
      await revokeApiKey({
        ctx: context(c, { kind: "session", userId: session.userId }),
        input: { keyId: c.req.param("keyId") },
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return accountPage(c, session, { error: error.message, status: error.status });
    }
    return c.redirect("/account", 303);
  });

  // --- development mailbox ------------------------------------------------------------------

  if (config.NODE_ENV !== "production") {
    pages.get("/dev/mailbox", async (c) => {
      const messages = await services.db
        .selectFrom("mailbox")
        .selectAll()
        .orderBy("created_at", "desc")
        .limit(50)
        .execute();
      return page(
        c,
        200,
        "Development mailbox",
        <>
          <h1>Development mailbox</h1>
          <p class="notice">
            E-mail the embedded transport would have sent. This page does not exist in production.
          </p>
          {messages.length === 0 ? <p>No messages yet.</p> : null}
          {messages.map((m) => (
            <article class="message">
              <h2>{m.subject}</h2>
              <p>
                To <span class="to">{m.to_address}</span> at{" "}
                <time>{m.created_at.toISOString()}</time>
              </p>
              <pre class="body">{m.body_text}</pre>
            </article>
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

function KeyTable(props: { keys: ApiKeyMetadata[]; csrf: string }) {
  if (props.keys.length === 0) return <p>No API keys yet.</p>;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Label</th>
          <th scope="col">Prefix</th>
          <th scope="col">Created</th>
          <th scope="col">Expires</th>
          <th scope="col">Last used</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {props.keys.map((k) => (
          <tr data-key-id={k.keyId}>
            <td>{k.label}</td>
            <td>
              <code>{k.prefix}</code>
            </td>
            <td>{k.createdAt.slice(0, 10)}</td>
            <td>{k.expiresAt?.slice(0, 10) ?? "never"}</td>
            <td>{k.lastUsedAt?.slice(0, 16).replace("T", " ") ?? "never"}</td>
            <td>
              {k.revokedAt ? (
                "revoked"
              ) : (
                <form method="post" action={`/account/api-keys/${k.keyId}/revoke`}>
                  <input type="hidden" name="csrf" value={props.csrf} />
                  <button type="submit" aria-label={`Revoke ${k.label}`}>
                    Revoke
                  </button>
                </form>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Billing(props: { billing: { subscription: Subscription; invoices: Invoice[] } | null }) {
  if (!props.billing) {
    return (
      <>
        <h2>Subscription</h2>
        <p>No subscription yet. It starts at the checkout link of a complete letter.</p>
      </>
    );
  }
  const { subscription: s, invoices } = props.billing;
  return (
    <>
      <h2>Subscription</h2>
      <p id="subscription-status">
        Status: {s.status}. {formatMoney(s.amount, s.currency)} per month ({s.seatCount} additional
        seat{s.seatCount === 1 ? "" : "s"}). Current period ends {s.currentPeriodEnd.slice(0, 10)}
        {s.cancelAtPeriodEnd ? " and the plan does not renew" : ""}.
      </p>
      <h2>Invoices</h2>
      <table id="invoices">
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Date</th>
            <th scope="col">Amount</th>
            <th scope="col">Refunded</th>
            <th scope="col">Status</th>
            <th scope="col">Documents</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((i) => (
            <tr data-invoice-id={i.id}>
              <td>{i.number}</td>
              <td>{i.createdAt.slice(0, 10)}</td>
              <td>{formatMoney(i.amount, i.currency)}</td>
              <td>{i.amountRefunded > 0 ? formatMoney(i.amountRefunded, i.currency) : "-"}</td>
              <td>{i.status}</td>
              <td>
                <a href={i.hostedInvoiceUrl}>View</a> <a href={i.invoicePdf}>PDF</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
