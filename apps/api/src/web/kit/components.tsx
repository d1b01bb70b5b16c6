import type { Child } from "hono/jsx";

/* The kit's components: markup only, styled by kit/styles.ts. Stable API (other pages use it). */

export function Card(props: {
  title?: string;
  /** Heading level of the title (default 2). */
  level?: 2 | 3;
  id?: string;
  class?: string;
  actions?: Child;
  children?: Child;
}) {
  const H = props.level === 3 ? "h3" : "h2";
  const headingId = props.id ? `${props.id}-title` : undefined;
  return (
    <section
      class={`card${props.class ? ` ${props.class}` : ""}`}
      id={props.id}
      aria-labelledby={props.title ? headingId : undefined}
    >
      {props.title || props.actions ? (
        <div class="card-title">
          {props.title ? <H id={headingId}>{props.title}</H> : <span />}
          {props.actions ?? null}
        </div>
      ) : null}
      {props.children}
    </section>
  );
}

export type Tone = "info" | "success" | "warning" | "error" | "emergency";

/** A notice: errors and emergencies are announced (role=alert), the rest is polite status. */
export function Notice(props: { tone?: Tone; title?: string; id?: string; children?: Child }) {
  const tone = props.tone ?? "info";
  const urgent = tone === "error" || tone === "emergency" || tone === "warning";
  return (
    <div
      class={`notice${tone === "info" ? "" : ` notice-${tone}`}`}
      id={props.id}
      role={urgent ? "alert" : "status"}
    >
      {props.title ? <h2>{props.title}</h2> : null}
      {props.children}
    </div>
  );
}

export function Badge(props: { tone?: "ok" | "warn" | "danger" | "brand"; children: Child }) {
  return <span class={`badge${props.tone ? ` badge-${props.tone}` : ""}`}>{props.children}</span>;
}

export type ButtonVariant = "primary" | "secondary" | "danger" | "link";
const btnClass = (variant: ButtonVariant = "secondary", extra?: string) =>
  ["btn", variant === "secondary" ? "" : `btn-${variant}`, extra ?? ""].filter(Boolean).join(" ");

export function Button(props: {
  variant?: ButtonVariant;
  type?: "submit" | "button";
  id?: string;
  name?: string;
  value?: string;
  block?: boolean;
  children: Child;
  "aria-label"?: string;
}) {
  return (
    <button
      type={props.type ?? "submit"}
      class={btnClass(props.variant, props.block ? "btn-block" : undefined)}
      id={props.id}
      name={props.name}
      value={props.value}
      aria-label={props["aria-label"]}
    >
      {props.children}
    </button>
  );
}

/** A link that looks like a button (a call to action that navigates). */
export function LinkButton(props: {
  href: string;
  variant?: ButtonVariant;
  id?: string;
  block?: boolean;
  children: Child;
}) {
  return (
    <a
      href={props.href}
      id={props.id}
      class={btnClass(props.variant, props.block ? "btn-block" : undefined)}
    >
      {props.children}
    </a>
  );
}

export interface Option {
  value: string;
  label: string;
}

/**
 * A labelled form field with its hint and its error right under it (aria-describedby and
 * aria-invalid). `options` makes a select (with `placeholder` as an empty first choice, so
 * nothing is chosen for the person); `multiline` a textarea.
 */
