import { competitionRegistrations } from "#app/lib/db/schema";
import {
  type DataSubject,
  type PersonalData,
  paidRegistrationsOf,
} from "#app/lib/personal-data.server";
import { PURPOSE } from "./rules";

/** The competition entries made with the person's email (scores included) and their payments. */
export async function personalData(subject: DataSubject): Promise<PersonalData> {
  const { registrations, payments, auditTargets } = await paidRegistrationsOf(
    competitionRegistrations,
    subject,
    PURPOSE,
    "competition_registration",
  );
  return { records: { competitionRegistrations: registrations, payments }, auditTargets };
}
