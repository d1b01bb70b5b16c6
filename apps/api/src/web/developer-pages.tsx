import {
  addDeveloperCard,
  advanceSandboxEncounter,
  availableEvents,
  bookVisit,
  type Caller,
  cancelVisitAsPatient,
  createDeveloperKey,
  type DeveloperKeyMetadata,
  DomainError,
  getDeveloperSettings,
  getVisitPage,
  joinVisit,
  listDashboardRequests,
  listDeveloperKeys,
  type RequestContext,
  type RequestRow,
  revokeDeveloperKey,
  type Services,
  schedulingSlots,
  schedulingTokenValid,
  setDeveloperSettings,
  startCardSetup,
  usageSummary,
} from "@intake/core";
import { type Context, Hono } from "hono";
import { limitBody } from "../http/limits";
import {
  csrfOf as kitCsrfOf,
  sessionOf as kitSessionOf,
  page,
  pageContext,
  privatePageGuard,
  signinRedirect,
  validCsrf,
} from "./kit";

type Env = { Variables: { requestId: string } };
const FORM_BODY_BYTES = 16 * 1024;

/**
 * The prescribing dashboard `{WEB_URL}/developers` (keys, default visibility, requests with
 * status, sandbox advance buttons, usage billing; webhooks live at /developers/webhooks) and the
 * patient's scheduling page `{WEB_URL}/schedule/<id>?token=`. Plain forms, no JavaScript. The
 * dashboard uses the sign-in session cookie; every form carries the per-session CSRF token.
 */
