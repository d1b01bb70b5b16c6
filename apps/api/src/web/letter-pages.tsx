import {
  CRITERIA,
  type LetterCheckView,
  MAX_LETTER_LENGTH,
  MIN_LETTER_LENGTH,
  PII_LABELS,
  readLetterCheck,
  submitLetterWithDetails,
} from "@intake/core/encounters";
import { DomainError, type Services, sha256Hex } from "@intake/core/kernel";
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { limitBody, SMALL_BODY_BYTES } from "../http/limits";
import {
  Button,
  Card,
  Checklist,
  LinkButton,
  LocalTime,
  Notice,
  type PageEnv,
  page,
  pageContext,
} from "./kit";

/** Pages carry secrets (the checkout link's token). */
const PRIVATE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

/**
 * This browser's letter check between the POST and the page it redirects to: the session token,
 * the current checkout token and a hash of the letter checked (so the same letter is not checked
 * again). HttpOnly, only sent to /new.
 */
const LETTER_COOKIE = "intake_letter";
interface LetterCookie {
  s: string;
  t: string | null;
  h: string;
}

const TEMPLATE = `# Chief Complaint
What is the main problem, in one sentence?

# Age and Sex
For example: 34-year-old woman.

# History of Present Illness
When it started, how it has changed, what makes it better or worse, what has been tried.

# Review of Systems
Other symptoms asked about, for example: no fever, no chest pain, no shortness of breath.

# Past Medical History
Earlier illnesses, operations, long-term conditions.

# Medications
Current medicines with their doses, or "None".

# Allergies
Allergies to medicines or foods, or "No known allergies".

# Family History
Illnesses in close family members.

# Social History
Smoking, alcohol, work, living situation.

# Diagnosis
The likely diagnosis.

# Treatment Plan
What is asked of the physician, for example a prescription.
`;

/** A pasted Windows line break (CR LF) is one line break, as the person sees it. */
const normalise = (text: string) => text.replace(/\r\n?/g, "\n");
const letterHash = (text: string) => sha256Hex(normalise(text).trim());

/**
 * `/new`: paste a letter, see what is missing, continue to checkout. Post/Redirect/Get: the POST
 * checks the letter and redirects to `GET /new`, which shows the result again from the stored
 * letter (reload and Back change nothing); sending the same letter again changes nothing (the
 * checkout link stays valid).
 */
export function letterPages(services: Services): Hono<PageEnv> {
  const pages = new Hono<PageEnv>();
  const secure = services.config.WEB_URL.startsWith("https://");
  const cookieOptions = { path: "/new", httpOnly: true, sameSite: "Lax", secure } as const;

  const readCookie = (c: Context): LetterCookie | null => {
    const raw = getCookie(c, LETTER_COOKIE);
    if (!raw) return null;
    try {
      const v = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as LetterCookie;
      return typeof v.s === "string" && typeof v.h === "string" ? v : null;
    } catch {
      return null;
    }
  };
  const writeCookie = (c: Context, v: LetterCookie) =>
    setCookie(c, LETTER_COOKIE, Buffer.from(JSON.stringify(v)).toString("base64url"), {
      ...cookieOptions,
      maxAge: 7 * 24 * 3600,
    });

  pages.get("/new", async (c) => {
    const saved = readCookie(c);
    const view = saved
      ? await readLetterCheck(services.db, {
          sessionToken: saved.s,
          encounterToken: saved.t ?? undefined,
        })
      : null;
    if (saved && !view) deleteCookie(c, LETTER_COOKIE, cookieOptions);
    const letter = view?.letter ?? (c.req.query("template") !== undefined ? TEMPLATE : "");
    return render(c, 200, { letter, view, token: saved?.t ?? null });
  });

  pages.post("/new", limitBody(SMALL_BODY_BYTES), async (c) => {
    const form = await c.req.parseBody();
    const text = normalise(typeof form.query === "string" ? form.query : "");
    const saved = readCookie(c);
    // The same letter again: nothing to check, the result and the checkout link stay as they are.
    if (saved && saved.h === letterHash(text)) return c.redirect("/new#result", 303);
    const ctx = pageContext(services, c, { kind: "anonymous" });
    const submit = (sessionToken?: string) =>
      submitLetterWithDetails({
        ctx,
        input: { query: text, session_token: sessionToken },
        audience: "person",
      });
    try {
      let details: Awaited<ReturnType<typeof submit>>;
      try {
        details = await submit(saved?.s);
      } catch (error) {
        // A session that can no longer take letters (sent for review, expired): start afresh.
        const dead =
          error instanceof DomainError && saved && error.status !== 400 && error.status !== 429;
        if (!dead) throw error;
        details = await submit(undefined);
      }
      const r = details.response;
      writeCookie(c, { s: r.session_token, t: r.encounter_token ?? null, h: letterHash(text) });
      return c.redirect("/new#result", 303);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const view = saved
        ? await readLetterCheck(services.db, {
            sessionToken: saved.s,
            encounterToken: saved.t ?? undefined,
          })
        : null;
      return render(
        c,
        error.status,
        { letter: text, view, token: saved?.t ?? null, error },
        {
          ...error.headers,
        },
      );
    }
  });

  pages.post("/new/reset", (c) => {
    deleteCookie(c, LETTER_COOKIE, cookieOptions);
    return c.redirect("/new", 303);
  });

  function render(
    c: Context,
    status: number,
    props: {
      letter: string;
      view: LetterCheckView | null;
      token: string | null;
      error?: DomainError;
    },
    headers: Record<string, string> = {},
  ) {
    return page(c, status, "Check your letter", <NewLetterPage {...props} />, {
      width: "wide",
      headers: { ...PRIVATE_HEADERS, ...headers },
    });
  }

  return pages;
}

