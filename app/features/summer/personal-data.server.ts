import { asc } from "drizzle-orm";
import { summerChildren, summerRegistrations } from "#app/lib/db/schema";
import {
  type DataSubject,
  type PersonalData,
  paidRegistrationsOf,
  rowsBelongingTo,
} from "#app/lib/personal-data.server";
import { loadDraft, PURPOSE } from "./registration/registration.server";

/** The summer registrations made with the person's email, their children and payments, and this browser's wizard draft. */
export async function personalData(subject: DataSubject): Promise<PersonalData> {
  const [{ registrations, ids, payments, auditTargets }, draft] = await Promise.all([
    paidRegistrationsOf(summerRegistrations, subject, PURPOSE, "summer_registration"),
    loadDraft(subject.request),
  ]);
  const children = await rowsBelongingTo(
    summerChildren,
    summerChildren.registrationId,
    ids,
    asc(summerChildren.registrationId),
    asc(summerChildren.position),
  );
  return {
    records: {
      summerRegistrations: registrations,
      summerChildren: children,
      payments,
      summerRegistrationDrafts: draft.id ? [draft.draft] : [],
    },
    auditTargets,
  };
}
