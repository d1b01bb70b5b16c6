import { type Caller, resolveCaller } from "@intake/core/accounts";
import {
  DECISION_TEXT,
  loadEncounterOutcome,
  openPatientChat,
  replyOnChatPage,
} from "@intake/core/care";
import { DomainError, type RequestContext, type Services } from "@intake/core/kernel";
import { type Context, Hono } from "hono";
import { FORM_BODY_BYTES, limitBody } from "../http/limits";
import { Conversation } from "./conversation";
import {
  Button,
  Card,
  csrfOf,
  Field,
  LocalTime,
  Notice,
  OutcomeCard,
  type PageEnv,
  page,
  pageContext,
  privatePageGuard,
  sessionOf,
  signinHref,
  validCsrf,
} from "./kit";

const TOKEN = /^[0-9a-f]{64}$/;

const STATE_TEXT: Record<string, string> = {
  open: "The letter is not complete yet. The chat opens once checkout is completed.",
  thinking: "The letter is being checked. The chat opens once checkout is completed.",
  readyForCheckout: "The letter is ready for checkout. The chat opens once checkout is completed.",
  submitted: "Your letter is waiting for a physician. You can add a message now.",
  reviewing: "A physician is reviewing your letter.",
  waitingForPatientReply:
    "The physician asked you a question. The review continues once you answer.",
  completed: "The review is complete. You can still send follow-up questions here.",
  closed: "This conversation is closed. Start a new request for a new concern.",
  canceled: "This request was canceled; its conversation is closed.",
};

/**
 * The hosted chat page {WEB_URL}/c/<encounter_id>: the signed-in owner, or whoever holds the
 * encounter token (`?token=` on the first visit, then a hidden form field), reads the
 * conversation and replies. Opening it marks the clinician's messages read (no reminder e-mail
 * for them). Works without JavaScript.
 */
export function chatPage(services: Services): Hono<PageEnv> {
  const pages = new Hono<PageEnv>();
  pages.use("/c/*", privatePageGuard(services));
  pages.use("/c/*", limitBody(FORM_BODY_BYTES));

  /** Who is reading: the encounter token when one is given, else the session cookie. */
  async function readerOf(
    c: Context<PageEnv>,
    token: string,
  ): Promise<{ ctx: RequestContext; csrf: string | null } | null> {
    if (token) {
      let caller: Caller;
      try {
        caller = TOKEN.test(token)
          ? await resolveCaller(services, { authorization: `Bearer ${token}` })
          : { kind: "anonymous" };
      } catch {
        caller = { kind: "anonymous" };
      }
      if (caller.kind === "encounter_token")
        return { ctx: pageContext(services, c, caller), csrf: null };
    }
    const session = await sessionOf(services, c);
    if (!session) return null;
    return {
      ctx: pageContext(services, c, { kind: "session", userId: session.userId }),
      csrf: csrfOf(services, session.token),
    };
  }

  const signInPage = (c: Context<PageEnv>) =>
    page(
      c,
      401,
      "Sign in to read your messages",
      <>
        <h1>Your conversation</h1>
        <p>
          Sign in with the e-mail address of your account to read and answer your physician's
          messages, then open this link again.
        </p>
        <p>
          <a href={signinHref(new URL(c.req.url).pathname)}>Sign in</a>
        </p>
      </>,
    );

  async function render(
    c: Context<PageEnv>,
    reader: { ctx: RequestContext; csrf: string | null },
    id: string,
    token: string,
    notice?: { status: number; message: string; draft?: string },
  ) {
    let opened: Awaited<ReturnType<typeof openPatientChat>>;
    try {
      opened = await openPatientChat(reader.ctx, id);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      return page(c, e.status, "Conversation", <p class="error">{e.message}</p>);
    }
    const { encounter, events } = opened;
    const open = !["open", "thinking", "readyForCheckout", "closed", "canceled"].includes(
      encounter.state,
    );
    const outcome = await loadEncounterOutcome(reader.ctx.db, encounter.id);
    const self = token && !reader.csrf ? `/c/${encounter.id}?token=${token}` : `/c/${encounter.id}`;
    return page(
      c,
      notice?.status ?? 200,
      "Your conversation",
      <>
        <p>{reader.csrf ? <a href="/account#requests">← My requests</a> : null}</p>
        <div class="chat-bar">
          <h1>Your conversation</h1>
          <a href={self} id="refresh" class="btn btn-small">
            Refresh
          </a>
        </div>
        <div id="live" data-live="10">
          <Notice tone={encounter.state === "waitingForPatientReply" ? "warning" : "info"}>
            <p id="chat-state" data-state={encounter.state}>
              {STATE_TEXT[encounter.state]}
              {encounter.follow_up_until && encounter.state === "completed" ? (
                <>
                  {" "}
                  Follow-up closes <LocalTime value={encounter.follow_up_until} />.
                </>
              ) : null}
            </p>
          </Notice>
          {outcome?.decision ? (
            <OutcomeCard
              decision={DECISION_TEXT[outcome.decision]}
              at={outcome.completedAt}
              summary={
                outcome.clinicianName ? (
                  <p class="muted">Reviewed by {outcome.clinicianName}</p>
                ) : undefined
              }
              prescriptions={outcome.prescriptions.map((p) => ({
                medication: p.medication,
                quantity: p.quantity,
                refills: p.refills,
                instructions: p.instructions,
              }))}
            />
          ) : outcome && outcome.prescriptions.length > 0 ? (
            <OutcomeCard
              decision="Prescription written"
              prescriptions={outcome.prescriptions.map((p) => ({
                medication: p.medication,
                quantity: p.quantity,
                refills: p.refills,
                instructions: p.instructions,
              }))}
            />
          ) : null}
          {notice ? (
            <p class="error" role="alert">
              {notice.message}
            </p>
          ) : null}
          <Card title="Messages" id="conversation">
            <Conversation events={events} viewer="patient" />
          </Card>
        </div>
        {open ? (
          <Card>
            <form method="post" action={`/c/${encounter.id}`}>
              {reader.csrf ? <input type="hidden" name="csrf" value={reader.csrf} /> : null}
              {token && !reader.csrf ? <input type="hidden" name="token" value={token} /> : null}
              <Field
                name="message"
                id="reply"
                label="Your message"
                multiline
                rows={4}
                required
                maxlength={4000}
                value={notice?.draft ?? ""}
              />
              <Button variant="primary">Send</Button>
            </form>
          </Card>
        ) : null}
      </>,
    );
  }

  pages.get("/c/:id", async (c) => {
    const token = c.req.query("token") ?? "";
    const reader = await readerOf(c, token);
    if (!reader) return signInPage(c);
    return render(c, reader, c.req.param("id"), token);
  });

  pages.post("/c/:id", async (c) => {
    const form = await c.req.parseBody();
    const token = typeof form.token === "string" ? form.token : "";
    const reader = await readerOf(c, token);
    if (!reader) return signInPage(c);
    // With a session, the form token proves the form came from our page; with an encounter
    // token, the token itself (a secret the form carries) does.
    if (reader.csrf && !validCsrf(form.csrf, reader.csrf)) {
      return page(
        c,
        403,
        "Refused",
        <p class="error">The form expired. Reload the page and try again.</p>,
      );
    }
    const id = c.req.param("id");
    const message = typeof form.message === "string" ? form.message : "";
    try {
      await replyOnChatPage(reader.ctx, id, message);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      return render(c, reader, id, token, { status: e.status, message: e.message, draft: message });
    }
    return c.redirect(reader.csrf ? `/c/${id}` : `/c/${id}?token=${token}`, 303);
  });

  return pages;
}
