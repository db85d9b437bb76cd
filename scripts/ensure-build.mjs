// `npm start` builds only when there is no build yet or the sources are newer than it.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const buildEntry = "build/server/start.js";
// server/ and the scripts it imports (the seed) are built into build/server/start.js too.
const sources = [
  "app",
  "server",
  "scripts",
  "content",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestModification(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestModification(path.join(target, entry))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestModification));
if (builtAt < changedAt) {
  console.log(
    builtAt ? "Sources changed since the last build: building…" : "No build yet: building…",
  );
  execSync("npx react-router build", { stdio: "inherit" });
}
