import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The decision log is one file per decision in docs/decisions/ (NNNN-slug.md) and an index in
// its README.md between two markers, written by `npm run docs:decisions`.
// tests/architecture/decisions-index.test.ts fails when a file or the index is not in order.

export const DECISIONS_DIR = "docs/decisions";
export const INDEX_FILE = "README.md";

const START = "<!-- index: written by npm run docs:decisions, do not edit by hand -->";
const END = "<!-- end of index -->";

const FILE_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const LINKED_FILE = /\]\((\d{4}-[^)#\s]+\.md)\)/g;

export interface DecisionFile {
  file: string;
  text: string;
}

interface Decision {
  file: string;
  number: string;
  title: string;
  date: string | undefined;
  status: string | undefined;
  supersededBy: string[];
  area: string | undefined;
}

/** The title and the header lines (`Date: …`, `Status: …`) that follow it. */
function parse({ file, text }: DecisionFile): Decision {
  const lines = text.split("\n");
  const header = new Map<string, string>();
  let at = 1;
  while (lines[at]?.trim() === "") at++;
  for (let line = lines[at]; line && /^[A-Z][\w-]*: /.test(line); line = lines[++at]) {
    const colon = line.indexOf(": ");
    header.set(line.slice(0, colon), line.slice(colon + 2).trim());
  }
  const supersededBy = header.get("Superseded-by");
  return {
    file,
    number: file.slice(0, 4),
    title: lines[0]?.startsWith("# ") ? lines[0].slice(2).trim() : "",
    date: header.get("Date"),
    status: header.get("Status"),
    supersededBy: supersededBy
      ? [...supersededBy.matchAll(LINKED_FILE)].map((match) => match[1] ?? "")
      : [],
    area: header.get("Area"),
  };
}

const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** What is wrong with the decision files, one sentence each; none when all is in order. */
export function decisionProblems(files: DecisionFile[]): string[] {
  const names = new Set(files.map((entry) => entry.file));
  const problems: string[] = [];
  const numbers = new Map<string, string>();
  for (const entry of files) {
    const { file, number, title, date, status, supersededBy } = parse(entry);
    if (!FILE_NAME.test(file)) problems.push(`${file}: the name is not NNNN-lower-case-words.md`);
    const other = numbers.get(number);
    if (other) problems.push(`${file}: number ${number} is taken by ${other}`);
    numbers.set(number, file);
    if (!title) problems.push(`${file}: the first line is not its title ("# …")`);
    if (!date) problems.push(`${file}: no "Date: YYYY-MM-DD" line under the title`);
    else if (!isDate(date)) problems.push(`${file}: "Date: ${date}" is not a YYYY-MM-DD date`);
    if (status !== "accepted" && status !== "superseded")
      problems.push(`${file}: no "Status: accepted" or "Status: superseded" line under the title`);
    if (status === "superseded" && supersededBy.length === 0)
      problems.push(`${file}: superseded, but no "Superseded-by:" names the decision replacing it`);
    if (status === "accepted" && supersededBy.length > 0)
      problems.push(`${file}: accepted, but it names a "Superseded-by:"`);
    for (const target of supersededBy)
      if (!names.has(target))
        problems.push(`${file}: Superseded-by ${target}, which does not exist`);
  }
  return problems;
}

/** The decision files the index links to, against those that exist. */
export function indexProblems(index: string, files: string[]): string[] {
  const start = index.indexOf(START);
  const end = index.indexOf(END);
  if (start < 0 || end < start) return [`${INDEX_FILE}: the markers around the index are missing`];
  const listed = new Set(
    [...index.slice(start, end).matchAll(/^\| \d{4} \| \[[^\]]*\]\(([^)]+)\)/gm)].map(
      (match) => match[1] ?? "",
    ),
  );
  const existing = new Set(files);
  return [
    ...files.filter((file) => !listed.has(file)).map((file) => `${file} is not in the index`),
    ...[...listed]
      .filter((file) => !existing.has(file))
      .map((file) => `the index lists ${file}, which does not exist`),
  ];
}

const cell = (text: string) => text.replaceAll("|", "\\|");

/** A Markdown table with its columns padded to one width, as Biome formats it. */
function table(head: string[], rows: string[][]): string {
  const widths = head.map((title, column) =>
    Math.max(3, title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((text, column) => text.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(head), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/** `index` with the table between its markers written from the decision files. */
export function withIndex(index: string, files: DecisionFile[]): string {
  const rows = files
    .map(parse)
    .map((decision) => [
      decision.number,
      `[${cell(decision.title)}](${decision.file})`,
      decision.date ?? "",
      decision.status === "superseded"
        ? `superseded by ${decision.supersededBy.map((file) => `[${file.slice(0, 4)}](${file})`).join(", ")}`
        : (decision.status ?? ""),
      cell(decision.area ?? ""),
    ]);
  const start = index.indexOf(START);
  const end = index.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`${INDEX_FILE}: the markers around the index are missing`);
  const written = table(["No.", "Decision", "Date", "Status", "Area"], rows);
  return `${index.slice(0, start)}${START}\n\n${written}\n\n${index.slice(end)}`;
}

/** Every decision file in `dir`, in number order (the index is not one). */
export function readDecisions(dir = DECISIONS_DIR): DecisionFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md") && file !== INDEX_FILE)
    .sort()
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), "utf8") }));
}
