import type { Child } from "hono/jsx";

/**
 * The shell of every server-rendered page: accessible, readable without client-side JavaScript,
 * and with no third-party assets (inline CSS only).
 */
export function Layout(props: { title: string; children: Child }) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${props.title} - Telemedicine letter intake`}</title>
        <style>{CSS}</style>
      </head>
      <body>
        <a class="skip" href="#main">
          Skip to content
        </a>
        <header>
          <nav aria-label="Main">
            <a href="/new">Check a letter</a> <a href="/signin">Sign in</a>{" "}
            <a href="/docs">API reference</a>
          </nav>
        </header>
        <main id="main">{props.children}</main>
        <footer>
          <p>Not for emergencies: call 911. In a mental-health crisis call or text 988.</p>
        </footer>
      </body>
    </html>
  );
}

const CSS = `
body{font-family:system-ui,sans-serif;max-width:52rem;margin:0 auto;padding:1rem;line-height:1.5;color:#1a1a1a}
a{color:#0b57d0}.skip{position:absolute;left:-999px}.skip:focus{left:1rem}
header nav a{margin-right:1rem}textarea{width:100%;min-height:20rem;font:inherit}
label{font-weight:600;display:block;margin:.75rem 0 .25rem}input{font:inherit;padding:.4rem}
button{font:inherit;padding:.5rem 1rem;margin-top:.75rem;cursor:pointer}
.met{color:#0a6b2d}.missing{color:#a50e0e}.notice{background:#fff4e5;padding:.75rem;border-left:4px solid #f29900}
.error{background:#fce8e6;padding:.75rem;border-left:4px solid #a50e0e}footer{margin-top:3rem;font-size:.9rem;color:#555}
`;
