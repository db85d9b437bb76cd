import { asc, eq } from "drizzle-orm";
import { toCsv } from "#app/lib/csv";
import { db } from "#app/lib/db/client.server";
import { iftarSignups, iftarVolunteers } from "#app/lib/db/schema";
import { formatInstant } from "#app/lib/time/format";

/**
 * The sign-ups and the rota as one CSV, a line per person: of one night (`date`), or of every
 * night. Guests first, then volunteers, each by night.
 */
export async function iftarCsv(date: string | null): Promise<string> {
  const [signups, volunteers] = await Promise.all([
    db()
      .select()
      .from(iftarSignups)
      .where(date ? eq(iftarSignups.date, date) : undefined)
      .orderBy(asc(iftarSignups.date), asc(iftarSignups.createdAt), asc(iftarSignups.id)),
    db()
      .select()
      .from(iftarVolunteers)
      .where(date ? eq(iftarVolunteers.date, date) : undefined)
      .orderBy(asc(iftarVolunteers.date), asc(iftarVolunteers.createdAt), asc(iftarVolunteers.id)),
  ]);
  const ukTime = (value: Date | null) => (value ? formatInstant(value, "dateTime") : "");
  return toCsv(
    [
      "Iftar date",
      "Role",
      "Name",
      "Email or contact",
      "People",
      "Task",
      "Signed up (UK time)",
      "Cancelled (UK time)",
    ],
    [
      ...signups.map((signup) => [
        signup.date,
        "Guest",
        signup.name,
        signup.email,
        signup.people,
        "",
        ukTime(signup.createdAt),
        ukTime(signup.cancelledAt),
      ]),
      ...volunteers.map((volunteer) => [
        volunteer.date,
        "Volunteer",
        volunteer.name,
        volunteer.contact,
        "",
        volunteer.task,
        ukTime(volunteer.createdAt),
        "",
      ]),
    ],
  );
}
