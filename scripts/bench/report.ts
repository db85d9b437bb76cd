import type { LoadRun } from "./measure";
import { describePath } from "./options";
import { DATABASE_LABEL } from "./prepare";
import { FLAT_WITHIN, type SoakRun } from "./soak";
import { JS_BUDGET_KB } from "./weights";

/** Where and how the figures were taken, written at the top of both reports. */
export interface BenchContext {
  date: string;
  app: string;
  commit: string;
  startScript: string;
  serverCommand: string;
  node: string;
  cpus: number;
  loadAverage: { start: number[]; end: number[] };
  settings: Record<string, unknown>;
}

/** The targets (decision 0220), judged on what this run measured. */
const TARGET = {
  ratio: 0.5,
  p99Ms: 50,
  atConnections: 50,
  postgres: { idleMb: 150, peakMb: 250 },
  pglite: { peakMb: 400 },
};

interface TargetCheck {
  target: string;
  database: string;
  measured: string;
  met: boolean;
}

const number = (value: number) =>
  Number.isFinite(value) ? (Number.isInteger(value) ? String(value) : value.toFixed(1)) : "–";

const ratioText = (ratio: number) => (Number.isFinite(ratio) ? ratio.toFixed(3) : "–");

function table(headers: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) =>
    `| ${cells.map((cell) => (typeof cell === "number" ? number(cell) : cell)).join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}

function loadChecks(run: LoadRun): TargetCheck[] {
  const database = DATABASE_LABEL[run.database];
  const checks: TargetCheck[] = [];
  for (const figures of run.paths) {
    if (figures.signedIn || figures.connections !== TARGET.atConnections) continue;
    checks.push(
      {
        target: `${figures.path}: ≥ ${TARGET.ratio} × static req/s at ${TARGET.atConnections} connections`,
        database,
        measured: `${ratioText(figures.ratio)} ×`,
        met: figures.ratio >= TARGET.ratio,
      },
      {
        target: `${figures.path}: p99 ≤ ${TARGET.p99Ms} ms at ${TARGET.atConnections} connections`,
        database,
        measured: `${number(figures.ours.p99Ms)} ms`,
        met: figures.ours.p99Ms <= TARGET.p99Ms,
      },
    );
  }
  if (run.database === "postgres") {
    const { idleMb, peakMb } = TARGET.postgres;
    checks.push(
      {
        target: `RSS idle ≤ ${idleMb} MB`,
        database,
        measured: `${run.rss.idleMb} MB`,
        met: run.rss.idleMb <= idleMb,
      },
      {
        target: `RSS peak under the bench ≤ ${peakMb} MB`,
        database,
        measured: `${run.rss.peakMb} MB`,
        met: run.rss.peakMb <= peakMb,
      },
    );
  } else {
    checks.push({
      target: `RSS peak under the bench ≤ ${TARGET.pglite.peakMb} MB`,
      database,
      measured: `${run.rss.peakMb} MB`,
      met: run.rss.peakMb <= TARGET.pglite.peakMb,
    });
  }
  if (run.weights) {
    for (const [kind, budget] of Object.entries(JS_BUDGET_KB)) {
      const routes = run.weights.filter((weight) => weight.budgetKb === budget);
      const over = routes.filter((weight) => weight.overBudget);
      const heaviest = Math.max(...routes.map((weight) => weight.jsGzipKb));
      checks.push({
        target:
          kind === "wallScreen"
            ? `/display and /tv ≤ ${budget} KB JavaScript (gzip)`
            : `every other public page ≤ ${budget} KB JavaScript (gzip)`,
        database: "–",
        measured: over.length
          ? `over: ${over.map((weight) => `${weight.route} ${weight.jsGzipKb} KB`).join(", ")}`
          : `largest ${heaviest} KB`,
        met: over.length === 0,
      });
    }
  }
  return checks;
}

function checksTable(checks: TargetCheck[]): string {
  return table(
    ["target", "database", "measured", "met"],
    checks.map((check) => [
      check.target,
      check.database,
      check.measured,
      check.met ? "yes" : "**NO**",
    ]),
  );
}

function contextLines(context: BenchContext): string[] {
  return [
    `- app: \`${context.app}\` at ${context.commit}`,
    `- server: \`${context.serverCommand}\` (from the start script \`${context.startScript}\`), LOG_LEVEL=silent, OUTBOX_WORKER=off, fresh DATA_DIR`,
    `- machine: ${context.cpus} CPUs, Node ${context.node}, load average ${context.loadAverage.start.map(number).join("/")} at the start, ${context.loadAverage.end.map(number).join("/")} at the end`,
  ];
}

