// sigterm: SIGTERM a web server under load (PostgreSQL, two servers and `npm run worker`), then
// start it again. A graceful stop answers every request it took in and exits 0.
import type { Recovery, ScenarioResult } from "./checks";
import { log, TOTAL, withPostgresSite } from "./harness";
import { postgresContactResult, roundRobin, runLoad, submissions, unansweredAtStop } from "./load";

const NAME = "sigterm (PostgreSQL)";

export function sigterm(): Promise<ScenarioResult> {
  return withPostgresSite("sigterm", {}, async (site) => {
    const all = submissions("sigterm");
    const started = Date.now();
    const problems: string[] = [];
    const recoveries: Promise<Recovery>[] = [];
    let signalledAt = Number.POSITIVE_INFINITY;
    await runLoad(
      all,
      roundRobin(() => site.servers),
      (sent, acknowledged) => {
        const server = site.servers[0];
        if (recoveries.length > 0 || sent < TOTAL / 2 || !server) return;
        log(NAME, `SIGTERM ${server.name} (${sent} sent, ${acknowledged} acknowledged)`);
        signalledAt = Date.now();
        recoveries.push(
          server.stop("SIGTERM").then((code) => {
            if (code !== 0) problems.push(`${server.name} exited ${code} after SIGTERM, not 0`);
            return server.restart(`SIGTERM ${server.name}`);
          }),
        );
      },
    );
    const recovered = await Promise.all(recoveries);
    const atStop = unansweredAtStop(all, signalledAt);
    return postgresContactResult(NAME, site, all, started, {
      recoveries: recovered,
      problems: [...problems, ...atStop.problems],
      notes: atStop.notes,
    });
  });
}
