import { data } from "react-router";
import { toCsv } from "#app/lib/csv";
import { bookingsOf } from "./admin-store.server";
import { EID_NAMES, type Eid } from "./eid";
import { isEid } from "./rules";

/**
 * An Eid's bookings (`?eid=fitr&year=1448`) as CSV, one line a booking, or every Eid's without a
 * query; 404 for an Eid or year that is not one.
 */
export async function eidBookingsCsv(search: URLSearchParams) {
  const eid = search.get("eid");
  const year = search.get("year");
  if (eid === null && year === null) return csvOf(await bookingsOf(), "eid-bookings");
  const hijriYear = Number(year);
  if (!eid || !isEid(eid) || !Number.isInteger(hijriYear) || hijriYear < 1400 || hijriYear > 1600)
    throw data("Choose an Eid and a year.", { status: 404 });
  return csvOf(await bookingsOf(eid, hijriYear), `eid-${eid}-${hijriYear}-bookings`);
}

function csvOf(rows: Awaited<ReturnType<typeof bookingsOf>>, name: string) {
  return {
    name,
    csv: toCsv(
      ["Eid", "Hijri year", "Jama'at", "Place", "Name", "Email", "People", "Booked at"],
      rows.map((row) => [
        EID_NAMES[row.eid as Eid] ?? row.eid,
        row.hijriYear,
        row.time,
        row.place,
        row.name,
        row.email,
        row.people,
        row.createdAt,
      ]),
    ),
  };
}
