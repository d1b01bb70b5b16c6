import type { Viewer } from "@intake/core/accounts";
import type { Context } from "hono";
import { html } from "hono/html";
import type { Child } from "hono/jsx";
import { FAVICON_PATH, KIT_CSS_PATH, KIT_JS_PATH } from "./assets";
import { Logo, PRODUCT_NAME } from "./logo";
import { safeNext, viewerOf } from "./session";

export type PageWidth = "narrow" | "main" | "wide";

export interface LayoutProps {
  title: string;
  children: Child;
  /** Who is signed in (null: the header offers sign-in). */
  viewer?: Viewer | null;
  /** The form token of the signed-in person (the sign-out button). */
  csrf?: string;
  /** This page's path (sign-in comes back here; the matching nav link is marked current). */
  current?: string;
  width?: PageWidth;
}

/**
 * The shell of every page: skip link, header (logo, who is signed in, their places, sign-out),
 * main, footer with the emergency line. One cached stylesheet, one small deferred script; every
 * page works without JavaScript.
 */
export function Layout(props: LayoutProps) {
  const v = props.viewer ?? null;
  const here = props.current ?? "";
  const link = (href: string, label: string, id?: string) => (
    <a
      href={href}
      id={id}
      aria-current={here === href || here.startsWith(`${href}/`) ? "page" : undefined}
    >
      {label}
    </a>
  );
  const next = safeNext(here);
  const signin = next && next !== "/" ? `/signin?next=${encodeURIComponent(next)}` : "/signin";
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${props.title} · ${PRODUCT_NAME}`}</title>
        <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
        <link rel="stylesheet" href={KIT_CSS_PATH} />
        <script src={KIT_JS_PATH} defer />
      </head>
      <body>
        <a class="skip" href="#main">
          Skip to content
        </a>
        <header class="site-header">
          <div class="bar">
            <a class="brand" href="/" aria-label={`${PRODUCT_NAME} home`}>
              <Logo />
              <span>{PRODUCT_NAME}</span>
            </a>
            <nav class="site-nav" aria-label="Main">
              {link("/new", "Check a letter")}
              {v ? link("/account", "My account", "nav-account") : null}
              {v?.clinician ? link("/clinician", "Clinician console", "nav-clinician") : null}
              {v?.developer ? link("/developers", "Developer dashboard", "nav-developers") : null}
              {v ? null : (
                <a href={signin} id="nav-signin">
                  Sign in
                </a>
              )}
            </nav>
            {v ? (
              <div class="who" id="signed-in-as">
                <span>
                  <span class="visually-hidden">Signed in as </span>
                  {v.email}
                </span>
                <form method="post" action="/signout">
                  <input type="hidden" name="csrf" value={props.csrf ?? ""} />
                  <button type="submit" class="btn-small" id="signout">
                    Sign out
                  </button>
                </form>
              </div>
            ) : null}
          </div>
        </header>
        <main id="main" class={`main ${props.width ?? "main"}`}>
          {props.children}
        </main>
        <footer class="site-footer">
          <div class="bar">
            <p>
              <strong>Not for emergencies:</strong> call 911. In a mental-health crisis, call or
              text 988.
            </p>
            <p>
              <a href="/docs">API reference</a> · <a href="/">About this service</a>
            </p>
          </div>
        </footer>
      </body>
    </html>
  );
}

export interface PageOptions {
  width?: PageWidth;
  headers?: Record<string, string>;
  /** The page's own address for the header (default: the request's); "" for none. */
  current?: string;
}

/** A whole HTML page in the layout, with the signed-in person (if any) in the header. */
export function page(
  c: Context,
  status: number,
  title: string,
  body: Child,
  options: PageOptions = {},
) {
  const who = viewerOf(c);
  const url = new URL(c.req.url);
  const current =
    options.current ?? (c.req.method === "GET" ? `${url.pathname}${url.search}` : url.pathname);
  return c.html(
    html`<!doctype html>${(
      <Layout
        title={title}
        viewer={who?.viewer ?? null}
        csrf={who?.csrf}
        current={current}
        width={options.width}
      >
        {body}
      </Layout>
    )}`,
    status as 200,
    options.headers,
  );
}
