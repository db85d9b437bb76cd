// The end-to-end tests drive Debian's Chromium; install it when it is missing (never a browser download).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.log(`${chromium} is missing: installing Debian's chromium package…`);
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: "inherit",
    },
  );
}
