import {
  type ApiKeyMetadata,
  type Caller,
  createApiKey,
  DomainError,
  formatMoney,
  getSubscription,
  hmacHex,
  type Invoice,
  listApiKeys,
  listInvoices,
  type RequestContext,
  requestSigninCode,
  revokeApiKey,
  type Services,
  type Subscription,
  safeEqual,
  sha256Hex,
  verifySigninCode,
} from "@intake/core";
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { html } from "hono/html";
import type { Child } from "hono/jsx";
import { limitBody } from "../http/limits";
import { Layout } from "./layout";
import { oidcSignin } from "./oidc-signin";
import { pageContext, privatePageGuard } from "./page-session";

export const SESSION_COOKIE = "intake_session";
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
  async function sessionOf(
    c: Context<Env>,
  ): Promise<{ userId: string; token: string; sessionId: string | null } | null> {
    const token = getCookie(c, SESSION_COOKIE);
    if (!token) return null;
    const session = await services.sessions.verify(token).catch(() => null);
    return session ? { userId: session.userId, token, sessionId: session.sessionId } : null;
  }
  const csrfOf = (sessionToken: string) =>
    hmacHex(config.APP_SECRET, `csrf:${sha256Hex(sessionToken)}`);

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

  pages.get("/signin", async (c) => {
    if (services.sessions.mode !== "embedded") return externalIssuerPage(c);
    const session = await sessionOf(c);
    const next = safeNext(c.req.query("next"));
    if (session && next) return c.redirect(next, 303);
    return page(
      c,
      200,
      "Sign in",
      <>
        <h1>Sign in</h1>
        {next ? (
          <p>Sign in or create an account with your e-mail address to continue to checkout.</p>
        ) : null}
        {session ? (
          <p class="notice">
            You are already signed in. <a href="/account">Go to your account</a>.
          </p>
        ) : null}
        <EmailForm next={next} />
      </>,
    );
  });

  pages.post("/signin", async (c) => {
    if (services.sessions.mode !== "embedded") return externalIssuerPage(c);
    const form = await c.req.parseBody();
    const email = typeof form.email === "string" ? form.email : "";
    const next = safeNext(form.next);
    try {
      await requestSigninCode({ ctx: context(c, { kind: "anonymous" }), input: { email } });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return page(
        c,
        error.status,
        "Sign in",
        <>
          <h1>Sign in</h1>
          <p class="error" role="alert">
            {error.message}
          </p>
          <EmailForm email={email} next={next} />
        </>,
      );
    }
    return page(
      c,
      200,
      "Enter your code",
      <CodeForm email={email.trim().toLowerCase()} next={next} />,
    );
  });

  pages.post("/signin/verify", async (c) => {
    if (services.sessions.mode !== "embedded") return externalIssuerPage(c);
    const form = await c.req.parseBody();
    const email = typeof form.email === "string" ? form.email : "";
    const code = typeof form.code === "string" ? form.code : "";
    const next = safeNext(form.next);
    try {
      const { token } = await verifySigninCode({
        ctx: context(c, { kind: "anonymous" }),
        input: { email, code },
      });
      const secure = { path: "/", secure: true, httpOnly: true, sameSite: "Lax" } as const;
      setCookie(c, SESSION_COOKIE, token, { ...secure, maxAge: SESSION_TTL_SECONDS });
      if (next) return c.redirect(next, 303);
      setCookie(c, SHOW_TOKEN_COOKIE, "1", { ...secure, maxAge: 300 });
      return c.redirect("/account", 303);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const dead = error.code === "code_locked" || error.code === "code_expired";
      return page(
        c,
        error.status,
        "Enter your code",
        <>
          <p class="error" role="alert">
            {error.message}
          </p>
          {dead ? <EmailForm email={email} next={next} /> : <CodeForm email={email} next={next} />}
        </>,
      );
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
    if (!session) return c.redirect("/signin", 303);
    const form = await c.req.parseBody();
    if (!validCsrf(form.csrf, csrfOf(session.token))) return csrfRefused(c);
    await services.sessions.revokeAll(session.userId);
    return signedOut(c);
  });

  // --- account -------------------------------------------------------------------------------

  async function accountPage(
    c: Context<Env>,
    session: { userId: string; token: string; sessionId: string | null },
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
    if (!session) return c.redirect("/signin", 303);
    return accountPage(c, session);
  });

  pages.post("/account/api-keys", async (c) => {
    const session = await sessionOf(c);
    if (!session) return c.redirect("/signin", 303);
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
    if (!session) return c.redirect("/signin", 303);
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

/** Where sign-in may continue to: only our own checkout pages (no open redirect). */
function safeNext(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  return /^\/checkout\/[0-9a-f-]{36}\?token=[0-9a-f]{64}$/.test(value) ? value : undefined;
}

function EmailForm(props: { email?: string; next?: string }) {
  return (
    <form method="post" action="/signin">
      {props.next ? <input type="hidden" name="next" value={props.next} /> : null}
      <label for="email">E-mail address</label>
      <input
        id="email"
        name="email"
        type="email"
        autocomplete="email"
        required
        value={props.email ?? ""}
      />
      <div>
        <button type="submit">Send me a code</button>
      </div>
    </form>
  );
}

function CodeForm(props: { email: string; next?: string }) {
  return (
    <>
      <h1>Enter your code</h1>
      <p>
        If {props.email} can receive e-mail, a 6-digit code is on its way. It expires in 10 minutes.
      </p>
      <form method="post" action="/signin/verify">
        <input type="hidden" name="email" value={props.email} />
        {props.next ? <input type="hidden" name="next" value={props.next} /> : null}
        <label for="code">6-digit code</label>
        <input
          id="code"
          name="code"
          inputmode="numeric"
          autocomplete="one-time-code"
          pattern="[0-9]{6}"
          maxlength={6}
          required
        />
        <div>
          <button type="submit">Sign in</button>
        </div>
      </form>
      <p>
        <a href="/signin">Use another address or send a new code</a>
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

function validCsrf(value: unknown, expected: string): boolean {
  return typeof value === "string" && safeEqual(value, expected);
}

function csrfRefused(c: Context<Env>) {
  return page(
    c,
    403,
    "Refused",
    <p class="error">
      The form expired or did not come from this site. Reload the page and try again.
    </p>,
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

function page(c: Context<Env>, status: number, title: string, body: Child) {
  return c.html(html`<!doctype html>${<Layout title={title}>{body}</Layout>}`, status as 200);
}
