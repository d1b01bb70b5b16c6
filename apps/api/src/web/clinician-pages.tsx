import { type Clinician, findClinician } from "@intake/core/accounts";
import {
  addClinicalNote,
  askPatientQuestion,
  CLINICAL_DECISIONS,
  cancelReview,
  claimEncounter,
  completeReview,
  confirmPatientHistory,
  getReviewEncounter,
  listMyReviews,
  listReviewQueue,
  type ReviewEncounter,
  sendClinicianMessage,
  writePrescription,
} from "@intake/core/care";
import { listConditionCategories } from "@intake/core/catalogue";
import {
  cancelVisitAsClinician,
  listReviewVisits,
  recordCall,
  sendVideoInvite,
  type VisitRow,
} from "@intake/core/developers";
import {
  ageInYears,
  type LetterFacts,
  letterPersonMismatch,
  readLetterForReview,
} from "@intake/core/encounters";
import { DomainError, type RequestContext, randomHex, type Services } from "@intake/core/kernel";
import { type Context, Hono } from "hono";
import type { Child } from "hono/jsx";
import { claimIdempotencyKey } from "../http/idempotency";
import { limitBody } from "../http/limits";
import { Conversation } from "./conversation";
import {
  Badge,
  Card,
  Checklist,
  csrfOf,
  csrfRefused,
  DataTable,
  Field,
  LocalTime,
  Notice,
  type PageEnv,
  page,
  pageContext,
  privatePageGuard,
  sessionOf,
  signinRedirect,
  validCsrf,
} from "./kit";
import { type Flash, FlashNotice, redirectWithFlash, takeFlash } from "./kit/flash";
import { Markdown } from "./markdown";

export { Conversation } from "./conversation";

/** The console's forms carry notes and messages: twice a page form's FORM_BODY_BYTES. */
const CONSOLE_FORM_BODY_BYTES = 32 * 1024;

const DECISION_LABELS: Record<(typeof CLINICAL_DECISIONS)[number], string> = {
  treatment_prescribed: "Treatment prescribed",
  advice_only: "Advice only",
  referred_in_person: "Referred for an in-person visit",
  not_suitable_for_telehealth: "Not suitable for telehealth",
  incomplete: "Incomplete: the review ended without a decision",
};

const STATE_LABELS: Record<string, string> = {
  submitted: "In queue",
  reviewing: "Reviewing",
  waitingForPatientReply: "Waiting for patient",
  completed: "Completed",
  closed: "Closed",
  canceled: "Canceled",
};
const STATE_TONE: Record<string, "ok" | "warn" | "danger" | "brand" | undefined> = {
  reviewing: "brand",
  waitingForPatientReply: "warn",
  completed: "ok",
  canceled: "danger",
};

type Form = Record<string, string | File | (string | File)[]>;
const text = (form: Form, name: string): string =>
  typeof form[name] === "string" ? (form[name] as string) : "";

/** Each console action: which verb, how the form becomes its input, and where the page returns. */
interface Action {
  run: (ctx: RequestContext, id: string, form: Form) => Promise<ReviewEncounter>;
  /** The notice after it, and the anchor the page returns to (never the top). */
  done: (form: Form) => Flash;
  anchor: string;
}

