import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, beforeEach, type TestContext } from "vitest";
import { launchBrowser } from "./browser";
import { startTestServer, type TestServer } from "./server";

/** Where a failed test leaves what its browser showed: test-results/e2e/<file>/<test>/. */
function artefactFolder(task: TestContext["task"]): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 80);
  return path.resolve(
    "test-results/e2e",
    path.basename(task.file.name).replace(/\.e2e\.ts$/, ""),
    slug(task.name),
  );
}

/** Each traced context, with its trace's start (awaited before the trace is written). */
type Traces = Map<BrowserContext, Promise<unknown>>;

// A context closed before its trace started has nothing to keep.
const startTrace = (context: BrowserContext) =>
  context.tracing.start({ screenshots: true, snapshots: true }).catch(() => undefined);

/**
 * Records a Playwright trace of every context the browser opens. Started when the context is
 * made, so a trace holds the whole test; only with E2E_TRACE=1, as it slows every action.
 */
function traceContexts(browser: Browser): Traces {
  const started: Traces = new Map();
  browser.on("context", (context) => {
    started.set(context, startTrace(context));
    context.on("close", () => started.delete(context));
  });
  return started;
}

/** Writes the context's trace so far, and goes on tracing for a later test that shares it. */
async function keepTrace(traces: Traces, context: BrowserContext, file: string): Promise<void> {
  await traces.get(context);
  await context.tracing.stop({ path: file });
  traces.set(context, startTrace(context));
}

/**
 * Keeps a full-page screenshot of every page still open when a test fails (a test closes its
 * pages only when it gets to its end), and each context's trace when tracing.
 */
async function keepArtefacts(
  browser: Browser,
  traces: Traces | undefined,
  folder: string,
): Promise<void> {
  await mkdir(folder, { recursive: true });
  const kept = browser.contexts().flatMap((context, c) => [
    ...context.pages().map((page, p) =>
      page.screenshot({
        path: path.join(folder, `page-${c + 1}-${p + 1}.png`),
        fullPage: true,
        timeout: 15_000,
      }),
    ),
    ...(traces?.has(context)
      ? [keepTrace(traces, context, path.join(folder, `trace-${c + 1}.zip`))]
      : []),
  ]);
  // What went wrong in the test is its report; a page that cannot be pictured only adds a line.
  for (const result of await Promise.allSettled(kept))
    if (result.status === "rejected") console.warn(`Not kept in ${folder}: ${result.reason}`);
}

/**
 * One server (with its database and SMTP capture) and one Chromium for a test file. A test that
 * fails leaves screenshots (and with E2E_TRACE=1 traces) in test-results/e2e/<file>/<test>/.
 */
export function setupBrowserTests(extraEnv: Record<string, string> = {}): {
  server: TestServer;
  browser: Browser;
} {
  const handles = {} as { server: TestServer; browser: Browser };
  let traces: Traces | undefined;
  beforeAll(async () => {
    [handles.server, handles.browser] = await Promise.all([
      startTestServer(extraEnv),
      launchBrowser(),
    ]);
    if (process.env.E2E_TRACE === "1") traces = traceContexts(handles.browser);
  });
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(() => keepArtefacts(handles.browser, traces, artefactFolder(task)));
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.server?.close();
  });
  return handles;
}
