import { DateTime, ExportCsvLink } from "#app/components/admin/page";
import { ResponsiveTable } from "#app/components/admin/table";
import { placesCount } from "../messages";
import type { EidPanelData } from "./admin-eid-panel";

/** The bookings held for the Eid's jama'at, with the totals and the CSV export. */
export function EidBookings({ eid }: { eid: EidPanelData }) {
  const headingId = `bookings-${eid.eid}`;
  const { bookings, people } = eid.totals;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-brand-strong">
          Bookings ({bookings}, {placesCount(people)})
        </h3>
        {bookings > 0 ? (
          <ExportCsvLink href={`/admin/eid/bookings.csv?eid=${eid.eid}&year=${eid.hijriYear}`} />
        ) : null}
      </div>
      {eid.jamaat.some((jamaat) => jamaat.booking || jamaat.bookings > 0) ? (
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-800">
          {eid.jamaat
            .filter((jamaat) => jamaat.booking || jamaat.bookings > 0)
            .map((jamaat) => (
              <li key={jamaat.id}>
                <span className="font-semibold tabular-nums">{jamaat.time}</span> {jamaat.place}:{" "}
                {jamaat.bookings} {jamaat.bookings === 1 ? "booking" : "bookings"},{" "}
                {placesCount(jamaat.taken)}
              </li>
            ))}
        </ul>
      ) : null}
      <ResponsiveTable
        items={eid.bookings}
        itemKey={(booking) => booking.id}
        caption={`Bookings for ${eid.name}`}
        empty={<p className="mt-3 text-stone-700">No bookings yet.</p>}
        columns={[
          { heading: "Name", card: "title", className: "font-semibold", cell: (row) => row.name },
          { heading: "Email", cell: (row) => <span className="break-all">{row.email}</span> },
          { heading: "People", className: "tabular-nums", cell: (row) => row.people },
          { heading: "Jama'at", cell: (row) => `${row.time}, ${row.place}` },
          {
            heading: "Booked at",
            className: "whitespace-nowrap",
            cell: (row) => <DateTime value={row.createdAt} />,
          },
        ]}
      />
    </section>
  );
}
