// database: PostgreSQL ends every connection of the site's database (pg_terminate_backend) again
// and again while the contact form is posted to two servers and the worker sends the emails. The
// servers and the worker must stay up: a request that loses its connection answers 503.
import type { ScenarioResult } from "./checks";
import { log, outboxEmptied, readyAgain, storedContacts, withPostgresSite } from "./harness";
import { contactResult, roundRobin, runLoad, submissions } from "./load";

const NAME = "database outage (PostgreSQL)";
const EVERY_MS = 1500;

export function databaseOutage(): Promise<ScenarioResult> {
  return withPostgresSite("database", {}, async (site) => {
    const all = submissions("database");
    const started = Date.now();
    const { client } = site.database;
    let loading = true;
    let terminated = 0;
    let rounds = 0;
    const terminating = (async () => {
      while (loading) {
        const { rows } = await client.query<{ ended: number }>(
          `select count(*) filter (where pg_terminate_backend(pid))::int as ended
             from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        );
        terminated += rows[0]?.ended ?? 0;
        rounds++;
        await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
      }
    })();
    await runLoad(
      all,
      roundRobin(() => site.servers),
    );
    loading = false;
    await terminating;
    log(NAME, `${terminated} connections terminated in ${rounds} rounds`);
    const problems = [
      ...site.servers
        .filter((s) => !s.alive)
        .map((s) => `${s.name} exited (${s.process.child.exitCode})`),
      ...(site.worker?.alive ? [] : [`the worker exited:\n${site.worker?.lastOutput}`]),
    ];
    const recovery = await readyAgain("terminated connections", site.servers);
    const notEmpty = site.worker?.alive
      ? await outboxEmptied(client)
      : "no worker to send the emails";
    const refused = all.filter((s) => s.detail === "HTTP 503").length;
    return contactResult(NAME, all, await storedContacts(client), site.smtp, started, {
      recoveries: [recovery],
      problems,
      notes: [
        `${terminated} connections terminated (every ${EVERY_MS / 1000} s, ${rounds} times); ${refused} answered 503`,
        ...(notEmpty ? [notEmpty] : []),
      ],
    });
  });
}
