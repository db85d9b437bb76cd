// The fault proof's verdict, as pure functions (unit tested in checks.test.ts): what was lost,
// what arrived twice, which job ran twice, which fault the site did not recover from.

/** One email as the SMTP server in the script received it. */
export interface ReceivedEmail {
  to: string[];
  replyTo: string | undefined;
  subject: string;
  /** The outbox gives every attempt at one row the same Message-ID. */
  messageId?: string | undefined;
}

/** One run of a scheduled job: `slot` is what it must run once for (a day, an address). */
export interface JobRun {
  job: string;
  slot: string;
}

/** A fault and whether the site answered again (/readyz 200) within the budget after it. */
export interface Recovery {
  fault: string;
  /** Seconds from the end of the fault to the first good answer; null: not within the budget. */
  seconds: number | null;
}

export interface ScenarioResult {
  scenario: string;
  /** Submissions answered 2xx/3xx, by their sender's address. */
  acknowledged: string[];
  /** Rows stored per sender's address (this scenario's submissions only). */
  stored: ReadonlyMap<string, number>;
  emails: ReceivedEmail[];
  /** The emails each stored submission must cause, as `emailsOwed` counts them. */
  emailsPerSubmission: number;
  /** Emails other than the submissions' (a job's), already counted in `emails`. */
  otherEmailsExpected?: number;
  jobs: JobRun[];
  /** Jobs that had to run in this scenario; one that never did fails it as well. */
  jobsExpected: string[];
  recoveries: Recovery[];
  /** What else went wrong (a process that died, an answer the fault should not give). */
  problems: string[];
  seconds: number;
  notes: string[];
}

/** Acknowledged submissions with no row: each is a lost submission. */
function lostSubmissions(
  acknowledged: readonly string[],
  stored: ReadonlyMap<string, number>,
): string[] {
  return acknowledged.filter((address) => (stored.get(address) ?? 0) === 0);
}

/** Who an email went to and what it says: one recipient never gets the same email twice. */
function emailKey(email: ReceivedEmail): string {
  const replyTo = email.replyTo ? ` (reply to ${email.replyTo})` : "";
  return `${[...email.to].sort().join(", ")}${replyTo}: ${email.subject}`;
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function repeated(counts: ReadonlyMap<string, number>): string[] {
  return [...counts].filter(([, n]) => n > 1).map(([key, n]) => `${key} ×${n}`);
}

/**
 * The copies of each email (same recipients, reply-to and subject) that are separate messages: a
 * copy with the Message-ID of one already received is that message sent again, which mail
 * systems show once; one without a Message-ID is always separate.
 */
function separateMessages(emails: readonly ReceivedEmail[]): Map<string, number> {
  const ids = new Map<string, Set<string>>();
  let anonymous = 0;
  for (const email of emails) {
    const key = emailKey(email);
    const seen = ids.get(key) ?? new Set<string>();
    seen.add(email.messageId ?? `no Message-ID ${anonymous++}`);
    ids.set(key, seen);
  }
  return new Map([...ids].map(([key, seen]) => [key, seen.size]));
}

/** Emails received as more than one message (see separateMessages), and rows stored twice. */
export function duplicates(
  emails: readonly ReceivedEmail[],
  stored: ReadonlyMap<string, number>,
): string[] {
  return [
    ...repeated(separateMessages(emails)).map((email) => `email ${email}`),
    ...repeated(stored).map((row) => `row of ${row}`),
  ];
}

/**
 * Messages received again with their own Message-ID: a worker killed after the mail server took
 * the message and before its row was marked sent sends it again. SMTP gives no more than
 * at-least-once; the same Message-ID makes the copy the same message. Counted, not failed.
 */
export function resent(emails: readonly ReceivedEmail[]): number {
  return emails.length - [...separateMessages(emails).values()].reduce((a, b) => a + b, 0);
}

/** Jobs that ran more than once for one slot. */
export function jobsTwice(runs: readonly JobRun[]): string[] {
  return repeated(countBy(runs, (run) => `${run.job} for ${run.slot}`));
}

/** Jobs that had to run and never did. */
function jobsMissed(runs: readonly JobRun[], expected: readonly string[]): string[] {
  return expected.filter((job) => !runs.some((run) => run.job === job));
}

/** How many emails the scenario owes: per stored submission, plus the jobs' own. */
function emailsOwed(result: ScenarioResult): number {
  return result.stored.size * result.emailsPerSubmission + (result.otherEmailsExpected ?? 0);
}

function unrecovered(recoveries: readonly Recovery[]): string[] {
  return recoveries.filter((r) => r.seconds === null).map((r) => r.fault);
}

/** Why the scenario fails; empty when it passes. */
function failures(result: ScenarioResult): string[] {
  const lost = lostSubmissions(result.acknowledged, result.stored);
  const doubled = duplicates(result.emails, result.stored);
  const distinctEmails = countBy(result.emails, emailKey).size;
  const owed = emailsOwed(result);
  return [
    ...lost.map((address) => `acknowledged but not stored: ${address}`),
    ...doubled.map((what) => `received twice: ${what}`),
    ...(distinctEmails < owed ? [`emails missing: ${distinctEmails} of ${owed} arrived`] : []),
    ...jobsTwice(result.jobs).map((job) => `job ran twice: ${job}`),
    ...jobsMissed(result.jobs, result.jobsExpected).map((job) => `job never ran: ${job}`),
    ...unrecovered(result.recoveries).map((fault) => `not recovered after ${fault}`),
    ...result.problems,
  ];
}

export interface Verdict {
  ok: boolean;
  failures: { scenario: string; failure: string }[];
}

export function verdict(results: readonly ScenarioResult[]): Verdict {
  const found = results.flatMap((result) =>
    failures(result).map((failure) => ({ scenario: result.scenario, failure })),
  );
  return { ok: results.length > 0 && found.length === 0, failures: found };
}

const COLUMNS = [
  "scenario",
  "acknowledged",
  "stored",
  "lost",
  "emails",
  "duplicates",
  "resent (same Message-ID)",
  "jobs twice",
  "recovered",
  "seconds",
] as const;

function recoveredCell(recoveries: readonly Recovery[]): string {
  if (recoveries.length === 0) return "–";
  const failed = unrecovered(recoveries);
  if (failed.length > 0) return `NO: ${failed.join("; ")}`;
  const slowest = Math.max(...recoveries.map((r) => r.seconds ?? 0));
  return `${recoveries.length}/${recoveries.length} (≤ ${slowest} s)`;
}

/** One row of cells per scenario, in the order of COLUMNS. */
function rows(results: readonly ScenarioResult[]): string[][] {
  return results.map((r) => [
    r.scenario,
    String(r.acknowledged.length),
    String(r.stored.size),
    String(lostSubmissions(r.acknowledged, r.stored).length),
    `${countBy(r.emails, emailKey).size} of ${emailsOwed(r)}`,
    String(duplicates(r.emails, r.stored).length),
    String(resent(r.emails)),
    String(jobsTwice(r.jobs).length),
    recoveredCell(r.recoveries),
    String(r.seconds),
  ]);
}

/** The table as Markdown, columns padded so it reads as plain text too. */
export function markdownTable(results: readonly ScenarioResult[]): string {
  const body = rows(results);
  const widths = COLUMNS.map((column, i) =>
    Math.max(column.length, 3, ...body.map((row) => (row[i] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`;
  return [line(COLUMNS), rule, ...body.map(line)].join("\n");
}
