import ts from "typescript";
import { describe, expect, it } from "vitest";
import { DomainError, isVerb, validationFailed } from "../../src/kernel";

/**
 * Verbs parse their own input (docs/architecture.md, "Add an endpoint"): every function a context
 * exports that takes `{ ctx, input }` is made by kernel `verb(schema, run)`, and refuses input its
 * schema refuses with the REST facade's 400 `validation_failed` before anything of it runs.
 */
const CONTEXTS = [
  "kernel",
  "images",
  "catalogue",
  "accounts",
  "webhooks",
  "encounters",
  "billing",
  "care",
  "developers",
] as const;

const exported = await Promise.all(
  CONTEXTS.map(async (context) => ({
    context,
    entries: Object.entries(
      (await import(`../../src/${context}/index.ts`)) as Record<string, unknown>,
    ).filter((e): e is [string, (...args: never[]) => unknown] => typeof e[1] === "function"),
  })),
);
const functions = exported.flatMap(({ context, entries }) =>
  entries.map(([name, fn]) => ({ context, name, fn })),
);
const verbs = functions.filter((f) => isVerb(f.fn));

/** The names the first parameter destructures, read from the function's own source text. */
function firstParameterNames(fn: (...args: never[]) => unknown): string[] {
  const text = Function.prototype.toString.call(fn);
  if (text.startsWith("class") || text.includes("[native code]")) return [];
  const source = ts.createSourceFile("fn.js", `(${text})`, ts.ScriptTarget.Latest, true);
  let names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node)) {
      const first = node.parameters[0]?.name;
      if (first && ts.isObjectBindingPattern(first)) {
        names = first.elements.map((e) => (e.propertyName ?? e.name).getText(source));
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** A context whose every property read fails the test: the verb must refuse before using it. */
function untouchable(): { ctx: unknown; touched: string[] } {
  const touched: string[] = [];
  const ctx = new Proxy(
    {},
    {
      get(_target, key) {
        touched.push(String(key));
        throw new Error(`ctx.${String(key)} was read before the input was parsed`);
      },
    },
  );
  return { ctx, touched };
}

describe("core verbs parse their own input", () => {
  it("finds the verbs of every context", () => {
    expect(functions.length).toBeGreaterThan(200);
    expect(verbs.length).toBeGreaterThan(60);
    const byContext = new Set(verbs.map((v) => v.context));
    for (const context of CONTEXTS.filter((c) => c !== "kernel")) {
      expect(byContext, context).toContain(context);
    }
  });

  it("makes every exported function that takes { ctx, input } with verb(schema, run)", () => {
    const unchecked = functions
      .filter((f) => !isVerb(f.fn))
      .filter((f) => firstParameterNames(f.fn).includes("input"))
      .map((f) => `${f.context}: ${f.name}`);
    expect(
      unchecked,
      `these take { input } without parsing it; define them with verb(schema, run):\n${unchecked.join("\n")}`,
    ).toEqual([]);
  });

  it("reads the first parameter of a plain function (the check above can fail)", () => {
    async function plain({ ctx, input }: { ctx: unknown; input: unknown }) {
      return [ctx, input];
    }
    expect(firstParameterNames(plain)).toEqual(["ctx", "input"]);
    expect(firstParameterNames((a: number) => a)).toEqual([]);
  });

  it.each(verbs.map((v) => [`${v.context}: ${v.name}`, v.fn] as const))(
    "%s refuses malformed input with 400 validation_failed, before it reads ctx",
    async (_name, fn) => {
      if (!isVerb(fn)) throw new Error("not a verb");
      const { ctx, touched } = untouchable();
      const error = await fn({ ctx, input: Symbol("malformed") } as never).then(
        () => null,
        (e: unknown) => e,
      );
      expect(touched).toEqual([]);
      expect(error).toBeInstanceOf(DomainError);
      const refused = error as DomainError;
      expect([refused.status, refused.code]).toEqual([400, "validation_failed"]);
      expect(refused.message).toMatch(/^Invalid request\. .+\.$/);
      const issues = refused.extra.issues as { path: string; message: string }[];
      expect(issues.length).toBeGreaterThan(0);
      // The very wording the facade gives for the same refusal (apps/api toErrorResponse).
      const parsed = fn.input.safeParse(Symbol("malformed"));
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(refused).toEqual(validationFailed(parsed.error.issues));
    },
  );

  it("runs .parsed without parsing again (what a procedure calls after tRPC parsed)", async () => {
    const { ctx, touched } = untouchable();
    const getEncounter = verbs.find((v) => v.name === "getEncounter")?.fn;
    if (!isVerb(getEncounter)) throw new Error("getEncounter is not a verb");
    // No parse: the malformed input goes straight to the verb's body, which reads ctx first.
    await expect(getEncounter.parsed({ ctx, input: Symbol("malformed") } as never)).rejects.toThrow(
      "was read before the input was parsed",
    );
    expect(touched.length).toBeGreaterThan(0);
  });
});
