import { Hono } from "hono";
import type { Child } from "hono/jsx";
import { Badge, Card, page, viewerOf } from "./kit";
import { inline } from "./markdown";

/* The API reference at /docs, rendered on the server from the OpenAPI document with the kit: no
 * script, no third-party bundle, works offline. The public reference leaves out the operations
 * tagged `internal` (the clinician console's API); a signed-in clinician sees them too. The raw
 * document stays at /api/v1/openapi.json. */

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is plain JSON
type Json = any;

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
const METHOD_TONE = {
  get: "ok",
  post: "brand",
  put: "warn",
  patch: "warn",
  delete: "danger",
} as const;

/** Readable names of the document's tags, in reading order (unknown tags follow, A-Z). */
const TAG_TITLES: Record<string, string> = {
  agent: "Letters (agents)",
  encounters: "Requests",
  "agent-chat": "Conversation (agents)",
  knowledge: "Knowledge base",
  images: "Images",
  patients: "People",
  users: "Account",
  "api-keys": "API keys",
  subscriptions: "Plan and billing",
  config: "Configuration",
  prescribing: "Prescribing (developers)",
  developers: "Developer account",
  webhooks: "Webhooks",
  internal: "Clinician operations (internal)",
};

interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  op: Json;
}

const anchor = (o: Operation) => o.op.operationId ?? `${o.method}-${o.path.replace(/\W+/g, "-")}`;
const isInternal = (op: Json) => Array.isArray(op.tags) && op.tags.includes("internal");

/** The operations of the document grouped by their first tag; internal ones only when asked. */
export function referenceGroups(doc: Json, withInternal: boolean) {
  const groups = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op || (!withInternal && isInternal(op))) continue;
      const tag = op.tags?.[0] ?? "other";
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, op }]);
    }
  }
  const order = Object.keys(TAG_TITLES);
  return [...groups.entries()].sort(([a], [b]) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    if (ia >= 0 && ib >= 0) return ia - ib;
    if (ia >= 0) return -1;
    if (ib >= 0) return 1;
    return a.localeCompare(b);
  });
}

export function docsRoutes(doc: Json, openApiPath: string): Hono {
  const docs = new Hono();
  const publicGroups = referenceGroups(doc, false);
  const fullGroups = referenceGroups(doc, true);
  docs.get("/", (c) => {
    const clinician = Boolean(viewerOf(c)?.viewer.clinician);
    const groups = clinician ? fullGroups : publicGroups;
    return page(
      c,
      200,
      "API reference",
      <Reference doc={doc} groups={groups} openApiPath={openApiPath} internal={clinician} />,
      { width: "wide" },
    );
  });
  return docs;
}

function Reference(props: {
  doc: Json;
  groups: [string, Operation[]][];
  openApiPath: string;
  internal: boolean;
}) {
  const { doc } = props;
  const count = props.groups.reduce((n, [, ops]) => n + ops.length, 0);
  return (
    <div class="ref">
      <div class="page-head">
        <h1>API reference</h1>
        <p class="muted">
          {doc.info?.title} · version {doc.info?.version} · {count} operations ·{" "}
          <a href={props.openApiPath}>OpenAPI document (JSON)</a>
        </p>
      </div>
      {props.internal ? (
        <p class="notice" role="status">
          Signed in as a clinician: the internal clinician operations are listed too.
        </p>
      ) : null}
      <div class="ref-grid">
        <nav class="ref-nav" aria-label="Sections of the reference" id="sections">
          <ul>
            {props.groups.map(([tag, ops]) => (
              <li>
                <a href={`#tag-${tag}`}>{TAG_TITLES[tag] ?? tag}</a>{" "}
                <span class="muted small">{String(ops.length)}</span>
              </li>
            ))}
            {doc.webhooks ? (
              <li>
                <a href="#webhook-events">Webhook events</a>
              </li>
            ) : null}
          </ul>
        </nav>
        <div class="ref-body">
          <Card title="Getting started" id="start">
            {doc.info?.description ? <p>{inline(doc.info.description)}</p> : null}
            <dl class="facts">
              <dt>Base URL</dt>
              <dd>
                <code>{doc.servers?.[0]?.url ?? "/"}</code>
              </dd>
              <dt>Authentication</dt>
              <dd>
                <code>Authorization: Bearer …</code>{" "}
                {inline(doc.components?.securitySchemes?.bearer?.description ?? "")}
              </dd>
              <dt>Errors</dt>
              <dd>
                JSON <code>{'{ "error": "…", "code": "…" }'}</code> with a stable snake_case{" "}
                <code>code</code> per status, listed under each operation.
              </dd>
            </dl>
          </Card>
          {props.groups.map(([tag, ops]) => (
            <section class="ref-group" id={`tag-${tag}`} aria-labelledby={`tag-${tag}-title`}>
              <h2 id={`tag-${tag}-title`}>{TAG_TITLES[tag] ?? tag}</h2>
              {ops.map((o) => (
                <OperationView doc={doc} o={o} />
              ))}
              <p class="small to-sections">
                <a href="#sections">↑ All sections</a>
              </p>
            </section>
          ))}
          {doc.webhooks ? <WebhookEvents doc={doc} /> : null}
        </div>
      </div>
    </div>
  );
}

