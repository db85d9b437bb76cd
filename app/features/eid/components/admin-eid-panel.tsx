import type { SubmissionResult } from "@conform-to/react";
import { panelClasses } from "#app/components/admin/page";
import { Badge } from "#app/components/ui/badge";
import { cn } from "#app/lib/cn";
import { refusedVersion } from "#app/lib/versions";
import type { eidAdminPage } from "../admin-view.server";
import { eidLongDate } from "../messages";
import { EidBookings } from "./admin-bookings";
import { MoonForm, ShowFromForm } from "./admin-day-forms";
import { JamaatForm, JamaatTable } from "./admin-jamaat";

export type EidPanelData = Awaited<ReturnType<typeof eidAdminPage>>["eids"][number];

/** The action's answers for one Eid's forms. */
export interface EidAnswers {
  showFrom?: { result?: SubmissionResult<string[]>; version?: unknown };
  moon?: string[];
  jamaat?: SubmissionResult<string[]>;
  /** The newest version after a refused jama'at save. */
  jamaatVersion?: unknown;
}

/** How sure the day is: announced (by the moon's answer or at /admin/ramadan) or expected. */
function DayState({ eid }: { eid: EidPanelData }) {
  if (eid.moon === "sighted") return <Badge tone="good">Moon sighted</Badge>;
  if (eid.moon === "not-sighted") return <Badge tone="good">Moon not sighted</Badge>;
  if (eid.announced) return <Badge tone="good">Announced</Badge>;
  return <Badge tone="waiting">Expected by the calendar</Badge>;
}

function SubHeading({ id, children }: { id: string; children: string }) {
  return (
    <h3 id={id} className="text-lg font-semibold text-brand-strong">
      {children}
    </h3>
  );
}

/** One Eid of the year: its day, when the site shows it, the moon's answer, jama'at, bookings. */
export function EidPanel({
  eid,
  editingId,
  answers,
}: {
  eid: EidPanelData;
  editingId: number | null;
  answers: EidAnswers;
}) {
  const editing = eid.jamaat.find((jamaat) => jamaat.id === editingId) ?? null;
  const headingId = `eid-${eid.eid}`;
  return (
    <section aria-labelledby={headingId} className={cn(panelClasses, "p-5 sm:p-6")}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-2xl font-semibold text-brand-strong">
          {eid.name}
        </h2>
        <DayState eid={eid} />
      </div>
      <p className="mt-1 text-lg" data-testid={`eid-day-${eid.eid}`}>
        {eidLongDate(eid.date)}
        {eid.past ? " (past)" : ""}
      </p>
      {eid.bookersToldAt ? (
        <p className="mt-1 text-sm text-stone-700">
          The people who booked were last emailed a new date on{" "}
          {eidLongDate(eid.bookersToldAt.toISOString().slice(0, 10))}.
        </p>
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby={`${headingId}-show`}>
          <SubHeading id={`${headingId}-show`}>On the site</SubHeading>
          <div className="mt-3">
            <ShowFromForm key={eid.showFrom.version ?? "new"} eid={eid} answer={answers.showFrom} />
          </div>
        </section>
        <section aria-labelledby={`${headingId}-moon`}>
          <SubHeading id={`${headingId}-moon`}>Moon sighting</SubHeading>
          <div className="mt-3">
            <MoonForm eid={eid} errors={answers.moon} />
          </div>
        </section>
      </div>

      <section aria-labelledby={`${headingId}-jamaat`} className="mt-8">
        <SubHeading id={`${headingId}-jamaat`}>{`Jama'at (${eid.jamaat.length})`}</SubHeading>
        <JamaatTable eid={eid} />
        <div
          id={`jamaat-form-${eid.eid}`}
          className="mt-6 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200"
        >
          <h4 className="font-semibold text-brand-strong">
            {editing ? `Edit the ${editing.time} jama'at` : "Add a jama'at"}
          </h4>
          <JamaatForm
            key={editing ? `${editing.id}-${editing.version}` : "new"}
            eid={eid}
            editing={editing}
            lastResult={answers.jamaat}
            version={refusedVersion({ version: answers.jamaatVersion }) ?? editing?.version ?? null}
          />
        </div>
      </section>

      <EidBookings eid={eid} />
    </section>
  );
}
