import { type ChildProcess, spawn } from "node:child_process";
import { site } from "#app/lib/config/site";

/** `npm start`'s server (the build, plain Node) as a child process, with what it printed. */
export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  output: () => string;
  /** Resolves once the output contains `text`; rejects if the process exits first. */
  printed: (text: string) => Promise<void>;
  /** Resolves once the site is ready (the line with its address). */
  ready: () => Promise<void>;
  exited: Promise<number | null>;
}

export function startServerProcess({
  port,
  dataDir,
  env = {},
  cwd,
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Another copy of the site (its build/ and drizzle/); this one by default. */
  cwd?: string;
}): ServerProcess {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["build/server/start.js"], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      PUBLIC_URL: origin,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const waiting = new Set<() => void>();
  const read = (chunk: Buffer) => {
    output += chunk;
    for (const check of waiting) check();
  };
  child.stdout?.on("data", read);
  child.stderr?.on("data", read);
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
      void exited.then((code) =>
        reject(new Error(`server exited (${code}) before printing "${text}":\n${output}`)),
      );
    });
  return {
    child,
    origin,
    output: () => output,
    printed,
    ready: () => printed(`${site.name} website: http`),
    exited,
  };
}