export function Field(props: {
  name: string;
  label: string;
  id?: string;
  type?: string;
  value?: string;
  hint?: Child;
  error?: string | null;
  required?: boolean;
  autocomplete?: string;
  inputmode?: "text" | "numeric" | "decimal" | "tel" | "email" | "url" | "search" | "none";
  maxlength?: number;
  pattern?: string;
  placeholder?: string;
  options?: Option[];
  multiline?: boolean;
  rows?: number;
  attrs?: Record<string, string>;
}) {
  const id = props.id ?? props.name;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: props.name,
    required: props.required,
    "aria-describedby": describedBy,
    "aria-invalid": props.error ? "true" : undefined,
    ...(props.attrs ?? {}),
  };
  let control: Child;
  if (props.options) {
    control = (
      <select {...common} autocomplete={props.autocomplete}>
        {props.placeholder !== undefined ? (
          <option value="" selected={!props.value} disabled={props.required}>
            {props.placeholder}
          </option>
        ) : null}
        {props.options.map((o) => (
          <option value={o.value} selected={o.value === props.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (props.multiline) {
    control = (
      <textarea {...common} rows={props.rows} maxlength={props.maxlength}>
        {props.value ?? ""}
      </textarea>
    );
  } else {
    control = (
      <input
        {...common}
        type={props.type ?? "text"}
        value={props.value ?? ""}
        autocomplete={props.autocomplete}
        inputmode={props.inputmode}
        maxlength={props.maxlength}
        pattern={props.pattern}
        placeholder={props.placeholder}
      />
    );
  }
  return (
    <div class={`field${props.error ? " invalid" : ""}`}>
      <label for={id}>{props.label}</label>
      {props.hint ? (
        <span class="hint" id={hintId}>
          {props.hint}
        </span>
      ) : null}
      {control}
      {props.error ? (
        <p class="field-error" id={errorId}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export type StepState = "done" | "current" | "todo";

/** A numbered list of steps; only the current one shows its body. */
export function Stepper(props: { label: string; children: Child }) {
  return (
    <ol class="stepper" aria-label={props.label}>
      {props.children}
    </ol>
  );
}

export function Step(props: {
  n: number;
  title: string;
  state: StepState;
  id?: string;
  /** One line shown when the step is done (e.g. the chosen person). */
  summary?: Child;
  /** A way back into a finished step. */
  edit?: { href: string; label: string };
  children?: Child;
}) {
  return (
    <li
      class={`step ${props.state}`}
      id={props.id}
      aria-current={props.state === "current" ? "step" : undefined}
    >
      <div class="step-head">
        <span class="step-num" aria-hidden="true">
          {props.state === "done" ? "✓" : String(props.n)}
        </span>
        <div style="flex:1;min-width:0">
          <h2 class="step-title">
            <span class="visually-hidden">
              Step {props.n}
              {props.state === "done" ? " (done)" : props.state === "todo" ? " (to do)" : ""}:{" "}
            </span>
            {props.title}
          </h2>
          {props.state === "done" && props.summary ? (
            <div class="step-summary">{props.summary}</div>
          ) : null}
        </div>
        {props.state === "done" && props.edit ? (
          <a href={props.edit.href} class="small">
            {props.edit.label}
          </a>
        ) : null}
      </div>
      {props.state === "current" ? <div class="step-body">{props.children}</div> : null}
    </li>
  );
}

/**
 * A table that becomes a list of cards on phones: every cell carries its column's name
 * (`data-label`), shown before the value when the header row is hidden.
 */
export function DataTable(props: {
  columns: string[];
  rows: { cells: Child[]; attrs?: Record<string, string> }[];
  id?: string;
  caption?: string;
  empty?: Child;
  /** Extra classes of the table (e.g. `table-log`: fixed columns for long cell contents). */
  class?: string;
}) {
  if (props.rows.length === 0) return <>{props.empty ?? <p class="muted">Nothing yet.</p>}</>;
  return (
    <div class="table-wrap">
      <table class={`table table-stack${props.class ? ` ${props.class}` : ""}`} id={props.id}>
        {props.caption ? <caption class="visually-hidden">{props.caption}</caption> : null}
        <thead>
          <tr>
            {props.columns.map((c) => (
              <th scope="col">{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr {...(r.attrs ?? {})}>
              {r.cells.map((cell, i) => (
                <td data-label={props.columns[i] ?? ""}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A destructive action that asks first. Without JavaScript: a disclosure (`<details>`) whose
 * panel holds the question, optional fields (e.g. a reason) and the real button. With the kit's
 * script the panel's form also asks in a modal dialog... only when `dialog` is set (otherwise
 * the panel is the confirmation).
 */
export function ConfirmAction(props: {
  action: string;
  label: string;
  question: string;
  confirmLabel: string;
  csrf?: string;
  hidden?: Child;
  children?: Child;
  id?: string;
}) {
  return (
    <details class="confirm" id={props.id}>
      <summary class="btn btn-small">{props.label}</summary>
      <div class="confirm-panel">
        <form method="post" action={props.action}>
          {props.csrf ? <input type="hidden" name="csrf" value={props.csrf} /> : null}
          {props.hidden ?? null}
          <p>
            <strong>{props.question}</strong>
          </p>
          {props.children ?? null}
          <button type="submit" class="btn-danger btn-small">
            {props.confirmLabel}
          </button>
        </form>
      </div>
    </details>
  );
}

const pad = (n: number) => String(n).padStart(2, "0");
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A readable UTC fallback ("Dec 4, 2026, 11:06 UTC"), replaced by local time in the browser. */
export function readableUtc(d: Date, format: "date" | "datetime" = "datetime"): string {
  const date = `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
  return format === "date"
    ? date
    : `${date}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

/** A time shown in the reader's time zone (kit script), UTC in words without it. */
export function LocalTime(props: {
  value: Date | string;
  format?: "date" | "datetime";
  id?: string;
}) {
  const d = typeof props.value === "string" ? new Date(props.value) : props.value;
  return (
    <time datetime={d.toISOString()} data-format={props.format ?? "datetime"} id={props.id}>
      {readableUtc(d, props.format)}
    </time>
  );
}

export interface OutcomePrescription {
  medication: string;
  strength?: string | null;
  quantity?: string | number | null;
  refills?: number | null;
  instructions?: string | null;
}

/**
 * The outcome of a review for the patient (decision, note, prescriptions). The API is fixed
 * here; the chat page fills it in.
 */
export function OutcomeCard(props: {
  decision: string;
  summary?: Child;
  at?: Date | string | null;
  prescriptions?: OutcomePrescription[];
  id?: string;
}) {
  return (
    <Card title="Outcome of your review" class="outcome" id={props.id ?? "outcome"}>
      <p>
        <strong id="outcome-decision">{props.decision}</strong>
        {props.at ? (
          <>
            {" "}
            <span class="muted small">
              · <LocalTime value={props.at} />
            </span>
          </>
        ) : null}
      </p>
      {props.summary ? <div>{props.summary}</div> : null}
      {(props.prescriptions ?? []).map((p) => (
        <div class="rx">
          <h3>{[p.medication, p.strength].filter(Boolean).join(" ")}</h3>
          <dl class="facts">
            {p.quantity !== undefined && p.quantity !== null ? (
              <>
                <dt>Quantity</dt>
                <dd>{String(p.quantity)}</dd>
              </>
            ) : null}
            {p.refills !== undefined && p.refills !== null ? (
              <>
                <dt>Refills</dt>
                <dd>{String(p.refills)}</dd>
              </>
            ) : null}
            {p.instructions ? (
              <>
                <dt>How to take it</dt>
                <dd>{p.instructions}</dd>
              </>
            ) : null}
          </dl>
        </div>
      ))}
    </Card>
  );
}

/** A short checklist (met / not met), e.g. the letter's criteria. */
export function Checklist(props: { items: { label: string; ok: boolean }[]; id?: string }) {
  return (
    <ul class="checklist" id={props.id}>
      {props.items.map((i) => (
        <li class={i.ok ? "ok" : "no"}>
          <span class="ico" aria-hidden="true">
            {i.ok ? "✓" : "!"}
          </span>
          <span>
            <span class="visually-hidden">{i.ok ? "Done: " : "Missing: "}</span>
            {i.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