const ACTIONS: Record<string, Action> = {
  claim: {
    run: (ctx, id) => claimEncounter({ ctx, input: { id } }),
    done: () => ({ tone: "success", title: "Claimed: the review is yours" }),
    anchor: "letter",
  },
  message: {
    run: (ctx, id, f) =>
      sendClinicianMessage({
        ctx,
        input: { id, message: text(f, "message") },
      }),
    done: () => ({ tone: "success", title: "Message sent to the patient" }),
    anchor: "conversation",
  },
  question: {
    run: (ctx, id, f) =>
      askPatientQuestion({
        ctx,
        input: { id, message: text(f, "message") },
      }),
    done: () => ({
      tone: "success",
      title: "Question sent",
      text: "The review waits for the patient's answer.",
    }),
    anchor: "conversation",
  },
  note: {
    run: (ctx, id, f) =>
      addClinicalNote({
        ctx,
        input: { id, note: text(f, "note") },
      }),
    done: () => ({ tone: "success", title: "Note added" }),
    anchor: "notes",
  },
  history: {
    run: (ctx, id, f) =>
      confirmPatientHistory({
        ctx,
        input: {
          id,
          allergies: text(f, "substance").trim()
            ? [
                {
                  substance: text(f, "substance"),
                  reaction: text(f, "reaction").trim() || null,
                  severity: text(f, "severity") || null,
                },
              ]
            : [],
          medications: text(f, "medication").trim()
            ? [{ name: text(f, "medication"), status: text(f, "medicationStatus") }]
            : [],
        },
      }),
    done: () => ({ tone: "success", title: "History confirmed" }),
    anchor: "patient",
  },
  prescription: {
    run: (ctx, id, f) =>
      writePrescription({
        ctx,
        input: {
          id,
          medication: text(f, "medication"),
          quantity: text(f, "quantity"),
          refills: Number(text(f, "refills")),
          instructions: text(f, "instructions"),
        },
      }),
    done: (f) => ({ tone: "success", title: `Prescription written: ${text(f, "medication")}` }),
    anchor: "prescriptions",
  },
  complete: {
    run: (ctx, id, f) =>
      completeReview({
        ctx,
        input: { id, decision: text(f, "decision") },
      }),
    done: () => ({
      tone: "success",
      title: "Review completed",
      text: "The patient was told by e-mail; the follow-up chat stays open.",
    }),
    anchor: "summary",
  },
  "video-invite": {
    run: (ctx, id, f) =>
      sendVideoInvite({
        ctx,
        input: { id, message: text(f, "message").trim() || undefined },
      }),
    done: () => ({ tone: "success", title: "Video invite sent" }),
    anchor: "live-visit",
  },
  "visit-cancel": {
    run: (ctx, id) => cancelVisitAsClinician({ ctx, input: { id } }),
    done: () => ({ tone: "success", title: "Visit canceled" }),
    anchor: "live-visit",
  },
  "visit-complete": {
    run: (ctx, id, f) => recordCall({ ctx, input: { id, kind: text(f, "kind") } }),
    done: () => ({ tone: "success", title: "Call recorded" }),
    anchor: "live-visit",
  },
  cancel: {
    run: (ctx, id, f) =>
      cancelReview({
        ctx,
        input: {
          id,
          reason: text(f, "reason").trim() || undefined,
        },
      }),
    done: () => ({
      tone: "success",
      title: "Encounter canceled",
      text: "The patient was told by e-mail. The reason is kept as a clinical note.",
    }),
    anchor: "summary",
  },
};

/** The notice for a form sent a second time (its one-time token was used): nothing was done. */
const ALREADY_SENT: Flash = {
  tone: "info",
  title: "Already sent",
  text: "This form was sent before, so nothing was done again. To add another, use the form on this page.",
};

/** States in which the clinician may still cancel (not after completion: the decision stands). */
const CANCELABLE = ["submitted", "reviewing", "waitingForPatientReply"];

/**
 * The clinician console at {WEB_URL}/clinician: server-rendered pages over the same verbs as the
 * /api/v1/clinician procedures. The letter is rendered as sanitised Markdown beside the actions;
 * every POST carries the per-session form token and answers with a redirect back to the place
 * of the action (Post/Redirect/Get with a one-time notice), or the page with the error and the
 * status of the refusal.
 */
