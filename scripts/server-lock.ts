import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "#app/lib/config/env.server";

// The embedded database (PGlite) has one owner at a time: the server notes its process id so
// that the command-line tools can refuse to open the same files while it runs.
function lockFile(): string {
  return path.resolve(env().DATA_DIR, "server.pid");
}

export function claimEmbeddedDatabase(): void {
  if (env().DATABASE_URL) return;
  writeFileSync(lockFile(), String(process.pid));
  process.once("exit", () => rmSync(lockFile(), { force: true }));
}

export function refuseWhileServerOwnsEmbeddedDatabase(
  advice = "Stop it first, then run this command again.",
): void {
  if (env().DATABASE_URL || !existsSync(lockFile())) return;
  const pid = Number(readFileSync(lockFile(), "utf8"));
  try {
    process.kill(pid, 0);
  } catch {
    return; // a stale note from a server that has stopped
  }
  console.error(
    `The server (process ${pid}) is using the embedded database in ${env().DATA_DIR}. ${advice}`,
  );
  process.exit(1);
}
