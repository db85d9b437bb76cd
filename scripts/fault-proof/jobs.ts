// jobs: the scheduled jobs across two web servers on one PostgreSQL database, started at the same
// moment: the daily backup (BACKUP_TIME set to a minute ahead) must write one archive for the day
// between them, and the summer opening notices (due at start) one email per address.
import { readdirSync } from "node:fs";
import path from "node:path";
import { formatInstant } from "#app/lib/time/format";
import { localDate } from "#app/lib/time/london";
import type { JobRun, ScenarioResult } from "./checks";
import { log, outboxEmptied, secondsSince, until, WebServer, withPostgresSite } from "./harness";

const NAME = "scheduled jobs (PostgreSQL)";
const NOTICES = 40;
/** The backup's minute is at least this far ahead: time for two servers to start. */
const LEAD_MS = 150_000;

export function scheduledJobs(): Promise<ScenarioResult> {
  const due = Math.ceil((Date.now() + LEAD_MS) / 60_000) * 60_000;
  const env = { BACKUP_TIME: formatInstant(due, "time") };
  return withPostgresSite("jobs", { servers: 1, env }, async (site) => {
    const started = Date.now();
    const { client } = site.database;
    // The first server migrated and seeded (the demo summer season); now people wait for it.
    await site.servers[0]?.stop("SIGTERM");
    const run = Date.now().toString(36);
    const addresses = Array.from({ length: NOTICES }, (_, n) => `notice-${run}-${n}@example.org`);
    const { rows } = await client.query<{ id: number }>(
      `update summer_seasons set status = 'open', registration_opens_at = now() - interval '1 minute'
        where demo returning id`,
    );
    const season = rows[0]?.id;
    if (season === undefined) throw new Error("no demo summer season was seeded");
    await client.query(
      `insert into summer_opening_notices (season_id, email) select $1, unnest($2::text[])`,
      [season, addresses],
    );
    const pair = await Promise.all(
      ["jobs-a", "jobs-b"].map((name) => WebServer.start(name, site.env)),
    );
    site.servers.push(...pair);
    log(NAME, `two servers up; the daily backup is due at ${env.BACKUP_TIME} London time`);

    const dayKey = localDate(due);
    // Both timers fire at `due`; the one that lost the day's claim gives up at once.
    await until(
      async () =>
        Date.now() > due + 30_000 &&
        (
          await client.query(
            `select 1 from backup_runs where day_key = $1 and finished_at is not null`,
            [dayKey],
          )
        ).rowCount === 1,
      due + 5 * 60_000,
      1000,
    );
    const notEmpty = await outboxEmptied(client);
    const archives = pair.flatMap((server) => archivesIn(path.join(server.dataDir, "backups")));
    const { rows: claims } = await client.query<{ day_key: string }>(
      `select day_key from backup_runs where trigger = 'daily'`,
    );
    const jobs: JobRun[] = [
      ...archives.map(() => ({ job: "daily backup (archive)", slot: dayKey })),
      ...claims.map((claim) => ({ job: "daily backup (claim)", slot: claim.day_key })),
      ...site.smtp.messages
        .filter((email) => email.to.some((to) => addresses.includes(to)))
        .map((email) => ({ job: "opening notice", slot: email.to.join(", ") })),
    ];
    return {
      scenario: NAME,
      acknowledged: [],
      stored: new Map(),
      emails: site.smtp.messages,
      emailsPerSubmission: 0,
      otherEmailsExpected: NOTICES,
      jobs,
      jobsExpected: ["daily backup (archive)", "daily backup (claim)", "opening notice"],
      recoveries: [],
      problems: pair.filter((s) => !s.alive).map((s) => `${s.name} exited`),
      seconds: secondsSince(started),
      notes: [
        `daily backup at ${env.BACKUP_TIME}: ${archives.length} archive(s) ${archives.join(", ")}`,
        ...(notEmpty ? [notEmpty] : []),
      ],
    };
  });
}

function archivesIn(folder: string): string[] {
  try {
    return readdirSync(folder).filter((name) => !name.endsWith(".partial"));
  } catch {
    return [];
  }
}
