import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { type BookingOutcome, bookFreePlaces } from "#app/lib/bookings/free-places.server";
import { env } from "#app/lib/config/env.server";
import { type Database, db } from "#app/lib/db/client.server";
import { eidBookings, eidPrayers } from "#app/lib/db/schema";
import { queueEmail } from "#app/lib/email/outbox.server";
import { instantAt } from "#app/lib/time/london";
import type { EidNotice } from "./eid";
import { placesTaken } from "./eid.server";
import { type BookingDetails, EidBookingEmail } from "./emails/eid-emails";
import type { EidBookingInput } from "./schema";

/** Booking free places at an Eid jama'at, seeing a booking by its link, and cancelling it. */

type EidBooking = typeof eidBookings.$inferSelect;
type EidPrayer = typeof eidPrayers.$inferSelect;

const newToken = () => randomBytes(24).toString("base64url");

/** The booking's own page, as its emails link to it. */
const bookingLink = (token: string) => `${env().PUBLIC_URL}/eid/booking/${token}`;

/** What a booking's emails say of it. */
export function bookingDetails(
  notice: Pick<EidNotice, "name" | "date" | "confirmed">,
  prayer: Pick<EidPrayer, "time" | "place" | "language">,
  booking: Pick<EidBooking, "name" | "people" | "token">,
): BookingDetails {
  return {
    eidName: notice.name,
    date: notice.date,
    confirmed: notice.confirmed,
    time: prayer.time,
    place: prayer.place,
    language: prayer.language,
    name: booking.name,
    people: booking.people,
    link: bookingLink(booking.token),
  };
}

/** Whether the jama'at has begun (no more bookings then): its time on its day, UK clock. */
export const jamaatBegun = (date: string, time: string, now: number) =>
  instantAt(date, time) <= now;

/**
 * Books places at one jama'at of the Eid `notice` shows, race-safe (decision 0381): the jama'at's
 * row is locked while the places taken are counted and the booking stored with its email, so two
 * people after the last place take turns and the second is told it is gone.
 */
export function bookEidPlaces(
  notice: EidNotice,
  input: EidBookingInput,
  now: number,
  database: Database = db(),
): Promise<BookingOutcome<EidBooking>> {
  let prayer: EidPrayer | undefined;
  return bookFreePlaces<EidBooking>(
    {
      lock: async (tx) => {
        [prayer] = await tx
          .select()
          .from(eidPrayers)
          .where(
            and(
              eq(eidPrayers.id, input.prayerId),
              eq(eidPrayers.eid, notice.eid),
              eq(eidPrayers.hijriYear, notice.hijriYear),
            ),
          )
          .for("update");
        if (!prayer?.booking || jamaatBegun(notice.date, prayer.time, now)) return null;
        return { capacity: prayer.capacity };
      },
      taken: async (tx) => (await placesTaken([input.prayerId], tx)).get(input.prayerId) ?? 0,
      insert: async (tx) => {
        const [row] = await tx
          .insert(eidBookings)
          .values({
            prayerId: input.prayerId,
            name: input.name,
            email: input.email,
            people: input.people,
            token: newToken(),
            createdAt: new Date(now),
          })
          .returning();
        const booking = row as EidBooking;
        await queueEmail(tx, {
          template: "eid-booking",
          to: booking.email,
          subject: `${notice.name}: your places at the ${(prayer as EidPrayer).time} jama'at`,
          body: <EidBookingEmail booking={bookingDetails(notice, prayer as EidPrayer, booking)} />,
        });
        return booking;
      },
    },
    input.people,
    database,
  );
}

/** A booking by its link's token, with its jama'at; undefined when there is none. */
export async function findBooking(token: string) {
  const [found] = await db()
    .select({ booking: eidBookings, prayer: eidPrayers })
    .from(eidBookings)
    .innerJoin(eidPrayers, eq(eidPrayers.id, eidBookings.prayerId))
    .where(eq(eidBookings.token, token));
  return found;
}

/** Cancels a booking (its places are free again); false when it was already cancelled. */
export async function cancelBooking(token: string, now: number): Promise<boolean> {
  const cancelled = await db()
    .update(eidBookings)
    .set({ cancelledAt: new Date(now) })
    .where(and(eq(eidBookings.token, token), isNull(eidBookings.cancelledAt)))
    .returning({ id: eidBookings.id });
  return cancelled.length > 0;
}
