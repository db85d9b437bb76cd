import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

// Documentation that names a command is executable: every `npm run X`, `npm start`, `npm test`
// and `npx …` in the README, CONTRIBUTING.md, docs/ (the decisions too) and the upgrade's printed
// steps (scripts/upgrade-plan.ts) must exist and start. Our own tools (`tsx scripts/…`) are run
// with --help, in an empty DATA_DIR that must stay empty; other tools must be installed, and the
// files they are given must exist.

const markdownIn = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => `${folder}/${name}`);

const SOURCES = [
  "README.md",
  "CONTRIBUTING.md",
  ...markdownIn("docs"),
  ...markdownIn("docs/decisions"),
  "scripts/upgrade-plan.ts",
];

const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;

interface Use {
  /** The package script ("backup"), or the npx tool ("vitest"). */
  name: string;
  /** What follows it (`npm run X -- args`, `npx tool args`). */
  args: string[];
  where: string;
}

/** The words of the rest of a line up to the end of its code span, table cell or comment. */
const words = (rest: string | undefined) =>
  (rest ?? "")
    .split(/[`|#'"]/)[0]
    ?.split("&&")[0]
    ?.split(/\s+/)
    .filter(Boolean) ?? [];

function uses(): { scripts: Use[]; npx: Use[] } {
  const found = { scripts: [] as Use[], npx: [] as Use[] };
  for (const file of SOURCES) {
    const text = readFileSync(file, "utf8");
    const where = (index: number) => `${file}:${text.slice(0, index).split("\n").length}`;
    // npm ci and npm install are npm's own; npm start and npm test run the scripts so named.
    for (const match of text.matchAll(
      /\bnpm (?:run ([a-z][\w:.-]*[a-z0-9])|(start|test))\b(?: -- ([^\n]*))?/g,
    )) {
      const [, run, shorthand, rest] = match;
      found.scripts.push({
        name: run ?? shorthand ?? "",
        args: words(rest),
        where: where(match.index),
      });
    }
    // The upgrade runs its steps as argument lists: ["npm", "run", "backup"].
    for (const match of text.matchAll(/"npm",\s*"run",\s*"([\w:.-]+)"/g))
      found.scripts.push({ name: match[1] ?? "", args: [], where: where(match.index) });
    for (const match of text.matchAll(/\bnpx ([\w@/.-]+)([^\n]*)/g))
      found.npx.push({ name: match[1] ?? "", args: words(match[2]), where: where(match.index) });
  }
  return found;
}

/** A word that names a file or folder of the repository (not a placeholder such as ARCHIVE). */
const isPath = (word: string) =>
  !word.startsWith("-") && !word.includes("…") && /\/|\.(ts|mjs|cjs|js|json)$/.test(word);

/** What stops a tool from starting: it is not installed, or a file it is given is missing. */
function toolProblems(tool: string, args: string[]): string[] {
  const problems = existsSync(path.join("node_modules/.bin", tool))
    ? []
    : [`${tool} is not installed (node_modules/.bin/${tool})`];
  for (const file of args.filter(isPath))
    if (!existsSync(file)) problems.push(`${file} does not exist`);
  return problems;
}

/** A package script that runs one of our tools: `tsx scripts/backup.ts` and its arguments. */
type Ours = Map<string, string[]>;

/**
 * What stops a package script from starting, read from its command: each `&&` part after its
 * VAR=value settings. Our own tools (tsx scripts/…) are collected in `ours` to be run.
 */
function scriptProblems(name: string, ours: Ours, seen = new Set<string>()): string[] {
  const command = scripts[name];
  if (command === undefined) return [`package.json has no script "${name}"`];
  if (seen.has(name)) return [];
  seen.add(name);
  const problems: string[] = [];
  for (const part of command.split("&&")) {
    const words = part.trim().split(/\s+/);
    while (/^[A-Z_]+=/.test(words[0] ?? "")) words.shift();
    const [program = "", ...args] = words;
    if (program === "npm" && args[0] === "run") {
      problems.push(...scriptProblems(args[1] ?? "", ours, seen));
    } else if (program === "node") {
      const file = args.find((arg) => !arg.startsWith("-")) ?? "";
      // The server's entry is made by the build, which npm start runs when it is missing.
      if (!(file.startsWith("build/") ? "build" in scripts : existsSync(file)))
        problems.push(`${file} does not exist`);
    } else if (program === "tsx" && args[0]?.startsWith("scripts/")) {
      if (existsSync(args[0])) ours.set(name, args);
      else problems.push(`${args[0]} does not exist`);
    } else {
      problems.push(...toolProblems(program, args));
    }
  }
  return problems.map((problem) => `npm run ${name}: ${problem}`);
}

const run = promisify(execFile);
const emptyFolders: string[] = [];
afterAll(() => {
  for (const folder of emptyFolders) rmSync(folder, { recursive: true, force: true });
});

/**
 * A tool run as its package script runs it (tsx scripts/X.ts and the script's arguments), with
 * --help, in an empty DATA_DIR: its output, and whether the folder stayed empty.
 */
async function help(args: string[]): Promise<{ code: number; output: string; untouched: boolean }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "wic-help-"));
  emptyFolders.push(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "silent",
  };
  delete env.BACKUP_DIR;
  const answer = await run("node_modules/.bin/tsx", [...args, "--help"], {
    env,
    timeout: 150_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string; message: string }) => ({
      code: error.code ?? 1,
      output: `${error.stdout ?? ""}${error.stderr ?? ""}${error.message}`,
    }),
  );
  return { ...answer, untouched: readdirSync(dataDir).length === 0 };
}

describe("the commands the documentation names", () => {
  const found = uses();
  const ours: Ours = new Map();

  it("exist: every npm script is in package.json and every tool and file it runs is there", () => {
    expect(found.scripts.length).toBeGreaterThan(20);
    expect(found.npx.length).toBeGreaterThan(3);
    const problems: string[] = [];
    for (const use of found.scripts)
      for (const problem of scriptProblems(use.name, ours))
        problems.push(`${use.where}: ${problem}`);
    for (const use of found.npx)
      for (const problem of toolProblems(use.name, use.args))
        problems.push(`${use.where}: npx ${use.name}: ${problem}`);
    expect(problems).toEqual([]);
  });

  it("start: each of our tools answers --help with its usage (naming the npm command), the options the docs give, and touches no data", {
    timeout: 300_000,
  }, async () => {
    expect([...ours.keys()]).toEqual(expect.arrayContaining(["backup", "restore", "upgrade"]));
    // Once per tool (npm run bench and bench:soak are one), three at a time (two cores).
    const files = [...new Set([...ours.values()].map(([file]) => file ?? ""))];
    const byFile = new Map<string, Awaited<ReturnType<typeof help>>>();
    const next = async (): Promise<void> => {
      const file = files.shift();
      if (file === undefined) return;
      byFile.set(file, await help([...ours.values()].find(([first]) => first === file) ?? []));
      await next();
    };
    await Promise.all([next(), next(), next()]);
    const problems: string[] = [];
    const answers = new Map(
      [...ours].map(([name, [file]]) => [name, byFile.get(file ?? "")] as const),
    );
    for (const [name, answer] of answers) {
      if (answer?.code !== 0 || !answer.output.includes(`npm run ${name}`))
        problems.push(`npm run ${name} -- --help: exit ${answer?.code}, ${answer?.output}`);
      if (!answer?.untouched) problems.push(`npm run ${name} -- --help wrote into DATA_DIR`);
    }
    for (const use of found.scripts) {
      const output = answers.get(use.name)?.output ?? "";
      for (const option of use.args.filter((arg) => /^--[a-z]/.test(arg)).map(stripBrackets))
        if (option !== "--help" && !output.includes(option))
          problems.push(`${use.where}: npm run ${use.name} has no option ${option}`);
    }
    expect(problems).toEqual([]);
  });
});

/** `--name]` in a usage line such as `[--name "Your Name"]`. */
function stripBrackets(option: string): string {
  return option.replace(/[\][]/g, "");
}
