import { readFile } from "node:fs/promises";
import { dirname, relative, resolve } from "node:path";
import type { Plugin } from "esbuild";
import { defineConfig } from "tsup";

const outDir = resolve(import.meta.dirname, "dist");

/**
 * Our workspace packages read data files next to their sources (`new URL("../articles",
 * import.meta.url)`). In the bundle `import.meta.url` is dist/main.js, so each such use is
 * rewritten to the source file's own URL, relative to the bundle: the bundle runs from the
 * repository (or an image with the same layout) without tsx.
 */
const sourceRelativeImportMeta: Plugin = {
  name: "source-relative-import-meta",
  setup(build) {
    build.onLoad({ filter: /[\\/]packages[\\/].*\.tsx?$/ }, async (args) => {
      const text = await readFile(args.path, "utf8");
      if (!text.includes("import.meta.url")) return undefined;
      const fromBundle = relative(outDir, args.path).split("\\").join("/");
      return {
        contents: text.replaceAll(
          "import.meta.url",
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
        resolveDir: dirname(args.path),
      };
    });
  },
};

/**
 * The production server: src/main.ts (and `migrate.js`, src/migrate.ts) with our workspace packages (TypeScript sources) bundled
 * in, every npm dependency left external (PGlite loads its WebAssembly from node_modules).
 */
export default defineConfig({
  entry: { main: "src/main.ts", migrate: "src/migrate.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@intake\//],
  external: [/^(?!@intake\/)[^./]/],
  esbuildPlugins: [sourceRelativeImportMeta],
  esbuildOptions(options) {
    options.jsx = "automatic";
    options.jsxImportSource = "hono/jsx";
  },
});
