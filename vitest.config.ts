import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.ts", "apps/*/test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file gets its own database; two workers fit a 2-core machine.
    pool: "forks",
    maxWorkers: 2,
  },
});
