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
    // Each worker loads the app's modules once for all the files it runs, instead of once per file:
    // that loading was 400 of the suite's 1,240 worker-seconds (some 150 files each import the
    // whole server). Every file still opens its own database and app (createTestApp), tests restore
    // the timers and globals they fake, and the shuffled order (scripts/test-all.mjs) shows a file
    // that leans on another's leftovers.
    isolate: false,
    // Migrating and seeding the demo catalog runs in beforeAll.
    hookTimeout: 120_000,
    testTimeout: 30_000,
    teardownTimeout: 30_000,
  },
});
