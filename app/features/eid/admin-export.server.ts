import { data } from "react-router";
import { toCsv } from "#app/lib/csv";
import { bookingsOf } from "./admin-store.server";
import { isEid } from "./rules";

/** An Eid's bookings as CSV, one line a booking; 404 for an Eid that is not one. */
export async function eidBookingsCsv(search: URLSearchParams) {
  const eid = search.get("eid") ?? "";
  const hijriYear = Number(search.get("year"));
  if (!isEid(eid) || !Number.isInteger(hijriYear) || hijriYear < 1400 || hijriYear > 1600)
    throw data("Choose an Eid and a year.", { status: 404 });
  const rows = await bookingsOf(eid, hijriYear);
  return {
    name: `eid-${eid}-${hijriYear}-bookings`,
    csv: toCsv(
      ["Jama'at", "Place", "Name", "Email", "People", "Booked at"],
      rows.map((row) => [row.time, row.place, row.name, row.email, row.people, row.createdAt]),
    ),
  };
}
