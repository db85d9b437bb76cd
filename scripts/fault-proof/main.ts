// `npm run fault-proof [scenario…]`, by hand (not part of `npm test`): injects faults into the
// build running as real processes and fails (exit 1) on a lost acknowledged submission, an email
// received twice, a scheduled job run twice for one slot, or a server that does not recover.
// Scenarios (all by default): kill, sigterm, database, disk, jobs (PostgreSQL: DATABASE_URL, a
// fresh database each, dropped after) and kill-embedded, sigterm-embedded (PGlite).
// FAULT_PARALLEL=1 runs them at once. Options: FAULT_TOTAL (600 submissions per scenario),
// FAULT_CONCURRENCY (20), FAULT_WAIT_MINUTES (15), FAULT_RECOVERY_SECONDS (120). See README.
import { execFileSync } from "node:child_process";
import { answerHelp } from "../usage";
import { markdownTable, type ScenarioResult, verdict } from "./checks";
import { databaseOutage } from "./database";
import { fullDisk } from "./disk";
import { embedded } from "./embedded";
import { TOTAL } from "./harness";
import { scheduledJobs } from "./jobs";
import { kill } from "./kill";
import { sigterm } from "./sigterm";

const SCENARIOS: Record<string, () => Promise<ScenarioResult>> = {
  kill,
  sigterm,
  database: databaseOutage,
  disk: fullDisk,
  jobs: scheduledJobs,
  "kill-embedded": () => embedded("SIGKILL"),
  "sigterm-embedded": () => embedded("SIGTERM"),
};

const USAGE = `Usage: npm run fault-proof -- [${Object.keys(SCENARIOS).join("|")}]…

Injects faults into the build running as real processes and fails on a lost acknowledged
submission, an email received twice, a job run twice or a server that does not recover.`;
answerHelp(USAGE);
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in SCENARIOS));
if (unknown.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
const chosen = asked.length > 0 ? asked : Object.keys(SCENARIOS);

// The production build, built first when missing or older than the sources (as `npm start`).
execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });

const started = Date.now();
console.log(`fault-proof: ${chosen.join(", ")}; ${TOTAL} contact-form submissions per load`);
const failedToRun = (name: string, error: unknown): ScenarioResult => ({
  scenario: name,
  acknowledged: [],
  stored: new Map(),
  emails: [],
  emailsPerSubmission: 0,
  jobs: [],
  jobsExpected: [],
  recoveries: [],
  problems: [`the scenario failed to run: ${error instanceof Error ? error.stack : error}`],
  seconds: 0,
  notes: [],
});
const run = (name: string) =>
  (SCENARIOS[name] as () => Promise<ScenarioResult>)().catch((error) => failedToRun(name, error));
const results: ScenarioResult[] = [];
if (process.env.FAULT_PARALLEL === "1") results.push(...(await Promise.all(chosen.map(run))));
else for (const name of chosen) results.push(await run(name));

for (const result of results)
  for (const note of result.notes) console.log(`- ${result.scenario}: ${note}`);
const { ok, failures } = verdict(results);
for (const { scenario, failure } of failures.slice(0, 50))
  console.log(`FAIL ${scenario}: ${failure}`);
if (failures.length > 50) console.log(`… and ${failures.length - 50} more failures`);
console.log(`\n${markdownTable(results)}\n`);
console.log(
  `${ok ? "OK" : "FAILED"}: ${results.length} scenarios in ${Math.round((Date.now() - started) / 1000)} s.`,
);
process.exit(ok ? 0 : 1);
