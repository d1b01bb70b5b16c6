import {
  acceptConsent,
  type ConsentView,
  continueIdentity,
  findConsentRequest,
  maskEmail,
  sendConsentCode,
  verifyConsentCode,
} from "@intake/core/developers";
import { DomainError, type RequestContext, type Services } from "@intake/core/kernel";
import { type Context, Hono } from "hono";
import type { Child } from "hono/jsx";
import { FORM_BODY_BYTES, limitBody } from "../http/limits";
import { identityBinding } from "./identity-pages";
import {
  Button,
  Card,
  Field,
  LinkButton,
  Notice,
  PersonFields,
  page,
  pageContext,
  privatePageGuard,
  Step,
  Stepper,
  type StepState,
} from "./kit";

type Env = { Variables: { requestId: string } };

const VISIT: Record<string, string> = {
  async: "by secure messages",
  video: "by video call",
  phone: "by phone",
};

/** What the patient typed, shown again next to an error. */
interface Entered {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  sex?: string;
  telehealth?: boolean;
  dataSharing?: boolean;
}

interface Extra {
  /** An error next to its field (`field`) or above the step. */
  error?: { message: string; field?: string };
  status?: number;
  /** The code was sent: ask for it. */
  codeSent?: boolean;
  entered?: Entered;
}

