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
    include: ["packages/*/test/**/*.test.ts", "apps/*/test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file gets its own database; two workers fit a 2-core machine.
    pool: "forks",
    maxWorkers: 2,
  },
});
