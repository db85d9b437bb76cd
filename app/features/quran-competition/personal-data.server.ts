import { competitionRegistrations } from "#app/lib/db/schema";
import { paymentsFor } from "#app/lib/payments/records.server";
import {
  type DataSubject,
  type PersonalData,
  registrationsOf,
} from "#app/lib/personal-data.server";
import { PURPOSE } from "./rules";

/** The competition entries made with the person's email (scores included) and their payments. */
export async function personalData(subject: DataSubject): Promise<PersonalData> {
  const registrations = await registrationsOf(competitionRegistrations, subject);
  const ids = registrations.map((registration) => registration.id);
  return {
    records: {
      competitionRegistrations: registrations,
      payments: await paymentsFor(PURPOSE, ids),
    },
    auditTargets: ids.map((id) => `competition_registration:${id}`),
  };
}
