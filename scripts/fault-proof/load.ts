// The fault-proof scenarios' load: contact-form submissions, each with its own sender's address,
// sent over connections of their own, and what they count once the fault is over.
import http from "node:http";
import type { SmtpCapture } from "#tests/support/smtp";
import type { ScenarioResult } from "./checks";
import {
  outboxEmptied,
  type PostgresSite,
  secondsSince,
  storedContacts,
  TOTAL,
  type WebServer,
} from "./harness";

const CONCURRENCY = Number(process.env.FAULT_CONCURRENCY ?? 20);

export interface Submission {
  n: number;
  email: string;
  outcome?: "acknowledged" | "rejected" | "refused" | "unanswered";
  detail?: string;
  /** When its connection was made (the kernel's handshake done), for a graceful stop's check. */
  connectedAt?: number;
}

export function submissions(scenario: string, total = TOTAL): Submission[] {
  const run = Date.now().toString(36);
  return Array.from({ length: total }, (_, n) => ({
    n,
    email: `fault-${scenario}-${run}-${n}@example.org`,
  }));
}

export type Answer =
  | { kind: "answered"; status: number; starting: boolean }
  | { kind: "refused"; error: string }
  | { kind: "unanswered"; error: string };

/** One POST of the contact form on a connection of its own, telling a refused connection apart. */
export function postContact(origin: string, submission: Submission): Promise<Answer> {
  const body = new URLSearchParams({
    firstName: "Fault",
    lastName: `Proof ${submission.n}`,
    email: submission.email,
    message: `Fault proof message ${submission.email}`,
  }).toString();
  return new Promise((resolve) => {
    let connected = false;
    const request = http.request(`${origin}/contact`, {
      method: "POST",
      agent: false,
      headers: {
        Origin: origin,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": Buffer.byteLength(body),
      },
    });
    request.on("socket", (socket) =>
      socket.once("connect", () => {
        connected = true;
        submission.connectedAt = Date.now();
      }),
    );
    request.setTimeout(180_000, () => request.destroy(new Error("no answer within 180 s")));
    request.on("response", (response) => {
      const answer: Answer = {
        kind: "answered",
        status: response.statusCode ?? 0,
        starting: response.statusCode === 503 && response.headers["retry-after"] !== undefined,
      };
      response.on("error", () => {});
      response.on("close", () => resolve(answer));
      response.resume();
    });
    request.on("error", (error) =>
      resolve(
        connected
          ? { kind: "unanswered", error: error.message }
          : { kind: "refused", error: error.message },
      ),
    );
    request.end(body);
  });
}

/**
 * Posts to the servers in turn, as a load balancer does: refused (a server down) or answered
 * "starting" (nothing stored), it goes to the next one.
 */
export function roundRobin(servers: () => WebServer[]) {
  return async (submission: Submission): Promise<Answer> => {
    const all = servers();
    let answer: Answer = { kind: "refused", error: "no server" };
    const elsewhere = (a: Answer) => a.kind === "refused" || (a.kind === "answered" && a.starting);
    for (let i = 0; i < all.length && elsewhere(answer); i++) {
      const server = all[(submission.n + i) % all.length] as WebServer;
      answer = await postContact(server.origin, submission);
    }
    return answer;
  };
}

/**
 * Sends every submission, CONCURRENCY at a time; `send` chooses servers and retries. `onProgress`
 * sees how many were started and acknowledged, to inject its faults at a point of the load.
 */
export async function runLoad(
  all: Submission[],
  send: (submission: Submission) => Promise<Answer>,
  onProgress: (started: number, acknowledged: number) => void = () => {},
): Promise<void> {
  let next = 0;
  let acknowledged = 0;
  const lane = async () => {
    while (next < all.length) {
      const submission = all[next++] as Submission;
      onProgress(next, acknowledged);
      const answer = await send(submission);
      if (answer.kind === "answered") {
        submission.outcome = answer.status < 400 ? "acknowledged" : "rejected";
        submission.detail = `HTTP ${answer.status}`;
        if (answer.status < 400) onProgress(next, ++acknowledged);
      } else {
        submission.outcome = answer.kind;
        submission.detail = answer.error;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
}

/**
 * The requests a graceful stop left without an answer, by when their connection was made. One
 * made before the signal was taken in and must be answered: a problem. One the kernel completed
 * after it, while the server was closing its listener, was never taken in by the server: it is
 * reset, as by any server that stops listening (a load balancer that reads /readyz, which answers
 * 503 from the signal on, stops sending first). Counted in the notes.
 */
export function unansweredAtStop(
  all: Submission[],
  signalledAt: number,
): { problems: string[]; notes: string[] } {
  const unanswered = all.filter((s) => s.outcome === "unanswered");
  const before = unanswered.filter((s) => (s.connectedAt ?? 0) < signalledAt).length;
  const after = unanswered.length - before;
  return {
    problems: before > 0 ? [`${before} requests taken in before the signal got no answer`] : [],
    notes: after > 0 ? [`${after} connections made after the signal were reset, unanswered`] : [],
  };
}

/** "n outcome (detail)" per kind of answer, for the notes. */
function answers(all: Submission[]): string {
  const counts = new Map<string, number>();
  for (const s of all) {
    const key = s.outcome === "acknowledged" ? "acknowledged" : `${s.outcome} (${s.detail})`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return `answers: ${[...counts].map(([key, n]) => `${n} ${key}`).join("; ")}`;
}

/** The result of a contact-form scenario: two emails per stored submission. */
export function contactResult(
  scenario: string,
  all: Submission[],
  stored: Map<string, number>,
  smtp: SmtpCapture,
  started: number,
  extra: Partial<ScenarioResult> = {},
): ScenarioResult {
  const ours = new Set(all.map((s) => s.email));
  return {
    scenario,
    acknowledged: all.filter((s) => s.outcome === "acknowledged").map((s) => s.email),
    stored: new Map([...stored].filter(([address]) => ours.has(address))),
    emails: smtp.messages,
    emailsPerSubmission: 2,
    jobs: [],
    jobsExpected: [],
    recoveries: [],
    problems: [],
    seconds: secondsSince(started),
    ...extra,
    notes: [answers(all), ...(extra.notes ?? [])],
  };
}

/**
 * A PostgreSQL scenario's result once its load is over: waits for the outbox to empty (noted if
 * it does not) and reads what was stored.
 */
export async function postgresContactResult(
  scenario: string,
  site: PostgresSite,
  all: Submission[],
  started: number,
  extra: Pick<ScenarioResult, "recoveries"> & Partial<Pick<ScenarioResult, "problems" | "notes">>,
): Promise<ScenarioResult> {
  const notEmpty = await outboxEmptied(site.database.client);
  return contactResult(
    scenario,
    all,
    await storedContacts(site.database.client),
    site.smtp,
    started,
    {
      ...extra,
      notes: [...(extra.notes ?? []), ...(notEmpty ? [notEmpty] : [])],
    },
  );
}