function loadSection(run: LoadRun): string {
  const rows = run.paths.map((figures) => [
    describePath(figures),
    figures.connections,
    figures.status,
    Math.round(figures.htmlBytes / 102.4) / 10,
    figures.ours.requestsPerSecond,
    figures.ours.p50Ms,
    figures.ours.p99Ms,
    figures.ours.non2xx + figures.ours.errors,
    figures.static.requestsPerSecond,
    figures.static.p99Ms,
    ratioText(figures.ratio),
    figures.rssPeakMb,
  ]);
  return [
    `## ${DATABASE_LABEL[run.database]}: ${run.listings} approved directory listings`,
    "",
    table(
      [
        "path",
        "connections",
        "status",
        "HTML KB",
        "req/s",
        "p50 ms",
        "p99 ms",
        "non-2xx + errors",
        "static req/s",
        "static p99 ms",
        "ratio",
        "RSS peak MB",
      ],
      rows,
    ),
    "",
    `Server RSS: idle ${run.rss.idleMb} MB, peak ${run.rss.peakMb} MB, after ${run.rss.afterMb} MB.`,
  ].join("\n");
}

function weightSection(run: LoadRun): string {
  if (!run.weights) return "";
  const rows = run.weights.map((weight) => [
    weight.route,
    weight.status,
    weight.htmlKb,
    weight.htmlGzipKb,
    weight.jsGzipKb,
    weight.budgetKb,
    weight.overBudget ? "**over**" : "",
  ]);
  const paint = run.displayPaint;
  return [
    `## Page weight (anonymous, from the ${DATABASE_LABEL[run.database]} run)`,
    "",
    table(["route", "status", "HTML KB", "HTML gzip KB", "JS gzip KB", "budget KB", ""], rows),
    "",
    paint
      ? `/display first contentful paint (Chromium, 1920×1080, ${paint.loads} loads): median ${paint.medianMs} ms, max ${paint.maxMs} ms.`
      : "",
  ].join("\n");
}

export function benchMarkdown(context: BenchContext, runs: LoadRun[]): string {
  const settings = context.settings as { duration: number; warmup: number };
  return [
    `# npm run bench, ${context.date}`,
    "",
    ...contextLines(context),
    `- load: autocannon, ${settings.duration} s per run after ${settings.warmup} s of warm-up, pipelining 1, no Accept-Encoding (so no compression) and no User-Agent (so rendered as for a browser, streamed); "static" is the same HTML, fetched once after the run, from a bare node:http server in its own process, loaded the same way; ratio = req/s ÷ static req/s`,
    "- RSS: VmRSS of the server process every 200 ms; idle = median over 3 s after start and sign-in, before any load; peak = highest from start to the end of the load; after = median over 2 s, 3 s after the last load",
    "",
    ...runs.flatMap((run) => [loadSection(run), ""]),
    ...runs.flatMap((run) => (run.weights ? [weightSection(run), ""] : [])),
    "## Targets",
    "",
    checksTable(runs.flatMap(loadChecks)),
    "",
  ].join("\n");
}

export function soakMarkdown(context: BenchContext, runs: SoakRun[]): string {
  return [
    `# npm run bench -- --soak, ${context.date}`,
    "",
    ...contextLines(context),
    "- load: autocannon, 10 connections, each going round the measured paths in turn (signed-in ones with the session cookie); RSS: VmRSS of the server every 200 ms",
    "",
    ...runs.flatMap((run) => [
      `## ${DATABASE_LABEL[run.database]}: ${run.minutes} min, ${run.requestsPerSecond} req/s, ${run.requests} requests, ${run.non2xx} non-2xx, ${run.errors} errors`,
      "",
      table(
        ["minute", "RSS min MB", "RSS median MB", "RSS max MB", "median against minute 1"],
        run.perMinute.map((minute) => [
          minute.minute,
          minute.minMb,
          minute.medianMb,
          minute.maxMb,
          `${minute.changePct > 0 ? "+" : ""}${number(minute.changePct)} %`,
        ]),
      ),
      "",
      `Idle before ${run.idleMb} MB, after ${run.afterMb} MB. Flat (every minute's median within ±${FLAT_WITHIN * 100} % of minute 1's): ${run.flat ? "yes" : "**NO**"}.`,
      "",
    ]),
  ].join("\n");
}
