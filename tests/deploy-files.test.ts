import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_NAMES, EnvError, EXAMPLE_SESSION_SECRET, parseEnv } from "#app/lib/config/env.server";

const read = (file: string) => readFileSync(file, "utf8");

/** A systemd unit as section → key → values (a key may repeat). */
function parseUnit(text: string): Map<string, Map<string, string[]>> {
  const sections = new Map<string, Map<string, string[]>>();
  let current: Map<string, string[]> | undefined;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header?.[1]) {
      current = new Map();
      sections.set(header[1], current);
      continue;
    }
    const [key, ...value] = line.split("=");
    if (!current || !key) throw new Error(`not a unit line: ${line}`);
    current.set(key, [...(current.get(key) ?? []), value.join("=")]);
  }
  return sections;
}

/** NAME=value lines of an environment file, commented-out examples included. */
function envFileNames(text: string): string[] {
  return [...text.matchAll(/^#?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? "");
}

/** Upper-case names with an underscore (PUBLIC_URL, BACKUP_DIR): how the guide writes variables. */
function namesInProse(text: string): string[] {
  return [...new Set(text.match(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b/g) ?? [])];
}

const units = {
  "deploy/wic.service": "build/server/start.js",
  "deploy/wic-worker.service": "scripts/worker.ts",
} as const;

describe("the systemd units", () => {
  it.each(Object.entries(units))(
    "%s restarts on failure, reads the env file and runs %s",
    (file, script) => {
      const unit = parseUnit(read(file));
      expect([...unit.keys()]).toEqual(["Unit", "Service", "Install"]);
      const service = unit.get("Service");
      expect(service?.get("Restart")).toEqual(["on-failure"]);
      expect(service?.get("EnvironmentFile")).toEqual(["/etc/wic/wic.env"]);
      expect(service?.get("KillSignal")).toEqual(["SIGTERM"]);
      expect(service?.get("ReadWritePaths")).toContain("/var/lib/wic");
      expect(Number(service?.get("TimeoutStopSec")?.[0])).toBeGreaterThan(20 + 10);
      const execStart = service?.get("ExecStart")?.[0]?.split(/\s+/) ?? [];
      expect(execStart.at(-1)).toBe(script);
      // The worker's script is in the repository; the server's is built from server/production.ts.
      expect(
        existsSync(script === units["deploy/wic.service"] ? "server/production.ts" : script),
      ).toBe(true);
    },
  );

  it("runs the server with the same Node options as npm start", () => {
    const start = JSON.parse(read("package.json")).scripts.start as string;
    const execStart = parseUnit(read("deploy/wic.service")).get("Service")?.get("ExecStart")?.[0];
    expect(start).toContain(`${execStart?.replace(/^\/usr\/bin\/node /, "node ")}`);
    expect(start).toContain("NODE_ENV=production");
    expect(parseUnit(read("deploy/wic.service")).get("Service")?.get("Environment")).toContain(
      "NODE_ENV=production",
    );
  });
});

describe("environment variables", () => {
  const sources = {
    "deploy/wic.env.example": envFileNames(read("deploy/wic.env.example")),
    "the units": Object.keys(units).flatMap((file) =>
      (parseUnit(read(file)).get("Service")?.get("Environment") ?? []).map(
        (assignment) => assignment.split("=")[0] ?? "",
      ),
    ),
    "docs/deploy.md": namesInProse(read("docs/deploy.md")),
  };

  it.each(Object.entries(sources))("every one named in %s is read by the server", (_, names) => {
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !ENV_NAMES.includes(name))).toEqual([]);
  });
});

describe("the proxies", () => {
  const port = /^PORT=(\d+)$/m.exec(read("deploy/wic.env.example"))?.[1];

  it("forward to the port of the env example", () => {
    expect(port).toBeDefined();
    expect(read("deploy/Caddyfile")).toMatch(
      new RegExp(`reverse_proxy 127\\.0\\.0\\.1:${port}\\b`),
    );
    expect(read("deploy/nginx.conf")).toMatch(new RegExp(`server 127\\.0\\.0\\.1:${port};`));
  });

  it("let an upload of the largest accepted size through", () => {
    expect(read("deploy/Caddyfile")).toMatch(/max_size 20MB/);
    expect(read("deploy/nginx.conf")).toMatch(/client_max_body_size 20m;/);
  });
});

describe("the visitor's address and the session secret", () => {
  const example = read("deploy/wic.env.example");
  const value = (name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(example)?.[1];

  it("trusts X-Forwarded-For from the proxy on this machine alone", () => {
    expect(value("TRUST_PROXY")).toBe("127.0.0.1");
    const nginx = read("deploy/nginx.conf");
    // nginx replaces what the visitor sent with the address it saw; it never passes a chain on.
    expect(nginx).toMatch(/^\s*proxy_set_header X-Forwarded-For \$remote_addr;$/m);
    expect(nginx).not.toContain("$proxy_add_x_forwarded_for");
    // real_ip, if used, trusts named proxies only: never everyone.
    for (const [, from] of nginx.matchAll(/^\s*#?\s*set_real_ip_from\s+(\S+);/gm))
      expect(from).not.toMatch(/^(0\.0\.0\.0\/0|::\/0|all)$/);
    // Caddy drops a visitor's X-Forwarded-For unless told to trust the sender.
    expect(read("deploy/Caddyfile")).not.toMatch(/^\s*trusted_proxies/m);
  });

  it("ships a placeholder secret the server refuses to start with", () => {
    expect(value("SESSION_SECRET")).toBe(EXAMPLE_SESSION_SECRET);
    const withExample = () =>
      parseEnv({
        DATA_DIR: process.env.DATA_DIR,
        TRUST_PROXY: value("TRUST_PROXY"),
        SESSION_SECRET: value("SESSION_SECRET"),
      });
    expect(withExample).toThrow(EnvError);
    expect(withExample).toThrow(/SESSION_SECRET: is still the example's placeholder/);
  });
});
