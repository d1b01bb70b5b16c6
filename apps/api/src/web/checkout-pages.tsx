import {
  createPatient,
  listPatients,
  loadOwnPatient,
  type Patient,
  type PatientRow,
  patientRules,
  startIdentitySession,
  updatePatient,
} from "@intake/core/accounts";
import {
  addLetterWeight,
  type CheckoutQuote,
  type CheckoutReceipt,
  cardDeclined,
  completeCheckout,
  declineReason,
  formatMoney,
  letterWeightMissing,
  loadReceipt,
  parseWeightKg,
  patientBlocker,
  quoteCheckout,
  TEST_CARDS,
  weightMissing,
} from "@intake/core/billing";
import { isServedState } from "@intake/core/catalogue";
import {
  ageInYears,
  type CheckoutView,
  findSelfPatientId,
  getCheckoutView,
  letterPersonMismatch,
  readCheckoutOwner,
  readLetterFacts,
  weightRequired,
} from "@intake/core/encounters";
import {
  DomainError,
  priceToMinorUnits,
  type RequestContext,
  type Services,
} from "@intake/core/kernel";
import { type Context, Hono } from "hono";
import type { Child } from "hono/jsx";
import { FORM_BODY_BYTES, limitBody } from "../http/limits";
import { identityBinding } from "./identity-pages";
import {
  Button,
  Card,
  csrfRefused,
  Field,
  csrfOf as kitCsrfOf,
  sessionOf as kitSessionOf,
  LinkButton,
  LocalTime,
  NOT_SERVED_TEXT,
  Notice,
  type PageEnv,
  PERSON_ERROR_TEXT,
  PersonFields,
  page,
  pageContext,
  personFieldError,
  privatePageGuard,
  RELATIONSHIP_CHOICE,
  RelationshipField,
  ResidenceFields,
  SERVED_STATE_OPTIONS,
  Step,
  Stepper,
  type StepState,
  signinHref,
  stateName,
  validCsrf,
} from "./kit";

type Env = PageEnv;

const STATE_TEXT: Record<string, string> = {
  open: "The letter is not complete yet. Complete it and check it again before checkout.",
  submitted: "Your letter has been sent for physician review.",
  reviewing: "A physician is reviewing your letter.",
  waitingForPatientReply: "The physician is waiting for your reply in the conversation.",
  completed: "The review is complete.",
  closed: "This request is closed. Check the letter again to start a new one.",
  canceled: "This request was canceled. Check the letter again to start a new one.",
};

type StepName = "patient" | "state" | "consent" | "identity" | "pay" | "weight";

/**
 * The hosted checkout `{WEB_URL}/checkout/<encounter_id>?token=<encounter_token>` as a stepper:
 * sign in, who it is for, telehealth consent, identity, payment; one step open at a time, the
 * price from the start, each error next to its field. Every step is a POST that redirects back
 * (Post/Redirect/Get). A paid checkout shows its receipt; a stale or expired link, or a request
 * of another account, gets a page that says what to do and is never charged.
 */
