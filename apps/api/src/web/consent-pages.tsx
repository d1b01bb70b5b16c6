import {
  acceptConsent,
  type ConsentView,
  continueIdentity,
  DomainError,
  findConsentRequest,
  maskEmail,
  type RequestContext,
  type Services,
  sendConsentCode,
  verifyConsentCode,
} from "@intake/core";
import { type Context, Hono } from "hono";
import type { Child } from "hono/jsx";
import { limitBody } from "../http/limits";
import { identityBinding } from "./identity-pages";
import { page, pageContext, privatePageGuard } from "./kit";

type Env = { Variables: { requestId: string } };
const FORM_BODY_BYTES = 16 * 1024;

/**
 * The patient's consent page of a prescribing request, `{WEB_URL}/consent/<id>?token=...`: the
 * e-mail is proved by a one-time code, then telehealth consent, data sharing (full visibility,
 * naming the developer's app) and demographics, then identity through the identity port. Each
 * step is a plain form (no JavaScript); the token travels in a hidden field, never in logs.
 */
export function consentPages(services: Services): Hono<Env> {
  const pages = new Hono<Env>();
  const guard = privatePageGuard(services);
  pages.use("/consent/*", guard);
  pages.use("/consent/*", limitBody(FORM_BODY_BYTES));

  const ctx = (c: Context<Env>): RequestContext => pageContext(services, c, { kind: "anonymous" });

  async function render(
    c: Context<Env>,
    id: string,
    token: string,
    extra: { error?: string; status?: number; codeSent?: boolean } = {},
  ) {
    let view: ConsentView;
    try {
      view = await findConsentRequest(services, id, token);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return page(
        c,
        404,
        "Consent",
        <p class="error">This consent link is not valid. Ask the app for a new link.</p>,
      );
    }
    const r = view.request;
    const sandbox = r.environment === "test";
    const hidden = <input type="hidden" name="token" value={token} />;
    let body: Child;
    if (r.status === "canceled") {
      body = <p class="notice">This request was canceled. Nothing more is needed.</p>;
    } else if (r.status === "in_review" || r.status === "completed") {
      // The consent link opens no chat: the patient signs in with the confirmed address.
      body = (
        <>
          <p class="met" id="done">
            Thank you. Your request is{" "}
            {r.status === "completed" ? "complete" : "with a physician for review"}. You will hear
            back through {view.appName}.
          </p>
          {view.patientUserId ? (
            <p id="chat-signin">
              To read and answer the physician's messages, <a href="/signin">sign in</a> with{" "}
              {maskEmail(r.patient_email)} and open <a href={`/c/${id}`}>your conversation</a>.
            </p>
          ) : null}
        </>
      );
    } else if (!r.email_verified_at) {
      body = extra.codeSent ? (
        <form method="post" action={`/consent/${id}/verify`}>
          {hidden}
          <p>We sent a 6-digit code to {maskEmail(r.patient_email)}. It expires in 10 minutes.</p>
          <label for="code">6-digit code</label>
          <input
            id="code"
            name="code"
            inputmode="numeric"
            autocomplete="one-time-code"
            maxlength={6}
            required
          />
          <div>
            <button type="submit">Confirm e-mail</button>
          </div>
        </form>
      ) : (
        <form method="post" action={`/consent/${id}/code`}>
          {hidden}
          <p>
            First, confirm your e-mail address: we will send a one-time code to{" "}
            {maskEmail(r.patient_email)}.
          </p>
          <button type="submit">Send me a code</button>
        </form>
      );
    } else if (r.status === "awaiting_consent") {
      body = (
        <form method="post" action={`/consent/${id}/accept`}>
          {hidden}
          <h2>Telehealth consent</h2>
          <p>
            A board-certified physician will review your letter remotely, may write to you, and may
            prescribe. This service is not for emergencies: call 911.
          </p>
          <label>
            <input type="checkbox" name="telehealth" value="yes" required /> I consent to receive
            care through telehealth.
          </label>
          {r.data_visibility === "full" ? (
            <>
              <h2>Data sharing with {view.appName}</h2>
              <p>
                {view.appName} asked to see your letter, your conversation with the physician, the
                clinical notes and your prescriptions, so it can show them to you and relay your
                replies.
              </p>
              <label>
                <input type="checkbox" name="dataSharing" value="yes" required /> I agree to share
                my health information with {view.appName}.
              </label>
            </>
          ) : null}
          <h2>About you</h2>
          <label for="firstName">Legal first name</label>
          <input
            id="firstName"
            name="firstName"
            autocomplete="given-name"
            required
            maxlength={100}
          />
          <label for="lastName">Legal last name</label>
          <input
            id="lastName"
            name="lastName"
            autocomplete="family-name"
            required
            maxlength={100}
          />
          <label for="dateOfBirth">Date of birth (YYYY-MM-DD)</label>
          <input id="dateOfBirth" name="dateOfBirth" type="date" required />
          <label for="sex">Sex</label>
          <select id="sex" name="sex" required>
            <option value="female">Female</option>
            <option value="male">Male</option>
          </select>
          <div>
            <button type="submit">Give consent</button>
          </div>
        </form>
      );
    } else {
      body = (
        <form method="post" action={`/consent/${id}/identity`}>
          {hidden}
          <h2>Verify your identity</h2>
          {sandbox ? (
            <p class="notice">Sandbox: identity verification is simulated.</p>
          ) : view.identityVerified ? (
            <p class="met">Your identity is verified. Send your request to a physician.</p>
          ) : (
            <p>
              A physician can only treat you once your identity is verified. You will be taken to
              the verification page; come back to this page afterwards.
            </p>
          )}
          <button type="submit">
            {view.identityVerified || sandbox ? "Continue" : "Verify my identity"}
          </button>
        </form>
      );
    }
    return page(
      c,
      extra.status ?? 200,
      "Consent",
      <>
        <h1>Your request for a physician review</h1>
        {sandbox ? (
          <p class="notice">Sandbox request: no physician or pharmacy is reached.</p>
        ) : null}
        {extra.error ? (
          <p class="error" role="alert">
            {extra.error}
          </p>
        ) : null}
        {body}
      </>,
    );
  }

  pages.get("/consent/:id", (c) => render(c, c.req.param("id"), c.req.query("token") ?? ""));

  const step =
    (
      action: (
        c: Context<Env>,
        id: string,
        token: string,
        form: Record<string, unknown>,
      ) => Promise<Response | null>,
    ) =>
    async (c: Context<Env>) => {
      const id = c.req.param("id") as string;
      const form = (await c.req.parseBody()) as Record<string, unknown>;
      const token = typeof form.token === "string" ? form.token : "";
      try {
        const response = await action(c, id, token, form);
        if (response) return response;
        return render(c, id, token);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        if (error.status === 404) return render(c, id, token);
        return render(c, id, token, {
          error: error.message,
          status: error.status,
          codeSent: error.code === "invalid_code",
        });
      }
    };
  const text = (v: unknown) => (typeof v === "string" ? v : "");

  pages.post(
    "/consent/:id/code",
    step(async (c, id, token) => {
      await sendConsentCode(ctx(c), id, token);
      return render(c, id, token, { codeSent: true });
    }),
  );
  pages.post(
    "/consent/:id/verify",
    step(async (c, id, token, form) => {
      await verifyConsentCode(ctx(c), id, token, text(form.code));
      return null;
    }),
  );
  pages.post(
    "/consent/:id/accept",
    step(async (c, id, token, form) => {
      await acceptConsent(ctx(c), id, token, {
        telehealth: form.telehealth === "yes",
        dataSharing: form.dataSharing === "yes",
        firstName: text(form.firstName),
        lastName: text(form.lastName),
        dateOfBirth: text(form.dateOfBirth),
        sex: text(form.sex),
      });
      return null;
    }),
  );
  pages.post(
    "/consent/:id/identity",
    step(async (c, id, token) => {
      const { redirectTo } = await continueIdentity(
        ctx(c),
        id,
        token,
        identityBinding(services, c),
      );
      if (!redirectTo) return null;
      // Our verification link lives on this site: stay on the host the person is using (the
      // browser's binding cookie belongs to it).
      const web = services.config.WEB_URL;
      return c.redirect(
        redirectTo.startsWith(`${web}/`) ? redirectTo.slice(web.length) : redirectTo,
        303,
      );
    }),
  );
  return pages;
}
