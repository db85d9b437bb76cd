// embedded: the embedded database (PGlite, one owner: one web server with its inline worker),
// stopped under load by SIGKILL or SIGTERM and started again at once on the same DATA_DIR.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Recovery, ScenarioResult } from "./checks";
import {
  embeddedEnv,
  log,
  PENDING_EMAILS,
  SmtpCapture,
  STORED_CONTACTS,
  TOTAL,
  until,
  WAIT_MS,
  WebServer,
} from "./harness";
import {
  type Answer,
  contactResult,
  postContact,
  runLoad,
  type Submission,
  submissions,
  unansweredAtStop,
} from "./load";

export async function embedded(signal: "SIGKILL" | "SIGTERM"): Promise<ScenarioResult> {
  const name = `${signal.toLowerCase()} (PGlite)`;
  const smtp = await new SmtpCapture().start();
  const server = await WebServer.start(`embedded-${signal.toLowerCase()}`, embeddedEnv(smtp));
  try {
    const all = submissions(`embedded-${signal.toLowerCase()}`);
    const started = Date.now();
    const recoveries: Promise<Recovery>[] = [];
    const problems: string[] = [];
    let signalledAt = Number.POSITIVE_INFINITY;
    // Refused or "starting" (nothing was stored): wait for the restarted server and send again.
    const send = async (submission: Submission): Promise<Answer> => {
      for (;;) {
        const answer = await postContact(server.origin, submission);
        const retry = answer.kind === "refused" || (answer.kind === "answered" && answer.starting);
        if (!retry || Date.now() - started > WAIT_MS) return answer;
        await Promise.all(recoveries);
      }
    };
    await runLoad(all, send, (sent, acknowledged) => {
      if (recoveries.length > 0 || acknowledged < TOTAL / 2) return;
      log(name, `${signal} the server (${sent} sent, ${acknowledged} acknowledged)`);
      signalledAt = Date.now();
      recoveries.push(
        server.stop(signal).then((code) => {
          if (signal === "SIGTERM" && code !== 0) problems.push(`exited ${code} after SIGTERM`);
          return server.restart(`${signal} the server`);
        }),
      );
    });
    const recovered = await Promise.all(recoveries);
    const atStop =
      signal === "SIGTERM" ? unansweredAtStop(all, signalledAt) : { problems: [], notes: [] };
    const { stored, notes } = await afterTheEmails(server, all, smtp);
    return contactResult(name, all, stored, smtp, started, {
      recoveries: recovered,
      problems: [...problems, ...atStop.problems],
      notes: [...notes, ...atStop.notes],
    });
  } finally {
    await server.stop("SIGKILL");
    await smtp.stop();
  }
}

/**
 * PGlite's files are read by one process only: waits for the acknowledged submissions' emails,
 * stops the server (SIGTERM) to read its database, and starts it again while the outbox still
 * holds emails.
 */
async function afterTheEmails(server: WebServer, all: Submission[], smtp: SmtpCapture) {
  const deadline = Date.now() + WAIT_MS;
  const notes: string[] = [];
  let expected = all.filter((s) => s.outcome === "acknowledged").map((s) => s.email);
  for (;;) {
    const received = (address: string) =>
      smtp.messages.filter((m) => m.to.includes(address) || m.replyTo === address).length >= 2;
    await until(() => expected.every(received), deadline, 1000);
    await server.stop("SIGTERM");
    const database = new PGlite(path.join(server.dataDir, "db"));
    let stored: Map<string, number>;
    let pending: number;
    try {
      const rows = await database.query<{ email: string; copies: number }>(STORED_CONTACTS);
      stored = new Map(rows.rows.map((row) => [row.email, row.copies]));
      pending = (await database.query<{ pending: number }>(PENDING_EMAILS)).rows[0]?.pending ?? 0;
    } finally {
      await database.close();
    }
    if (pending === 0) return { stored, notes };
    if (Date.now() >= deadline) {
      notes.push(`outbox not empty after ${WAIT_MS / 60_000} min: ${pending} pending`);
      return { stored, notes };
    }
    expected = [...stored.keys()];
    await server.restart("reading the database");
  }
}
