import { asc, getTableColumns } from "drizzle-orm";
import { donationPayments, donations, giftAidDeclarations } from "#app/lib/db/schema";
import { paymentsFor } from "#app/lib/payments/records.server";
import {
  type DataSubject,
  type PersonalData,
  personRows,
  rowsBelongingTo,
  sameEmail,
} from "#app/lib/personal-data.server";
import { PURPOSE } from "./rules";

// The receipt link's token is a key to the donation, not information about the donor.
const { manageToken: _token, ...donationColumns } = getTableColumns(donations);

/**
 * The donations given with the person's confirmed email, each payment received, their Gift Aid
 * declarations (name and home address: kept for Gift Aid only) and the Checkout attempts.
 */
export async function personalData(subject: DataSubject): Promise<PersonalData> {
  const [given, declarations] = await Promise.all([
    personRows(
      donations,
      donationColumns,
      sameEmail(donations.email, subject.confirmedEmail),
      asc(donations.createdAt),
    ),
    personRows(
      giftAidDeclarations,
      getTableColumns(giftAidDeclarations),
      sameEmail(giftAidDeclarations.email, subject.confirmedEmail),
      asc(giftAidDeclarations.declaredAt),
    ),
  ]);
  const ids = given.map((donation) => donation.id);
  const received = await rowsBelongingTo(
    donationPayments,
    donationPayments.donationId,
    ids,
    asc(donationPayments.createdAt),
  );
  return {
    records: {
      donations: given,
      donationPayments: received,
      giftAidDeclarations: declarations,
      payments: await paymentsFor(PURPOSE, ids),
    },
    auditTargets: ids.map((id) => `donation:${id}`),
  };
}
