import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/setup-env.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
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
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One browser at a time: the machines have two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