export function clinicianPages(services: Services): Hono<PageEnv> {
  const pages = new Hono<PageEnv>();
  const guard = privatePageGuard(services);
  pages.use("/clinician", guard);
  pages.use("/clinician/*", guard);
  pages.use("/clinician/*", limitBody(CONSOLE_FORM_BODY_BYTES));

  /** The signed-in clinician, or the response to send instead. */
  async function signedIn(c: Context<PageEnv>) {
    const session = await sessionOf(services, c);
    if (!session) return { response: signinRedirect(c) } as const;
    const clinician = await findClinician(services.db, session.userId);
    if (!clinician) {
      return {
        response: page(
          c,
          403,
          "Clinician console",
          <Notice tone="error" title="Not a clinician account">
            <p>
              This account is not a clinician. Clinicians are added with the clinician CLI or
              CLINICIAN_EMAILS.
            </p>
          </Notice>,
        ),
      } as const;
    }
    const ctx = pageContext(services, c, { kind: "session", userId: session.userId });
    return { clinician, ctx, csrf: csrfOf(services, session.token) } as const;
  }

  pages.get("/clinician", async (c) => {
    const s = await signedIn(c);
    if ("response" in s) return s.response;
    const [queue, mine] = await Promise.all([
      listReviewQueue({ ctx: s.ctx }),
      listMyReviews({ ctx: s.ctx }),
    ]);
    const flash = takeFlash(services, c);
    const active = mine.encounters.filter((e) =>
      ["reviewing", "waitingForPatientReply"].includes(e.state),
    );
    return page(
      c,
      200,
      "Clinician console",
      <>
        <div class="page-head">
          <h1>Clinician console</h1>
          <Profile clinician={s.clinician} />
        </div>
        <FlashNotice flash={flash} />
        <Card title={`Queue (${queue.encounters.length})`} id="queue">
          <DataTable
            columns={["Submitted", "State", "Letter", ""]}
            empty={<p class="muted">No submitted encounters in your licensed states.</p>}
            rows={queue.encounters.map((e) => ({
              attrs: { "data-encounter-id": e.encounterId },
              cells: [
                e.submittedAt ? <LocalTime value={e.submittedAt} /> : "",
                e.stateOfResidence,
                <a href={`/clinician/encounters/${e.encounterId}`}>{preview(e.letterPreview)}</a>,
                <form method="post" action={`/clinician/encounters/${e.encounterId}/claim`}>
                  <input type="hidden" name="csrf" value={s.csrf} />
                  <button type="submit" class="btn-small btn-primary">
                    Claim
                  </button>
                </form>,
              ],
            }))}
          />
        </Card>
        <Card title={`My encounters (${active.length} active)`} id="mine">
          <DataTable
            columns={["Encounter", "Status", "Submitted", "Updated"]}
            empty={<p class="muted">None yet. Claim one from the queue.</p>}
            rows={mine.encounters.map((e) => ({
              attrs: { "data-encounter-id": e.encounterId },
              cells: [
                <a href={`/clinician/encounters/${e.encounterId}`}>
                  Encounter {e.encounterId.slice(0, 8)}
                </a>,
                <span class="state" data-state={e.state}>
                  <Badge tone={STATE_TONE[e.state]}>{STATE_LABELS[e.state] ?? e.state}</Badge>
                </span>,
                e.submittedAt ? <LocalTime value={e.submittedAt} /> : "",
                <LocalTime value={e.updatedAt} />,
              ],
            }))}
          />
        </Card>
      </>,
      { width: "wide" },
    );
  });

  async function encounterPage(
    c: Context<PageEnv>,
    s: { clinician: Clinician; ctx: RequestContext; csrf: string },
    id: string,
    error?: DomainError,
  ) {
    let review: ReviewEncounter;
    let visits: VisitRow[] | null;
    try {
      review = await getReviewEncounter({ ctx: s.ctx, input: { id } });
      visits = await listReviewVisits({ ctx: s.ctx, input: { id } });
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      return page(
        c,
        e.status,
        "Encounter",
        <>
          <Notice tone="error">
            <p>{e.code === "validation_failed" ? "No such encounter." : e.message}</p>
          </Notice>
          <p>
            <a href="/clinician">Back to the console</a>
          </p>
        </>,
      );
    }
    const flash = error ? null : takeFlash(services, c);
    return page(
      c,
      error?.status ?? 200,
      "Encounter review",
      <EncounterView
        review={review}
        csrf={s.csrf}
        error={error}
        flash={flash}
        visits={visits}
        now={services.clock.now()}
      />,
      { width: "wide" },
    );
  }

  pages.get("/clinician/encounters/:id", async (c) => {
    const s = await signedIn(c);
    if ("response" in s) return s.response;
    return encounterPage(c, s, c.req.param("id"));
  });

  pages.post("/clinician/encounters/:id/:action", async (c) => {
    const s = await signedIn(c);
    if ("response" in s) return s.response;
    const form = (await c.req.parseBody()) as Form;
    if (!validCsrf(form.csrf, s.csrf)) return csrfRefused(c);
    const id = c.req.param("id");
    const action = c.req.param("action");
    const act = ACTIONS[action];
    if (!act) return c.notFound();
    const back = `/clinician/encounters/${id}#${act.anchor}`;
    try {
      // Each rendered form carries a one-time token: the same form sent again (Back, then the
      // button, with the values the browser restored) does nothing twice — a second
      // prescription or question would reach the patient. Kept as the REST facade keeps an
      // Idempotency-Key (http/idempotency.ts), in the clinician's own scope.
      const claim =
        typeof form.once === "string"
          ? await claimIdempotencyKey(services, {
              scope: `console:${s.clinician.userId}`,
              key: form.once,
              operation: `POST /clinician/encounters/{id}/${action}`,
              input: { id },
            })
          : null;
      if (claim && "replay" in claim) return redirectWithFlash(services, c, back, ALREADY_SENT);
      try {
        await act.run(s.ctx, id, form);
      } catch (e) {
        await claim?.release();
        throw e;
      }
      await claim?.store({ status: 303, body: null, headers: {} });
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      return encounterPage(c, s, id, e);
    }
    return redirectWithFlash(services, c, back, act.done(form));
  });

  return pages;
}

