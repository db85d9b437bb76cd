import { asc, eq } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { eidBookings, eidPrayers } from "#app/lib/db/schema";
import { type DataSubject, type PersonalData, sameEmail } from "#app/lib/personal-data.server";

/**
 * "Download my data": the Eid bookings made with the person's confirmed email, each with its
 * jama'at. The link's token is a key to the booking, not information about the person.
 */
export async function personalData(subject: DataSubject): Promise<PersonalData> {
  const bookings = await db()
    .select({
      id: eidBookings.id,
      eid: eidPrayers.eid,
      hijriYear: eidPrayers.hijriYear,
      time: eidPrayers.time,
      place: eidPrayers.place,
      name: eidBookings.name,
      email: eidBookings.email,
      people: eidBookings.people,
      createdAt: eidBookings.createdAt,
      cancelledAt: eidBookings.cancelledAt,
    })
    .from(eidBookings)
    .innerJoin(eidPrayers, eq(eidPrayers.id, eidBookings.prayerId))
    .where(sameEmail(eidBookings.email, subject.confirmedEmail))
    .orderBy(asc(eidBookings.createdAt), asc(eidBookings.id));
  return { records: { eidBookings: bookings } };
}
