// Every command-line tool answers --help (or -h) with its usage and exits 0 before it opens the
// database or reads any settings: tests/doc-commands.test.ts runs each command the docs name so.

/** Prints `usage` and exits 0 when the command was given --help or -h. */
export function answerHelp(usage: string): void {
  const args = process.argv.slice(2);
  if (!args.includes("--help") && !args.includes("-h")) return;
  console.log(usage);
  process.exit(0);
}
