import { asc, inArray } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { summerChildren, summerRegistrations } from "#app/lib/db/schema";
import {
  type DataSubject,
  type PersonalData,
  paidRegistrationsOf,
} from "#app/lib/personal-data.server";
import { loadDraft, PURPOSE } from "./registration/registration.server";

/** The summer registrations made with the person's email, their children and payments, and this browser's wizard draft. */
export async function personalData(subject: DataSubject): Promise<PersonalData> {
  const [{ registrations, ids, payments, auditTargets }, draft] = await Promise.all([
    paidRegistrationsOf(summerRegistrations, subject, PURPOSE, "summer_registration"),
    loadDraft(subject.request),
  ]);
  const children =
    ids.length === 0
      ? []
      : await db()
          .select()
          .from(summerChildren)
          .where(inArray(summerChildren.registrationId, ids))
          .orderBy(asc(summerChildren.registrationId), asc(summerChildren.position));
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
