import {
  type Caller,
  createWebhookEndpoint,
  DomainError,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  type RequestContext,
  redeliverWebhook,
  rotateWebhookEndpointSecret,
  type Services,
  safeEqual,
  sendWebhookTest,
  type WebhookDeliveryAttempt,
  type WebhookEndpoint,
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
} from "./kit";

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
  pages.use(`${BASE}/*`, limitBody(16 * 1024));
  pages.use(BASE, limitBody(16 * 1024));

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
      secret?: { label: string; value: string };
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
          <a href="/developers">Developer dashboard</a>
        </p>
        <h1>Webhook endpoints</h1>
        <p>
          Every endpoint of an environment receives every outcome event of it: sandbox events go to
          test endpoints, production events to live ones. At most 5 per environment, HTTPS only.
        </p>
        {extra.error ? (
          <p class="error" role="alert">
            {extra.error}
          </p>
        ) : null}
        {extra.secret ? (
          <section class="notice" aria-labelledby="secret-title">
            <h2 id="secret-title">{extra.secret.label}</h2>
            <p>Verify deliveries with this secret (keep it out of source control).</p>
            <pre id="secret-value">{extra.secret.value}</pre>
          </section>
        ) : null}
        {endpoints.length === 0 ? (
          <p>No endpoints yet.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">URL</th>
                <th scope="col">Environment</th>
                <th scope="col">Description</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {endpoints.map((e) => (
                <EndpointRow endpoint={e} csrf={csrf} />
              ))}
            </tbody>
          </table>
        )}
        <h2>Add an endpoint</h2>
        <form method="post" action={BASE}>
          <input type="hidden" name="csrf" value={csrf} />
          <label for="url">URL</label>
          <input
            id="url"
            name="url"
            required
            maxlength={2000}
            size={60}
            value={extra.form?.url ?? ""}
            placeholder="https://example.com/hooks/intake"
          />
          <label for="environment">Environment</label>
          <select id="environment" name="environment">
            <option value="test" selected={extra.form?.environment !== "live"}>
              test (sandbox events)
            </option>
            <option value="live" selected={extra.form?.environment === "live"}>
              live (production events)
            </option>
          </select>
          <label for="description">Description (optional)</label>
          <input
            id="description"
            name="description"
            maxlength={200}
            value={extra.form?.description ?? ""}
          />
          <div>
            <button type="submit">Add endpoint</button>
          </div>
        </form>
      </>,
    );
  }

  pages.get(BASE, async (c) => {
    const session = await sessionOf(c);
    if (!session) return signinRedirect(c);
    return listPage(c, context(c, { kind: "session", userId: session.userId }), session);
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
        return listPage(c, ctx, session, {
          secret: { label: `Signing secret of ${created.url}`, value: created.secret },
          status: 201,
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
    post(async (c, ctx, session) => {
      const rotated = await rotateWebhookEndpointSecret({
        ctx,
        input: { id: c.req.param("id") ?? "" },
      });
      return listPage(c, ctx, session, {
        secret: {
          label: "New signing secret (the previous one keeps signing for 24 hours)",
          value: rotated.secret,
        },
      });
    }),
  );

  pages.post(
    `${BASE}/:id/test`,
    post(async (c, ctx) => {
      await sendWebhookTest({ ctx, input: { id: c.req.param("id") ?? "" } });
      return c.redirect(`${BASE}/${c.req.param("id") ?? ""}?sent=test`, 303);
    }),
  );

  pages.post(
    `${BASE}/:id/delete`,
    post(async (c, ctx) => {
      await deleteWebhookEndpoint({ ctx, input: { id: c.req.param("id") ?? "" } });
      return c.redirect(BASE, 303);
    }),
  );

  pages.post(
    `${BASE}/:id/deliveries/:deliveryId/redeliver`,
    post(async (c, ctx) => {
      await redeliverWebhook({ ctx, input: { id: c.req.param("deliveryId") ?? "" } });
      return c.redirect(`${BASE}/${c.req.param("id") ?? ""}?sent=redelivery`, 303);
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
      const sent = c.req.query("sent");
      const csrf = csrfOf(session.token);
      return page(
        c,
        200,
        "Delivery log",
        <>
          <p>
            <a href={BASE}>All webhook endpoints</a>
          </p>
          <h1>Delivery log</h1>
          <p>
            <code>{endpoint.url}</code> ({endpoint.environment}) <Badge endpoint={endpoint} />
          </p>
          {sent ? (
            <p class="notice" role="status">
              {sent === "test" ? "Test event queued." : "Redelivery queued."} It is sent within a
              few seconds; reload to see the result.
            </p>
          ) : null}
          <p>Every attempt of the last 30 days, newest first.</p>
          <DeliveryTable rows={log.deliveries} endpointId={id} csrf={csrf} />
        </>,
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

function EndpointRow(props: { endpoint: WebhookEndpoint; csrf: string }) {
  const e = props.endpoint;
  const action = (path: string, label: string, aria: string) => (
    <form method="post" action={`${BASE}/${e.id}/${path}`} style="display:inline">
      <input type="hidden" name="csrf" value={props.csrf} />
      <button type="submit" aria-label={`${aria} ${e.url}`}>
        {label}
      </button>
    </form>
  );
  return (
    <tr data-endpoint-id={e.id}>
      <td>
        <code>{e.url}</code>
      </td>
      <td>{e.environment}</td>
      <td>{e.description ?? ""}</td>
      <td>
        <Badge endpoint={e} />
        {e.previousSecretExpiresAt ? (
          <div>
            previous secret valid until {e.previousSecretExpiresAt.slice(0, 16).replace("T", " ")}{" "}
            UTC
          </div>
        ) : null}
      </td>
      <td>
        <a href={`${BASE}/${e.id}`} aria-label={`Delivery log of ${e.url}`}>
          Delivery log
        </a>{" "}
        {action("test", "Send test event", "Send test event to")}{" "}
        {action("rotate", "Rotate secret", "Rotate secret of")}{" "}
        {action("delete", "Delete", "Delete")}
      </td>
    </tr>
  );
}

function DeliveryTable(props: {
  rows: WebhookDeliveryAttempt[];
  endpointId: string;
  csrf: string;
}) {
  if (props.rows.length === 0) return <p>No deliveries yet.</p>;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Event</th>
          <th scope="col">Type</th>
          <th scope="col">Attempt</th>
          <th scope="col">Response</th>
          <th scope="col">Latency</th>
          <th scope="col">Error</th>
          <th scope="col">Delivery</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((d) => (
          <tr data-attempt-id={d.id}>
            <td>{d.attemptedAt.slice(0, 19).replace("T", " ")} UTC</td>
            <td>
              <code>{d.eventId}</code>
            </td>
            <td>{d.type}</td>
            <td>{d.attempt}</td>
            <td>{d.responseStatus ?? "none"}</td>
            <td>{d.latencyMs} ms</td>
            <td>{d.error ?? ""}</td>
            <td>
              {d.deliveryStatus}
              {d.deliveryStatus === "failed" ? (
                <form
                  method="post"
                  action={`${BASE}/${props.endpointId}/deliveries/${d.deliveryId}/redeliver`}
                >
                  <input type="hidden" name="csrf" value={props.csrf} />
                  <button type="submit" aria-label={`Redeliver ${d.eventId}`}>
                    Redeliver
                  </button>
                </form>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

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
