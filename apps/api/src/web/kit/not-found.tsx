import type { Context } from "hono";
import { LinkButton } from "./components";
import { page } from "./layout";
import { viewerOf } from "./session";

/**
 * Whether the client asked for a page: `Accept` ranks `text/html` (or XHTML) above JSON, as a
 * browser's navigation does (`text/html,...,*\/*;q=0.8`). curl's `*\/*`, `application/json` and a
 * missing header are not pages: they keep the API's JSON error envelope.
 */
export function wantsHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  let html = 0;
  let json = 0;
  for (const part of accept.split(",")) {
    const [type = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params
      .map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1])
      .find((v): v is string => v !== undefined);
    const weight = q === undefined ? 1 : Math.min(1, Number(q) || 0);
    if (type === "text/html" || type === "application/xhtml+xml") html = Math.max(html, weight);
    if (type === "application/json" || type === "application/*") json = Math.max(json, weight);
  }
  return html > 0 && html > json;
}

/** Where a person can go from a page that does not exist: home, sign-in or their own places. */
function WaysOn(props: { c: Context }) {
  const v = viewerOf(props.c)?.viewer ?? null;
  return (
    <div class="actions" id="ways-on">
      {v ? (
        <>
          <LinkButton href="/account" variant="primary" id="go-account">
            My account
          </LinkButton>
          {v.clinician ? <LinkButton href="/clinician">Clinician console</LinkButton> : null}
          {v.developer ? <LinkButton href="/developers">Developer dashboard</LinkButton> : null}
        </>
      ) : (
        <LinkButton href="/signin?next=%2Faccount" variant="primary" id="go-signin">
          Sign in to find your requests
        </LinkButton>
      )}
      <LinkButton href="/new">Check a letter</LinkButton>
      <LinkButton href="/" id="go-home">
        Start page
      </LinkButton>
    </div>
  );
}

/**
 * The page for an address with nothing at it (404): plain words, the site's header, and the
 * ways on. The header's sign-in leads to the account, never back to the missing address.
 */
export function notFoundPage(c: Context, text?: string) {
  return page(
    c,
    404,
    "Page not found",
    <>
      <h1>There is no page at this address</h1>
      <p class="lead">
        {text ?? "The link may be mistyped or out of date. You can go on from here."}
      </p>
      <WaysOn c={c} />
    </>,
    { current: "" },
  );
}

/**
 * The page for an address that exists but not for this kind of request (405), e.g. a form sent
 * to a page that only shows, or a page address that only takes a form. `Allow` lists the methods.
 */
export function methodNotAllowedPage(c: Context, allow: string[]) {
  const showable = allow.includes("GET");
  return page(
    c,
    405,
    "Cannot open this page that way",
    <>
      <h1>This page cannot be opened that way</h1>
      <p class="lead">
        {showable
          ? "This page only shows information; it does not take a form. Nothing was changed."
          : "This address only takes a form sent from one of our pages. Nothing was changed."}
      </p>
      {showable ? (
        <p>
          <a href={c.req.path} id="open-page">
            Open the page instead
          </a>
        </p>
      ) : null}
      <WaysOn c={c} />
    </>,
    { current: "", headers: { Allow: allow.join(", ") } },
  );
}
