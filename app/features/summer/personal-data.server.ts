import { asc, inArray } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { summerChildren, summerRegistrations } from "#app/lib/db/schema";
import { paymentsFor } from "#app/lib/payments/records.server";
import {
  type DataSubject,
  type PersonalData,
  registrationsOf,
} from "#app/lib/personal-data.server";
import { loadDraft, PURPOSE } from "./registration/registration.server";

/** The summer registrations made with the person's email, their children and payments, and this browser's wizard draft. */
export async function personalData(subject: DataSubject): Promise<PersonalData> {
  const registrations = await registrationsOf(summerRegistrations, subject);
  const ids = registrations.map((registration) => registration.id);
  const [children, payments, draft] = await Promise.all([
    ids.length === 0
      ? []
      : db()
          .select()
          .from(summerChildren)
          .where(inArray(summerChildren.registrationId, ids))
          .orderBy(asc(summerChildren.registrationId), asc(summerChildren.position)),
    paymentsFor(PURPOSE, ids),
    loadDraft(subject.request),
  ]);
  return {
    records: {
      summerRegistrations: registrations,
      summerChildren: children,
      payments,
      summerRegistrationDrafts: draft.id ? [draft.draft] : [],
    },
    auditTargets: ids.map((id) => `summer_registration:${id}`),
  };
}
