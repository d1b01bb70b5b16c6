import {
  addClinicalNote,
  askPatientQuestion,
  badRequest,
  type ChatEvent,
  CLINICAL_DECISIONS,
  ClinicalNoteInput,
  type Clinician,
  ClinicianCancelInput,
  ClinicianMessageInput,
  CompleteReviewInput,
  ConfirmHistoryInput,
  cancelReview,
  cancelVisitAsClinician,
  claimEncounter,
  completeReview,
  confirmPatientHistory,
  DomainError,
  findClinician,
  getDeveloperSettings,
  getReviewEncounter,
  listConditionCategories,
  listMyReviews,
  listReviewQueue,
  listVisits,
  PrescriptionInput,
  RecordCallInput,
  type RequestContext,
  type ReviewEncounter,
  ReviewEncounterId,
  recordCall,
  type Services,
  sendClinicianMessage,
  sendVideoInvite,
  VideoInviteInput,
  type VisitRow,
  writePrescription,
} from "@intake/core";
import { type Context, Hono } from "hono";
import type { z } from "zod";
import { limitBody } from "../http/limits";
import {
  csrfOf,
  type PageEnv,
  page,
  pageContext,
  privatePageGuard,
  sessionOf,
  signinRedirect,
  validCsrf,
} from "./kit";

const FORM_BODY_BYTES = 32 * 1024;

const DECISION_LABELS: Record<(typeof CLINICAL_DECISIONS)[number], string> = {
  treatment_prescribed: "Treatment prescribed",
  advice_only: "Advice only",
  referred_in_person: "Referred for an in-person visit",
  not_suitable_for_telehealth: "Not suitable for telehealth",
  incomplete: "Incomplete: the review ended without a decision",
};

type Form = Record<string, string | File | (string | File)[]>;
const text = (form: Form, name: string): string =>
  typeof form[name] === "string" ? (form[name] as string) : "";

/** Each console action: which verb, and how the form becomes its input. */
const ACTIONS: Record<
  string,
  (ctx: RequestContext, id: string, form: Form) => Promise<ReviewEncounter>
> = {
  claim: (ctx, id) => claimEncounter({ ctx, input: valid(ReviewEncounterId, { id }) }),
  message: (ctx, id, f) =>
    sendClinicianMessage({
      ctx,
      input: valid(ClinicianMessageInput, { id, message: text(f, "message") }),
    }),
  question: (ctx, id, f) =>
    askPatientQuestion({
      ctx,
      input: valid(ClinicianMessageInput, { id, message: text(f, "message") }),
    }),
  note: (ctx, id, f) =>
    addClinicalNote({ ctx, input: valid(ClinicalNoteInput, { id, note: text(f, "note") }) }),
  history: (ctx, id, f) =>
    confirmPatientHistory({
      ctx,
      input: valid(ConfirmHistoryInput, {
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
      }),
    }),
  prescription: (ctx, id, f) =>
    writePrescription({
      ctx,
      input: valid(PrescriptionInput, {
        id,
        medication: text(f, "medication"),
        quantity: text(f, "quantity"),
        refills: Number(text(f, "refills")),
        instructions: text(f, "instructions"),
      }),
    }),
  complete: (ctx, id, f) =>
    completeReview({
      ctx,
      input: valid(CompleteReviewInput, { id, decision: text(f, "decision") }),
    }),
  "video-invite": (ctx, id, f) =>
    sendVideoInvite({
      ctx,
      input: valid(VideoInviteInput, { id, message: text(f, "message").trim() || undefined }),
    }),
  "visit-cancel": (ctx, id) =>
    cancelVisitAsClinician({ ctx, input: valid(ReviewEncounterId, { id }) }),
  "visit-complete": (ctx, id, f) =>
    recordCall({ ctx, input: valid(RecordCallInput, { id, kind: text(f, "kind") }) }),
  cancel: (ctx, id, f) =>
    cancelReview({
      ctx,
      input: valid(ClinicianCancelInput, { id, reason: text(f, "reason").trim() || undefined }),
    }),
};

