import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { humanise, truncate } from "#app/lib/format";
import { formatDateTime } from "#app/lib/time/format";
import { describeValue, isSensitiveSubmission, submissionSummary } from "./payload";
import AdminHome, { meta as homeMeta } from "./routes/admin-home";
import AdminLayout from "./routes/admin-layout";
import Audit, { meta as auditMeta } from "./routes/audit";
import Emails, { meta as emailsMeta } from "./routes/emails";
import Submission, { meta as submissionMeta } from "./routes/submission";
import Submissions, { meta as submissionsMeta } from "./routes/submissions";

const when = new Date("2025-07-01T12:30:00Z");
const entries = [
  {
    id: 1,
    actorEmail: "aisha.admin@example.org",
    action: "submission.mark-handled",
    target: "submission:abc",
    details: '{"kind":"contact"}',
    createdAt: when,
  },
];
const listFilters = { kind: "", status: "all", q: "", page: 1 };
const loaderData = {
  layout: {
    user: { name: "Aisha Admin", email: "aisha.admin@example.org" },
    menu: [
      { label: "Today", href: "/admin", group: "Today", end: true, badge: null },
      {
        label: "Submissions",
        href: "/admin/submissions",
        group: "People & forms",
        end: false,
        badge: { count: 3, label: "new" },
      },
      {
        label: "Emails",
        href: "/admin/emails",
        group: "Centre",
        end: false,
        badge: { count: 1, label: "failed" },
      },
      {
        label: "Directory",
        href: "/admin/directory",
        group: "People & forms",
        end: false,
        badge: { count: 2, label: "pending" },
      },
      { label: "Audit log", href: "/admin/audit", group: "Centre", end: false, badge: null },
    ],
  },
  home: {
    date: "Tuesday 1 July 2025",
    roles: "Administrator",
    items: [
      { text: "1 new submission", href: "/admin/submissions?status=new", kind: "todo" },
      { text: "4 emails could not be sent", href: "/admin/emails?status=failed", kind: "problem" },
    ],
    audit: entries,
  },
  submissions: {
    submissions: [
      {
        id: "abc",
        kind: "advice-and-counselling",
        status: "new",
        createdAt: when,
        sensitive: true,
        name: "Amina Khan",
        email: "amina@example.org",
      },
    ],
    total: 30,
    pageCount: 2,
    kinds: ["advice-and-counselling", "contact"],
    filters: listFilters,
    exportHref: "/admin/submissions/export.csv",
  },
  submission: {
    submission: {
      id: "abc",
      kind: "contact",
      status: "handled",
      payload: { firstName: "Amina", classes: ["Quran"], consent: true, phone: "" },
      createdAt: when,
      handledAt: when,
    },
    emails: [
      {
        id: 7,
        toAddress: "office@example.org",
        subject: "New message",
        status: "sent",
        createdAt: when,
      },
    ],
    sensitive: false,
  },
  emails: {
    emails: [
      {
        id: 7,
        template: "contact-notification",
        toAddress: "office@example.org",
        subject: "New message",
        status: "failed",
        attempts: 5,
        lastError: "Connection refused",
        nextAttemptAt: when,
        createdAt: when,
      },
    ],
    total: 1,
    pageCount: 1,
    filters: { status: "failed", page: 1 },
  },
  audit: { entries },
};

function render(path: string, data: Record<string, unknown> = loaderData) {
  const Stub = createRoutesStub([
    {
      id: "layout",
      path: "/admin",
      Component: AdminLayout as never,
      children: [
        { id: "home", index: true, Component: AdminHome as never },
        { id: "submissions", path: "submissions", Component: Submissions as never },
        { id: "submission", path: "submissions/:id", Component: Submission as never },
        { id: "emails", path: "emails", Component: Emails as never },
        { id: "audit", path: "audit", Component: Audit as never },
      ],
    },
  ]);
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: data }} />);
}

