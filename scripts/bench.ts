// npm run bench: the production server as `npm start` runs it, under load, against the same HTML
// served static, with its memory, on the embedded database and on PostgreSQL; page weights and
// the wall screen's first paint. npm run bench:soak: steady load, memory per minute.
// Options: npm run bench -- --help. Writes bench.md and bench.json (soak.md, soak.json) to --out.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readStartCommand, runSetup } from "./bench/app-server";
import { checkPostgres } from "./bench/database";
import { type LoadRun, runLoad } from "./bench/measure";
import { type BenchOptions, parseOptions, USAGE } from "./bench/options";
import { type BenchContext, benchMarkdown, soakMarkdown } from "./bench/report";
import { runSoak, type SoakRun } from "./bench/soak";

function describeCommit(appDir: string): string {
  try {
    const commit = execFileSync("git", ["log", "-1", "--format=%h %<(60,trunc)%s"], {
      cwd: appDir,
      encoding: "utf8",
    }).trim();
    const changed = execFileSync("git", ["status", "--porcelain"], {
      cwd: appDir,
      encoding: "utf8",
    });
    return `${commit}${changed.trim() ? " (with uncommitted changes)" : ""}`;
  } catch {
    return "(not a git checkout)";
  }
}

async function main(options: BenchOptions) {
  if (options.databases.includes("postgres")) await checkPostgres(options.postgresAdminUrl);
  const command = readStartCommand(options.app);
  runSetup(options.app, command);
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const context = (): BenchContext => ({
    date: startedAt.toISOString(),
    app: options.app,
    commit: describeCommit(options.app),
    startScript: command.script,
    serverCommand: [
      ...Object.entries(command.env).map(([name, value]) => `${name}=${value}`),
      "node",
      ...command.nodeArgs,
    ].join(" "),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: { start: loadAtStart, end: os.loadavg() },
    settings: {
      databases: options.databases,
      duration: options.duration,
      warmup: options.warmup,
      connections: options.connections,
      paths: options.paths,
      listings: options.listings,
      ...(options.soak ? { soakMinutes: options.soakMinutes } : {}),
    },
  });

  const write = <Run>(
    name: string,
    runs: Run[],
    markdownOf: (context: BenchContext, runs: Run[]) => string,
  ) => {
    const finished = context();
    const markdown = markdownOf(finished, runs);
    mkdirSync(options.out, { recursive: true });
    writeFileSync(path.join(options.out, `${name}.md`), markdown);
    writeFileSync(
      path.join(options.out, `${name}.json`),
      `${JSON.stringify({ ...finished, runs }, null, 2)}\n`,
    );
    console.log(`\n${markdown}`);
    console.error(`Written: ${path.join(options.out, `${name}.md`)} and ${name}.json`);
  };

  if (options.soak) {
    const runs: SoakRun[] = [];
    for (const database of options.databases) runs.push(await runSoak(database, options, command));
    write("soak", runs, soakMarkdown);
  } else {
    const runs: LoadRun[] = [];
    for (const [index, database] of options.databases.entries())
      runs.push(await runLoad(database, options, command, index === 0));
    write("bench", runs, benchMarkdown);
  }
}

let options: BenchOptions;
try {
  options = parseOptions(process.argv.slice(2), path.resolve(import.meta.dirname, ".."));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
  process.exit(2);
}
try {
  await main(options);
  // autocannon and the browser can leave handles open.
  process.exit(0);
} catch (error) {
  console.error(`\nThe bench stopped: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
