import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/cli.ts"],
  format: ["esm"],
  // Declarations refer to the published @intake/sdk (built first by `npm run build`), not its
  // source, which the repository's tsconfig maps for development.
  dts: { entry: "src/index.ts", compilerOptions: { paths: {} } },
  clean: true,
  sourcemap: true,
  target: "node20",
});