export function developerPages(services: Services): Hono<Env> {
  const pages = new Hono<Env>();
  const { config } = services;
  const guard = privatePageGuard(services);
  for (const path of [
    "/developers",
    "/developers/requests/*",
    "/developers/keys",
    "/developers/keys/*",
    "/developers/settings",
    "/developers/card",
    "/developers/card-setup",
    "/schedule/*",
    "/visit/*",
  ]) {
    pages.use(path, guard);
    pages.use(path, limitBody(FORM_BODY_BYTES));
  }

  const context = (c: Context<Env>, caller: Caller): RequestContext =>
    pageContext(services, c, caller);
  const sessionOf = (c: Context<Env>) => kitSessionOf(services, c);
  const csrfOf = (token: string) => kitCsrfOf(services, token);

  async function dashboard(
    c: Context<Env>,
    session: { userId: string; token: string },
    extra: {
      created?: { key: string; label: string };
      error?: string;
      notice?: string;
      status?: number;
    } = {},
  ) {
    const ctx = context(c, { kind: "session", userId: session.userId });
    const [keys, settings, requests, usage, card, usageInvoices] = await Promise.all([
      listDeveloperKeys({ ctx }),
      getDeveloperSettings(services.db, session.userId),
      listDashboardRequests(services, session.userId),
      usageSummary(services, session.userId),
      services.db
        .selectFrom("payment_methods")
        .select(["brand", "last4"])
        .where("user_id", "=", session.userId)
        .where("detached_at", "is", null)
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirst(),
      services.db
        .selectFrom("invoices")
        .select(["id", "number", "amount", "amount_refunded", "status", "created_at"])
        .where("user_id", "=", session.userId)
        .where("kind", "=", "usage")
        .orderBy("created_at", "desc")
        .limit(20)
        .execute(),
    ]);
    const ready = new Set(
      (
        await services.db
          .selectFrom("encounters")
          .select("id")
          .where(
            "id",
            "in",
            requests.length
              ? requests.map((r) => r.encounter_id)
              : ["00000000-0000-0000-0000-000000000000"],
          )
          .where("state", "!=", "open")
          .execute()
      ).map((e) => e.id),
    );
    const csrf = csrfOf(session.token);
    return page(
      c,
      extra.status ?? 200,
      "Developer dashboard",
      <>
        <h1>Prescribing dashboard</h1>
        <p>
          <a href="/developers/webhooks">Webhook endpoints and delivery log</a> ·{" "}
          <a href="/docs">API reference</a>
        </p>
        {extra.error ? (
          <p class="error" role="alert">
            {extra.error}
          </p>
        ) : null}
        {extra.notice ? (
          <p class="notice" id="notice">
            {extra.notice}
          </p>
        ) : null}
        {extra.created ? (
          <section class="notice" aria-labelledby="new-key">
            <h2 id="new-key">New developer key "{extra.created.label}"</h2>
            <p>Copy it now: it is shown only once.</p>
            <pre id="new-key-value">{extra.created.key}</pre>
          </section>
        ) : null}
        <h2>Developer keys</h2>
        <KeyTable keys={keys} csrf={csrf} />
        <form method="post" action="/developers/keys">
          <input type="hidden" name="csrf" value={csrf} />
          <label for="label">Label</label>
          <input id="label" name="label" required maxlength={100} />
          <label for="environment">Environment</label>
          <select id="environment" name="environment">
            <option value="test">test (sandbox)</option>
            <option value="live">live (production)</option>
          </select>
          <div>
            <button type="submit">Create developer key</button>
          </div>
        </form>
        <h2>Settings</h2>
        <form method="post" action="/developers/settings">
          <input type="hidden" name="csrf" value={csrf} />
          <label for="visibility">Default data visibility of new requests</label>
          <select id="visibility" name="dataVisibility">
            <option value="outcome_only" selected={settings.data_visibility === "outcome_only"}>
              outcome_only (status, prescription count, message flag)
            </option>
            <option value="full" selected={settings.data_visibility === "full"}>
              full (details after the patient's data-sharing consent)
            </option>
          </select>
          <label for="appName">App name shown on the data-sharing consent</label>
          <input id="appName" name="appName" maxlength={100} value={settings.app_name ?? ""} />
          <div>
            <button type="submit">Save settings</button>
          </div>
        </form>
        <p>
          Live visits: {settings.live_visits ? "enabled" : "not enabled"}. Enterprise agreement
          (developer-consented patients): {settings.enterprise ? "yes" : "no"}.
        </p>
        <h2>Usage</h2>
        <p id="usage">
          Completed live reviews: {usage.complete} complete, {usage.incomplete} incomplete. Total
          billed: ${(usage.totalCents / 100).toFixed(2)}.
        </p>
        {usageInvoices.length > 0 ? (
          <table id="usage-invoices">
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Date</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {usageInvoices.map((i) => (
                <tr data-invoice-id={i.id}>
                  <td>{i.number}</td>
                  <td>{new Date(i.created_at).toISOString().slice(0, 10)}</td>
                  <td>${(i.amount / 100).toFixed(2)}</td>
                  <td>
                    {i.amount_refunded > 0 && i.amount_refunded >= i.amount
                      ? "refunded"
                      : i.status === "open"
                        ? "unpaid (card declined)"
                        : i.status}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <h2>Card for live usage</h2>
        <p id="card">
          {card
            ? `Completed live reviews are billed to ${card.brand} ending ${card.last4}.`
            : "No card on file: live keys need one (sandbox keys do not)."}
        </p>
        {services.ports.payments.hostedCardSetup ? (
          <form method="post" action="/developers/card-setup">
            <input type="hidden" name="csrf" value={csrf} />
            <button type="submit">Add a card on the payment processor's page</button>
          </form>
        ) : null}
        <form
          method="post"
          action="/developers/card"
          hidden={Boolean(services.ports.payments.hostedCardSetup)}
        >
          <input type="hidden" name="csrf" value={csrf} />
          <label for="card-number">Card number</label>
          <input
            id="card-number"
            name="number"
            required
            inputmode="numeric"
            autocomplete="cc-number"
            maxlength={40}
          />
          <label for="card-exp-month">Expiry month</label>
          <input id="card-exp-month" name="exp_month" required inputmode="numeric" maxlength={2} />
          <label for="card-exp-year">Expiry year</label>
          <input id="card-exp-year" name="exp_year" required inputmode="numeric" maxlength={4} />
          <label for="card-cvc">Security code</label>
          <input
            id="card-cvc"
            name="cvc"
            required
            inputmode="numeric"
            autocomplete="cc-csc"
            maxlength={4}
          />
          <div>
            <button type="submit">Save card</button>
          </div>
        </form>
        <h2>Requests</h2>
        {requests.length === 0 ? <p>No requests yet.</p> : null}
        <table>
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">Environment</th>
              <th scope="col">External id</th>
              <th scope="col">Status</th>
              <th scope="col">Rx</th>
              <th scope="col">Sandbox events</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => (
              <tr data-encounter-id={r.encounter_id}>
                <td>
                  <code>{r.encounter_id.slice(0, 8)}</code>
                </td>
                <td>{r.environment}</td>
                <td>{r.external_id ?? ""}</td>
                <td class="status">{r.status}</td>
                <td>{r.rx_count}</td>
                <td>
                  {r.environment === "test"
                    ? availableEvents(r, ready.has(r.encounter_id), settings).map((e) => (
                        <form
                          method="post"
                          action={`/developers/requests/${r.encounter_id}/advance`}
                          style="display:inline"
                        >
                          <input type="hidden" name="csrf" value={csrf} />
                          <input type="hidden" name="event" value={e.name} />
                          <button type="submit" title={e.description}>
                            {e.name}
                          </button>
                        </form>
                      ))
                    : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </>,
    );
  }

  const withSession =
    (
      handler: (
        c: Context<Env>,
        session: { userId: string; token: string },
        form: Record<string, unknown>,
      ) => Promise<Response>,
    ) =>
    async (c: Context<Env>) => {
      const session = await sessionOf(c);
      if (!session) return signinRedirect(c);
      const form = (await c.req.parseBody()) as Record<string, unknown>;
      if (!validCsrf(form.csrf, csrfOf(session.token))) {
        return page(
          c,
          403,
          "Refused",
          <p class="error">The form expired. Reload the page and try again.</p>,
        );
      }
      try {
        return await handler(c, session, form);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return dashboard(c, session, { error: error.message, status: error.status });
      }
    };
  const text = (v: unknown) => (typeof v === "string" ? v : "");

  pages.get("/developers", async (c) => {
    const session = await sessionOf(c);
    if (!session) return signinRedirect(c);
    return dashboard(c, session);
  });
  pages.post(
    "/developers/keys",
    withSession(async (c, session, form) => {
      const environment = text(form.environment) === "live" ? "live" : "test";
      const created = await createDeveloperKey({
        ctx: context(c, { kind: "session", userId: session.userId }),
        input: { label: text(form.label), environment },
      });
      return dashboard(c, session, {
        created: { key: created.key, label: created.label },
        status: 201,
      });
    }),
  );
  pages.post(
    "/developers/card",
    withSession(async (c, session, form) => {
      const card = await addDeveloperCard({
        ctx: context(c, { kind: "session", userId: session.userId }),
        input: {
          number: text(form.number).slice(0, 40),
          exp_month: text(form.exp_month).slice(0, 4),
          exp_year: text(form.exp_year).slice(0, 6),
          cvc: text(form.cvc).slice(0, 8),
        },
      });
      return dashboard(c, session, {
        notice: `Saved: completed live reviews are billed to ${card.brand} ending ${card.last4}.`,
      });
    }),
  );
  // With Stripe, cards are saved on Stripe's page (Checkout in setup mode), never typed here.
  pages.get("/developers/card-setup", async (c) => {
    const session = await sessionOf(c);
    if (!session) return c.redirect("/signin?next=/developers/card-setup", 303);
    return dashboard(c, session);
  });
  pages.post(
    "/developers/card-setup",
    withSession(async (c, session) => {
      const { url } = await startCardSetup(context(c, { kind: "session", userId: session.userId }));
      return c.redirect(url, 303);
    }),
  );
  pages.post(
    "/developers/keys/:keyId/revoke",
    withSession(async (c, session) => {
      await revokeDeveloperKey({
        ctx: context(c, { kind: "session", userId: session.userId }),
        input: { keyId: c.req.param("keyId") as string },
      });
      return c.redirect("/developers", 303);
    }),
  );
  pages.post(
    "/developers/settings",
    withSession(async (c, session, form) => {
      const visibility = text(form.dataVisibility) === "full" ? "full" : "outcome_only";
      const appName = text(form.appName).trim().slice(0, 100);
      await setDeveloperSettings(services.db, services.clock.now(), session.userId, {
        data_visibility: visibility,
        app_name: appName || null,
      });
      return dashboard(c, session, { notice: `Saved. New requests default to ${visibility}.` });
    }),
  );
  pages.post(
    "/developers/requests/:id/advance",
    withSession(async (c, session, form) => {
      const result = await advanceSandboxEncounter(
        context(c, { kind: "session", userId: session.userId }),
        { developerId: session.userId, environment: "test" },
        { id: c.req.param("id") as string, event: text(form.event) },
      );
      return dashboard(c, session, {
        notice: `Applied ${result.applied}: the request is ${result.status}. Webhook: ${result.webhook.type ?? "none"} (${result.webhook.note})`,
      });
    }),
  );

  // --- scheduling page ------------------------------------------------------------------------

  pages.get("/schedule/:id", async (c) => {
    const id = c.req.param("id");
    const token = c.req.query("token") ?? "";
    const now = services.clock.now();
    if (!schedulingTokenValid(config, id, token, now)) {
      return page(
        c,
        404,
        "Schedule a visit",
        <p class="error">This scheduling link is not valid or has expired. Ask for a new one.</p>,
      );
    }
    return page(
      c,
      200,
      "Schedule a visit",
      <>
        <h1>Schedule your video visit</h1>
        <p>Pick a time (UTC). You receive the link to join on the day.</p>
        {schedulingSlots(now).map((slot, index) => (
          <form method="post" action={`/schedule/${id}`}>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="slot" value={String(index)} />
            <button type="submit">
              {slot.startAt.toISOString().slice(0, 16).replace("T", " ")} UTC
            </button>
          </form>
        ))}
      </>,
    );
  });
  pages.post("/schedule/:id", async (c) => {
    const form = (await c.req.parseBody()) as Record<string, unknown>;
    try {
      const booking = await bookVisit(
        services,
        c.req.param("id"),
        text(form.token),
        Number(text(form.slot)),
      );
      return page(
        c,
        200,
        "Visit booked",
        <>
          <p class="met" id="booked">
            Your video visit is booked for {booking.startAt.slice(0, 16).replace("T", " ")} UTC.
          </p>
          <p>
            <a id="visit-link" href={booking.joinUrl}>
              Open your visit page
            </a>{" "}
            to join at that time, or to cancel. Keep this link.
          </p>
        </>,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return page(c, error.status, "Schedule a visit", <p class="error">{error.message}</p>);
    }
  });
  // --- visit page ------------------------------------------------------------------------------

  const when = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const visitError = (c: Context<Env>, error: unknown) => {
    if (!(error instanceof DomainError)) throw error;
    return page(
      c,
      error.status,
      "Your visit",
      <p class="error" role="alert">
        {error.code === "not_found"
          ? "This visit link is not valid or has expired. Use the latest link you were sent."
          : error.message}
      </p>,
    );
  };
  pages.get("/visit/:id", async (c) => {
    const id = c.req.param("id");
    const token = c.req.query("token") ?? "";
    try {
      const { active, visits } = await getVisitPage(services, id, token);
      return page(
        c,
        200,
        "Your visit",
        <>
          <h1>Your video visit</h1>
          {active ? (
            <>
              <p id="visit-time">
                {when(active.startAt)} to {when(active.endAt)}
                {active.clinicianName ? ` with ${active.clinicianName}` : ""}.
              </p>
              <form method="post" action={`/visit/${id}/join`}>
                <input type="hidden" name="token" value={token} />
                <button type="submit">Join the video visit</button>
              </form>
              <form method="post" action={`/visit/${id}/cancel`}>
                <input type="hidden" name="token" value={token} />
                <button type="submit">Cancel this visit</button>
              </form>
            </>
          ) : (
            <p id="no-visit">
              {visits.some((v) => v.status === "completed")
                ? "Your visit has taken place."
                : "No visit is booked. If you still need one, pick a time from the scheduling link."}
            </p>
          )}
        </>,
      );
    } catch (error) {
      return visitError(c, error);
    }
  });
  pages.post("/visit/:id/join", async (c) => {
    const form = (await c.req.parseBody()) as Record<string, unknown>;
    try {
      const visit = await joinVisit(services, c.req.param("id"), text(form.token));
      return page(
        c,
        200,
        "Your visit",
        <p class="met" id="joined">
          You are in the waiting room.{" "}
          {visit.clinicianName ? `${visit.clinicianName} starts` : "Your physician starts"} the call
          at {when(visit.startAt)}; keep this page open.
        </p>,
      );
    } catch (error) {
      return visitError(c, error);
    }
  });
  pages.post("/visit/:id/cancel", async (c) => {
    const form = (await c.req.parseBody()) as Record<string, unknown>;
    try {
      await cancelVisitAsPatient(services, c.req.param("id"), text(form.token));
      return page(
        c,
        200,
        "Visit canceled",
        <p class="met" id="visit-canceled">
          Your visit is canceled. Your physician sees this and continues by message.
        </p>,
      );
    } catch (error) {
      return visitError(c, error);
    }
  });
  return pages;
}

function KeyTable(props: { keys: DeveloperKeyMetadata[]; csrf: string }) {
  if (props.keys.length === 0) return <p>No developer keys yet.</p>;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Label</th>
          <th scope="col">Environment</th>
          <th scope="col">Prefix</th>
          <th scope="col">Created</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {props.keys.map((k) => (
          <tr data-key-id={k.keyId}>
            <td>{k.label}</td>
            <td>{k.environment}</td>
            <td>
              <code>{k.prefix}</code>
            </td>
            <td>{k.createdAt.slice(0, 10)}</td>
            <td>
              {k.revokedAt ? (
                "revoked"
              ) : (
                <form method="post" action={`/developers/keys/${k.keyId}/revoke`}>
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

export type { RequestRow };
