import {
  EMBEDDED_OUTCOMES,
  findIdentitySession,
  findIdentitySessionById,
  type IdentityHolder,
  type IdentitySessionView,
  newIdentityBinding,
  openProviderVerification,
  submitEmbeddedVerification,
} from "@intake/core/accounts";
import { DomainError, type Services } from "@intake/core/kernel";
import { type Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { limitBody } from "../http/limits";
import {
  Button,
  Card,
  LinkButton,
  Notice,
  type PageEnv,
  page,
  privatePageGuard,
  sessionOf,
  signinHref,
  type Tone,
} from "./kit";

/** The browser's binding secret for the verifications it starts (the link alone is not enough). */
export const IDENTITY_COOKIE = "intake_identity";
const BINDING = /^[0-9a-f]{64}$/;
/** A document photo (10 MB, as the agent query's images) and the form's fields. */
const UPLOAD_BYTES = 10 * 1024 * 1024 + 64 * 1024;

/** The binding secret of this browser (set now when it has none). */
export function identityBinding(services: Services, c: Context<PageEnv>): string {
  const existing = getCookie(c, IDENTITY_COOKIE);
  const binding = existing && BINDING.test(existing) ? existing : newIdentityBinding();
  setCookie(c, IDENTITY_COOKIE, binding, {
    path: "/identity",
    httpOnly: true,
    sameSite: "Lax",
    secure: services.config.WEB_URL.startsWith("https://"),
    maxAge: services.config.IDENTITY_SESSION_TTL_MINUTES * 60 + 24 * 3600,
  });
  return binding;
}

const OUTCOME_LABELS: Record<(typeof EMBEDDED_OUTCOMES)[number], string> = {
  verified: "Verified (the document matches the person)",
  document_unreadable: "Document unreadable (needs another try)",
  name_mismatch: "Name mismatch (the document names someone else)",
  canceled: "Canceled (the person stops)",
};

/** Where a verification leads back to, in words: checkout, the consent page or the account. */
function backOf(returnTo: string | null): { href: string; where: string } {
  const href = returnTo ?? "/account";
  const where = href.startsWith("/checkout/")
    ? "checkout"
    : href.startsWith("/consent/")
      ? "your request"
      : "your account";
  return { href, where };
}

/**
 * The identity verifier's pages. `/identity/verify/<token>` is the single-use link: it works
 * only for the person who started it (signed in as that account, or in the browser that started
 * it); with Stripe Identity it sends the person to Stripe, with the embedded simulation it takes
 * an image of a document and a test outcome. `/identity/return/<session>` shows the outcome and
 * sends the person back to where they came from (checkout or consent).
 */
export function identityPages(services: Services): Hono<PageEnv> {
  const pages = new Hono<PageEnv>();
  pages.use("/identity/*", privatePageGuard(services));
  pages.use("/identity/*", limitBody(UPLOAD_BYTES));

  async function holder(c: Context<PageEnv>): Promise<IdentityHolder> {
    const session = await sessionOf(services, c);
    const binding = getCookie(c, IDENTITY_COOKIE);
    return {
      userId: session?.userId ?? null,
      binding: binding && BINDING.test(binding) ? binding : null,
    };
  }

  const failure = (c: Context<PageEnv>, error: DomainError) =>
    page(
      c,
      error.status,
      "Verify your identity",
      <>
        <h1>Verify your identity</h1>
        <Notice tone="error" id="identity-error">
          <p>{error.message}</p>
        </Notice>
        <div class="actions">
          {error.code === "identity_session_not_yours" ? (
            <LinkButton href={signinHref(c.req.path)} variant="primary" id="identity-signin">
              Sign in and open the link again
            </LinkButton>
          ) : null}
          <LinkButton href="/account" id="identity-back">
            Go to my account
          </LinkButton>
        </div>
      </>,
      { width: "narrow" },
    );

  /** A tester's choice of outcome: only where the embedded verifier runs outside production. */
  const testing = services.config.NODE_ENV !== "production";

  function verifyForm(c: Context<PageEnv>, view: IdentitySessionView, error?: DomainError) {
    const stripe = view.provider === "stripe";
    const back = backOf(view.returnTo);
    return page(
      c,
      error?.status ?? 200,
      "Verify your identity",
      <>
        <h1>Verify your identity</h1>
        <p class="lead">
          A physician can only treat someone whose identity is checked. It takes a minute, and you
          come straight back to {back.where} afterwards.
        </p>
        {error ? (
          <Notice tone="error" id="identity-error">
            <p>{error.message}</p>
          </Notice>
        ) : null}
        <Card>
          {stripe ? (
            <form method="post">
              <p>
                You will take a photo of a government ID (driver's license, passport or state ID)
                and a selfie with our identity partner, Stripe, then come back here.
              </p>
              <div class="actions">
                <Button variant="primary">Continue to verification</Button>
              </div>
            </form>
          ) : (
            <form method="post" enctype="multipart/form-data">
              <div class="field">
                <label for="document">Photo of your identity document</label>
                <span class="hint" id="document-hint">
                  A driver's license, passport or state ID, with the name readable.
                </span>
                <input
                  id="document"
                  name="document"
                  type="file"
                  accept="image/*"
                  required
                  aria-describedby="document-hint"
                />
              </div>
              {testing ? (
                <details class="tester-note" id="tester-note">
                  <summary>For testers: choose the result</summary>
                  <p class="small muted">
                    This is a test installation: nobody checks the document.
                  </p>
                  <fieldset>
                    <legend>Test outcome</legend>
                    {EMBEDDED_OUTCOMES.map((o, i) => (
                      <label class="check">
                        <input type="radio" name="outcome" value={o} checked={i === 0} />{" "}
                        <span>{OUTCOME_LABELS[o]}</span>
                      </label>
                    ))}
                  </fieldset>
                </details>
              ) : (
                <input type="hidden" name="outcome" value="verified" />
              )}
              <div class="actions">
                <Button variant="primary">Submit for verification</Button>
                <a href={back.href} id="identity-cancel">
                  Back to {back.where}
                </a>
              </div>
            </form>
          )}
        </Card>
      </>,
      { width: "narrow" },
    );
  }

  pages.get("/identity/verify/:token", async (c) => {
    try {
      const view = await findIdentitySession(services, c.req.param("token"), await holder(c));
      if (!view.usable) return statePage(c, view, view.status === "verified" ? 200 : 410);
      return verifyForm(c, view);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return failure(c, error);
    }
  });

  pages.post("/identity/verify/:token", async (c) => {
    const token = c.req.param("token");
    const who = await holder(c);
    let view: IdentitySessionView & { usable: boolean };
    try {
      view = await findIdentitySession(services, token, who);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return failure(c, error);
    }
    try {
      if (services.ports.identity.name === "stripe") {
        return c.redirect(await openProviderVerification(services, token, who), 303);
      }
      const form = await c.req.parseBody();
      const file = form.document;
      const document =
        file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
      const outcome = typeof form.outcome === "string" ? form.outcome : "";
      const done = await submitEmbeddedVerification(services, token, who, { document, outcome });
      return c.redirect(`/identity/return/${done.sessionId}`, 303);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.code === "invalid_image" || error.code === "validation_failed")
        return verifyForm(c, view, error);
      return failure(c, error);
    }
  });

  pages.get("/identity/return/:sessionId", async (c) => {
    try {
      const view = await findIdentitySessionById(
        services,
        c.req.param("sessionId"),
        await holder(c),
      );
      // Verified: straight back to the step the person came from.
      if (view.status === "verified" && view.returnTo) return c.redirect(view.returnTo, 303);
      return statePage(c, view, 200);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return failure(c, error);
    }
  });

  return pages;
}

const STATE_TEXT: Record<string, string> = {
  pending: "Verification has not been completed yet.",
  processing: "Your document is being checked. This usually takes a minute; reload this page.",
  requires_input: "Verification did not succeed.",
  verified: "Your identity is verified.",
  canceled: "Verification was canceled. You can start it again whenever you are ready.",
  expired: "This verification link has expired. Start a new verification.",
};

const STATE_TONE: Record<string, Tone> = {
  verified: "success",
  processing: "info",
  pending: "info",
  requires_input: "error",
  canceled: "warning",
  expired: "warning",
};

function statePage(c: Context<PageEnv>, view: IdentitySessionView, status: number) {
  const back = backOf(view.returnTo);
  const again =
    view.status === "requires_input" || view.status === "canceled" || view.status === "expired";
  return page(
    c,
    status,
    "Verify your identity",
    <>
      <h1>Verify your identity</h1>
      <Notice tone={STATE_TONE[view.status] ?? "info"}>
        <p id="identity-state" data-state={view.status}>
          {STATE_TEXT[view.status] ?? "Verification is not finished."}
        </p>
        {view.status === "requires_input" && view.reason ? (
          <p id="identity-reason" data-code={view.errorCode ?? ""}>
            {view.reason}
          </p>
        ) : null}
        {again ? <p>You can start the verification again from {back.where}.</p> : null}
      </Notice>
      <div class="actions">
        <LinkButton href={back.href} variant="primary" id="identity-back">
          {view.status === "verified" ? "Continue to " : "Back to "}
          {back.where}
        </LinkButton>
      </div>
    </>,
    { width: "narrow" },
  );
}
