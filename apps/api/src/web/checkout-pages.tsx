import {
  ageInYears,
  type CheckoutQuote,
  type CheckoutReceipt,
  type CheckoutView,
  completeCheckout,
  createPatient,
  DomainError,
  formatMoney,
  getCheckoutView,
  hmacHex,
  listPatients,
  loadOwnPatient,
  loadReceipt,
  type Patient,
  type PatientRow,
  patientBlocker,
  patientRules,
  quoteCheckout,
  type RequestContext,
  type Services,
  safeEqual,
  sha256Hex,
  startIdentitySession,
  updatePatient,
  WEIGHT_TEXT,
  weightMissing,
} from "@intake/core";
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { html } from "hono/html";
import type { Child } from "hono/jsx";
import { limitBody } from "../http/limits";
import { identityBinding } from "./identity-pages";
import { Layout, pageContext, privatePageGuard, SESSION_COOKIE } from "./kit";

type Env = { Variables: { requestId: string } };

const FORM_BODY_BYTES = 16 * 1024;
const PATIENT_FIELDS = [
  ["firstName", "First name", "text", "given-name"],
  ["lastName", "Last name", "text", "family-name"],
  ["dateOfBirth", "Date of birth (YYYY-MM-DD)", "date", "bday"],
  ["sex", "Sex", "select", ""],
  ["stateOfResidence", "State of residence (2 letters)", "text", "address-level1"],
  ["zipCode", "ZIP code", "text", "postal-code"],
  ["phoneNumber", "Phone number", "tel", "tel"],
] as const;

const STATE_TEXT: Record<string, string> = {
  open: "The letter is not complete yet. Complete it and check it again before checkout.",
  submitted: "The letter has been submitted for physician review.",
  reviewing: "A physician is reviewing the letter.",
  waitingForPatientReply: "The physician is waiting for the patient's reply in the chat.",
  completed: "The review is complete.",
  closed: "This encounter is closed. Submit the letter again to start a new one.",
  canceled: "This encounter was canceled. Submit the letter again to start a new one.",
};

/**
 * The hosted checkout `{WEB_URL}/checkout/<encounter_id>?token=<encounter_token>`: sign in by
 * e-mail code (/signin), choose or add the patient, telehealth consent, identity verification
 * (identity port), then payment. Plain HTML forms, field names as in the API; every step is a
 * POST that redirects back to the page, which shows the next step. A paid checkout shows its
 * receipt; a stale token, an expired or terminal encounter, or an encounter of another account
 * gets a clear page and is never charged.
 */
