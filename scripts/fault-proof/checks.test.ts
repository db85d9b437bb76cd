import { describe, expect, it } from "vitest";
import {
  duplicates,
  jobsTwice,
  markdownTable,
  type ReceivedEmail,
  resent,
  type ScenarioResult,
  verdict,
} from "./checks";

const acknowledgement = (address: string): ReceivedEmail => ({
  to: [address],
  replyTo: undefined,
  subject: "We received your message",
});
const notification = (address: string): ReceivedEmail => ({
  to: ["info@centre.example"],
  replyTo: address,
  subject: "New contact message",
});

/** A scenario that passes: two submissions stored and emailed once each, one job run, recovered. */
function passing(): ScenarioResult {
  const addresses = ["a@example.org", "b@example.org"];
  return {
    scenario: "kill",
    acknowledged: [...addresses],
    stored: new Map(addresses.map((address) => [address, 1])),
    emails: addresses.flatMap((address) => [acknowledgement(address), notification(address)]),
    emailsPerSubmission: 2,
    jobs: [{ job: "daily backup", slot: "2026-11-28" }],
    jobsExpected: ["daily backup"],
    recoveries: [{ fault: "SIGKILL server 2", seconds: 3 }],
    problems: [],
    seconds: 12,
    notes: [],
  };
}

describe("the fault proof's verdict", () => {
  it("passes a scenario where nothing was lost, doubled, run twice or left down", () => {
    expect(verdict([passing()])).toEqual({ ok: true, failures: [] });
  });

  it("fails on an acknowledged submission with no row", () => {
    const result = passing();
    result.stored = new Map([["a@example.org", 1]]);
    result.emails = [acknowledgement("a@example.org"), notification("a@example.org")];
    expect(verdict([result])).toEqual({
      ok: false,
      failures: [{ scenario: "kill", failure: "acknowledged but not stored: b@example.org" }],
    });
  });

  it("fails on an email received twice, and names it", () => {
    const result = passing();
    result.emails.push(notification("b@example.org"));
    expect(verdict([result]).failures).toEqual([
      {
        scenario: "kill",
        failure:
          "received twice: email info@centre.example (reply to b@example.org): New contact message ×2",
      },
    ]);
  });

  it("fails on two messages with different Message-IDs, not on one message sent again with its own", () => {
    const result = passing();
    const withId = (email: ReceivedEmail, messageId: string) => ({ ...email, messageId });
    result.emails = [
      withId(acknowledgement("a@example.org"), "<outbox-1@centre>"),
      withId(acknowledgement("a@example.org"), "<outbox-1@centre>"),
      withId(notification("a@example.org"), "<outbox-2@centre>"),
      acknowledgement("b@example.org"),
      notification("b@example.org"),
    ];
    expect(verdict([result])).toEqual({ ok: true, failures: [] });
    expect(resent(result.emails)).toBe(1);
    result.emails.push(withId(notification("a@example.org"), "<outbox-3@centre>"));
    expect(verdict([result]).failures).toEqual([
      {
        scenario: "kill",
        failure:
          "received twice: email info@centre.example (reply to a@example.org): New contact message ×2",
      },
    ]);
    expect(resent(result.emails)).toBe(1);
  });

  it("fails on a submission stored twice", () => {
    const result = passing();
    result.stored = new Map([
      ["a@example.org", 2],
      ["b@example.org", 1],
    ]);
    expect(duplicates(result.emails, result.stored)).toEqual(["row of a@example.org ×2"]);
    expect(verdict([result]).ok).toBe(false);
  });

  it("fails on a stored submission whose emails never came", () => {
    const result = passing();
    result.emails = result.emails.slice(1);
    expect(verdict([result]).failures).toEqual([
      { scenario: "kill", failure: "emails missing: 3 of 4 arrived" },
    ]);
  });

  it("fails on a job run twice for one slot, not on runs for two slots", () => {
    const result = passing();
    result.jobs.push({ job: "daily backup", slot: "2026-11-29" });
    expect(verdict([result]).ok).toBe(true);
    result.jobs.push({ job: "daily backup", slot: "2026-11-28" });
    expect(jobsTwice(result.jobs)).toEqual(["daily backup for 2026-11-28 ×2"]);
    expect(verdict([result]).failures).toEqual([
      { scenario: "kill", failure: "job ran twice: daily backup for 2026-11-28 ×2" },
    ]);
  });

  it("fails on a job that never ran", () => {
    const result = passing();
    result.jobs = [];
    expect(verdict([result]).failures).toEqual([
      { scenario: "kill", failure: "job never ran: daily backup" },
    ]);
  });

  it("fails on a server that did not recover within the budget", () => {
    const result = passing();
    result.recoveries.push({ fault: "SIGTERM server 1", seconds: null });
    expect(verdict([result]).failures).toEqual([
      { scenario: "kill", failure: "not recovered after SIGTERM server 1" },
    ]);
  });

  it("fails on a problem a scenario found, and when no scenario ran", () => {
    const result = passing();
    result.problems.push("the worker exited (1) when its connection was terminated");
    expect(verdict([result]).ok).toBe(false);
    expect(verdict([]).ok).toBe(false);
  });

  it("prints one row per scenario with the counts the verdict reads", () => {
    const lost = passing();
    lost.scenario = "database";
    lost.stored = new Map([["a@example.org", 1]]);
    lost.emails.push(acknowledgement("a@example.org"));
    lost.emails.push({ ...notification("b@example.org"), messageId: "<outbox-9@centre>" });
    lost.emails.push({ ...notification("b@example.org"), messageId: "<outbox-9@centre>" });
    lost.recoveries = [{ fault: "terminated connections", seconds: null }];
    expect(markdownTable([passing(), lost]).split("\n")).toEqual([
      "| scenario | acknowledged | stored | lost | emails | duplicates | resent (same Message-ID) | jobs twice |                  recovered | seconds |",
      "| -------- | -----------: | -----: | ---: | -----: | ---------: | -----------------------: | ---------: | -------------------------: | ------: |",
      "| kill     |            2 |      2 |    0 | 4 of 4 |          0 |                        0 |          0 |                1/1 (≤ 3 s) |      12 |",
      "| database |            2 |      1 |    1 | 4 of 2 |          2 |                        1 |          0 | NO: terminated connections |      12 |",
    ]);
  });
});
