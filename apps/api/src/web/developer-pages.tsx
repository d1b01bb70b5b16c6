import type { Caller } from "@intake/core/accounts";
import { startCardSetup } from "@intake/core/billing";
import {
  addDeveloperCard,
  advanceSandboxEncounter,
  bookVisit,
  cancelVisitAsPatient,
  createDeveloperKey,
  type DeveloperKeyMetadata,
  getDashboardRequest,
  getDeveloperDashboard,
  getVisitPage,
  joinVisit,
  listDeveloperKeys,
  type RequestRow,
  revokeDeveloperKey,
  type SandboxButton,
  schedulingSlots,
  schedulingTokenValid,
  setDeveloperSettings,
} from "@intake/core/developers";
import { DomainError, type RequestContext, type Services } from "@intake/core/kernel";
import { type Context, Hono } from "hono";
import { FORM_BODY_BYTES, limitBody } from "../http/limits";
import {
  Badge,
  Button,
  Card,
  ConfirmAction,
  DataTable,
  Field,
  csrfOf as kitCsrfOf,
  sessionOf as kitSessionOf,
  LocalTime,
  page,
  pageContext,
  privatePageGuard,
  signinRedirect,
  validCsrf,
} from "./kit";
import { FlashNotice, redirectWithFlash, takeFlash } from "./kit/flash";

