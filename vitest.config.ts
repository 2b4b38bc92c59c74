import { defineConfig } from "vitest/config";

// Unit and integration tests. Browser journeys (tests/e2e) belong to Playwright.
export default defineConfig({
  test: {
    environment: "node",
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: [
      "tests/e2e/**",
      "**/node_modules/**",
      "build/**",
      "data/**",
      "bench/**",
      ".react-router/**",
      // Stryker's sandbox copies of the project (npm run test:mutation).
      ".stryker-tmp/**",
      ".stryker-tmp-db/**",
    ],
    // Each integration file opens its own database (PGlite in memory or a fresh PostgreSQL
    // database); forks keep their WebAssembly heaps apart. Two workers fit a 2-core machine.
    pool: "forks",
    maxWorkers: process.env.VITEST_MAX_WORKERS ? Number(process.env.VITEST_MAX_WORKERS) : 2,
    // Migrating and seeding the demo catalog runs in beforeAll.
    hookTimeout: 120_000,
    testTimeout: 30_000,
    teardownTimeout: 30_000,
  },
});