export function checkoutPages(services: Services): Hono<Env> {
  const pages = new Hono<Env>();
  const { config } = services;

  pages.use("/checkout/*", privatePageGuard(services));
  pages.use("/checkout/*", limitBody(FORM_BODY_BYTES));

  async function sessionOf(c: Context<Env>) {
    const token = getCookie(c, SESSION_COOKIE);
    if (!token) return null;
    const session = await services.sessions.verify(token).catch(() => null);
    return session ? { userId: session.userId, token } : null;
  }
  const csrfOf = (sessionToken: string) =>
    hmacHex(config.APP_SECRET, `csrf:${sha256Hex(sessionToken)}`);
  const ctxFor = (c: Context<Env>, userId: string): RequestContext =>
    pageContext(services, c, { kind: "session", userId });
  const selfUrl = (id: string, token: string, patientId?: string) =>
    `/checkout/${id}?token=${token}${patientId ? `&patient_id=${patientId}` : ""}`;

  async function showPage(
    c: Context<Env>,
    opts: {
      patientId?: string;
      error?: DomainError;
      status?: number;
      form?: Record<string, string>;
    } = {},
  ) {
    const id = c.req.param("id") as string;
    const token = c.req.query("token") ?? opts.form?.token ?? "";
    let view: CheckoutView;
    try {
      view = await getCheckoutView({ ctx: services, input: { encounterId: id, token } });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return render(c, error.status, <ErrorBlock error={error} />);
    }
    const owner = await services.db
      .selectFrom("encounters")
      .select(["user_id", "patient_id"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const session = await sessionOf(c);
    if (owner.user_id && session && owner.user_id !== session.userId) {
      return render(
        c,
        409,
        <ErrorBlock
          error={
            new DomainError(
              409,
              "claimed_by_other_account",
              "This encounter belongs to another account. Sign in with that account, or submit the letter again to start a new encounter. Nothing was charged.",
            )
          }
        />,
      );
    }
    const receipt =
      session && owner.user_id === session.userId
        ? await loadReceipt(services.db, services, id)
        : null;
    if (receipt) return render(c, 200, <Receipt view={view} receipt={receipt} />);
    if (view.state !== "readyForCheckout") {
      const status = view.state === "closed" || view.state === "canceled" ? 410 : 409;
      // Paid already (by its owner): say so, and offer sign-in to see the receipt.
      const paid = !session && owner.user_id ? await loadReceipt(services.db, services, id) : null;
      return render(
        c,
        status,
        <>
          <Summary view={view} />
          {paid ? (
            <>
              <p class="error" role="alert">
                {STATE_TEXT[view.state] ?? "This encounter cannot be paid again."} It was paid:
                nothing more is due.
              </p>
              <p>
                <a id="signin-link" href={`/signin?next=${encodeURIComponent(selfUrl(id, token))}`}>
                  Sign in to see the receipt
                </a>
              </p>
            </>
          ) : (
            <p class="error" role="alert">
              {STATE_TEXT[view.state] ?? "This encounter cannot be paid."} Nothing was charged.
            </p>
          )}
        </>,
      );
    }
    if (!session) {
      const next = selfUrl(id, token);
      return render(
        c,
        200,
        <>
          <Summary view={view} />
          <h2>1. Sign in</h2>
          <p>
            Sign in or create an account with your e-mail address: we send you a 6-digit code. You
            come back here afterwards.
          </p>
          <p>
            <a id="signin-link" href={`/signin?next=${encodeURIComponent(next)}`}>
              Sign in or create an account
            </a>
          </p>
        </>,
      );
    }
    const ctx = ctxFor(c, session.userId);
    const now = services.clock.now();
    const patients = await listPatients({ ctx });
    const chosenId = owner.patient_id ?? opts.patientId ?? c.req.query("patient_id");
    let chosen: PatientRow | null = null;
    if (chosenId)
      chosen = await loadOwnPatient(services.db, session.userId, chosenId, now).catch(() => null);
    const csrf = csrfOf(session.token);
    const hidden = (
      <>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="csrf" value={csrf} />
        {chosen ? <input type="hidden" name="patient_id" value={chosen.id} /> : null}
      </>
    );
    const blocker = chosen ? patientBlocker(chosen, now) : null;
    const noWeight = chosen ? await weightMissing(services.db, id, chosen, now) : false;
    const quote: CheckoutQuote | null = chosen
      ? await quoteCheckout(ctx, session.userId, chosen)
      : null;
    return render(
      c,
      opts.status ?? 200,
      <>
        <Summary view={view} />
        {opts.error ? (
          <p class="error" role="alert" id="checkout-error" data-code={opts.error.code}>
            {opts.error.message}
          </p>
        ) : null}
        <h2>1. Who is this for?</h2>
        {owner.patient_id && chosen ? (
          <p id="chosen-patient">
            {chosen.first_name} {chosen.last_name} ({chosen.relationship}): this encounter is bound
            to this person.
          </p>
        ) : (
          <PatientChoice
            action={`/checkout/${id}/patient`}
            hidden={
              <>
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="csrf" value={csrf} />
              </>
            }
            patients={patients.filter((p) => p.firstName !== null)}
            chosenId={chosen?.id}
            hasSelf={patients.some((p) => p.relationship === "self" && p.firstName !== null)}
            form={opts.form}
          />
        )}
        {chosen ? (
          <>
            <h2>2. Telehealth consent</h2>
            {blocker === "state_not_served" ? (
              <p class="error" role="alert" id="state-not-served">
                Clinical services are offered only to residents of AK, AZ, CA, CO, CT, FL, IL, KS,
                MA, NJ, NY, NC, OH, OR, PA, TX, VA and WA. This person's state is not served, so
                checkout cannot continue. The knowledge base stays available. Nothing was charged.
              </p>
            ) : chosen.consented_to_telehealth ? (
              <p class="met" id="consent-done">
                Consent recorded.
              </p>
            ) : (
              <form method="post" action={`/checkout/${id}/consent`}>
                {hidden}
                <label>
                  <input type="checkbox" name="consentedToTelehealth" value="true" required /> I
                  consent to receive care by telehealth (asynchronous review and chat with a
                  physician).
                </label>
                <button type="submit">Record consent</button>
              </form>
            )}
            {blocker !== "state_not_served" && chosen.consented_to_telehealth ? (
              <>
                <h2>3. Identity verification</h2>
                {blocker === "patient_not_id_verified" ? (
                  <form method="post" action={`/checkout/${id}/identity`}>
                    {hidden}
                    <IdentityAttempt row={chosen} now={now} />
                    <p>
                      Verify the identity of the person (or, for a minor, the account holder's). You
                      come back to this page afterwards.
                    </p>
                    <button type="submit">Verify identity</button>
                  </form>
                ) : (
                  <p class="met" id="identity-done">
                    Identity verified.
                  </p>
                )}
              </>
            ) : null}
            {blocker === null && noWeight ? (
              <p class="error" role="alert" id="weight-required">
                {WEIGHT_TEXT}
              </p>
            ) : null}
            {blocker === null && !noWeight && quote ? (
              <>
                <h2>4. Payment</h2>
                <Payment
                  quote={quote}
                  action={`/checkout/${id}/pay`}
                  hidden={hidden}
                  hosted={Boolean(services.ports.payments.hostedCheckout)}
                />
              </>
            ) : null}
          </>
        ) : null}
      </>,
    );
  }

  pages.get("/checkout/:id", (c) => showPage(c));

  /** Common to every step: a signed-in session and a valid CSRF token, else the page again. */
  async function step(
    c: Context<Env>,
    run: (
      ctx: RequestContext,
      form: Record<string, string>,
    ) => Promise<Response | string | undefined>,
  ) {
    const id = c.req.param("id") as string;
    const raw = await c.req.parseBody();
    const form = Object.fromEntries(
      Object.entries(raw).filter(([, v]) => typeof v === "string"),
    ) as Record<string, string>;
    const token = form.token ?? "";
    const session = await sessionOf(c);
    if (!session) return c.redirect(`/signin?next=${encodeURIComponent(selfUrl(id, token))}`, 303);
    if (!form.csrf || !safeEqual(form.csrf, csrfOf(session.token))) {
      return render(
        c,
        403,
        <p class="error">
          The form expired or did not come from this site. Reload the page and try again.
        </p>,
      );
    }
    try {
      const result = await run(ctxFor(c, session.userId), form);
      if (result instanceof Response) return result;
      return c.redirect(selfUrl(id, token, result ?? form.patient_id), 303);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return showPage(c, { error, status: error.status, patientId: form.patient_id, form });
    }
  }

  pages.post("/checkout/:id/patient", (c) =>
    step(c, async (ctx, form) => {
      await getCheckoutView({
        ctx: services,
        input: { encounterId: c.req.param("id"), token: form.token ?? "" },
      });
      if (form.patient_id && form.patient_id !== "new") {
        const row = await loadOwnPatient(
          ctx.db,
          (ctx.caller as { userId: string }).userId,
          form.patient_id,
          ctx.clock.now(),
        );
        return row.id;
      }
      const fields = {
        firstName: form.firstName ?? "",
        lastName: form.lastName ?? "",
        dateOfBirth: form.dateOfBirth ?? "",
        sex: form.sex ?? "",
        stateOfResidence: form.stateOfResidence ?? "",
        zipCode: form.zipCode ?? "",
        phoneNumber: form.phoneNumber ?? "",
      };
      // A new account has an incomplete self placeholder: "myself" fills it in (PATCH rules).
      if (form.relationship === "self") {
        const placeholder = (await listPatients({ ctx })).find(
          (p) => p.relationship === "self" && p.firstName === null,
        );
        if (placeholder) {
          assertCompleteSelf(fields);
          await updatePatient({ ctx, input: { id: placeholder.id, ...fields } });
          return placeholder.id;
        }
      }
      const created = await createPatient({
        ctx,
        input: { relationship: form.relationship ?? "", ...fields },
      });
      return created.id;
    }),
  );

  pages.post("/checkout/:id/consent", (c) =>
    step(c, async (ctx, form) => {
      if (form.consentedToTelehealth !== "true") {
        throw new DomainError(400, "consent_required", "Tick the consent box to continue.");
      }
      await updatePatient({
        ctx,
        input: { id: form.patient_id ?? "", consentedToTelehealth: true },
      });
      return form.patient_id;
    }),
  );

  pages.post("/checkout/:id/identity", (c) =>
    step(c, async (ctx, form) => {
      const patientId = form.patient_id ?? "";
      const row = await loadOwnPatient(
        ctx.db,
        (ctx.caller as { userId: string }).userId,
        patientId,
        ctx.clock.now(),
      );
      // A minor inherits the account holder's verification: verify the self patient then.
      let target = row.id;
      if (
        row.relationship !== "self" &&
        row.date_of_birth &&
        ageInYears(row.date_of_birth, ctx.clock.now()) < 18
      ) {
        const self = await ctx.db
          .selectFrom("patients")
          .select("id")
          .where("owner_id", "=", row.owner_id)
          .where("relationship", "=", "self")
          .where("archived_at", "is", null)
          .executeTakeFirst();
        if (!self) {
          throw new DomainError(
            400,
            "self_patient_required",
            "A minor inherits the account holder's identity verification. Add yourself (relationship self) first, verify your identity, then come back.",
          );
        }
        target = self.id;
      }
      const session = await startIdentitySession({
        ctx,
        input: { id: target },
        from: {
          returnTo: selfUrl(c.req.param("id") as string, form.token ?? "", row.id),
          binding: identityBinding(services, c),
        },
      });
      // The embedded verifier lives on this site: stay on the host the person is using.
      const url = session.url.startsWith(`${config.WEB_URL}/`)
        ? session.url.slice(config.WEB_URL.length)
        : session.url;
      return c.redirect(url, 303);
    }),
  );

  pages.post("/checkout/:id/pay", (c) =>
    step(c, async (ctx, form) => {
      const card =
        form.number !== undefined
          ? {
              number: form.number,
              exp_month: form.exp_month ?? "",
              exp_year: form.exp_year ?? "",
              cvc: form.cvc ?? "",
            }
          : undefined;
      const result = await completeCheckout({
        ctx,
        input: {
          encounterId: c.req.param("id") as string,
          token: form.token ?? "",
          patientId: form.patient_id ?? "",
          card,
        },
      });
      // Stripe takes the card on its own page; its webhook completes the checkout.
      if (result.redirectUrl) return c.redirect(result.redirectUrl, 303);
      return form.patient_id;
    }),
  );

  return pages;
}

/** PATCH takes partial updates; checkout needs every field of the person, as POST /patients does. */
function assertCompleteSelf(fields: Record<string, string>): void {
  const missing = Object.entries(fields)
    .filter(([, v]) => v.trim() === "")
    .map(([k]) => k);
  if (missing.length > 0) {
    throw new DomainError(400, "validation_failed", `Fill in ${missing.join(", ")}.`, {
      fields: missing,
    });
  }
}

function render(c: Context<Env>, status: number, body: Child) {
  return c.html(
    html`<!doctype html>${(
      <Layout title="Checkout">
        <h1>Checkout</h1>
        {body}
      </Layout>
    )}`,
    status as 200,
  );
}

function ErrorBlock(props: { error: DomainError }) {
  return (
    <>
      <p class="error" role="alert" id="checkout-error" data-code={props.error.code}>
        {props.error.message}
      </p>
      <p>
        <a href="/new">Check a letter</a>
      </p>
    </>
  );
}

function Summary(props: { view: CheckoutView }) {
  const v = props.view;
  return (
    <dl>
      <dt>Encounter</dt>
      <dd>
        <code>{v.encounterId}</code>
      </dd>
      <dt>State</dt>
      <dd id="encounter-state">{v.state}</dd>
      <dt>Link valid until</dt>
      <dd>{v.expiresAt}</dd>
    </dl>
  );
}

function PatientChoice(props: {
  action: string;
  hidden: Child;
  patients: Patient[];
  chosenId?: string;
  hasSelf: boolean;
  form?: Record<string, string>;
}) {
  const f = props.form ?? {};
  return (
    <>
      {props.patients.length > 0 ? (
        <form method="post" action={props.action} id="choose-patient">
          {props.hidden}
          <fieldset>
            <legend>People on your account</legend>
            {props.patients.map((p) => (
              <label>
                <input
                  type="radio"
                  name="patient_id"
                  value={p.id}
                  checked={p.id === props.chosenId}
                  required
                />{" "}
                {p.firstName} {p.lastName} ({p.relationship})
              </label>
            ))}
          </fieldset>
          <button type="submit">Continue with this person</button>
        </form>
      ) : null}
      <form method="post" action={props.action} id="add-patient">
        {props.hidden}
        <input type="hidden" name="patient_id" value="new" />
        <h3>Add a person</h3>
        <label for="relationship">Relationship to you</label>
        <select id="relationship" name="relationship" required>
          {patientRules.RELATIONSHIPS.filter((r) => r !== "self" || !props.hasSelf).map((r) => (
            <option value={r} selected={f.relationship === r}>
              {r === "self" ? "myself" : r}
            </option>
          ))}
        </select>
        {PATIENT_FIELDS.map(([name, label, type, autocomplete]) =>
          type === "select" ? (
            <>
              <label for={name}>{label}</label>
              <select id={name} name={name} required>
                {patientRules.SEXES.map((s) => (
                  <option value={s} selected={f[name] === s}>
                    {s}
                  </option>
                ))}
              </select>
            </>
          ) : (
            <>
              <label for={name}>{label}</label>
              <input
                id={name}
                name={name}
                type={type}
                autocomplete={autocomplete}
                required
                value={f[name] ?? ""}
              />
            </>
          ),
        )}
        <div>
          <button type="submit">Add this person</button>
        </div>
      </form>
    </>
  );
}

function Payment(props: { quote: CheckoutQuote; action: string; hidden: Child; hosted: boolean }) {
  const q = props.quote;
  const money = (n: number) => formatMoney(n, q.currency);
  return (
    <form method="post" action={props.action} id="pay">
      {props.hidden}
      {q.amountDue > 0 ? (
        <>
          <table id="quote">
            <tbody>
              {q.lines.map((l) => (
                <tr>
                  <td>{l.description}</td>
                  <td>{money(l.amount)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Due now</th>
                <td id="amount-due">{money(q.amountDue)}</td>
              </tr>
            </tbody>
          </table>
          <p>
            The plan renews monthly; cancel at any time (refund per person: anyone with no
            prescription in the current period is refunded for that period).
          </p>
        </>
      ) : (
        <p id="amount-due">Your subscription already covers this request: nothing is charged.</p>
      )}
      {q.needsCard && props.hosted ? (
        <p id="hosted-payment">You enter your card on the payment processor's secure page.</p>
      ) : null}
      {q.needsCard && !props.hosted ? (
        <fieldset>
          <legend>Card</legend>
          <label for="number">Card number</label>
          <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required />
          <label for="exp_month">Expiry month</label>
          <input
            id="exp_month"
            name="exp_month"
            inputmode="numeric"
            autocomplete="cc-exp-month"
            required
          />
          <label for="exp_year">Expiry year</label>
          <input
            id="exp_year"
            name="exp_year"
            inputmode="numeric"
            autocomplete="cc-exp-year"
            required
          />
          <label for="cvc">Security code</label>
          <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required />
        </fieldset>
      ) : null}
      <button type="submit">
        {q.amountDue > 0 ? `Pay ${money(q.amountDue)} and submit` : "Submit for review"}
      </button>
    </form>
  );
}

function Receipt(props: { view: CheckoutView; receipt: CheckoutReceipt }) {
  const r = props.receipt;
  return (
    <section id="receipt">
      <h2>Submitted for physician review</h2>
      <p id="receipt-amount">
        {r.amountCharged > 0
          ? `Paid ${formatMoney(r.amountCharged, r.currency)}${r.invoice ? ` (invoice ${r.invoice.number})` : ""}.`
          : "Covered by your subscription: nothing was charged."}{" "}
        A receipt is on its way by e-mail.
      </p>
      {r.invoice ? (
        <p>
          <a href={r.invoice.hostedInvoiceUrl}>View the invoice</a> ·{" "}
          <a href={r.invoice.invoicePdf}>PDF</a>
        </p>
      ) : null}
      <h3>What happens next</h3>
      <ol>
        <li>A board-certified physician reviews the letter. There is no guaranteed review time.</li>
        <li>
          The physician may ask questions in the chat; answer them at{" "}
          <a id="chat-link" href={`/c/${r.encounterId}`}>
            the chat page
          </a>{" "}
          (agents: <code>{r.chatEndpoint}</code>).
        </li>
        <li>If appropriate, the physician issues a prescription.</li>
      </ol>
      <p>
        State: <span id="encounter-state">{props.view.state}</span>. Your invoices are listed on{" "}
        <a href="/account">your account</a>.
      </p>
    </section>
  );
}

/** The outcome of the last verification attempt, when it needs the person to act. */
function IdentityAttempt(props: { row: PatientRow; now: Date }) {
  const last = props.row.latest_identity_session;
  if (!last) return null;
  const expired =
    last.status === "expired" ||
    (last.status === "pending" && !last.opened_at && new Date(last.expires_at) <= props.now);
  const status = expired ? "expired" : last.status;
  const text: Record<string, string> = {
    requires_input: last.error_reason ?? "The last verification did not succeed. Verify again.",
    canceled: "The last verification was canceled. Verify again when you are ready.",
    expired: "The last verification link expired. Verify again.",
    processing: "Your document is being checked. Reload this page in a minute.",
  };
  const message = text[status];
  if (!message) return null;
  return (
    <p
      id="identity-attempt"
      data-state={status}
      data-code={last.error_code ?? ""}
      class={status === "processing" ? "notice" : "error"}
    >
      {message}
    </p>
  );
}
