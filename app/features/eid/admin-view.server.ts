import { requireStaff } from "#app/lib/auth/session.server";
import { db } from "#app/lib/db/client.server";
import { requestNow } from "#app/lib/http/clock.server";
import { localDate } from "#app/lib/time/london";
import { versionOf } from "#app/lib/versions";
import { bookingsOf, eidDayRow, jamaatValues } from "./admin-store.server";
import { currentCentreCalendar } from "./calendar.server";
import { EID_NAMES, EIDS, type Eid } from "./eid";
import { jamaatRows, placesTaken } from "./eid.server";
import {
  comingEids,
  defaultShowFrom,
  eidDate,
  eidDateAfterMoon,
  eidMonth,
  moonEvening,
  standingMoon,
} from "./rules";

/** What /admin/eid shows: both Eids of one Hijri year, each with its day, jama'at and bookings. */

type Calendar = Awaited<ReturnType<typeof currentCentreCalendar>>["calendar"];

/** The year the page opens on: that of the next Eid (`?year=` chooses another). */
function yearShown(request: Request, calendar: Calendar, today: string): number {
  const asked = Number(new URL(request.url).searchParams.get("year"));
  if (Number.isInteger(asked) && asked >= 1400 && asked <= 1600) return asked;
  return comingEids(calendar, today)[0]?.hijriYear ?? calendar.dateOf(today).year;
}

/** One Eid of the year: its day and the moon's answers, the "show from" form, jama'at, bookings. */
async function eidPanel(calendar: Calendar, eid: Eid, hijriYear: number, today: string) {
  const [day, rows, bookings] = await Promise.all([
    eidDayRow(eid, hijriYear),
    jamaatRows(eid, hijriYear),
    bookingsOf(eid, hijriYear),
  ]);
  const taken = await placesTaken(rows.map((row) => row.id));
  const date = eidDate(calendar, eid, hijriYear);
  const moon = standingMoon(calendar, eid, hijriYear, day?.moon ?? null);
  return {
    eid,
    eidName: EID_NAMES[eid],
    name: `${EID_NAMES[eid]} ${hijriYear}`,
    hijriYear,
    date,
    past: date < today,
    announced: calendar.isAnnounced(hijriYear, eidMonth(eid)),
    moon,
    moonEvening: moonEvening(calendar, eid, hijriYear),
    answers: {
      sighted: eidDateAfterMoon(calendar, eid, hijriYear, "sighted"),
      notSighted: eidDateAfterMoon(calendar, eid, hijriYear, "not-sighted"),
    },
    bookersToldAt: day?.bookersToldAt ?? null,
    showFrom: {
      saved: day !== undefined,
      values: { showFrom: day?.showFrom ?? defaultShowFrom(calendar, eid, hijriYear) },
      version: day ? versionOf(day.updatedAt) : null,
    },
    jamaat: rows.map((row) => ({
      id: row.id,
      time: row.time,
      place: row.place,
      language: row.language,
      booking: row.booking,
      capacity: row.capacity,
      taken: taken.get(row.id) ?? 0,
      bookings: bookings.filter((booking) => booking.prayerId === row.id).length,
      values: jamaatValues(row),
      version: versionOf(row.updatedAt),
    })),
    bookings,
    totals: {
      bookings: bookings.length,
      people: bookings.reduce((sum, booking) => sum + booking.people, 0),
    },
  };
}

export async function eidAdminPage(request: Request) {
  await requireStaff(request);
  const today = localDate(requestNow(request));
  // Read afresh: the forms' versions are the rows' own.
  const { calendar } = await currentCentreCalendar(db());
  const hijriYear = yearShown(request, calendar, today);
  const eids = await Promise.all(EIDS.map((eid) => eidPanel(calendar, eid, hijriYear, today)));
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  return { hijriYear, today, eids, editing: Number.isInteger(editId) ? editId : null };
}
