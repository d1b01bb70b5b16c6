import {
  type ApiKeyMetadata,
  archivePatient,
  createApiKey,
  createPatient,
  getMe,
  listApiKeys,
  listPatients,
  type Patient,
  revokeApiKey,
  updatePatient,
} from "@intake/core/accounts";
import {
  addPatientWithSeat,
  type CancellationPreview,
  cancelSubscription,
  formatMoney,
  getCancellationPreview,
  getPaymentMethod,
  getSubscription,
  type Invoice,
  listInvoices,
  listSeatHolders,
  quotePersonRemoval,
  quoteSeatChange,
  removePatientWithSeat,
  type Subscription,
  updateSubscription,
} from "@intake/core/billing";
import { DECISION_TEXT, listMyRequests, type MyRequest } from "@intake/core/care";
import { SERVED_STATES } from "@intake/core/catalogue";
import { cancelEncounter } from "@intake/core/encounters";
import { DomainError, type RequestContext, type Services } from "@intake/core/kernel";
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import type { Child } from "hono/jsx";
import { FORM_BODY_BYTES, limitBody } from "../http/limits";
import {
  Badge,
  Button,
  Card,
  ConfirmAction,
  csrfRefused,
  DataTable,
  Field,
  csrfOf as kitCsrfOf,
  LinkButton,
  LocalTime,
  NOT_SERVED_TEXT,
  Notice,
  notFoundPage,
  type PageEnv,
  type PageSession,
  PersonFields,
  type PersonValues,
  page,
  pageContext,
  personFieldError,
  privatePageGuard,
  RelationshipField,
  ResidenceFields,
  sessionOf,
  signinRedirect,
  validCsrf,
} from "./kit";
import { type Flash, FlashNotice, redirectWithFlash, takeFlash } from "./kit/flash";

const SHOW_TOKEN_COOKIE = "intake_show_token";
const KEY_LIFETIMES = [30, 90, 365] as const;
const RELATIONSHIP_LABELS: Record<string, string> = {
  self: "You",
  spouse: "Spouse or partner",
  child: "Child",
  parent: "Parent",
  guardian: "Guardian",
  dependent: "Dependent",
  other: "Other",
};
const STATUS_TONE: Record<string, "ok" | "warn" | "danger" | "brand" | undefined> = {
  completed: "ok",
  waitingForPatientReply: "warn",
  reviewing: "brand",
  submitted: "brand",
  canceled: "danger",
};

type Form = Record<string, unknown>;
const text = (form: Form, name: string) =>
  typeof form[name] === "string" ? (form[name] as string) : "";

/**
 * The signed-in person's home at /account: their requests (status in words, latest message,
 * chat, outcome), the people on the account, the plan and billing (seats with the prorated
 * price shown before confirming, cancellation preview per person, invoices, card), API keys and
 * sessions. Every action calls the same core verb as the account API; every POST answers with a
 * redirect (Post/Redirect/Get) and a one-time notice, so reload and Back change nothing.
 */
