import autocannon from "autocannon";
import type { StartCommand } from "./app-server";
import type { BenchOptions, DatabaseKind } from "./options";
import { rssAfterLoad, withMeasuredServer } from "./prepare";
import { median, type RssSample, toMb } from "./rss";

const SOAK_CONNECTIONS = 10;
/** How far each minute's median RSS may stray from the first minute's and still be flat. */
export const FLAT_WITHIN = 0.1;
const MINUTE_MS = 60_000;

interface SoakMinute {
  minute: number;
  minMb: number;
  medianMb: number;
  maxMb: number;
  /** This minute's median against the first minute's, in per cent. */
  changePct: number;
}

export interface SoakRun {
  database: DatabaseKind;
  minutes: number;
  connections: number;
  requestsPerSecond: number;
  requests: number;
  non2xx: number;
  errors: number;
  idleMb: number;
  afterMb: number;
  perMinute: SoakMinute[];
  flat: boolean;
}

function minuteFigures(samples: RssSample[], startedAt: number, minutes: number): SoakMinute[] {
  const figures: SoakMinute[] = [];
  for (let minute = 0; minute < minutes; minute++) {
    const kbs = samples
      .filter(
        (sample) =>
          sample.phase === "soak" &&
          sample.at >= startedAt + minute * MINUTE_MS &&
          sample.at < startedAt + (minute + 1) * MINUTE_MS,
      )
      .map((sample) => sample.kb);
    if (kbs.length === 0) continue;
    const medianMb = toMb(median(kbs));
    const firstMb = figures[0]?.medianMb ?? medianMb;
    figures.push({
      minute: minute + 1,
      minMb: toMb(Math.min(...kbs)),
      medianMb,
      maxMb: toMb(Math.max(...kbs)),
      changePct: Math.round(((medianMb - firstMb) / firstMb) * 1000) / 10,
    });
  }
  return figures;
}

/**
 * Steady load for `soakMinutes`: 10 connections, each going round the measured paths (the
 * signed-in ones with the session cookie), RSS reported per minute.
 */
export function runSoak(
  database: DatabaseKind,
  options: BenchOptions,
  command: StartCommand,
): Promise<SoakRun> {
  return withMeasuredServer(database, options, command, async ({ server, rss, cookie, idleMb }) => {
    console.error(
      `[${database}] soak: ${options.soakMinutes} min, ${SOAK_CONNECTIONS} connections over ${options.paths.length} paths, server pid ${server.pid}, idle RSS ${idleMb} MB`,
    );
    const startedAt = Date.now();
    rss.phase("soak");
    let reported = 0;
    const progress = setInterval(() => {
      const done = minuteFigures(
        rss.samples,
        startedAt,
        Math.floor((Date.now() - startedAt) / MINUTE_MS),
      );
      for (const minute of done.slice(reported))
        console.error(
          `[${database}] minute ${minute.minute}: RSS min ${minute.minMb} / median ${minute.medianMb} / max ${minute.maxMb} MB (${minute.changePct}% against minute 1)`,
        );
      reported = done.length;
    }, MINUTE_MS);
    const result = await autocannon({
      url: server.origin,
      connections: SOAK_CONNECTIONS,
      duration: Math.round(options.soakMinutes * 60),
      requests: options.paths.map((page) => ({
        method: "GET" as const,
        path: page.path,
        headers: page.signedIn ? { cookie } : {},
      })),
    });
    clearInterval(progress);
    rss.phase("between");
    const perMinute = minuteFigures(rss.samples, startedAt, Math.ceil(options.soakMinutes));
    const afterMb = await rssAfterLoad(rss);
    return {
      database,
      minutes: options.soakMinutes,
      connections: SOAK_CONNECTIONS,
      requestsPerSecond: Math.round(result.requests.average * 10) / 10,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      idleMb,
      afterMb,
      perMinute,
      flat: perMinute.every((minute) => Math.abs(minute.changePct) <= FLAT_WITHIN * 100),
    };
  });
}
