import { asc, getTableColumns } from "drizzle-orm";
import { iftarSignups, iftarVolunteers } from "#app/lib/db/schema";
import {
  type DataSubject,
  type PersonalData,
  personRows,
  sameEmail,
} from "#app/lib/personal-data.server";

// The booking link's token is a key to the sign-up, not information about the person.
const { token: _token, ...signupColumns } = getTableColumns(iftarSignups);

/**
 * "Download my data": the community iftar sign-ups made with the person's confirmed email, and the
 * rota entries whose contact is that email (a rota entry with a phone number names no account).
 */
export async function personalData(subject: DataSubject): Promise<PersonalData> {
  const [signups, rota] = await Promise.all([
    personRows(
      iftarSignups,
      signupColumns,
      sameEmail(iftarSignups.email, subject.confirmedEmail),
      asc(iftarSignups.createdAt),
    ),
    personRows(
      iftarVolunteers,
      getTableColumns(iftarVolunteers),
      sameEmail(iftarVolunteers.contact, subject.confirmedEmail),
      asc(iftarVolunteers.createdAt),
    ),
  ]);
  return {
    records: { iftarSignups: signups, iftarVolunteers: rota },
    auditTargets: rota.map((volunteer) => `iftar_volunteer:${volunteer.id}`),
  };
}