export function accountHomePages(services: Services): Hono<PageEnv> {
  const pages = new Hono<PageEnv>();
  const guard = privatePageGuard(services);
  pages.use("/account", guard);
  pages.use("/account/*", guard);
  pages.use("/account/*", limitBody(FORM_BODY_BYTES));

  const ctxOf = (c: Context<PageEnv>, s: PageSession): RequestContext =>
    pageContext(services, c, { kind: "session", userId: s.userId });
  const back = (c: Context<PageEnv>, to: string, flash: Flash) =>
    redirectWithFlash(services, c, to, flash);

  /** GET handlers: signed in, or to sign-in and back. */
  const view =
    (
      handler: (
        c: Context<PageEnv>,
        s: PageSession,
        ctx: RequestContext,
        csrf: string,
      ) => Promise<Response>,
    ) =>
    async (c: Context<PageEnv>) => {
      const s = await sessionOf(services, c);
      if (!s) return signinRedirect(c);
      return handler(c, s, ctxOf(c, s), kitCsrfOf(services, s.token));
    };

  /**
   * POST handlers: signed in, valid form token; a refusal (a DomainError) is answered by
   * `refused`.
   */
  const posted =
    (
      handler: (
        c: Context<PageEnv>,
        s: PageSession,
        ctx: RequestContext,
        form: Form,
      ) => Promise<Response>,
      refused: (
        c: Context<PageEnv>,
        s: PageSession,
        ctx: RequestContext,
        form: Form,
        error: DomainError,
      ) => Promise<Response> | Response,
    ) =>
    async (c: Context<PageEnv>) => {
      const s = await sessionOf(services, c);
      if (!s) return signinRedirect(c);
      const form = (await c.req.parseBody()) as Form;
      if (!validCsrf(form.csrf, kitCsrfOf(services, s.token))) return csrfRefused(c);
      const ctx = ctxOf(c, s);
      try {
        return await handler(c, s, ctx, form);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return refused(c, s, ctx, form, error);
      }
    };

  /** POST handlers whose refusal returns to `onError` with a notice. */
  const act = (
    onError: (c: Context<PageEnv>) => string,
    handler: (
      c: Context<PageEnv>,
      s: PageSession,
      ctx: RequestContext,
      form: Form,
    ) => Promise<Response>,
  ) =>
    posted(handler, (c, _s, _ctx, _form, error) =>
      back(c, onError(c), {
        tone: "error",
        title: "That did not work",
        text: `${error.message} Nothing was changed.`,
      }),
    );

  // --- the home page ---------------------------------------------------------------------------

  pages.get(
    "/account",
    view(async (c, s, ctx, csrf) => {
      const [me, requests, people, seats, keys, billing] = await Promise.all([
        getMe({ ctx }),
        listMyRequests({ ctx, input: {} }),
        listPatients({ ctx }),
        listSeatHolders({ ctx }),
        listApiKeys({ ctx }),
        loadBilling(ctx),
      ]);
      const flash = takeFlash(services, c);
      const showToken = getCookie(c, SHOW_TOKEN_COOKIE) === "1";
      if (showToken) deleteCookie(c, SHOW_TOKEN_COOKIE, { path: "/", secure: true });
      const verified = me.identityVerification.status === "verified";
      return page(
        c,
        200,
        "Your account",
        <>
          <div class="page-head">
            <h1>Your account</h1>
            <p class="muted">
              {me.email} ·{" "}
              {verified ? (
                <Badge tone="ok">Identity verified</Badge>
              ) : (
                <Badge tone="warn">Identity not verified yet</Badge>
              )}
            </p>
            <nav class="subnav" aria-label="On this page">
              <a href="#requests">My requests</a>
              <a href="#people">People</a>
              <a href="#plan">Plan &amp; billing</a>
              <a href="#keys">API keys</a>
            </nav>
          </div>
          <FlashNotice flash={flash} />
          {showToken ? (
            <Notice title="Your session token">
              <p>
                For API calls that need a session (such as managing keys). It is shown once and
                lasts 12 hours.
              </p>
              <pre id="session-token-value">{s.token}</pre>
            </Notice>
          ) : null}
          <Requests requests={requests} csrf={csrf} />
          <People people={people} seats={seats.holders} subscribed={billing !== null} csrf={csrf} />
          <Plan billing={billing} unassigned={seats.unassigned} />
          <Keys keys={keys} csrf={csrf} />
          <Card title="Sessions" id="sessions">
            <p class="muted">
              Signing out everywhere signs this account out of every browser and app it is signed in
              to. API keys keep working (revoke them above).
            </p>
            <form method="post" action="/signout/everywhere">
              <input type="hidden" name="csrf" value={csrf} />
              <Button>Sign out everywhere</Button>
            </form>
          </Card>
        </>,
      );
    }),
  );

  // --- requests --------------------------------------------------------------------------------

  pages.post(
    "/account/requests/:id/cancel",
    act(
      () => "/account#requests",
      async (c, _s, ctx) => {
        await cancelEncounter({ ctx, input: { id: c.req.param("id") ?? "" } });
        return back(c, "/account#requests", {
          tone: "success",
          title: "Request canceled",
          text: "The review and any further charges for it stop. It stays listed below.",
        });
      },
    ),
  );

  // --- people ----------------------------------------------------------------------------------

  /** The add-a-person page; after a refused post, with what was typed and the errors. */
  async function newPersonPage(
    c: Context<PageEnv>,
    ctx: RequestContext,
    csrf: string,
    refused?: { values: PersonValues & { relationship?: string }; error: DomainError },
  ) {
    const [billing, people] = await Promise.all([loadBilling(ctx), listPatients({ ctx })]);
    const quote = billing
      ? await quoteSeatChange({
          ctx,
          input: { seatCount: billing.subscription.seatCount + 1 },
        }).catch(() => null)
      : null;
    const hasSelf = people.some((p) => p.relationship === "self" && p.firstName !== null);
    const flash = takeFlash(services, c);
    return page(
      c,
      refused ? refused.error.status : 200,
      "Add a person",
      <>
        <p>
          <a href="/account#people">← Back to your account</a>
        </p>
        <h1>Add a person</h1>
        <FlashNotice flash={flash} />
        {billing && quote ? (
          <Notice title="This adds a seat to your plan">
            <p id="seat-price">
              {formatMoney(quote.chargeNow, quote.currency)} is charged today for the rest of this
              period, then {formatMoney(quote.seatAmount, quote.currency)} a month. Your plan
              becomes {formatMoney(quote.monthlyAfter, quote.currency)} a month.
            </p>
          </Notice>
        ) : (
          <p class="muted">
            People you add can be chosen at checkout. A seat is added to your plan when you
            subscribe.
          </p>
        )}
        <Card>
          <PersonForm
            action="/account/people"
            csrf={csrf}
            submit="Add person"
            withRelationship
            hasSelf={hasSelf}
            values={refused?.values ?? {}}
            error={refused?.error}
          />
        </Card>
      </>,
      { width: "narrow" },
    );
  }

  /** The edit page of a person; after a refused post, with what was typed and the errors. */
  async function editPersonPage(
    c: Context<PageEnv>,
    ctx: RequestContext,
    csrf: string,
    id: string,
    refused?: { values: PersonValues; error: DomainError },
  ) {
    const person = (await listPatients({ ctx })).find((p) => p.id === id);
    if (!person) return notFoundPage(c, NOT_ON_ACCOUNT);
    const locked = isLocked(person);
    const flash = takeFlash(services, c);
    return page(
      c,
      refused ? refused.error.status : 200,
      "Edit a person",
      <>
        <p>
          <a href="/account#people">← Back to your account</a>
        </p>
        <h1>
          Edit {person.firstName} {person.lastName}
        </h1>
        <FlashNotice flash={flash} />
        {locked ? (
          <Notice>
            <p>
              Identity is verified, so the name, date of birth, sex, state and ZIP code are locked.
              The phone number can still change.
            </p>
          </Notice>
        ) : null}
        <Card>
          <PersonForm
            action={`/account/people/${person.id}`}
            csrf={csrf}
            submit="Save changes"
            values={refused?.values ?? person}
            error={refused?.error}
            phoneOnly={locked}
          />
        </Card>
      </>,
      { width: "narrow" },
    );
  }

  /**
   * POST handlers of a form page: signed in, valid form token; a refusal shows the form again
   * with what was typed and the error next to its field (nothing was saved).
   */
  const formAct = (
    handler: (c: Context<PageEnv>, ctx: RequestContext, form: Form) => Promise<Response>,
    refused: (
      c: Context<PageEnv>,
      ctx: RequestContext,
      csrf: string,
      form: Form,
      error: DomainError,
    ) => Promise<Response>,
  ) =>
    posted(
      (c, _s, ctx, form) => handler(c, ctx, form),
      (c, s, ctx, form, error) => refused(c, ctx, kitCsrfOf(services, s.token), form, error),
    );

  const personInput = (form: Form) => ({
    firstName: text(form, "firstName"),
    lastName: text(form, "lastName"),
    dateOfBirth: text(form, "dateOfBirth"),
    sex: text(form, "sex"),
    stateOfResidence: text(form, "stateOfResidence"),
    zipCode: text(form, "zipCode"),
    phoneNumber: text(form, "phoneNumber"),
  });

  /** A state the service does not serve is caught before anything is saved or charged. */
  const assertServed = (state: string) => {
    if (state && !SERVED_STATES.includes(state.toUpperCase() as (typeof SERVED_STATES)[number]))
      throw new DomainError("state_not_served", NOT_SERVED_TEXT, { field: "stateOfResidence" });
  };

  pages.get(
    "/account/people/new",
    view((c, _s, ctx, csrf) => newPersonPage(c, ctx, csrf)),
  );

  pages.post(
    "/account/people",
    formAct(
      async (c, ctx, form) => {
        const input = { relationship: text(form, "relationship"), ...personInput(form) };
        assertServed(input.stateOfResidence);
        const billing = await loadBilling(ctx);
        const withSeat = billing !== null && input.relationship !== "self";
        if (withSeat) await addPatientWithSeat({ ctx, input });
        else await createPatient({ ctx, input });
        return back(c, "/account#people", {
          tone: "success",
          title: `${input.firstName.trim()} was added`,
          text: withSeat ? "A seat was added to your plan and paid." : undefined,
        });
      },
      (c, ctx, csrf, form, error) =>
        newPersonPage(c, ctx, csrf, {
          values: { relationship: text(form, "relationship"), ...personInput(form) },
          error,
        }),
    ),
  );

  pages.get(
    "/account/people/:id/edit",
    view((c, _s, ctx, csrf) => editPersonPage(c, ctx, csrf, c.req.param("id") ?? "")),
  );

  pages.post(
    "/account/people/:id",
    formAct(
      async (c, ctx, form) => {
        const id = c.req.param("id") ?? "";
        const person = (await listPatients({ ctx })).find((p) => p.id === id);
        const typed = personInput(form);
        const input: Record<string, string> = { phoneNumber: typed.phoneNumber };
        if (person && !isLocked(person)) {
          assertServed(typed.stateOfResidence);
          Object.assign(input, typed);
        }
        await updatePatient({ ctx, input: { id, ...input } });
        return back(c, "/account#people", { tone: "success", title: "Changes saved" });
      },
      (c, ctx, csrf, form, error) =>
        editPersonPage(c, ctx, csrf, c.req.param("id") ?? "", {
          values: personInput(form),
          error,
        }),
    ),
  );

  pages.get(
    "/account/people/:id/remove",
    view(async (c, _s, ctx, csrf) => {
      const quote = await quotePersonRemoval({ ctx, input: { patientId: c.req.param("id") ?? "" } })
        .then((q) => q)
        .catch((e) => {
          if (e instanceof DomainError && e.status === 404) return null;
          throw e;
        });
      if (!quote) return notFoundPage(c, NOT_ON_ACCOUNT);
      const money = (n: number) => formatMoney(n, quote.currency ?? "usd");
      return page(
        c,
        200,
        "Remove a person",
        <>
          <p>
            <a href="/account#people">← Back to your account</a>
          </p>
          <h1>Remove {quote.name}?</h1>
          <Card>
            <p id="removal-effect">
              {!quote.holdsSeat
                ? `${quote.name} is removed from your account. No seat or charge is affected.`
                : quote.releaseAt === "now"
                  ? `${quote.name} is removed now and their seat released. ${quote.refundAmount > 0 ? `${money(quote.refundAmount)} is refunded to your card within 5–10 business days.` : "Nothing is refunded (nothing was paid for this seat this period)."}`
                  : `A prescription was written for ${quote.name} this period, so the seat stays paid and ${quote.name} keeps access until the period ends; then both end. Nothing is refunded.`}
            </p>
            {quote.holdsSeat && quote.releaseAt === "period_end" && quote.periodEnd ? (
              <p class="muted">
                Period ends <LocalTime value={quote.periodEnd} format="date" />.
              </p>
            ) : null}
            <form method="post" action={`/account/people/${quote.patientId}/remove`}>
              <input type="hidden" name="csrf" value={csrf} />
              <input type="hidden" name="seat" value={quote.holdsSeat ? "1" : ""} />
              <div class="actions">
                <Button variant="danger" id="confirm-remove">
                  Remove {quote.name}
                </Button>
                <a href="/account#people">Keep {quote.name}</a>
              </div>
            </form>
          </Card>
        </>,
        { width: "narrow" },
      );
    }),
  );

  pages.post(
    "/account/people/:id/remove",
    act(
      () => "/account#people",
      async (c, _s, ctx) => {
        const id = c.req.param("id") ?? "";
        const quote = await quotePersonRemoval({ ctx, input: { patientId: id } });
        if (quote.holdsSeat) {
          const result = await removePatientWithSeat({ ctx, input: { patientId: id } });
          return back(c, "/account#people", {
            tone: "success",
            title: `${quote.name} was removed`,
            text: result.refunded
              ? `${formatMoney(result.refundAmount, quote.currency ?? "usd")} is refunded to your card within 5–10 business days.`
              : quote.releaseAt === "period_end"
                ? "The seat stays until the end of this period, then ends."
                : "Their seat was released.",
          });
        }
        await archivePatient({ ctx, input: { id } });
        return back(c, "/account#people", { tone: "success", title: `${quote.name} was removed` });
      },
    ),
  );

  // --- plan: seats and cancellation ------------------------------------------------------------

  pages.get(
    "/account/seats",
    view(async (c, _s, ctx, csrf) => {
      const count = Number(c.req.query("count"));
      let quote: Awaited<ReturnType<typeof quoteSeatChange>>;
      try {
        quote = await quoteSeatChange({ ctx, input: { seatCount: count } });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return back(c, "/account#plan", {
          tone: "error",
          title: "Choose a number of seats",
          text: error.message,
        });
      }
      const money = (n: number) => formatMoney(n, quote.currency);
      const tooFew = quote.newSeats < quote.currentSeats - quote.unassignedSeats;
      return page(
        c,
        200,
        "Change seats",
        <>
          <p>
            <a href="/account#plan">← Back to your account</a>
          </p>
          <h1>Change seats</h1>
          <Card>
            <table class="price-lines" id="seat-quote">
              <tbody>
                <tr>
                  <td>Additional seats now</td>
                  <td>{String(quote.currentSeats)}</td>
                </tr>
                <tr>
                  <td>After the change</td>
                  <td>{String(quote.newSeats)}</td>
                </tr>
                {quote.chargeNow > 0 ? (
                  <tr>
                    <td>Charged today (rest of this period, prorated)</td>
                    <td id="charge-now">{money(quote.chargeNow)}</td>
                  </tr>
                ) : null}
                {quote.refundNow > 0 ? (
                  <tr>
                    <td>Refunded today (unused part of this period)</td>
                    <td id="refund-now">{money(quote.refundNow)}</td>
                  </tr>
                ) : null}
                <tr class="total">
                  <td>Monthly from now on</td>
                  <td id="monthly-after">{money(quote.monthlyAfter)}</td>
                </tr>
              </tbody>
            </table>
            {tooFew ? (
              <Notice tone="warning">
                <p>
                  Only {quote.unassignedSeats} seat(s) are free; the others belong to people on your
                  account. Remove a person under People instead.
                </p>
              </Notice>
            ) : quote.newSeats === quote.currentSeats ? (
              <p>That is the number you have now; nothing changes.</p>
            ) : (
              <form method="post" action="/account/seats">
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="count" value={String(quote.newSeats)} />
                <div class="actions">
                  <Button variant="primary" id="confirm-seats">
                    {quote.chargeNow > 0
                      ? `Pay ${money(quote.chargeNow)} and change seats`
                      : "Change seats"}
                  </Button>
                  <a href="/account#plan">Keep my plan as it is</a>
                </div>
              </form>
            )}
          </Card>
        </>,
        { width: "narrow" },
      );
    }),
  );

  pages.post(
    "/account/seats",
    act(
      () => "/account#plan",
      async (c, _s, ctx, form) => {
        const seatCount = Number(text(form, "count"));
        const quote = await quoteSeatChange({ ctx, input: { seatCount } });
        const updated = await updateSubscription({ ctx, input: { seatCount } });
        return back(c, "/account#plan", {
          tone: "success",
          title: `You now have ${updated.seatCount} additional seat${updated.seatCount === 1 ? "" : "s"}`,
          text:
            quote.chargeNow > 0
              ? `${formatMoney(quote.chargeNow, quote.currency)} was charged to your card.`
              : quote.refundNow > 0
                ? `${formatMoney(quote.refundNow, quote.currency)} is refunded to your card within 5–10 business days.`
                : undefined,
        });
      },
    ),
  );

  pages.get(
    "/account/cancel",
    view(async (c, _s, ctx, csrf) => {
      const billing = await loadBilling(ctx);
      if (!billing) return back(c, "/account#plan", { tone: "info", title: "You have no plan" });
      const [preview, people] = await Promise.all([
        getCancellationPreview({ ctx }),
        listPatients({ ctx }),
      ]);
      return page(
        c,
        200,
        "Cancel your plan",
        <CancelView
          preview={preview}
          people={people}
          subscription={billing.subscription}
          csrf={csrf}
        />,
        { width: "narrow" },
      );
    }),
  );

  pages.post(
    "/account/cancel",
    act(
      () => "/account/cancel",
      async (c, _s, ctx, form) => {
        const refundIfEligible = text(form, "refund") === "yes";
        const result = await cancelSubscription({ ctx, input: { refundIfEligible } });
        const s = result.subscription;
        return back(c, "/account#plan", {
          tone: "success",
          title: "Your plan is canceled",
          text: result.refunded
            ? `${formatMoney(result.refundAmount, s.currency)} is refunded to your card within 5–10 business days. The plan ended now.`
            : "The plan stays active until the end of this period and does not renew.",
        });
      },
    ),
  );

  // --- API keys --------------------------------------------------------------------------------

  pages.post(
    "/account/api-keys",
    act(
      () => "/account#keys",
      async (c, _s, ctx, form) => {
        const days = Number(text(form, "expiresInDays"));
        if (!KEY_LIFETIMES.includes(days as (typeof KEY_LIFETIMES)[number])) {
          return back(c, "/account#keys", {
            tone: "error",
            title: "Choose how long the key should last",
          });
        }
        const expiresAt = new Date(ctx.clock.now().getTime() + days * 86_400_000).toISOString();
        const created = await createApiKey({
          ctx,
          input: { label: text(form, "label"), expiresAt },
        });
        return back(c, "/account#keys", {
          tone: "success",
          title: `New API key "${created.label}"`,
          secret: {
            id: "new-key-value",
            value: created.key,
            label: 'Copy it now: it is shown only once. Send it as "Authorization: Bearer <key>".',
          },
        });
      },
    ),
  );

  pages.post(
    "/account/api-keys/:keyId/revoke",
    act(
      () => "/account#keys",
      async (c, _s, ctx) => {
        await revokeApiKey({ ctx, input: { keyId: c.req.param("keyId") ?? "" } });
        return back(c, "/account#keys", {
          tone: "success",
          title: "Key revoked",
          text: "Calls with it are refused from now on. It stays listed as revoked.",
        });
      },
    ),
  );

  return pages;
}