/** Forms are checked by the same schemas as the API; a bad field is a 400 naming it. */
function valid<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badRequest(
    "validation_failed",
    `Check the field "${issue?.path.join(".") || "form"}": ${issue?.message ?? "invalid"}.`,
  );
}

/**
 * The clinician console at {WEB_URL}/clinician: server-rendered pages over the same verbs as the
 * /api/v1/clinician procedures. Plain HTML forms (no JavaScript); every POST carries the
 * per-session form token and answers with a redirect back to the encounter (or the page with the
 * error and the status of the refusal).
 */
export function clinicianPages(services: Services): Hono<PageEnv> {
  const pages = new Hono<PageEnv>();
  const guard = privatePageGuard(services);
  pages.use("/clinician", guard);
  pages.use("/clinician/*", guard);
  pages.use("/clinician/*", limitBody(FORM_BODY_BYTES));

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
          <p class="error">
            This account is not a clinician. Clinicians are added with the clinician CLI or
            CLINICIAN_EMAILS.
          </p>,
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
    return page(
      c,
      200,
      "Clinician console",
      <>
        <h1>Clinician console</h1>
        <Profile clinician={s.clinician} />
        <h2 id="queue">Queue</h2>
        {queue.encounters.length === 0 ? (
          <p>No submitted encounters in your licensed states.</p>
        ) : (
          <table aria-labelledby="queue">
            <thead>
              <tr>
                <th scope="col">Submitted</th>
                <th scope="col">State</th>
                <th scope="col">Letter</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {queue.encounters.map((e) => (
                <tr data-encounter-id={e.encounterId}>
                  <td>{e.submittedAt?.slice(0, 16).replace("T", " ") ?? ""}</td>
                  <td>{e.stateOfResidence}</td>
                  <td>
                    <a href={`/clinician/encounters/${e.encounterId}`}>
                      {preview(e.letterPreview)}
                    </a>
                  </td>
                  <td>
                    <form method="post" action={`/clinician/encounters/${e.encounterId}/claim`}>
                      <input type="hidden" name="csrf" value={s.csrf} />
                      <button type="submit">Claim</button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <h2 id="mine">My encounters</h2>
        {mine.encounters.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <table aria-labelledby="mine">
            <thead>
              <tr>
                <th scope="col">Encounter</th>
                <th scope="col">Status</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {mine.encounters.map((e) => (
                <tr data-encounter-id={e.encounterId}>
                  <td>
                    <a href={`/clinician/encounters/${e.encounterId}`}>
                      {e.encounterId.slice(0, 8)}
                    </a>
                  </td>
                  <td class="state">{e.state}</td>
                  <td>{e.updatedAt.slice(0, 16).replace("T", " ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </>,
    );
  });

  async function encounterPage(
    c: Context<PageEnv>,
    s: { clinician: Clinician; ctx: RequestContext; csrf: string },
    id: string,
    error?: DomainError,
  ) {
    let review: ReviewEncounter;
    try {
      review = await getReviewEncounter({ ctx: s.ctx, input: { id } });
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      return page(
        c,
        e.status,
        "Encounter",
        <>
          <p class="error" role="alert">
            {e.code === "validation_failed" ? "No such encounter." : e.message}
          </p>
          <p>
            <a href="/clinician">Back to the console</a>
          </p>
        </>,
      );
    }
    // Live visits: only for requests of developer accounts with the flag on.
    const request = await services.db
      .selectFrom("prescribing_requests")
      .select("developer_id")
      .where("encounter_id", "=", review.encounterId)
      .executeTakeFirst();
    const visits =
      request && (await getDeveloperSettings(services.db, request.developer_id)).live_visits
        ? await listVisits(services.db, review.encounterId)
        : null;
    return page(
      c,
      error?.status ?? 200,
      "Encounter review",
      <EncounterView
        review={review}
        csrf={s.csrf}
        error={error}
        clinicianId={s.clinician.userId}
        visits={visits}
      />,
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
    if (!validCsrf(form.csrf, s.csrf)) {
      return page(
        c,
        403,
        "Refused",
        <p class="error">The form expired or did not come from this site. Reload the page.</p>,
      );
    }
    const id = c.req.param("id");
    const act = ACTIONS[c.req.param("action")];
    if (!act) return c.notFound();
    try {
      await act(s.ctx, id, form);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      return encounterPage(c, s, id, e);
    }
    return c.redirect(`/clinician/encounters/${id}`, 303);
  });

  return pages;
}

const preview = (letter: string) => {
  const line = letter.replace(/^#.*$/gm, "").replace(/\s+/g, " ").trim();
  return line.length > 80 ? `${line.slice(0, 80)}…` : line || "(letter)";
};

function Profile(props: { clinician: Clinician }) {
  const c = props.clinician;
  return (
    <p>
      Signed in as{" "}
      <strong>
        {c.firstName} {c.lastName}
        {c.credentials ? `, ${c.credentials}` : ""}
      </strong>
      . Licensed in:{" "}
      {c.licensedStates.length
        ? c.licensedStates.join(", ")
        : "no states yet (ask an administrator to run the clinician CLI)"}
      .
    </p>
  );
}

const fmt = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace("T", " ")} UTC` : "");

export function Conversation(props: { events: ChatEvent[]; viewer: "clinician" | "patient" }) {
  if (props.events.length === 0) return <p>No messages yet.</p>;
  return (
    <ol class="chat">
      {props.events.map((e) => {
        const who = e.author.clinician
          ? `${e.author.clinician.firstName} ${e.author.clinician.lastName}${e.author.clinician.credentials ? `, ${e.author.clinician.credentials}` : ""}`
          : e.isOwn
            ? props.viewer === "patient"
              ? "You"
              : "Patient"
            : "Service";
        return (
          <li class={`event ${e.isOwn ? "own" : "clinician"}`} data-event-id={e.eventId}>
            <p class="meta">
              <strong class="author">{who}</strong>
              {e.type === "question" ? <span class="badge"> Question</span> : null}
              {e.isOwn && e.source === "api" ? (
                <span class="badge api" title="Posted through the API (e.g. by an AI agent)">
                  {" "}
                  API
                </span>
              ) : null}{" "}
              <time datetime={e.createdAt}>{fmt(e.createdAt)}</time>
            </p>
            <p class="message" style="white-space:pre-wrap">
              {e.message}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

function ActionForm(props: {
  id: string;
  action: string;
  csrf: string;
  label: string;
  children?: unknown;
}) {
  return (
    <form
      method="post"
      action={`/clinician/encounters/${props.id}/${props.action}`}
      class={`action-${props.action}`}
    >
      <input type="hidden" name="csrf" value={props.csrf} />
      {props.children as never}
      <div>
        <button type="submit">{props.label}</button>
      </div>
    </form>
  );
}

let medicationList: string[] | null = null;
const catalogueMedications = () =>
  (medicationList ??= [
    ...new Set(
      listConditionCategories().flatMap((c) => c.conditions.flatMap((x) => x.medications)),
    ),
  ].sort());

function EncounterView(props: {
  review: ReviewEncounter;
  csrf: string;
  clinicianId: string;
  error?: DomainError;
  /** Bookings of a live-visit request; null when live visits do not apply. */
  visits: VisitRow[] | null;
}) {
  const r = props.review;
  const id = r.encounterId;
  const inReview = r.state === "reviewing" || r.state === "waitingForPatientReply";
  const canChat = inReview || r.state === "completed";
  const p = r.patient;
  return (
    <>
      <p>
        <a href="/clinician">Back to the console</a>
      </p>
      <h1>Encounter review</h1>
      {props.error ? (
        <p class="error" role="alert">
          {props.error.message}
        </p>
      ) : null}
      <dl>
        <dt>Status</dt>
        <dd id="encounter-state">{r.state}</dd>
        <dt>Submitted</dt>
        <dd>{fmt(r.submittedAt)}</dd>
        {r.clinicalDecision ? (
          <>
            <dt>Decision</dt>
            <dd id="decision">{DECISION_LABELS[r.clinicalDecision]}</dd>
          </>
        ) : null}
        {r.followUpUntil ? (
          <>
            <dt>Follow-up chat open until</dt>
            <dd>{fmt(r.followUpUntil)}</dd>
          </>
        ) : null}
      </dl>
      {r.state === "submitted" ? (
        <ActionForm id={id} action="claim" csrf={props.csrf} label="Claim this encounter" />
      ) : null}

      <h2>Patient</h2>
      <p id="patient">
        {p.firstName} {p.lastName}, {p.sex}, born {p.dateOfBirth}, lives in {p.stateOfResidence}
      </p>
      <h3>Confirmed history</h3>
      {p.clinicalHistory.allergies.length + p.clinicalHistory.medications.length === 0 ? (
        <p>Nothing confirmed yet.</p>
      ) : (
        <ul id="history">
          {p.clinicalHistory.allergies.map((a) => (
            <li>
              Allergy: {a.substance}
              {a.reaction ? ` (${a.reaction})` : ""}
              {a.severity ? `, ${a.severity}` : ""}, confirmed by {a.confirmedBy}
            </li>
          ))}
          {p.clinicalHistory.medications.map((m) => (
            <li>
              Medication: {m.name} ({m.status}), confirmed by {m.confirmedBy}
            </li>
          ))}
        </ul>
      )}

      <h2>Letter</h2>
      <pre id="letter" style="white-space:pre-wrap">
        {r.letter}
      </pre>
      {r.turns.length > 1 ? (
        <p>{r.turns.length} versions were submitted; this is the one sent for review.</p>
      ) : null}

      <h2>Images</h2>
      {r.images.length === 0 ? (
        <p>No images.</p>
      ) : (
        <ul id="images">
          {r.images.map((i) => (
            <li>
              <a href={i.url}>
                <img src={i.url} alt={i.fileName ?? "patient image"} style="max-width:16rem" />
              </a>{" "}
              {i.fileName ?? ""} (link valid until {fmt(i.urlExpiresAt)})
            </li>
          ))}
        </ul>
      )}

      <h2>Conversation</h2>
      <Conversation events={r.events} viewer="clinician" />
      {canChat ? (
        <>
          <ActionForm id={id} action="message" csrf={props.csrf} label="Send message">
            <label for="message">Message to the patient</label>
            <textarea
              id="message"
              name="message"
              required
              maxlength={4000}
              style="min-height:5rem"
            />
          </ActionForm>
          {inReview ? (
            <ActionForm
              id={id}
              action="question"
              csrf={props.csrf}
              label="Ask and wait for the reply"
            >
              <label for="question">Question for the patient</label>
              <textarea
                id="question"
                name="message"
                required
                maxlength={4000}
                style="min-height:5rem"
              />
            </ActionForm>
          ) : null}
        </>
      ) : null}

      <h2>Clinical notes</h2>
      {r.notes.length === 0 ? (
        <p>No notes.</p>
      ) : (
        <ul id="notes">
          {r.notes.map((n) => (
            <li>
              {n.note} ({n.clinicianName}, {fmt(n.createdAt)})
            </li>
          ))}
        </ul>
      )}
      {canChat ? (
        <>
          <ActionForm id={id} action="note" csrf={props.csrf} label="Add note">
            <label for="note">Documentation note</label>
            <textarea id="note" name="note" required style="min-height:5rem" />
          </ActionForm>
          <ActionForm id={id} action="history" csrf={props.csrf} label="Confirm history">
            <label for="substance">Allergy (substance, or NKDA)</label>
            <input id="substance" name="substance" />
            <label for="reaction">Reaction</label>
            <input id="reaction" name="reaction" />
            <label for="severity">Severity</label>
            <select id="severity" name="severity">
              <option value="">(not stated)</option>
              <option value="mild">mild</option>
              <option value="moderate">moderate</option>
              <option value="severe">severe</option>
            </select>
            <label for="history-medication">Medication</label>
            <input id="history-medication" name="medication" />
            <label for="medication-status">Medication status</label>
            <select id="medication-status" name="medicationStatus">
              <option value="active">active</option>
              <option value="past">past</option>
            </select>
          </ActionForm>
        </>
      ) : null}

      <h2>Prescriptions</h2>
      {r.prescriptions.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul id="prescriptions">
          {r.prescriptions.map((x) => (
            <li>
              {x.medication}
              {x.fromCatalogue ? "" : " (free text)"}, {x.quantity}, {x.refills} refills:{" "}
              {x.instructions} [{x.status}]
            </li>
          ))}
        </ul>
      )}
      {inReview ? (
        <>
          <ActionForm id={id} action="prescription" csrf={props.csrf} label="Write prescription">
            <label for="rx-medication">Medication (catalogue or free text)</label>
            <input id="rx-medication" name="medication" list="catalogue" required />
            <datalist id="catalogue">
              {catalogueMedications().map((m) => (
                <option value={m} />
              ))}
            </datalist>
            <label for="rx-quantity">Quantity</label>
            <input id="rx-quantity" name="quantity" required />
            <label for="rx-refills">Refills (0-12)</label>
            <input
              id="rx-refills"
              name="refills"
              type="number"
              min="0"
              max="12"
              value="0"
              required
            />
            <label for="rx-instructions">Instructions</label>
            <textarea id="rx-instructions" name="instructions" required style="min-height:4rem" />
          </ActionForm>
          {props.visits ? <LiveVisit id={id} csrf={props.csrf} visits={props.visits} /> : null}
          <ActionForm id={id} action="complete" csrf={props.csrf} label="Complete review">
            <label for="decision-select">Decision</label>
            <select id="decision-select" name="decision">
              {CLINICAL_DECISIONS.map((d) => (
                <option value={d}>{DECISION_LABELS[d]}</option>
              ))}
            </select>
          </ActionForm>
        </>
      ) : null}
      {r.state !== "closed" && r.state !== "canceled" ? (
        <ActionForm id={id} action="cancel" csrf={props.csrf} label="Cancel encounter">
          <label for="reason">Reason (optional, kept as a clinical note)</label>
          <input id="reason" name="reason" />
        </ActionForm>
      ) : null}
    </>
  );
}

const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** Live visits (accounts with the flag): invite, the booking, cancel, record a call. */
function LiveVisit(props: { id: string; csrf: string; visits: VisitRow[] }) {
  const active = props.visits.find((v) => v.status === "booked");
  return (
    <section aria-labelledby="live-visit">
      <h2 id="live-visit">Live visit</h2>
      {props.visits.length === 0 ? (
        <p id="visit-status">No visit booked yet.</p>
      ) : (
        <ul id="visit-status">
          {props.visits.map((v) => (
            <li data-visit-status={v.status}>
              {utc(v.startAt)}: {v.status}
              {v.status === "canceled" && v.canceledBy ? ` (by ${v.canceledBy})` : ""}
              {v.patientJoinedAt ? `, patient joined at ${utc(v.patientJoinedAt)}` : ""}
            </li>
          ))}
        </ul>
      )}
      <ActionForm id={props.id} action="video-invite" csrf={props.csrf} label="Send video invite">
        <label for="invite-message">Invite text (optional)</label>
        <input id="invite-message" name="message" maxlength={4000} />
      </ActionForm>
      {active ? (
        <>
          <ActionForm id={props.id} action="visit-cancel" csrf={props.csrf} label="Cancel visit" />
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
    </section>
  );
}
