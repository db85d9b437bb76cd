import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { data } from "react-router";
import { type BookingOutcome, bookFreePlaces } from "#app/lib/bookings/free-places.server";
import { env } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { db } from "#app/lib/db/client.server";
import { iftarNights, iftarSignups } from "#app/lib/db/schema";
import { queueEmail } from "#app/lib/email/outbox.server";
import { requestNow } from "#app/lib/http/clock.server";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { isCalendarDate, localClock, localDate } from "#app/lib/time/london";
import { IftarConfirmationEmail } from "./emails/iftar-emails";
import { iftarState, isPast, type LocalMoment, peopleText, upcomingNights } from "./rules";
import type { IftarSignup } from "./schema";
import { findNight, iftarTime, nightsWithTaken, takenPlaces } from "./store.server";

/** The public side of community iftars: the listing, a night's sign-up, a booking's own page. */

/** The centre's date and time at an instant. */
const momentAt = (instant: number): LocalMoment => ({
  today: localDate(instant),
  clock: localClock(instant),
});

/** The iftar nights still to come, for /ramadan: each with its iftar time and its places. */
export async function communityIftars(request: Request) {
  const at = momentAt(requestNow(request));
  const nights = await nightsWithTaken(at.today);
  const timed = await Promise.all(
    nights.map(async (night) => ({ ...night, iftar: await iftarTime(night.date) })),
  );
  return upcomingNights(timed, at).map((night) => ({
    date: night.date,
    note: night.note,
    iftar: night.iftar,
    ...iftarState(night, false),
  }));
}

const notFound = () =>
  data(
    {
      title: "Iftar not found",
      text: "There is no community iftar on that date. The iftars we hold are listed on the Ramadan page.",
      link: { to: "/ramadan", label: "See the Ramadan page" },
    },
    { status: 404 },
  );

/** A night's page: the night and where it stands; 404 for a date with no iftar. */
export async function iftarNightPage(request: Request, date: string) {
  if (!isCalendarDate(date)) throw notFound();
  const night = await findNight(date);
  if (!night) throw notFound();
  const at = momentAt(requestNow(request));
  const [taken, iftar] = await Promise.all([takenPlaces(date), iftarTime(date)]);
  return {
    date,
    note: night.note,
    iftar,
    ...iftarState({ ...night, taken }, isPast(date, at, iftar)),
  };
}

const newToken = () => randomBytes(24).toString("base64url");

/** The booking's own page, from its email's link. */
const bookingUrl = (token: string) => `${env().PUBLIC_URL}/ramadan/iftars/booking/${token}`;

/**
 * Books the places if they all fit (`bookFreePlaces` locks the night's row, so two people racing
 * for the last place take turns) and queues the confirmation in the same transaction. Closed: the
 * night takes no sign-ups (closed by staff, deleted, or its iftar has come).
 */
export async function signUpForIftar(
  date: string,
  signup: IftarSignup,
  now: number,
): Promise<BookingOutcome<typeof iftarSignups.$inferSelect>> {
  const iftar = await iftarTime(date);
  const at = momentAt(now);
  let note = "";
  return bookFreePlaces(
    {
      lock: async (tx) => {
        const [night] = await tx
          .select()
          .from(iftarNights)
          .where(eq(iftarNights.date, date))
          .for("update");
        note = night?.note ?? "";
        return night?.open && !isPast(date, at, iftar) ? { capacity: night.capacity } : null;
      },
      taken: (tx) => takenPlaces(date, tx),
      insert: async (tx) => {
        const [row] = await tx
          .insert(iftarSignups)
          .values({
            date,
            name: signup.name,
            email: signup.email,
            people: signup.people,
            token: newToken(),
            createdAt: new Date(now),
          })
          .returning();
        if (!row) throw new Error("the iftar sign-up was not stored");
        const site = await getSiteSettings(tx);
        const dateText = formatCalendarDate(date, "weekdayLong");
        await queueEmail(tx, {
          template: "iftar-signup-confirmation",
          to: row.email,
          replyTo: site.emails.contact,
          subject: `Your places at the community iftar on ${formatCalendarDate(date, "weekdayWritten")} – ${site.name}`,
          body: (
            <IftarConfirmationEmail
              name={row.name}
              dateText={dateText}
              bookingUrl={bookingUrl(row.token)}
              fields={[
                ["Date", dateText],
                ["Iftar (Maghrib)", iftar ?? "at Maghrib"],
                ...(note ? ([["About the evening", note]] as [string, string][]) : []),
                ["Places", peopleText(row.people)],
                ["Name", row.name],
              ]}
            />
          ),
        });
        return row;
      },
    },
    signup.people,
  );
}

/** A token as the booking's link carries it. */
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** The sign-up behind a booking's link, with its night; 404 for an unknown link. */
export async function bookingPage(request: Request, token: string) {
  const found = TOKEN.test(token)
    ? await db()
        .select({ signup: iftarSignups, note: iftarNights.note })
        .from(iftarSignups)
        .innerJoin(iftarNights, eq(iftarNights.date, iftarSignups.date))
        .where(eq(iftarSignups.token, token))
    : [];
  const [row] = found;
  if (!row)
    throw data(
      {
        title: "Booking not found",
        text: "This booking link is not one of ours, or the booking was removed. Check the link in your confirmation email.",
        link: { to: "/ramadan", label: "See the Ramadan page" },
      },
      { status: 404 },
    );
  const { signup } = row;
  const at = momentAt(requestNow(request));
  const iftar = await iftarTime(signup.date);
  return {
    date: signup.date,
    note: row.note,
    iftar,
    name: signup.name,
    email: signup.email,
    people: signup.people,
    cancelledAt: signup.cancelledAt?.toISOString() ?? null,
    past: isPast(signup.date, at, iftar),
  };
}

/**
 * Cancels a booking, which frees its places at once: "cancelled", or why not ("already" cancelled,
 * the iftar is "past", or no such booking: "gone").
 */
export async function cancelBooking(
  token: string,
  now: number,
): Promise<"cancelled" | "already" | "past" | "gone"> {
  if (!TOKEN.test(token)) return "gone";
  const [signup] = await db().select().from(iftarSignups).where(eq(iftarSignups.token, token));
  if (!signup) return "gone";
  if (signup.cancelledAt) return "already";
  if (isPast(signup.date, momentAt(now), await iftarTime(signup.date))) return "past";
  const cancelled = await db()
    .update(iftarSignups)
    .set({ cancelledAt: new Date(now) })
    .where(and(eq(iftarSignups.id, signup.id), isNull(iftarSignups.cancelledAt)))
    .returning({ id: iftarSignups.id });
  return cancelled.length > 0 ? "cancelled" : "already";
}
