import { logger, tapLogs } from "#app/lib/logger.server";

/**
 * What the site logs while `run` runs (the server build in this process included), as its JSON
 * lines, at level info whatever LOG_LEVEL says; nothing is printed meanwhile.
 */
export async function readLogs(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const level = logger.level;
  logger.level = "info";
  const stop = tapLogs((line) => lines.push(line));
  try {
    await run();
  } finally {
    stop();
    logger.level = level;
  }
  return lines;
}