/** Plain words for the consent form's errors (the core's wording names formats). */
const FIELD_TEXT: Record<string, string> = {
  invalid_code:
    "That code is not right or has expired. Check the latest e-mail, or send a new code.",
  invalid_date_of_birth: "Enter your date of birth (a real date in the past).",
  invalid_sex: "Choose one.",
  invalid_name: "Enter your legal first and last name, as on an ID document.",
  telehealth_consent_required:
    "Tick this box to continue: a physician can only help with your consent.",
};

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
  /** This consent page (GET), where every successful post leads (Post/Redirect/Get). */
  const here = (id: string, token: string, query = "") =>
    `/consent/${id}?token=${encodeURIComponent(token)}${query}`;

  async function render(c: Context<Env>, id: string, token: string, extra: Extra = {}) {
    let view: ConsentView;
    try {
      view = await findConsentRequest(services, id, token);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return page(
        c,
        404,
        "Link not valid",
        <Card title="This link does not work">
          <p id="consent-invalid">
            The link may be incomplete, or the request behind it is already finished. Open the
            latest link the app sent you, or ask the app for a new one.
          </p>
          <div class="actions">
            <LinkButton href="/signin?next=%2Faccount" variant="primary">
              Sign in to find your request
            </LinkButton>
          </div>
        </Card>,
        { width: "narrow" },
      );
    }
    const r = view.request;
    const app = view.appName;
    const sandbox = r.environment === "test";
    const hidden = <input type="hidden" name="token" value={token} />;
    const fieldError = (field: string) =>
      extra.error?.field === field ? extra.error.message : undefined;
    const topError = extra.error && !extra.error.field ? extra.error.message : undefined;

    const asks = (
      <Card title={`${app} asks for a physician review`} id="consent-asks">
        <p>
          {app} would like a U.S.-licensed physician to review your request{" "}
          {VISIT[r.visit_type] ?? ""}. Here is what you are agreeing to:
        </p>
        <ul id="consent-asks-list">
          <li>A physician reads your health information, may write to you, and may prescribe.</li>
          {r.data_visibility === "full" ? (
            <li>
              {app} will see your letter, your conversation with the physician, the clinical notes
              and your prescriptions, so it can show them to you.
            </li>
          ) : (
            <li>
              {app} only learns how your request is going (for example "complete"), not your health
              information.
            </li>
          )}
          <li>Nothing happens without your consent, and you can stop at any step.</li>
        </ul>
      </Card>
    );

    if (r.status === "canceled") {
      return shell(
        <Notice tone="info" title="This request was canceled" id="canceled">
          <p>Nothing more is needed from you.</p>
        </Notice>,
      );
    }
    if (r.status === "in_review" || r.status === "completed") {
      // The consent link opens no chat: the patient signs in with the confirmed address.
      return shell(
        <Notice tone="success" title="Thank you" id="done">
          <p>
            Your request is {r.status === "completed" ? "complete" : "with a physician for review"}.
            You will hear back through {app}.
          </p>
          {view.patientUserId ? (
            <p id="chat-signin">
              To read and answer the physician's messages,{" "}
              <a href={`/signin?next=${encodeURIComponent(`/c/${id}`)}`}>sign in</a> with{" "}
              {maskEmail(r.patient_email)} and open <a href={`/c/${id}`}>your conversation</a>.
            </p>
          ) : null}
        </Notice>,
      );
    }

    const emailDone = !!r.email_verified_at;
    const consentDone = r.status !== "awaiting_consent";
    const state = (done: boolean, current: boolean): StepState =>
      done ? "done" : current ? "current" : "todo";
    const e = extra.entered ?? {};

    const emailStep = extra.codeSent ? (
      <form method="post" action={`/consent/${id}/verify`} id="code-form">
        {hidden}
        <p>
          We sent a 6-digit code to <strong>{maskEmail(r.patient_email)}</strong>. It expires in 10
          minutes.
        </p>
        <Field
          name="code"
          label="6-digit code"
          inputmode="numeric"
          autocomplete="one-time-code"
          maxlength={6}
          required
          error={fieldError("code")}
        />
        <div class="actions">
          <Button variant="primary">Confirm e-mail</Button>
        </div>
      </form>
    ) : (
      <form method="post" action={`/consent/${id}/code`} id="send-code-form">
        {hidden}
        <p>
          First, confirm it is you: we will send a one-time code to{" "}
          <strong>{maskEmail(r.patient_email)}</strong>.
        </p>
        <div class="actions">
          <Button variant="primary">Send me a code</Button>
        </div>
      </form>
    );
    const resend = extra.codeSent ? (
      <form method="post" action={`/consent/${id}/code`} class="actions">
        {hidden}
        <span class="muted small">No e-mail?</span>
        <Button variant="link">Send a new code</Button>
      </form>
    ) : null;

    const consentStep = (
      <form method="post" action={`/consent/${id}/accept`} id="consent-form">
        {hidden}
        <h3>Telehealth consent</h3>
        <p>
          A board-certified physician will review your request remotely, may write to you, and may
          prescribe. This service is not for emergencies: call 911.
        </p>
        <div class={`field${fieldError("telehealth") ? " invalid" : ""}`}>
          <label class="check">
            <input
              type="checkbox"
              name="telehealth"
              value="yes"
              required
              checked={e.telehealth}
              aria-invalid={fieldError("telehealth") ? "true" : undefined}
            />{" "}
            <span>I consent to receive care through telehealth.</span>
          </label>
          {fieldError("telehealth") ? <p class="field-error">{fieldError("telehealth")}</p> : null}
        </div>
        {r.data_visibility === "full" ? (
          <>
            <h3>Data sharing with {app}</h3>
            <p>
              {app} asked to see your letter, your conversation with the physician, the clinical
              notes and your prescriptions, so it can show them to you and pass on your replies.
            </p>
            <div class={`field${fieldError("dataSharing") ? " invalid" : ""}`}>
              <label class="check">
                <input
                  type="checkbox"
                  name="dataSharing"
                  value="yes"
                  required
                  checked={e.dataSharing}
                  aria-invalid={fieldError("dataSharing") ? "true" : undefined}
                />{" "}
                <span>I agree to share my health information with {app}.</span>
              </label>
              {fieldError("dataSharing") ? (
                <p class="field-error">{fieldError("dataSharing")}</p>
              ) : null}
            </div>
          </>
        ) : null}
        <h3>About you</h3>
        <PersonFields values={e} errors={fieldError} />
        <div class="actions">
          <Button variant="primary">Give consent</Button>
        </div>
      </form>
    );

    const identityStep = (
      <form method="post" action={`/consent/${id}/identity`} id="identity-form">
        {hidden}
        {sandbox ? (
          <p>This is a test request: identity verification is skipped.</p>
        ) : view.identityVerified ? (
          <p class="met" id="identity-verified">
            Your identity is verified. Send your request to a physician.
          </p>
        ) : (
          <p>
            A physician can only treat you once your identity is verified. You will photograph an ID
            document, then come straight back here.
          </p>
        )}
        <div class="actions">
          <Button variant="primary">
            {view.identityVerified || sandbox ? "Continue" : "Verify my identity"}
          </Button>
        </div>
      </form>
    );

    return shell(
      <>
        {emailDone ? null : asks}
        <Stepper label="Steps of your consent">
          <Step
            n={1}
            title="Confirm your e-mail"
            state={state(emailDone, !emailDone)}
            summary={maskEmail(r.patient_email)}
          >
            {emailStep}
            {resend}
          </Step>
          <Step
            n={2}
            title="Consent and your details"
            state={state(consentDone, emailDone && !consentDone)}
          >
            {consentStep}
          </Step>
          <Step n={3} title="Verify your identity" state={state(false, consentDone)}>
            {identityStep}
          </Step>
        </Stepper>
      </>,
    );

    function shell(content: Child) {
      return page(
        c,
        extra.status ?? 200,
        `Your request from ${app}`,
        <>
          <h1>Your request from {app}</h1>
          <p class="lead">A physician review, with your consent.</p>
          {sandbox ? (
            <Notice tone="warning" id="sandbox-note">
              <p>Sandbox request: this is a test. No physician or pharmacy is reached.</p>
            </Notice>
          ) : null}
          {topError ? (
            <Notice tone="error" id="consent-error">
              <p>{topError}</p>
            </Notice>
          ) : null}
          {content}
        </>,
        { width: "narrow" },
      );
    }
  }

  pages.get("/consent/:id", (c) =>
    render(c, c.req.param("id"), c.req.query("token") ?? "", {
      codeSent: c.req.query("sent") === "1",
    }),
  );

  const step =
    (
      action: (
        c: Context<Env>,
        id: string,
        token: string,
        form: Record<string, unknown>,
      ) => Promise<Response | string>,
    ) =>
    async (c: Context<Env>) => {
      const id = c.req.param("id") as string;
      const form = (await c.req.parseBody()) as Record<string, unknown>;
      const token = typeof form.token === "string" ? form.token : "";
      try {
        const next = await action(c, id, token, form);
        // Post/Redirect/Get: a reload shows the page again and repeats nothing.
        return typeof next === "string" ? c.redirect(here(id, token, next), 303) : next;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // An unknown link, or a step already done (a second tab, Back): the page as it is now.
        if (error.status === 404 || error.code === "consent_step_done")
          return render(c, id, token, { status: error.status === 404 ? 404 : 200 });
        const field =
          typeof error.extra.field === "string"
            ? error.extra.field
            : error.code === "invalid_code"
              ? "code"
              : undefined;
        return render(c, id, token, {
          error: { message: FIELD_TEXT[error.code] ?? error.message, field },
          status: error.status,
          codeSent: error.code === "invalid_code",
          entered: {
            firstName: text(form.firstName),
            lastName: text(form.lastName),
            dateOfBirth: text(form.dateOfBirth),
            sex: text(form.sex),
            telehealth: form.telehealth === "yes",
            dataSharing: form.dataSharing === "yes",
          },
        });
      }
    };
  const text = (v: unknown) => (typeof v === "string" ? v : "");

  pages.post(
    "/consent/:id/code",
    step(async (c, id, token) => {
      await sendConsentCode(ctx(c), id, token);
      return "&sent=1";
    }),
  );
  pages.post(
    "/consent/:id/verify",
    step(async (c, id, token, form) => {
      await verifyConsentCode(ctx(c), id, token, text(form.code));
      return "";
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
      return "";
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
      if (!redirectTo) return "";
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
