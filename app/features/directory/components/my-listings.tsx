import { useState } from "react";
import { Form, Link } from "react-router";
import { Badge, type BadgeTone } from "#app/components/ui/badge";
import { buttonClasses } from "#app/components/ui/button";
import { FailureAlert } from "#app/components/ui/failure-alert";
import { cn } from "#app/lib/cn";
import type { ListingStatus } from "#app/lib/db/enums";
import { useHydrated } from "#app/lib/use-hydrated";
import type { OwnBusiness } from "../businesses/business.server";
import type { OwnSeeker } from "../seekers/seekers.server";
import { SkillChips } from "./skill-chips";

const STATUS_LABELS = {
  pending: { label: "Pending review", tone: "waiting" },
  approved: { label: "Approved", tone: "good" },
  denied: { label: "Denied", tone: "bad" },
} as const satisfies Record<ListingStatus, { label: string; tone: BadgeTone }>;

const DASHBOARD_SKILLS = 5;

/** What each list says and where its submissions are edited. */
const PANELS = {
  businesses: {
    title: "My businesses",
    tab: "Businesses",
    emptyText: "You have not listed a business yet. Add yours to appear in the directory.",
    editPath: "businesses",
    deleteQuestion: (name: string) =>
      `Are you sure you want to delete the business submission "${name}"?`,
  },
  seekers: {
    title: "My job seeker profiles",
    tab: "Job Seeker",
    emptyText: "Looking for work? Register as a job seeker so local businesses can find you.",
    editPath: "job-seekers",
    deleteQuestion: (name: string) =>
      `Are you sure you want to delete your job seeker profile "${name}"? This cannot be undone.`,
  },
};

type Tab = keyof typeof PANELS;
const TABS = Object.keys(PANELS) as Tab[];

interface Row {
  id: number;
  name: string;
  detail: string;
  status: ListingStatus;
  adminNote: string | null;
  skills?: string[];
}

/** One submission: status, the admin's note, Edit (or Edit & Resubmit) and Delete when allowed. */
function ListingItem({
  row: { id, name, detail, status, adminNote, skills },
  kind,
}: {
  row: Row;
  kind: Tab;
}) {
  const editUrl = `/directory/${PANELS[kind].editPath}/${id}/edit`;
  const deleteQuestion = PANELS[kind].deleteQuestion(name);
  const badge = STATUS_LABELS[status];
  return (
    <li className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h4 className="font-semibold text-ink">{name}</h4>
        <p className="text-sm text-stone-700">{detail}</p>
        {skills ? (
          <SkillChips
            skills={skills}
            shown={DASHBOARD_SKILLS}
            moreLabel={(more) => `+${more} more`}
            className="mt-2"
          />
        ) : null}
        <p className="mt-1">
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </p>
        {adminNote ? (
          <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950">
            <strong>Admin note:</strong> {adminNote}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <Link to={editUrl} className={buttonClasses("outline", "px-4 py-1.5")}>
          {status === "denied" ? "Edit & Resubmit" : "Edit"}
          <span className="sr-only"> {name}</span>
        </Link>
        {status !== "approved" ? (
          <Form
            method="post"
            action={editUrl}
            onSubmit={(event) => {
              if (!window.confirm(deleteQuestion)) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className={buttonClasses("ghost", "px-4 py-1.5 text-red-800")}>
              Delete<span className="sr-only"> {name}</span>
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The user's directory submissions on /dashboard: statistics, then their job-seeker profiles and
 * businesses. On narrow screens a Businesses / Job Seeker tab switch appears when they have both.
 */
export function MyListings({
  businesses,
  seekers,
  loadError,
}: {
  businesses: OwnBusiness[];
  seekers: OwnSeeker[];
  /** Set when they could not be read: the message replaces the lists (not misleading zeros). */
  loadError: string | null;
}) {
  return (
    <section
      aria-labelledby="my-submissions"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 lg:col-span-2"
    >
      <h2 id="my-submissions" className="text-xl font-semibold text-brand-strong">
        My directory submissions
      </h2>
      {loadError ? (
        <FailureAlert message={loadError} className="mt-4" />
      ) : (
        <Lists businesses={businesses} seekers={seekers} />
      )}
    </section>
  );
}

/** One of the two lists; a tab panel on small screens when both have something. */
function ListPanel({
  name,
  tabbed,
  hidden,
  rows,
}: {
  name: Tab;
  tabbed: boolean;
  hidden: boolean;
  rows: Row[];
}) {
  const headingId = `my-${name}`;
  return (
    <section
      id={`panel-${name}`}
      aria-labelledby={headingId}
      role={tabbed ? "tabpanel" : undefined}
      className={hidden ? "hidden lg:block" : undefined}
    >
      <h3 id={headingId} className="text-lg font-semibold text-brand-strong">
        {PANELS[name].title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-stone-700">{PANELS[name].emptyText}</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {rows.map((row) => (
            <ListingItem key={row.id} row={row} kind={name} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Lists({ businesses, seekers }: { businesses: OwnBusiness[]; seekers: OwnSeeker[] }) {
  const hydrated = useHydrated();
  const [tab, setTab] = useState<Tab>("businesses");
  const tabbed = hydrated && businesses.length > 0 && seekers.length > 0;
  const all = [...businesses, ...seekers];
  const stats = [
    ["Businesses", businesses.length],
    ["Job seeker profiles", seekers.length],
    ["Approved", all.filter((item) => item.status === "approved").length],
    ["Pending", all.filter((item) => item.status === "pending").length],
    ["Denied", all.filter((item) => item.status === "denied").length],
  ] as const;
  const rows: Record<Tab, Row[]> = {
    businesses: businesses.map((business) => ({
      ...business,
      detail: `${business.primaryCategory} · ${business.address}`,
    })),
    seekers: seekers.map((seeker) => ({
      ...seeker,
      name: seeker.fullName,
      detail: `${seeker.desiredPosition} · ${seeker.location}`,
    })),
  };
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-stone-50 p-3 text-center ring-1 ring-stone-200">
            <dt className="text-sm text-stone-700">{label}</dt>
            <dd className="text-2xl font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {tabbed ? (
        <div role="tablist" aria-label="Submissions" className="mt-6 flex gap-2 lg:hidden">
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`panel-${name}`}
              onClick={() => setTab(name)}
              className={cn(
                "rounded-full px-4 py-2 text-sm font-semibold ring-1",
                tab === name
                  ? "bg-brand-strong text-white ring-brand-strong"
                  : "bg-white text-brand-strong ring-stone-300",
              )}
            >
              {PANELS[name].tab}
            </button>
          ))}
        </div>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        {TABS.map((name) => (
          <ListPanel
            key={name}
            name={name}
            tabbed={tabbed}
            hidden={tabbed && tab !== name}
            rows={rows[name]}
          />
        ))}
      </div>
    </>
  );
}