export function checkoutPages(services: Services): Hono<Env> {
  const pages = new Hono<Env>();
  const { config } = services;

  pages.use("/checkout/*", privatePageGuard(services));
  pages.use("/checkout/*", limitBody(FORM_BODY_BYTES));

  const sessionOf = (c: Context<Env>) => kitSessionOf(services, c);
  const csrfOf = (sessionToken: string) => kitCsrfOf(services, sessionToken);
  const ctxFor = (c: Context<Env>, userId: string): RequestContext =>
    pageContext(services, c, { kind: "session", userId });
  const selfUrl = (id: string, token: string, patientId?: string) =>
    `/checkout/${id}?token=${token}${patientId ? `&patient_id=${patientId}` : ""}`;
  const basePrice = () => {
    return formatMoney(priceToMinorUnits(config.PRICE_BASE), "usd");
  };

  async function showPage(
    c: Context<Env>,
    opts: {
      patientId?: string;
      error?: DomainError;
      status?: number;
      form?: Record<string, string>;
      step?: string;
    } = {},
  ) {
    const id = c.req.param("id") as string;
    const token = c.req.query("token") ?? opts.form?.token ?? "";
    let view: CheckoutView;
    try {
      view = await getCheckoutView({ ctx: services, input: { encounterId: id, token } });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const signedIn = (await sessionOf(c)) !== null;
      return render(c, error.status, <LinkProblem error={error} signedIn={signedIn} />);
    }
    const owner = (await readCheckoutOwner(services.db, id)) ?? { userId: null, patientId: null };
    const session = await sessionOf(c);
    if (owner.userId && session && owner.userId !== session.userId) {
      return render(
        c,
        409,
        <LinkProblem
          signedIn
          error={
            new DomainError(
              "claimed_by_other_account",
              "This request belongs to another account. Sign in with that account, or check the letter again to start a new request. Nothing was charged.",
            )
          }
        />,
      );
    }
    const receipt =
      session && owner.userId === session.userId
        ? await loadReceipt(services.db, services, id)
        : null;
    if (receipt)
      return render(c, 200, <Receipt view={view} receipt={receipt} />, "Sent for review");
    const self = selfUrl(id, token);
    if (view.state !== "readyForCheckout") {
      const status = view.state === "closed" || view.state === "canceled" ? 410 : 409;
      const paid = !session && owner.userId ? await loadReceipt(services.db, services, id) : null;
      return render(
        c,
        status,
        <Card>
          <h1>Checkout</h1>
          {paid ? (
            <>
              <Notice tone="info" id="checkout-error">
                <p>
                  {STATE_TEXT[view.state] ?? "This request cannot be paid again."} It is paid:
                  nothing more is due.
                </p>
              </Notice>
              <LinkButton href={signinHref(self)} variant="primary" id="signin-link">
                Sign in to see the receipt
              </LinkButton>
            </>
          ) : (
            <Notice tone="error" id="checkout-error">
              <p>{STATE_TEXT[view.state] ?? "This request cannot be paid."} Nothing was charged.</p>
            </Notice>
          )}
        </Card>,
      );
    }

    const steps: {
      title: string;
      state: StepState;
      body?: Child;
      summary?: Child;
      edit?: { href: string; label: string };
    }[] = [];
    const aside = (quote: CheckoutQuote | null) => (
      <PriceSummary quote={quote} base={basePrice()} expiresAt={view.expiresAt} />
    );
    if (!session) {
      steps.push({
        title: "Sign in",
        state: "current",
        body: (
          <>
            <p>
              Sign in or create an account with your e-mail address: we send you a 6-digit code,
              then bring you back here.
            </p>
            <LinkButton href={signinHref(self)} variant="primary" id="signin-link">
              Sign in or create an account
            </LinkButton>
          </>
        ),
      });
      for (const t of [
        "Who is this for?",
        "Consent to telehealth",
        "Verify identity",
        "Pay and send",
      ])
        steps.push({ title: t, state: "todo" });
      return render(c, 200, <Shell steps={steps} aside={aside(null)} />);
    }

    const ctx = ctxFor(c, session.userId);
    const now = services.clock.now();
    const patients = (await listPatients({ ctx })).filter((p) => p.firstName !== null);
    const changing = c.req.query("change") === "person" && !owner.patientId;
    const chosenId = changing
      ? undefined
      : (owner.patientId ?? opts.patientId ?? c.req.query("patient_id"));
    let chosen: PatientRow | null = null;
    if (chosenId)
      chosen = await loadOwnPatient(services.db, session.userId, chosenId, now).catch(() => null);
    const csrf = csrfOf(session.token);
    const base = (
      <>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="csrf" value={csrf} />
      </>
    );
    const hidden = (
      <>
        {base}
        {chosen ? <input type="hidden" name="patient_id" value={chosen.id} /> : null}
      </>
    );
    const blocker = chosen ? patientBlocker(chosen, now) : null;
    const noWeight = chosen ? await weightMissing(services.db, id, chosen, now) : false;
    const quote = chosen && !blocker ? await quoteCheckout(ctx, session.userId, chosen) : null;
    const errorFor = (name: StepName) =>
      opts.error && (opts.step === name || (name === "patient" && opts.step === "state"))
        ? opts.error
        : undefined;

    steps.push({ title: "Sign in", state: "done", summary: "Signed in" });

    // 2. Who is this for? Under 19 the letter must state a weight in kilograms (rubric criterion
    // 2, with the evaluator's own `weightRequired` and `statesKilograms`): when the letter states
    // none, the person form asks for it, required exactly for someone under 19.
    const unserved = blocker === "state_not_served";
    const askWeight = (await letterWeightMissing(services.db, id))
      ? {
          under19: patients
            .filter((p) => p.dateOfBirth && weightRequired(ageInYears(p.dateOfBirth, now)))
            .map((p) => p.firstName ?? ""),
        }
      : undefined;
    const mismatch = chosen ? await letterMismatch(services, id, chosen, now) : null;
    if (!chosen || unserved) {
      steps.push({
        title: "Who is this for?",
        state: "current",
        body: (
          <>
            {unserved && chosen ? (
              <StateFix
                action={`/checkout/${id}/state`}
                hidden={hidden}
                row={chosen}
                error={errorFor("state")}
              />
            ) : null}
            <PatientChoice
              action={`/checkout/${id}/patient`}
              hidden={base}
              patients={patients}
              chosenId={chosen?.id}
              hasSelf={patients.some((p) => p.relationship === "self")}
              form={opts.step === "patient" ? opts.form : undefined}
              error={errorFor("patient")}
              askWeight={askWeight}
            />
          </>
        ),
      });
    } else {
      steps.push({
        title: "Who is this for?",
        state: "done",
        summary: (
          <span id="chosen-patient">
            {chosen.first_name} {chosen.last_name} ·{" "}
            {RELATIONSHIP_CHOICE[chosen.relationship] ?? chosen.relationship}
          </span>
        ),
        edit: owner.patientId ? undefined : { href: `${self}&change=person`, label: "Change" },
      });
    }

    const consented = Boolean(chosen?.consented_to_telehealth);
    const verified = chosen !== null && !unserved && blocker !== "patient_not_id_verified";
    const warnings = mismatch ? (
      <Notice tone="warning" id="letter-mismatch" title="Is this the right person?">
        <p>
          {mismatch} If the letter is about someone else,{" "}
          {owner.patientId ? (
            "check the letter again."
          ) : (
            <a href={`${self}&change=person`}>choose another person</a>
          )}
        </p>
      </Notice>
    ) : null;

    // 3. Consent
    if (!chosen || unserved) steps.push({ title: "Consent to telehealth", state: "todo" });
    else if (consented)
      steps.push({
        title: "Consent to telehealth",
        state: "done",
        summary: <span id="consent-done">Consent given</span>,
      });
    else
      steps.push({
        title: "Consent to telehealth",
        state: "current",
        body: (
          <form method="post" action={`/checkout/${id}/consent`}>
            {hidden}
            {warnings}
            <p>
              A board-certified physician reviews the letter remotely, may write to you with
              questions and may prescribe. It is not for emergencies.
            </p>
            <div class={`field${errorFor("consent") ? " invalid" : ""}`}>
              <label class="check">
                <input type="checkbox" name="consentedToTelehealth" value="true" required />
                <span>
                  I consent to receive care by telehealth (review of the letter and a written
                  conversation with a physician).
                </span>
              </label>
              <StepError error={errorFor("consent")} />
            </div>
            <Button variant="primary">Record consent</Button>
          </form>
        ),
      });

    // 4. Identity
    if (!chosen || unserved || !consented) steps.push({ title: "Verify identity", state: "todo" });
    else if (verified)
      steps.push({
        title: "Verify identity",
        state: "done",
        summary: <span id="identity-done">Identity verified</span>,
      });
    else
      steps.push({
        title: "Verify identity",
        state: "current",
        body: (
          <form method="post" action={`/checkout/${id}/identity`}>
            {hidden}
            {warnings}
            <IdentityAttempt row={chosen} now={now} />
            <p>
              A physician can only treat a verified person. You photograph an ID document; for a
              child, the account holder's identity is checked. You come back here afterwards.
            </p>
            <StepError error={errorFor("identity")} />
            <Button variant="primary">Verify identity</Button>
          </form>
        ),
      });

    // 5. Pay
    if (!verified || !consented || !chosen) steps.push({ title: "Pay and send", state: "todo" });
    else
      steps.push({
        title: "Pay and send",
        state: "current",
        body: noWeight ? (
          <WeightForm
            action={`/checkout/${id}/weight`}
            hidden={hidden}
            name={chosen.first_name ?? "this person"}
            error={errorFor("weight")}
            value={opts.step === "weight" ? opts.form?.weightKg : undefined}
          />
        ) : quote ? (
          <>
            {warnings}
            <Payment
              quote={quote}
              action={`/checkout/${id}/pay`}
              hidden={hidden}
              hosted={Boolean(services.ports.payments.hostedCheckout)}
              testing={services.config.NODE_ENV !== "production"}
              error={errorFor("pay")}
            />
          </>
        ) : null,
      });

    return render(c, opts.status ?? 200, <Shell steps={steps} aside={aside(quote)} />);
  }

  pages.get("/checkout/:id", (c) => {
    // A declined card (Post/Redirect/Get): the processor's reason in plain words, next to the
    // card form.
    if (c.req.query("failed") !== "card_declined") return showPage(c);
    return showPage(c, { error: cardDeclined(c.req.query("reason")), status: 200, step: "pay" });
  });

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
    if (!session) return c.redirect(signinHref(selfUrl(id, token)), 303);
    if (!validCsrf(form.csrf, csrfOf(session.token))) {
      return csrfRefused(c);
    }
    try {
      const result = await run(ctxFor(c, session.userId), form);
      if (result instanceof Response) return result;
      return c.redirect(selfUrl(id, token, result ?? form.patient_id), 303);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // The processor was asked and said no: Post/Redirect/Get, so a reload asks it nothing again.
      if (error.code === "card_declined") {
        const reason = declineReason(error.extra.decline_code);
        return c.redirect(
          `${selfUrl(id, token, form.patient_id)}&failed=card_declined&reason=${reason}`,
          303,
        );
      }
      return showPage(c, {
        error,
        status: error.status,
        patientId: form.patient_id,
        form,
        step: c.req.path.split("/").pop(),
      });
    }
  }

  pages.post("/checkout/:id/patient", (c) =>
    step(c, async (ctx, form) => {
      await getCheckoutView({
        ctx: services,
        input: { encounterId: c.req.param("id"), token: form.token ?? "" },
      });
      // The weight is checked before anything is saved: a number in kilograms, and given for
      // someone under 19 when the letter states none (the rule of rubric criterion 2).
      const weight = (form.weightKg ?? "").trim();
      if (weight && parseWeightKg(weight) === null) {
        throw new DomainError("weight_required", WEIGHT_FIELD_TEXT, { field: "weightKg" });
      }
      if (!weight) {
        const name = await personNeedingWeight(ctx, c.req.param("id") as string, form);
        if (name) {
          throw new DomainError(
            "weight_required",
            `${name} is under 19 and the letter gives no weight: enter the weight in kilograms (for example 32 or 32.5). Nothing was saved.`,
            { field: "weightKg" },
          );
        }
      }
      const patientId = await choosePerson(ctx, form);
      if (weight) {
        // The person is saved: whatever happens to the weight, go on with a GET (the pay step
        // asks for the weight again if it is still missing), so a reload adds nobody twice.
        await addLetterWeight({
          ctx,
          input: {
            encounterId: c.req.param("id") as string,
            token: form.token ?? "",
            patientId,
            weightKg: weight,
          },
        }).catch((error) => {
          if (!(error instanceof DomainError)) throw error;
        });
      }
      return patientId;
    }),
  );

  pages.post("/checkout/:id/weight", (c) =>
    step(c, async (ctx, form) => {
      await addLetterWeight({
        ctx,
        input: {
          encounterId: c.req.param("id") as string,
          token: form.token ?? "",
          patientId: form.patient_id ?? "",
          weightKg: form.weightKg ?? "",
        },
      });
      return form.patient_id;
    }),
  );

  /**
   * The name of the person chosen or typed in `form` when they are under 19 and the letter states
   * no weight in kilograms (null otherwise, and when the date of birth is not a date yet: saving
   * the person says so).
   */
  async function personNeedingWeight(
    ctx: RequestContext,
    encounterId: string,
    form: Record<string, string>,
  ): Promise<string | null> {
    const now = ctx.clock.now();
    let person: { name: string; dateOfBirth: string | null };
    if (form.patient_id && form.patient_id !== "new") {
      const row = await loadOwnPatient(
        ctx.db,
        (ctx.caller as { userId: string }).userId,
        form.patient_id,
        now,
      );
      person = { name: row.first_name ?? "This person", dateOfBirth: row.date_of_birth };
    } else {
      // Only a real date of birth in the past: any other is refused by saving the person, with
      // its own error next to the date.
      let dateOfBirth: string | null = null;
      try {
        dateOfBirth = patientRules.parseDateOfBirth(form.dateOfBirth ?? "", now);
      } catch {
        dateOfBirth = null;
      }
      person = { name: (form.firstName ?? "").trim() || "This person", dateOfBirth };
    }
    if (!person.dateOfBirth || !weightRequired(ageInYears(person.dateOfBirth, now))) return null;
    return (await letterWeightMissing(ctx.db, encounterId)) ? person.name : null;
  }

  /** The chosen person's id: one on the account, or the person added now. */
  async function choosePerson(ctx: RequestContext, form: Record<string, string>) {
    {
      if (form.patient_id && form.patient_id !== "new") {
        const row = await loadOwnPatient(
          ctx.db,
          (ctx.caller as { userId: string }).userId,
          form.patient_id,
          ctx.clock.now(),
        );
        return row.id;
      }
      if (form.stateOfResidence && !isServedState(form.stateOfResidence.toUpperCase())) {
        throw new DomainError("state_not_served", NOT_SERVED_TEXT, {
          field: "stateOfResidence",
        });
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
    }
  }

  pages.post("/checkout/:id/state", (c) =>
    step(c, async (ctx, form) => {
      const state = (form.stateOfResidence ?? "").toUpperCase();
      if (!isServedState(state)) {
        throw new DomainError("state_not_served", NOT_SERVED_TEXT, {
          field: "stateOfResidence",
        });
      }
      await updatePatient({ ctx, input: { id: form.patient_id ?? "", stateOfResidence: state } });
      return form.patient_id;
    }),
  );

  pages.post("/checkout/:id/consent", (c) =>
    step(c, async (ctx, form) => {
      if (form.consentedToTelehealth !== "true") {
        throw new DomainError("consent_required", "Tick the consent box to continue.");
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
        const selfId = await findSelfPatientId(ctx.db, row.owner_id);
        if (!selfId) {
          throw new DomainError(
            "self_patient_required",
            "A child is covered by the account holder's identity check. Add yourself as a person first, verify your identity, then come back.",
          );
        }
        target = selfId;
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

/** A warning when the letter's age or sex does not match the chosen person. */
async function letterMismatch(
  services: Services,
  encounterId: string,
  person: PatientRow,
  now: Date,
): Promise<string | null> {
  const found = letterPersonMismatch(
    await readLetterFacts(services.db, encounterId),
    { dateOfBirth: person.date_of_birth, sex: person.sex },
    now,
  );
  if (!found) return null;
  const problems: string[] = [];
  if (found.age)
    problems.push(
      `the letter describes someone aged ${found.age.letter}, and ${person.first_name} is ${found.age.person}`,
    );
  if (found.sex)
    problems.push(
      `the letter describes a ${found.sex === "female" ? "woman or girl" : "man or boy"}`,
    );
  const text = problems.join("; ");
  return `${text[0]?.toUpperCase()}${text.slice(1)}.`;
}

/** PATCH takes partial updates; checkout needs every field of the person, as POST /patients does. */
function assertCompleteSelf(fields: Record<string, string>): void {
  const missing = Object.entries(fields)
    .filter(([, v]) => v.trim() === "")
    .map(([k]) => k);
  if (missing.length > 0) {
    throw new DomainError("validation_failed", "Fill in every field.", {
      fields: missing,
      field: missing[0],
    });
  }
}

function render(c: Context<Env>, status: number, body: Child, title = "Checkout") {
  return page(c, status, title, body, { width: "wide" });
}

function Shell(props: {
  steps: {
    title: string;
    state: StepState;
    body?: Child;
    summary?: Child;
    edit?: { href: string; label: string };
  }[];
  aside: Child;
}) {
  return (
    <>
      <h1>Checkout</h1>
      <p class="lead">Send your letter to a physician in five short steps.</p>
      <div class="split">
        <Stepper label="Checkout steps">
          {props.steps.map((s, i) => (
            <Step n={i + 1} title={s.title} state={s.state} summary={s.summary} edit={s.edit}>
              {s.body}
            </Step>
          ))}
        </Stepper>
        <aside class="first-on-phone">{props.aside}</aside>
      </div>
    </>
  );
}

function PriceSummary(props: { quote: CheckoutQuote | null; base: string; expiresAt: string }) {
  const q = props.quote;
  const money = (n: number) => formatMoney(n, q?.currency ?? "usd");
  return (
    <Card title="Summary" id="summary">
      <table class="price-lines">
        <tbody>
          {q ? (
            q.lines.map((l) => (
              <tr>
                <td>{l.description}</td>
                <td>{money(l.amount)}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td>Physician review, monthly plan</td>
              <td>{props.base}</td>
            </tr>
          )}
          <tr class="total">
            <td>Due today</td>
            <td id="amount-due">{q ? money(q.amountDue) : props.base}</td>
          </tr>
        </tbody>
      </table>
      {q && q.amountDue === 0 ? (
        <p class="small" id="covered">
          Your plan already covers this request: nothing is charged.
        </p>
      ) : null}
      <ul class="small muted" style="padding-left:1.1rem;margin:0">
        <li>Review by a board-certified physician, with a written conversation.</li>
        <li>The plan renews monthly; cancel at any time.</li>
        <li>
          Anyone with no prescription in the current month is refunded for that month when you
          cancel.
        </li>
        <li>
          This checkout link works until <LocalTime value={props.expiresAt} />.
        </li>
      </ul>
    </Card>
  );
}

function StepError(props: { error?: DomainError }) {
  if (!props.error) return null;
  return (
    <p class="field-error" role="alert" id="checkout-error" data-code={props.error.code}>
      {PERSON_ERROR_TEXT[props.error.code] ?? props.error.message}
    </p>
  );
}

function LinkProblem(props: { error: DomainError; signedIn?: boolean }) {
  const e = props.error;
  const expired = e.status === 410 || e.code === "encounter_expired";
  return (
    <Card>
      <h1>{expired ? "This checkout link has expired" : "This checkout link does not work"}</h1>
      <Notice tone="error" id="checkout-error">
        <p data-code={e.code}>
          {e.code === "claimed_by_other_account"
            ? e.message
            : expired
              ? "Checkout links work for a limited time. Nothing was charged."
              : "It may be an older link: each time the letter is checked again, the previous link stops working. Nothing was charged."}
        </p>
      </Notice>
      <p>If you already started, your request is in your account.</p>
      <div class="actions">
        {props.signedIn ? (
          <LinkButton href="/account#requests" variant="primary" id="find-request">
            Go to my requests
          </LinkButton>
        ) : (
          <LinkButton href="/signin?next=%2Faccount" variant="primary" id="find-request">
            Sign in to find your request
          </LinkButton>
        )}
        <LinkButton href="/new">Check a letter</LinkButton>
      </div>
    </Card>
  );
}

function PatientChoice(props: {
  action: string;
  hidden: Child;
  patients: Patient[];
  chosenId?: string;
  hasSelf: boolean;
  form?: Record<string, string>;
  error?: DomainError;
  /**
   * The letter states no weight in kilograms: the forms ask for it (`under19`: the names of the
   * listed people under 19, who need it).
   */
  askWeight?: { under19: string[] };
}) {
  const f = props.form ?? {};
  const adding = f.patient_id === "new" || props.patients.length === 0;
  const ask = props.askWeight;
  const weightField = (form: "new" | "choose") =>
    ask && (form === "new" || ask.under19.length > 0) ? (
      <Field
        name="weightKg"
        id={`weightKg-${form}`}
        label={form === "new" ? "Weight in kilograms (under 19 only)" : "Weight in kilograms"}
        inputmode="decimal"
        maxlength={8}
        hint={
          form === "new"
            ? "Needed for anyone under 19: the physician doses by weight. Leave it empty for an adult. For example 32 or 32.5."
            : `Needed if you choose ${listNames(ask.under19)} (under 19): the physician doses by weight. For example 32 or 32.5.`
        }
        value={(form === "new") === adding ? f.weightKg : undefined}
        error={(form === "new") === adding ? personFieldError(props.error, "weightKg") : undefined}
      />
    ) : null;
  const fieldLevel = props.error && (props.error.extra.field || props.error.extra.fields);
  const addForm = (
    <form method="post" action={props.action} id="add-patient">
      {props.hidden}
      <input type="hidden" name="patient_id" value="new" />
      {props.error && adding && !fieldLevel ? <StepError error={props.error} /> : null}
      {props.error && adding && fieldLevel ? (
        <p class="visually-hidden" id="checkout-error" data-code={props.error.code}>
          Check the fields marked below.
        </p>
      ) : null}
      <RelationshipField
        value={f.relationship}
        error={personFieldError(props.error, "relationship")}
        exclude={props.hasSelf ? ["self"] : []}
      />
      <PersonFields values={f} errors={(n) => personFieldError(props.error, n)} />
      <ResidenceFields values={f} errors={(n) => personFieldError(props.error, n)} />
      {weightField("new")}
      <Button variant="primary">Add this person</Button>
    </form>
  );
  if (props.patients.length === 0) return addForm;
  return (
    <>
      <form method="post" action={props.action} id="choose-patient">
        {props.hidden}
        <fieldset>
          <legend>People on your account</legend>
          {props.patients.map((p) => (
            <label class="choice">
              <input
                type="radio"
                name="patient_id"
                value={p.id}
                checked={p.id === props.chosenId}
                required
              />
              <span>
                <strong>
                  {p.firstName} {p.lastName}
                </strong>
                <br />
                <span class="small muted">
                  {RELATIONSHIP_CHOICE[p.relationship] ?? p.relationship}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {weightField("choose")}
        {props.error && !adding && props.error.extra.field !== "weightKg" ? (
          <StepError error={props.error} />
        ) : null}
        <Button variant="primary">Continue with this person</Button>
      </form>
      <details open={adding} style="margin-top:var(--sp-4)">
        <summary>Add someone else</summary>
        <div style="margin-top:var(--sp-3)">{addForm}</div>
      </details>
    </>
  );
}

/** "Sam", "Sam and Ada", "Sam, Ada and Lee". */
const listNames = (names: string[]): string =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

const WEIGHT_FIELD_TEXT =
  "Enter the weight in kilograms, a number between 2 and 250 (for example 32 or 32.5).";

/** The weight of a person under 19 when the letter gives none: added to the letter, same link. */
function WeightForm(props: {
  action: string;
  hidden: Child;
  name: string;
  error?: DomainError;
  value?: string;
}) {
  return (
    <form method="post" action={props.action} id="weight-form">
      {props.hidden}
      <Notice tone="warning" id="weight-required" title="The physician needs the weight">
        <p>
          {props.name} is under 19, and the letter gives no weight. Add it here: it is added to the
          letter the physician reads. Nothing was charged.
        </p>
      </Notice>
      <Field
        name="weightKg"
        label="Weight in kilograms"
        inputmode="decimal"
        maxlength={8}
        required
        hint="For example 32 or 32.5."
        value={props.value}
        error={
          props.error
            ? props.error.extra.field === "weightKg"
              ? WEIGHT_FIELD_TEXT
              : props.error.message
            : undefined
        }
      />
      <Button variant="primary">Add the weight</Button>
    </form>
  );
}

/** A person whose state is not served: correct the state (nothing else is saved). */
function StateFix(props: { action: string; hidden: Child; row: PatientRow; error?: DomainError }) {
  return (
    <Notice tone="warning" id="state-not-served" title="We cannot treat people in this state yet">
      <p>
        {props.row.first_name} lives in {stateName(props.row.state_of_residence ?? "")}, which is
        not served. Nothing was charged. If that is wrong, correct it; otherwise choose someone
        else.
      </p>
      <form method="post" action={props.action}>
        {props.hidden}
        <Field
          name="stateOfResidence"
          id="fix-state"
          label="State where the person lives"
          options={SERVED_STATE_OPTIONS}
          placeholder="Choose…"
          required
          error={
            props.error ? (PERSON_ERROR_TEXT[props.error.code] ?? props.error.message) : undefined
          }
        />
        <Button>Save the state</Button>
      </form>
    </Notice>
  );
}

function Payment(props: {
  quote: CheckoutQuote;
  action: string;
  hidden: Child;
  hosted: boolean;
  /** A test installation: the tester note lists the test cards. */
  testing?: boolean;
  error?: DomainError;
}) {
  const q = props.quote;
  const money = (n: number) => formatMoney(n, q.currency);
  return (
    <form method="post" action={props.action} id="pay">
      {props.hidden}
      {q.needsCard && props.hosted ? (
        <p id="hosted-payment">You enter your card on the payment processor's secure page.</p>
      ) : null}
      {props.error && !props.error.extra.field ? (
        <div class="notice notice-error" role="alert">
          {props.error.code === "card_declined" ? <h2>Payment declined</h2> : null}
          <p
            id="checkout-error"
            data-code={props.error.code}
            data-reason={
              props.error.code === "card_declined"
                ? String(props.error.extra.decline_code)
                : undefined
            }
          >
            {PERSON_ERROR_TEXT[props.error.code] ?? props.error.message}
          </p>
        </div>
      ) : null}
      {q.needsCard && !props.hosted ? (
        <fieldset>
          <legend>Card</legend>
          <Field
            name="number"
            label="Card number"
            inputmode="numeric"
            autocomplete="cc-number"
            required
            error={personFieldError(props.error, "number")}
          />
          <div class="row row-card">
            <Field
              name="exp_month"
              label="Expiry month"
              inputmode="numeric"
              autocomplete="cc-exp-month"
              maxlength={2}
              placeholder="MM"
              required
              error={personFieldError(props.error, "exp_month")}
            />
            <Field
              name="exp_year"
              label="Expiry year"
              inputmode="numeric"
              autocomplete="cc-exp-year"
              maxlength={4}
              placeholder="YYYY"
              required
              error={personFieldError(props.error, "exp_year")}
            />
            <Field
              name="cvc"
              label="Security code"
              inputmode="numeric"
              autocomplete="cc-csc"
              maxlength={4}
              required
              error={personFieldError(props.error, "cvc")}
            />
          </div>
          {props.testing ? <TestCards /> : null}
        </fieldset>
      ) : null}
      {props.error?.extra.field ? (
        <p class="visually-hidden" id="checkout-error" data-code={props.error.code}>
          Check the card fields marked above.
        </p>
      ) : null}
      <Button variant="primary" block>
        {q.amountDue > 0 ? `Pay ${money(q.amountDue)} and send for review` : "Send for review"}
      </Button>
      <p class="small muted" style="margin-top:var(--sp-2)">
        Nothing is charged until you press the button.
      </p>
    </form>
  );
}

/** The processor's test cards, for testers of a test installation (any future expiry, any CVC). */
function TestCards() {
  const cards: [string, string][] = [
    [TEST_CARDS.ok, "is accepted"],
    [TEST_CARDS.declined, "is declined"],
    [TEST_CARDS.insufficientFunds, "is declined: not enough funds"],
    [TEST_CARDS.expiredCard, "is declined: expired"],
    [TEST_CARDS.incorrectCvc, "is declined: wrong security code"],
    [TEST_CARDS.processingError, "is declined: processing error"],
  ];
  return (
    <details class="tester-note" id="test-cards">
      <summary>For testers: test cards</summary>
      <p class="small muted">
        This is a test installation: no card is charged. Use any future expiry date and any security
        code.
      </p>
      <ul class="small">
        {cards.map(([number, result]) => (
          <li>
            <code>{number.replace(/(\d{4})(?=\d)/g, "$1 ")}</code> {result}
          </li>
        ))}
      </ul>
    </details>
  );
}

function Receipt(props: { view: CheckoutView; receipt: CheckoutReceipt }) {
  const r = props.receipt;
  return (
    <Card id="receipt">
      <h1>Sent for physician review</h1>
      <Notice tone="success" id="receipt-amount">
        <p>
          {r.amountCharged > 0
            ? `Paid ${formatMoney(r.amountCharged, r.currency)}${r.invoice ? ` (invoice ${r.invoice.number})` : ""}.`
            : "Covered by your plan: nothing was charged."}{" "}
          A receipt is on its way by e-mail.
        </p>
      </Notice>
      <p id="encounter-state">{STATE_TEXT[props.view.state] ?? ""}</p>
      <h2>What happens next</h2>
      <ol>
        <li>A board-certified physician reviews the letter. There is no guaranteed review time.</li>
        <li>
          The physician may ask you questions in your conversation: we e-mail you when they do.
        </li>
        <li>If appropriate, the physician sends a prescription to your pharmacy.</li>
      </ol>
      <div class="actions">
        <LinkButton href={`/c/${r.encounterId}`} variant="primary" id="chat-link">
          Open your conversation
        </LinkButton>
        {r.invoice ? (
          <LinkButton href={r.invoice.hostedInvoiceUrl}>View the invoice</LinkButton>
        ) : null}
        <a href="/account">Your account</a>
      </div>
    </Card>
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
    <div id="identity-attempt" data-state={status} data-code={last.error_code ?? ""}>
      <Notice tone={status === "processing" ? "info" : "warning"}>
        <p>{message}</p>
      </Notice>
    </div>
  );
}