type Env = { Variables: { requestId: string } };

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
    const [keys, board] = await Promise.all([
      listDeveloperKeys({ ctx }),
      getDeveloperDashboard({ ctx }),
    ]);
    const { settings, usage, card } = board;
    const usageInvoices = board.usageInvoices;
    const requests = board.requests;
    const flash = takeFlash(services, c);
    const csrf = csrfOf(session.token);
    return page(
      c,
      extra.status ?? 200,
      "Developer dashboard",
      <>
        <h1>Developer dashboard</h1>
        <p class="lead">
          Keys, settings and billing for the prescribing API, and the requests your app sent.
        </p>
        <p>
          <a href="/developers/webhooks">Webhook endpoints and delivery log</a> ·{" "}
          <a href="/docs">API reference</a>
        </p>
        {extra.error ? (
          <p class="error" role="alert">
            {extra.error}
          </p>
        ) : null}
        <FlashNotice flash={flash} />
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
        <Card title="Developer keys" id="keys">
          <KeyTable keys={keys} csrf={csrf} />
          <h3>Create a developer key</h3>
          <form method="post" action="/developers/keys" class="row row-3">
            <input type="hidden" name="csrf" value={csrf} />
            <Field name="label" label="Label" required maxlength={100} placeholder="My app" />
            <Field
              name="environment"
              label="Environment"
              value="test"
              options={[
                { value: "test", label: "test (sandbox)" },
                { value: "live", label: "live (production)" },
              ]}
            />
            <div class="field field-button">
              <Button variant="primary">Create developer key</Button>
            </div>
          </form>
        </Card>
        <Card title="Requests" id="requests">
          <DataTable
            id="requests-table"
            columns={["Request", "Environment", "External id", "Status", "Rx", "Sandbox events"]}
            empty={<p class="muted">No requests yet.</p>}
            rows={requests.map(({ row: r, events }) => ({
              attrs: { "data-encounter-id": r.encounter_id },
              cells: [
                <a href={`/developers/requests/${r.encounter_id}`}>
                  <code>{r.encounter_id.slice(0, 8)}</code>
                </a>,
                r.environment === "test" ? "Sandbox" : "Live",
                r.external_id ?? "",
                <span class="status">{r.status}</span>,
                String(r.rx_count),
                <SandboxButtons id={r.encounter_id} events={events} csrf={csrf} />,
              ],
            }))}
          />
        </Card>
        <Card title="Settings" id="settings">
          <form method="post" action="/developers/settings">
            <input type="hidden" name="csrf" value={csrf} />
            <div class="row row-2">
              <Field
                name="dataVisibility"
                id="visibility"
                label="Default data visibility of new requests"
                value={settings.data_visibility}
                options={[
                  { value: "outcome_only", label: "Outcome only (status, prescription count)" },
                  { value: "full", label: "Full (details after the patient's consent)" },
                ]}
              />
              <Field
                name="appName"
                label="App name shown on the data-sharing consent"
                maxlength={100}
                value={settings.app_name ?? ""}
              />
            </div>
            <div class="actions">
              <Button>Save settings</Button>
            </div>
          </form>
          <p class="muted small" style="margin-top:var(--sp-3)">
            Live visits: {settings.live_visits ? "enabled" : "not enabled"}. Enterprise agreement
            (developer-consented patients): {settings.enterprise ? "yes" : "no"}.
          </p>
        </Card>
        <Card title="Usage and billing" id="billing">
          <p id="usage">
            Completed live reviews: {usage.complete} complete, {usage.incomplete} incomplete. Total
            billed: ${(usage.totalCents / 100).toFixed(2)}.
          </p>
          {usageInvoices.length > 0 ? (
            <DataTable
              id="usage-invoices"
              columns={["Invoice", "Date", "Amount", "Status"]}
              rows={usageInvoices.map((i) => ({
                attrs: { "data-invoice-id": i.id },
                cells: [
                  i.number,
                  <LocalTime value={i.createdAt} format="date" />,
                  `$${(i.amount / 100).toFixed(2)}`,
                  i.amountRefunded > 0 && i.amountRefunded >= i.amount
                    ? "refunded"
                    : i.status === "open"
                      ? "unpaid (card declined)"
                      : i.status,
                ],
              }))}
            />
          ) : null}
          <h3>Card for live usage</h3>
          <p id="card">
            {card
              ? `Completed live reviews are billed to ${card.brand} ending ${card.last4}.`
              : "No card on file: live keys need one (sandbox keys do not)."}
          </p>
          {services.ports.payments.hostedCardSetup ? (
            <form method="post" action="/developers/card-setup">
              <input type="hidden" name="csrf" value={csrf} />
              <Button>Add a card on the payment processor's page</Button>
            </form>
          ) : (
            <form method="post" action="/developers/card">
              <input type="hidden" name="csrf" value={csrf} />
              <Field
                name="number"
                id="card-number"
                label="Card number"
                required
                inputmode="numeric"
                autocomplete="cc-number"
                maxlength={40}
              />
              <div class="row row-3">
                <Field
                  name="exp_month"
                  id="card-exp-month"
                  label="Expiry month"
                  required
                  inputmode="numeric"
                  maxlength={2}
                />
                <Field
                  name="exp_year"
                  id="card-exp-year"
                  label="Expiry year"
                  required
                  inputmode="numeric"
                  maxlength={4}
                />
                <Field
                  name="cvc"
                  id="card-cvc"
                  label="Security code"
                  required
                  inputmode="numeric"
                  autocomplete="cc-csc"
                  maxlength={4}
                />
              </div>
              <div class="actions">
                <Button>Save card</Button>
              </div>
            </form>
          )}
        </Card>
      </>,
      { width: "wide" },
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
      return redirectWithFlash(services, c, "/developers", {
        tone: "success",
        title: `New developer key "${created.label}"`,
        secret: {
          id: "new-key-value",
          value: created.key,
          label: "Copy it now: it is shown only once.",
        },
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
      return redirectWithFlash(services, c, "/developers", {
        tone: "success",
        title: `Saved: completed live reviews are billed to ${card.brand} ending ${card.last4}.`,
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
      return redirectWithFlash(services, c, "/developers", {
        tone: "success",
        title: "Key revoked",
        text: "Calls with it are refused from now on. It stays listed as revoked.",
      });
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
      return redirectWithFlash(services, c, "/developers", {
        tone: "success",
        title: `Saved. New requests default to ${visibility === "full" ? "full visibility" : "outcome only"}.`,
      });
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
      const back =
        text(form.back) === "detail"
          ? `/developers/requests/${result.encounterId}`
          : "/developers#requests";
      return redirectWithFlash(services, c, back, {
        tone: "success",
        title: `Applied: the request is now ${result.status}`,
        text: result.webhook.type
          ? `Webhook ${result.webhook.type}: ${result.webhook.note}`
          : result.webhook.note,
      });
    }),
  );

  pages.get("/developers/requests/:id", async (c) => {
    const session = await sessionOf(c);
    if (!session) return signinRedirect(c);
    const ctx = context(c, { kind: "session", userId: session.userId });
    const found = await getDashboardRequest({ ctx, input: { id: c.req.param("id") } });
    if (!found) {
      return page(
        c,
        404,
        "Request not found",
        <>
          <h1>Request not found</h1>
          <p>
            <a href="/developers#requests">Back to the dashboard</a>
          </p>
        </>,
      );
    }
    const r = found.row;
    const flash = takeFlash(services, c);
    return page(
      c,
      200,
      "Request",
      <>
        <p>
          <a href="/developers#requests">← Dashboard</a>
        </p>
        <h1>
          Request <code>{r.encounter_id.slice(0, 8)}</code>
        </h1>
        <FlashNotice flash={flash} />
        <Card title="Outcome" id="request-detail">
          <dl class="facts">
            <dt>Request id</dt>
            <dd>
              <code>{r.encounter_id}</code>
            </dd>
            <dt>External id</dt>
            <dd>{r.external_id ?? "—"}</dd>
            <dt>Environment</dt>
            <dd>{r.environment === "test" ? "Sandbox" : "Live"}</dd>
            <dt>Status</dt>
            <dd id="request-status">{r.status}</dd>
            <dt>Prescriptions</dt>
            <dd>{String(r.rx_count)}</dd>
            <dt>Data visibility</dt>
            <dd>{r.data_visibility === "full" ? "Full (after consent)" : "Outcome only"}</dd>
            <dt>Created</dt>
            <dd>
              <LocalTime value={r.created_at} />
            </dd>
            <dt>Clinician message waiting</dt>
            <dd>{r.has_clinician_message ? "Yes" : "No"}</dd>
          </dl>
          {r.data_visibility === "full" ? (
            <p>
              Details (after the patient's consent):{" "}
              <a href={`/developers/me/encounters/${r.encounter_id}/details`}>details JSON</a>
            </p>
          ) : null}
        </Card>
        {r.environment === "test" ? (
          <Card title="Sandbox" id="sandbox">
            <p class="muted small">
              Move this test request along; each step sends its webhook to your sandbox endpoints.
            </p>
            <SandboxButtons
              id={r.encounter_id}
              events={found.events}
              csrf={csrfOf(session.token)}
              back="detail"
            />
          </Card>
        ) : null}
      </>,
    );
  });

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
  return (
    <DataTable
      id="developer-keys"
      columns={["Label", "Environment", "Key", "Created", "Status", ""]}
      empty={<p class="muted">No developer keys yet.</p>}
      rows={props.keys.map((k) => ({
        attrs: { "data-key-id": k.keyId },
        cells: [
          k.label,
          k.environment === "test" ? "Sandbox" : "Live",
          <code class="nowrap">{k.prefix}…</code>,
          <LocalTime value={k.createdAt} format="date" />,
          <span class="key-status">
            {k.revokedAt ? <Badge tone="danger">Revoked</Badge> : <Badge tone="ok">Active</Badge>}
          </span>,
          k.revokedAt ? (
            ""
          ) : (
            <ConfirmAction
              action={`/developers/keys/${k.keyId}/revoke`}
              csrf={props.csrf}
              label="Revoke"
              question={`Revoke "${k.label}"? Calls with it stop working at once.`}
              confirmLabel={`Revoke ${k.label}`}
            />
          ),
        ],
      }))}
    />
  );
}

/** Sandbox event buttons with plain labels (the event name is what is posted). */
function SandboxButtons(props: {
  id: string;
  events: SandboxButton[];
  csrf: string;
  back?: "detail";
}) {
  if (props.events.length === 0) return <span class="muted">—</span>;
  return (
    <span class="btn-group">
      {props.events.map((e) => (
        <form method="post" action={`/developers/requests/${props.id}/advance`}>
          <input type="hidden" name="csrf" value={props.csrf} />
          <input type="hidden" name="event" value={e.name} />
          {props.back ? <input type="hidden" name="back" value={props.back} /> : null}
          <button type="submit" class="btn-small" title={e.description} data-event={e.name}>
            {e.label}
          </button>
        </form>
      ))}
    </span>
  );
}

export type { RequestRow };
