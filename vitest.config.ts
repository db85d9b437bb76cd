import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Both projects share one pool, at least two files at a time. A browser test file has its
    // own server, database, mail capture and browser, and waits on pages and emails for two
    // thirds of its time, so two of them share two cores well (measured: all browser files in
    // 1,640 s on a machine loaded ~15, where one at a time took 1,747 s on a quiet one).
    maxWorkers: Math.max(2, availableParallelism()),
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/setup-env.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/architecture/**/*.test.ts",
            "tests/*.test.ts",
          ],
          // Budgets, not expectations: tests wait for events. On a quiet machine the slowest test
          // here takes about 5 s (the admin CLI test, 32 s, has its own 180 s), so these hold on
          // a machine busy with other work.
          testTimeout: 60_000,
          hookTimeout: 90_000,
          expect: { poll: { timeout: 20_000 } },
        },
      },
      {
        extends: true,
        // Test code that renders JSX (emails) must use the production JSX runtime too.
        oxc: { jsx: { development: false } },
        test: {
          name: "e2e",
          // The production server build runs in the test process; React must load its production build.
          env: { NODE_ENV: "production" },
          include: ["tests/e2e/**/*.e2e.ts"],
          // Budgets for a busy machine: the slowest journey takes about 50 s on a quiet one, more
          // than three times under this. Every wait inside is for an event (a response, an
          // element, an email).
          testTimeout: 180_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
