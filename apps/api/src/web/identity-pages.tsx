import {
  DomainError,
  EMBEDDED_OUTCOMES,
  findIdentitySession,
  findIdentitySessionById,
  type IdentityHolder,
  type IdentitySessionView,
  newIdentityBinding,
  openProviderVerification,
  type Services,
  submitEmbeddedVerification,
} from "@intake/core";
import { type Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { limitBody } from "../http/limits";
import { type PageEnv, page, privatePageGuard, sessionOf } from "./kit";

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
  verified: "Verified (the document matches the patient record)",
  document_unreadable: "Document unreadable (needs another try)",
  name_mismatch: "Name mismatch (the document names someone else)",
  canceled: "Canceled (the person stops)",
};

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
      "Identity verification",
      <>
        <h1>Identity verification</h1>
        <p class="error" role="alert" id="identity-error">
          {error.message}
        </p>
        {error.code === "identity_session_not_yours" ? (
          <p>
            <a href="/signin">Sign in</a>, then open the link again.
          </p>
        ) : null}
      </>,
    );

  function verifyForm(c: Context<PageEnv>, view: IdentitySessionView, error?: DomainError) {
    const stripe = view.provider === "stripe";
    return page(
      c,
      error?.status ?? 200,
      "Verify your identity",
      <>
        <h1>Verify your identity</h1>
        {error ? (
          <p class="error" role="alert" id="identity-error">
            {error.message}
          </p>
        ) : null}
        {stripe ? (
          <form method="post">
            <p>
              You will photograph a government ID and take a selfie with Stripe Identity, then come
              back here.
            </p>
            <button type="submit">Continue to verification</button>
          </form>
        ) : (
          <form method="post" enctype="multipart/form-data">
            <p class="notice">
              Simulated verification (no identity provider is configured): nobody checks the
              document. Choose the outcome to simulate.
            </p>
            <label for="document">Photo of your identity document</label>
            <input id="document" name="document" type="file" accept="image/*" required />
            <fieldset>
              <legend>Test outcome</legend>
              {EMBEDDED_OUTCOMES.map((o, i) => (
                <label>
                  <input type="radio" name="outcome" value={o} checked={i === 0} />{" "}
                  {OUTCOME_LABELS[o]}
                </label>
              ))}
            </fieldset>
            <button type="submit">Submit for verification</button>
          </form>
        )}
      </>,
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

function statePage(c: Context<PageEnv>, view: IdentitySessionView, status: number) {
  const back = view.returnTo ?? "/account";
  const where = back.startsWith("/checkout/")
    ? "checkout"
    : back.startsWith("/consent/")
      ? "your request"
      : "your account";
  return page(
    c,
    status,
    "Identity verification",
    <>
      <h1>Identity verification</h1>
      <p
        id="identity-state"
        data-state={view.status}
        class={view.status === "verified" ? "met" : view.status === "processing" ? "" : "error"}
      >
        {STATE_TEXT[view.status] ?? view.status}
      </p>
      {view.status === "requires_input" && view.reason ? (
        <p id="identity-reason" data-code={view.errorCode ?? ""}>
          {view.reason}
        </p>
      ) : null}
      <p>
        <a id="identity-back" href={back}>
          {view.status === "verified" ? "Continue to " : "Back to "}
          {where}
        </a>
        {view.status === "requires_input" || view.status === "canceled" || view.status === "expired"
          ? " (start verification again there)"
          : null}
      </p>
    </>,
  );
}