describe("admin pages", () => {
  it.each([
    ["/admin", "Today"],
    ["/admin/submissions", "Submissions"],
    ["/admin/submissions/abc", "Submissions"],
    ["/admin/emails?status=failed", "Emails"],
    ["/admin/audit", "Audit log"],
  ])("%s has one h1, the Admin nav in its groups and marks %s as current", (path, current) => {
    const html = render(path);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Admin"');
    expect(html).toMatch(/>People &amp; forms<\/p><ul aria-labelledby=/);
    expect(html).toMatch(/href="\/"[^>]*>View site</);
    expect(html).toContain("Log out");
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`aria-current="page"[^>]*>${current}<`));
  });

  it("has a unique title for every page", () => {
    const titles = [
      homeMeta({ matches: [] } as never),
      submissionsMeta({ matches: [] } as never),
      submissionMeta({ loaderData: loaderData.submission, matches: [] } as never),
      emailsMeta({ matches: [] } as never),
      auditMeta({ matches: [] } as never),
    ].map((tags) => (tags[0] as { title: string }).title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles[1]).toMatch(/^Admin · Submissions/);
    expect(titles[2]).toMatch(/^Admin · Contact submission/);
  });

  it("shows the submissions with a View link, the export link and the empty state", () => {
    const html = render("/admin/submissions");
    expect(html).toContain('href="/admin/submissions/abc"');
    expect(html).toContain('href="/admin/submissions/export.csv"');
    expect(html).toContain("Advice and counselling");
    expect(html).toContain("<caption");
    const empty = render("/admin/submissions", {
      ...loaderData,
      submissions: { ...loaderData.submissions, submissions: [], total: 0, pageCount: 1 },
    });
    expect(empty).toContain("No submissions match these filters.");
  });

  it("shows each payload field with a readable label and the submission's emails", () => {
    const html = render("/admin/submissions/abc");
    expect(html).toContain("<dt");
    expect(html).toContain("First name");
    expect(html).toContain("Mark as new");
    expect(html).toContain('name="intent" value="mark-new"');
    expect(html).toContain('href="/admin/emails/7/preview"');
  });

  it("offers a retry for a failed email and a preview that says it opens a new tab", () => {
    const html = render("/admin/emails?status=failed");
    expect(html).toContain('name="intent" value="retry"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain("(opens in a new tab)");
  });
});

describe("formatting helpers", () => {
  it.each([
    ["firstName", "First name"],
    ["parent_name", "Parent name"],
    ["dateOfBirth", "Date of birth"],
    ["medical_conditions", "Medical conditions"],
    ["GPName", "GP name"],
    ["advice-and-counselling", "Advice and counselling"],
  ])("turns the machine name %s into the words %s", (name, words) => {
    expect(humanise(name)).toBe(words);
  });

  it("writes dates in UK time, summer and winter", () => {
    expect(formatDateTime(new Date("2025-07-01T12:30:00Z"))).toBe("1 Jul 2025, 13:30");
    expect(formatDateTime(new Date("2025-01-15T09:05:00Z"))).toBe("15 Jan 2025, 09:05");
    expect(formatDateTime(null)).toBe("—");
  });

  it("truncates long text", () => {
    expect(truncate("short", 10)).toBe("short");
    expect(truncate("a".repeat(20), 10)).toBe(`${"a".repeat(9)}…`);
  });

  it("summarises who sent a submission under any of the forms' field names", () => {
    expect(submissionSummary({ firstName: "Amina", lastName: "Khan", email: "a@x.org" })).toEqual({
      name: "Amina Khan",
      email: "a@x.org",
    });
    expect(submissionSummary({ name: "Yusuf" })).toEqual({ name: "Yusuf", email: "" });
    expect(submissionSummary({ parent_name: "Bilal", email: 3 })).toEqual({
      name: "Bilal",
      email: "",
    });
  });

  it("recognises sensitive submissions", () => {
    expect(isSensitiveSubmission("advice-and-counselling", {})).toBe(true);
    expect(isSensitiveSubmission("enrolment", { medicalConditions: "None" })).toBe(true);
    expect(isSensitiveSubmission("enrolment", { medical_conditions: "None" })).toBe(true);
    expect(isSensitiveSubmission("contact", { message: "medicalConditions" })).toBe(false);
  });

  it("describes payload values for display", () => {
    expect(describeValue("x")).toEqual({ type: "text", text: "x" });
    expect(describeValue("  ")).toEqual({ type: "empty" });
    expect(describeValue(false)).toEqual({ type: "text", text: "No" });
    expect(describeValue({ a: 1 })).toEqual({
      type: "records",
      records: [[{ label: "A", text: "1" }]],
    });
    expect(
      describeValue([
        { learnerName: "Yusuf", course: "weekday", days: ["Mon", "Wed"] },
        { learnerName: "Maryam", course: "weekend", days: [] },
      ]),
    ).toEqual({
      type: "records",
      records: [
        [
          { label: "Learner name", text: "Yusuf" },
          { label: "Course", text: "weekday" },
          { label: "Days", text: "Mon, Wed" },
        ],
        [
          { label: "Learner name", text: "Maryam" },
          { label: "Course", text: "weekend" },
          { label: "Days", text: "none" },
        ],
      ],
    });
    expect(describeValue(["a", "b"])).toEqual({ type: "text", text: "a, b" });
  });
});
