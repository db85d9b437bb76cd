import type { StartCommand } from "./app-server";
import { measurePath, type PathFigures, startStaticServer } from "./load";
import { type BenchOptions, type DatabaseKind, describePath } from "./options";
import { rssAfterLoad, withMeasuredServer } from "./prepare";
import { rssOf } from "./rss";
import {
  measureDisplayPaint,
  measureWeights,
  type PaintFigures,
  type RouteWeight,
} from "./weights";

interface RssFigures {
  idleMb: number;
  peakMb: number;
  afterMb: number;
}

export interface LoadRun {
  database: DatabaseKind;
  listings: number;
  rss: RssFigures;
  paths: PathFigures[];
  /** Page weights and the wall screen's paint, measured once (in the first database's run). */
  weights: RouteWeight[] | null;
  displayPaint: PaintFigures | null;
}

/** One database: prepare it, start the server, load every path at every connection count. */
export function runLoad(
  database: DatabaseKind,
  options: BenchOptions,
  command: StartCommand,
  withWeights: boolean,
): Promise<LoadRun> {
  return withMeasuredServer(database, options, command, async (running, prepared) => {
    const { server, rss, cookie, idleMb } = running;
    console.error(`[${database}] server pid ${server.pid}, idle RSS ${idleMb} MB`);
    const staticServer = await startStaticServer();
    const paths: PathFigures[] = [];
    try {
      for (const page of options.paths) {
        for (const connections of options.connections) {
          const figures = await measurePath(
            server,
            page,
            connections,
            cookie,
            options,
            rss,
            staticServer,
          );
          paths.push(figures);
          console.error(
            `[${database}] ${describePath(page)} × ${connections}: ${figures.ours.requestsPerSecond} req/s, p50 ${figures.ours.p50Ms} ms, p99 ${figures.ours.p99Ms} ms, non-2xx ${figures.ours.non2xx} | static ${figures.static.requestsPerSecond} req/s | ratio ${figures.ratio} | RSS peak ${figures.rssPeakMb} MB`,
          );
        }
      }
    } finally {
      staticServer.stop();
    }
    const peakMb = rssOf(rss.samples, () => true).peakMb;
    const afterMb = await rssAfterLoad(rss);
    console.error(`[${database}] RSS idle ${idleMb} MB, peak ${peakMb} MB, after ${afterMb} MB`);
    let weights: RouteWeight[] | null = null;
    let displayPaint: PaintFigures | null = null;
    if (withWeights) {
      console.error(`[${database}] page weights and the wall screen's first paint`);
      weights = await measureWeights(server.origin);
      displayPaint = await measureDisplayPaint(server.origin);
    }
    return {
      database,
      listings: prepared.listings,
      rss: { idleMb, peakMb, afterMb },
      paths,
      weights,
      displayPaint,
    };
  });
}
