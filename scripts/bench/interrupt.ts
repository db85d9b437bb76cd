/**
 * What must not outlive an interrupted bench (a server, a database of its own, a data folder):
 * on Ctrl-C or SIGTERM the registered steps run, the latest first, then the bench exits.
 */
const steps: (() => Promise<void>)[] = [];

async function interrupted(signal: NodeJS.Signals) {
  console.error(`\n${signal}: cleaning up`);
  for (const step of [...steps].reverse()) await step().catch((error) => console.error(error));
  process.exit(130);
}
process.once("SIGINT", interrupted);
process.once("SIGTERM", interrupted);

/** Registers `step` for an interruption; answers the function that unregisters it. */
export function onInterrupt(step: () => Promise<void>): () => void {
  steps.push(step);
  return () => {
    const index = steps.indexOf(step);
    if (index !== -1) steps.splice(index, 1);
  };
}