const preview = (letter: string) => {
  const line = letter.replace(/^#.*$/gm, "").replace(/[*_`]/g, "").replace(/\s+/g, " ").trim();
  return line.length > 90 ? `${line.slice(0, 90)}…` : line || "(letter)";
};

function Profile(props: { clinician: Clinician }) {
  const c = props.clinician;
  return (
    <p class="muted">
      {c.firstName} {c.lastName}
      {c.credentials ? `, ${c.credentials}` : ""} · Licensed in{" "}
      {c.licensedStates.length
        ? c.licensedStates.join(", ")
        : "no states yet (ask an administrator to run the clinician CLI)"}
    </p>
  );
}

function ActionForm(props: {
  id: string;
  action: string;
  csrf: string;
  label: string;
  primary?: boolean;
  confirm?: string;
  children?: Child;
}) {
  return (
    <form
      method="post"
      action={`/clinician/encounters/${props.id}/${props.action}`}
      class={`action-${props.action}`}
      data-confirm={props.confirm}
      data-confirm-yes={props.confirm ? props.label : undefined}
    >
      <input type="hidden" name="csrf" value={props.csrf} />
      <input type="hidden" name="once" value={randomHex(16)} />
      {props.children ?? null}
      <button type="submit" class={props.primary ? "btn-primary" : undefined}>
        {props.label}
      </button>
    </form>
  );
}

function Section(props: { title: string; open?: boolean; id?: string; children: Child }) {
  return (
    <details open={props.open ?? true} id={props.id}>
      <summary>{props.title}</summary>
      {props.children}
    </details>
  );
}

let medicationList: string[] | null = null;
const catalogueMedications = () =>
  (medicationList ??= [
    ...new Set(
      listConditionCategories().flatMap((c) => c.conditions.flatMap((x) => x.medications)),
    ),
  ].sort());

/**
 * Where the letter and the patient's record disagree on age or sex (the same comparison checkout
 * shows the patient), in a physician's words; null when they agree.
 */
function mismatchText(r: ReviewEncounter, facts: LetterFacts | null, now: Date): string | null {
  const p = r.patient;
  const found = letterPersonMismatch(facts, p, now);
  if (!found) return null;
  const parts: string[] = [];
  if (found.age)
    parts.push(
      `The letter gives an age of ${found.age.letter}; the record says ${found.age.person} (born ${p.dateOfBirth}).`,
    );
  if (found.sex)
    parts.push(`The letter describes a ${found.sex} patient; the record says ${p.sex}.`);
  return parts.join(" ");
}

function EncounterView(props: {
  review: ReviewEncounter;
  csrf: string;
  error?: DomainError;
  flash: Flash | null;
  /** Bookings of a live-visit request; null when live visits do not apply. */
  visits: VisitRow[] | null;
  now: Date;
}) {
  const r = props.review;
  const id = r.encounterId;
  const inReview = r.state === "reviewing" || r.state === "waitingForPatientReply";
  const canChat = inReview || r.state === "completed";
  const p = r.patient;
  const { criteria, facts } = readLetterForReview(r.letter);
  const mismatch = mismatchText(r, facts, props.now);
  const history = p.clinicalHistory;
  return (
    <>
      <p class="back-row">
        <a href="/clinician">← Console</a>
        <a href="#actions" class="jump-actions">
          Go to actions ↓
        </a>
      </p>
      <div class="page-head" id="summary">
        <h1>
          {p.firstName} {p.lastName}
        </h1>
        <dl class="facts-bar" id="patient">
          <div>
            <dt>Status</dt>
            <dd>
              <span id="encounter-state" data-state={r.state} class="visually-hidden">
                {r.state}
              </span>
              <Badge tone={STATE_TONE[r.state]}>{STATE_LABELS[r.state] ?? r.state}</Badge>
            </dd>
          </div>
          <div>
            <dt>Sex</dt>
            <dd>{p.sex ?? "—"}</dd>
          </div>
          <div>
            <dt>Born</dt>
            <dd>
              {p.dateOfBirth ? `${p.dateOfBirth} (${ageInYears(p.dateOfBirth, props.now)} y)` : "—"}
            </dd>
          </div>
          <div>
            <dt>Lives in</dt>
            <dd>{p.stateOfResidence ?? "—"}</dd>
          </div>
          <div>
            <dt>Submitted</dt>
            <dd>{r.submittedAt ? <LocalTime value={r.submittedAt} /> : "—"}</dd>
          </div>
          {r.clinicalDecision ? (
            <div>
              <dt>Decision</dt>
              <dd id="decision">{DECISION_LABELS[r.clinicalDecision]}</dd>
            </div>
          ) : null}
          {r.followUpUntil && r.state === "completed" ? (
            <div>
              <dt>Follow-up until</dt>
              <dd>
                <LocalTime value={r.followUpUntil} />
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      {mismatch ? (
        <Notice tone="warning" id="letter-mismatch" title="The letter and the record disagree">
          <p>{mismatch} Check who the letter is about before deciding.</p>
        </Notice>
      ) : null}
      {props.error ? (
        <Notice tone="error" title="Not done">
          <p>{props.error.message}</p>
        </Notice>
      ) : null}
      <FlashNotice flash={props.flash} />
      <div class="review-grid">
        <div class="review-main">
          <Card title="Letter" id="letter">
            <Markdown source={r.letter} id="letter-body" />
            {r.turns.length > 1 ? (
              <p class="muted small">
                {r.turns.length} versions were submitted; this is the one sent for review.
              </p>
            ) : null}
          </Card>
          {r.images.length > 0 ? (
            <Card title="Images" id="images-card">
              <ul class="thumbs" id="images">
                {r.images.map((i) => (
                  <li>
                    <a href={i.url}>
                      <img src={i.url} alt={i.fileName ?? "Patient image"} />
                    </a>
                  </li>
                ))}
              </ul>
              <p class="muted small">Image links are valid for about 15 minutes.</p>
            </Card>
          ) : null}
          <Card title="Conversation" id="conversation">
            <Conversation events={r.events} viewer="clinician" />
          </Card>
          <Card title="Clinical notes" id="notes">
            {r.notes.length === 0 ? (
              <p class="muted">No notes.</p>
            ) : (
              <ul id="notes-list">
                {r.notes.map((n) => (
                  <li>
                    {n.note}{" "}
                    <span class="muted small">
                      ({n.clinicianName}, <LocalTime value={n.createdAt} />)
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title="Prescriptions" id="prescriptions">
            {r.prescriptions.length === 0 ? (
              <p class="muted">None.</p>
            ) : (
              <ul id="prescriptions-list">
                {r.prescriptions.map((x) => (
                  <li>
                    <strong>{x.medication}</strong>
                    {x.fromCatalogue ? "" : " (free text)"}, {x.quantity}, {x.refills} refills:{" "}
                    {x.instructions} <Badge>{x.status}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
        <aside class="review-side" aria-label="Review tools">
          <Card title="Actions" class="action-panel" id="actions">
            {r.state === "submitted" ? (
              <ActionForm
                id={id}
                action="claim"
                csrf={props.csrf}
                label="Claim this encounter"
                primary
              />
            ) : null}
            {canChat ? (
              <>
                <Section title="Message the patient">
                  <ActionForm id={id} action="message" csrf={props.csrf} label="Send message">
                    <Field
                      name="message"
                      id="message"
                      label="Message to the patient"
                      multiline
                      required
                      maxlength={4000}
                    />
                  </ActionForm>
                </Section>
                {inReview ? (
                  <Section title="Ask a question" open>
                    <ActionForm
                      id={id}
                      action="question"
                      csrf={props.csrf}
                      label="Ask and wait for the reply"
                    >
                      <Field
                        name="message"
                        id="question"
                        label="Question for the patient"
                        multiline
                        required
                        maxlength={4000}
                      />
                    </ActionForm>
                  </Section>
                ) : null}
              </>
            ) : null}
            {inReview ? (
              <Section title="Write a prescription" id="prescribe">
                <ActionForm
                  id={id}
                  action="prescription"
                  csrf={props.csrf}
                  label="Write prescription"
                >
                  <Field
                    name="medication"
                    id="rx-medication"
                    label="Medication (catalogue or free text)"
                    required
                    attrs={{ list: "catalogue" }}
                  />
                  <datalist id="catalogue">
                    {catalogueMedications().map((m) => (
                      <option value={m} />
                    ))}
                  </datalist>
                  <div class="row row-2">
                    <Field name="quantity" id="rx-quantity" label="Quantity" required />
                    <Field
                      name="refills"
                      id="rx-refills"
                      label="Refills (0-12)"
                      type="number"
                      value="0"
                      required
                      attrs={{ min: "0", max: "12" }}
                    />
                  </div>
                  <Field
                    name="instructions"
                    id="rx-instructions"
                    label="Instructions"
                    multiline
                    required
                  />
                </ActionForm>
              </Section>
            ) : null}
            {canChat ? (
              <>
                <Section title="Add a note">
                  <ActionForm id={id} action="note" csrf={props.csrf} label="Add note">
                    <Field name="note" id="note" label="Documentation note" multiline required />
                  </ActionForm>
                </Section>
                <Section title="Confirm history" open={false}>
                  <ActionForm id={id} action="history" csrf={props.csrf} label="Confirm history">
                    <Field name="substance" label="Allergy (substance, or NKDA)" />
                    <div class="row row-2">
                      <Field name="reaction" label="Reaction" />
                      <Field
                        name="severity"
                        label="Severity"
                        options={[
                          { value: "", label: "(not stated)" },
                          { value: "mild", label: "mild" },
                          { value: "moderate", label: "moderate" },
                          { value: "severe", label: "severe" },
                        ]}
                      />
                    </div>
                    <div class="row row-2">
                      <Field name="medication" id="history-medication" label="Medication" />
                      <Field
                        name="medicationStatus"
                        id="medication-status"
                        label="Medication status"
                        options={[
                          { value: "active", label: "active" },
                          { value: "past", label: "past" },
                        ]}
                      />
                    </div>
                  </ActionForm>
                </Section>
              </>
            ) : null}
            {props.visits && inReview ? (
              <LiveVisit id={id} csrf={props.csrf} visits={props.visits} />
            ) : null}
            {inReview ? (
              <Section title="Complete the review" id="complete">
                <ActionForm
                  id={id}
                  action="complete"
                  csrf={props.csrf}
                  label="Complete review"
                  primary
                  confirm="Complete this review? The patient is told the outcome."
                >
                  <Field
                    name="decision"
                    id="decision-select"
                    label="Decision"
                    options={CLINICAL_DECISIONS.map((d) => ({
                      value: d,
                      label: DECISION_LABELS[d],
                    }))}
                  />
                </ActionForm>
              </Section>
            ) : null}
            {CANCELABLE.includes(r.state) ? (
              <details class="confirm" id="cancel">
                <summary class="btn btn-small">Cancel encounter…</summary>
                <div class="confirm-panel">
                  <ActionForm
                    id={id}
                    action="cancel"
                    csrf={props.csrf}
                    label="Cancel encounter"
                    confirm="Cancel this encounter? The patient is told by e-mail; issued prescriptions stay."
                  >
                    <Field
                      name="reason"
                      id="reason"
                      label="Reason (kept as a clinical note, never e-mailed)"
                      required
                      maxlength={2000}
                    />
                  </ActionForm>
                </div>
              </details>
            ) : null}
            {!inReview && r.state !== "submitted" && !canChat ? (
              <p class="muted">This encounter is {STATE_LABELS[r.state]?.toLowerCase()}.</p>
            ) : null}
          </Card>
          <Card title="Criteria" id="criteria">
            {criteria.length ? <Checklist items={criteria} /> : <p class="muted">Not evaluated.</p>}
            <h3>Confirmed history</h3>
            {history.allergies.length + history.medications.length === 0 ? (
              <p class="muted small">Nothing confirmed yet.</p>
            ) : (
              <ul id="history" class="small">
                {history.allergies.map((a) => (
                  <li>
                    Allergy: {a.substance}
                    {a.reaction ? ` (${a.reaction})` : ""}
                    {a.severity ? `, ${a.severity}` : ""}
                  </li>
                ))}
                {history.medications.map((m) => (
                  <li>
                    Medication: {m.name} ({m.status})
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </aside>
      </div>
    </>
  );
}

/** Live visits (accounts with the flag): invite, the booking, cancel, record a call. */
function LiveVisit(props: { id: string; csrf: string; visits: VisitRow[] }) {
  const active = props.visits.find((v) => v.status === "booked");
  return (
    <Section title="Live visit" id="live-visit" open>
      {props.visits.length === 0 ? (
        <p id="visit-status" class="muted">
          No visit booked yet.
        </p>
      ) : (
        <ul id="visit-status">
          {props.visits.map((v) => (
            <li data-visit-status={v.status}>
              <LocalTime value={v.startAt} />: {v.status}
              {v.status === "canceled" && v.canceledBy ? ` (by ${v.canceledBy})` : ""}
              {v.patientJoinedAt ? (
                <>
                  , patient joined at <LocalTime value={v.patientJoinedAt} />
                </>
              ) : (
                ""
              )}
            </li>
          ))}
        </ul>
      )}
      <ActionForm id={props.id} action="video-invite" csrf={props.csrf} label="Send video invite">
        <Field name="message" id="invite-message" label="Invite text (optional)" maxlength={4000} />
      </ActionForm>
      <div class="btn-group">
        {active ? (
          <>
            <ActionForm
              id={props.id}
              action="visit-cancel"
              csrf={props.csrf}
              label="Cancel visit"
            />
            <ActionForm
              id={props.id}
              action="visit-complete"
              csrf={props.csrf}
              label="Video call completed"
            >
              <input type="hidden" name="kind" value="video" />
            </ActionForm>
          </>
        ) : null}
        <ActionForm
          id={props.id}
          action="visit-complete"
          csrf={props.csrf}
          label="Phone call completed"
        >
          <input type="hidden" name="kind" value="phone" />
        </ActionForm>
      </div>
    </Section>
  );
}
