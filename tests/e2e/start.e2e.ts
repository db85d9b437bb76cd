import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { site } from "#app/lib/config/site";

/** A free TCP port on this machine. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill("SIGTERM");
});

// The other browser tests load the build through Vite; `npm start` loads it with Node's own ESM
// loader, which is stricter about CommonJS packages. This runs the real server command: the
// build's own entry, with no TypeScript loader.
describe("npm start", () => {
  it("serves the production build with plain Node on an empty data folder", async () => {
    const port = await freePort();
    child = spawn(process.execPath, ["build/server/start.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "wic-start-")),
        DATABASE_URL: "",
        SMTP_URL: "",
        PUBLIC_URL: "",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    // The server prints its address once it listens (after migrating and seeding).
    const listening = new Promise<boolean>((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk;
        if (output.includes(`${site.name} website: http`)) resolve(true);
      };
      child?.stdout?.on("data", read);
      child?.stderr?.on("data", read);
      child?.on("exit", () => resolve(false));
    });
    expect(await listening, output).toBe(true);
    const origin = `http://127.0.0.1:${port}`;
    expect((await fetch(`${origin}/healthz`)).ok, output).toBe(true);
    for (const page of ["/", "/prayer-times", "/display", "/blog", "/summer"])
      expect((await fetch(`${origin}${page}`)).status, page).toBe(200);
  });
});