function NewLetterPage(props: {
  letter: string;
  view: LetterCheckView | null;
  token: string | null;
  error?: DomainError;
}) {
  const { view } = props;
  const count = props.letter.length;
  return (
    <>
      <div class="hero">
        <h1>Check your letter for a physician review</h1>
        <p class="lead">
          Paste the clinical letter below. We check that it covers everything a physician needs,
          then you can send it for review. The check is about completeness only: it makes no medical
          decision.
        </p>
      </div>
      {view ? <EmergencyNotice view={view} /> : null}
      <div class="split">
        <div>
          {props.error ? (
            <Notice tone="error" title="Your letter was not checked" id="letter-error">
              <p>{plainError(props.error)}</p>
            </Notice>
          ) : null}
          <Card>
            <form method="post" action="/new">
              <div class={`field${props.error ? " invalid" : ""}`}>
                <label for="query">Your letter</label>
                <span class="hint" id="query-help">
                  Start each part with a heading line such as <strong># Allergies</strong>. Leave
                  out names, dates of birth, addresses, phone numbers, e-mail addresses and
                  insurance numbers: the physician gets the patient's details from the verified
                  account.{" "}
                  {props.letter ? null : (
                    <a href="/new?template" id="use-template">
                      Start from a template
                    </a>
                  )}
                </span>
                <textarea
                  id="query"
                  name="query"
                  required
                  rows={18}
                  aria-describedby="query-help query-count"
                  data-count="query-count"
                  data-min={String(MIN_LETTER_LENGTH)}
                  data-max={String(MAX_LETTER_LENGTH)}
                >
                  {props.letter}
                </textarea>
                <p class="counter" id="query-count" aria-live="polite">
                  {count.toLocaleString("en-US")} characters (between{" "}
                  {MIN_LETTER_LENGTH.toLocaleString("en-US")} and{" "}
                  {MAX_LETTER_LENGTH.toLocaleString("en-US")})
                </p>
              </div>
              <div class="actions">
                <Button variant={view ? "secondary" : "primary"} id="check">
                  {view ? "Check again" : "Check my letter"}
                </Button>
              </div>
            </form>
            {view ? (
              <form method="post" action="/new/reset" class="actions">
                <button type="submit" class="btn-link" id="start-over">
                  Start over with a new letter
                </button>
              </form>
            ) : null}
          </Card>
        </div>
        <aside class={view ? "first-on-phone" : undefined}>
          {view ? (
            <Result view={view} token={props.token} />
          ) : (
            <Card title="How it works" level={2}>
              <ol class="small">
                <li>Paste the letter and check it. Nothing is sent to a physician yet.</li>
                <li>Add whatever is missing and check again.</li>
                <li>
                  When it is complete, continue: sign in, choose who it is for, verify identity and
                  pay.
                </li>
                <li>A board-certified physician reviews it and may write to you or prescribe.</li>
              </ol>
            </Card>
          )}
        </aside>
      </div>
    </>
  );
}

