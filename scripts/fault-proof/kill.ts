// kill: SIGKILL a web server and the outbox worker under load (PostgreSQL, two servers and
// `npm run worker`); each is started again. Nothing acknowledged may be lost, no email sent twice.
import type { Recovery, ScenarioResult } from "./checks";
import { log, type PostgresSite, secondsSince, TOTAL, Worker, withPostgresSite } from "./harness";
import { postgresContactResult, roundRobin, runLoad, submissions } from "./load";

const NAME = "kill (PostgreSQL)";

export function kill(): Promise<ScenarioResult> {
  return withPostgresSite("kill", {}, async (site) => {
    const all = submissions("kill");
    const started = Date.now();
    const recoveries: Promise<Recovery>[] = [];
    let serverKilled = false;
    let workerKilled = false;
    await runLoad(
      all,
      roundRobin(() => site.servers),
      (sent, acknowledged) => {
        if (!serverKilled && sent >= TOTAL / 3) {
          serverKilled = true;
          const server = site.servers[1];
          if (!server) return;
          log(NAME, `SIGKILL ${server.name} (${sent} sent, ${acknowledged} acknowledged)`);
          void server.stop("SIGKILL");
          recoveries.push(server.restart(`SIGKILL ${server.name}`));
        }
        if (!workerKilled && sent >= TOTAL / 2) {
          workerKilled = true;
          log(NAME, `SIGKILL the worker (${sent} sent)`);
          recoveries.push(restartWorker(site));
        }
      },
    );
    const recovered = await Promise.all(recoveries);
    log(NAME, "load done; waiting for the outbox to empty (a killed worker's claim waits 10 min)");
    return postgresContactResult(NAME, site, all, started, {
      recoveries: recovered,
    });
  });
}

/** Kills the worker and starts another; its recovery is the new one saying it runs. */
async function restartWorker(site: PostgresSite): Promise<Recovery> {
  await site.worker?.stop("SIGKILL");
  const started = Date.now();
  try {
    site.worker = await Worker.start(site.env);
    return { fault: "SIGKILL the worker", seconds: secondsSince(started) };
  } catch {
    return { fault: "SIGKILL the worker", seconds: null };
  }
}
