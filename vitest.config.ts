import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // Tests use the SDK's and the MCP server's source; the published packages are tsup builds.
    alias: {
      "@intake/sdk": fileURLToPath(new URL("./packages/sdk/src/index.ts", import.meta.url)),
      "@intake/mcp": fileURLToPath(new URL("./packages/mcp/src/index.ts", import.meta.url)),
    },
  },
  test: {
    globalSetup: ["./vitest.global-setup.ts"],
    include: ["packages/*/test/**/*.test.ts", "apps/*/test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file gets its own database (a copy of the run's migrated template); two workers
    // fit a 2-core machine. Files share a worker's module cache (no per-file re-import of the
    // app: that was over half of the suite's CPU time); no test changes global state.
    pool: "forks",
    maxWorkers: 2,
    isolate: false,
  },
});