async function loadBilling(ctx: RequestContext) {
  try {
    const subscription = await getSubscription({ ctx });
    const [invoices, card] = await Promise.all([
      listInvoices({ ctx, input: { limit: 20 } }),
      getPaymentMethod({ ctx }).catch(() => null),
    ]);
    return { subscription, invoices: invoices.invoices, card };
  } catch (error) {
    if (error instanceof DomainError && error.code === "subscription_not_found") return null;
    throw error;
  }
}
type Billing = Awaited<ReturnType<typeof loadBilling>>;

const NOT_ON_ACCOUNT =
  "This person is not on your account, or was removed. Your account lists everyone you can manage.";

const isLocked = (p: Patient) => p.identityVerification.status === "verified";

function Requests(props: { requests: MyRequest[]; csrf: string }) {
  return (
    <Card
      title="My requests"
      id="requests"
      actions={<LinkButton href="/new">New request</LinkButton>}
    >
      {props.requests.length === 0 ? (
        <p class="muted">
          No requests yet. <a href="/new">Check a letter</a> to start one.
        </p>
      ) : (
        <ul class="request-list">
          {props.requests.map((r) => (
            <li class="request" data-encounter-id={r.encounterId} data-state={r.state}>
              <div class="request-head">
                <h3>
                  {r.personName ? `For ${r.personName}` : "Request"}{" "}
                  <span class="muted small">
                    · <LocalTime value={r.createdAt} format="date" />
                  </span>
                </h3>
                <Badge tone={STATUS_TONE[r.state]}>
                  <span class="request-status">{r.statusText}</span>
                </Badge>
              </div>
              {r.preview ? <p class="request-preview muted">{r.preview}</p> : null}
              {r.outcome?.decision ? (
                <p class="request-outcome">
                  <strong>{DECISION_TEXT[r.outcome.decision]}</strong>
                  {r.outcome.prescriptions.length > 0
                    ? `: ${r.outcome.prescriptions.map((x) => x.medication).join(", ")}`
                    : ""}
                </p>
              ) : null}
              {r.latestMessage ? (
                <p class="request-message">
                  <span class="muted">
                    {r.latestMessage.from === "clinician"
                      ? "Physician"
                      : r.latestMessage.from === "you"
                        ? "You"
                        : "Service"}{" "}
                    · <LocalTime value={r.latestMessage.at} />:
                  </span>{" "}
                  {r.latestMessage.text}
                </p>
              ) : null}
              <div class="actions">
                {r.chatOpen ? (
                  <LinkButton
                    href={`/c/${r.encounterId}`}
                    variant={
                      r.unread > 0 || r.state === "waitingForPatientReply" ? "primary" : undefined
                    }
                  >
                    {r.unread > 0
                      ? `Read ${r.unread} new message${r.unread === 1 ? "" : "s"}`
                      : r.outcome?.decision
                        ? "See outcome and conversation"
                        : "Open conversation"}
                  </LinkButton>
                ) : (
                  <span class="muted small">
                    The conversation opens once checkout is complete. Use the checkout link you were
                    given.
                  </span>
                )}
                {!["completed", "closed", "canceled"].includes(r.state) ? (
                  <ConfirmAction
                    action={`/account/requests/${r.encounterId}/cancel`}
                    csrf={props.csrf}
                    label="Cancel request"
                    question="Cancel this request? The review and any further charges for it stop."
                    confirmLabel="Yes, cancel request"
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function verificationText(p: Patient): Child {
  switch (p.identityVerification.status) {
    case "verified":
      return <Badge tone="ok">Verified</Badge>;
    case "inherits_owner":
      return <span class="muted">Covered by your verification</span>;
    case "pending":
      return <Badge tone="warn">Verification in progress</Badge>;
    default:
      return <Badge tone="warn">Not verified</Badge>;
  }
}

function People(props: {
  people: Patient[];
  seats: Map<string, string | null>;
  subscribed: boolean;
  csrf: string;
}) {
  return (
    <Card
      title="People"
      id="people"
      actions={<LinkButton href="/account/people/new">Add a person</LinkButton>}
    >
      <DataTable
        id="people-table"
        columns={["Name", "Relationship", "Born", "State", "Identity", "Seat", ""]}
        empty={
          <p class="muted">
            Nobody yet. Add yourself or a family member, or choose a person at checkout.
          </p>
        }
        rows={props.people.map((p) => {
          const seat = props.seats.get(p.id);
          return {
            attrs: { "data-patient-id": p.id },
            cells: [
              <strong>
                {p.firstName} {p.lastName}
              </strong>,
              RELATIONSHIP_LABELS[p.relationship] ?? p.relationship,
              <LocalTime value={`${p.dateOfBirth}T12:00:00Z`} format="date" />,
              p.stateOfResidence,
              verificationText(p),
              p.relationship === "self" ? (
                <span class="muted">Base plan</span>
              ) : seat === undefined ? (
                <span class="muted">{props.subscribed ? "No seat" : "—"}</span>
              ) : seat === null ? (
                "Seat"
              ) : (
                <span>
                  Seat ends <LocalTime value={seat} format="date" />
                </span>
              ),
              <span class="row-actions">
                <a href={`/account/people/${p.id}/edit`}>
                  {isLocked(p) ? "Change phone" : "Edit"}
                  <span class="visually-hidden">
                    {" "}
                    {p.firstName} {p.lastName}
                  </span>
                </a>
                {p.relationship !== "self" ? (
                  <a href={`/account/people/${p.id}/remove`} class="danger-link">
                    Remove
                    <span class="visually-hidden">
                      {" "}
                      {p.firstName} {p.lastName}
                    </span>
                  </a>
                ) : null}
              </span>,
            ],
          };
        })}
      />
    </Card>
  );
}

function Plan(props: { billing: Billing; unassigned: number }) {
  const b = props.billing;
  if (!b) {
    return (
      <Card title="Plan & billing" id="plan">
        <p class="muted">
          No plan yet. It starts when you complete checkout for a letter.{" "}
          <a href="/new">Check a letter</a>.
        </p>
      </Card>
    );
  }
  const s = b.subscription;
  const money = (n: number) => formatMoney(n, s.currency);
  const ended = s.status === "canceled";
  return (
    <Card title="Plan & billing" id="plan">
      <dl class="facts" id="subscription-status">
        <dt>Status</dt>
        <dd>
          {ended ? (
            <Badge tone="danger">Canceled</Badge>
          ) : s.cancelAtPeriodEnd ? (
            <Badge tone="warn">Ends at period end</Badge>
          ) : s.status === "past_due" ? (
            <Badge tone="danger">Payment failed</Badge>
          ) : (
            <Badge tone="ok">Active</Badge>
          )}
        </dd>
        <dt>Price</dt>
        <dd>
          {money(s.amount)} a month (
          {s.seatCount === 0
            ? "you only"
            : `you and ${s.seatCount} additional seat${s.seatCount === 1 ? "" : "s"}`}
          )
        </dd>
        <dt>{ended || s.cancelAtPeriodEnd ? "Ends" : "Renews"}</dt>
        <dd>
          <LocalTime value={s.currentPeriodEnd} format="date" />
        </dd>
        <dt>Card</dt>
        <dd id="payment-method">
          {b.card ? `${capitalize(b.card.brand)} ending ${b.card.last4}` : "No card on file"}
        </dd>
      </dl>
      {!ended && !s.cancelAtPeriodEnd ? (
        <>
          <h3>Seats</h3>
          <p class="muted small">
            Each person besides you takes a seat.{" "}
            {s.seatCount === 0
              ? "You have no additional seats yet: adding a person adds one."
              : `${props.unassigned} of your ${s.seatCount} seat${s.seatCount === 1 ? " is" : "s are"} free.`}{" "}
            You see the price before anything is charged.
          </p>
          <form method="get" action="/account/seats" class="inline-form">
            <Field
              name="count"
              id="seat-count"
              label="Additional seats"
              type="number"
              value={String(s.seatCount)}
              attrs={{ min: "0", max: "100" }}
            />
            <Button>See the price</Button>
          </form>
          <h3>Cancel</h3>
          <p class="muted small">
            See what would be refunded, person by person, before you decide.
          </p>
          <LinkButton href="/account/cancel" id="cancel-plan">
            Cancel plan…
          </LinkButton>
        </>
      ) : null}
      <h3>Invoices</h3>
      <DataTable
        id="invoices"
        columns={["Number", "Date", "Amount", "Refunded", "Status", ""]}
        empty={<p class="muted">No invoices yet.</p>}
        rows={b.invoices.map((i: Invoice) => ({
          attrs: { "data-invoice-id": i.id },
          cells: [
            i.number,
            <LocalTime value={i.createdAt} format="date" />,
            formatMoney(i.amount, i.currency),
            i.amountRefunded > 0 ? formatMoney(i.amountRefunded, i.currency) : "—",
            capitalize(i.status),
            <span class="row-actions">
              <a href={i.hostedInvoiceUrl}>
                View<span class="visually-hidden"> invoice {i.number}</span>
              </a>
              <a href={i.invoicePdf}>
                PDF<span class="visually-hidden"> of invoice {i.number}</span>
              </a>
            </span>,
          ],
        }))}
      />
    </Card>
  );
}

function CancelView(props: {
  preview: CancellationPreview;
  people: Patient[];
  subscription: Subscription;
  csrf: string;
}) {
  const p = props.preview;
  const money = (n: number) => formatMoney(n, p.currency);
  const names = new Map(props.people.map((x) => [x.id, `${x.firstName} ${x.lastName}`]));
  const ended = props.subscription.status === "canceled";
  return (
    <>
      <p>
        <a href="/account#plan">← Back to your account</a>
      </p>
      <h1>Cancel your plan</h1>
      <Card title="What you get back" id="cancellation-preview">
        <p class="muted small">
          Anyone with no prescription this period is refunded their share in full, up to what was
          paid this period.
        </p>
        <table class="price-lines">
          <tbody>
            {p.people.map((x) => (
              <tr data-role={x.role}>
                <td>
                  {x.patientId
                    ? (names.get(x.patientId) ?? "A family member")
                    : x.role === "account_holder"
                      ? "You (account holder)"
                      : "Unused seat (no one on it)"}
                  <div class="muted small">
                    {x.hadPrescriptionThisPeriod
                      ? "Prescription this period: not refundable"
                      : "No prescription this period"}
                  </div>
                </td>
                <td>{x.refundAmount > 0 ? money(x.refundAmount) : "—"}</td>
              </tr>
            ))}
            <tr class="total">
              <td>Refund if you cancel now</td>
              <td id="refund-total">{money(p.refundAmount)}</td>
            </tr>
          </tbody>
        </table>
      </Card>
      {ended ? (
        <Notice>
          <p>The plan is already canceled.</p>
        </Notice>
      ) : (
        <Card title="Cancel">
          <form method="post" action="/account/cancel">
            <input type="hidden" name="csrf" value={props.csrf} />
            {p.refundable ? (
              <fieldset>
                <legend>When should it end?</legend>
                <label class="choice">
                  <input type="radio" name="refund" value="yes" checked />
                  <span>
                    <strong>Now, with a {money(p.refundAmount)} refund</strong>
                    <span class="hint">
                      Refunded to your card within 5–10 business days. Reviews stop now.
                    </span>
                  </span>
                </label>
                <label class="choice">
                  <input type="radio" name="refund" value="no" />
                  <span>
                    <strong>
                      At the end of this period (
                      <LocalTime value={p.effectiveDateOtherwise} format="date" />)
                    </strong>
                    <span class="hint">No refund; the plan does not renew.</span>
                  </span>
                </label>
              </fieldset>
            ) : (
              <p>
                Nothing is refundable this period, so the plan stays active until{" "}
                <LocalTime value={p.effectiveDateOtherwise} format="date" /> and does not renew.
              </p>
            )}
            <div class="actions">
              <Button variant="danger" id="confirm-cancel">
                Cancel plan
              </Button>
              <a href="/account#plan">Keep my plan</a>
            </div>
          </form>
        </Card>
      )}
    </>
  );
}

function Keys(props: { keys: ApiKeyMetadata[]; csrf: string }) {
  const now = Date.now();
  return (
    <Card title="API keys" id="keys">
      <p class="muted small">
        For an AI agent or app acting for you: it can submit letters and read your requests.
      </p>
      <DataTable
        id="key-table"
        columns={["Label", "Key", "Created", "Expires", "Last used", "Status", ""]}
        empty={<p class="muted">No API keys yet.</p>}
        rows={props.keys.map((k) => {
          const expired = k.expiresAt !== null && new Date(k.expiresAt).getTime() < now;
          return {
            attrs: { "data-key-id": k.keyId },
            cells: [
              k.label,
              <code class="nowrap">{k.prefix}…</code>,
              <LocalTime value={k.createdAt} format="date" />,
              k.expiresAt ? <LocalTime value={k.expiresAt} format="date" /> : "Never",
              k.lastUsedAt ? <LocalTime value={k.lastUsedAt} /> : "Never",
              <span class="key-status">
                {k.revokedAt ? (
                  <Badge tone="danger">Revoked</Badge>
                ) : expired ? (
                  <Badge tone="warn">Expired</Badge>
                ) : (
                  <Badge tone="ok">Active</Badge>
                )}
              </span>,
              k.revokedAt ? (
                ""
              ) : (
                <ConfirmAction
                  action={`/account/api-keys/${k.keyId}/revoke`}
                  csrf={props.csrf}
                  label={`Revoke`}
                  question={`Revoke "${k.label}"? Apps using it stop working at once.`}
                  confirmLabel={`Revoke ${k.label}`}
                />
              ),
            ],
          };
        })}
      />
      <h3>Create an API key</h3>
      <form method="post" action="/account/api-keys" class="row row-3">
        <input type="hidden" name="csrf" value={props.csrf} />
        <Field name="label" label="Label" required maxlength={100} placeholder="My assistant" />
        <Field
          name="expiresInDays"
          id="expires"
          label="Expires in"
          value="90"
          options={KEY_LIFETIMES.map((d) => ({ value: String(d), label: `${d} days` }))}
        />
        <div class="field field-button">
          <Button variant="primary">Create key</Button>
        </div>
      </form>
    </Card>
  );
}

/** The person form of the add and edit pages: the kit's person fields, errors next to them. */
function PersonForm(props: {
  action: string;
  csrf: string;
  submit: string;
  values: PersonValues & { relationship?: string };
  error?: DomainError;
  withRelationship?: boolean;
  /** The account has its own person: "Myself" is not offered again. */
  hasSelf?: boolean;
  phoneOnly?: boolean;
}) {
  const v = props.values;
  const errors = (name: string) => personFieldError(props.error, name);
  const fieldLevel = props.error && (props.error.extra.field || props.error.extra.fields);
  return (
    <form method="post" action={props.action} id="person-form">
      <input type="hidden" name="csrf" value={props.csrf} />
      {props.error && !fieldLevel ? (
        <Notice tone="error" id="person-error" title="That did not work">
          <p>{props.error.message}</p>
        </Notice>
      ) : null}
      {props.error && fieldLevel ? (
        <p class="visually-hidden" id="person-error">
          Check the fields marked below. Nothing was saved.
        </p>
      ) : null}
      {props.phoneOnly ? null : (
        <>
          {props.withRelationship ? (
            <RelationshipField
              value={v.relationship}
              error={errors("relationship")}
              exclude={props.hasSelf ? ["self"] : []}
            />
          ) : null}
          <PersonFields values={v} errors={errors} />
        </>
      )}
      <ResidenceFields values={v} errors={errors} phoneOnly={props.phoneOnly} />
      <div class="actions">
        <Button variant="primary">{props.submit}</Button>
        <a href="/account#people">Cancel</a>
      </div>
    </form>
  );
}

const capitalize = (s: string) => (s ? s[0]?.toUpperCase() + s.slice(1) : s);
