import {
  type AgentQueryResponse,
  CRITERIA,
  DomainError,
  type LetterSubmissionDetails,
  PII_LABELS,
  type PiiKind,
  type Services,
  submitLetterWithDetails,
} from "@intake/core";
import { Hono } from "hono";
import { limitBody, SMALL_BODY_BYTES } from "../http/limits";
import { Layout, pageContext } from "./kit";

/** Pages carry secrets (the session token in a hidden field, the token in the checkout URL). */
const PRIVATE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

/**
 * The manual alternative to the API: `/new` (paste a letter, see the same evaluation, continue
 * the same encounter through a hidden session token). The hosted checkout is in checkout-pages.
 * Plain HTML forms; no client-side JavaScript.
 */
export function letterPages(services: Services): Hono<{ Variables: { requestId: string } }> {
  const pages = new Hono<{ Variables: { requestId: string } }>();

  pages.get("/new", (c) => c.html(<NewLetterPage />, 200, PRIVATE_HEADERS));

  pages.post("/new", limitBody(SMALL_BODY_BYTES), async (c) => {
    const form = await c.req.parseBody();
    const text = typeof form.query === "string" ? form.query : "";
    const sessionToken =
      typeof form.session_token === "string" && form.session_token ? form.session_token : undefined;
    const ctx = pageContext(services, c, { kind: "anonymous" });
    try {
      const details = await submitLetterWithDetails({
        ctx,
        input: { query: text, session_token: sessionToken },
        audience: "person",
      });
      return c.html(<NewLetterPage letter={text} details={details} />, 200, PRIVATE_HEADERS);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // A session that can no longer take letters is dropped so the next try starts afresh.
      const keep = error.status === 400 || error.status === 429 ? sessionToken : undefined;
      const status = error.status as 400;
      return c.html(<NewLetterPage letter={text} sessionToken={keep} error={error} />, status, {
        ...PRIVATE_HEADERS,
        ...error.headers,
      });
    }
  });

  return pages;
}

function NewLetterPage(props: {
  letter?: string;
  details?: LetterSubmissionDetails;
  sessionToken?: string;
  error?: DomainError;
}) {
  const response = props.details?.response;
  const sessionToken = response?.session_token ?? props.sessionToken;
  return (
    <Layout title="Check a letter">
      <h1>Check a clinical letter</h1>
      <p>
        Paste the patient's letter in Markdown, with level-1 headings such as{" "}
        <code># Chief Complaint</code>, <code># Age and Sex</code>,{" "}
        <code># History of Present Illness</code>, <code># Review of Systems</code>,{" "}
        <code># Past Medical History</code>, <code># Allergies</code>, <code># Family History</code>
        , <code># Social History</code>, <code># Diagnosis</code> and <code># Treatment Plan</code>.
        The check is about completeness only and makes no clinical decision. Leave out names, dates
        of birth, addresses, phone numbers, e-mail addresses and insurance numbers.
      </p>
      {props.error ? (
        <div class="error" role="alert">
          <h2>The letter was not checked</h2>
          <p>{props.error.message}</p>
        </div>
      ) : null}
      {response && props.details ? (
        <Result response={response} piiKinds={props.details.piiKinds} />
      ) : null}
      <form method="post" action="/new">
        <label for="query">Letter (Markdown, 500 to 10,000 characters)</label>
        <textarea id="query" name="query" required aria-describedby="query-help">
          {props.letter ?? ""}
        </textarea>
        <p id="query-help">
          {sessionToken
            ? "You are continuing the same encounter: change the letter and check it again."
            : "Checking starts a new encounter."}
        </p>
        {sessionToken ? <input type="hidden" name="session_token" value={sessionToken} /> : null}
        <button type="submit">{sessionToken ? "Check again" : "Check letter"}</button>
      </form>
      {sessionToken ? (
        <p>
          <a href="/new">Start over with a new letter</a>
        </p>
      ) : null}
    </Layout>
  );
}

function Result(props: { response: AgentQueryResponse; piiKinds: PiiKind[] }) {
  const r = props.response;
  const met = CRITERIA.map((c) => c.label).filter((label) => r.completed_items.includes(label));
  return (
    <section aria-labelledby="result-heading">
      <h2 id="result-heading">
        {r.final_decision_ready
          ? `Complete: all ${CRITERIA.length} criteria are met`
          : `Incomplete: ${met.length} of ${CRITERIA.length} criteria met`}
      </h2>
      <p id="commentary">{r.commentary}</p>
      {props.piiKinds.length > 0 ? (
        <div class="notice" role="alert" id="pii-warning">
          <h3>Personal identifiers found</h3>
          <p>The letter seems to contain: {props.piiKinds.map((k) => PII_LABELS[k]).join(", ")}.</p>
        </div>
      ) : null}
      <h3>Criteria met</h3>
      {met.length > 0 ? (
        <ul id="criteria-met">
          {met.map((label) => (
            <li class="met">{label}</li>
          ))}
        </ul>
      ) : (
        <p>None yet.</p>
      )}
      <h3>Missing</h3>
      {r.missing_items.length > 0 ? (
        <ul id="criteria-missing">
          {r.missing_items.map((label) => (
            <li class="missing">{label}</li>
          ))}
        </ul>
      ) : (
        <p>Nothing is missing.</p>
      )}
      <h3>Next steps</h3>
      <p id="next-steps">{r.next_steps}</p>
      {r.checkout_url ? (
        <p>
          <a href={r.checkout_url} id="checkout-link">
            Continue to checkout
          </a>
        </p>
      ) : null}
    </section>
  );
}
