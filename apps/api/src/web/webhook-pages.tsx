import type { Caller } from "@intake/core/accounts";
import { DomainError, type RequestContext, type Services, safeEqual } from "@intake/core/kernel";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listDeliveryPayloads,
  listWebhookDeliveries,
  listWebhookEndpoints,
  RESPONSE_BODY_LIMIT_BYTES,
  redeliverWebhook,
  rotateWebhookEndpointSecret,
  sendWebhookTest,
  type WebhookDeliveryAttempt,
  type WebhookEndpoint,
} from "@intake/core/webhooks";
import { type Context, Hono } from "hono";
import { FORM_BODY_BYTES, limitBody } from "../http/limits";
import {
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
} from "./kit";
import { type Flash, FlashNotice, redirectWithFlash, takeFlash } from "./kit/flash";

type Env = { Variables: { requestId: string } };
const BASE = "/developers/webhooks";

/**
 * The developer's webhook dashboard: list, create, rotate, test and delete endpoints, and each
 * endpoint's delivery log with a failing badge. Plain HTML forms (no JavaScript); the signed-in
 * session cookie of /signin; CSRF like /account (per-session token, cross-origin posts refused).
 */
export function webhookPages(services: Services): Hono<Env> {
  const pages = new Hono<Env>();

  const guard = privatePageGuard(services);
  pages.use(BASE, guard);
  pages.use(`${BASE}/*`, guard);
  pages.use(`${BASE}/*`, limitBody(FORM_BODY_BYTES));
  pages.use(BASE, limitBody(FORM_BODY_BYTES));

  const sessionOf = (c: Context<Env>) => kitSessionOf(services, c);
  const csrfOf = (token: string) => kitCsrfOf(services, token);
  const context = (c: Context<Env>, caller: Caller): RequestContext =>
    pageContext(services, c, caller);

  /** Runs a form post: signed in, valid CSRF token, then `action`. */
  const post =
    (
      action: (
        c: Context<Env>,
        ctx: RequestContext,
        session: { userId: string; token: string },
        form: Record<string, unknown>,
      ) => Promise<Response>,
    ) =>
    async (c: Context<Env>) => {
      const session = await sessionOf(c);
      if (!session) return signinRedirect(c);
      const form = (await c.req.parseBody()) as Record<string, unknown>;
      const csrf = form.csrf;
      if (typeof csrf !== "string" || !safeEqual(csrf, csrfOf(session.token))) return refused(c);
      const ctx = context(c, { kind: "session", userId: session.userId });
      try {
        return await action(c, ctx, session, form);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return listPage(c, ctx, session, { error: error.message, status: error.status });
      }
    };

  async function listPage(
    c: Context<Env>,
    ctx: RequestContext,
    session: { token: string },
    extra: {
      flash?: Flash | null;
      error?: string;
      status?: number;
      form?: { url: string; environment: string; description: string };
    } = {},
  ) {
    const endpoints = await listWebhookEndpoints({ ctx });
    const csrf = csrfOf(session.token);
    return page(
      c,
      extra.status ?? 200,
      "Webhooks",
      <>
        <p>
          <a href="/developers">← Developer dashboard</a>
        </p>
        <h1>Webhook endpoints</h1>
        <p>
          Each endpoint receives every outcome event of its environment: sandbox events go to test
          endpoints, production events to live ones. At most 5 per environment, HTTPS only.
        </p>
        {extra.error ? (
          <p class="error" role="alert">
            {extra.error}
          </p>
        ) : null}
        <FlashNotice flash={extra.flash ?? null} />
        <Card title="Endpoints" id="endpoints">
          <DataTable
            id="endpoint-table"
            columns={["URL", "Environment", "Description", "Status", "Actions"]}
            empty={<p class="muted">No endpoints yet.</p>}
            rows={endpoints.map((e) => endpointRow(e, csrf))}
          />
        </Card>
        <Card title="Add an endpoint" id="add-endpoint">
          <form method="post" action={BASE}>
            <input type="hidden" name="csrf" value={csrf} />
            <Field
              name="url"
              label="URL"
              required
              maxlength={2000}
              type="url"
              value={extra.form?.url ?? ""}
              placeholder="https://example.com/hooks/intake"
            />
            <div class="row row-2">
              <Field
                name="environment"
                label="Environment"
                value={extra.form?.environment === "live" ? "live" : "test"}
                options={[
                  { value: "test", label: "Test (sandbox events)" },
                  { value: "live", label: "Live (production events)" },
                ]}
              />
              <Field
                name="description"
                label="Description (optional)"
                maxlength={200}
                value={extra.form?.description ?? ""}
              />
            </div>
            <div class="actions">
              <Button variant="primary">Add endpoint</Button>
            </div>
          </form>
        </Card>
      </>,
      { width: "wide" },
    );
  }

  pages.get(BASE, async (c) => {
    const session = await sessionOf(c);
    if (!session) return signinRedirect(c);
    return listPage(c, context(c, { kind: "session", userId: session.userId }), session, {
      flash: takeFlash(services, c),
    });
  });

  pages.post(
    BASE,
    post(async (c, ctx, session, form) => {
      const input = {
        url: String(form.url ?? ""),
        environment: String(form.environment ?? ""),
        description: String(form.description ?? ""),
      };
      if (input.environment !== "test" && input.environment !== "live") {
        return listPage(c, ctx, session, {
          error: "Choose the test or the live environment.",
          status: 400,
          form: input,
        });
      }
      try {
        const created = await createWebhookEndpoint({
          ctx,
          input: {
            url: input.url,
            environment: input.environment,
            description: input.description || undefined,
          },
        });
        return redirectWithFlash(services, c, BASE, {
          tone: "success",
          title: `Endpoint added: ${created.url}`,
          secret: {
            id: "secret-value",
            value: created.secret,
            label:
              "Verify deliveries with this signing secret (shown once; keep it out of source control).",
          },
        });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return listPage(c, ctx, session, {
          error: error.message,
          status: error.status,
          form: input,
        });
      }
    }),
  );

  pages.post(
    `${BASE}/:id/rotate`,
    post(async (c, ctx) => {
      const rotated = await rotateWebhookEndpointSecret({
        ctx,
        input: { id: c.req.param("id") ?? "" },
      });
      return redirectWithFlash(services, c, BASE, {
        tone: "success",
        title: "Secret rotated",
        secret: {
          id: "secret-value",
          value: rotated.secret,
          label: "New signing secret (shown once). The previous one keeps signing for 24 hours.",
        },
      });
    }),
  );

  pages.post(
    `${BASE}/:id/test`,
    post(async (c, ctx) => {
      await sendWebhookTest({ ctx, input: { id: c.req.param("id") ?? "" } });
      return redirectWithFlash(services, c, `${BASE}/${c.req.param("id") ?? ""}`, {
        tone: "success",
        title: "Test event queued",
        text: "It is sent within a few seconds; refresh to see the result below.",
      });
    }),
  );

  pages.post(
    `${BASE}/:id/delete`,
    post(async (c, ctx) => {
      await deleteWebhookEndpoint({ ctx, input: { id: c.req.param("id") ?? "" } });
      return redirectWithFlash(services, c, BASE, {
        tone: "success",
        title: "Endpoint deleted",
        text: "It receives no more events.",
      });
    }),
  );

  pages.post(
    `${BASE}/:id/deliveries/:deliveryId/redeliver`,
    post(async (c, ctx) => {
      await redeliverWebhook({ ctx, input: { id: c.req.param("deliveryId") ?? "" } });
      return redirectWithFlash(services, c, `${BASE}/${c.req.param("id") ?? ""}`, {
        tone: "success",
        title: "Redelivery queued",
        text: "It is sent within a few seconds; refresh to see the result below.",
      });
    }),
  );

  pages.get(`${BASE}/:id`, async (c) => {
    const session = await sessionOf(c);
    if (!session) return signinRedirect(c);
    const ctx = context(c, { kind: "session", userId: session.userId });
    const id = c.req.param("id") ?? "";
    try {
      const endpoint = await getWebhookEndpoint({ ctx, input: { id } });
      const log = await listWebhookDeliveries({ ctx, input: { id, limit: 100 } });
      const flash = takeFlash(services, c);
      const payloads = await listDeliveryPayloads({
        ctx,
        input: {
          endpointId: id,
          deliveryIds: [...new Set(log.deliveries.map((d) => d.deliveryId))],
        },
      });
      const csrf = csrfOf(session.token);
      return page(
        c,
        200,
        "Delivery log",
        <>
          <p>
            <a href={BASE}>← All webhook endpoints</a>
          </p>
          <h1>Delivery log</h1>
          <p>
            <code>{endpoint.url}</code> ({endpoint.environment}) <Badge endpoint={endpoint} />
          </p>
          <FlashNotice flash={flash} />
          <p class="muted">
            Every attempt of the last 30 days, newest first. Open an event to see what was sent, and
            a response to see what your receiver answered (its first 2 KB).
          </p>
          <DeliveryTable rows={log.deliveries} endpointId={id} csrf={csrf} payloads={payloads} />
        </>,
        { width: "wide" },
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return page(c, error.status, "Delivery log", <p class="error">{error.message}</p>);
    }
  });

  return pages;
}

function Badge(props: { endpoint: WebhookEndpoint }) {
  return props.endpoint.failing ? (
    <strong
      class="badge failing"
      style="background:#a50e0e;color:#fff;padding:0 .4rem;border-radius:.25rem"
    >
      failing
    </strong>
  ) : (
    <span class="badge ok" style="color:#0a6b2d">
      ok
    </span>
  );
}

function endpointRow(e: WebhookEndpoint, csrf: string) {
  const action = (path: string, label: string, aria: string) => (
    <form method="post" action={`${BASE}/${e.id}/${path}`}>
      <input type="hidden" name="csrf" value={csrf} />
      <button type="submit" class="btn-small" aria-label={`${aria} ${e.url}`}>
        {label}
      </button>
    </form>
  );
  return {
    attrs: { "data-endpoint-id": e.id },
    cells: [
      <code>{e.url}</code>,
      e.environment === "test" ? "Test" : "Live",
      e.description ?? "",
      <span>
        <Badge endpoint={e} />
        {e.previousSecretExpiresAt ? (
          <span class="small muted" style="display:block">
            previous secret valid until <LocalTime value={e.previousSecretExpiresAt} />
          </span>
        ) : null}
      </span>,
      <span class="btn-group">
        <a href={`${BASE}/${e.id}`} class="btn btn-small" aria-label={`Delivery log of ${e.url}`}>
          Delivery log
        </a>
        {action("test", "Send test event", "Send test event to")}
        {action("rotate", "Rotate secret", "Rotate secret of")}
        <ConfirmAction
          action={`${BASE}/${e.id}/delete`}
          csrf={csrf}
          label="Delete"
          question={`Delete ${e.url}? It receives no more events.`}
          confirmLabel={`Delete ${e.url}`}
        />
      </span>,
    ],
  };
}

function DeliveryTable(props: {
  rows: WebhookDeliveryAttempt[];
  endpointId: string;
  csrf: string;
  payloads: Map<string, string>;
}) {
  return (
    <DataTable
      id="delivery-log"
      class="table-log"
      columns={["Time", "Event", "Response", "Delivery"]}
      empty={<p class="muted">No deliveries yet. Send a test event from the endpoint list.</p>}
      rows={props.rows.map((d) => {
        const body = props.payloads.get(d.deliveryId);
        return {
          attrs: { "data-attempt-id": d.id, class: "log-row" },
          cells: [
            <LocalTime value={d.attemptedAt} />,
            <details>
              <summary>
                <code>{d.type}</code> · attempt {d.attempt}
              </summary>
              <p class="small muted">
                Event <code>{d.eventId}</code>
              </p>
              {body ? (
                <pre class="payload" tabindex={0}>
                  {pretty(body)}
                </pre>
              ) : null}
            </details>,
            <div>
              <span class="response-status">
                {d.responseStatus ?? "No answer"} · {d.latencyMs} ms
              </span>
              {d.error ? <div class="small error">{d.error}</div> : null}
              {d.responseBody !== null ? (
                <details class="response">
                  <summary>
                    Response body
                    {d.responseContentType ? (
                      <span class="small muted"> ({d.responseContentType.split(";")[0]})</span>
                    ) : null}
                  </summary>
                  <pre class="payload response-body" tabindex={0}>
                    {d.responseBodyTruncated ? d.responseBody : pretty(d.responseBody)}
                  </pre>
                  {d.responseBodyTruncated ? (
                    <p class="small muted response-truncated">
                      Only the first {RESPONSE_BODY_LIMIT_BYTES / 1024} KB of a longer answer is
                      kept.
                    </p>
                  ) : null}
                </details>
              ) : d.responseStatus !== null ? (
                <div class="small muted">Empty response body</div>
              ) : null}
            </div>,
            <span>
              {d.deliveryStatus}
              {d.deliveryStatus === "failed" ? (
                <form
                  method="post"
                  action={`${BASE}/${props.endpointId}/deliveries/${d.deliveryId}/redeliver`}
                >
                  <input type="hidden" name="csrf" value={props.csrf} />
                  <button type="submit" class="btn-small" aria-label={`Redeliver ${d.eventId}`}>
                    Redeliver
                  </button>
                </form>
              ) : null}
            </span>,
          ],
        };
      })}
    />
  );
}

const pretty = (body: string) => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

function refused(c: Context<Env>) {
  return page(
    c,
    403,
    "Refused",
    <p class="error">
      The form expired or did not come from this site. Reload the page and try again.
    </p>,
  );
}
