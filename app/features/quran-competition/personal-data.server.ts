import { asc, getTableColumns } from "drizzle-orm";
import { competitionRegistrations } from "#app/lib/db/schema";
import { paymentsFor } from "#app/lib/payments/records.server";
import {
  type DataSubject,
  type PersonalData,
  personRows,
  sameEmail,
} from "#app/lib/personal-data.server";
import { PURPOSE } from "./rules";

/** The competition entries made with the person's email (scores included) and their payments. */
export async function personalData(subject: DataSubject): Promise<PersonalData> {
  const registrations = await personRows(
    competitionRegistrations,
    getTableColumns(competitionRegistrations),
    sameEmail(competitionRegistrations.parentEmail, subject.confirmedEmail),
    asc(competitionRegistrations.createdAt),
  );
  const ids = registrations.map((registration) => registration.id);
  return {
    records: {
      competitionRegistrations: registrations,
      payments: await paymentsFor(PURPOSE, ids),
    },
    auditTargets: ids.map((id) => `competition_registration:${id}`),
  };
}
