import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DECISIONS_DIR, decisionProblems, INDEX_FILE, readDecisions, withIndex } from "./decisions";
import { answerHelp } from "./usage";

answerHelp(`Usage: npm run docs:decisions

Writes the index of docs/decisions/README.md from the decision files beside it (number, title,
date, status, area), and lists any file whose header is not in order.`);

const decisions = readDecisions();
const indexPath = path.join(DECISIONS_DIR, INDEX_FILE);
writeFileSync(indexPath, withIndex(readFileSync(indexPath, "utf8"), decisions));
const problems = decisionProblems(decisions);
for (const problem of problems) console.error(problem);
console.log(`${indexPath}: ${decisions.length} decisions indexed.`);
if (problems.length > 0) process.exit(1);
