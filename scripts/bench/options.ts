import path from "node:path";
import { parseArgs } from "node:util";

export type DatabaseKind = "pglite" | "postgres";

/** A page to load; `signedIn` ones carry the bench user's session cookie. */
export interface BenchPath {
  path: string;
  signedIn: boolean;
}

export interface BenchOptions {
  app: string;
  databases: DatabaseKind[];
  /** Seconds of each measured run (and of its static twin). */
  duration: number;
  warmup: number;
  connections: number[];
  paths: BenchPath[];
  out: string;
  /** The admin connection the PostgreSQL run makes its own database with. */
  postgresAdminUrl: string;
  listings: number;
  soak: boolean;
  soakMinutes: number;
}

const SIGNED_IN_PREFIX = "signed-in:";

/** The pages measured: what most visitors open, the wall screen, a large list, a search. */
const DEFAULT_PATHS = [
  "/",
  "/display",
  "/prayer-times",
  "/directory",
  "/directory?q=bakery",
  "/blog",
  `${SIGNED_IN_PREFIX}/`,
  `${SIGNED_IN_PREFIX}/directory`,
].join(",");

export const USAGE = `npm run bench -- [options]          (npm run bench:soak -- [options] for the soak)

  --db pglite|postgres|both   which database to run against (default both)
  --duration <s>              seconds per measured run, and the same for its static copy (default 6)
  --warmup <s>                seconds of load before each measured run (default 1)
  --connections 10,50         connection counts (default 10,50)
  --paths /,/blog,signed-in:/directory
                              pages to load; "signed-in:" sends the bench user's session cookie
  --listings <n>              approved directory listings added before measuring (default 5000)
  --out <dir>                 where bench.md and bench.json go (default bench-results/)
  --app <dir>                 the checkout to measure (default this one), e.g. an older commit
  --soak                      steady load instead, RSS per minute
  --soak-minutes <n>          length of the soak (default 10)

  BENCH_DATABASE_URL          admin connection for the PostgreSQL run
                              (default postgres://postgres@127.0.0.1:5432/test); the bench makes a
                              database wic_bench_<time> there and drops it at the end`;

function positiveNumber(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`--${name} must be a number above 0`);
  return number;
}

function parseBenchPaths(list: string): BenchPath[] {
  return list
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const signedIn = entry.startsWith(SIGNED_IN_PREFIX);
      const pagePath = signedIn ? entry.slice(SIGNED_IN_PREFIX.length) : entry;
      if (!pagePath.startsWith("/")) throw new Error(`--paths: "${entry}" must start with /`);
      return { path: pagePath, signedIn };
    });
}

export function describePath({ path: pagePath, signedIn }: BenchPath): string {
  return signedIn ? `${pagePath} (signed in)` : pagePath;
}

export function parseOptions(argv: string[], repository: string): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      db: { type: "string", default: "both" },
      duration: { type: "string", default: "6" },
      warmup: { type: "string", default: "1" },
      connections: { type: "string", default: "10,50" },
      paths: { type: "string", default: DEFAULT_PATHS },
      listings: { type: "string", default: "5000" },
      out: { type: "string", default: "bench-results" },
      app: { type: "string", default: repository },
      soak: { type: "boolean", default: false },
      "soak-minutes": { type: "string", default: "10" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const databases: Record<string, DatabaseKind[]> = {
    both: ["pglite", "postgres"],
    pglite: ["pglite"],
    postgres: ["postgres"],
  };
  const chosen = databases[values.db];
  if (!chosen) throw new Error("--db must be pglite, postgres or both");
  const connections = values.connections.split(",").map((count) => {
    const number = positiveNumber("connections", count);
    if (!Number.isInteger(number)) throw new Error("--connections must be whole numbers");
    return number;
  });
  const listings = Number(values.listings);
  if (!Number.isInteger(listings) || listings < 0)
    throw new Error("--listings must be a whole number");
  return {
    app: path.resolve(values.app),
    databases: chosen,
    duration: positiveNumber("duration", values.duration),
    warmup: Number(values.warmup) || 0,
    connections,
    paths: parseBenchPaths(values.paths),
    out: path.resolve(values.out),
    postgresAdminUrl: process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test",
    listings,
    soak: values.soak,
    soakMinutes: positiveNumber("soak-minutes", values["soak-minutes"]),
  };
}
