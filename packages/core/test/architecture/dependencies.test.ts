import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The dependency rule of packages/core (docs/architecture.md, "Contexts and their dependencies"),
 * checked on the import graph the TypeScript parser reads from src. Type-only imports vanish at
 * runtime and are exempt (the ports gathered in kernel/context.ts name types of the contexts that
 * implement them); every runtime import is an edge.
 */
const ALLOWED = {
  kernel: [],
  images: ["kernel"],
  catalogue: ["kernel"],
  accounts: ["kernel", "images", "catalogue"],
  webhooks: ["kernel"],
  encounters: ["kernel", "images", "catalogue", "accounts"],
  billing: ["kernel", "catalogue", "accounts", "encounters"],
  care: ["kernel", "images", "catalogue", "accounts", "webhooks", "encounters"],
  developers: [
    "kernel",
    "images",
    "catalogue",
    "accounts",
    "webhooks",
    "encounters",
    "billing",
    "care",
  ],
} as const satisfies Record<string, readonly string[]>;
type Context = keyof typeof ALLOWED;

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../../src");

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return null;
}

/** Whether an import or export declaration brings nothing at runtime. */
function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false; // a side-effect import
    if (clause.isTypeOnly) return true;
    if (clause.name) return false;
    const bindings = clause.namedBindings;
    return (
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((e) => e.isTypeOnly)
    );
  }
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((e) => e.isTypeOnly)
  );
}

function importGraph(): { files: string[]; edges: Edge[]; unresolved: string[] } {
  const files = sourceFiles(SRC).map((f) => relative(SRC, f));
  const edges: Edge[] = [];
  const unresolved: string[] = [];
  for (const file of files) {
    const path = join(SRC, file);
    const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        node.moduleSpecifier.text.startsWith(".")
      ) {
        const target = resolveImport(path, node.moduleSpecifier.text);
        if (!target) unresolved.push(`${file}: ${node.moduleSpecifier.text}`);
        else edges.push({ from: file, to: relative(SRC, target), typeOnly: isTypeOnly(node) });
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0]) &&
        node.arguments[0].text.startsWith(".")
      ) {
        const target = resolveImport(path, node.arguments[0].text);
        if (target) edges.push({ from: file, to: relative(SRC, target), typeOnly: false });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { files, edges, unresolved };
}

const contextOf = (file: string): string =>
  file.includes("/") ? (file.split("/")[0] as string) : file;

/** Strongly connected components with more than one member (Tarjan). */
function cycles(nodes: string[], edges: [string, string][]): string[][] {
  const next = new Map<string, string[]>(nodes.map((n) => [n, []]));
  for (const [a, b] of edges) next.get(a)?.push(b);
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const strong = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of next.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v) as number, idx.get(w) as number));
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const n of nodes) if (!idx.has(n)) strong(n);
  return found;
}

const graph = importGraph();
const runtime = graph.edges.filter((e) => !e.typeOnly);

describe("packages/core dependency rule", () => {
  it("reads the whole tree", () => {
    expect(graph.unresolved).toEqual([]);
    expect(graph.files.length).toBeGreaterThan(100);
    expect(runtime.length).toBeGreaterThan(300);
  });

  it("puts every file of src in a context (no barrel at the top)", () => {
    const outside = graph.files.filter((f) => !(contextOf(f) in ALLOWED));
    expect(outside).toEqual([]);
  });

  it("has no import cycle between modules", () => {
    const found = cycles(
      graph.files,
      runtime.map((e) => [e.from, e.to]),
    );
    expect(found, `cycles:\n${found.map((c) => c.join(" -> ")).join("\n")}`).toEqual([]);
  });

  it("has no import cycle between folders (inside a context too)", () => {
    const folderOf = (file: string) => file.split("/").slice(0, -1).join("/");
    const found = cycles(
      [...new Set(graph.files.map(folderOf))],
      runtime
        .filter((e) => folderOf(e.from) !== folderOf(e.to))
        // A barrel re-exporting its own subfolders contains them; it does not depend on them.
        .filter((e) => !(e.from.endsWith("/index.ts") && e.to.startsWith(`${folderOf(e.from)}/`)))
        .map((e) => [folderOf(e.from), folderOf(e.to)]),
    );
    expect(found, `cycles:\n${found.map((c) => c.join(" -> ")).join("\n")}`).toEqual([]);
  });

  it("lets a context import only the contexts the rule allows", () => {
    const forbidden = runtime
      .filter((e) => {
        const from = contextOf(e.from) as Context;
        const to = contextOf(e.to);
        return from !== to && !(ALLOWED[from] as readonly string[]).includes(to);
      })
      .map((e) => `${e.from} -> ${e.to}`);
    expect(forbidden, `forbidden edges:\n${forbidden.join("\n")}`).toEqual([]);
  });

  it("keeps the rule itself acyclic, so no cycle between contexts is possible", () => {
    const contexts = Object.keys(ALLOWED);
    const ruleEdges = Object.entries(ALLOWED).flatMap(([from, tos]) =>
      tos.map((to) => [from, to] as [string, string]),
    );
    expect(cycles(contexts, ruleEdges)).toEqual([]);
    const used = new Set(
      runtime
        .filter((e) => contextOf(e.from) !== contextOf(e.to))
        .map((e) => `${contextOf(e.from)} -> ${contextOf(e.to)}`),
    );
    // Every allowance is used: a rule that allows more than the code needs is no rule.
    expect(ruleEdges.map(([a, b]) => `${a} -> ${b}`).filter((e) => !used.has(e))).toEqual([]);
  });
});

const ROOT = resolve(SRC, "../../..");
const API = join(ROOT, "apps/api");

/** Every module specifier naming `@intake/core` (or below it) in a file: imports, exports, `import()`. */
function coreSpecifiers(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const spec =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier
        ? node.moduleSpecifier
        : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword
          ? node.arguments[0]
          : undefined;
    if (spec && ts.isStringLiteral(spec) && /^@intake\/core(\/|$)/.test(spec.text))
      found.push(spec.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("packages/core entries", () => {
  const manifest = JSON.parse(readFileSync(join(SRC, "../package.json"), "utf8")) as {
    exports: Record<string, string>;
    main?: string;
  };

  it("has one entry per context and no barrel", () => {
    expect(manifest.main).toBeUndefined();
    expect(manifest.exports).toEqual(
      Object.fromEntries(Object.keys(ALLOWED).map((c) => [`./${c}`, `./src/${c}/index.ts`])),
    );
  });

  it("is imported by apps/api (src, test, bench, scripts) through context entries only", () => {
    const entries = new Set(Object.keys(ALLOWED).map((c) => `@intake/core/${c}`));
    const files = ["src", "test", "bench", "scripts"].flatMap((dir) => sourceFiles(join(API, dir)));
    expect(files.length).toBeGreaterThan(200);
    const users = files.filter((f) => coreSpecifiers(f).length > 0);
    expect(users.length).toBeGreaterThan(100);
    const wrong = files.flatMap((f) =>
      coreSpecifiers(f)
        .filter((spec) => !entries.has(spec))
        .map((spec) => `${relative(ROOT, f)}: "${spec}"`),
    );
    expect(wrong, `import @intake/core/<context> instead:\n${wrong.join("\n")}`).toEqual([]);
  });
});
