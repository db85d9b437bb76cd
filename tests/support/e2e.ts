import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { startTestServer, type TestServer } from "./server";

/** One server (with its database and SMTP capture) and one Chromium for a test file. */
export function setupBrowserTests(extraEnv: Record<string, string> = {}): {
  server: TestServer;
  browser: Browser;
} {
  const handles = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    [handles.server, handles.browser] = await Promise.all([
      startTestServer(extraEnv),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.server?.close();
  });
  return handles;
}