function OperationView(props: { doc: Json; o: Operation }) {
  const { doc, o } = props;
  const op = o.op;
  const id = anchor(o);
  const params: Json[] = op.parameters ?? [];
  const body = op.requestBody?.content?.["application/json"]?.schema;
  const responses = Object.entries<Json>(op.responses ?? {});
  return (
    <article class="ref-op" id={id} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} class="ref-op-title">
        <Badge tone={METHOD_TONE[o.method]}>{o.method.toUpperCase()}</Badge>{" "}
        <code class="ref-path">{o.path}</code>
      </h3>
      {op.summary ? <p class="ref-summary">{inline(op.summary)}</p> : null}
      <details>
        <summary>
          Details<span class="visually-hidden"> of {`${o.method.toUpperCase()} ${o.path}`}</span>
        </summary>
        {op.description ? <p>{inline(op.description)}</p> : null}
        {op.security?.length === 0 ? <p class="muted small">No authentication.</p> : null}
        {params.length > 0 ? (
          <>
            <h4>Parameters</h4>
            <ul class="schema">
              {params.map((p) => (
                <li>
                  <code>{p.name}</code> <span class="muted small">in {p.in}</span>{" "}
                  <span class="type">{typeLabel(doc, p.schema ?? {})}</span>
                  {p.required ? <span class="req"> required</span> : null}
                  {p.description ? <div class="small">{inline(p.description)}</div> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {body ? (
          <>
            <h4>Request body</h4>
            <SchemaView doc={doc} schema={body} depth={0} />
          </>
        ) : null}
        <h4>Responses</h4>
        <ul class="schema">
          {responses.map(([code, r]) => {
            const schema = r.content?.["application/json"]?.schema;
            // Error descriptions already name their codes ("`code`: a, b").
            const codes = /`code`:/.test(r.description ?? "") ? [] : errorCodes(doc, schema);
            return (
              <li>
                <strong>{code}</strong> {r.description ? inline(r.description) : null}
                {codes.length > 0 ? (
                  <div class="small">
                    Codes:{" "}
                    {codes.map((c, i) => (
                      <>
                        {i > 0 ? ", " : ""}
                        <code>{c}</code>
                      </>
                    ))}
                  </div>
                ) : Number(code) < 300 && schema ? (
                  <SchemaView doc={doc} schema={schema} depth={0} />
                ) : null}
              </li>
            );
          })}
        </ul>
      </details>
    </article>
  );
}

function WebhookEvents(props: { doc: Json }) {
  return (
    <section class="ref-group" id="webhook-events" aria-labelledby="webhook-events-title">
      <h2 id="webhook-events-title">Webhook events</h2>
      {Object.entries<Json>(props.doc.webhooks).map(([name, item]) => {
        const op = item.post ?? Object.values<Json>(item)[0];
        const schema = op?.requestBody?.content?.["application/json"]?.schema;
        return (
          <article class="ref-op" id={`webhook-${name}`} aria-labelledby={`webhook-${name}-title`}>
            <h3 id={`webhook-${name}-title`} class="ref-op-title">
              <Badge tone="brand">POST</Badge> <code class="ref-path">your endpoint</code>
            </h3>
            {op?.summary ? <p class="ref-summary">{inline(op.summary)}</p> : null}
            <details>
              <summary>
                Details<span class="visually-hidden"> of the {name} webhook</span>
              </summary>
              {op?.description ? <p>{inline(op.description)}</p> : null}
              {schema ? <SchemaView doc={props.doc} schema={schema} depth={0} /> : null}
            </details>
          </article>
        );
      })}
    </section>
  );
}

const refName = (ref: string) => ref.split("/").pop() ?? ref;
const deref = (doc: Json, s: Json): Json =>
  s?.$ref ? (doc.components?.schemas?.[refName(s.$ref)] ?? {}) : (s ?? {});

/** The `code` enum of an error schema (`Error_<op>_<status>`), if it is one. */
function errorCodes(doc: Json, schema: Json): string[] {
  const s = deref(doc, schema);
  const code = s?.properties?.code;
  return Array.isArray(code?.enum) && s?.properties?.error ? code.enum : [];
}

/** One line for a schema's type: `string (date)`, `array of Patient`, `"a" | "b"`. */
function typeLabel(doc: Json, raw: Json): string {
  const s = deref(doc, raw);
  if (Array.isArray(s.enum)) {
    const shown = s.enum.slice(0, 8).map((v: unknown) => JSON.stringify(v));
    return `${shown.join(" | ")}${s.enum.length > 8 ? " | …" : ""}`;
  }
  const variants = s.oneOf ?? s.anyOf;
  if (Array.isArray(variants)) return variants.map((v: Json) => typeLabel(doc, v)).join(" or ");
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  let label = types.filter((t: string) => t !== "null").join(" | ") || "any";
  if (label === "array") label = `array of ${typeLabel(doc, s.items ?? {})}`;
  if (s.format) label += ` (${s.format})`;
  if (types.includes("null") || s.nullable) label += " or null";
  return label;
}

function SchemaView(props: { doc: Json; schema: Json; depth: number }): Child {
  const s = deref(props.doc, props.schema);
  const target = s.type === "array" ? deref(props.doc, s.items) : s;
  const properties = Object.entries<Json>(target.properties ?? {});
  if (properties.length === 0 || props.depth > 2) {
    return <p class="small type">{typeLabel(props.doc, props.schema)}</p>;
  }
  const required: string[] = target.required ?? [];
  return (
    <>
      {s.type === "array" ? <p class="small muted">An array of:</p> : null}
      <ul class="schema">
        {properties.map(([name, p]) => {
          const inner = deref(props.doc, p);
          const nested =
            (inner.type === "object" && inner.properties) ||
            (inner.type === "array" && deref(props.doc, inner.items)?.properties);
          return (
            <li>
              <code>{name}</code> <span class="type">{typeLabel(props.doc, p)}</span>
              {required.includes(name) ? <span class="req"> required</span> : null}
              {inner.description || p.description ? (
                <div class="small">{inline(p.description ?? inner.description)}</div>
              ) : null}
              {nested ? <SchemaView doc={props.doc} schema={p} depth={props.depth + 1} /> : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
