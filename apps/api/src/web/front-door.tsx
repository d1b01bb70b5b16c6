import type { Services } from "@intake/core/kernel";
import { Hono } from "hono";
import type { Child } from "hono/jsx";
import { checkHealth, type Health } from "../http/health";
import {
  type OpenApiDocument,
  renderLlmsTxt,
  renderSkill,
  SKILL_NAME,
  SKILL_VERSION,
} from "./agent-skill";
import { Card, LinkButton, page } from "./kit";

const DOES = [
  "Checks a patient's clinical letter (Markdown) against 11 completeness criteria and says what is missing.",
  "Returns a checkout link for a complete letter: the patient verifies identity and pays, then a board-certified physician reviews the case and may prescribe.",
  "Searches a free clinical knowledge base (literature excerpts with figures).",
  "Manages patients, encounters and personal API keys for account holders.",
];
const DOES_NOT = [
  "Emergencies: call 911.",
  "Mental-health crises: call or text 988.",
  "Triage or diagnosis: the check is about completeness only and makes no clinical decision.",
  "Highly complex comorbidities.",
];

/**
 * The front door: `GET /` as a landing page for browsers and a JSON index for
 * `Accept: application/json`; `GET /SKILL.md` (the agent skill, version 1.0) and `/llms.txt`,
 * rendered once from the served OpenAPI document and the configuration.
 */
export function frontDoor(services: Services, openApiDocument: unknown): Hono {
  const { BASE_URL: base, WEB_URL: web } = services.config;
  const doc = openApiDocument as OpenApiDocument;
  const skill = renderSkill(doc, services.config);
  const llms = renderLlmsTxt(doc, services.config);
  const links = {
    docs: `${base}/docs`,
    openapi: `${base}/api/v1/openapi.json`,
    skill: `${base}/SKILL.md`,
    llms: `${base}/llms.txt`,
    new_letter: `${web}/new`,
    signin: `${web}/signin`,
    health: `${base}/healthz`,
  };
  const quickStart = {
    curl: `curl -s -X POST ${base}/api/v1/agent/query -H 'Content-Type: application/json' -d '{"query": "# Chief Complaint\\n..."}'`,
    sdk: `npm install @intake/sdk   # then: createClient({ baseUrl: "${base}" }).agent.query({ query })`,
    mcp: `API_BASE_URL=${base} npx -y @intake/mcp   # stdio; add --http 3333 for Streamable HTTP`,
    skill: `mkdir -p ${SKILL_NAME} && curl -sf ${base}/SKILL.md -o ${SKILL_NAME}/SKILL.md`,
  };
  const routes = new Hono();

  routes.get("/", async (c) => {
    const health = await checkHealth(services);
    if (prefersJson(c.req.header("accept"))) {
      return c.json({
        name: "Telemedicine letter intake API",
        skill_version: SKILL_VERSION,
        does: DOES,
        does_not: DOES_NOT,
        links,
        quick_start: quickStart,
        health: { status: health.status, database: health.database },
      });
    }
    // The page is served by the app that serves every linked page: same-origin paths.
    const local = Object.fromEntries(
      Object.entries(links).map(([k, v]) => [k, new URL(v).pathname]),
    );
    // The full layout: the header says who is signed in, like on every other page.
    return page(
      c,
      200,
      "Welcome",
      <Landing links={local} quickStart={quickStart} health={health} />,
      { width: "wide" },
    );
  });
  routes.get("/SKILL.md", (c) =>
    c.body(skill, 200, { "Content-Type": "text/markdown; charset=utf-8" }),
  );
  routes.get("/llms.txt", (c) =>
    c.body(llms, 200, { "Content-Type": "text/plain; charset=utf-8" }),
  );
  return routes;
}

/** JSON when the caller asks for it and not for HTML (a browser's Accept names text/html). */
function prefersJson(accept: string | undefined): boolean {
  if (!accept) return false;
  return /application\/(?:[\w.+-]*\+)?json/i.test(accept) && !/text\/html/i.test(accept);
}

function Landing(props: {
  links: Record<string, string>;
  quickStart: Record<string, string>;
  health: Health;
}): Child {
  const { links, quickStart, health } = props;
  return (
    <>
      <section class="hero">
        <h1>Telemedicine letter intake</h1>
        <p class="lead">
          An API and a few pages that turn a patient's clinical letter into a request for physician
          review. Agents and developers are its first users.
        </p>
        <div class="actions">
          <LinkButton href={links.new_letter ?? "/new"} variant="primary" id="cta-new">
            Check a letter now
          </LinkButton>
          <LinkButton href={links.docs ?? "/docs"}>API reference</LinkButton>
        </div>
      </section>
      <div class="grid-2">
        <Card title="What it does">
          <ul>
            {DOES.map((line) => (
              <li>{line}</li>
            ))}
          </ul>
        </Card>
        <Card title="What it does not do">
          <ul>
            {DOES_NOT.map((line) => (
              <li>{line}</li>
            ))}
          </ul>
        </Card>
      </div>
      <Card title="Start here">
        <ul>
          <li>
            <a href={links.new_letter}>Check a letter by hand</a>: paste it, see what is missing.
          </li>
          <li>
            <a href={links.signin}>Sign in</a>: patients, encounters and API keys.
          </li>
          <li>
            <a href={links.docs}>API reference</a> (<a href={links.openapi}>OpenAPI document</a>)
          </li>
          <li>
            <a href={links.skill}>Agent skill (SKILL.md, version {SKILL_VERSION})</a> and{" "}
            <a href={links.llms}>llms.txt</a>
          </li>
        </ul>
      </Card>
      <Card title="Quick starts">
        <h3>SDK (TypeScript)</h3>
        <pre>
          <code>{quickStart.sdk}</code>
        </pre>
        <h3>MCP server (any MCP client)</h3>
        <pre>
          <code>{quickStart.mcp}</code>
        </pre>
        <h3>Agent skill</h3>
        <pre>
          <code>{quickStart.skill}</code>
        </pre>
        <h3>Plain HTTP</h3>
        <pre>
          <code>{quickStart.curl}</code>
        </pre>
      </Card>
      <Card title="Health">
        <p id="health">
          Service: <strong>{health.status}</strong>, database: <strong>{health.database}</strong> (
          <a href={links.health}>/healthz</a>)
        </p>
      </Card>
    </>
  );
}