/** Error messages of the letter endpoint, in the page's words. */
function plainError(error: DomainError): string {
  const map: Record<string, string> = {
    letter_too_short: `The letter is too short: write at least ${MIN_LETTER_LENGTH} characters.`,
    letter_too_long: `The letter is too long: keep it under ${MAX_LETTER_LENGTH.toLocaleString("en-US")} characters.`,
    not_medical: "This does not look like a clinical letter. Describe the health problem.",
    rate_limited: "Too many checks in a short time. Wait a minute and try again.",
  };
  return map[error.code] ?? error.message;
}

/**
 * An emergency in the letter: its own red call-out at the top of the page (first thing seen on
 * a phone), with what to do now; never a missing item among others.
 */
function EmergencyNotice(props: { view: LetterCheckView }) {
  const emergencies = props.view.result.scope_findings.emergencies;
  if (emergencies.length === 0) return null;
  return (
    <Notice tone="emergency" id="emergency" title="This may be an emergency">
      <p>
        The letter describes {emergencies.join(", ")}. If this is happening now,{" "}
        <strong>call 911</strong> or go to the nearest emergency department. Do not wait for an
        online review.
      </p>
    </Notice>
  );
}

function Result(props: { view: LetterCheckView; token: string | null }) {
  const { view } = props;
  const r = view.result;
  const emergencies = r.scope_findings.emergencies;
  const emergency = emergencies.length > 0;
  // An emergency is said once, in its own call-out: not as a missing criterion among others.
  const onlyEmergency = emergency && r.scope_problems.every((p) => String(p) === "emergency");
  const items = CRITERIA.filter((c) => !(onlyEmergency && c.key === "request_within_scope")).map(
    (c) => ({
      key: c.key,
      label: c.label,
      ok: r.completed_items.includes(c.label),
      reason: r.reasons[c.key as keyof typeof r.reasons],
    }),
  );
  const met = items.filter((i) => i.ok).length;
  const missing = items.filter((i) => !i.ok);
  const pii = r.pii_kinds.length > 0;
  const ready = r.final_decision_ready && !pii && !emergency;
  const paidAlready = !["open", "thinking", "readyForCheckout"].includes(view.state);
  const checkout =
    view.tokenCurrent && props.token && view.state === "readyForCheckout"
      ? `/checkout/${view.encounterId}?token=${props.token}`
      : null;
  return (
    <section id="result" aria-labelledby="result-heading">
      <Card>
        <h2 id="result-heading">
          {emergency && missing.length === 0
            ? "This cannot wait for an online review"
            : r.final_decision_ready
              ? "Your letter is complete"
              : `${met} of ${items.length} parts are complete`}
        </h2>
        {pii ? (
          <Notice tone="warning" id="pii-warning" title="Remove personal details first">
            <p>
              The letter seems to contain: {r.pii_kinds.map((k) => PII_LABELS[k]).join(", ")}. Take
              them out and check again before you continue. The physician gets the patient's
              identity from the verified account.
            </p>
          </Notice>
        ) : null}
        {missing.length > 0 ? (
          <>
            <h3>Still missing</h3>
            <ul class="checklist" id="criteria-missing">
              {missing.map((m) => (
                <li class="no">
                  <span class="ico" aria-hidden="true">
                    !
                  </span>
                  <span>
                    <strong>{m.label}</strong>
                    {m.reason ? <span class="small muted">: {m.reason}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <details>
          <summary class="small">Complete parts ({met})</summary>
          <Checklist id="criteria-met" items={items.filter((i) => i.ok)} />
        </details>
        {ready && checkout ? (
          <div class="actions">
            <LinkButton href={checkout} variant="primary" id="checkout-link" block>
              Continue to checkout
            </LinkButton>
            <p class="small muted" style="margin:0">
              This link works until <LocalTime value={view.expiresAt} />.
            </p>
          </div>
        ) : null}
        {paidAlready ? (
          <p id="already-sent">
            This letter has already been sent for review.{" "}
            <a href={`/c/${view.encounterId}`}>Open your conversation</a>.
          </p>
        ) : null}
        {!r.final_decision_ready && !(emergency && missing.length === 0) ? (
          <p class="small muted" id="next-steps">
            Add what is missing in the box, then press "Check again".
          </p>
        ) : null}
      </Card>
    </section>
  );
}
