import { describe, expect, it } from "vitest";
import { NewsletterPace } from "#app/lib/email/outbox.server";
import { RETENTION_RULES } from "#app/lib/privacy/retention";
import { formData } from "#tests/support/actions";
import { UNCONFIRMED_DAYS } from "./messages";
import { isOneClick, issueProgress, noticeIssueBody, unsubscribeHeaders } from "./rules";

describe("newsletter rules", () => {
  it("gives each email RFC 8058's two headers, and knows the one-click POST", () => {
    expect(unsubscribeHeaders("https://wic.example/newsletter/unsubscribe/abc")).toEqual({
      "List-Unsubscribe": "<https://wic.example/newsletter/unsubscribe/abc>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(isOneClick(formData({ "List-Unsubscribe": "One-Click" }))).toBe(true);
    expect(isOneClick(formData({ "List-Unsubscribe": "yes" }))).toBe(false);
    expect(isOneClick(formData({}))).toBe(false);
  });

  it("counts an issue's progress: the subscribers not yet queued remain while it is sending", () => {
    const counts = { sent: 10, failed: 1, queued: 4, notQueued: 100 };
    expect(issueProgress("draft", { sent: 0, failed: 0, queued: 0, notQueued: 0 })).toEqual({
      sent: 0,
      failed: 0,
      remaining: 0,
      state: "draft",
    });
    expect(issueProgress("sending", counts)).toEqual({
      sent: 10,
      failed: 1,
      remaining: 104,
      state: "sending",
    });
    // Everything queued, the outbox still sending: not sent yet.
    expect(issueProgress("sent", counts)).toEqual({
      sent: 10,
      failed: 1,
      remaining: 4,
      state: "sending",
    });
    expect(issueProgress("sent", { ...counts, queued: 0 })).toMatchObject({
      remaining: 0,
      state: "sent",
    });
  });

  it("writes a notice as an issue: text, the janazah's details (the name only with consent), link", () => {
    const janazah = {
      deceasedName: "Yusuf",
      familyConsent: false,
      prayer: "After Asr",
      place: "Main hall",
      burial: "",
    };
    const body = noticeIssueBody({
      body: "Please join us. ",
      link: "https://example.org/j",
      janazah,
    });
    expect(body).toBe(
      "Please join us.\n\n- **Janazah prayer:** After Asr\n- **Place:** Main hall\n\n[More details](https://example.org/j)",
    );
    expect(
      noticeIssueBody({ body: "x", link: null, janazah: { ...janazah, familyConsent: true } }),
    ).toContain("**Deceased:** Yusuf");
    expect(noticeIssueBody({ body: "Closed today.", link: null, janazah: null })).toBe(
      "Closed today.",
    );
  });

  it("says what the retention rule keeps", () => {
    expect(UNCONFIRMED_DAYS).toBe(RETENTION_RULES.newsletterUnconfirmed.period.days);
  });

  it("lets newsletter emails go at the configured rate: ten seconds' worth at once, then as time passes", () => {
    const start = 1_000_000;
    const pace = new NewsletterPace(300, start);
    expect(pace.allowance(start)).toBe(50);
    pace.take(50);
    expect(pace.allowance(start)).toBe(0);
    expect(pace.allowance(start + 1000)).toBe(5);
    expect(pace.allowance(start + 60_000)).toBe(50);
  });
});
