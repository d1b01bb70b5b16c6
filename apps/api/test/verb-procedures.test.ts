import { readdirSync, readFileSync } from "node:fs";
import * as accounts from "@intake/core/accounts";
import * as billing from "@intake/core/billing";
import * as care from "@intake/core/care";
import * as catalogue from "@intake/core/catalogue";
import * as developers from "@intake/core/developers";
import * as encounters from "@intake/core/encounters";
import * as images from "@intake/core/images";
import { isVerb, requestContext } from "@intake/core/kernel";
import * as webhooks from "@intake/core/webhooks";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { toErrorResponse } from "../src/http/errors";
import { appRouter } from "../src/routers";
import { COMPLETE, letter } from "./encounters/seed";
import { createTestApp, type TestApp } from "./harness";

/**
 * Verbs parse their own input, and each schema is defined once (docs/architecture.md, "Add an
 * endpoint", step 2): a procedure's `.input()` is its verb's schema (`verb.input`), and it calls
 * `verb.parsed`, because tRPC (or the facade's direct call) parsed the input already; a page or
 * the CLI calls the verb itself and gets the same 400 the facade gives.
 */
const ROUTERS = new URL("../src/routers/", import.meta.url);
const files = readdirSync(ROUTERS, { recursive: true, encoding: "utf8" }).filter(
  (f) => f.endsWith(".ts") && f !== "index.ts",
);
/** A procedure without input: nothing for a verb to parse. */
const EMPTY = new Set(["z.void()", "z.object({})", "z.object({}).optional()"]);

interface Chain {
  file: string;
  name: string;
  input: string | null;
  calls: string[];
}

/** Each exported procedure's `.input(...)` argument and the calls its resolver makes. */
function procedureChains(file: string): Chain[] {
  const path = new URL(file, ROUTERS);
  const source = ts.createSourceFile(
    file,
    readFileSync(path, "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const chains: Chain[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (!decl.initializer) continue;
      const chain: Chain = { file, name: decl.name.getText(source), input: null, calls: [] };
      let resolver: ts.Node | null = null;
      const visit = (node: ts.Node): void => {
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
          const method = node.expression.name.text;
          if (method === "input") chain.input = node.arguments[0]?.getText(source) ?? null;
          if (method === "mutation" || method === "query") resolver = node.arguments[0] ?? null;
        }
        ts.forEachChild(node, visit);
      };
      visit(decl.initializer);
      if (!resolver) continue;
      const collect = (node: ts.Node): void => {
        if (ts.isCallExpression(node)) chain.calls.push(node.expression.getText(source));
        ts.forEachChild(node, collect);
      };
      collect(resolver);
      chains.push(chain);
    }
  }
  return chains;
}

const chains = files.flatMap(procedureChains);

const verbSchemas = new Set(
  [accounts, billing, care, catalogue, developers, encounters, images, webhooks]
    .flatMap((m) => Object.values(m as Record<string, unknown>))
    .filter(isVerb)
    .map((v) => v.input),
);

describe("procedures and their verbs", () => {
  it("reads every procedure of src/routers", () => {
    expect(chains.length).toBe(Object.keys(appRouter._def.procedures).length);
  });

  it("each takes its verb's schema (.input(verb.input)) and calls verb.parsed (one parse)", () => {
    const wrong: string[] = [];
    for (const c of chains) {
      if (c.input === null || EMPTY.has(c.input)) continue;
      const verb = /^(\w+)\.input$/.exec(c.input)?.[1];
      if (!verb) {
        wrong.push(`${c.file} ${c.name}: .input(${c.input}) is not a verb's schema`);
        continue;
      }
      if (!c.calls.includes(`${verb}.parsed`))
        wrong.push(`${c.file} ${c.name}: takes ${verb}.input but does not call ${verb}.parsed`);
      if (c.calls.includes(verb))
        wrong.push(`${c.file} ${c.name}: calls ${verb}(…), which parses the input a second time`);
    }
    expect(wrong, wrong.join("\n")).toEqual([]);
  });

  it("each procedure's input schema is a verb's own object (defined once, in core)", () => {
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { inputs: unknown[] } }>,
    );
    const foreign = procedures
      .filter(([, p]) => {
        type Def = { type?: string; shape?: object; innerType?: { _zod?: { def?: Def } } };
        const schema = p._def.inputs[0] as { _zod?: { def?: Def } };
        if (!schema) return false;
        let def = schema._zod?.def;
        if (def?.type === "optional") def = def.innerType?._zod?.def;
        const empty =
          def?.type === "void" ||
          (def?.type === "object" && Object.keys(def.shape ?? {}).length === 0);
        return !empty && !verbSchemas.has(schema as never);
      })
      .map(([path]) => path);
    expect(foreign).toEqual([]);
    expect(verbSchemas.size).toBeGreaterThan(40);
  });
});

describe("a verb's own refusal is the facade's answer", () => {
  let t: TestApp;
  let account: Awaited<ReturnType<TestApp["createAccount"]>>;
  beforeAll(async () => {
    t = await createTestApp();
    account = await t.createAccount();
  });
  afterAll(() => t?.close());

  const ctx = () =>
    requestContext(t.services, {
      caller: { kind: "session", userId: account.id },
      requestId: "test",
      clientAddress: "127.0.0.1",
    });

  it.each([
    {
      body: { relationship: "self", firstName: 5 },
      call: (input: unknown) => accounts.createPatient({ ctx: ctx(), input: input as never }),
    },
    {
      body: {},
      call: (input: unknown) => accounts.createPatient({ ctx: ctx(), input: input as never }),
    },
  ])("POST /api/v1/patients %j: same status and body", async ({ body, call }) => {
    const answer = await t.post("/api/v1/patients", body, {
      headers: { authorization: `Bearer ${account.session}` },
    });
    const refused = await call(body).then(
      () => null,
      (e: unknown) => e,
    );
    const mapped = toErrorResponse(refused, "test");
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("validation_failed");
    expect({ status: mapped.status, body: mapped.body }).toEqual({
      status: answer.status,
      body: answer.body,
    });
  });

  it("PATCH /api/v1/patients/{id}: the path id and the body, as the verb sees them", async () => {
    const body = { sex: 12 };
    const answer = await t.patch("/api/v1/patients/some-id", body, {
      headers: { authorization: `Bearer ${account.session}` },
    });
    const refused = await accounts
      .updatePatient({ ctx: ctx(), input: { id: "some-id", ...body } as never })
      .then(
        () => null,
        (e: unknown) => e,
      );
    const mapped = toErrorResponse(refused, "test");
    expect(answer.status).toBe(400);
    expect(mapped.body).toEqual(answer.body);
  });

  it("the agent query parses its body once: the facade's .input(), not the verb again", async () => {
    const parse = vi.spyOn(encounters.submitLetter.input, "safeParse");
    try {
      const answer = await t.post("/api/v1/agent/query", { query: letter(COMPLETE) });
      expect(answer.status).toBe(200);
      expect(parse).not.toHaveBeenCalled();
      // The same verb called by anything but a procedure parses (once).
      await encounters.submitLetter({
        ctx: requestContext(t.services, {
          caller: { kind: "anonymous" },
          requestId: "test",
          clientAddress: "127.0.0.2",
        }),
        input: { query: letter(COMPLETE) },
      });
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });
});
