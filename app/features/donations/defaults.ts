import type { FundKind } from "#app/lib/db/enums";

/**
 * The funds a new install starts with (decision 0276). Staff change their names, wording, amounts and
 * dates at /admin/donations/funds; a fund already stored is never touched by a later start.
 */
export interface FundDefault {
  slug: string;
  name: string;
  description: string;
  kind: FundKind;
  perPersonPence?: number;
  monthlyAllowed: boolean;
  /** Ramadan funds: the UK dates they are offered (the admin sets them each year). */
  showFrom?: string;
  showTo?: string;
}

export const FUND_DEFAULTS: readonly FundDefault[] = [
  {
    slug: "sadaqah",
    name: "Sadaqah",
    description:
      "Voluntary charity. It supports families in need in Watford and the centre's community projects.",
    kind: "amount",
    monthlyAllowed: true,
  },
  {
    slug: "zakat",
    name: "Zakat",
    description:
      "Kept in its own fund and paid only to those entitled to receive Zakat, mostly local families in hardship. It is never used for the centre's running costs.",
    kind: "amount",
    monthlyAllowed: true,
  },
  {
    slug: "lillah",
    name: "Lillah (general fund)",
    description:
      "For the centre itself: the hall's rent, classes, utilities and everything that keeps the doors open.",
    kind: "amount",
    monthlyAllowed: true,
  },
  {
    slug: "building-fund",
    name: "Building fund",
    description: "Towards a permanent home for the centre in Watford.",
    kind: "amount",
    monthlyAllowed: true,
  },
  {
    slug: "fitrana",
    name: "Zakat al-Fitr (Fitrana)",
    description:
      "Due for every member of the household before the Eid prayer. We distribute it to those in need before Eid al-Fitr.",
    kind: "per-person",
    perPersonPence: 500,
    monthlyAllowed: false,
    // Ramadan 1448 (expected): the admin confirms the dates and the rate each year.
    showFrom: "2027-02-08",
    showTo: "2027-03-09",
  },
  {
    slug: "fidya",
    name: "Fidya",
    description:
      "For those who cannot fast and cannot make the fasts up. Count one person for each fast missed: each feeds a person in need for a day.",
    kind: "per-person",
    perPersonPence: 500,
    monthlyAllowed: false,
    showFrom: "2027-02-08",
    showTo: "2027-03-09",
  },
];
