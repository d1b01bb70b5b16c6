import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // Tests use the SDK's source; the published package is the tsup build.
    alias: {
      "@intake/sdk": fileURLToPath(new URL("./packages/sdk/src/index.ts", import.meta.url)),
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
