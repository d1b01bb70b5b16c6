import { existsSync, readdirSync, readFileSync } from "node:fs";
import { initTRPC } from "@trpc/server";
import * as unstableCore from "@trpc/server/unstable-core-do-not-import";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { appRouter } from "../src/routers";
import { compileDirectCall } from "../src/trpc/direct-call";

/**
 * The REST facade reads internals of two dependencies (docs/architecture.md, "Why the direct
 * call"): `apps/api/src/trpc/direct-call.ts` reads a procedure's `_def.middlewares`, tells the
 * input/output middlewares by `_type`, matches the resolver's middleware by its function name
 * `resolveMiddleware` and takes `getParseFn` from `@trpc/server/unstable-core-do-not-import`;
 * `rest-adapter.ts` walks zod 4's `_zod.def` (type, shape, innerType, element, in/out, options)
 * and sets or pins `_zod.def.coerce`. Both packages are pinned exactly; an upgrade that changes
 * any of this fails here, with the place to look at, before it silently falls back to the slow
 * path (a procedure that does not compile is called through tRPC) or coerces JSON bodies.
 */
const root = new URL("../../../", import.meta.url);
const json = (path: string) => JSON.parse(readFileSync(new URL(path, root), "utf8"));
const installed = (name: string) => json(`node_modules/${name}/package.json`).version as string;
/** Every package.json of the workspace that declares the package, and the version it declares. */
const declarations = (name: string) =>
  ["package.json", ...(json("package.json").workspaces as string[]).flatMap(workspaceFiles)]
    .map((file) => {
      const pkg = json(file);
      const version = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name];
      return version ? ([file, version] as const) : null;
    })
    .filter((d): d is readonly [string, string] => d !== null);
function workspaceFiles(pattern: string): string[] {
  if (!pattern.endsWith("/*")) return [`${pattern}/package.json`];
  const dir = pattern.slice(0, -2);
  return readdirSync(new URL(`${dir}/`, root), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(new URL(`${dir}/${e.name}/package.json`, root)))
    .map((e) => `${dir}/${e.name}/package.json`);
}

const UPGRADE =
  "an upgrade changed an internal the REST facade reads: review apps/api/src/trpc/direct-call.ts and rest-adapter.ts (test/dependency-internals.test.ts says what each reads), then re-measure (docs/hardening.md)";

describe("pinned versions", () => {
  it.each(["@trpc/server", "zod", "trpc-to-openapi"])(
    "%s is pinned exactly, to the installed version, wherever it is declared",
    (name) => {
      const found = declarations(name);
      expect(found.length, `no package.json declares ${name}`).toBeGreaterThan(0);
      for (const [file, version] of found) {
        expect(version, `${file}: ${name} must be an exact version`).toMatch(/^\d+\.\d+\.\d+$/);
        expect(installed(name), `installed ${name} differs from ${file}: ${UPGRADE}`).toBe(version);
      }
    },
  );
});

describe("@trpc/server internals read by trpc/direct-call.ts", () => {
  const t = initTRPC.create();
  const procedure = t.procedure
    .use(({ next }) => next())
    .input(z.object({ n: z.number() }))
    .output(z.object({ n: z.number() }))
    .query(({ input }) => input);
  type Def = { middlewares?: { name: string; _type?: string }[]; resolver?: unknown };
  const def = (procedure as unknown as { _def: Def })._def;

  it("a procedure keeps its middlewares in `_def.middlewares`, the resolver in `_def.resolver`", () => {
    expect(Array.isArray(def.middlewares), `_def.middlewares is gone: ${UPGRADE}`).toBe(true);
    expect(typeof def.resolver, `_def.resolver is gone: ${UPGRADE}`).toBe("function");
  });

  it("input and output middlewares are marked by `_type`; the last one is `resolveMiddleware`", () => {
    const middlewares = def.middlewares ?? [];
    expect(
      middlewares.map((m) => m._type ?? null),
      `middleware order or _type changed: ${UPGRADE}`,
    ).toEqual([null, "input", "output", null]);
    expect(
      middlewares[middlewares.length - 1]?.name,
      `the resolver's middleware is no longer named resolveMiddleware: ${UPGRADE}`,
    ).toBe("resolveMiddleware");
  });

  it("`getParseFn` is exported by @trpc/server/unstable-core-do-not-import and parses zod", () => {
    const getParseFn = (unstableCore as { getParseFn?: unknown }).getParseFn;
    expect(typeof getParseFn, `getParseFn is gone: ${UPGRADE}`).toBe("function");
    const parse = (getParseFn as (schema: unknown) => (value: unknown) => unknown)(
      z.object({ n: z.number() }),
    );
    expect(parse({ n: 1 })).toEqual({ n: 1 });
    expect(() => parse({ n: "1" })).toThrow();
  });

  it("every procedure of the app compiles to a direct call (none falls back to tRPC's runner)", () => {
    const procedures = appRouter._def.procedures as Record<string, unknown>;
    const slow = Object.keys(procedures).filter((p) => !compileDirectCall(procedures[p]));
    expect(slow, `these procedures no longer compile to a direct call: ${UPGRADE}`).toEqual([]);
  });
});

describe("zod internals read by trpc/rest-adapter.ts", () => {
  type Def = Record<string, unknown> & { type?: string; coerce?: boolean };
  const defOf = (schema: unknown) => (schema as { _zod?: { def?: Def } })._zod?.def;

  it("a schema's definition is `_zod.def` with the fields the adapter walks", () => {
    const object = z.object({ a: z.number().optional(), b: z.array(z.string()) });
    const def = defOf(object);
    expect(def?.type, `_zod.def.type changed: ${UPGRADE}`).toBe("object");
    const shape = def?.shape as Record<string, unknown>;
    expect(defOf(shape.a)?.type).toBe("optional");
    expect(defOf(defOf(shape.a)?.innerType)?.type, `innerType changed: ${UPGRADE}`).toBe("number");
    expect(defOf(defOf(shape.b)?.element)?.type, `element changed: ${UPGRADE}`).toBe("string");
    const pipe = defOf(z.string().pipe(z.string()));
    expect([pipe?.type, defOf(pipe?.in)?.type, defOf(pipe?.out)?.type]).toEqual([
      "pipe",
      "string",
      "string",
    ]);
    const union = defOf(z.union([z.string(), z.number()]));
    expect(((union?.options ?? []) as unknown[]).map((o) => defOf(o)?.type)).toEqual([
      "string",
      "number",
    ]);
  });

  it("`_zod.def.coerce` is read at parse time: set, it coerces; pinned off, it does not", () => {
    const query = z.object({ n: z.number(), b: z.boolean() });
    const shape = defOf(query)?.shape as Record<string, unknown>;
    expect(defOf(z.coerce.number())?.coerce, `z.coerce no longer sets def.coerce: ${UPGRADE}`).toBe(
      true,
    );
    for (const field of Object.values(shape)) (defOf(field) as Def).coerce = true;
    expect(
      query.parse({ n: "5", b: "" }),
      `setting def.coerce no longer coerces: ${UPGRADE}`,
    ).toEqual({ n: 5, b: false });
    const body = z.coerce.number();
    Object.defineProperty(defOf(body), "coerce", { get: () => false, set: () => {} });
    expect(
      body.safeParse("5").success,
      `pinning def.coerce off no longer stops coercion: ${UPGRADE}`,
    ).toBe(false);
  });
});
